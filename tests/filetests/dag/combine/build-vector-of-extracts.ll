; An <8 x i16> insertelement at a constant index: type legalization splits the vector into four
; v2i16 pieces (one b32 each) and rebuilds each piece from its lanes; for the three pieces the insert
; does not touch, the BUILD_VECTOR of (extract v, 0), (extract v, 1) is v itself (DAGCombiner's
; visitBUILD_VECTOR), so they are stored from their load registers with no unpack and repack
; (llc-22 -mcpu=sm_90 prints the same 8 instructions). In @swap the lanes come in the other order:
; the combine must not fire there.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];
; CHECK-NOT: mov.b32 {%rs{{[0-9]+}}, %rs
; CHECK: mov.b32 {%rs2, _}, %r1;
; CHECK-NEXT: mov.b32 %r5, {%rs2, %rs1};
; CHECK-NEXT: st.global.v4.b32 [%rd2], {%r5, %r2, %r3, %r4};
; CHECK-LABEL: .visible .entry swap(
; CHECK: mov.b32 {%rs1, %rs2}, %r1;
; CHECK-NEXT: st.global.v2.b16 [%rd1], {%rs2, %rs1};
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <8 x i16>, ptr addrspace(1) %in
  %e.p = getelementptr <8 x i16>, ptr addrspace(1) %in, i64 1
  %e = load i16, ptr addrspace(1) %e.p
  %r = insertelement <8 x i16> %a, i16 %e, i32 1
  store <8 x i16> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @swap(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %x) {
  %v = bitcast i32 %x to <2 x i16>
  %s = shufflevector <2 x i16> %v, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %w = bitcast <2 x i16> %s to i32
  store i32 %w, ptr addrspace(1) %out
  ret void
}
