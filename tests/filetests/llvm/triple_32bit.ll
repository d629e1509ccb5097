; The 32-bit target nvptx-nvidia-cuda: llc-22 compiles it to `.address_size 32` PTX, which ptxas
; 13.5 refuses at every SM ("32-Bit compilation is no longer supported"); nvisel refuses it at the
; triple, in ptxas's words, rather than compiling it as the 64-bit target.
; RUN: --emit ptx --sm 80
; EXIT: 1
; ERR: {{.*}}triple_32bit.ll:8:17: error: target triple "nvptx-nvidia-cuda": 32-Bit compilation is no longer supported
; CHECK-NOT: {{.}}
target triple = "nvptx-nvidia-cuda"

define void @f() {
  ret void
}
