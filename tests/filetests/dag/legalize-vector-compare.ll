; A compare of two v4f32 gives v4i1, which has no register class: it is split and scalarized
; with the values, the vector select becomes four scalar selects, and the accesses are merged
; back into LoadV4/StoreV4 (llc: four setp + selp between ld.v4 and st.v4).
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Type legalization ===
; CHECK: ; legalize-types.split: {{t[0-9]+}}: setcc v4i1 -> 2 x v2i1
; CHECK: ; legalize-types.scalarize: {{t[0-9]+}}: setcc v2i1 -> 2 x i1
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: NVPTXISD::LoadV4
; CHECK: i1 = setcc {{t[0-9]+}}, ConstantFP:f32<0.0>, setolt
; CHECK: f32 = select
; CHECK: NVPTXISD::StoreV4<(store (v4f32) into %ir.p, addrspace 1, align 16)>
; CHECK-NOT: vselect
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %c = fcmp olt <4 x float> %v, zeroinitializer
  %s = select <4 x i1> %c, <4 x float> %v, <4 x float> zeroinitializer
  store <4 x float> %s, ptr addrspace(1) %p, align 16
  ret void
}
