; ModuleID = 'spmv_csr.cu'
source_filename = "spmv_csr.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z15spmv_csr_vectorPfPKiS1_PKfS3_iff(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 31
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %9
  %15 = lshr i32 %14, 5
  %16 = icmp slt i32 %15, %5
  br i1 %16, label %17, label %90

17:                                               ; preds = %8
  %18 = zext nneg i32 %15 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = and i32 %20, -32
  %24 = or disjoint i32 %23, %10
  %25 = sub nsw i32 %22, %20
  %26 = icmp sgt i32 %25, 32
  br i1 %26, label %27, label %45

27:                                               ; preds = %17
  %28 = icmp sge i32 %24, %20
  %29 = icmp slt i32 %24, %22
  %30 = and i1 %28, %29
  br i1 %30, label %31, label %42

31:                                               ; preds = %27
  %32 = sext i32 %24 to i64
  %33 = getelementptr inbounds float, ptr %3, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr inbounds i32, ptr %2, i64 %32
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %4, i64 %37
  %39 = addrspacecast ptr %38 to ptr addrspace(1)
  %40 = load float, ptr addrspace(1) %39, align 4, !invariant.load !13
  %41 = fmul contract float %34, %40
  br label %42

42:                                               ; preds = %31, %27
  %43 = phi float [ %41, %31 ], [ 0.000000e+00, %27 ]
  %44 = add nsw i32 %24, 32
  br label %47

45:                                               ; preds = %17
  %46 = add nsw i32 %20, %10
  br label %47

47:                                               ; preds = %45, %42
  %48 = phi float [ %43, %42 ], [ 0.000000e+00, %45 ]
  %49 = phi i32 [ %44, %42 ], [ %46, %45 ]
  %50 = icmp slt i32 %49, %22
  br i1 %50, label %63, label %51

51:                                               ; preds = %63, %47
  %52 = phi float [ %48, %47 ], [ %75, %63 ]
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 16, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 8, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 4, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 2, i32 31)
  %60 = fadd contract float %58, %59
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 1, i32 31)
  %62 = icmp eq i32 %10, 0
  br i1 %62, label %78, label %90

63:                                               ; preds = %47, %63
  %64 = phi i32 [ %76, %63 ], [ %49, %47 ]
  %65 = phi float [ %75, %63 ], [ %48, %47 ]
  %66 = sext i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %3, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = getelementptr inbounds i32, ptr %2, i64 %66
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %4, i64 %71
  %73 = addrspacecast ptr %72 to ptr addrspace(1)
  %74 = load float, ptr addrspace(1) %73, align 4, !invariant.load !13
  %75 = tail call noundef float @llvm.fma.f32(float %68, float %74, float %65)
  %76 = add nsw i32 %64, 32
  %77 = icmp slt i32 %76, %22
  br i1 %77, label %63, label %51, !llvm.loop !14

78:                                               ; preds = %51
  %79 = fadd contract float %60, %61
  %80 = fmul contract float %6, %79
  %81 = fcmp contract une float %7, 0.000000e+00
  br i1 %81, label %82, label %86

82:                                               ; preds = %78
  %83 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fmul contract float %7, %84
  br label %86

86:                                               ; preds = %78, %82
  %87 = phi contract float [ %85, %82 ], [ 0.000000e+00, %78 ]
  %88 = fadd contract float %80, %87
  %89 = getelementptr inbounds nuw float, ptr %0, i64 %18
  store float %88, ptr %89, align 4, !tbaa !11
  br label %90

90:                                               ; preds = %51, %86, %8
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15spmv_csr_scalarPdPKiS1_PKdS3_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %16

13:                                               ; preds = %6
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = mul i32 %14, %8
  br label %17

16:                                               ; preds = %51, %6
  ret void

17:                                               ; preds = %13, %51
  %18 = phi i32 [ %11, %13 ], [ %54, %51 ]
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = icmp slt i32 %21, %23
  br i1 %24, label %25, label %51

25:                                               ; preds = %17
  %26 = sub i32 %23, %21
  %27 = and i32 %26, 7
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %45, label %29

29:                                               ; preds = %25, %29
  %30 = phi i32 [ %42, %29 ], [ %21, %25 ]
  %31 = phi double [ %41, %29 ], [ 0.000000e+00, %25 ]
  %32 = phi i32 [ %43, %29 ], [ 0, %25 ]
  %33 = sext i32 %30 to i64
  %34 = getelementptr inbounds double, ptr %3, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !16
  %36 = getelementptr inbounds i32, ptr %2, i64 %33
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %4, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !16
  %41 = tail call noundef double @llvm.fma.f64(double %35, double %40, double %31)
  %42 = add nsw i32 %30, 1
  %43 = add i32 %32, 1
  %44 = icmp eq i32 %43, %27
  br i1 %44, label %45, label %29, !llvm.loop !18

