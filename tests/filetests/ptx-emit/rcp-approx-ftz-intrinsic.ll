; llvm.nvvm.rcp.approx.ftz.f (what MLIR's nvvm.rcp.approx.ftz.f and the corpus' rcp kernel lower
; to) selects to rcp.approx.ftz.f32, as llc-22 prints it; the f64 form to rcp.approx.ftz.f64.
; RUN: --emit ptx --sm 75
; CHECK-LABEL: .visible .entry k(
; CHECK: rcp.approx.ftz.f32 %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: rcp.approx.ftz.f64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %x, double %d) {
  %r = call float @llvm.nvvm.rcp.approx.ftz.f(float %x)
  store float %r, ptr addrspace(1) %p, align 4
  %s = call double @llvm.nvvm.rcp.approx.ftz.d(double %d)
  %q = getelementptr i8, ptr addrspace(1) %p, i64 8
  store double %s, ptr addrspace(1) %q, align 8
  ret void
}
declare float @llvm.nvvm.rcp.approx.ftz.f(float)
declare double @llvm.nvvm.rcp.approx.ftz.d(double)
