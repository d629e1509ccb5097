; The Expand action with an SM line in the table: fminimum on f32 is Legal from sm_80 (min.NaN.f32,
; see op-legal.ll) and Expand before it. The expansion is LLVM 22's expandFMINIMUM_FMAXIMUM (llc
; -mcpu=sm_75 prints the same shape: setp.nan, min.f32, selp NaN, two setp.eq.b32 against the bits
; of -0.0, setp.eq.f32 0, selp): the IEEE fminnum, a NaN if either operand is one, and -0.0 below
; +0.0 when the result is a zero.
; RUN: --emit dag --sm 75
; CHECK-LABEL: === Operation legalization ===
; CHECK-NOT: fminimum
; CHECK: f32 = fminnum t2, t3
; CHECK-NEXT: i1 = setcc t2, t3, setuo
; CHECK-NEXT: f32 = select {{t[0-9]+}}, ConstantFP:f32<NaN>, {{t[0-9]+}}
; CHECK-NEXT: i32 = bitcast t2
; CHECK-NEXT: i1 = setcc {{t[0-9]+}}, Constant:i32<-2147483648>, seteq
; CHECK-NEXT: f32 = select {{t[0-9]+}}, t2, {{t[0-9]+}}
; CHECK-NEXT: i32 = bitcast t3
; CHECK-NEXT: i1 = setcc {{t[0-9]+}}, Constant:i32<-2147483648>, seteq
; CHECK-NEXT: f32 = select {{t[0-9]+}}, t3, {{t[0-9]+}}
; CHECK-NEXT: i1 = setcc {{t[0-9]+}}, ConstantFP:f32<0.0>, setoeq
; CHECK-NEXT: f32 = select
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: fminimum f32 -> fminnum, then NaN and -0.0 fixes
define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
entry:
  %r = call float @llvm.minimum.f32(float %a, float %b)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
declare float @llvm.minimum.f32(float, float)
