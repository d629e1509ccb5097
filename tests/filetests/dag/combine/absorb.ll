; Combine #1 folds absorbing operands: x * 0 is 0 and x | -1 is -1, whatever x is.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: = mul
; CHECK-NOT: = or
; CHECK: store<(store (i32) into %ir.p, align 4)> t0, Constant:i32<0>
; CHECK: store<(store (i32) into %ir.q, align 4)> {{t[0-9]+}}, Constant:i32<-1>
; CHECK: ; absorb: {{t[0-9]+}}: mul -> {{t[0-9]+}}: Constant<0>
; CHECK: ; absorb: {{t[0-9]+}}: or -> {{t[0-9]+}}: Constant<-1>
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i32 %x) {
entry:
  %a = mul i32 %x, 0
  %b = or i32 %x, -1
  store i32 %a, ptr %p, align 4
  %q = getelementptr i32, ptr %p, i64 1
  store i32 %b, ptr %q, align 4
  ret void
}
