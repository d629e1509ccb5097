; A function returning a nested literal struct (a WGMMA accumulator as the MLIR front end
; returns it): the prescan skips the whole return type to find the name.
; RUN: --emit llvm
; CHECK: define { { float, float }, { float, float } } @f({ { float, float }, { float, float } } %a)

define { { float, float }, { float, float } } @f({ { float, float }, { float, float } } %a) {
entry:
  ret { { float, float }, { float, float } } %a
}
