; ModuleID = 'cross_entropy.cu'
source_filename = "cross_entropy.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SoftmaxParams = type { float, float }
%struct.__nv_bfloat16 = type { i16 }

@_ZZ15prepare_softmaxPKfiPfE4bmax = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZ16fused_classifierPfS_PKfPKiS1_iiiiE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local %struct.SoftmaxParams @_Z15prepare_softmaxPKfiPf(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noundef captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %1
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

8:                                                ; preds = %22, %3
  %9 = phi float [ 0.000000e+00, %3 ], [ %57, %22 ]
  %10 = phi float [ 0xC7EFFFFFE0000000, %3 ], [ %29, %22 ]
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %10, i32 16, i32 31)
  %12 = tail call noundef float @llvm.maxnum.f32(float %10, float %11)
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %12, i32 8, i32 31)
  %14 = tail call noundef float @llvm.maxnum.f32(float %12, float %13)
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 4, i32 31)
  %16 = tail call noundef float @llvm.maxnum.f32(float %14, float %15)
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %16, i32 2, i32 31)
  %18 = tail call noundef float @llvm.maxnum.f32(float %16, float %17)
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %18, i32 1, i32 31)
  %20 = and i32 %4, 31
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %60, label %65

22:                                               ; preds = %6, %22
  %23 = phi float [ 0xC7EFFFFFE0000000, %6 ], [ %29, %22 ]
  %24 = phi float [ 0.000000e+00, %6 ], [ %57, %22 ]
  %25 = phi i32 [ %4, %6 ], [ %58, %22 ]
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = tail call noundef float @llvm.maxnum.f32(float %23, float %28)
  %30 = fsub contract float %23, %29
  %31 = tail call float @llvm.fma.f32(float %30, float 0x3F777313A0000000, float 5.000000e-01)
  %32 = tail call float @llvm.nvvm.saturate.f(float %31) #9
  %33 = tail call float @llvm.nvvm.fma.rm.f(float %32, float 2.520000e+02, float 0x4168000020000000) #9
  %34 = fadd float %33, 0xC168000FE0000000
  %35 = fneg float %34
  %36 = tail call float @llvm.fma.f32(float %30, float 0x3FF7154760000000, float %35)
  %37 = tail call float @llvm.fma.f32(float %30, float 0x3E54AE0C00000000, float %36)
  %38 = bitcast float %33 to i32
  %39 = shl i32 %38, 23
  %40 = bitcast i32 %39 to float
  %41 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %37)
  %42 = fmul float %41, %40
  %43 = fmul contract float %24, %42
  %44 = fsub contract float %28, %29
  %45 = tail call float @llvm.fma.f32(float %44, float 0x3F777313A0000000, float 5.000000e-01)
  %46 = tail call float @llvm.nvvm.saturate.f(float %45) #9
  %47 = tail call float @llvm.nvvm.fma.rm.f(float %46, float 2.520000e+02, float 0x4168000020000000) #9
  %48 = fadd float %47, 0xC168000FE0000000
  %49 = fneg float %48
  %50 = tail call float @llvm.fma.f32(float %44, float 0x3FF7154760000000, float %49)
  %51 = tail call float @llvm.fma.f32(float %44, float 0x3E54AE0C00000000, float %50)
  %52 = bitcast float %47 to i32
  %53 = shl i32 %52, 23
  %54 = bitcast i32 %53 to float
  %55 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %51)
  %56 = fmul float %55, %54
  %57 = fadd contract float %56, %43
  %58 = add i32 %25, %7
  %59 = icmp slt i32 %58, %1
  br i1 %59, label %22, label %8, !llvm.loop !13

60:                                               ; preds = %8
  %61 = tail call noundef float @llvm.maxnum.f32(float %18, float %19)
  %62 = lshr exact i32 %4, 5
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw float, ptr %2, i64 %63
  store float %61, ptr %64, align 4, !tbaa !11
  br label %65

