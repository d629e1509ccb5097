; A loop: the phi registers are written from two blocks, so their copies stay as mov; values
; defined once are used in place.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry sum(
; CHECK: $L__BB0_1:
; CHECK: add.s32
; CHECK: setp.lt.s32
; CHECK: @{{%p[0-9]+}} bra $L__BB0_1;
; CHECK: st.global.b32
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @sum(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  store i32 %acc.next, ptr addrspace(1) %out, align 4
  ret void
}
