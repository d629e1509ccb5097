; ModuleID = 'stencil2d.cu'
source_filename = "stencil2d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7jacobi5PfPKfiifE1s = internal unnamed_addr addrspace(3) global [10 x [34 x float]] undef, align 4
@_ZZ15stencil7_zmarchPfPKfiiiffE5plane = internal unnamed_addr addrspace(3) global [10 x [34 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7jacobi5PfPKfiif(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 5
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 3
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = add nuw nsw i32 %11, %12
  %14 = add nuw nsw i32 %8, 1
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %13, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %26

18:                                               ; preds = %5
  %19 = zext nneg i32 %13 to i64
  %20 = sext i32 %2 to i64
  %21 = mul nsw i64 %20, %19
  %22 = getelementptr float, ptr %1, i64 %21
  %23 = sext i32 %9 to i64
  %24 = getelementptr float, ptr %22, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !11
  br label %26

26:                                               ; preds = %5, %18
  %27 = phi contract float [ %25, %18 ], [ 0.000000e+00, %5 ]
  %28 = zext nneg i32 %12 to i64
  %29 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7jacobi5PfPKfiifE1s to ptr), i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 136
  %31 = zext nneg i32 %14 to i64
  %32 = getelementptr inbounds nuw float, ptr %30, i64 %31
  store float %27, ptr %32, align 4, !tbaa !11
  switch i32 %8, label %63 [
    i32 0, label %33
    i32 31, label %47
  ]

33:                                               ; preds = %26
  %34 = icmp sgt i32 %9, 0
  %35 = and i1 %34, %16
  br i1 %35, label %36, label %45

36:                                               ; preds = %33
  %37 = zext nneg i32 %13 to i64
  %38 = sext i32 %2 to i64
  %39 = mul nsw i64 %38, %37
  %40 = getelementptr float, ptr %1, i64 %39
  %41 = zext nneg i32 %9 to i64
  %42 = getelementptr float, ptr %40, i64 %41
  %43 = getelementptr i8, ptr %42, i64 -4
  %44 = load float, ptr %43, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %33, %36
  %46 = phi contract float [ %44, %36 ], [ 0.000000e+00, %33 ]
  store float %46, ptr %30, align 4, !tbaa !11
  br label %63

47:                                               ; preds = %26
  %48 = add nsw i32 %9, 1
  %49 = icmp slt i32 %48, %2
  %50 = and i1 %49, %16
  br i1 %50, label %51, label %60

51:                                               ; preds = %47
  %52 = zext nneg i32 %13 to i64
  %53 = sext i32 %2 to i64
  %54 = mul nsw i64 %53, %52
  %55 = getelementptr float, ptr %1, i64 %54
  %56 = sext i32 %9 to i64
  %57 = getelementptr float, ptr %55, i64 %56
  %58 = getelementptr i8, ptr %57, i64 4
  %59 = load float, ptr %58, align 4, !tbaa !11
  br label %60

60:                                               ; preds = %47, %51
  %61 = phi contract float [ %59, %51 ], [ 0.000000e+00, %47 ]
  %62 = getelementptr inbounds nuw i8, ptr %29, i64 268
  store float %61, ptr %62, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %45, %26, %60
  switch i32 %12, label %92 [
    i32 0, label %64
    i32 7, label %76
  ]

64:                                               ; preds = %63
  %65 = icmp ne i32 %13, 0
  %66 = and i1 %65, %15
  br i1 %66, label %67, label %88

67:                                               ; preds = %64
  %68 = add nsw i32 %13, -1
  %69 = zext nneg i32 %68 to i64
  %70 = sext i32 %2 to i64
  %71 = mul nsw i64 %70, %69
  %72 = sext i32 %9 to i64
  %73 = getelementptr float, ptr %1, i64 %71
  %74 = getelementptr float, ptr %73, i64 %72
  %75 = load float, ptr %74, align 4, !tbaa !11
  br label %88

76:                                               ; preds = %63
  %77 = add nuw nsw i32 %13, 1
  %78 = icmp slt i32 %77, %3
  %79 = and i1 %15, %78
  br i1 %79, label %80, label %88

80:                                               ; preds = %76
  %81 = zext nneg i32 %77 to i64
  %82 = sext i32 %2 to i64
  %83 = mul nsw i64 %82, %81
  %84 = getelementptr float, ptr %1, i64 %83
  %85 = sext i32 %9 to i64
  %86 = getelementptr float, ptr %84, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !11
  br label %88

88:                                               ; preds = %80, %76, %67, %64
  %89 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ7jacobi5PfPKfiifE1s to ptr), %67 ], [ addrspacecast (ptr addrspace(3) @_ZZ7jacobi5PfPKfiifE1s to ptr), %64 ], [ getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7jacobi5PfPKfiifE1s to ptr), i64 1224), %76 ], [ getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7jacobi5PfPKfiifE1s to ptr), i64 1224), %80 ]
  %90 = phi float [ %75, %67 ], [ 0.000000e+00, %64 ], [ 0.000000e+00, %76 ], [ %87, %80 ]
  %91 = getelementptr inbounds nuw float, ptr %89, i64 %31
  store float %90, ptr %91, align 4, !tbaa !11
  br label %92