65:                                               ; preds = %60, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %66 = icmp samesign ult i32 %4, 32
  %67 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %68 = lshr i32 %67, 5
  br i1 %66, label %69, label %89

69:                                               ; preds = %65
  %70 = icmp samesign ult i32 %4, %68
  br i1 %70, label %71, label %75

71:                                               ; preds = %69
  %72 = zext nneg i32 %4 to i64
  %73 = getelementptr inbounds nuw float, ptr %2, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  br label %75

75:                                               ; preds = %69, %71
  %76 = phi contract float [ %74, %71 ], [ 0xC7EFFFFFE0000000, %69 ]
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 16, i32 31)
  %78 = tail call noundef float @llvm.maxnum.f32(float %76, float %77)
  %79 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %78, i32 8, i32 31)
  %80 = tail call noundef float @llvm.maxnum.f32(float %78, float %79)
  %81 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %80, i32 4, i32 31)
  %82 = tail call noundef float @llvm.maxnum.f32(float %80, float %81)
  %83 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %82, i32 2, i32 31)
  %84 = tail call noundef float @llvm.maxnum.f32(float %82, float %83)
  %85 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %84, i32 1, i32 31)
  %86 = icmp eq i32 %4, 0
  br i1 %86, label %87, label %89

87:                                               ; preds = %75
  %88 = tail call noundef float @llvm.maxnum.f32(float %84, float %85)
  store float %88, ptr addrspacecast (ptr addrspace(3) @_ZZ15prepare_softmaxPKfiPfE4bmax to ptr), align 4, !tbaa !11
  br label %89

89:                                               ; preds = %65, %75, %87
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15prepare_softmaxPKfiPfE4bmax to ptr), align 4, !tbaa !11
  %91 = fsub contract float %10, %90
  %92 = tail call float @llvm.fma.f32(float %91, float 0x3F777313A0000000, float 5.000000e-01)
  %93 = tail call float @llvm.nvvm.saturate.f(float %92) #9
  %94 = tail call float @llvm.nvvm.fma.rm.f(float %93, float 2.520000e+02, float 0x4168000020000000) #9
  %95 = fadd float %94, 0xC168000FE0000000
  %96 = fneg float %95
  %97 = tail call float @llvm.fma.f32(float %91, float 0x3FF7154760000000, float %96)
  %98 = tail call float @llvm.fma.f32(float %91, float 0x3E54AE0C00000000, float %97)
  %99 = bitcast float %94 to i32
  %100 = shl i32 %99, 23
  %101 = bitcast i32 %100 to float
  %102 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %98)
  %103 = fmul float %102, %101
  %104 = fmul contract float %9, %103
  %105 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %104, i32 16, i32 31)
  %106 = fadd contract float %104, %105
  %107 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %106, i32 8, i32 31)
  %108 = fadd contract float %106, %107
  %109 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %108, i32 4, i32 31)
  %110 = fadd contract float %108, %109
  %111 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %110, i32 2, i32 31)
  %112 = fadd contract float %110, %111
  %113 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %112, i32 1, i32 31)
  br i1 %21, label %114, label %119

114:                                              ; preds = %89
  %115 = fadd contract float %112, %113
  %116 = lshr exact i32 %4, 5
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw float, ptr %2, i64 %117
  store float %115, ptr %118, align 4, !tbaa !11
  br label %119

119:                                              ; preds = %114, %89
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %120 = icmp samesign ult i32 %20, %68
  br i1 %120, label %121, label %125

121:                                              ; preds = %119
  %122 = zext nneg i32 %20 to i64
  %123 = getelementptr inbounds nuw float, ptr %2, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !11
  br label %125

