; Division as LLVM 22 selects it: 1.0 / x is rcp.rn (f32 and f64); with afn, f32 division is
; div.approx and 1.0 / x rcp.approx, 1.0 / sqrt(x) rsqrt.approx (the sqrt folded); .ftz only
; when the function flushes f32 denormals; f64 keeps the rounded forms whatever the flags.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry exact(
; CHECK: div.rn.f32
; CHECK-NEXT: rcp.rn.f32
; CHECK: rcp.rn.f64
; CHECK-LABEL: .visible .entry approx(
; CHECK: div.approx.f32
; CHECK-NEXT: rcp.approx.f32
; CHECK-NEXT: rsqrt.approx.f32
; CHECK: div.rn.f64
; CHECK-LABEL: .visible .entry approx_ftz(
; CHECK: div.approx.ftz.f32
; CHECK-NEXT: rcp.approx.ftz.f32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @exact(ptr addrspace(1) %p, float %x, float %y, double %d) {
  %r = fdiv float %x, %y
  %s = fdiv float 1.0, %r
  store float %s, ptr addrspace(1) %p, align 4
  %e = fdiv double 1.0, %d
  %q = getelementptr i8, ptr addrspace(1) %p, i64 8
  store double %e, ptr addrspace(1) %q, align 8
  ret void
}
define ptx_kernel void @approx(ptr addrspace(1) %p, float %x, float %y, double %d) {
  %r = fdiv afn float %x, %y
  %s = fdiv afn float 1.0, %r
  %t = call afn float @llvm.sqrt.f32(float %s)
  %u = fdiv afn float 1.0, %t
  store float %u, ptr addrspace(1) %p, align 4
  %e = fdiv afn double %d, %d
  %q = getelementptr i8, ptr addrspace(1) %p, i64 8
  store double %e, ptr addrspace(1) %q, align 8
  ret void
}
define ptx_kernel void @approx_ftz(ptr addrspace(1) %p, float %x, float %y) #0 {
  %r = fdiv afn float %x, %y
  %s = fdiv afn float 1.0, %r
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}
declare float @llvm.sqrt.f32(float)
attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
