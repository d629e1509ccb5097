; Without afn, fsin f32 has no pattern that accepts it (P_SIN_APPROX_f32 is rejected by its
; FastMathAfn check): "Cannot select", positioned, as LLVM 22 reports it.
; RUN: --emit ptx
; EXIT: 1
; ERR: sin-needs-afn.ll:10:3: error: Cannot select: {{t[0-9]+}}: f32 = fsin {{t[0-9]+}} (every candidate was rejected) in @k
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, float %x) {
  %s = call float @llvm.sin.f32(float %x)
  store float %s, ptr %p, align 4
  ret void
}
declare float @llvm.sin.f32(float)
