; SM names outside nvisel's table are refused in the words of the tool that refuses them: a name
; LLVM 22 does not know (sm_107f) as llc-22 refuses it, an SM LLVM 22 knows below sm_75 (sm_60) as
; ptxas 13.5 refuses it. Both are usage errors (exit 2).
; RUN: --sm 107f
; RUN: -mcpu=sm_107f
; EXIT: 2
; ERR: 'sm_107f' is not a recognized processor for this target
; CHECK-NOT: {{.}}
define void @f() {
  ret void
}
