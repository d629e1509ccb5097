; The PTX of legalize-packed-lanes.ll (same kernel).
; Bit counts, byte swaps, abs, saturating arithmetic and funnel shifts have no packed form: on the
; 32-bit vectors (v2i16, v4i8) the action table says Expand and the operation runs lane by lane
; (LLVM 22 unrolls them too). An i8 lane lives in a 16-bit register whose high bits are undefined,
; so it gets the i8 meaning by hand (LLVM's PromoteIntRes formulas, compiler/src/dag/narrow.rs):
; ctlz clears the high byte, counts on the wider type and subtracts the extra 8 bits (llc-22
; -mcpu=sm_90: clz.b32, add -16, add.s16 -8 per lane); an i16 lane's ctpop is promoted to popc.b32.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.b32 %r1, [%rd1];
; CHECK-NEXT: cvt.u16.u32 %rs1, %r1;
; CHECK-NEXT: and.b16 %rs2, %rs1, 255;
; CHECK-NEXT: cvt.u32.u16 %r2, %rs2;
; CHECK-NEXT: clz.b32 %r3, %r2;
; CHECK-NEXT: sub.s32 %r4, %r3, 16;
; CHECK-NEXT: cvt.u16.u32 %rs3, %r4;
; CHECK-NEXT: sub.s16 %rs4, %rs3, 8;
; CHECK: popc.b32
; CHECK: popc.b32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load <4 x i8>, ptr addrspace(1) %p, align 4
  %c = call <4 x i8> @llvm.ctlz.v4i8(<4 x i8> %a, i1 false)
  store <4 x i8> %c, ptr addrspace(1) %p, align 4
  %q = getelementptr i8, ptr addrspace(1) %p, i64 4
  %b = load <2 x i16>, ptr addrspace(1) %q, align 4
  %d = call <2 x i16> @llvm.ctpop.v2i16(<2 x i16> %b)
  store <2 x i16> %d, ptr addrspace(1) %q, align 4
  ret void
}
declare <4 x i8> @llvm.ctlz.v4i8(<4 x i8>, i1)
declare <2 x i16> @llvm.ctpop.v2i16(<2 x i16>)
