; `.pragma "nounroll";` (NVPTXAsmPrinter, seed 001's list): the latch of %loop carries
; llvm.loop.unroll.disable and the latch of %loop2 llvm.loop.unroll.count 1, so each loop's
; header is printed with the pragma after its label, as llc-22 prints it; ptxas then keeps the
; loop rolled.
; RUN: --emit ptx
; CHECK: $L__BB0_1:
; CHECK-NEXT: .pragma "nounroll";
; CHECK: $L__BB0_3:
; CHECK-NEXT: .pragma "nounroll";
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %i, ptr addrspace(1) %p
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %mid, !llvm.loop !0
mid:
  br label %loop2
loop2:
  %j = phi i32 [0, %mid], [%j1, %loop2]
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %j
  store i32 1, ptr addrspace(1) %q
  %j1 = add i32 %j, 2
  %d = icmp slt i32 %j1, %n
  br i1 %d, label %loop2, label %exit, !llvm.loop !2
exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 1}
