; ModuleID = 'layernorm_bwd.cu'
source_filename = "layernorm_bwd.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z25layernorm_backward_kernelPfS_S_PKfS1_S1_S1_S1_iii(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = lshr i32 %12, 5
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = lshr i32 %14, 5
  %16 = and i32 %14, 31
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %13, %17
  %19 = add i32 %18, %15
  %20 = mul nsw i32 %9, %8
  %21 = sext i32 %10 to i64
  %22 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %21
  %23 = icmp slt i32 %14, %10
  br i1 %23, label %26, label %24

24:                                               ; preds = %26, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = icmp slt i32 %19, %20
  br i1 %25, label %33, label %115

26:                                               ; preds = %11, %26
  %27 = phi i32 [ %31, %26 ], [ %14, %11 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %28
  store float 0.000000e+00, ptr %29, align 4, !tbaa !11
  %30 = getelementptr inbounds float, ptr %22, i64 %28
  store float 0.000000e+00, ptr %30, align 4, !tbaa !11
  %31 = add i32 %27, %12
  %32 = icmp slt i32 %31, %10
  br i1 %32, label %26, label %24, !llvm.loop !13

33:                                               ; preds = %24
  %34 = sext i32 %19 to i64
  %35 = mul nsw i64 %21, %34
  %36 = getelementptr inbounds nuw float, ptr %3, i64 %35
  %37 = getelementptr inbounds nuw float, ptr %4, i64 %35
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %35
  %39 = getelementptr inbounds float, ptr %6, i64 %34
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = getelementptr inbounds float, ptr %7, i64 %34
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = icmp slt i32 %16, %10
  br i1 %43, label %70, label %44

44:                                               ; preds = %70, %33
  %45 = phi float [ 0.000000e+00, %33 ], [ %86, %70 ]
  %46 = phi float [ 0.000000e+00, %33 ], [ %84, %70 ]
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 16, i32 31)
  %48 = fadd contract float %46, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 8, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 4, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 2, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 1, i32 31)
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 16, i32 31)
  %57 = fadd contract float %45, %56
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %57, i32 8, i32 31)
  %59 = fadd contract float %57, %58
  %60 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 4, i32 31)
  %61 = fadd contract float %59, %60
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %61, i32 2, i32 31)
  %63 = fadd contract float %61, %62
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 1, i32 31)
  %65 = fadd contract float %63, %64
  %66 = fadd contract float %54, %55
  %67 = sitofp i32 %10 to float
  %68 = fdiv contract float %66, %67
  %69 = fdiv contract float %65, %67
  br i1 %43, label %89, label %115

70:                                               ; preds = %33, %70
  %71 = phi float [ %84, %70 ], [ 0.000000e+00, %33 ]
  %72 = phi float [ %86, %70 ], [ 0.000000e+00, %33 ]
  %73 = phi i32 [ %87, %70 ], [ %16, %33 ]
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %37, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fsub contract float %76, %40
  %78 = fmul contract float %42, %77
  %79 = getelementptr inbounds nuw float, ptr %5, i64 %74
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = getelementptr inbounds nuw float, ptr %36, i64 %74
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = fmul contract float %80, %82
  %84 = fadd contract float %71, %83
  %85 = fmul contract float %78, %83
  %86 = fadd contract float %72, %85
  %87 = add nuw nsw i32 %73, 32
  %88 = icmp slt i32 %87, %10
  br i1 %88, label %70, label %44, !llvm.loop !15

89:                                               ; preds = %44, %89
  %90 = phi i32 [ %113, %89 ], [ %16, %44 ]
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw float, ptr %37, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = fsub contract float %93, %40
  %95 = fmul contract float %42, %94
  %96 = getelementptr inbounds nuw float, ptr %5, i64 %91
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = getelementptr inbounds nuw float, ptr %36, i64 %91
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = fmul contract float %97, %99
  %101 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %91
  %102 = atomicrmw fadd ptr %101, float %99 seq_cst, align 4
  %103 = getelementptr inbounds nuw float, ptr %22, i64 %91
  %104 = fmul contract float %95, %99
  %105 = atomicrmw fadd ptr %103, float %104 seq_cst, align 4
  %106 = fsub contract float %100, %68
  %107 = fmul contract float %69, %95
  %108 = fsub contract float %106, %107
  %109 = fmul contract float %42, %108
  %110 = getelementptr inbounds nuw float, ptr %38, i64 %91
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = fadd contract float %111, %109
  store float %112, ptr %110, align 4, !tbaa !11
  %113 = add nuw nsw i32 %90, 32
  %114 = icmp slt i32 %113, %10
  br i1 %114, label %89, label %115, !llvm.loop !16

