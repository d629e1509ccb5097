; ModuleID = 'local_sort.cu'
source_filename = "local_sort.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10local_sortPi(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = alloca [8 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #3
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nuw nsw i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nuw nsw i32 %5, %6
  %8 = shl nsw i32 %7, 3
  br label %9

9:                                                ; preds = %1, %9
  %10 = phi i32 [ 0, %1 ], [ %17, %9 ]
  %11 = or disjoint i32 %10, %8
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = zext nneg i32 %10 to i64
  %16 = getelementptr inbounds nuw i32, ptr %2, i64 %15
  store i32 %14, ptr %16, align 4, !tbaa !4
  %17 = add nuw nsw i32 %10, 1
  %18 = icmp eq i32 %17, 8
  br i1 %18, label %21, label %9, !llvm.loop !8

19:                                               ; preds = %36, %21
  %20 = icmp eq i32 %23, 8
  br i1 %20, label %40, label %21, !llvm.loop !11

21:                                               ; preds = %9, %19
  %22 = phi i32 [ %23, %19 ], [ 0, %9 ]
  %23 = add nuw nsw i32 %22, 1
  %24 = icmp samesign ult i32 %22, 7
  br i1 %24, label %25, label %19

25:                                               ; preds = %21
  %26 = zext nneg i32 %22 to i64
  %27 = getelementptr inbounds nuw i32, ptr %2, i64 %26
  br label %28

28:                                               ; preds = %25, %36
  %29 = phi i32 [ %23, %25 ], [ %37, %36 ]
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %2, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !4
  %33 = load i32, ptr %27, align 4, !tbaa !4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %36

35:                                               ; preds = %28
  store i32 %32, ptr %27, align 4, !tbaa !4
  store i32 %33, ptr %31, align 4, !tbaa !4
  br label %36

36:                                               ; preds = %28, %35
  %37 = add nuw nsw i32 %29, 1
  %38 = icmp eq i32 %37, 8
  br i1 %38, label %19, label %28, !llvm.loop !12

39:                                               ; preds = %40
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #3
  ret void

40:                                               ; preds = %19, %40
  %41 = phi i32 [ %48, %40 ], [ 0, %19 ]
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr %2, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !4
  %45 = or disjoint i32 %41, %8
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr %0, i64 %46
  store i32 %44, ptr %47, align 4, !tbaa !4
  %48 = add nuw nsw i32 %41, 1
  %49 = icmp eq i32 %48, 8
  br i1 %49, label %39, label %40, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

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
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !9, !10}
