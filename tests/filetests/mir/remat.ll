; nvptx-remat-block: with a target of 4 registers (--knob nv-remat-default-max-reg=4) the entry
; block is over it; %tid.x and %ctaid.x, live out of it, are pullable (one pure instruction
; from no register) and cheap, so they are recomputed in the block that reads them.
; RUN: --emit mir --knob nv-remat-default-max-reg=4
; CHECK: # After NVPTX Specific Block Remat (nvptx-remat-block): {{[0-9]+}} change(s)
; CHECK: ;   added {{[0-9]+}}: rematerialised %r{{[0-9]+}} as %r{{[0-9]+}} in then (clone of instruction {{[0-9]+}})
; CHECK: ; Max-Live-Function(3) = {{[0-9]+}}
; CHECK-NEXT: ; Pullable: {{[1-9]}}
; CHECK-NEXT: ; Total Pullable before considering cost: {{[1-9]}}
; CHECK-NEXT: ; Really Final Pull-in: {{[1-9]}} ({{[0-9]+}})
; CHECK-LABEL: # Final
; CHECK: bb.1.then:
; CHECK: INT_PTX_SREG_TID_x
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v = load i32, ptr addrspace(1) %in
  %c = icmp slt i32 %t, %n
  br i1 %c, label %then, label %exit
then:
  %s = add i32 %t, %b
  %w = add i32 %s, %v
  store i32 %w, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}
