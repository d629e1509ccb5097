; Combine #1 drops operations with an identity operand: x + 0, x << 0 and x & -1 are x, so
; the parameter itself is stored.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: = add
; CHECK-NOT: = shl
; CHECK-NOT: = and
; CHECK: store<(store (i32) into %ir.p, align 4)> t0, t2, t1
; CHECK: ; identity: {{t[0-9]+}}: add -> t2: NVPTXISD::LoadParam
; CHECK: ; identity: {{t[0-9]+}}: shl -> t2: NVPTXISD::LoadParam
; CHECK: ; identity: {{t[0-9]+}}: and -> t2: NVPTXISD::LoadParam
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i32 %x) {
entry:
  %a = add i32 %x, 0
  %b = shl i32 %a, 0
  %c = and i32 %b, -1
  store i32 %c, ptr %p, align 4
  ret void
}
