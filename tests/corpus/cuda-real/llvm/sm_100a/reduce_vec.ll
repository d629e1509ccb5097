; ModuleID = 'reduce_vec.cu'
source_filename = "reduce_vec.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_ticket = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ13sum_two_stagePfS_PKfmE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ13sum_two_stagePfS_PKfmE4last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@_ZZ11column_meanPfPKfiiE4part = internal unnamed_addr addrspace(3) global [16 x [33 x float]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_ticket to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13sum_two_stagePfS_PKfm(ptr noalias noundef %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = lshr i64 %3, 2
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = mul nuw nsw i64 %7, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = icmp samesign ult i64 %13, %5
  br i1 %14, label %15, label %19

15:                                               ; preds = %4
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %17, %9
  br label %22

19:                                               ; preds = %22, %4
  %20 = phi float [ 0.000000e+00, %4 ], [ %38, %22 ]
  %21 = icmp eq i32 %6, 0
  br i1 %21, label %41, label %53

22:                                               ; preds = %15, %22
  %23 = phi float [ 0.000000e+00, %15 ], [ %38, %22 ]
  %24 = phi i64 [ %13, %15 ], [ %39, %22 ]
  %25 = shl nuw i64 %24, 4
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 %25
  %27 = addrspacecast ptr %26 to ptr addrspace(1)
  %28 = load float, ptr addrspace(1) %27, align 16
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 4
  %30 = load float, ptr addrspace(1) %29, align 4
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 8
  %32 = load float, ptr addrspace(1) %31, align 8
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 12
  %34 = load float, ptr addrspace(1) %33, align 4
  %35 = fadd contract float %28, %30
  %36 = fadd contract float %32, %34
  %37 = fadd contract float %35, %36
  %38 = fadd contract float %23, %37
  %39 = add nuw nsw i64 %24, %18
  %40 = icmp samesign ult i64 %39, %5
  br i1 %40, label %22, label %19, !llvm.loop !11

41:                                               ; preds = %19
  %42 = and i64 %3, -4
  %43 = add i64 %42, %12
  %44 = icmp ult i64 %43, %3
  br i1 %44, label %45, label %53

45:                                               ; preds = %41, %45
  %46 = phi i64 [ %51, %45 ], [ %43, %41 ]
  %47 = phi float [ %50, %45 ], [ %20, %41 ]
  %48 = getelementptr inbounds nuw float, ptr %2, i64 %46
  %49 = load float, ptr %48, align 4, !tbaa !13
  %50 = fadd contract float %47, %49
  %51 = add i64 %46, %9
  %52 = icmp ult i64 %51, %3
  br i1 %52, label %45, label %53, !llvm.loop !15

53:                                               ; preds = %45, %41, %19
  %54 = phi float [ %20, %19 ], [ %20, %41 ], [ %50, %45 ]
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 16, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 8, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 4, i32 31)
  %60 = fadd contract float %58, %59
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 2, i32 31)
  %62 = fadd contract float %60, %61
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %62, i32 1, i32 31)
  %64 = and i32 %11, 31
  %65 = lshr i32 %8, 5
  %66 = icmp eq i32 %64, 0
  br i1 %66, label %67, label %72

67:                                               ; preds = %53
  %68 = fadd contract float %62, %63
  %69 = lshr exact i32 %11, 5
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13sum_two_stagePfS_PKfmE3red to ptr), i64 %70
  store float %68, ptr %71, align 4, !tbaa !13
  br label %72

72:                                               ; preds = %67, %53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %73 = icmp samesign ult i32 %64, %65
  br i1 %73, label %74, label %78

74:                                               ; preds = %72
  %75 = zext nneg i32 %64 to i64
  %76 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13sum_two_stagePfS_PKfmE3red to ptr), i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !13
  br label %78

