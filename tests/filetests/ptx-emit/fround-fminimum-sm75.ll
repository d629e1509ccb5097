; Operations PTX lacks on sm_75, lowered as LLVM 22 lowers them: round (half away from zero) by
; hand (LowerFROUND32/64: trunc(x + copysign(0.5, x)), integral or tiny inputs kept), and the
; NaN-propagating minimum/maximum by minnum/maxnum, a NaN select and the signed zeros compared
; by their bits (expandFMINIMUM_FMAXIMUM; min.NaN needs sm_80).
; RUN: --emit ptx --sm 75
; CHECK-LABEL: .visible .entry round_f32(
; CHECK: and.b32 {{%r[0-9]+}}, %r1, -2147483648;
; CHECK: or.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1056964608;
; CHECK: add.rn.f32
; CHECK-NEXT: cvt.rzi.f32.f32
; CHECK-NEXT: setp.gt.f32 {{%p[0-9]+}}, {{%r[0-9]+}}, 0f4B000000;
; CHECK-NEXT: selp.f32
; CHECK-NEXT: cvt.rzi.f32.f32
; CHECK-NEXT: setp.lt.f32 {{%p[0-9]+}}, {{%r[0-9]+}}, 0f3F000000;
; CHECK-NEXT: selp.f32
; CHECK-LABEL: .visible .entry round_f64(
; CHECK: abs.f64
; CHECK-NEXT: setp.lt.f64 {{%p[0-9]+}}, {{%rd[0-9]+}}, 0d3FE0000000000000;
; CHECK-NEXT: add.rn.f64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 0d3FE0000000000000;
; CHECK-NEXT: cvt.rzi.f64.f64
; CHECK: setp.gt.f64 {{%p[0-9]+}}, {{%rd[0-9]+}}, 0d4330000000000000;
; CHECK: copysign.f64
; CHECK-LABEL: .visible .entry minimum_f32(
; CHECK-NOT: min.NaN
; CHECK: min.f32
; CHECK-NEXT: setp.nan.f32
; CHECK-NEXT: selp.f32 {{%r[0-9]+}}, 0f7FC00000, {{%r[0-9]+}}, {{%p[0-9]+}};
; CHECK-NEXT: setp.eq.b32 {{%p[0-9]+}}, %r1, -2147483648;
; CHECK: setp.eq.f32 {{%p[0-9]+}}, {{%r[0-9]+}}, 0f00000000;
; CHECK-LABEL: .visible .entry maximum_f64(
; CHECK: max.f64
; CHECK-NEXT: setp.nan.f64
; CHECK: setp.eq.b64 {{%p[0-9]+}}, %rd2, 0;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @round_f32(ptr addrspace(1) %p, float %x) {
  %r = call float @llvm.round.f32(float %x)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
define ptx_kernel void @round_f64(ptr addrspace(1) %p, double %x) {
  %r = call double @llvm.round.f64(double %x)
  store double %r, ptr addrspace(1) %p, align 8
  ret void
}
define ptx_kernel void @minimum_f32(ptr addrspace(1) %p, float %x, float %y) {
  %r = call float @llvm.minimum.f32(float %x, float %y)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
define ptx_kernel void @maximum_f64(ptr addrspace(1) %p, double %x, double %y) {
  %r = call double @llvm.maximum.f64(double %x, double %y)
  store double %r, ptr addrspace(1) %p, align 8
  ret void
}
declare float @llvm.round.f32(float)
declare double @llvm.round.f64(double)
declare float @llvm.minimum.f32(float, float)
declare double @llvm.maximum.f64(double, double)
