; Combine #1 forms an fma from fmul + fadd when both carry `contract` (seed 003 4.11, issue 3's
; "FMA formation under contract/fast"), and leaves them alone without it.
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-LABEL: k / entry
; CHECK: f32 = fmul
; CHECK-NEXT: f32 = fadd
; CHECK: f32 = fma contract
; CHECK: ; fma-contract: {{t[0-9]+}}: fadd -> {{t[0-9]+}}: fma
define ptx_kernel void @k(ptr %p, float %a, float %b, float %c) {
entry:
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %c
  store float %s, ptr %p, align 4
  %m2 = fmul float %b, %c
  %s2 = fadd float %m2, %a
  %q = getelementptr float, ptr %p, i64 1
  store float %s2, ptr %q, align 4
  ret void
}