125:                                              ; preds = %119, %121
  %126 = phi contract float [ %124, %121 ], [ 0.000000e+00, %119 ]
  %127 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %126, i32 16, i32 31)
  %128 = fadd contract float %126, %127
  %129 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %128, i32 8, i32 31)
  %130 = fadd contract float %128, %129
  %131 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %130, i32 4, i32 31)
  %132 = fadd contract float %130, %131
  %133 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %132, i32 2, i32 31)
  %134 = fadd contract float %132, %133
  %135 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %134, i32 1, i32 31)
  %136 = fadd contract float %134, %135
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %137 = fdiv contract float 1.000000e+00, %136
  %138 = insertvalue %struct.SoftmaxParams poison, float %137, 0
  %139 = insertvalue %struct.SoftmaxParams %138, float %90, 1
  ret %struct.SoftmaxParams %139
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16fused_classifierPfS_PKfPKiS1_iiii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(address_is_null) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #2 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = mul nsw i32 %6, %5
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %236

13:                                               ; preds = %9
  %14 = zext nneg i32 %10 to i64
  %15 = getelementptr inbounds nuw i32, ptr %3, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = sext i32 %8 to i64
  %18 = mul nsw i64 %17, %14
  %19 = getelementptr inbounds nuw float, ptr %2, i64 %18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = icmp slt i32 %20, %7
  br i1 %21, label %22, label %24

22:                                               ; preds = %13
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %38

24:                                               ; preds = %38, %13
  %25 = phi float [ 0.000000e+00, %13 ], [ %73, %38 ]
  %26 = phi float [ 0xC7EFFFFFE0000000, %13 ], [ %45, %38 ]
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 16, i32 31)
  %28 = tail call noundef float @llvm.maxnum.f32(float %26, float %27)
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 8, i32 31)
  %30 = tail call noundef float @llvm.maxnum.f32(float %28, float %29)
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 4, i32 31)
  %32 = tail call noundef float @llvm.maxnum.f32(float %30, float %31)
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 2, i32 31)
  %34 = tail call noundef float @llvm.maxnum.f32(float %32, float %33)
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %34, i32 1, i32 31)
  %36 = and i32 %20, 31
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %76, label %81

38:                                               ; preds = %38, %22
  %39 = phi float [ 0xC7EFFFFFE0000000, %22 ], [ %45, %38 ]
  %40 = phi float [ 0.000000e+00, %22 ], [ %73, %38 ]
  %41 = phi i32 [ %20, %22 ], [ %74, %38 ]
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %19, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11, !alias.scope !15
  %45 = tail call noundef float @llvm.maxnum.f32(float %39, float %44)
  %46 = fsub contract float %39, %45
  %47 = tail call float @llvm.fma.f32(float %46, float 0x3F777313A0000000, float 5.000000e-01)
  %48 = tail call float @llvm.nvvm.saturate.f(float %47) #9
  %49 = tail call float @llvm.nvvm.fma.rm.f(float %48, float 2.520000e+02, float 0x4168000020000000) #9
  %50 = fadd float %49, 0xC168000FE0000000
  %51 = fneg float %50
  %52 = tail call float @llvm.fma.f32(float %46, float 0x3FF7154760000000, float %51)
  %53 = tail call float @llvm.fma.f32(float %46, float 0x3E54AE0C00000000, float %52)
  %54 = bitcast float %49 to i32
  %55 = shl i32 %54, 23
  %56 = bitcast i32 %55 to float
  %57 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %53)
  %58 = fmul float %57, %56
  %59 = fmul contract float %40, %58
  %60 = fsub contract float %44, %45
  %61 = tail call float @llvm.fma.f32(float %60, float 0x3F777313A0000000, float 5.000000e-01)
  %62 = tail call float @llvm.nvvm.saturate.f(float %61) #9
  %63 = tail call float @llvm.nvvm.fma.rm.f(float %62, float 2.520000e+02, float 0x4168000020000000) #9
  %64 = fadd float %63, 0xC168000FE0000000
  %65 = fneg float %64
  %66 = tail call float @llvm.fma.f32(float %60, float 0x3FF7154760000000, float %65)
  %67 = tail call float @llvm.fma.f32(float %60, float 0x3E54AE0C00000000, float %66)
  %68 = bitcast float %63 to i32
  %69 = shl i32 %68, 23
  %70 = bitcast i32 %69 to float
  %71 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %67)
  %72 = fmul float %71, %70
  %73 = fadd contract float %72, %59
  %74 = add i32 %41, %23
  %75 = icmp slt i32 %74, %7
  br i1 %75, label %38, label %24, !llvm.loop !13

