; The PTX of legalize-packed-lanes.ll (same kernel).
; Bit counts, byte swaps, abs, saturating arithmetic and funnel shifts have no packed form: on the
; 32-bit vectors (v2i16, v4i8) the action table says Expand and the operation runs lane by lane
; (LLVM 22 unrolls them too). An i8 lane lives in a 16-bit register whose high bits are undefined,
; so it gets the i8 meaning by hand (LLVM's PromoteIntRes formulas, compiler/src/dag/narrow.rs):
; ctlz zero-extends the byte, counts on the wider type and subtracts the extra bits. Each byte is
; zero-extended out of the b32 word by one prmt.b32 against 0 (selector 0x777k = 30576 + k, lane
; 0 too: v4i8-lane-zext), and the two constant steps of the i8 -> i16 -> i32 promotion fold into
; one add -24 (constant-through-truncate); llc-22 -mcpu=sm_90 reads the bytes the same way
; (prmt.b32 %r, %r1, 0, 0x7771U; clz.b32). An i16 lane's ctpop is promoted to popc.b32.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.b32 %r1, [%rd1];
; CHECK-NEXT: prmt.b32 %r2, %r1, 0, 30577;
; CHECK-NEXT: clz.b32 %r3, %r2;
; CHECK: prmt.b32 %r8, %r1, 0, 30576;
; CHECK-NEXT: clz.b32 %r9, %r8;
; CHECK-NEXT: add.s32 %r10, %r9, -24;
; CHECK-NOT: cvt.u16.u32
; CHECK: st.global.b32 [%rd1], %r16;
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
