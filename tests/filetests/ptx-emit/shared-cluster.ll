; shared::cluster (addrspace 7, sm_90+): a shared address cast through generic (cvta.shared then
; cvta.to.shared::cluster), loads, stores and atomics in the .shared::cluster space.
; RUN: --emit ptx --sm 90
; CHECK: cvta.shared.u64
; CHECK-NEXT: cvta.to.shared::cluster.u64
; CHECK: ld.volatile.shared::cluster.b32
; CHECK: st.shared::cluster.b8
; CHECK: atom.shared::cluster.add.u32
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
