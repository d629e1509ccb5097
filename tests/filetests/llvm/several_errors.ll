; Independent errors in several functions are all reported, in order.
; RUN: --emit llvm
; ERR: several_errors.ll:10:8: error: expected an instruction opcode, found 'frob'
; ERR-NEXT: several_errors.ll:15:32: error: alignment is not a power of two
; ERR-NEXT: several_errors.ll:20:16: error: '%q' defined with type 'i64' but expected 'i32'
; ERR-NEXT: several_errors.ll:25:12: error: use of undefined label '%nowhere'
; EXIT: 1

define void @a() {
  %x = frob i32 1
  ret void
}

define void @b(ptr %p) {
  %v = load i32, ptr %p, align 3
  ret void
}

define void @c(i64 %q) {
  %r = add i32 %q, 1
  ret void
}

define void @d() {
  br label %nowhere
}