45:                                               ; preds = %29, %25
  %46 = phi double [ poison, %25 ], [ %41, %29 ]
  %47 = phi i32 [ %21, %25 ], [ %42, %29 ]
  %48 = phi double [ 0.000000e+00, %25 ], [ %41, %29 ]
  %49 = sub i32 %21, %23
  %50 = icmp ugt i32 %49, -8
  br i1 %50, label %51, label %56

51:                                               ; preds = %45, %56, %17
  %52 = phi double [ 0.000000e+00, %17 ], [ %46, %45 ], [ %137, %56 ]
  %53 = getelementptr inbounds double, ptr %0, i64 %19
  store double %52, ptr %53, align 8, !tbaa !16
  %54 = add i32 %18, %15
  %55 = icmp slt i32 %54, %5
  br i1 %55, label %17, label %16, !llvm.loop !20

56:                                               ; preds = %45, %56
  %57 = phi i32 [ %138, %56 ], [ %47, %45 ]
  %58 = phi double [ %137, %56 ], [ %48, %45 ]
  %59 = sext i32 %57 to i64
  %60 = getelementptr inbounds double, ptr %3, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !16
  %62 = getelementptr inbounds i32, ptr %2, i64 %59
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %4, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !16
  %67 = tail call noundef double @llvm.fma.f64(double %61, double %66, double %58)
  %68 = add nsw i32 %57, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %3, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !16
  %72 = getelementptr inbounds i32, ptr %2, i64 %69
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %4, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !16
  %77 = tail call noundef double @llvm.fma.f64(double %71, double %76, double %67)
  %78 = add nsw i32 %57, 2
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %3, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !16
  %82 = getelementptr inbounds i32, ptr %2, i64 %79
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds double, ptr %4, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !16
  %87 = tail call noundef double @llvm.fma.f64(double %81, double %86, double %77)
  %88 = add nsw i32 %57, 3
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds double, ptr %3, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !16
  %92 = getelementptr inbounds i32, ptr %2, i64 %89
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %4, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !16
  %97 = tail call noundef double @llvm.fma.f64(double %91, double %96, double %87)
  %98 = add nsw i32 %57, 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds double, ptr %3, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !16
  %102 = getelementptr inbounds i32, ptr %2, i64 %99
  %103 = load i32, ptr %102, align 4, !tbaa !6
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds double, ptr %4, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !16
  %107 = tail call noundef double @llvm.fma.f64(double %101, double %106, double %97)
  %108 = add nsw i32 %57, 5
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds double, ptr %3, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !16
  %112 = getelementptr inbounds i32, ptr %2, i64 %109
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds double, ptr %4, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !16
  %117 = tail call noundef double @llvm.fma.f64(double %111, double %116, double %107)
  %118 = add nsw i32 %57, 6
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds double, ptr %3, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !16
  %122 = getelementptr inbounds i32, ptr %2, i64 %119
  %123 = load i32, ptr %122, align 4, !tbaa !6
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds double, ptr %4, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !16
  %127 = tail call noundef double @llvm.fma.f64(double %121, double %126, double %117)
  %128 = add nsw i32 %57, 7
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds double, ptr %3, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !16
  %132 = getelementptr inbounds i32, ptr %2, i64 %129
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds double, ptr %4, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !16
  %137 = tail call noundef double @llvm.fma.f64(double %131, double %136, double %127)
  %138 = add nsw i32 %57, 8
  %139 = icmp eq i32 %138, %23
  br i1 %139, label %51, label %56, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8spmv_ellPfPKiPKfS3_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %102

13:                                               ; preds = %6
  %14 = icmp sgt i32 %5, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %13
  %16 = sext i32 %11 to i64
  br label %98

17:                                               ; preds = %13
  %18 = sext i32 %4 to i64
  %19 = sext i32 %11 to i64
  br label %20

20:                                               ; preds = %93, %17
  %21 = phi i32 [ 0, %17 ], [ %95, %93 ]
  %22 = phi float [ 0.000000e+00, %17 ], [ %94, %93 ]
  %23 = zext nneg i32 %21 to i64
  %24 = mul nsw i64 %23, %18
  %25 = add nsw i64 %24, %19
  %26 = getelementptr inbounds nuw i32, ptr %1, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %36, label %29

