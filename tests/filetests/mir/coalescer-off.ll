; register-coalescer: the selector's PHI copies of the loop (%i and %acc) do not interfere with
; the values they copy, so each pair becomes one register and the loop has no mov.
; RUN: --emit ptx --knob usedessa=0
; CHECK-LABEL: $L__BB0_1:
; CHECK: mov.b32
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  %acc.next = mul i32 %acc, %i
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %out
  ret void
}
