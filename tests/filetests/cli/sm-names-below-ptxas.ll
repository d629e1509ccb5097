; An SM LLVM 22 knows (llc-22 -mcpu=help) but ptxas 13.5 does not take is refused in ptxas's words.
; RUN: --sm 60
; RUN: -mcpu=sm_70
; EXIT: 2
; ERR: Value 'sm_{{60|70}}' is not defined for option 'gpu-name'
; CHECK-NOT: {{.}}
define void @f() {
  ret void
}
