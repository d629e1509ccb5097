; The verifier checks that a phi names every predecessor of its block.
; RUN: --emit llvm
; ERR: phi_predecessors.ll:13:3: error: phi node entries do not match the predecessors of its block
; EXIT: 1

define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ; %a is missing
  %x = phi i32 [ 1, %entry ]
  ret i32 %x
}
