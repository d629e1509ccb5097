; Combine #1: constants go to the right of commutative operations, multiply and unsigned
; divide/remainder by powers of two become shifts and masks, and constant chains fold.
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: = mul
; CHECK-NOT: = udiv
; CHECK: shl {{t[0-9]+}}, Constant:i32<4>
; CHECK: srl {{t[0-9]+}}, Constant:i32<3>
; CHECK: and {{t[0-9]+}}, Constant:i32<7>
; CHECK: add {{t[0-9]+}}, Constant:i32<12>
; CHECK-NOT: = mul
; CHECK-NOT: = urem
; CHECK: ; constant-to-rhs: {{t[0-9]+}}: mul -> {{t[0-9]+}}: mul
define ptx_kernel void @k(ptr %p, i32 %x) {
entry:
  %m = mul i32 16, %x
  %d = udiv i32 %m, 8
  %r = urem i32 %d, 8
  %a = add i32 %r, 5
  %b = add i32 %a, 7
  store i32 %b, ptr %p, align 4
  ret void
}
