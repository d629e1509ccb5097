; llvm.tanh without afn: LLVM 22 has no instruction and no libcall for ftanh and stops with
; "Cannot select: ... ftanh"; nvisel refuses it at the call.
; RUN: --emit ptx --sm 90
; EXIT: 1
; ERR: {{.*}}tanh-without-afn.ll:10:3: error: Cannot select: f32 = ftanh
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.tanh.f32(float)
define float @f(float %x) {
  %a = call float @llvm.tanh.f32(float %x)
  ret float %a
}
