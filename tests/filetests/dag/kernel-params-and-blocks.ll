; The SelectionDAG build: one DAG per block; kernel parameters read once each through the param
; space (NVPTXISD::LoadParam), a pointer converted to a global address (NVPTXLowerArgs); values
; crossing blocks go through virtual registers, and accesses through global addresses are global
; (InferAddressSpaces); the block ends in brcond/br or RET_GLUE, the brcond on the inverted
; condition when its true block comes next (it is fallen through to, as LLVM's visitSwitchCase).
; RUN: --emit dag
; CHECK-LABEL: SelectionDAG has {{[0-9]+}} nodes: saxpy / entry
; CHECK: NVPTXISD::LoadParam<(load (i32) from %ir.saxpy_param_0, addrspace 101, align 4)> t0
; CHECK: {{t[0-9]+}}: i64,ch = NVPTXISD::LoadParam<(load (i64) from %ir.saxpy_param_2, addrspace 101, align 8)> t0
; CHECK-NEXT: i64 = addrspacecast<0, 1> {{t[0-9]+}}
; CHECK: intrinsic_wo_chain<llvm.nvvm.read.ptx.sreg.ctaid.x>
; CHECK: i1 = setcc {{t[0-9]+}}, {{t[0-9]+}}, setlt
; CHECK-NEXT: i1 = xor {{t[0-9]+}}, Constant:i1<-1>
; CHECK-NEXT: brcond {{t[0-9]+}}, {{t[0-9]+}}, BasicBlock:ch<bb.2>
; CHECK-NEXT: br {{t[0-9]+}}, BasicBlock:ch<bb.1>
; CHECK-LABEL: saxpy / body
; CHECK: CopyFromReg t0, Register:i32 %0
; CHECK: sign_extend
; CHECK: shl {{t[0-9]+}}, Constant:i32<2>
; CHECK: f32 = fma
; CHECK: TokenFactor
; CHECK-NEXT: store<(store (f32) into %ir.yp, addrspace 1, align 4)>
; CHECK-LABEL: saxpy / exit
; CHECK: NVPTXISD::RET_GLUE t0
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @saxpy(i32 %n, float %a, ptr %x, ptr %y) {
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
