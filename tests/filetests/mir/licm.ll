; early-machinelicm: %s = %a ^ %b does not change in the loop; it moves to the preheader.
; RUN: --emit mir
; CHECK: # After Early Machine Loop Invariant Code Motion (early-machinelicm): 1 change(s)
; CHECK-NEXT: ;   rewritten {{[0-9]+}}: loop-invariant: hoisted from loop to the preheader entry
; CHECK-LABEL: # Final
; CHECK: bb.0.
; CHECK: XORb32rr
; CHECK: bb.1.
; CHECK-NOT: XORb32rr
; CHECK: bb.2.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %s = xor i32 %a, %b
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %out
  ret void
}