76:                                               ; preds = %24
  %77 = lshr exact i32 %20, 5
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fused_classifierPfS_PKfPKiS1_iiiiE3red to ptr), i64 %78
  %80 = tail call noundef float @llvm.maxnum.f32(float %34, float %35)
  store float %80, ptr %79, align 4, !tbaa !11, !noalias !15
  br label %81

81:                                               ; preds = %76, %24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !15
  %82 = icmp samesign ult i32 %20, 32
  %83 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %84 = lshr i32 %83, 5
  br i1 %82, label %85, label %105

85:                                               ; preds = %81
  %86 = icmp samesign ult i32 %20, %84
  br i1 %86, label %87, label %91

87:                                               ; preds = %85
  %88 = zext nneg i32 %20 to i64
  %89 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fused_classifierPfS_PKfPKiS1_iiiiE3red to ptr), i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !11, !noalias !15
  br label %91

91:                                               ; preds = %87, %85
  %92 = phi contract float [ %90, %87 ], [ 0xC7EFFFFFE0000000, %85 ]
  %93 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %92, i32 16, i32 31)
  %94 = tail call noundef float @llvm.maxnum.f32(float %92, float %93)
  %95 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %94, i32 8, i32 31)
  %96 = tail call noundef float @llvm.maxnum.f32(float %94, float %95)
  %97 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %96, i32 4, i32 31)
  %98 = tail call noundef float @llvm.maxnum.f32(float %96, float %97)
  %99 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %98, i32 2, i32 31)
  %100 = tail call noundef float @llvm.maxnum.f32(float %98, float %99)
  %101 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %100, i32 1, i32 31)
  %102 = icmp eq i32 %20, 0
  br i1 %102, label %103, label %105

103:                                              ; preds = %91
  %104 = tail call noundef float @llvm.maxnum.f32(float %100, float %101)
  store float %104, ptr addrspacecast (ptr addrspace(3) @_ZZ15prepare_softmaxPKfiPfE4bmax to ptr), align 4, !tbaa !11, !noalias !15
  br label %105

105:                                              ; preds = %103, %91, %81
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !15
  %106 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15prepare_softmaxPKfiPfE4bmax to ptr), align 4, !tbaa !11, !noalias !15
  %107 = fsub contract float %26, %106
  %108 = tail call float @llvm.fma.f32(float %107, float 0x3F777313A0000000, float 5.000000e-01)
  %109 = tail call float @llvm.nvvm.saturate.f(float %108) #9
  %110 = tail call float @llvm.nvvm.fma.rm.f(float %109, float 2.520000e+02, float 0x4168000020000000) #9
  %111 = fadd float %110, 0xC168000FE0000000
  %112 = fneg float %111
  %113 = tail call float @llvm.fma.f32(float %107, float 0x3FF7154760000000, float %112)
  %114 = tail call float @llvm.fma.f32(float %107, float 0x3E54AE0C00000000, float %113)
  %115 = bitcast float %110 to i32
  %116 = shl i32 %115, 23
  %117 = bitcast i32 %116 to float
  %118 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %114)
  %119 = fmul float %118, %117
  %120 = fmul contract float %25, %119
  %121 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %120, i32 16, i32 31)
  %122 = fadd contract float %121, %120
  %123 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %122, i32 8, i32 31)
  %124 = fadd contract float %123, %122
  %125 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %124, i32 4, i32 31)
  %126 = fadd contract float %125, %124
  %127 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %126, i32 2, i32 31)
  %128 = fadd contract float %127, %126
  %129 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %128, i32 1, i32 31)
  br i1 %37, label %130, label %135

