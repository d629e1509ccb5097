; llvm.tanh with afn is tanh.approx.f32 (sm_75 / PTX 7.0 on); an afn half goes through float,
; as llc-22 -mcpu=sm_80 prints it.
; RUN: --emit ptx --sm 80
; CHECK: tanh.approx.f32 %r2, %r1;
; CHECK: cvt.f32.f16 %r3, %rs1;
; CHECK-NEXT: tanh.approx.f32 %r4, %r3;
; CHECK-NEXT: cvt.rn.f16.f32 %rs2, %r4;
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.tanh.f32(float)
declare half @llvm.tanh.f16(half)

define void @f(ptr %p, float %x, half %h) {
  %a = call afn float @llvm.tanh.f32(float %x)
  store float %a, ptr %p
  %b = call afn half @llvm.tanh.f16(half %h)
  store half %b, ptr %p
  ret void
}
