; The NVVM math intrinsics libdevice is made of select to one instruction each, with the
; rounding mode, .approx or .ftz their name carries (as LLVM 22 prints them); they are IntrNoMem
; whatever the declaration says, so they take no chain.
; RUN: --emit ptx
; CHECK: rsqrt.approx.f32 {{%r[0-9]+}}, %r1;
; CHECK-NEXT: lg2.approx.ftz.f32
; CHECK-NEXT: rcp.rn.f32
; CHECK-NEXT: fma.rz.f32
; CHECK-NEXT: div.approx.f32
; CHECK-NEXT: min.ftz.f32
; CHECK-NEXT: cvt.sat.f32.f32
; CHECK-NEXT: cvt.rni.s32.f32
; CHECK-NEXT: cvt.rz.f32.s32
; CHECK-NEXT: mul24.lo.s32
; CHECK-NEXT: sad.u32
; CHECK-NEXT: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 291;
; CHECK-NEXT: cvt.rmi.s64.f64
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %x, float %y, i32 %i, double %d) {
  %a = call float @llvm.nvvm.rsqrt.approx.f(float %x)
  %b = call float @llvm.nvvm.lg2.approx.ftz.f(float %a)
  %c = call float @llvm.nvvm.rcp.rn.f(float %b)
  %e = call float @llvm.nvvm.fma.rz.f(float %c, float %y, float %x)
  %f = call float @llvm.nvvm.div.approx.f(float %e, float %y)
  %g = call float @llvm.nvvm.fmin.ftz.f(float %f, float %x)
  %h = call float @llvm.nvvm.saturate.f(float %g)
  %j = call i32 @llvm.nvvm.f2i.rn(float %h)
  %k = call float @llvm.nvvm.i2f.rz(i32 %j)
  %m = call i32 @llvm.nvvm.mul24.i(i32 %j, i32 %i)
  %n = call i32 @llvm.nvvm.sad.ui(i32 %m, i32 %i, i32 %j)
  %o = call i32 @llvm.nvvm.prmt(i32 %n, i32 %m, i32 291)
  %q = call i64 @llvm.nvvm.d2ll.rm(double %d)
  store float %k, ptr addrspace(1) %p, align 4
  %p1 = getelementptr i8, ptr addrspace(1) %p, i64 4
  store i32 %o, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr i8, ptr addrspace(1) %p, i64 8
  store i64 %q, ptr addrspace(1) %p2, align 8
  ret void
}
declare float @llvm.nvvm.rsqrt.approx.f(float)
declare float @llvm.nvvm.lg2.approx.ftz.f(float)
declare float @llvm.nvvm.rcp.rn.f(float)
declare float @llvm.nvvm.fma.rz.f(float, float, float)
declare float @llvm.nvvm.div.approx.f(float, float)
declare float @llvm.nvvm.fmin.ftz.f(float, float)
declare float @llvm.nvvm.saturate.f(float)
declare i32 @llvm.nvvm.f2i.rn(float)
declare float @llvm.nvvm.i2f.rz(i32)
declare i32 @llvm.nvvm.mul24.i(i32, i32)
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32)
declare i32 @llvm.nvvm.prmt(i32, i32, i32)
declare i64 @llvm.nvvm.d2ll.rm(double)
