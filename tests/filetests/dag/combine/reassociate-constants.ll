; Combine #1 gathers constants of a chain: (x + 5) + 7 is one add of 12.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: i32 = add t2, Constant:i32<12>
; CHECK-NOT: Constant:i32<5>
; CHECK-NOT: Constant:i32<7>
; CHECK: ; reassociate-constants: {{t[0-9]+}}: add -> {{t[0-9]+}}: add
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i32 %x) {
entry:
  %a = add i32 %x, 5
  %b = add i32 %a, 7
  store i32 %b, ptr %p, align 4
  ret void
}
