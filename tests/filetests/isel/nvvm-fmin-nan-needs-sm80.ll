; llvm.nvvm.fmin.nan.f is min.NaN.f32, an sm_80 form: its pattern's lattice row (ROW_SM80)
; rejects the Turing column, so on sm_75 it is a positioned "Cannot select", never PTX that
; ptxas refuses.
; RUN: --emit ptx --sm 75
; EXIT: 1
; ERR: nvvm-fmin-nan-needs-sm80.ll:11:3: error: Cannot select: {{t[0-9]+}}: f32 = intrinsic_wo_chain<llvm.nvvm.fmin.nan.f> {{t[0-9]+}}, {{t[0-9]+}} (every candidate was rejected) in @k
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, float %x, float %y) {
  %m = call float @llvm.nvvm.fmin.nan.f(float %x, float %y)
  store float %m, ptr %p, align 4
  ret void
}
declare float @llvm.nvvm.fmin.nan.f(float, float)
