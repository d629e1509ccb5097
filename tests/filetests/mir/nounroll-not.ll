; No `.pragma "nounroll"`: the first loop has no loop metadata, the second asks for an unroll
; count of 4 (llc-22 prints no pragma for either); a branch with loop metadata that is not a
; back edge marks nothing either.
; RUN: --emit ptx
; CHECK-NOT: .pragma
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
  br i1 %c, label %loop, label %mid
mid:
  br label %loop2, !llvm.loop !4
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
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 4}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