130:                                              ; preds = %105
  %131 = lshr exact i32 %20, 5
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fused_classifierPfS_PKfPKiS1_iiiiE3red to ptr), i64 %132
  %134 = fadd contract float %129, %128
  store float %134, ptr %133, align 4, !tbaa !11, !noalias !15
  br label %135

135:                                              ; preds = %130, %105
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !15
  %136 = icmp samesign ult i32 %36, %84
  br i1 %136, label %137, label %141

137:                                              ; preds = %135
  %138 = zext nneg i32 %36 to i64
  %139 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fused_classifierPfS_PKfPKiS1_iiiiE3red to ptr), i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !11, !noalias !15
  br label %141

141:                                              ; preds = %135, %137
  %142 = phi contract float [ %140, %137 ], [ 0.000000e+00, %135 ]
  %143 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %142, i32 16, i32 31)
  %144 = fadd contract float %142, %143
  %145 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %144, i32 8, i32 31)
  %146 = fadd contract float %144, %145
  %147 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %146, i32 4, i32 31)
  %148 = fadd contract float %146, %147
  %149 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %148, i32 2, i32 31)
  %150 = fadd contract float %148, %149
  %151 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %150, i32 1, i32 31)
  %152 = fadd contract float %150, %151
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !15
  %153 = fdiv contract float 1.000000e+00, %152
  %154 = icmp eq i32 %20, 0
  br i1 %154, label %155, label %190

