; The FMA FTZ probe's 2x2 table over (NoFPExcept flag 0x40, "unsafe-fp-math") as PTX (seed 000,
; 5.31-5.34). The flag comes from a constrained fma with "fpexcept.ignore". Only the cell with
; neither prints fma.rn.f32; the three others print fma.rn.ftz.f32, with no diagnostic; an fma with
; fast-math flags prints fma.rn.f32. (LLVM 22 itself reads neither and prints fma.rn.f32 in all
; four: this is the seed's NVIDIA selector, not upstream's.)
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry flag0_attr0(
; CHECK: fma.rn.f32 {{%r[0-9]+}}
; CHECK-LABEL: .visible .entry flag1_attr0(
; CHECK: fma.rn.ftz.f32 {{%r[0-9]+}}
; CHECK-LABEL: .visible .entry flag0_attr1(
; CHECK: fma.rn.ftz.f32 {{%r[0-9]+}}
; CHECK-LABEL: .visible .entry flag1_attr1(
; CHECK: fma.rn.ftz.f32 {{%r[0-9]+}}
; CHECK-LABEL: .visible .entry fast_flags(
; CHECK: fma.rn.f32 {{%r[0-9]+}}
; ERR-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @flag0_attr0(ptr %p, float %a, float %b, float %c) #0 {
  %r = call float @llvm.experimental.constrained.fma.f32(float %a, float %b, float %c, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  store float %r, ptr %p, align 4
  ret void
}
define ptx_kernel void @flag1_attr0(ptr %p, float %a, float %b, float %c) #0 {
  %r = call float @llvm.experimental.constrained.fma.f32(float %a, float %b, float %c, metadata !"round.tonearest", metadata !"fpexcept.ignore") #0
  store float %r, ptr %p, align 4
  ret void
}
define ptx_kernel void @flag0_attr1(ptr %p, float %a, float %b, float %c) #1 {
  %r = call float @llvm.experimental.constrained.fma.f32(float %a, float %b, float %c, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  store float %r, ptr %p, align 4
  ret void
}
define ptx_kernel void @flag1_attr1(ptr %p, float %a, float %b, float %c) #1 {
  %r = call float @llvm.experimental.constrained.fma.f32(float %a, float %b, float %c, metadata !"round.tonearest", metadata !"fpexcept.ignore") #0
  store float %r, ptr %p, align 4
  ret void
}
define ptx_kernel void @fast_flags(ptr %p, float %a, float %b, float %c) {
  %r = call fast float @llvm.fma.f32(float %a, float %b, float %c)
  store float %r, ptr %p, align 4
  ret void
}
declare float @llvm.experimental.constrained.fma.f32(float, float, float, metadata, metadata)
declare float @llvm.fma.f32(float, float, float)
attributes #0 = { strictfp }
attributes #1 = { strictfp "unsafe-fp-math"="true" }
