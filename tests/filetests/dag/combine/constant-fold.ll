; Combine #1 evaluates an operation whose operands are all constants: (2 + 3) * 7 is
; stored as the constant 35, with no add or mul left.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: = add
; CHECK-NOT: = mul
; CHECK: store<(store (i32) into %ir.p, align 4)> t0, Constant:i32<35>
; CHECK: ; constant-fold: {{t[0-9]+}}: add -> {{t[0-9]+}}: Constant<5>
; CHECK: ; constant-fold: {{t[0-9]+}}: mul -> {{t[0-9]+}}: Constant<35>
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p) {
entry:
  %a = add i32 2, 3
  %b = mul i32 %a, 7
  store i32 %b, ptr %p, align 4
  ret void
}
