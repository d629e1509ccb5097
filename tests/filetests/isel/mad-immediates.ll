; mad.lo with immediate operands: add (mul x, 3), 1 on i64 is one MADi64rii (the product has one
; use, so it folds), not a mul.lo and an add.
; RUN: --emit isel
; CHECK: i64 = add {{t[0-9]+}}, Constant:i64<1>
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK: P_MADi64rii {{.*}}<- winner
; CHECK: => MADi64rii
; CHECK: i32 = add {{t[0-9]+}}, Constant:i32<7>
; CHECK: P_MADi32rri {{.*}}<- winner
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i64 %x, i32 %a, i32 %b) {
  %m = mul i64 %x, 3
  %s = add i64 %m, 1
  store i64 %s, ptr %p, align 8
  %n = mul i32 %a, %b
  %t = add i32 %n, 7
  %q = getelementptr i8, ptr %p, i64 8
  store i32 %t, ptr %q, align 4
  ret void
}
