; The NVPTX post-legalize combine after combine #3: the four f32 loads that splitting a
; <4 x float> load left on one chain, 16-byte aligned, become one NVPTXISD::LoadV4 (ld.v4.f32).
; RUN: --emit dag
; CHECK-LABEL: === Operation legalization ===
; CHECK: f32,ch = load<(load (f32) from %ir.q, addrspace 1, align 16)>
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: f32,ch = load<
; CHECK: f32,f32,f32,f32,ch = NVPTXISD::LoadV4<(load (v4f32) from %ir.q, addrspace 1, align 16)>
; CHECK-NOT: f32,ch = load<
; CHECK: ; nvptx.load-vectorize: {{t[0-9]+}}, {{t[0-9]+}}, {{t[0-9]+}}, {{t[0-9]+}} -> {{t[0-9]+}}: NVPTXISD::LoadV4 v4f32 align 16
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = load <4 x float>, ptr addrspace(1) %q, align 16
  %a = extractelement <4 x float> %v, i32 0
  %b = extractelement <4 x float> %v, i32 1
  %c = extractelement <4 x float> %v, i32 2
  %d = extractelement <4 x float> %v, i32 3
  %s = fadd float %a, %b
  %t = fadd float %c, %d
  %u = fadd float %s, %t
  store float %u, ptr addrspace(1) %p, align 4
  ret void
}
