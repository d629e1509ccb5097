; Kernels must return void.
; RUN: --emit llvm
; ERR: kernel_returns_void.ll:6:1: error: kernel '@k' must return void, not 'i32'
; EXIT: 1

define ptx_kernel i32 @k() {
  ret i32 0
}