115:                                              ; preds = %89, %44, %24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %117, label %116

116:                                              ; preds = %117, %115
  ret void

117:                                              ; preds = %115, %117
  %118 = phi i32 [ %128, %117 ], [ %14, %115 ]
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %2, i64 %119
  %121 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %119
  %122 = load float, ptr %121, align 4, !tbaa !11
  %123 = atomicrmw fadd ptr %120, float %122 seq_cst, align 4
  %124 = getelementptr inbounds float, ptr %1, i64 %119
  %125 = getelementptr inbounds float, ptr %22, i64 %119
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = atomicrmw fadd ptr %124, float %126 seq_cst, align 4
  %128 = add i32 %118, %12
  %129 = icmp slt i32 %128, %10
  br i1 %129, label %117, label %116, !llvm.loop !17
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z25layernorm_backward_reducePfS_PKfii(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl i32 %10, 2
  %12 = or disjoint i32 %11, 3
  %13 = icmp slt i32 %11, %4
  br i1 %13, label %14, label %219

14:                                               ; preds = %5
  %15 = icmp sgt i32 %3, 0
  br i1 %15, label %16, label %67

16:                                               ; preds = %14
  %17 = sext i32 %4 to i64
  %18 = sext i32 %11 to i64
  %19 = getelementptr float, ptr %2, i64 %18
  %20 = and i32 %3, 1
  %21 = icmp eq i32 %3, 1
  br i1 %21, label %26, label %22

22:                                               ; preds = %16
  %23 = and i32 %3, 2147483646
  br label %77

24:                                               ; preds = %77
  %25 = icmp eq i32 %20, 0
  br i1 %25, label %67, label %26

26:                                               ; preds = %24, %16
  %27 = phi float [ 0.000000e+00, %16 ], [ %144, %24 ]
  %28 = phi float [ 0.000000e+00, %16 ], [ %143, %24 ]
  %29 = phi float [ 0.000000e+00, %16 ], [ %142, %24 ]
  %30 = phi float [ 0.000000e+00, %16 ], [ %141, %24 ]
  %31 = phi float [ 0.000000e+00, %16 ], [ %148, %24 ]
  %32 = phi float [ 0.000000e+00, %16 ], [ %147, %24 ]
  %33 = phi float [ 0.000000e+00, %16 ], [ %146, %24 ]
  %34 = phi float [ 0.000000e+00, %16 ], [ %145, %24 ]
  %35 = phi i32 [ 0, %16 ], [ %149, %24 ]
  %36 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %36)
  %37 = shl nuw nsw i32 %35, 1
  %38 = zext nneg i32 %37 to i64
  %39 = mul nsw i64 %38, %17
  %40 = getelementptr float, ptr %19, i64 %39
  %41 = load float, ptr %40, align 16, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %45 = load float, ptr %44, align 8, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %40, i64 12
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = or disjoint i32 %37, 1
  %49 = zext nneg i32 %48 to i64
  %50 = mul nsw i64 %49, %17
  %51 = getelementptr float, ptr %19, i64 %50
  %52 = load float, ptr %51, align 16, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 4
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %51, i64 8
  %56 = load float, ptr %55, align 8, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %51, i64 12
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = fadd contract float %30, %41
  %60 = fadd contract float %29, %43
  %61 = fadd contract float %28, %45
  %62 = fadd contract float %27, %47
  %63 = fadd contract float %34, %52
  %64 = fadd contract float %33, %54
  %65 = fadd contract float %32, %56
  %66 = fadd contract float %31, %58
  br label %67

67:                                               ; preds = %26, %24, %14
  %68 = phi float [ 0.000000e+00, %14 ], [ %145, %24 ], [ %63, %26 ]
  %69 = phi float [ 0.000000e+00, %14 ], [ %146, %24 ], [ %64, %26 ]
  %70 = phi float [ 0.000000e+00, %14 ], [ %147, %24 ], [ %65, %26 ]
  %71 = phi float [ 0.000000e+00, %14 ], [ %148, %24 ], [ %66, %26 ]
  %72 = phi float [ 0.000000e+00, %14 ], [ %141, %24 ], [ %59, %26 ]
  %73 = phi float [ 0.000000e+00, %14 ], [ %142, %24 ], [ %60, %26 ]
  %74 = phi float [ 0.000000e+00, %14 ], [ %143, %24 ], [ %61, %26 ]
  %75 = phi float [ 0.000000e+00, %14 ], [ %144, %24 ], [ %62, %26 ]
  %76 = icmp slt i32 %12, %4
  br i1 %76, label %152, label %178

