; Combine #1 cancels double negations: fneg (fneg x) is x, and 0 - (0 - y) is y; both
; parameters are stored unchanged.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: = fneg
; CHECK-NOT: = sub
; CHECK: store<(store (f32) into %ir.p, align 4)> t0, t2, t1
; CHECK: store<(store (i32) into %ir.q, align 4)> {{t[0-9]+}}, t3,
; CHECK: ; double-negation: {{t[0-9]+}}: fneg -> t2: NVPTXISD::LoadParam
; CHECK: ; double-negation: {{t[0-9]+}}: sub -> t3: NVPTXISD::LoadParam
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, float %x, i32 %y) {
entry:
  %a = fneg float %x
  %b = fneg float %a
  store float %b, ptr %p, align 4
  %c = sub i32 0, %y
  %d = sub i32 0, %c
  %q = getelementptr i32, ptr %p, i64 1
  store i32 %d, ptr %q, align 4
  ret void
}
