; exp2 f32 is ex2.approx.f32 (as LLVM 22 selects it, afn or not); sin, cos and sqrt take their
; .approx forms only with afn (P_SIN_APPROX_f32 needs FastMathAfn); sqrt without afn stays
; sqrt.rn.
; RUN: --emit ptx
; CHECK: ex2.approx.f32
; CHECK-NEXT: sin.approx.f32
; CHECK-NEXT: cos.approx.f32
; CHECK-NEXT: sqrt.approx.f32
; CHECK-NEXT: sqrt.rn.f32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, float %x) {
  %a = call float @llvm.exp2.f32(float %x)
  %b = call afn float @llvm.sin.f32(float %a)
  %c = call afn float @llvm.cos.f32(float %b)
  %d = call afn float @llvm.sqrt.f32(float %c)
  %e = call float @llvm.sqrt.f32(float %d)
  store float %e, ptr %p, align 4
  ret void
}
declare float @llvm.exp2.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.sqrt.f32(float)
