; Phis that swap: the copies at the end of the loop block are one parallel copy, so each reads
; a temporary taken before either phi register is written. The register coalescer merges the
; temporary that does not interfere; the swap still goes through the other one.
; RUN: --emit ptx
; CHECK-LABEL: $L__BB0_1:
; CHECK: mov.b32 %r7, %r3;
; CHECK-NEXT: mov.b32 %r3, %r4;
; CHECK-NEXT: mov.b32 %r4, %r7;
; CHECK-NEXT: @%p1 bra $L__BB0_1;
; CHECK-NEXT: sub.s32 %r{{[0-9]+}}, %r3, %r4;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @swap(ptr %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %s = sub i32 %a, %b
  store i32 %s, ptr %out
  ret void
}
