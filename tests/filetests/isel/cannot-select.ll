; A node no layer takes is a positioned "Cannot select" error, never PTX.
; RUN: --emit ptx
; EXIT: 1
; ERR: cannot-select.ll:8:3: error: Cannot select: {{t[0-9]+}}: i32 = fshl
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p, i32 %a) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 %a)
  store i32 %r, ptr %p
  ret void
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
