; Combine #1 turns a select of two loads into one load through a select of the addresses, as
; DAGCombiner's SimplifySelectOps does: @k (a <4 x float> pair) reads one ld.global.v4 through a
; selp.b64. It must not fire when a load is volatile (@vol: the number of volatile loads may not
; change) or when a load's value has another use (@twice: the load stays).
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry k(
; CHECK: add.s64 %rd3, %rd1, 16;
; CHECK: selp.b64 %rd4, %rd1, %rd3, %p1;
; CHECK-NEXT: ld.global.v4.b32 {%r2, %r3, %r4, %r5}, [%rd4];
; CHECK-NEXT: st.global.v4.b32 [%rd2], {%r2, %r3, %r4, %r5};
; CHECK-LABEL: .visible .entry vol(
; CHECK-NOT: selp.b64
; CHECK: ld.volatile.global.b32
; CHECK: selp.b32
; CHECK-LABEL: .visible .entry twice(
; CHECK-NOT: selp.b64
; CHECK: selp.b32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <4 x float>, ptr addrspace(1) %in
  %b.p = getelementptr <4 x float>, ptr addrspace(1) %in, i64 1
  %b = load <4 x float>, ptr addrspace(1) %b.p
  %c0 = load i32, ptr addrspace(1) %out
  %cc = icmp eq i32 %c0, 0
  %r = select i1 %cc, <4 x float> %a, <4 x float> %b
  store <4 x float> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @vol(ptr addrspace(1) %in, ptr addrspace(1) %out, i1 %cc) {
  %a = load volatile i32, ptr addrspace(1) %in
  %b.p = getelementptr i32, ptr addrspace(1) %in, i64 1
  %b = load i32, ptr addrspace(1) %b.p
  %r = select i1 %cc, i32 %a, i32 %b
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @twice(ptr addrspace(1) %in, ptr addrspace(1) %out, i1 %cc) {
  %a = load i32, ptr addrspace(1) %in
  %b.p = getelementptr i32, ptr addrspace(1) %in, i64 1
  %b = load i32, ptr addrspace(1) %b.p
  %r = select i1 %cc, i32 %a, i32 %b
  %s = add i32 %r, %a
  store i32 %s, ptr addrspace(1) %out
  ret void
}