92:                                               ; preds = %88, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %17, label %93, label %132

93:                                               ; preds = %92
  %94 = icmp eq i32 %9, 0
  %95 = icmp eq i32 %13, 0
  %96 = or i1 %94, %95
  %97 = add nsw i32 %2, -1
  %98 = icmp eq i32 %9, %97
  %99 = select i1 %96, i1 true, i1 %98
  %100 = add nsw i32 %3, -1
  %101 = icmp eq i32 %13, %100
  %102 = select i1 %99, i1 true, i1 %101
  br i1 %102, label %103, label %105

103:                                              ; preds = %93
  %104 = load float, ptr %32, align 4, !tbaa !11
  br label %124

105:                                              ; preds = %93
  %106 = getelementptr inbounds nuw float, ptr %29, i64 %31
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %29, i64 272
  %109 = getelementptr inbounds nuw float, ptr %108, i64 %31
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = fadd contract float %107, %110
  %112 = zext nneg i32 %8 to i64
  %113 = getelementptr inbounds nuw float, ptr %30, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !11
  %115 = fadd contract float %111, %114
  %116 = getelementptr inbounds nuw i8, ptr %113, i64 8
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = fadd contract float %115, %117
  %119 = load float, ptr %32, align 4, !tbaa !11
  %120 = fmul contract float %119, 4.000000e+00
  %121 = fsub contract float %118, %120
  %122 = fmul contract float %4, %121
  %123 = fadd contract float %119, %122
  br label %124

124:                                              ; preds = %103, %105
  %125 = phi float [ %123, %105 ], [ %104, %103 ]
  %126 = zext nneg i32 %13 to i64
  %127 = sext i32 %2 to i64
  %128 = mul nsw i64 %127, %126
  %129 = sext i32 %9 to i64
  %130 = getelementptr float, ptr %0, i64 %128
  %131 = getelementptr float, ptr %130, i64 %129
  store float %125, ptr %131, align 4, !tbaa !11
  br label %132

