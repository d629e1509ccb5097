; block-placement must not fire: every unconditional branch either falls through already or
; closes a loop (its target, the header, dominates it), so no block moves and the back edge
; stays a branch to the header above.
; RUN: --emit mir
; CHECK: # After Branch Probability Basic Block Placement (block-placement): no change
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %body
body:
  %i = phi i32 [0, %entry], [%i1, %latch]
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %z = icmp eq i32 %v, 0
  br i1 %z, label %skip, label %latch
skip:
  store i32 %i, ptr addrspace(1) %out
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %body, label %exit
exit:
  ret void
}
