; Rounding to an integral value is cvt.r*i (rint, nearbyint and roundeven all round to nearest
; even: cvt.rni), f32 and f64; minnum/maxnum are min/max (an immediate operand stays one);
; minimum/maximum f32 are min.NaN/max.NaN on sm_80+ (LLVM 22, llc -mcpu=sm_90).
; RUN: --emit ptx
; CHECK: cvt.rzi.f32.f32
; CHECK-NEXT: cvt.rmi.f32.f32
; CHECK-NEXT: cvt.rpi.f32.f32
; CHECK-NEXT: cvt.rni.f32.f32
; CHECK-NEXT: cvt.rni.f32.f32
; CHECK-NEXT: cvt.rni.f32.f32
; CHECK-NEXT: min.NaN.f32
; CHECK-NEXT: max.NaN.f32
; CHECK-NEXT: max.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f3F800000;
; CHECK: cvt.rzi.f64.f64
; CHECK-NEXT: cvt.rmi.f64.f64
; CHECK-NEXT: cvt.rpi.f64.f64
; CHECK-NEXT: cvt.rni.f64.f64
; CHECK-NEXT: cvt.rni.f64.f64
; CHECK-NEXT: cvt.rni.f64.f64
; CHECK-NEXT: min.f64
; CHECK-NEXT: max.f64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 0d4000000000000000;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %pf, ptr addrspace(1) %pd, float %x, float %y, double %a, double %b) {
  %t1 = call float @llvm.trunc.f32(float %x)
  %t2 = call float @llvm.floor.f32(float %t1)
  %t3 = call float @llvm.ceil.f32(float %t2)
  %t4 = call float @llvm.rint.f32(float %t3)
  %t5 = call float @llvm.nearbyint.f32(float %t4)
  %t6 = call float @llvm.roundeven.f32(float %t5)
  %t7 = call float @llvm.minimum.f32(float %t6, float %y)
  %t8 = call float @llvm.maximum.f32(float %t7, float %y)
  %t9 = call float @llvm.maxnum.f32(float %t8, float 1.0)
  store float %t9, ptr addrspace(1) %pf, align 4
  %d1 = call double @llvm.trunc.f64(double %a)
  %d2 = call double @llvm.floor.f64(double %d1)
  %d3 = call double @llvm.ceil.f64(double %d2)
  %d4 = call double @llvm.rint.f64(double %d3)
  %d5 = call double @llvm.nearbyint.f64(double %d4)
  %d6 = call double @llvm.roundeven.f64(double %d5)
  %d7 = call double @llvm.minnum.f64(double %d6, double %b)
  %d8 = call double @llvm.maxnum.f64(double %d7, double 2.0)
  store double %d8, ptr addrspace(1) %pd, align 8
  ret void
}
declare float @llvm.trunc.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare double @llvm.trunc.f64(double)
declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.rint.f64(double)
declare double @llvm.nearbyint.f64(double)
declare double @llvm.roundeven.f64(double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
