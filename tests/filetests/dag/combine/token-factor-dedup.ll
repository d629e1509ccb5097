; When load vectorization (combine #3) merges two loads into one LoadV2, the TokenFactor that
; joined their chains lists the same chain twice; the duplicate is dropped.
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: f32,f32,ch = NVPTXISD::LoadV2
; CHECK: ch = TokenFactor t0, {{t[0-9]+}}:2{{$}}
; CHECK: ; token-factor-dedup: {{t[0-9]+}}: TokenFactor -> {{t[0-9]+}}: TokenFactor
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %a = load float, ptr addrspace(1) %q, align 8
  %q1 = getelementptr float, ptr addrspace(1) %q, i64 1
  %b = load float, ptr addrspace(1) %q1, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}