78:                                               ; preds = %72, %74
  %79 = phi contract float [ %77, %74 ], [ 0.000000e+00, %72 ]
  %80 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %79, i32 16, i32 31)
  %81 = fadd contract float %79, %80
  %82 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %81, i32 8, i32 31)
  %83 = fadd contract float %81, %82
  %84 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %83, i32 4, i32 31)
  %85 = fadd contract float %83, %84
  %86 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %85, i32 2, i32 31)
  %87 = fadd contract float %85, %86
  %88 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %87, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = icmp eq i32 %11, 0
  br i1 %89, label %90, label %98

90:                                               ; preds = %78
  %91 = fadd contract float %87, %88
  %92 = getelementptr inbounds nuw float, ptr %0, i64 %7
  store float %91, ptr %92, align 4, !tbaa !13
  tail call void @llvm.nvvm.membar.gl()
  %93 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %94 = atomicrmw uinc_wrap ptr addrspacecast (ptr addrspace(1) @g_ticket to ptr), i32 %93 seq_cst, align 4
  %95 = add nsw i32 %93, -1
  %96 = icmp eq i32 %94, %95
  %97 = zext i1 %96 to i8
  store i8 %97, ptr addrspacecast (ptr addrspace(3) @_ZZ13sum_two_stagePfS_PKfmE4last to ptr), align 1, !tbaa !16
  br label %98

98:                                               ; preds = %90, %78
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %99 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13sum_two_stagePfS_PKfmE4last to ptr), align 1, !tbaa !16, !range !18, !noundef !19
  %100 = trunc nuw i8 %99 to i1
  br i1 %100, label %101, label %147

101:                                              ; preds = %98
  %102 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %103 = icmp samesign ult i32 %11, %102
  br i1 %103, label %136, label %104

104:                                              ; preds = %136, %101
  %105 = phi float [ 0.000000e+00, %101 ], [ %142, %136 ]
  %106 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %105, i32 16, i32 31)
  %107 = fadd contract float %105, %106
  %108 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %107, i32 8, i32 31)
  %109 = fadd contract float %107, %108
  %110 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %109, i32 4, i32 31)
  %111 = fadd contract float %109, %110
  %112 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %111, i32 2, i32 31)
  %113 = fadd contract float %111, %112
  %114 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 1, i32 31)
  br i1 %66, label %115, label %120

115:                                              ; preds = %104
  %116 = fadd contract float %113, %114
  %117 = lshr exact i32 %11, 5
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13sum_two_stagePfS_PKfmE3red to ptr), i64 %118
  store float %116, ptr %119, align 4, !tbaa !13
  br label %120

120:                                              ; preds = %115, %104
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %73, label %121, label %125

121:                                              ; preds = %120
  %122 = zext nneg i32 %64 to i64
  %123 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13sum_two_stagePfS_PKfmE3red to ptr), i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !13
  br label %125

125:                                              ; preds = %120, %121
  %126 = phi contract float [ %124, %121 ], [ 0.000000e+00, %120 ]
  %127 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %126, i32 16, i32 31)
  %128 = fadd contract float %126, %127
  %129 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %128, i32 8, i32 31)
  %130 = fadd contract float %128, %129
  %131 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %130, i32 4, i32 31)
  %132 = fadd contract float %130, %131
  %133 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %132, i32 2, i32 31)
  %134 = fadd contract float %132, %133
  %135 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %134, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %89, label %145, label %147

136:                                              ; preds = %101, %136
  %137 = phi i32 [ %143, %136 ], [ %11, %101 ]
  %138 = phi float [ %142, %136 ], [ 0.000000e+00, %101 ]
  %139 = zext nneg i32 %137 to i64
  %140 = getelementptr inbounds nuw float, ptr %0, i64 %139
  %141 = tail call contract noundef float asm "ld.global.cg.f32 $0, [$1];", "=f,l"(ptr %140) #6, !srcloc !20
  %142 = fadd contract float %138, %141
  %143 = add nuw i32 %137, %8
  %144 = icmp ult i32 %143, %102
  br i1 %144, label %136, label %104, !llvm.loop !21

