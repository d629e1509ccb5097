; The high half of an i128 product of two sign-extended i64 values: type legalization expands
; the multiply as MUL and MULHS of the low halves (TargetLowering::expandMUL_LOHI: both factors
; have more sign bits than a half), one mul.hi.s64 instead of mul.hi.u64 and the cross products
; that correct for the signs; as llc-22 (the corpus's mulhi_wide64).
; RUN: --emit ptx
; CHECK: mul.hi.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NOT: mul.hi.u64
; CHECK-NOT: shr.s64
; CHECK-NOT: mul.lo.s64
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i64 %a) {
  %x = sext i64 %a to i128
  %a7 = add nsw i64 %a, 7
  %y = sext i64 %a7 to i128
  %m = mul nsw i128 %y, %x
  %h = lshr i128 %m, 64
  %t = trunc i128 %h to i64
  store i64 %t, ptr addrspace(1) %p
  ret void
}