77:                                               ; preds = %77, %22
  %78 = phi float [ 0.000000e+00, %22 ], [ %144, %77 ]
  %79 = phi float [ 0.000000e+00, %22 ], [ %143, %77 ]
  %80 = phi float [ 0.000000e+00, %22 ], [ %142, %77 ]
  %81 = phi float [ 0.000000e+00, %22 ], [ %141, %77 ]
  %82 = phi float [ 0.000000e+00, %22 ], [ %148, %77 ]
  %83 = phi float [ 0.000000e+00, %22 ], [ %147, %77 ]
  %84 = phi float [ 0.000000e+00, %22 ], [ %146, %77 ]
  %85 = phi float [ 0.000000e+00, %22 ], [ %145, %77 ]
  %86 = phi i32 [ 0, %22 ], [ %149, %77 ]
  %87 = phi i32 [ 0, %22 ], [ %150, %77 ]
  %88 = shl nuw nsw i32 %86, 1
  %89 = zext nneg i32 %88 to i64
  %90 = mul nsw i64 %89, %17
  %91 = getelementptr float, ptr %19, i64 %90
  %92 = load float, ptr %91, align 16, !tbaa !11
  %93 = getelementptr inbounds nuw i8, ptr %91, i64 4
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = getelementptr inbounds nuw i8, ptr %91, i64 8
  %96 = load float, ptr %95, align 8, !tbaa !11
  %97 = getelementptr inbounds nuw i8, ptr %91, i64 12
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = or disjoint i32 %88, 1
  %100 = zext nneg i32 %99 to i64
  %101 = mul nsw i64 %100, %17
  %102 = getelementptr float, ptr %19, i64 %101
  %103 = load float, ptr %102, align 16, !tbaa !11
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 4
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = getelementptr inbounds nuw i8, ptr %102, i64 8
  %107 = load float, ptr %106, align 8, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %102, i64 12
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = fadd contract float %81, %92
  %111 = fadd contract float %80, %94
  %112 = fadd contract float %79, %96
  %113 = fadd contract float %78, %98
  %114 = fadd contract float %85, %103
  %115 = fadd contract float %84, %105
  %116 = fadd contract float %83, %107
  %117 = fadd contract float %82, %109
  %118 = shl nuw i32 %86, 1
  %119 = or disjoint i32 %118, 2
  %120 = zext nneg i32 %119 to i64
  %121 = mul nsw i64 %120, %17
  %122 = getelementptr float, ptr %19, i64 %121
  %123 = load float, ptr %122, align 16, !tbaa !11
  %124 = getelementptr inbounds nuw i8, ptr %122, i64 4
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = getelementptr inbounds nuw i8, ptr %122, i64 8
  %127 = load float, ptr %126, align 8, !tbaa !11
  %128 = getelementptr inbounds nuw i8, ptr %122, i64 12
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = or disjoint i32 %118, 3
  %131 = zext nneg i32 %130 to i64
  %132 = mul nsw i64 %131, %17
  %133 = getelementptr float, ptr %19, i64 %132
  %134 = load float, ptr %133, align 16, !tbaa !11
  %135 = getelementptr inbounds nuw i8, ptr %133, i64 4
  %136 = load float, ptr %135, align 4, !tbaa !11
  %137 = getelementptr inbounds nuw i8, ptr %133, i64 8
  %138 = load float, ptr %137, align 8, !tbaa !11
  %139 = getelementptr inbounds nuw i8, ptr %133, i64 12
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = fadd contract float %110, %123
  %142 = fadd contract float %111, %125
  %143 = fadd contract float %112, %127
  %144 = fadd contract float %113, %129
  %145 = fadd contract float %114, %134
  %146 = fadd contract float %115, %136
  %147 = fadd contract float %116, %138
  %148 = fadd contract float %117, %140
  %149 = add nuw nsw i32 %86, 2
  %150 = add i32 %87, 2
  %151 = icmp eq i32 %150, %23
  br i1 %151, label %24, label %77, !llvm.loop !18

