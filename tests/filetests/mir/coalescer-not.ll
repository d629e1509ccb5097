; register-coalescer must not merge a copy whose registers are both live at once: %old keeps the
; value of %x from before the loop's update while %x changes, so one mov remains.
; RUN: --emit ptx
; CHECK-LABEL: $L__BB0_1:
; CHECK: mov.b32
; CHECK: @%p1 bra $L__BB0_1;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %x.next, %loop ]
  %old = phi i32 [ 0, %entry ], [ %x, %loop ]
  %x.next = shl i32 %x, 1
  %c = icmp slt i32 %x.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %s = sub i32 %x.next, %old
  store i32 %s, ptr addrspace(1) %out
  ret void
}
