; The seed's worked example (seed 000, 5.71-5.75): (a * b + c) + d. With `fast` on all three the
; FMA fold is committed (combine #1 forms the fma, 4.11) and the residual fadd is matched on its
; own: the fadd(fmul) patterns are rejected because the child is already an fma, and the plain
; register fadd wins. Without fast-math flags the fold is refused by OPC_CheckComplexPat
; FastMathContract and mul, add, add stay three nodes.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit isel -O 0
; CHECK-LABEL: === fast / bb.0 ===
; CHECK: f32 = fma nnan ninf nsz arcp contract afn reassoc t2, t3, t4
; CHECK: ftz probe: 0xF7 FMA_NON_FTZ
; CHECK: => FMA32rrr
; CHECK-NEXT: f32 = fadd nnan ninf nsz arcp contract afn reassoc {{t[0-9]+}}, t5
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: P_FMA32rrr_fadd_fmul {{ +}}rejected: OPC_CheckOpcode: {{t[0-9]+}} is fma
; CHECK-NEXT: P_FMA32_ftzrrr_fadd_fmul {{ +}}rejected: OPC_CheckOpcode: {{t[0-9]+}} is fma
; CHECK-NEXT: P_FADDf32ri {{ +}}rejected: OPC_RecordChild1: t5 is not an FP constant
; CHECK-NEXT: P_FADDf32rr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK-NOT: = fmul
; CHECK-LABEL: === strict / bb.0 ===
; CHECK: f32 = fmul t2, t3
; CHECK: P_FMULf32rr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK: f32 = fadd {{t[0-9]+}}, t4
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: P_FMA32rrr_fadd_fmul {{ +}}rejected: OPC_CheckComplexPat FastMathContract
; CHECK-NEXT: P_FMA32_ftzrrr_fadd_fmul {{ +}}rejected: OPC_CheckComplexPat FastMathContract
; CHECK: P_FADDf32rr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK: f32 = fadd {{t[0-9]+}}, t5
; CHECK: P_FADDf32rr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK-NOT: = fma
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @fast(ptr %p, float %a, float %b, float %c, float %d) {
  %m = fmul fast float %a, %b
  %s = fadd fast float %m, %c
  %t = fadd fast float %s, %d
  store float %t, ptr %p, align 4
  ret void
}
define ptx_kernel void @strict(ptr %p, float %a, float %b, float %c, float %d) {
  %m = fmul float %a, %b
  %s = fadd float %m, %c
  %t = fadd float %s, %d
  store float %t, ptr %p, align 4
  ret void
}
