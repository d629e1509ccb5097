; ModuleID = 'softmax_row.cu'
source_filename = "softmax_row.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11softmax_rowPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %6, %5
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = getelementptr inbounds float, ptr %1, i64 %7
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %33

11:                                               ; preds = %3
  %12 = and i32 %2, 3
  %13 = icmp ult i32 %2, 4
  br i1 %13, label %18, label %14

14:                                               ; preds = %11
  %15 = and i32 %2, 2147483644
  br label %40

16:                                               ; preds = %40
  %17 = icmp eq i32 %12, 0
  br i1 %17, label %33, label %18

18:                                               ; preds = %16, %11
  %19 = phi i32 [ 0, %11 ], [ %63, %16 ]
  %20 = phi float [ 0xC7EC363CC0000000, %11 ], [ %62, %16 ]
  %21 = icmp ne i32 %12, 0
  tail call void @llvm.assume(i1 %21)
  br label %22

22:                                               ; preds = %22, %18
  %23 = phi i32 [ %30, %22 ], [ %19, %18 ]
  %24 = phi float [ %29, %22 ], [ %20, %18 ]
  %25 = phi i32 [ %31, %22 ], [ 0, %18 ]
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds nuw float, ptr %8, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !8
  %29 = tail call contract float @llvm.maxnum.f32(float %24, float %28)
  %30 = add nuw nsw i32 %23, 1
  %31 = add i32 %25, 1
  %32 = icmp eq i32 %31, %12
  br i1 %32, label %33, label %22, !llvm.loop !10

33:                                               ; preds = %16, %22, %3
  %34 = phi float [ 0xC7EC363CC0000000, %3 ], [ %62, %16 ], [ %29, %22 ]
  br i1 %10, label %35, label %85

35:                                               ; preds = %33
  %36 = and i32 %2, 3
  %37 = icmp ult i32 %2, 4
  br i1 %37, label %68, label %38

38:                                               ; preds = %35
  %39 = and i32 %2, 2147483644
  br label %91

40:                                               ; preds = %40, %14
  %41 = phi i32 [ 0, %14 ], [ %63, %40 ]
  %42 = phi float [ 0xC7EC363CC0000000, %14 ], [ %62, %40 ]
  %43 = phi i32 [ 0, %14 ], [ %64, %40 ]
  %44 = zext nneg i32 %41 to i64
  %45 = getelementptr inbounds nuw float, ptr %8, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !8
  %47 = tail call contract float @llvm.maxnum.f32(float %42, float %46)
  %48 = zext nneg i32 %41 to i64
  %49 = getelementptr inbounds nuw float, ptr %8, i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 4
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = tail call contract float @llvm.maxnum.f32(float %47, float %51)
  %53 = zext nneg i32 %41 to i64
  %54 = getelementptr inbounds nuw float, ptr %8, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %56 = load float, ptr %55, align 4, !tbaa !8
  %57 = tail call contract float @llvm.maxnum.f32(float %52, float %56)
  %58 = zext nneg i32 %41 to i64
  %59 = getelementptr inbounds nuw float, ptr %8, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 12
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = tail call contract float @llvm.maxnum.f32(float %57, float %61)
  %63 = add nuw nsw i32 %41, 4
  %64 = add i32 %43, 4
  %65 = icmp eq i32 %64, %15
  br i1 %65, label %16, label %40, !llvm.loop !12

66:                                               ; preds = %91
  %67 = icmp eq i32 %36, 0
  br i1 %67, label %85, label %68

68:                                               ; preds = %66, %35
  %69 = phi i32 [ 0, %35 ], [ %122, %66 ]
  %70 = phi float [ 0.000000e+00, %35 ], [ %121, %66 ]
  %71 = icmp ne i32 %36, 0
  tail call void @llvm.assume(i1 %71)
  br label %72

72:                                               ; preds = %72, %68
  %73 = phi i32 [ %82, %72 ], [ %69, %68 ]
  %74 = phi float [ %81, %72 ], [ %70, %68 ]
  %75 = phi i32 [ %83, %72 ], [ 0, %68 ]
  %76 = zext nneg i32 %73 to i64
  %77 = getelementptr inbounds nuw float, ptr %8, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !8
  %79 = fsub contract float %78, %34
  %80 = tail call contract float @llvm.exp.f32(float %79)
  %81 = fadd contract float %74, %80
  %82 = add nuw nsw i32 %73, 1
  %83 = add i32 %75, 1
  %84 = icmp eq i32 %83, %36
  br i1 %84, label %85, label %72, !llvm.loop !14

85:                                               ; preds = %66, %72, %33
  %86 = phi float [ 0.000000e+00, %33 ], [ %121, %66 ], [ %81, %72 ]
  %87 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %88 = icmp slt i32 %87, %2
  br i1 %88, label %89, label %125

89:                                               ; preds = %85
  %90 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %126

91:                                               ; preds = %91, %38
  %92 = phi i32 [ 0, %38 ], [ %122, %91 ]
  %93 = phi float [ 0.000000e+00, %38 ], [ %121, %91 ]
  %94 = phi i32 [ 0, %38 ], [ %123, %91 ]
  %95 = zext nneg i32 %92 to i64
  %96 = getelementptr inbounds nuw float, ptr %8, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !8
  %98 = fsub contract float %97, %34
  %99 = tail call contract float @llvm.exp.f32(float %98)
  %100 = fadd contract float %93, %99
  %101 = zext nneg i32 %92 to i64
  %102 = getelementptr inbounds nuw float, ptr %8, i64 %101
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 4
  %104 = load float, ptr %103, align 4, !tbaa !8
  %105 = fsub contract float %104, %34
  %106 = tail call contract float @llvm.exp.f32(float %105)
  %107 = fadd contract float %100, %106
  %108 = zext nneg i32 %92 to i64
  %109 = getelementptr inbounds nuw float, ptr %8, i64 %108
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 8
  %111 = load float, ptr %110, align 4, !tbaa !8
  %112 = fsub contract float %111, %34
  %113 = tail call contract float @llvm.exp.f32(float %112)
  %114 = fadd contract float %107, %113
  %115 = zext nneg i32 %92 to i64
  %116 = getelementptr inbounds nuw float, ptr %8, i64 %115
  %117 = getelementptr inbounds nuw i8, ptr %116, i64 12
  %118 = load float, ptr %117, align 4, !tbaa !8
  %119 = fsub contract float %118, %34
  %120 = tail call contract float @llvm.exp.f32(float %119)
  %121 = fadd contract float %114, %120
  %122 = add nuw nsw i32 %92, 4
  %123 = add i32 %94, 4
  %124 = icmp eq i32 %123, %39
  br i1 %124, label %66, label %91, !llvm.loop !15

125:                                              ; preds = %126, %85
  ret void

126:                                              ; preds = %89, %126
  %127 = phi i32 [ %87, %89 ], [ %135, %126 ]
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds nuw float, ptr %8, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !8
  %131 = fsub contract float %130, %34
  %132 = tail call contract float @llvm.exp.f32(float %131)
  %133 = fdiv contract float %132, %86
  %134 = getelementptr inbounds nuw float, ptr %9, i64 %128
  store float %133, ptr %134, align 4, !tbaa !8
  %135 = add nuw nsw i32 %127, %90
  %136 = icmp slt i32 %135, %2
  br i1 %136, label %126, label %125, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
