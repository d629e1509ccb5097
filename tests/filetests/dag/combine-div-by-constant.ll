; Division and remainder by a constant become LLVM's magic-number forms (BuildUDIV/BuildSDIV):
; udiv 7 needs the fix-up (mulhu, sub, srl 1, add, srl 2), udiv 10 does not, sdiv 7 adds x back
; (its magic is negative), urem/srem are x - q * c; powers of two keep their own rules.
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: i32 = mulhu {{t[0-9]+}}, Constant:i32<613566757>
; CHECK: i32 = mulhu {{t[0-9]+}}, Constant:i32<-858993459>
; CHECK: i32 = mulhs {{t[0-9]+}}, Constant:i32<-1840700269>
; CHECK: i64 = mulhu {{t[0-9]+}}, Constant:i64<896011011859258473>
; CHECK: ; udiv-by-constant: {{t[0-9]+}}: udiv -> {{t[0-9]+}}: srl
; CHECK-NEXT: ; udiv-by-constant: {{t[0-9]+}}: udiv -> {{t[0-9]+}}: srl
; CHECK-NEXT: ; sdiv-by-constant: {{t[0-9]+}}: sdiv -> {{t[0-9]+}}: add
; CHECK-NEXT: ; rem-by-constant: {{t[0-9]+}}: srem -> {{t[0-9]+}}: sub
; CHECK-NEXT: ; udiv-pow2-to-srl: {{t[0-9]+}}: udiv -> {{t[0-9]+}}: srl
; CHECK-NEXT: ; udiv-by-constant: {{t[0-9]+}}: udiv -> {{t[0-9]+}}: srl
; CHECK-LABEL: === Type legalization ===
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %a, i64 %b) {
  %d1 = udiv i32 %a, 7
  %d2 = udiv i32 %a, 10
  %d3 = sdiv i32 %a, 7
  %d4 = srem i32 %a, 3
  %d5 = udiv i32 %a, 16
  %d6 = udiv i64 %b, 1000003
  %s1 = add i32 %d1, %d2
  %s2 = add i32 %s1, %d3
  %s3 = add i32 %s2, %d4
  %s4 = add i32 %s3, %d5
  %w = zext i32 %s4 to i64
  %t = add i64 %d6, %w
  store i64 %t, ptr %p, align 8
  ret void
}
