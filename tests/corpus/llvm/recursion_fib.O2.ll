; ModuleID = 'recursion_fib.cu'
source_filename = "recursion_fib.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fibi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %46, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 3
  %8 = icmp ult i32 %4, 6
  br i1 %8, label %32, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -4
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %24, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %27, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %28, %11 ]
  %15 = add nsw i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibi(i32 noundef %15) #4
  %17 = add nsw i32 %16, %13
  %18 = add nsw i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibi(i32 noundef %18) #4
  %20 = add nsw i32 %19, %17
  %21 = add nsw i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibi(i32 noundef %21) #4
  %23 = add nsw i32 %22, %20
  %24 = add nsw i32 %12, -8
  %25 = add nsw i32 %12, -7
  %26 = tail call noundef i32 @_Z3fibi(i32 noundef %25) #4
  %27 = add nsw i32 %26, %23
  %28 = add i32 %14, 4
  %29 = icmp eq i32 %28, %10
  br i1 %29, label %30, label %11

30:                                               ; preds = %11
  %31 = icmp eq i32 %7, 0
  br i1 %31, label %46, label %32

32:                                               ; preds = %30, %3
  %33 = phi i32 [ %0, %3 ], [ %24, %30 ]
  %34 = phi i32 [ 0, %3 ], [ %27, %30 ]
  %35 = icmp ne i32 %7, 0
  tail call void @llvm.assume(i1 %35)
  br label %36

36:                                               ; preds = %36, %32
  %37 = phi i32 [ %40, %36 ], [ %33, %32 ]
  %38 = phi i32 [ %43, %36 ], [ %34, %32 ]
  %39 = phi i32 [ %44, %36 ], [ 0, %32 ]
  %40 = add nsw i32 %37, -2
  %41 = add nsw i32 %37, -1
  %42 = tail call noundef i32 @_Z3fibi(i32 noundef %41) #4
  %43 = add nsw i32 %42, %38
  %44 = add i32 %39, 1
  %45 = icmp eq i32 %44, %7
  br i1 %45, label %46, label %36, !llvm.loop !8

46:                                               ; preds = %30, %36, %1
  %47 = phi i32 [ 0, %1 ], [ %27, %30 ], [ %43, %36 ]
  %48 = phi i32 [ %0, %1 ], [ %24, %30 ], [ %40, %36 ]
  %49 = add nsw i32 %48, %47
  ret i32 %49
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z13recursion_fibPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = and i32 %2, 15
  %4 = tail call noundef i32 @_Z3fibi(i32 noundef %3) #4
  %5 = zext nneg i32 %2 to i64
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  store i32 %4, ptr %6, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
