; ModuleID = 'image_blur_u8.cu'
source_filename = "image_blur_u8.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13image_blur_u8PKhPhii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %132

18:                                               ; preds = %4
  %19 = add nsw i32 %14, -1
  %20 = icmp ne i32 %14, 0
  %21 = mul nsw i32 %19, %2
  %22 = add nsw i32 %9, -1
  %23 = icmp ne i32 %9, 0
  %24 = select i1 %23, i1 %20, i1 false
  br i1 %24, label %25, label %31

25:                                               ; preds = %18
  %26 = add nuw nsw i32 %22, %21
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  %29 = load i8, ptr %28, align 1, !tbaa !8
  %30 = zext i8 %29 to i16
  br label %31

31:                                               ; preds = %25, %18
  %32 = phi i16 [ 1, %25 ], [ 0, %18 ]
  %33 = phi i16 [ %30, %25 ], [ 0, %18 ]
  br i1 %20, label %34, label %42

34:                                               ; preds = %31
  %35 = add nuw nsw i16 %32, 1
  %36 = add nuw nsw i32 %9, %21
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !8
  %40 = zext i8 %39 to i16
  %41 = add nuw nsw i16 %33, %40
  br label %42

42:                                               ; preds = %34, %31
  %43 = phi i16 [ %35, %34 ], [ %32, %31 ]
  %44 = phi i16 [ %41, %34 ], [ %33, %31 ]
  %45 = add nuw nsw i32 %9, 1
  %46 = icmp samesign ult i32 %45, %2
  %47 = select i1 %46, i1 %20, i1 false
  br i1 %47, label %48, label %56

48:                                               ; preds = %42
  %49 = add nsw i16 %43, 1
  %50 = add nuw nsw i32 %45, %21
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !8
  %54 = zext i8 %53 to i16
  %55 = add nsw i16 %44, %54
  br label %56

56:                                               ; preds = %48, %42
  %57 = phi i16 [ %49, %48 ], [ %43, %42 ]
  %58 = phi i16 [ %55, %48 ], [ %44, %42 ]
  %59 = mul nsw i32 %14, %2
  br i1 %23, label %60, label %68

60:                                               ; preds = %56
  %61 = add nsw i16 %57, 1
  %62 = add nuw nsw i32 %22, %59
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !8
  %66 = zext i8 %65 to i16
  %67 = add nsw i16 %58, %66
  br label %68

68:                                               ; preds = %56, %60
  %69 = phi i16 [ %61, %60 ], [ %57, %56 ]
  %70 = phi i16 [ %67, %60 ], [ %58, %56 ]
  %71 = add nuw nsw i32 %9, %59
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 %72
  %74 = load i8, ptr %73, align 1, !tbaa !8
  %75 = zext i8 %74 to i16
  %76 = add i16 %70, %75
  %77 = add i16 %69, 1
  br i1 %46, label %78, label %86

78:                                               ; preds = %68
  %79 = add i16 %69, 2
  %80 = add nuw nsw i32 %45, %59
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !8
  %84 = zext i8 %83 to i16
  %85 = add i16 %76, %84
  br label %86

86:                                               ; preds = %78, %68
  %87 = phi i16 [ %79, %78 ], [ %77, %68 ]
  %88 = phi i16 [ %85, %78 ], [ %76, %68 ]
  %89 = add nuw nsw i32 %14, 1
  %90 = icmp samesign ult i32 %89, %3
  %91 = mul nsw i32 %89, %2
  %92 = select i1 %23, i1 %90, i1 false
  br i1 %92, label %93, label %101

93:                                               ; preds = %86
  %94 = add i16 %87, 1
  %95 = add nuw nsw i32 %22, %91
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 %96
  %98 = load i8, ptr %97, align 1, !tbaa !8
  %99 = zext i8 %98 to i16
  %100 = add i16 %88, %99
  br label %101

101:                                              ; preds = %93, %86
  %102 = phi i16 [ %94, %93 ], [ %87, %86 ]
  %103 = phi i16 [ %100, %93 ], [ %88, %86 ]
  br i1 %90, label %104, label %112

104:                                              ; preds = %101
  %105 = add i16 %102, 1
  %106 = add nuw nsw i32 %9, %91
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 %107
  %109 = load i8, ptr %108, align 1, !tbaa !8
  %110 = zext i8 %109 to i16
  %111 = add i16 %103, %110
  br label %112

112:                                              ; preds = %104, %101
  %113 = phi i16 [ %105, %104 ], [ %102, %101 ]
  %114 = phi i16 [ %111, %104 ], [ %103, %101 ]
  %115 = select i1 %46, i1 %90, i1 false
  br i1 %115, label %116, label %124

116:                                              ; preds = %112
  %117 = add i16 %113, 1
  %118 = add nuw nsw i32 %45, %91
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds nuw i8, ptr %0, i64 %119
  %121 = load i8, ptr %120, align 1, !tbaa !8
  %122 = zext i8 %121 to i16
  %123 = add i16 %114, %122
  br label %124

124:                                              ; preds = %116, %112
  %125 = phi i16 [ %117, %116 ], [ %113, %112 ]
  %126 = phi i16 [ %123, %116 ], [ %114, %112 ]
  %127 = udiv i16 %126, %125
  %128 = trunc i16 %127 to i8
  %129 = add nuw nsw i32 %59, %9
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds nuw i8, ptr %1, i64 %130
  store i8 %128, ptr %131, align 1, !tbaa !8
  br label %132

132:                                              ; preds = %4, %124
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = !{!6, !6, i64 0}
