; A use of a name that is never defined is an error at the use.
; RUN: --emit llvm
; ERR: undefined_value.ll:8:20: error: use of undefined value '%b'
; EXIT: 1

define void @f(i32 %a) {
entry:
  %x = add i32 %a, %b
  ret void
}
