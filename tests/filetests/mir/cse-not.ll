; machine-cse must not merge two reads of %clock64 (the value changes between them).
; RUN: --emit mir
; CHECK: # After Machine Common Subexpression Elimination (machine-cse): no change
; CHECK-LABEL: # Final
; CHECK: SREG_CLOCK64
; CHECK: SREG_CLOCK64
target triple = "nvptx64-nvidia-cuda"
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  %t0 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  store i64 %t0, ptr addrspace(1) %out
  br i1 %c, label %then, label %exit
then:
  %t1 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %p = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %t1, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
