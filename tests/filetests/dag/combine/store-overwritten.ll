; An earlier simple store that a later store to the same address, at least as wide, overwrites
; with nothing between that may read it is dropped (DAGCombiner's visitSTORE on chained
; overlapping stores): @twice keeps only the second st.global.b32; @byval drops the aggregate's
; first field (and its ld.param), overwritten by the i32 read back from the .param copy. It must
; not fire when a load of the same memory sits between (@read_between), when the earlier store
; is volatile (@volatile_first) or when the later one is narrower (@narrower).
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry twice(
; CHECK-NOT: st.global
; CHECK: st.global.b32 [%rd1], %r1;
; CHECK-NOT: st.global
; CHECK-LABEL: .visible .entry byval(
; CHECK: ld.param.b32 %r1, [byval_param_0+4];
; CHECK-NEXT: st.global.b32 [%rd1+4], %r1;
; CHECK-NEXT: ld.param.b32 %r2, [byval_param_0+4];
; CHECK-NEXT: st.global.b32 [%rd1], %r2;
; CHECK-LABEL: .visible .entry read_between(
; CHECK: st.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: ld.global.b32
; CHECK: st.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-LABEL: .visible .entry volatile_first(
; CHECK: st.volatile.global.b32
; CHECK: st.global.b32
; CHECK-LABEL: .visible .entry narrower(
; CHECK: st.global.b32
; CHECK: st.global.b16
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @twice(ptr addrspace(1) %out, i32 %a, i32 %b) {
  store i32 %a, ptr addrspace(1) %out
  store i32 %b, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @byval(ptr byval({ i32, float }) align 16 %x, ptr addrspace(1) %out) {
  %v = load { i32, float }, ptr %x
  store { i32, float } %v, ptr addrspace(1) %out
  %g = getelementptr i8, ptr %x, i64 4
  %w = load i32, ptr %g
  store i32 %w, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @read_between(ptr addrspace(1) %out, ptr addrspace(1) %other, i32 %a) {
  store i32 %a, ptr addrspace(1) %out
  %r = load i32, ptr addrspace(1) %other
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @volatile_first(ptr addrspace(1) %out, i32 %a, i32 %b) {
  store volatile i32 %a, ptr addrspace(1) %out
  store i32 %b, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @narrower(ptr addrspace(1) %out, i32 %a, i16 %b) {
  store i32 %a, ptr addrspace(1) %out
  store i16 %b, ptr addrspace(1) %out
  ret void
}
