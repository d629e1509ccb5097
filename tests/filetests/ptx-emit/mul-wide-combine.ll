; mul-wide (NVPTX's TryMULWIDECombine, after operation legalization): an i64 multiply of two
; values sign-extended from i32 becomes MUL_WIDE_SIGNED before selection, so the add that
; follows cannot fold the plain multiply into mad.lo.s64 of two cvt.s64.s32 (three instructions
; more); a constant that fits i32 is demoted (mul.wide.s32 x, 1664525), and zero-extended
; values give mul.wide.u32. As llc-22 (the corpus's mulhi_wide64).
; RUN: --emit ptx
; CHECK-NOT: cvt.s64.s32
; CHECK: mul.wide.s32 %rd{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: mul.wide.s32 %rd{{[0-9]+}}, %r{{[0-9]+}}, 1664525;
; CHECK: mul.wide.u32 %rd{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK-NOT: mad.lo.s64
; CHECK-NOT: mul.lo.s64
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %s = sext i32 %a to i64
  %a1 = add nsw i32 %a, 1
  %t = sext i32 %a1 to i64
  %m = mul nsw i64 %t, %s
  %m2 = mul nsw i64 %s, 1664525
  %h = ashr i64 %m2, 32
  %r = add i64 %m, %h
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %u = mul i64 %za, %zb
  %r2 = add i64 %r, %u
  store i64 %r2, ptr addrspace(1) %p
  ret void
}
