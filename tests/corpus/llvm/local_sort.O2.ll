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
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !4
  store i32 %11, ptr %2, align 4, !tbaa !4
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 %15, ptr %16, align 4, !tbaa !4
  %17 = zext nneg i32 %8 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 %20, ptr %21, align 4, !tbaa !4
  %22 = zext nneg i32 %8 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !4
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 12
  store i32 %25, ptr %26, align 4, !tbaa !4
  %27 = zext nneg i32 %8 to i64
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 16
  %30 = load i32, ptr %29, align 4, !tbaa !4
  %31 = getelementptr inbounds nuw i8, ptr %2, i64 16
  store i32 %30, ptr %31, align 4, !tbaa !4
  %32 = zext nneg i32 %8 to i64
  %33 = getelementptr inbounds nuw i32, ptr %0, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 20
  %35 = load i32, ptr %34, align 4, !tbaa !4
  %36 = getelementptr inbounds nuw i8, ptr %2, i64 20
  store i32 %35, ptr %36, align 4, !tbaa !4
  %37 = zext nneg i32 %8 to i64
  %38 = getelementptr inbounds nuw i32, ptr %0, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 24
  %40 = load i32, ptr %39, align 4, !tbaa !4
  %41 = getelementptr inbounds nuw i8, ptr %2, i64 24
  store i32 %40, ptr %41, align 4, !tbaa !4
  %42 = zext nneg i32 %8 to i64
  %43 = getelementptr inbounds nuw i32, ptr %0, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 28
  %45 = load i32, ptr %44, align 4, !tbaa !4
  %46 = getelementptr inbounds nuw i8, ptr %2, i64 28
  store i32 %45, ptr %46, align 4, !tbaa !4
  br label %58

47:                                               ; preds = %76, %95, %58
  %48 = icmp eq i32 %60, 8
  br i1 %48, label %49, label %58, !llvm.loop !8

49:                                               ; preds = %47
  %50 = load i32, ptr %2, align 4, !tbaa !4
  store i32 %50, ptr %10, align 4, !tbaa !4
  %51 = load i32, ptr %16, align 4, !tbaa !4
  store i32 %51, ptr %14, align 4, !tbaa !4
  %52 = load i32, ptr %21, align 4, !tbaa !4
  store i32 %52, ptr %19, align 4, !tbaa !4
  %53 = load i32, ptr %26, align 4, !tbaa !4
  store i32 %53, ptr %24, align 4, !tbaa !4
  %54 = load i32, ptr %31, align 4, !tbaa !4
  store i32 %54, ptr %29, align 4, !tbaa !4
  %55 = load i32, ptr %36, align 4, !tbaa !4
  store i32 %55, ptr %34, align 4, !tbaa !4
  %56 = load i32, ptr %41, align 4, !tbaa !4
  store i32 %56, ptr %39, align 4, !tbaa !4
  %57 = load i32, ptr %46, align 4, !tbaa !4
  store i32 %57, ptr %44, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #3
  ret void

58:                                               ; preds = %1, %47
  %59 = phi i32 [ %60, %47 ], [ 0, %1 ]
  %60 = add nuw nsw i32 %59, 1
  %61 = icmp samesign ult i32 %59, 7
  br i1 %61, label %62, label %47

62:                                               ; preds = %58
  %63 = zext nneg i32 %59 to i64
  %64 = getelementptr inbounds nuw i32, ptr %2, i64 %63
  %65 = and i32 %59, 1
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %76

67:                                               ; preds = %62
  %68 = zext nneg i32 %60 to i64
  %69 = getelementptr inbounds nuw i32, ptr %2, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !4
  %71 = load i32, ptr %64, align 4, !tbaa !4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %74

73:                                               ; preds = %67
  store i32 %70, ptr %64, align 4, !tbaa !4
  store i32 %71, ptr %69, align 4, !tbaa !4
  br label %74

74:                                               ; preds = %73, %67
  %75 = add nuw nsw i32 %59, 2
  br label %76

76:                                               ; preds = %74, %62
  %77 = phi i32 [ %60, %62 ], [ %75, %74 ]
  %78 = icmp eq i32 %59, 6
  br i1 %78, label %47, label %79

79:                                               ; preds = %76, %95
  %80 = phi i32 [ %96, %95 ], [ %77, %76 ]
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr %2, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !4
  %84 = load i32, ptr %64, align 4, !tbaa !4
  %85 = icmp slt i32 %83, %84
  br i1 %85, label %86, label %87

86:                                               ; preds = %79
  store i32 %83, ptr %64, align 4, !tbaa !4
  store i32 %84, ptr %82, align 4, !tbaa !4
  br label %87

87:                                               ; preds = %79, %86
  %88 = sext i32 %80 to i64
  %89 = getelementptr inbounds nuw i32, ptr %2, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 4
  %91 = load i32, ptr %90, align 4, !tbaa !4
  %92 = load i32, ptr %64, align 4, !tbaa !4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %95

94:                                               ; preds = %87
  store i32 %91, ptr %64, align 4, !tbaa !4
  store i32 %92, ptr %90, align 4, !tbaa !4
  br label %95

95:                                               ; preds = %94, %87
  %96 = add nuw nsw i32 %80, 2
  %97 = icmp eq i32 %96, 8
  br i1 %97, label %47, label %79, !llvm.loop !10
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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
