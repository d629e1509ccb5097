; Combine #1 resolves a select on a constant condition: select true, x, y is x.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: = select
; CHECK: store<(store (i32) into %ir.p, align 4)> t0, t2, t1
; CHECK: ; select-constant-condition: {{t[0-9]+}}: select -> t2: NVPTXISD::LoadParam
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i32 %x, i32 %y) {
entry:
  %a = select i1 true, i32 %x, i32 %y
  store i32 %a, ptr %p, align 4
  ret void
}
