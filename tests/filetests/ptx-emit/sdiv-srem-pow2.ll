; Signed division and remainder by powers of two (LLVM's BuildSDIVPow2): the bias (2^k - 1 for
; a negative dividend, from the sign bits) makes the arithmetic shift round toward zero; a
; negative divisor negates the quotient; the remainder is x - ((x + bias) & -2^k); by 2 the
; bias is the sign bit itself.
; RUN: --emit ptx
; CHECK: shr.s32 {{%r[0-9]+}}, %r1, 31;
; CHECK-NEXT: shr.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 29;
; CHECK-NEXT: add.s32
; CHECK-NEXT: shr.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 3;
; CHECK-NEXT: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, -8;
; CHECK-NEXT: sub.s32
; CHECK: shr.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 30;
; CHECK: shr.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 2;
; CHECK-NEXT: sub.s32 {{%r[0-9]+}}, 0, {{%r[0-9]+}};
; CHECK: shr.u64 {{%rd[0-9]+}}, %rd2, 63;
; CHECK-NEXT: add.s64
; CHECK-NEXT: shr.s64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 1;
; CHECK-NOT: div.s
; CHECK-NOT: rem.s
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i64 %b) {
  %d1 = sdiv i32 %a, 8
  %d2 = srem i32 %a, 8
  %d3 = sdiv i32 %a, -4
  %d4 = sdiv i64 %b, 2
  %s1 = add i32 %d1, %d2
  %s2 = add i32 %s1, %d3
  %w = sext i32 %s2 to i64
  %t = add i64 %w, %d4
  store i64 %t, ptr addrspace(1) %p, align 8
  ret void
}
