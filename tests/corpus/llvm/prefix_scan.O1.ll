; ModuleID = 'prefix_scan.cu'
source_filename = "prefix_scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11prefix_scanPKiPiiE4temp = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11prefix_scanPKiPii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = add nuw nsw i32 %7, %4
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %3 ]
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %16
  store i32 %15, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %19

18:                                               ; preds = %27
  br i1 %9, label %33, label %37

19:                                               ; preds = %14, %27
  %20 = phi i32 [ 1, %14 ], [ %31, %27 ]
  %21 = icmp slt i32 %4, %20
  br i1 %21, label %27, label %22

22:                                               ; preds = %19
  %23 = sub nsw i32 %4, %20
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !4
  br label %27

27:                                               ; preds = %19, %22
  %28 = phi i32 [ %26, %22 ], [ 0, %19 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = load i32, ptr %17, align 4, !tbaa !4
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = shl i32 %20, 1
  %32 = icmp slt i32 %31, 512
  br i1 %32, label %19, label %18, !llvm.loop !8

33:                                               ; preds = %18
  %34 = load i32, ptr %17, align 4, !tbaa !4
  %35 = zext nneg i32 %8 to i64
  %36 = getelementptr inbounds nuw i32, ptr %1, i64 %35
  store i32 %34, ptr %36, align 4, !tbaa !4
  br label %37

37:                                               ; preds = %33, %18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
