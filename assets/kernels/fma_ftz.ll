; nvisel example: the FMA contest and the FTZ 2x2 table: which cell prints fma.rn.ftz.f32
; The FTZ probe's 2x2 table (seed 000, 5.35-5.38) as PTX: ieee without unsafe-fp-math keeps
; fma.rn.f32; the other three cells print fma.rn.ftz.f32.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @cell_a(ptr %p, float %a, float %b, float %c) #0 {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  store float %r, ptr %p, align 4
  ret void
}
define ptx_kernel void @cell_b(ptr %p, float %a, float %b, float %c) #1 {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  store float %r, ptr %p, align 4
  ret void
}
define ptx_kernel void @cell_c(ptr %p, float %a, float %b, float %c) #2 {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  store float %r, ptr %p, align 4
  ret void
}
define ptx_kernel void @cell_d(ptr %p, float %a, float %b, float %c) #3 {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  store float %r, ptr %p, align 4
  ret void
}
declare float @llvm.fma.f32(float, float, float)
attributes #0 = { "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { "denormal-fp-math-f32"="ieee,ieee" "unsafe-fp-math"="true" }
attributes #2 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
attributes #3 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" "unsafe-fp-math"="true" }
