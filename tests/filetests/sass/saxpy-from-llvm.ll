; The whole pipeline: LLVM IR -> DAG -> selection -> PTX -> ptxas Phase 1 -> registers and control
; codes -> SASS words. The oracle runner decodes our raw words with nvdisasm and requires its text
; to equal this listing.
; RUN: --emit sass --sm 90
; CHECK: Function : saxpy
; CHECK: LDC R1, c[0x0][0x28] ;
; CHECK: S2R {{R[0-9]+}}, SR_CTAID.X ;
; CHECK: S2R {{R[0-9]+}}, SR_TID.X ;
; CHECK: ISETP.{{[A-Z]+}}.AND P0, PT,
; CHECK: IMAD.WIDE
; CHECK: FFMA
; CHECK: EXIT ;
; CHECK-NEXT: /* 0x{{[0-9a-f]+}} */
; CHECK-NEXT: BRA
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @saxpy(i32 noundef %n, float noundef %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y) {
entry:
  %ctaid = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %ctaid, %ntid
  %tid = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %mul, %tid
  %inrange = icmp slt i32 %i, %n
  br i1 %inrange, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %xp = getelementptr inbounds nuw float, ptr %x, i64 %idx
  %xv = load float, ptr %xp, align 4
  %yp = getelementptr inbounds nuw float, ptr %y, i64 %idx
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
