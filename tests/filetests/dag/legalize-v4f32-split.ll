; v4f32 has no register class: type legalization splits it into v2f32 halves, then (v2f32 is
; legal only with the sm_100 f32x2 instructions) scalarizes those; the fixpoint takes two rounds.
; The NVPTX post-legalize combine merges the four 16-byte-aligned f32 loads and stores into
; LoadV4/StoreV4 (seed 003, 4.05: ld.v4 / st.v4).
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Type legalization ===
; CHECK: ; legalize-types.split: {{t[0-9]+}}: load v4f32 -> 2 x v2f32
; CHECK: ; legalize-types.split: {{t[0-9]+}}: fadd v4f32 -> 2 x v2f32
; CHECK: ; legalize-types.scalarize: {{t[0-9]+}}: load v2f32 -> 2 x f32
; CHECK: ; legalize-types.scalarize: {{t[0-9]+}}: fadd v2f32 -> 2 x f32
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: f32,f32,f32,f32,ch = NVPTXISD::LoadV4<(load (v4f32) from %ir.p, addrspace 1, align 16)>
; CHECK: NVPTXISD::StoreV4<(store (v4f32) into %ir.q, addrspace 1, align 16)>
; CHECK: ; nvptx.load-vectorize: {{.*}} NVPTXISD::LoadV4 v4f32 align 16
; CHECK: ; nvptx.store-vectorize: {{.*}} NVPTXISD::StoreV4 v4f32 align 16
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %s = fadd <4 x float> %v, %v
  store <4 x float> %s, ptr addrspace(1) %q, align 16
  ret void
}
