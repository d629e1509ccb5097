; Bit counts, byte swaps, abs, saturating arithmetic and funnel shifts have no packed form: on the
; 32-bit vectors (v2i16, v4i8) the action table says Expand and the operation runs lane by lane
; (LLVM 22 unrolls them too). An i8 lane lives in a 16-bit register whose high bits are undefined,
; so it gets the i8 meaning by hand (LLVM's PromoteIntRes formulas, compiler/src/dag/narrow.rs):
; ctlz clears the high byte, counts on the wider type and subtracts the extra 8 bits (llc-22
; -mcpu=sm_90: clz.b32, add -16, add.s16 -8 per lane); an i16 lane's ctpop is promoted to popc.b32.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Operation legalization ===
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: ctlz v4i8 -> lane by lane + BUILD_VECTOR
; CHECK-NEXT: ; legalize-ops.expand: {{t[0-9]+}}: ctpop v2i16 -> lane by lane + BUILD_VECTOR
; CHECK: ; legalize-ops.promote: {{t[0-9]+}}: ctlz i16 -> on i32, truncate
; CHECK: ; legalize-ops.promote: {{t[0-9]+}}: ctpop i16 -> on i32, truncate
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