145:                                              ; preds = %125
  %146 = fadd contract float %134, %135
  store float %146, ptr %1, align 4, !tbaa !13
  br label %147

147:                                              ; preds = %125, %145, %98
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11column_meanPfPKfii(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %21

14:                                               ; preds = %4
  %15 = icmp slt i32 %8, %3
  %16 = sext i32 %3 to i64
  %17 = sext i32 %8 to i64
  %18 = getelementptr float, ptr %1, i64 %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %20 = shl nuw nsw i32 %19, 4
  br label %29

21:                                               ; preds = %38, %4
  %22 = phi float [ 0.000000e+00, %4 ], [ %39, %38 ]
  %23 = zext nneg i32 %11 to i64
  %24 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11column_meanPfPKfiiE4part to ptr), i64 %23
  %25 = zext nneg i32 %7 to i64
  %26 = getelementptr inbounds nuw float, ptr %24, i64 %25
  store float %22, ptr %26, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11column_meanPfPKfiiE4part to ptr), i64 %25
  %28 = icmp samesign ult i32 %11, 8
  br i1 %28, label %42, label %49

29:                                               ; preds = %14, %38
  %30 = phi i32 [ %12, %14 ], [ %40, %38 ]
  %31 = phi float [ 0.000000e+00, %14 ], [ %39, %38 ]
  br i1 %15, label %32, label %38

32:                                               ; preds = %29
  %33 = sext i32 %30 to i64
  %34 = mul nsw i64 %33, %16
  %35 = getelementptr float, ptr %18, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !13
  %37 = fadd contract float %31, %36
  br label %38

38:                                               ; preds = %29, %32
  %39 = phi float [ %37, %32 ], [ %31, %29 ]
  %40 = add i32 %30, %20
  %41 = icmp slt i32 %40, %2
  br i1 %41, label %29, label %21, !llvm.loop !22

42:                                               ; preds = %21
  %43 = zext nneg i32 %11 to i64
  %44 = getelementptr inbounds nuw [33 x float], ptr %27, i64 %43
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 1056
  %46 = load float, ptr %45, align 4, !tbaa !13
  %47 = load float, ptr %26, align 4, !tbaa !13
  %48 = fadd contract float %46, %47
  store float %48, ptr %26, align 4, !tbaa !13
  br label %49

49:                                               ; preds = %42, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = icmp samesign ult i32 %11, 4
  br i1 %50, label %51, label %58

51:                                               ; preds = %49
  %52 = zext nneg i32 %11 to i64
  %53 = getelementptr inbounds nuw [33 x float], ptr %27, i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 528
  %55 = load float, ptr %54, align 4, !tbaa !13
  %56 = load float, ptr %26, align 4, !tbaa !13
  %57 = fadd contract float %55, %56
  store float %57, ptr %26, align 4, !tbaa !13
  br label %58

58:                                               ; preds = %51, %49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %59 = icmp samesign ult i32 %11, 2
  br i1 %59, label %60, label %67

60:                                               ; preds = %58
  %61 = zext nneg i32 %11 to i64
  %62 = getelementptr inbounds nuw [33 x float], ptr %27, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 264
  %64 = load float, ptr %63, align 4, !tbaa !13
  %65 = load float, ptr %26, align 4, !tbaa !13
  %66 = fadd contract float %64, %65
  store float %66, ptr %26, align 4, !tbaa !13
  br label %67

67:                                               ; preds = %60, %58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %68 = icmp eq i32 %11, 0
  br i1 %68, label %69, label %74

69:                                               ; preds = %67
  %70 = getelementptr inbounds nuw i8, ptr %27, i64 132
  %71 = load float, ptr %70, align 4, !tbaa !13
  %72 = load float, ptr %26, align 4, !tbaa !13
  %73 = fadd contract float %71, %72
  store float %73, ptr %26, align 4, !tbaa !13
  br label %74

74:                                               ; preds = %69, %67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = icmp eq i32 %11, 0
  %76 = icmp slt i32 %8, %3
  %77 = and i1 %75, %76
  br i1 %77, label %78, label %85