155:                                              ; preds = %141
  %156 = fcmp olt float %153, 0x3810000000000000
  %157 = fmul float %153, 0x4160000000000000
  %158 = select i1 %156, float %157, float %153
  %159 = select i1 %156, float -2.300000e+01, float 0.000000e+00
  %160 = bitcast float %158 to i32
  %161 = add i32 %160, -1059760811
  %162 = and i32 %161, -8388608
  %163 = sub i32 %160, %162
  %164 = bitcast i32 %163 to float
  %165 = sitofp i32 %162 to float
  %166 = tail call float @llvm.fma.f32(float %165, float 0x3E80000000000000, float %159)
  %167 = fadd float %164, -1.000000e+00
  %168 = tail call float @llvm.fma.f32(float %167, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %169 = tail call float @llvm.fma.f32(float %168, float %167, float 0xBFBF19B980000000)
  %170 = tail call float @llvm.fma.f32(float %169, float %167, float 0x3FC1E52AA0000000)
  %171 = tail call float @llvm.fma.f32(float %170, float %167, float 0xBFC55B1720000000)
  %172 = tail call float @llvm.fma.f32(float %171, float %167, float 0x3FC99DA160000000)
  %173 = tail call float @llvm.fma.f32(float %172, float %167, float 0xBFCFFFE440000000)
  %174 = tail call float @llvm.fma.f32(float %173, float %167, float 0x3FD5554F00000000)
  %175 = tail call float @llvm.fma.f32(float %174, float %167, float -5.000000e-01)
  %176 = fmul float %167, %175
  %177 = tail call float @llvm.fma.f32(float %176, float %167, float %167)
  %178 = tail call float @llvm.fma.f32(float %166, float 0x3FE62E4300000000, float %177)
  %179 = icmp ugt i32 %160, 2139095039
  %180 = tail call float @llvm.fma.f32(float %158, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %181 = select i1 %179, float %180, float %178
  %182 = fcmp oeq float %158, 0.000000e+00
  %183 = select i1 %182, float 0xFFF0000000000000, float %181
  %184 = fsub contract float %106, %183
  %185 = sext i32 %16 to i64
  %186 = getelementptr inbounds float, ptr %19, i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !11
  %188 = fsub contract float %184, %187
  %189 = getelementptr inbounds nuw float, ptr %1, i64 %14
  store float %188, ptr %189, align 4, !tbaa !11
  br label %190

190:                                              ; preds = %155, %141
  %191 = icmp eq ptr %4, null
  br i1 %191, label %195, label %192

192:                                              ; preds = %190
  %193 = getelementptr inbounds nuw float, ptr %4, i64 %14
  %194 = load float, ptr %193, align 4, !tbaa !11
  br label %198

195:                                              ; preds = %190
  %196 = uitofp nneg i32 %11 to float
  %197 = fdiv contract float 1.000000e+00, %196
  br label %198

198:                                              ; preds = %195, %192
  %199 = phi contract float [ %194, %192 ], [ %197, %195 ]
  %200 = getelementptr inbounds nuw float, ptr %0, i64 %18
  br i1 %21, label %204, label %201

201:                                              ; preds = %204, %198
  %202 = add i32 %7, %20
  %203 = icmp slt i32 %202, %8
  br i1 %203, label %230, label %236

204:                                              ; preds = %198, %204
  %205 = phi i32 [ %228, %204 ], [ %20, %198 ]
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds float, ptr %19, i64 %206
  %208 = load float, ptr %207, align 4, !tbaa !11
  %209 = fsub contract float %208, %106
  %210 = tail call float @llvm.fma.f32(float %209, float 0x3F777313A0000000, float 5.000000e-01)
  %211 = tail call float @llvm.nvvm.saturate.f(float %210) #9
  %212 = tail call float @llvm.nvvm.fma.rm.f(float %211, float 2.520000e+02, float 0x4168000020000000) #9
  %213 = fadd float %212, 0xC168000FE0000000
  %214 = fneg float %213
  %215 = tail call float @llvm.fma.f32(float %209, float 0x3FF7154760000000, float %214)
  %216 = tail call float @llvm.fma.f32(float %209, float 0x3E54AE0C00000000, float %215)
  %217 = bitcast float %212 to i32
  %218 = shl i32 %217, 23
  %219 = bitcast i32 %218 to float
  %220 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %216)
  %221 = fmul float %220, %219
  %222 = fmul contract float %153, %221
  %223 = icmp eq i32 %205, %16
  %224 = select contract i1 %223, float 1.000000e+00, float 0.000000e+00
  %225 = fsub contract float %222, %224
  %226 = fmul contract float %199, %225
  %227 = getelementptr inbounds float, ptr %200, i64 %206
  store float %226, ptr %227, align 4, !tbaa !11
  %228 = add i32 %205, %83
  %229 = icmp slt i32 %228, %7
  br i1 %229, label %204, label %201, !llvm.loop !18

230:                                              ; preds = %201, %230
  %231 = phi i32 [ %234, %230 ], [ %202, %201 ]
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds float, ptr %200, i64 %232
  store float 0.000000e+00, ptr %233, align 4, !tbaa !11
  %234 = add i32 %231, %83
  %235 = icmp slt i32 %234, %8
  br i1 %235, label %230, label %236, !llvm.loop !19

236:                                              ; preds = %230, %201, %9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z17smoothed_nll_bf16PfPK13__nv_bfloat16PKiiif(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = lshr i32 %8, 5
  %10 = mul i32 %9, %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = lshr i32 %11, 5
  %13 = add i32 %10, %12
  %14 = and i32 %11, 31
  %15 = icmp slt i32 %13, %3
  br i1 %15, label %16, label %106

16:                                               ; preds = %6
  %17 = sext i32 %13 to i64
  %18 = sext i32 %4 to i64
  %19 = mul nsw i64 %18, %17
  %20 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %1, i64 %19
  %21 = icmp slt i32 %14, %4
  br i1 %21, label %34, label %22

22:                                               ; preds = %34, %16
  %23 = phi float [ 0xC7EFFFFFE0000000, %16 ], [ %41, %34 ]
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 16, i32 31)
  %25 = tail call noundef float @llvm.maxnum.f32(float %23, float %24)
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 8, i32 31)
  %27 = tail call noundef float @llvm.maxnum.f32(float %25, float %26)
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 4, i32 31)
  %29 = tail call noundef float @llvm.maxnum.f32(float %27, float %28)
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 2, i32 31)
  %31 = tail call noundef float @llvm.maxnum.f32(float %29, float %30)
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 1, i32 31)
  %33 = tail call noundef float @llvm.maxnum.f32(float %31, float %32)
  br i1 %21, label %72, label %44

