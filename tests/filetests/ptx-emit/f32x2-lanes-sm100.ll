; f32x2 at sm_100a, the lane-wise rest: a kernel's <2 x float> parameter is an 8-byte .param
; array read as one b64 (LLVM 22's declaration); fneg/fabs/copysign go lane by lane (unpacked with
; one mov.b64 {%r, %r}); a variable-lane insertelement is a setp.eq + selp per lane; the
; lanes are repacked with mov.b64 %rd, {%r, %r} before an f32x2 add or a b64 store.
; RUN: --sm 100a
; CHECK: .param .align 8 .b8 k_param_1[8],
; CHECK: ld.param.b64 %rd2, [k_param_1];
; CHECK: ld.global.b64 %rd3, [%rd1];
; CHECK-NEXT: setp.eq.b32 %p1, %r1, 0;
; CHECK-NEXT: setp.eq.b32 %p2, %r1, 1;
; CHECK-NEXT: mov.b64 {%r2, %r3}, %rd3;
; CHECK-NEXT: neg.f32 %r4, %r2;
; CHECK-NEXT: neg.f32 %r5, %r3;
; CHECK-NEXT: abs.f32 %r6, %r4;
; CHECK-NEXT: abs.f32 %r7, %r5;
; CHECK-NEXT: mov.b64 %rd4, {%r6, %r7};
; CHECK-NEXT: add.rn.f32x2 %rd5, %rd4, %rd2;
; CHECK-NEXT: mov.b64 {%r8, %r9}, %rd5;
; CHECK-NEXT: selp.f32 %r10, 0f40400000, %r8, %p1;
; CHECK-NEXT: selp.f32 %r11, 0f40400000, %r9, %p2;
; CHECK-NEXT: copysign.f32 %r12, %r2, %r10;
; CHECK-NEXT: copysign.f32 %r13, %r3, %r11;
; CHECK-NEXT: mov.b64 %rd6, {%r12, %r13};
; CHECK-NEXT: st.global.b64 [%rd1], %rd6;
define ptx_kernel void @k(ptr addrspace(1) %p, <2 x float> %v, i32 %n) {
  %a = load <2 x float>, ptr addrspace(1) %p, align 8
  %f = fneg <2 x float> %a
  %g = call <2 x float> @llvm.fabs.v2f32(<2 x float> %f)
  %h = fadd <2 x float> %g, %v
  %in = insertelement <2 x float> %h, float 3.0, i32 %n
  %cs = call <2 x float> @llvm.copysign.v2f32(<2 x float> %in, <2 x float> %a)
  store <2 x float> %cs, ptr addrspace(1) %p, align 8
  ret void
}
declare <2 x float> @llvm.fabs.v2f32(<2 x float>)
declare <2 x float> @llvm.copysign.v2f32(<2 x float>, <2 x float>)
