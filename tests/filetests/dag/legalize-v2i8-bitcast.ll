; Type legalization of a bitcast between an integer and <2 x i8> (v2i8 has no register class:
; its lanes are scalarized, then promoted to i16). i16 -> <2 x i8> splits the integer by hand
; (LLVM's SplitVecRes_BITCAST: lane k is the integer shifted right by 8k, truncated), so lane 1
; is a shr.u16, exactly as llc-22 -mcpu=sm_90 prints it; <2 x i8> -> i16 joins the lanes
; (SplitVecOp_BITCAST / JoinIntegers: zero-extend, shift, or) unless, as here, it is stored:
; the store takes the <2 x i8> itself (store-of-bitcast) and its two bytes are one st.global.v2.b8,
; as LLVM 22 prints it.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.param.b16 %rs1, [k_param_1];
; CHECK-NEXT: shr.u16 %rs2, %rs1, 8;
; CHECK-NEXT: add.s16 %rs3, %rs1, %rs2;
; CHECK-NEXT: st.global.b8 [%rd1], %rs3;
; CHECK-NEXT: ld.global.u8 %rs4, [%rd1+4];
; CHECK-NEXT: ld.global.u8 %rs5, [%rd1+5];
; CHECK-NEXT: st.global.v2.b8 [%rd1+2], {%rs4, %rs5};
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i16 %x) {
  %v = bitcast i16 %x to <2 x i8>
  %e0 = extractelement <2 x i8> %v, i32 0
  %e1 = extractelement <2 x i8> %v, i32 1
  %s = add i8 %e0, %e1
  store i8 %s, ptr addrspace(1) %p, align 1
  %pa = getelementptr i8, ptr addrspace(1) %p, i64 4
  %a = load i8, ptr addrspace(1) %pa, align 1
  %pb = getelementptr i8, ptr addrspace(1) %p, i64 5
  %b = load i8, ptr addrspace(1) %pb, align 1
  %w0 = insertelement <2 x i8> poison, i8 %a, i32 0
  %w1 = insertelement <2 x i8> %w0, i8 %b, i32 1
  %y = bitcast <2 x i8> %w1 to i16
  %q = getelementptr i8, ptr addrspace(1) %p, i64 2
  store i16 %y, ptr addrspace(1) %q, align 2
  ret void
}
