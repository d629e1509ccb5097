; An attribute where it does not apply is an error at the attribute.
; RUN: --emit llvm
; ERR: attribute_position.ll:6:29: error: attribute 'noundef' does not apply to functions
; EXIT: 1

declare i32 @f(i32 noundef) noundef
