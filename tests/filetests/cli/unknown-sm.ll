; An SM that does not exist is a usage error (exit 2), reported before anything is compiled.
; RUN: --sm 91
; RUN: -mcpu=sm_91
; EXIT: 2
; ERR: unknown SM '{{(sm_)?}}91'
; CHECK-NOT: {{.}}
define void @f() {
  ret void
}