29:                                               ; preds = %20
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds nuw float, ptr %3, i64 %30
  %32 = getelementptr inbounds nuw float, ptr %2, i64 %25
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = load float, ptr %31, align 4, !tbaa !11
  %35 = tail call noundef float @llvm.fma.f32(float %33, float %34, float %22)
  br label %36

36:                                               ; preds = %20, %29
  %37 = phi float [ %35, %29 ], [ %22, %20 ]
  %38 = or disjoint i32 %21, 1
  %39 = icmp eq i32 %38, %5
  %40 = select i1 %28, i1 true, i1 %39
  br i1 %40, label %98, label %41, !llvm.loop !22

41:                                               ; preds = %36
  %42 = zext nneg i32 %38 to i64
  %43 = mul nsw i64 %42, %18
  %44 = add nsw i64 %43, %19
  %45 = getelementptr inbounds nuw i32, ptr %1, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = icmp slt i32 %46, 0
  br i1 %47, label %55, label %48

48:                                               ; preds = %41
  %49 = zext nneg i32 %46 to i64
  %50 = getelementptr inbounds nuw float, ptr %3, i64 %49
  %51 = getelementptr inbounds nuw float, ptr %2, i64 %44
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = load float, ptr %50, align 4, !tbaa !11
  %54 = tail call noundef float @llvm.fma.f32(float %52, float %53, float %37)
  br label %55

55:                                               ; preds = %48, %41
  %56 = phi float [ %54, %48 ], [ %37, %41 ]
  %57 = or disjoint i32 %21, 2
  %58 = icmp eq i32 %57, %5
  %59 = select i1 %47, i1 true, i1 %58
  br i1 %59, label %98, label %60, !llvm.loop !22

60:                                               ; preds = %55
  %61 = zext nneg i32 %57 to i64
  %62 = mul nsw i64 %61, %18
  %63 = add nsw i64 %62, %19
  %64 = getelementptr inbounds nuw i32, ptr %1, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = icmp slt i32 %65, 0
  br i1 %66, label %74, label %67

67:                                               ; preds = %60
  %68 = zext nneg i32 %65 to i64
  %69 = getelementptr inbounds nuw float, ptr %3, i64 %68
  %70 = getelementptr inbounds nuw float, ptr %2, i64 %63
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = load float, ptr %69, align 4, !tbaa !11
  %73 = tail call noundef float @llvm.fma.f32(float %71, float %72, float %56)
  br label %74

74:                                               ; preds = %67, %60
  %75 = phi float [ %73, %67 ], [ %56, %60 ]
  %76 = or disjoint i32 %21, 3
  %77 = icmp eq i32 %76, %5
  %78 = select i1 %66, i1 true, i1 %77
  br i1 %78, label %98, label %79, !llvm.loop !22

79:                                               ; preds = %74
  %80 = zext nneg i32 %76 to i64
  %81 = mul nsw i64 %80, %18
  %82 = add nsw i64 %81, %19
  %83 = getelementptr inbounds nuw i32, ptr %1, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = icmp slt i32 %84, 0
  br i1 %85, label %93, label %86

86:                                               ; preds = %79
  %87 = zext nneg i32 %84 to i64
  %88 = getelementptr inbounds nuw float, ptr %3, i64 %87
  %89 = getelementptr inbounds nuw float, ptr %2, i64 %82
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = load float, ptr %88, align 4, !tbaa !11
  %92 = tail call noundef float @llvm.fma.f32(float %90, float %91, float %75)
  br label %93

93:                                               ; preds = %86, %79
  %94 = phi float [ %92, %86 ], [ %75, %79 ]
  %95 = add nuw nsw i32 %21, 4
  %96 = icmp eq i32 %95, %5
  %97 = select i1 %85, i1 true, i1 %96
  br i1 %97, label %98, label %20, !llvm.loop !24

98:                                               ; preds = %36, %55, %74, %93, %15
  %99 = phi i64 [ %16, %15 ], [ %19, %93 ], [ %19, %74 ], [ %19, %55 ], [ %19, %36 ]
  %100 = phi float [ 0.000000e+00, %15 ], [ %37, %36 ], [ %56, %55 ], [ %75, %74 ], [ %94, %93 ]
  %101 = getelementptr inbounds float, ptr %0, i64 %99
  store float %100, ptr %101, align 4, !tbaa !11
  br label %102

102:                                              ; preds = %6, %98
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = !{}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15, !23}
!23 = !{!"llvm.loop.unroll.count", i32 4}
!24 = distinct !{!24, !15, !19}
