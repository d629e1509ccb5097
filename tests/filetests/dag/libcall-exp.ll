; The math library functions (llvm.exp/log/log10/exp10, log2, and exp2 on f64) are LibCall on
; NVPTX, which has no libcalls (CUDA reaches them through libdevice): LLVM 22 stops with
; "no libcall available for fexp"; so does nvisel, positioned at the call.
; RUN: --emit ptx
; EXIT: 1
; ERR: libcall-exp.ll:11:3: error: no libcall available for fexp
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, float %x) {
  %e = call float @llvm.exp.f32(float %x)
  store float %e, ptr %p, align 4
  ret void
}
declare float @llvm.exp.f32(float)
