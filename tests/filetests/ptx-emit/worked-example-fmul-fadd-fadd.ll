; The seed's worked example as PTX (seed 000, 5.74-5.75): with `fast` exactly two arithmetic
; instructions, fma.rn.f32 (no .ftz: fast-math flags are not the FTZ bit) then an add; without
; fast-math flags mul, add, add.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit ptx -O 0
; CHECK-LABEL: .visible .entry fast(
; CHECK: ld.param.b32 %r4, [fast_param_4];
; CHECK-NEXT: fma.rn.f32 %r5, %r1, %r2, %r3;
; CHECK-NEXT: add{{(\.rn)?}}.f32 %r6, %r5, %r4;
; CHECK-NEXT: st.b32 [%rd1], %r6;
; CHECK-LABEL: .visible .entry strict(
; CHECK: ld.param.b32 %r4, [strict_param_4];
; CHECK-NEXT: mul.rn.f32 %r5, %r1, %r2;
; CHECK-NEXT: add.rn.f32 %r6, %r5, %r3;
; CHECK-NEXT: add.rn.f32 %r7, %r6, %r4;
; CHECK-NEXT: st.b32 [%rd1], %r7;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @fast(ptr %p, float %a, float %b, float %c, float %d) {
  %m = fmul fast float %a, %b
  %s = fadd fast float %m, %c
  %t = fadd fast float %s, %d
  store float %t, ptr %p, align 4
  ret void
}
define ptx_kernel void @strict(ptr %p, float %a, float %b, float %c, float %d) {
  %m = fmul float %a, %b
  %s = fadd float %m, %c
  %t = fadd float %s, %d
  store float %t, ptr %p, align 4
  ret void
}
