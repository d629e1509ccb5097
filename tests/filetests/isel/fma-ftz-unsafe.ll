; The FMA FTZ probe (seed 000, 5.31-5.36): with "unsafe-fp-math" the FTZ arm wins and the ISel
; record shows its MI chain; no diagnostic in either arm.
; RUN: --emit isel
; CHECK: f32 = fma
; CHECK: ftz probe: 0x65 FMA → 0x10F FTZ_WRAP → 0x64 FMAD → 0x63 FMAD
; CHECK: P_FMA32rrr {{ +}}rejected: OPC_CheckComplexPat FtzProbe(ieee)
; CHECK: P_FMA32_ftzrrr {{ +}}cost {{[0-9]+}}  <- winner
; ERR-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, float %a, float %b, float %c) #0 {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  store float %r, ptr %p, align 4
  ret void
}
declare float @llvm.fma.f32(float, float, float)
attributes #0 = { "unsafe-fp-math"="true" }