132:                                              ; preds = %124, %92
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15stencil7_zmarchPfPKfiiiff(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = shl i32 %8, 5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = shl nuw nsw i32 %12, 3
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = sext i32 %2 to i64
  %17 = sext i32 %3 to i64
  %18 = mul nsw i64 %17, %16
  %19 = icmp slt i32 %11, %2
  %20 = icmp slt i32 %15, %3
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %29

22:                                               ; preds = %7
  %23 = zext nneg i32 %15 to i64
  %24 = mul nsw i64 %16, %23
  %25 = getelementptr float, ptr %1, i64 %24
  %26 = sext i32 %11 to i64
  %27 = getelementptr float, ptr %25, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !11
  br label %29

29:                                               ; preds = %7, %22
  %30 = phi contract float [ %28, %22 ], [ 0.000000e+00, %7 ]
  %31 = icmp sgt i32 %4, 1
  %32 = and i1 %21, %31
  br i1 %32, label %33, label %41

33:                                               ; preds = %29
  %34 = zext nneg i32 %15 to i64
  %35 = add nsw i64 %17, %34
  %36 = mul nsw i64 %35, %16
  %37 = sext i32 %11 to i64
  %38 = getelementptr float, ptr %1, i64 %36
  %39 = getelementptr float, ptr %38, i64 %37
  %40 = load float, ptr %39, align 4, !tbaa !11
  br label %41

41:                                               ; preds = %29, %33
  %42 = phi contract float [ %40, %33 ], [ 0.000000e+00, %29 ]
  %43 = icmp sgt i32 %4, 0
  br i1 %43, label %44, label %88

44:                                               ; preds = %41
  %45 = zext nneg i32 %14 to i64
  %46 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil7_zmarchPfPKfiiiffE5plane to ptr), i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 136
  %48 = add nuw nsw i32 %10, 1
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr %47, i64 %49
  %51 = add nsw i32 %11, 1
  %52 = icmp slt i32 %51, %2
  %53 = and i1 %52, %20
  %54 = zext nneg i32 %15 to i64
  %55 = mul nsw i64 %16, %54
  %56 = sext i32 %11 to i64
  %57 = getelementptr float, ptr %1, i64 %55
  %58 = getelementptr float, ptr %57, i64 %56
  %59 = getelementptr inbounds nuw i8, ptr %46, i64 268
  %60 = icmp sgt i32 %11, 0
  %61 = and i1 %60, %20
  %62 = zext nneg i32 %11 to i64
  %63 = getelementptr float, ptr %57, i64 %62
  %64 = add nuw nsw i32 %15, 1
  %65 = icmp slt i32 %64, %3
  %66 = and i1 %19, %65
  %67 = zext nneg i32 %64 to i64
  %68 = mul nsw i64 %16, %67
  %69 = getelementptr float, ptr %1, i64 %68
  %70 = getelementptr float, ptr %69, i64 %56
  %71 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil7_zmarchPfPKfiiiffE5plane to ptr), i64 1224), i64 %49
  %72 = icmp ne i32 %15, 0
  %73 = and i1 %72, %19
  %74 = add nsw i32 %15, -1
  %75 = zext nneg i32 %74 to i64
  %76 = mul nsw i64 %16, %75
  %77 = getelementptr float, ptr %1, i64 %76
  %78 = getelementptr float, ptr %77, i64 %56
  %79 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil7_zmarchPfPKfiiiffE5plane to ptr), i64 %49
  %80 = getelementptr inbounds nuw float, ptr %46, i64 %49
  %81 = getelementptr inbounds nuw i8, ptr %46, i64 272
  %82 = getelementptr inbounds nuw float, ptr %81, i64 %49
  %83 = zext nneg i32 %10 to i64
  %84 = getelementptr inbounds nuw float, ptr %47, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 8
  %86 = getelementptr float, ptr %0, i64 %55
  %87 = getelementptr float, ptr %86, i64 %56
  br label %89

88:                                               ; preds = %155, %41
  ret void

89:                                               ; preds = %44, %155
  %90 = phi i32 [ 0, %44 ], [ %157, %155 ]
  %91 = phi float [ %42, %44 ], [ %156, %155 ]
  %92 = phi float [ %30, %44 ], [ %91, %155 ]
  %93 = phi float [ 0.000000e+00, %44 ], [ %92, %155 ]
  store float %92, ptr %50, align 4, !tbaa !11
  switch i32 %10, label %112 [
    i32 0, label %94
    i32 31, label %103
  ]

94:                                               ; preds = %89
  br i1 %61, label %95, label %101