152:                                              ; preds = %67
  %153 = sext i32 %11 to i64
  %154 = getelementptr inbounds float, ptr %0, i64 %153
  %155 = load float, ptr %154, align 16, !tbaa !11
  %156 = getelementptr inbounds nuw i8, ptr %154, i64 4
  %157 = load float, ptr %156, align 4, !tbaa !11
  %158 = getelementptr inbounds nuw i8, ptr %154, i64 8
  %159 = load float, ptr %158, align 8, !tbaa !11
  %160 = getelementptr inbounds nuw i8, ptr %154, i64 12
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = getelementptr inbounds float, ptr %1, i64 %153
  %163 = load float, ptr %162, align 16, !tbaa !11
  %164 = getelementptr inbounds nuw i8, ptr %162, i64 4
  %165 = load float, ptr %164, align 4, !tbaa !11
  %166 = getelementptr inbounds nuw i8, ptr %162, i64 8
  %167 = load float, ptr %166, align 8, !tbaa !11
  %168 = getelementptr inbounds nuw i8, ptr %162, i64 12
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = fadd contract float %72, %155
  %171 = fadd contract float %73, %157
  %172 = fadd contract float %74, %159
  %173 = fadd contract float %75, %161
  %174 = fadd contract float %68, %163
  %175 = fadd contract float %69, %165
  %176 = fadd contract float %70, %167
  %177 = fadd contract float %71, %169
  store float %170, ptr %154, align 16, !tbaa !11
  store float %171, ptr %156, align 4, !tbaa !11
  store float %172, ptr %158, align 8, !tbaa !11
  store float %173, ptr %160, align 4, !tbaa !11
  store float %174, ptr %162, align 16, !tbaa !11
  store float %175, ptr %164, align 4, !tbaa !11
  store float %176, ptr %166, align 8, !tbaa !11
  store float %177, ptr %168, align 4, !tbaa !11
  br label %219

178:                                              ; preds = %67
  %179 = tail call i32 @llvm.smax.i32(i32 %4, i32 %11)
  %180 = sub i32 %179, %11
  %181 = icmp slt i32 %11, %4
  br i1 %181, label %182, label %219

182:                                              ; preds = %178
  %183 = sext i32 %11 to i64
  %184 = getelementptr inbounds float, ptr %0, i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = fadd contract float %72, %185
  store float %186, ptr %184, align 4, !tbaa !11
  %187 = getelementptr inbounds float, ptr %1, i64 %183
  %188 = load float, ptr %187, align 4, !tbaa !11
  %189 = fadd contract float %68, %188
  store float %189, ptr %187, align 4, !tbaa !11
  %190 = icmp eq i32 %180, 1
  br i1 %190, label %219, label %191

191:                                              ; preds = %182
  %192 = or disjoint i32 %11, 1
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds float, ptr %0, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !11
  %196 = fadd contract float %73, %195
  store float %196, ptr %194, align 4, !tbaa !11
  %197 = getelementptr inbounds float, ptr %1, i64 %193
  %198 = load float, ptr %197, align 4, !tbaa !11
  %199 = fadd contract float %69, %198
  store float %199, ptr %197, align 4, !tbaa !11
  %200 = icmp eq i32 %180, 2
  br i1 %200, label %219, label %201

201:                                              ; preds = %191
  %202 = or disjoint i32 %11, 2
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds float, ptr %0, i64 %203
  %205 = load float, ptr %204, align 4, !tbaa !11
  %206 = fadd contract float %74, %205
  store float %206, ptr %204, align 4, !tbaa !11
  %207 = getelementptr inbounds float, ptr %1, i64 %203
  %208 = load float, ptr %207, align 4, !tbaa !11
  %209 = fadd contract float %70, %208
  store float %209, ptr %207, align 4, !tbaa !11
  %210 = icmp eq i32 %180, 3
  br i1 %210, label %219, label %211

211:                                              ; preds = %201
  %212 = sext i32 %12 to i64
  %213 = getelementptr inbounds float, ptr %0, i64 %212
  %214 = load float, ptr %213, align 4, !tbaa !11
  %215 = fadd contract float %75, %214
  store float %215, ptr %213, align 4, !tbaa !11
  %216 = getelementptr inbounds float, ptr %1, i64 %212
  %217 = load float, ptr %216, align 4, !tbaa !11
  %218 = fadd contract float %71, %217
  store float %218, ptr %216, align 4, !tbaa !11
  br label %219

219:                                              ; preds = %178, %182, %191, %201, %211, %152, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
