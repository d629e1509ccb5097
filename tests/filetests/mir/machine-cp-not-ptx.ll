; machine-cp must not propagate a copy whose destination is written twice (a loop PHI's copy):
; which value it holds depends on the path. (The register coalescer decides about those.)
; RUN: --emit ptx --knob usedessa=0
; CHECK-LABEL: $L__BB0_1:
; CHECK: mov.b32
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 3
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %i.next, ptr addrspace(1) %out
  ret void
}