78:                                               ; preds = %74
  %79 = sitofp i32 %2 to float
  %80 = sext i32 %8 to i64
  %81 = getelementptr inbounds float, ptr %0, i64 %80
  %82 = load float, ptr %27, align 4, !tbaa !13
  %83 = fdiv contract float %82, %79
  %84 = atomicrmw fadd ptr %81, float %83 seq_cst, align 4
  br label %85

85:                                               ; preds = %78, %74
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z12welford_rowsPfS_PKfii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 5
  %9 = mul i32 %8, %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = lshr i32 %10, 5
  %12 = add i32 %9, %11
  %13 = and i32 %10, 31
  %14 = icmp slt i32 %12, %3
  br i1 %14, label %15, label %147

15:                                               ; preds = %5
  %16 = icmp slt i32 %13, %4
  br i1 %16, label %17, label %22

17:                                               ; preds = %15
  %18 = sext i32 %12 to i64
  %19 = zext nneg i32 %4 to i64
  %20 = mul nsw i64 %19, %18
  %21 = getelementptr float, ptr %2, i64 %20
  br label %31

22:                                               ; preds = %31, %15
  %23 = phi float [ 0.000000e+00, %15 ], [ %39, %31 ]
  %24 = phi float [ 0.000000e+00, %15 ], [ %45, %31 ]
  %25 = phi float [ 0.000000e+00, %15 ], [ %42, %31 ]
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 16, i32 31)
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 16, i32 31)
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 16, i32 31)
  %29 = fadd contract float %23, %28
  %30 = fcmp contract oeq float %29, 0.000000e+00
  br i1 %30, label %58, label %48

31:                                               ; preds = %17, %31
  %32 = phi float [ 0.000000e+00, %17 ], [ %42, %31 ]
  %33 = phi float [ 0.000000e+00, %17 ], [ %45, %31 ]
  %34 = phi float [ 0.000000e+00, %17 ], [ %39, %31 ]
  %35 = phi i32 [ %13, %17 ], [ %46, %31 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr float, ptr %21, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !13
  %39 = fadd contract float %34, 1.000000e+00
  %40 = fsub contract float %38, %32
  %41 = fdiv contract float %40, %39
  %42 = fadd contract float %32, %41
  %43 = fsub contract float %38, %42
  %44 = fmul contract float %40, %43
  %45 = fadd contract float %33, %44
  %46 = add nuw nsw i32 %35, 32
  %47 = icmp slt i32 %46, %4
  br i1 %47, label %31, label %22, !llvm.loop !23

48:                                               ; preds = %22
  %49 = fsub contract float %26, %25
  %50 = fdiv contract float %28, %29
  %51 = fmul contract float %49, %50
  %52 = fadd contract float %25, %51
  %53 = fadd contract float %24, %27
  %54 = fmul contract float %49, %49
  %55 = fmul contract float %23, %54
  %56 = fmul contract float %55, %50
  %57 = fadd contract float %53, %56
  br label %58

58:                                               ; preds = %22, %48
  %59 = phi float [ %52, %48 ], [ %25, %22 ]
  %60 = phi float [ %57, %48 ], [ %24, %22 ]
  %61 = phi float [ %29, %48 ], [ %23, %22 ]
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 8, i32 31)
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 8, i32 31)
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %61, i32 8, i32 31)
  %65 = fadd contract float %61, %64
  %66 = fcmp contract oeq float %65, 0.000000e+00
  br i1 %66, label %77, label %67

67:                                               ; preds = %58
  %68 = fsub contract float %62, %59
  %69 = fdiv contract float %64, %65
  %70 = fmul contract float %68, %69
  %71 = fadd contract float %59, %70
  %72 = fadd contract float %60, %63
  %73 = fmul contract float %68, %68
  %74 = fmul contract float %61, %73
  %75 = fmul contract float %74, %69
  %76 = fadd contract float %72, %75
  br label %77

