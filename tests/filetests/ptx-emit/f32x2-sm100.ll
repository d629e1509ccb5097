; f32x2 selection at sm_100a (LLVM 22's shape): v2f32 lives in one b64 register; fmul, fsub and
; fma on it are mul/sub/fma.rn.f32x2; a splat is `mov.b64 %rd, {%r, %r}`; loads and stores are
; b64 (two halves of a v4f32 are one ld.v2.b64); one lane is `mov.b64 {%r, _}`, both lanes one
; `mov.b64 {%r, %r}` (NVPTXISD::UNPACK_VECTOR); a variable lane
; is a setp + selp; select of two f32x2 is selp.b64; v2i32 stays split (ld.v2.b32, add.s32);
; an f32x2 aligned to 4 only is two ld.b32 / st.b32.
; RUN: --sm 100a
; CHECK-LABEL: .entry f(
; CHECK: ld.global.b64 %rd3, [%rd1];
; CHECK-NEXT: ld.global.b64 %rd4, [%rd2];
; CHECK-NEXT: mul.rn.f32x2 %rd5, %rd3, %rd4;
; CHECK-NEXT: sub.rn.f32x2 %rd6, %rd5, %rd4;
; CHECK-NEXT: mov.b64 %rd7, {%r1, %r1};
; CHECK-NEXT: fma.rn.f32x2 %rd8, %rd6, %rd7, %rd3;
; CHECK-NEXT: st.global.b64 [%rd1], %rd8;
; CHECK-LABEL: .entry v4(
; CHECK: ld.global.v2.b64 {%rd4, %rd5}, [%rd1];
; CHECK-NEXT: add.rn.f32x2 %rd6, %rd4, %rd4;
; CHECK-NEXT: add.rn.f32x2 %rd7, %rd5, %rd5;
; CHECK-NEXT: mov.b64 {%r1, _}, %rd4;
; CHECK-NEXT: cvt.rzi.s32.f32 %r2, %r1;
; CHECK-NEXT: mov.b64 {_, %r3}, %rd5;
; CHECK-NEXT: cvt.rzi.s32.f32 %r4, %r3;
; CHECK-NEXT: st.global.v2.b64 [%rd2], {%rd6, %rd7};
; CHECK-NEXT: ld.global.v2.b32 {%r5, %r6}, [%rd3];
; CHECK-NEXT: add.s32 %r7, %r2, %r5;
; CHECK-NEXT: add.s32 %r8, %r4, %r6;
; CHECK-NEXT: st.global.v2.b32 [%rd3], {%r7, %r8};
; CHECK-LABEL: .entry lane(
; CHECK: ld.global.b64 %rd2, [%rd1];
; CHECK: add.rn.f32x2 %rd4, %rd2, %rd3;
; CHECK-NEXT: selp.b64 %rd5, %rd2, %rd4, %p1;
; CHECK-NEXT: setp.eq.b32 %p2, %r1, 0;
; CHECK-NEXT: mov.b64 {%r5, %r6}, %rd2;
; CHECK-NEXT: selp.f32 %r7, %r5, %r6, %p2;
; CHECK-NEXT: st.global.b32 [%rd1], %r7;
; CHECK-NEXT: st.global.b64 [%rd1+8], %rd5;
; An f32x2 aligned to 4 only is two f32 accesses (never one ld.b64 / st.b64).
; CHECK-LABEL: .entry misaligned(
; CHECK: ld.global.b32 %r1, [%rd1];
; CHECK-NEXT: ld.global.b32 %r2, [%rd1+4];
; CHECK-NEXT: mov.b64 %rd3, {%r1, %r2};
; CHECK-NEXT: add.rn.f32x2 %rd4, %rd3, %rd3;
; CHECK-NEXT: mov.b64 {%r3, %r4}, %rd4;
; CHECK-NEXT: st.global.b32 [%rd2], %r3;
; CHECK-NEXT: st.global.b32 [%rd2+4], %r4;
define ptx_kernel void @f(ptr addrspace(1) %p, ptr addrspace(1) %q, float %s) {
  %a = load <2 x float>, ptr addrspace(1) %p, align 8
  %b = load <2 x float>, ptr addrspace(1) %q, align 8
  %c = fmul <2 x float> %a, %b
  %d = fsub <2 x float> %c, %b
  %i = insertelement <2 x float> poison, float %s, i64 0
  %sp = shufflevector <2 x float> %i, <2 x float> poison, <2 x i32> zeroinitializer
  %e = call <2 x float> @llvm.fma.v2f32(<2 x float> %d, <2 x float> %sp, <2 x float> %a)
  store <2 x float> %e, ptr addrspace(1) %p, align 8
  ret void
}
define ptx_kernel void @v4(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r) {
  %a = load <4 x float>, ptr addrspace(1) %p, align 16
  %b = fadd <4 x float> %a, %a
  store <4 x float> %b, ptr addrspace(1) %q, align 16
  %x = extractelement <4 x float> %a, i64 0
  %y = extractelement <4 x float> %a, i64 3
  %xi = fptosi float %x to i32
  %yi = fptosi float %y to i32
  %v0 = insertelement <2 x i32> poison, i32 %xi, i64 0
  %v1 = insertelement <2 x i32> %v0, i32 %yi, i64 1
  %w = load <2 x i32>, ptr addrspace(1) %r, align 8
  %z = add <2 x i32> %v1, %w
  store <2 x i32> %z, ptr addrspace(1) %r, align 8
  ret void
}
define ptx_kernel void @lane(ptr addrspace(1) %p, i32 %k, i32 %c) {
  %a = load <2 x float>, ptr addrspace(1) %p, align 8
  %e = extractelement <2 x float> %a, i32 %k
  store float %e, ptr addrspace(1) %p, align 4
  %t = icmp eq i32 %c, 0
  %b = fadd <2 x float> %a, <float 1.0, float 2.0>
  %s = select i1 %t, <2 x float> %a, <2 x float> %b
  %o = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  store <2 x float> %s, ptr addrspace(1) %o, align 8
  ret void
}
define ptx_kernel void @misaligned(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load <2 x float>, ptr addrspace(1) %p, align 4
  %b = fadd <2 x float> %a, %a
  store <2 x float> %b, ptr addrspace(1) %q, align 4
  ret void
}
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
