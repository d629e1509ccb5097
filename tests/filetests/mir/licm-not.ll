; early-machinelicm must not hoist a load (memory may change in the loop) nor a computation of
; the loop counter.
; RUN: --emit mir
; CHECK: # After Early Machine Loop Invariant Code Motion (early-machinelicm): no change
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, ptr addrspace(1) %in
  %sq = mul i32 %i, %i
  %t = add i32 %v, %sq
  store i32 %t, ptr addrspace(1) %out
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
