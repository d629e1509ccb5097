; Before sm_90 there is no cluster: a shared::cluster access is a positioned error (LLVM 22 prints
; PTX that ptxas rejects there).
; RUN: --emit ptx --sm 80
; EXIT: 1
; ERR: shared-cluster-needs-sm90.ll:10:3: error: shared::cluster memory needs sm_90 or later (PTX ISA 7.8)
@sh = internal addrspace(3) global [4 x i32] undef, align 16
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %p = addrspacecast ptr addrspace(3) @sh to ptr addrspace(7)
  %v = load volatile i32, ptr addrspace(7) %p
  store i32 %v, ptr addrspace(1) %out
  %w = load i8, ptr addrspace(7) %p
  %t = trunc i32 %v to i8
  %u = add i8 %w, %t
  store i8 %u, ptr addrspace(7) %p
  %r = atomicrmw add ptr addrspace(7) %p, i32 %v monotonic
  store i32 %r, ptr addrspace(1) %out
  ret void
}
