; nvisel example: NVVM IR 2.0: typed pointers, !nvvm.annotations kernel
; NVVM IR 2.0: element-wise add with typed pointers, kernel marked in !nvvm.annotations.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @vector_add(float addrspace(1)* nocapture readonly %a, float addrspace(1)* nocapture readonly %b, float addrspace(1)* nocapture %c, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %pa = getelementptr inbounds float, float addrspace(1)* %a, i64 %idx
  %pb = getelementptr inbounds float, float addrspace(1)* %b, i64 %idx
  %pc = getelementptr inbounds float, float addrspace(1)* %c, i64 %idx
  %va = load float, float addrspace(1)* %pa, align 4
  %vb = load float, float addrspace(1)* %pb, align 4
  %sum = fadd float %va, %vb
  store float %sum, float addrspace(1)* %pc, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}

!0 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32)* @vector_add, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
