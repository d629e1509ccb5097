; A node no layer takes is a positioned "Cannot select" error, never PTX (fpow is Legal on
; NVPTX with no pattern, so LLVM 22 cannot select it either).
; RUN: --emit ptx
; EXIT: 1
; ERR: cannot-select.ll:9:3: error: Cannot select: {{t[0-9]+}}: f32 = fpow
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p, float %a, float %b) {
  %r = call float @llvm.pow.f32(float %a, float %b)
  store float %r, ptr %p
  ret void
}
declare float @llvm.pow.f32(float, float)
