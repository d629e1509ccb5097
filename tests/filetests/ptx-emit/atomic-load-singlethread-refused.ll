; An ordered atomic load has no singlethread form (ld.acquire needs a scope): refused at the
; load, as LLVM 22 refuses it ("Atomics need scope > "Thread".").
; RUN: --emit ptx --sm 90
; EXIT: 1
; ERR: atomic-load-singlethread-refused.ll:8:3: error: Cannot select
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load atomic i32, ptr addrspace(1) %in syncscope("singlethread") acquire, align 4
  store i32 %v, ptr addrspace(1) %out
  ret void
}
