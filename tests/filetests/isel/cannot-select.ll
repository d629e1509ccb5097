; A node no layer takes is a positioned "Cannot select" error, never PTX.
; RUN: --emit ptx
; EXIT: 1
; ERR: cannot-select.ll:8:3: error: Cannot select: {{t[0-9]+}}: f32 = frem
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p, float %a, float %b) {
  %r = frem float %a, %b
  store float %r, ptr %p
  ret void
}
