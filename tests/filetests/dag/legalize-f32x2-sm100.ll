; f32x2 (LLVM 22's hasF32x2Instructions: sm_100+, PTX 8.6+): v2f32 is a legal type held in one
; b64 register, so fadd/fmul/fma on it stay whole; v2i32 is never legal (split to i32 lanes, as
; LLVM 22 does); a v4f32 splits into two v2f32 halves, which the post-legalize combine loads as
; one LoadV2 of f32x2 (ld.v2.b64).
; RUN: --emit dag --sm 100a
; CHECK-LABEL: === Type legalization ===
; CHECK: v2f32 = fmul
; CHECK: v2f32 = fadd
; CHECK: v2f32 = fma
; CHECK: legalize-types.split: {{t[0-9]+}}: load v4f32 -> 2 x v2f32
; CHECK: legalize-types.split: {{t[0-9]+}}: fma v4f32 -> 2 x v2f32
; CHECK-NOT: v2f32 -> 2 x f32
; CHECK: legalize-types.scalarize: {{t[0-9]+}}: load v2i32 -> 2 x i32
; CHECK: legalize-types.scalarize: {{t[0-9]+}}: add v2i32 -> 2 x i32
; CHECK-LABEL: === Operation legalization ===
; CHECK: f32 = select
; CHECK: legalize-ops.custom: {{t[0-9]+}}: extract_vector_elt v2f32 -> both lanes, setcc idx == 0, select
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: v2f32,v2f32,ch = NVPTXISD::LoadV2<(load (v4f32)
; CHECK: v2f32 = fma
; CHECK: ch = NVPTXISD::StoreV2<(store (v4f32)
; CHECK: i32,i32,ch = NVPTXISD::LoadV2<(load (v2i32)
; CHECK: nvptx.load-vectorize: {{.*}} NVPTXISD::LoadV2 v4f32 align 16
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %j) {
entry:
  %a = load <4 x float>, ptr addrspace(1) %p, align 16
  %b = fmul <4 x float> %a, %a
  %c = fadd <4 x float> %b, %a
  %d = call <4 x float> @llvm.fma.v4f32(<4 x float> %c, <4 x float> %b, <4 x float> %a)
  store <4 x float> %d, ptr addrspace(1) %p, align 16
  %v = load <2 x float>, ptr addrspace(1) %p, align 8
  %v2 = fadd <2 x float> %v, %v
  %e = extractelement <2 x float> %v2, i32 %j
  %i = load <2 x i32>, ptr addrspace(1) %q, align 8
  %s = add <2 x i32> %i, %i
  store <2 x i32> %s, ptr addrspace(1) %q, align 8
  store float %e, ptr addrspace(1) %q, align 4
  ret void
}
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
