; rp-aware-mcse: with a register target of 2 (--knob maxreg=2) the block is over the target, so
; the CSE that would keep %x * 12 live into the next block is suppressed, with the reason logged.
; RUN: --emit mir --knob maxreg=2
; CHECK: # After Machine Common Subexpression Elimination (machine-cse): no change
; CHECK-NEXT: ; CSE of %r{{[0-9]+}} (instruction {{[0-9]+}}) suppressed: pressure {{[0-9]+}} above target 2
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  %a = mul i32 %x, 12
  store i32 %a, ptr addrspace(1) %out
  br i1 %c, label %then, label %exit
then:
  %b = mul i32 %x, 12
  %p = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %b, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
