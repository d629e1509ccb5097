; A load whose value nothing uses (an fcmp true folds to a constant; a shuffle reads only its
; first vector) is deleted, its chain users taking its input chain (dead-load, DAGCombiner's
; visitLOAD), as LLVM 22 does; a volatile one stays.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: ld.global
; CHECK: ld.param.b64 %rd1, [k_param_1];
; CHECK-NEXT: st.global.b8 [%rd1], 1;
; CHECK-NEXT: ret;
; CHECK-LABEL: .visible .entry shuffle(
; CHECK: ld.global.v2.b16 {%rs1, %rs2}, [%rd1];
; CHECK-NOT: ld.global
; CHECK: st.global
; CHECK-LABEL: .visible .entry kept(
; CHECK: ld.volatile.global.b32
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load float, ptr addrspace(1) %in
  %b.p = getelementptr float, ptr addrspace(1) %in, i64 1
  %b = load float, ptr addrspace(1) %b.p
  %r = fcmp true float %a, %b
  %z = zext i1 %r to i8
  store i8 %z, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @shuffle(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <2 x i16>, ptr addrspace(1) %in
  %b.p = getelementptr <2 x i16>, ptr addrspace(1) %in, i64 1
  %b = load <2 x i16>, ptr addrspace(1) %b.p
  %r = shufflevector <2 x i16> %a, <2 x i16> %b, <2 x i32> <i32 1, i32 0>
  store <2 x i16> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @kept(ptr addrspace(1) %in) {
entry:
  %a = load volatile i32, ptr addrspace(1) %in
  ret void
}
