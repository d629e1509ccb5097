; A value used where its definition does not dominate is an error.
; RUN: --emit llvm
; ERR: dominance.ll:13:3: error: instruction does not dominate all uses: '%x' is used here
; EXIT: 1

define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %y = add i32 %x, 1
  ret void
}
