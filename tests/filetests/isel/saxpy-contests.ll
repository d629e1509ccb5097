; Instruction selection of saxpy: the special-register reads take the MatcherTable's fast path;
; the add wins the mad.lo fold over add + residual mul; the shifted sign extension folds into
; mul.wide; the parameters and memory accesses go through layer 2; fma takes the IEEE arm of the
; FTZ probe.
; RUN: --emit isel
; CHECK-LABEL: === saxpy / entry ===
; CHECK: intrinsic_wo_chain<llvm.nvvm.read.ptx.sreg.ctaid.x>
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: matcher: fast path
; CHECK: {{t[0-9]+}}: i32 = add {{t[0-9]+}}, {{t[0-9]+}}
; CHECK: folds: {{t[0-9]+}}
; CHECK: P_MADi32rrr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK: P_ADDi32rr {{ +}}cost {{[0-9]+}}
; CHECK: => MADi32rrr
; CHECK: setcc
; CHECK: P_SETP_s32rr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK-LABEL: === saxpy / body ===
; CHECK: i64 = shl
; CHECK: P_MULWIDES64Imm_shl {{ +}}cost {{[0-9]+}}  <- winner
; CHECK: P_SHLi64ri {{ +}}cost
; CHECK: layer 2 (vector load/store)
; CHECK: LD_i32 {{ +}}matched  <- winner
; CHECK: f32 = fma
; CHECK: ftz probe: 0xF7 FMA_NON_FTZ
; CHECK: P_FMA32rrr {{ +}}cost {{[0-9]+}}  <- winner
; CHECK: P_FMA32_ftzrrr {{ +}}rejected: OPC_CheckComplexPat FtzProbe(ftz)
; CHECK-LABEL: === saxpy / exit ===
; CHECK: P_Return
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @saxpy(i32 %n, float %a, ptr readonly %x, ptr %y) {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %ctaid, %ntid
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %mul, %tid
  %inrange = icmp slt i32 %i, %n
  br i1 %inrange, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %xp = getelementptr inbounds float, ptr %x, i64 %idx
  %xv = load float, ptr %xp, align 4
  %yp = getelementptr inbounds float, ptr %y, i64 %idx
  %yv = load float, ptr %yp, align 4
  %r = tail call float @llvm.fma.f32(float %a, float %xv, float %yv)
  store float %r, ptr %yp, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)
