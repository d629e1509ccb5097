; range() takes an integer type and two bounds.
; RUN: --emit llvm
; ERR: range_attribute.ll:6:21: error: expected ',' between the bounds of 'range'
; EXIT: 1

declare range(i32 0 1024) i32 @f()
