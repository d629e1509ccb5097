; Fast-math flags on a call whose struct result mixes types are refused, as llvm-as-22 refuses them.
; RUN: --emit llvm
; EXIT: 1
; ERR: {{.*}}fast_math_flags_mixed_struct.ll:7:8: error: fast-math-flags specified for call without floating-point scalar or vector return type
declare { float, i32 } @g()
define void @f() {
  %r = call fast { float, i32 } @g()
  ret void
}
