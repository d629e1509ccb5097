; The NVPTX post-legalize combine gives both lanes of one f32x2 (sm_100a), extracted by constant
; index, to one NVPTXISD::UNPACK_VECTOR (LLVM 22: mov.b64 {%r1, %r2}, %rd1); a lone extracted
; lane stays one extract, mov.b64 {%r, _} (ptx-emit/f32x2-sm100.ll).
; RUN: --emit dag --sm 100a
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: f32,f32 = NVPTXISD::UNPACK_VECTOR {{t[0-9]+}}
; CHECK: ; nvptx.unpack-f32x2: {{t[0-9]+}}, {{t[0-9]+}} -> {{t[0-9]+}}: NVPTXISD::UNPACK_VECTOR of
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %a = load <2 x float>, ptr addrspace(1) %p, align 8
  %x = extractelement <2 x float> %a, i64 0
  %y = extractelement <2 x float> %a, i64 1
  %s = fadd float %x, %y
  store float %s, ptr addrspace(1) %q, align 4
  ret void
}