95:                                               ; preds = %94
  %96 = zext nneg i32 %90 to i64
  %97 = mul i64 %18, %96
  %98 = getelementptr float, ptr %63, i64 %97
  %99 = getelementptr i8, ptr %98, i64 -4
  %100 = load float, ptr %99, align 4, !tbaa !11
  br label %101

101:                                              ; preds = %94, %95
  %102 = phi contract float [ %100, %95 ], [ 0.000000e+00, %94 ]
  store float %102, ptr %47, align 4, !tbaa !11
  br label %112

103:                                              ; preds = %89
  br i1 %53, label %104, label %110

104:                                              ; preds = %103
  %105 = zext nneg i32 %90 to i64
  %106 = mul i64 %18, %105
  %107 = getelementptr float, ptr %58, i64 %106
  %108 = getelementptr i8, ptr %107, i64 4
  %109 = load float, ptr %108, align 4, !tbaa !11
  br label %110

110:                                              ; preds = %103, %104
  %111 = phi contract float [ %109, %104 ], [ 0.000000e+00, %103 ]
  store float %111, ptr %59, align 4, !tbaa !11
  br label %112

112:                                              ; preds = %101, %89, %110
  switch i32 %14, label %129 [
    i32 0, label %113
    i32 7, label %121
  ]

113:                                              ; preds = %112
  br i1 %73, label %114, label %119

114:                                              ; preds = %113
  %115 = zext nneg i32 %90 to i64
  %116 = mul i64 %18, %115
  %117 = getelementptr float, ptr %78, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !11
  br label %119

119:                                              ; preds = %113, %114
  %120 = phi contract float [ %118, %114 ], [ 0.000000e+00, %113 ]
  store float %120, ptr %79, align 4, !tbaa !11
  br label %129

121:                                              ; preds = %112
  br i1 %66, label %122, label %127

122:                                              ; preds = %121
  %123 = zext nneg i32 %90 to i64
  %124 = mul i64 %18, %123
  %125 = getelementptr float, ptr %70, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !11
  br label %127

127:                                              ; preds = %121, %122
  %128 = phi contract float [ %126, %122 ], [ 0.000000e+00, %121 ]
  store float %128, ptr %71, align 4, !tbaa !11
  br label %129

129:                                              ; preds = %119, %112, %127
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %130, label %146

130:                                              ; preds = %129
  %131 = fmul contract float %5, %92
  %132 = fadd contract float %93, %91
  %133 = load float, ptr %80, align 4, !tbaa !11
  %134 = fadd contract float %132, %133
  %135 = load float, ptr %82, align 4, !tbaa !11
  %136 = fadd contract float %134, %135
  %137 = load float, ptr %84, align 4, !tbaa !11
  %138 = fadd contract float %136, %137
  %139 = load float, ptr %85, align 4, !tbaa !11
  %140 = fadd contract float %138, %139
  %141 = fmul contract float %6, %140
  %142 = fadd contract float %131, %141
  %143 = zext nneg i32 %90 to i64
  %144 = mul i64 %18, %143
  %145 = getelementptr float, ptr %87, i64 %144
  store float %142, ptr %145, align 4, !tbaa !11
  br label %146

146:                                              ; preds = %130, %129
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %147, label %155

147:                                              ; preds = %146
  %148 = add nuw nsw i32 %90, 2
  %149 = icmp slt i32 %148, %4
  br i1 %149, label %150, label %155

150:                                              ; preds = %147
  %151 = zext nneg i32 %148 to i64
  %152 = mul i64 %18, %151
  %153 = getelementptr float, ptr %58, i64 %152
  %154 = load float, ptr %153, align 4, !tbaa !11
  br label %155

155:                                              ; preds = %146, %147, %150
  %156 = phi contract float [ %154, %150 ], [ 0.000000e+00, %147 ], [ 0.000000e+00, %146 ]
  %157 = add nuw nsw i32 %90, 1
  %158 = icmp eq i32 %157, %4
  br i1 %158, label %88, label %89, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
