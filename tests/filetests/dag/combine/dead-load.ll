; A plain load whose value nothing uses is deleted (DAGCombiner's visitLOAD): once store-of-load
; drops the no-op store (here through a generic pointer that infer-address-space first puts in
; the global space, and as an unordered atomic store), the loads are dead and the kernel is
; only `ret`, as LLVM 22 prints it. A volatile load stays.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: ld.global
; CHECK-NOT: st.
; CHECK: ret;
; CHECK-LABEL: .visible .entry v(
; CHECK: ld.volatile.global.b32
; CHECK-NOT: st.
; CHECK: ret;
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load <8 x half>, ptr addrspace(1) %in
  %p = addrspacecast ptr addrspace(1) %in to ptr
  store <8 x half> %v, ptr %p
  %w = load i32, ptr addrspace(1) %out
  store atomic i32 %w, ptr addrspace(1) %out unordered, align 4
  ret void
}

define ptx_kernel void @v(ptr addrspace(1) %in) {
entry:
  %v = load volatile i32, ptr addrspace(1) %in
  ret void
}
