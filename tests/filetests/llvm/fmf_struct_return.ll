; Fast-math flags on a call are accepted where LLVM 22's FPMathOperator accepts them: an FP
; scalar or vector return, arrays of them, or a literal struct of one FP type repeated (clang
; puts `contract` on the wmma/mma intrinsics returning { <2 x half>, ... }); a struct of mixed
; types or an integer return is refused, at the opcode.
; RUN: --emit ptx --sm 90
; EXIT: 1
; ERR: fmf_struct_return.ll:19:8: error: fast-math-flags specified for call without floating-point scalar or vector return type
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"

declare { <2 x half>, <2 x half> } @pair(ptr)
declare { float, i32 } @mixed(ptr)
declare [2 x [2 x float]] @nested(ptr)

define ptx_kernel void @k(ptr %p) {
  %a = call contract { <2 x half>, <2 x half> } @pair(ptr %p)
  %b = call fast [2 x [2 x float]] @nested(ptr %p)
  %c = call { float, i32 } @mixed(ptr %p)
  %d = call contract { float, i32 } @mixed(ptr %p)
  ret void
}
