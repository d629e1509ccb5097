; nvptx-remat-block does nothing when the pressure is under the default target of 70 (one
; Max-Live line, no pull-in), and a function named in no-mi-remat is skipped with the seed's line.
; RUN: --emit mir --knob nv-remat-default-max-reg=4 --knob no-mi-remat=k
; CHECK: # After NVPTX Specific Block Remat (nvptx-remat-block): no change
; CHECK-NEXT: ; Skip machine-instruction rematerialization on k
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