77:                                               ; preds = %67, %58
  %78 = phi float [ %71, %67 ], [ %59, %58 ]
  %79 = phi float [ %76, %67 ], [ %60, %58 ]
  %80 = phi float [ %65, %67 ], [ %61, %58 ]
  %81 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %78, i32 4, i32 31)
  %82 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %79, i32 4, i32 31)
  %83 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %80, i32 4, i32 31)
  %84 = fadd contract float %80, %83
  %85 = fcmp contract oeq float %84, 0.000000e+00
  br i1 %85, label %96, label %86

86:                                               ; preds = %77
  %87 = fsub contract float %81, %78
  %88 = fdiv contract float %83, %84
  %89 = fmul contract float %87, %88
  %90 = fadd contract float %78, %89
  %91 = fadd contract float %79, %82
  %92 = fmul contract float %87, %87
  %93 = fmul contract float %80, %92
  %94 = fmul contract float %93, %88
  %95 = fadd contract float %91, %94
  br label %96

96:                                               ; preds = %86, %77
  %97 = phi float [ %90, %86 ], [ %78, %77 ]
  %98 = phi float [ %95, %86 ], [ %79, %77 ]
  %99 = phi float [ %84, %86 ], [ %80, %77 ]
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %97, i32 2, i32 31)
  %101 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %98, i32 2, i32 31)
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %99, i32 2, i32 31)
  %103 = fadd contract float %99, %102
  %104 = fcmp contract oeq float %103, 0.000000e+00
  br i1 %104, label %115, label %105

105:                                              ; preds = %96
  %106 = fsub contract float %100, %97
  %107 = fdiv contract float %102, %103
  %108 = fmul contract float %106, %107
  %109 = fadd contract float %97, %108
  %110 = fadd contract float %98, %101
  %111 = fmul contract float %106, %106
  %112 = fmul contract float %99, %111
  %113 = fmul contract float %112, %107
  %114 = fadd contract float %110, %113
  br label %115

115:                                              ; preds = %105, %96
  %116 = phi float [ %109, %105 ], [ %97, %96 ]
  %117 = phi float [ %114, %105 ], [ %98, %96 ]
  %118 = phi float [ %103, %105 ], [ %99, %96 ]
  %119 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %116, i32 1, i32 31)
  %120 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %117, i32 1, i32 31)
  %121 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %118, i32 1, i32 31)
  %122 = fadd contract float %118, %121
  %123 = fcmp contract oeq float %122, 0.000000e+00
  br i1 %123, label %134, label %124

124:                                              ; preds = %115
  %125 = fsub contract float %119, %116
  %126 = fdiv contract float %121, %122
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %116, %127
  %129 = fadd contract float %117, %120
  %130 = fmul contract float %125, %125
  %131 = fmul contract float %118, %130
  %132 = fmul contract float %131, %126
  %133 = fadd contract float %129, %132
  br label %134

134:                                              ; preds = %124, %115
  %135 = phi float [ %128, %124 ], [ %116, %115 ]
  %136 = phi float [ %133, %124 ], [ %117, %115 ]
  %137 = phi float [ %122, %124 ], [ %118, %115 ]
  %138 = icmp eq i32 %13, 0
  br i1 %138, label %139, label %147

139:                                              ; preds = %134
  %140 = sext i32 %12 to i64
  %141 = getelementptr inbounds float, ptr %0, i64 %140
  store float %135, ptr %141, align 4, !tbaa !13
  %142 = fcmp contract ogt float %137, 1.000000e+00
  %143 = fadd contract float %137, -1.000000e+00
  %144 = fdiv contract float %136, %143
  %145 = select contract i1 %142, float %144, float 0.000000e+00
  %146 = getelementptr inbounds float, ptr %1, i64 %140
  store float %145, ptr %146, align 4, !tbaa !13
  br label %147

147:                                              ; preds = %134, %139, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nounwind memory(none) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"bool", !8, i64 0}
!18 = !{i8 0, i8 2}
!19 = !{}
!20 = !{i64 2155494974}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