34:                                               ; preds = %16, %34
  %35 = phi float [ %41, %34 ], [ 0xC7EFFFFFE0000000, %16 ]
  %36 = phi i32 [ %42, %34 ], [ %14, %16 ]
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %20, i64 %37
  %39 = load i16, ptr %38, align 2, !tbaa !20
  %40 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %39) #10, !srcloc !22
  %41 = tail call noundef float @llvm.maxnum.f32(float %35, float %40)
  %42 = add nuw nsw i32 %36, 32
  %43 = icmp slt i32 %42, %4
  br i1 %43, label %34, label %22, !llvm.loop !23

44:                                               ; preds = %72, %22
  %45 = phi float [ 0.000000e+00, %22 ], [ %83, %72 ]
  %46 = phi float [ 0.000000e+00, %22 ], [ %84, %72 ]
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 16, i32 31)
  %48 = fadd contract float %45, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 8, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 4, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 2, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 1, i32 31)
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 16, i32 31)
  %57 = fadd contract float %46, %56
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %57, i32 8, i32 31)
  %59 = fadd contract float %57, %58
  %60 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 4, i32 31)
  %61 = fadd contract float %59, %60
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %61, i32 2, i32 31)
  %63 = fadd contract float %61, %62
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 1, i32 31)
  %65 = getelementptr inbounds i32, ptr %2, i64 %17
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = icmp eq i32 %14, 0
  %68 = icmp sgt i32 %66, -1
  %69 = icmp slt i32 %66, %4
  %70 = and i1 %68, %69
  %71 = select i1 %67, i1 %70, i1 false
  br i1 %71, label %87, label %106

72:                                               ; preds = %22, %72
  %73 = phi i32 [ %85, %72 ], [ %14, %22 ]
  %74 = phi float [ %84, %72 ], [ 0.000000e+00, %22 ]
  %75 = phi float [ %83, %72 ], [ 0.000000e+00, %22 ]
  %76 = zext nneg i32 %73 to i64
  %77 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %20, i64 %76
  %78 = load i16, ptr %77, align 2, !tbaa !20
  %79 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %78) #10, !srcloc !22
  %80 = fsub contract float %79, %33
  %81 = fmul float %80, 0x3FF7154760000000
  %82 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %81)
  %83 = fadd contract float %75, %82
  %84 = fadd contract float %74, %79
  %85 = add nuw nsw i32 %73, 32
  %86 = icmp slt i32 %85, %4
  br i1 %86, label %72, label %44, !llvm.loop !24

87:                                               ; preds = %44
  %88 = fadd contract float %54, %55
  %89 = fadd contract float %63, %64
  %90 = tail call float @llvm.nvvm.lg2.approx.f(float %88) #9
  %91 = fmul float %90, 0x3FE62E4300000000
  %92 = fadd contract float %33, %91
  %93 = sitofp i32 %4 to float
  %94 = fdiv contract float %89, %93
  %95 = fsub contract float 1.000000e+00, %5
  %96 = zext nneg i32 %66 to i64
  %97 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %20, i64 %96
  %98 = load i16, ptr %97, align 2, !tbaa !20
  %99 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %98) #10, !srcloc !22
  %100 = fsub contract float %92, %99
  %101 = fmul contract float %95, %100
  %102 = fsub contract float %92, %94
  %103 = fmul contract float %5, %102
  %104 = fadd contract float %101, %103
  %105 = atomicrmw fadd ptr %0, float %104 seq_cst, align 4
  br label %106

106:                                              ; preds = %44, %87, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind memory(none) }

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
!15 = !{!16}
!16 = distinct !{!16, !17, !"_Z15prepare_softmaxPKfiPf: argument 0"}
!17 = distinct !{!17, !"_Z15prepare_softmaxPKfiPf"}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = !{i64 2158534117}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
