; Odd-width integers travel in their promoted container (i2 in i8, then i16; i17 in i32; i40 in
; i64) with undefined upper bits; what reads the upper bits gets its operands extended in
; register first, as LLVM 22's type legalization does: udiv zero-extends (and 3), sdiv and ashr
; sign-extend (shl then shr.s by the spare bits), a signed compare sign-extends, zext masks,
; and a stored i2 is masked to its byte. Device-function parameters and returns widen to b32/b64.
; RUN: --emit ptx --sm 80
; CHECK-LABEL: .visible .func f(
; CHECK: ld.param.b8 %rs{{[0-9]+}}, [f_param_1];
; CHECK: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 3;
; CHECK: div.u16
; CHECK: st.b8
; CHECK-LABEL: .visible .func (.param .b32 func_retval0) g(
; CHECK: shl.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 15;
; CHECK-NEXT: shr.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 15;
; CHECK: div.s32
; CHECK-LABEL: .visible .func (.param .b32 func_retval0) c(
; CHECK: shl.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 24;
; CHECK-NEXT: shr.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 24;
; CHECK: setp.lt.s64
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, i2 %a, i2 %b) {
  %c = add i2 %a, %b
  %d = udiv i2 %c, %b
  store i2 %d, ptr %p
  ret void
}

define i17 @g(i17 %a, i17 %b) {
  %c = add i17 %a, %b
  %d = sdiv i17 %c, %b
  ret i17 %d
}

define i32 @c(i40 %a, i40 %b) {
  %l = icmp slt i40 %a, %b
  %z = zext i1 %l to i32
  ret i32 %z
}
