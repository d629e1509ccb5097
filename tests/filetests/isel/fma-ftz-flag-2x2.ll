; The FMA FTZ probe's 2x2 table over (flag, attribute) (seed 000, 5.31-5.34): use_ftz =
; (node flags & 0x40) != 0 || "unsafe-fp-math". Bit 0x40 is NoFPExcept, which the DAG builder
; sets on a constrained fma whose exception behaviour is "fpexcept.ignore" (printed `nofpexcept`);
; "fpexcept.strict" leaves it clear. FTZ in three cells of four; only flag clear + attribute
; clear keeps the IEEE arm. No diagnostic in any cell (5.34). Fast-math flags are not the bit:
; a `fast` fma keeps the IEEE arm (the seed's worked example prints fma.rn.f32, 5.74).
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit isel -O 0
; CHECK-LABEL: === flag0_attr0 / bb.0 ===
; CHECK: f32 = fma t2, t3, t4
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: ftz probe: 0xF7 FMA_NON_FTZ → 0xD2 INST_WRAPPER → 0x11 CopyToReg → 207 MUL_ADD_f32
; CHECK-NEXT: P_FMA32rrr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK-NEXT: P_FMA32_ftzrrr {{ +}}rejected: OPC_CheckComplexPat FtzProbe(ftz)
; CHECK: => FMA32rrr
; CHECK-LABEL: === flag1_attr0 / bb.0 ===
; CHECK: f32 = fma nofpexcept t2, t3, t4
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: ftz probe: 0x65 FMA → 0x10F FTZ_WRAP → 0x64 FMAD → 0x63 FMAD
; CHECK-NEXT: P_FMA32rrr {{ +}}rejected: OPC_CheckComplexPat FtzProbe(ieee)
; CHECK-NEXT: P_FMA32_ftzrrr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK: => FMA32_ftzrrr
; CHECK-LABEL: === flag0_attr1 / bb.0 ===
; CHECK: f32 = fma t2, t3, t4
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: ftz probe: 0x65 FMA → 0x10F FTZ_WRAP → 0x64 FMAD → 0x63 FMAD
; CHECK-NEXT: P_FMA32rrr {{ +}}rejected: OPC_CheckComplexPat FtzProbe(ieee)
; CHECK-NEXT: P_FMA32_ftzrrr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK: => FMA32_ftzrrr
; CHECK-LABEL: === flag1_attr1 / bb.0 ===
; CHECK: f32 = fma nofpexcept t2, t3, t4
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: ftz probe: 0x65 FMA → 0x10F FTZ_WRAP → 0x64 FMAD → 0x63 FMAD
; CHECK-NEXT: P_FMA32rrr {{ +}}rejected: OPC_CheckComplexPat FtzProbe(ieee)
; CHECK-NEXT: P_FMA32_ftzrrr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK: => FMA32_ftzrrr
; CHECK-LABEL: === fast_flags / bb.0 ===
; CHECK: f32 = fma nnan ninf nsz arcp contract afn reassoc t2, t3, t4
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: ftz probe: 0xF7 FMA_NON_FTZ
; CHECK: => FMA32rrr
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
