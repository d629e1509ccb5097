; The same kernel as legalize-f32x2-sm100.ll at sm_90, which has no f32x2 instructions: v2f32 is
; not a legal type there, so every v2f32 splits to f32 lanes and nothing stays v2f32.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Type legalization ===
; CHECK: legalize-types.scalarize: {{t[0-9]+}}: fmul v2f32 -> 2 x f32
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: v2f32
; CHECK: f32,f32,f32,f32,ch = NVPTXISD::LoadV4<(load (v4f32)
; CHECK-NOT: v2f32
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %j) {
entry:
  %a = load <4 x float>, ptr addrspace(1) %p, align 16
  %b = fmul <4 x float> %a, %a
  %c = fadd <4 x float> %b, %a
  %d = call <4 x float> @llvm.fma.v4f32(<4 x float> %c, <4 x float> %b, <4 x float> %a)
  store <4 x float> %d, ptr addrspace(1) %p, align 16
  ret void
}
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
