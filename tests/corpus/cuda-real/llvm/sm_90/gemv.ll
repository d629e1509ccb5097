; ModuleID = 'gemv.cu'
source_filename = "gemv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15gemv_transposedPfPKfS1_iiE4part = internal unnamed_addr addrspace(3) global [8 x [33 x float]] undef, align 4
@_ZZ11ddot_blocksPdPKdS1_iE3red = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z15gemv_rowwarp_f4PfPKfS1_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 5
  %9 = mul i32 %8, %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = lshr i32 %10, 5
  %12 = add i32 %9, %11
  %13 = and i32 %10, 31
  %14 = icmp slt i32 %12, %3
  br i1 %14, label %15, label %86

15:                                               ; preds = %5
  %16 = sext i32 %12 to i64
  %17 = sext i32 %4 to i64
  %18 = mul nsw i64 %17, %16
  %19 = getelementptr inbounds nuw float, ptr %1, i64 %18
  %20 = shl nuw nsw i32 %13, 2
  %21 = or disjoint i32 %20, 3
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %52

23:                                               ; preds = %15, %23
  %24 = phi float [ %48, %23 ], [ 0.000000e+00, %15 ]
  %25 = phi i32 [ %49, %23 ], [ %20, %15 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw float, ptr %19, i64 %26
  %28 = addrspacecast ptr %27 to ptr addrspace(1)
  %29 = load float, ptr addrspace(1) %28, align 16
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 4
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 8
  %33 = load float, ptr addrspace(1) %32, align 8
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 12
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = getelementptr inbounds nuw float, ptr %2, i64 %26
  %37 = addrspacecast ptr %36 to ptr addrspace(1)
  %38 = load float, ptr addrspace(1) %37, align 16
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 4
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 8
  %42 = load float, ptr addrspace(1) %41, align 8
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 12
  %44 = load float, ptr addrspace(1) %43, align 4
  %45 = tail call noundef float @llvm.fma.f32(float %35, float %44, float %24)
  %46 = tail call noundef float @llvm.fma.f32(float %33, float %42, float %45)
  %47 = tail call noundef float @llvm.fma.f32(float %31, float %40, float %46)
  %48 = tail call noundef float @llvm.fma.f32(float %29, float %38, float %47)
  %49 = add nuw nsw i32 %25, 128
  %50 = or disjoint i32 %49, 3
  %51 = icmp slt i32 %50, %4
  br i1 %51, label %23, label %52, !llvm.loop !11

52:                                               ; preds = %23, %15
  %53 = phi i32 [ %20, %15 ], [ %49, %23 ]
  %54 = phi float [ 0.000000e+00, %15 ], [ %48, %23 ]
  %55 = and i32 %4, -4
  %56 = add nsw i32 %55, %13
  %57 = icmp sge i32 %53, %4
  %58 = icmp slt i32 %56, %4
  %59 = and i1 %57, %58
  br i1 %59, label %72, label %60

60:                                               ; preds = %72, %52
  %61 = phi float [ %54, %52 ], [ %80, %72 ]
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %61, i32 16, i32 31)
  %63 = fadd contract float %61, %62
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 8, i32 31)
  %65 = fadd contract float %63, %64
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %65, i32 4, i32 31)
  %67 = fadd contract float %65, %66
  %68 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %67, i32 2, i32 31)
  %69 = fadd contract float %67, %68
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 1, i32 31)
  %71 = icmp eq i32 %13, 0
  br i1 %71, label %83, label %86

72:                                               ; preds = %52, %72
  %73 = phi i32 [ %81, %72 ], [ %56, %52 ]
  %74 = phi float [ %80, %72 ], [ %54, %52 ]
  %75 = sext i32 %73 to i64
  %76 = getelementptr inbounds float, ptr %19, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !13
  %78 = getelementptr inbounds float, ptr %2, i64 %75
  %79 = load float, ptr %78, align 4, !tbaa !13
  %80 = tail call noundef float @llvm.fma.f32(float %77, float %79, float %74)
  %81 = add nsw i32 %73, 32
  %82 = icmp slt i32 %81, %4
  br i1 %82, label %72, label %60, !llvm.loop !15

83:                                               ; preds = %60
  %84 = fadd contract float %69, %70
  %85 = getelementptr inbounds float, ptr %0, i64 %16
  store float %84, ptr %85, align 4, !tbaa !13
  br label %86

86:                                               ; preds = %60, %83, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15gemv_transposedPfPKfS1_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 5
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp sge i32 %9, %4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = icmp sge i32 %11, %3
  %13 = or i1 %12, %10
  br i1 %13, label %30, label %14

14:                                               ; preds = %5
  %15 = sext i32 %4 to i64
  %16 = sext i32 %9 to i64
  %17 = getelementptr float, ptr %1, i64 %16
  br label %18

18:                                               ; preds = %14, %18
  %19 = phi i32 [ %11, %14 ], [ %28, %18 ]
  %20 = phi float [ 0.000000e+00, %14 ], [ %27, %18 ]
  %21 = zext nneg i32 %19 to i64
  %22 = mul nsw i64 %21, %15
  %23 = getelementptr float, ptr %17, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !13
  %25 = getelementptr inbounds nuw float, ptr %2, i64 %21
  %26 = load float, ptr %25, align 4, !tbaa !13
  %27 = tail call noundef float @llvm.fma.f32(float %24, float %26, float %20)
  %28 = add nuw nsw i32 %19, 8
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %18, label %30, !llvm.loop !16

30:                                               ; preds = %18, %5
  %31 = phi float [ 0.000000e+00, %5 ], [ %27, %18 ]
  %32 = zext nneg i32 %11 to i64
  %33 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemv_transposedPfPKfS1_iiE4part to ptr), i64 %32
  %34 = zext nneg i32 %8 to i64
  %35 = getelementptr inbounds nuw float, ptr %33, i64 %34
  store float %31, ptr %35, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = icmp ne i32 %11, 0
  %37 = or i1 %36, %10
  br i1 %37, label %65, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15gemv_transposedPfPKfS1_iiE4part to ptr), i64 %34
  %40 = load float, ptr %39, align 4, !tbaa !13
  %41 = fadd contract float %40, 0.000000e+00
  %42 = getelementptr inbounds nuw i8, ptr %39, i64 132
  %43 = load float, ptr %42, align 4, !tbaa !13
  %44 = fadd contract float %41, %43
  %45 = getelementptr inbounds nuw i8, ptr %39, i64 264
  %46 = load float, ptr %45, align 4, !tbaa !13
  %47 = fadd contract float %44, %46
  %48 = getelementptr inbounds nuw i8, ptr %39, i64 396
  %49 = load float, ptr %48, align 4, !tbaa !13
  %50 = fadd contract float %47, %49
  %51 = getelementptr inbounds nuw i8, ptr %39, i64 528
  %52 = load float, ptr %51, align 4, !tbaa !13
  %53 = fadd contract float %50, %52
  %54 = getelementptr inbounds nuw i8, ptr %39, i64 660
  %55 = load float, ptr %54, align 4, !tbaa !13
  %56 = fadd contract float %53, %55
  %57 = getelementptr inbounds nuw i8, ptr %39, i64 792
  %58 = load float, ptr %57, align 4, !tbaa !13
  %59 = fadd contract float %56, %58
  %60 = getelementptr inbounds nuw i8, ptr %39, i64 924
  %61 = load float, ptr %60, align 4, !tbaa !13
  %62 = fadd contract float %59, %61
  %63 = sext i32 %9 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  store float %62, ptr %64, align 4, !tbaa !13
  br label %65

65:                                               ; preds = %30, %38
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12batched_mat4PfPKfS1_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %207

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = shl nsw i64 %12, 4
  %14 = getelementptr inbounds nuw float, ptr %1, i64 %13
  %15 = getelementptr inbounds nuw float, ptr %2, i64 %13
  %16 = load float, ptr %14, align 16, !tbaa !13
  %17 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %18 = load float, ptr %17, align 4, !tbaa !13
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %20 = load float, ptr %19, align 8, !tbaa !13
  %21 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %22 = load float, ptr %21, align 4, !tbaa !13
  %23 = load float, ptr %15, align 16, !tbaa !13
  %24 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %25 = load float, ptr %24, align 4, !tbaa !13
  %26 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %27 = load float, ptr %26, align 8, !tbaa !13
  %28 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %29 = load float, ptr %28, align 4, !tbaa !13
  %30 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %31 = load float, ptr %30, align 16, !tbaa !13
  %32 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %33 = load float, ptr %32, align 4, !tbaa !13
  %34 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %35 = load float, ptr %34, align 8, !tbaa !13
  %36 = getelementptr inbounds nuw i8, ptr %14, i64 28
  %37 = load float, ptr %36, align 4, !tbaa !13
  %38 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %39 = load float, ptr %38, align 16, !tbaa !13
  %40 = getelementptr inbounds nuw i8, ptr %15, i64 20
  %41 = load float, ptr %40, align 4, !tbaa !13
  %42 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %43 = load float, ptr %42, align 8, !tbaa !13
  %44 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %45 = load float, ptr %44, align 4, !tbaa !13
  %46 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %47 = load float, ptr %46, align 16, !tbaa !13
  %48 = getelementptr inbounds nuw i8, ptr %14, i64 36
  %49 = load float, ptr %48, align 4, !tbaa !13
  %50 = getelementptr inbounds nuw i8, ptr %14, i64 40
  %51 = load float, ptr %50, align 8, !tbaa !13
  %52 = getelementptr inbounds nuw i8, ptr %14, i64 44
  %53 = load float, ptr %52, align 4, !tbaa !13
  %54 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %55 = load float, ptr %54, align 16, !tbaa !13
  %56 = getelementptr inbounds nuw i8, ptr %15, i64 36
  %57 = load float, ptr %56, align 4, !tbaa !13
  %58 = getelementptr inbounds nuw i8, ptr %15, i64 40
  %59 = load float, ptr %58, align 8, !tbaa !13
  %60 = getelementptr inbounds nuw i8, ptr %15, i64 44
  %61 = load float, ptr %60, align 4, !tbaa !13
  %62 = getelementptr inbounds nuw i8, ptr %14, i64 48
  %63 = load float, ptr %62, align 16, !tbaa !13
  %64 = getelementptr inbounds nuw i8, ptr %14, i64 52
  %65 = load float, ptr %64, align 4, !tbaa !13
  %66 = getelementptr inbounds nuw i8, ptr %14, i64 56
  %67 = load float, ptr %66, align 8, !tbaa !13
  %68 = getelementptr inbounds nuw i8, ptr %14, i64 60
  %69 = load float, ptr %68, align 4, !tbaa !13
  %70 = getelementptr inbounds nuw i8, ptr %15, i64 48
  %71 = load float, ptr %70, align 16, !tbaa !13
  %72 = getelementptr inbounds nuw i8, ptr %15, i64 52
  %73 = load float, ptr %72, align 4, !tbaa !13
  %74 = getelementptr inbounds nuw i8, ptr %15, i64 56
  %75 = load float, ptr %74, align 8, !tbaa !13
  %76 = getelementptr inbounds nuw i8, ptr %15, i64 60
  %77 = load float, ptr %76, align 4, !tbaa !13
  %78 = shl nsw i64 %12, 6
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 %78
  %80 = fmul contract float %16, %23
  %81 = fmul contract float %18, %39
  %82 = fadd contract float %80, %81
  %83 = fmul contract float %20, %55
  %84 = fadd contract float %82, %83
  %85 = fmul contract float %22, %71
  %86 = fadd contract float %84, %85
  %87 = fmul contract float %16, %25
  %88 = fmul contract float %18, %41
  %89 = fadd contract float %87, %88
  %90 = fmul contract float %20, %57
  %91 = fadd contract float %89, %90
  %92 = fmul contract float %22, %73
  %93 = fadd contract float %91, %92
  %94 = fmul contract float %16, %27
  %95 = fmul contract float %18, %43
  %96 = fadd contract float %94, %95
  %97 = fmul contract float %20, %59
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %22, %75
  %100 = fadd contract float %98, %99
  %101 = fmul contract float %16, %29
  %102 = fmul contract float %18, %45
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %20, %61
  %105 = fadd contract float %103, %104
  %106 = fmul contract float %22, %77
  %107 = fadd contract float %105, %106
  store float %86, ptr %79, align 16, !tbaa !13
  %108 = getelementptr inbounds nuw i8, ptr %79, i64 4
  store float %93, ptr %108, align 4, !tbaa !13
  %109 = getelementptr inbounds nuw i8, ptr %79, i64 8
  store float %100, ptr %109, align 8, !tbaa !13
  %110 = getelementptr inbounds nuw i8, ptr %79, i64 12
  store float %107, ptr %110, align 4, !tbaa !13
  %111 = fmul contract float %31, %23
  %112 = fmul contract float %33, %39
  %113 = fadd contract float %111, %112
  %114 = fmul contract float %35, %55
  %115 = fadd contract float %113, %114
  %116 = fmul contract float %37, %71
  %117 = fadd contract float %115, %116
  %118 = fmul contract float %31, %25
  %119 = fmul contract float %33, %41
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %35, %57
  %122 = fadd contract float %120, %121
  %123 = fmul contract float %37, %73
  %124 = fadd contract float %122, %123
  %125 = fmul contract float %31, %27
  %126 = fmul contract float %33, %43
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %35, %59
  %129 = fadd contract float %127, %128
  %130 = fmul contract float %37, %75
  %131 = fadd contract float %129, %130
  %132 = fmul contract float %31, %29
  %133 = fmul contract float %33, %45
  %134 = fadd contract float %132, %133
  %135 = fmul contract float %35, %61
  %136 = fadd contract float %134, %135
  %137 = fmul contract float %37, %77
  %138 = fadd contract float %136, %137
  %139 = getelementptr inbounds nuw i8, ptr %79, i64 16
  store float %117, ptr %139, align 16, !tbaa !13
  %140 = getelementptr inbounds nuw i8, ptr %79, i64 20
  store float %124, ptr %140, align 4, !tbaa !13
  %141 = getelementptr inbounds nuw i8, ptr %79, i64 24
  store float %131, ptr %141, align 8, !tbaa !13
  %142 = getelementptr inbounds nuw i8, ptr %79, i64 28
  store float %138, ptr %142, align 4, !tbaa !13
  %143 = fmul contract float %47, %23
  %144 = fmul contract float %49, %39
  %145 = fadd contract float %143, %144
  %146 = fmul contract float %51, %55
  %147 = fadd contract float %145, %146
  %148 = fmul contract float %53, %71
  %149 = fadd contract float %147, %148
  %150 = fmul contract float %47, %25
  %151 = fmul contract float %49, %41
  %152 = fadd contract float %150, %151
  %153 = fmul contract float %51, %57
  %154 = fadd contract float %152, %153
  %155 = fmul contract float %53, %73
  %156 = fadd contract float %154, %155
  %157 = fmul contract float %47, %27
  %158 = fmul contract float %49, %43
  %159 = fadd contract float %157, %158
  %160 = fmul contract float %51, %59
  %161 = fadd contract float %159, %160
  %162 = fmul contract float %53, %75
  %163 = fadd contract float %161, %162
  %164 = fmul contract float %47, %29
  %165 = fmul contract float %49, %45
  %166 = fadd contract float %164, %165
  %167 = fmul contract float %51, %61
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %53, %77
  %170 = fadd contract float %168, %169
  %171 = getelementptr inbounds nuw i8, ptr %79, i64 32
  store float %149, ptr %171, align 16, !tbaa !13
  %172 = getelementptr inbounds nuw i8, ptr %79, i64 36
  store float %156, ptr %172, align 4, !tbaa !13
  %173 = getelementptr inbounds nuw i8, ptr %79, i64 40
  store float %163, ptr %173, align 8, !tbaa !13
  %174 = getelementptr inbounds nuw i8, ptr %79, i64 44
  store float %170, ptr %174, align 4, !tbaa !13
  %175 = fmul contract float %63, %23
  %176 = fmul contract float %65, %39
  %177 = fadd contract float %175, %176
  %178 = fmul contract float %67, %55
  %179 = fadd contract float %177, %178
  %180 = fmul contract float %69, %71
  %181 = fadd contract float %179, %180
  %182 = fmul contract float %63, %25
  %183 = fmul contract float %65, %41
  %184 = fadd contract float %182, %183
  %185 = fmul contract float %67, %57
  %186 = fadd contract float %184, %185
  %187 = fmul contract float %69, %73
  %188 = fadd contract float %186, %187
  %189 = fmul contract float %63, %27
  %190 = fmul contract float %65, %43
  %191 = fadd contract float %189, %190
  %192 = fmul contract float %67, %59
  %193 = fadd contract float %191, %192
  %194 = fmul contract float %69, %75
  %195 = fadd contract float %193, %194
  %196 = fmul contract float %63, %29
  %197 = fmul contract float %65, %45
  %198 = fadd contract float %196, %197
  %199 = fmul contract float %67, %61
  %200 = fadd contract float %198, %199
  %201 = fmul contract float %69, %77
  %202 = fadd contract float %200, %201
  %203 = getelementptr inbounds nuw i8, ptr %79, i64 48
  store float %181, ptr %203, align 16, !tbaa !13
  %204 = getelementptr inbounds nuw i8, ptr %79, i64 52
  store float %188, ptr %204, align 4, !tbaa !13
  %205 = getelementptr inbounds nuw i8, ptr %79, i64 56
  store float %195, ptr %205, align 8, !tbaa !13
  %206 = getelementptr inbounds nuw i8, ptr %79, i64 60
  store float %202, ptr %206, align 4, !tbaa !13
  br label %207

207:                                              ; preds = %4, %11
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11ddot_blocksPdPKdS1_i(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %12, %6
  br label %146

14:                                               ; preds = %146, %4
  %15 = phi double [ 0.000000e+00, %4 ], [ %154, %146 ]
  %16 = bitcast double %15 to i64
  %17 = trunc i64 %16 to i32
  %18 = lshr i64 %16, 32
  %19 = trunc nuw i64 %18 to i32
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %17, i32 16, i32 31)
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %19, i32 16, i32 31)
  %22 = zext i32 %21 to i64
  %23 = shl nuw i64 %22, 32
  %24 = zext i32 %20 to i64
  %25 = or disjoint i64 %23, %24
  %26 = bitcast i64 %25 to double
  %27 = fadd contract double %15, %26
  %28 = bitcast double %27 to i64
  %29 = trunc i64 %28 to i32
  %30 = lshr i64 %28, 32
  %31 = trunc nuw i64 %30 to i32
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %29, i32 8, i32 31)
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 8, i32 31)
  %34 = zext i32 %33 to i64
  %35 = shl nuw i64 %34, 32
  %36 = zext i32 %32 to i64
  %37 = or disjoint i64 %35, %36
  %38 = bitcast i64 %37 to double
  %39 = fadd contract double %27, %38
  %40 = bitcast double %39 to i64
  %41 = trunc i64 %40 to i32
  %42 = lshr i64 %40, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 4, i32 31)
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 4, i32 31)
  %46 = zext i32 %45 to i64
  %47 = shl nuw i64 %46, 32
  %48 = zext i32 %44 to i64
  %49 = or disjoint i64 %47, %48
  %50 = bitcast i64 %49 to double
  %51 = fadd contract double %39, %50
  %52 = bitcast double %51 to i64
  %53 = trunc i64 %52 to i32
  %54 = lshr i64 %52, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 2, i32 31)
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 2, i32 31)
  %58 = zext i32 %57 to i64
  %59 = shl nuw i64 %58, 32
  %60 = zext i32 %56 to i64
  %61 = or disjoint i64 %59, %60
  %62 = bitcast i64 %61 to double
  %63 = fadd contract double %51, %62
  %64 = bitcast double %63 to i64
  %65 = trunc i64 %64 to i32
  %66 = lshr i64 %64, 32
  %67 = trunc nuw i64 %66 to i32
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 1, i32 31)
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 1, i32 31)
  %70 = and i32 %8, 31
  %71 = lshr i32 %6, 5
  %72 = icmp eq i32 %70, 0
  br i1 %72, label %73, label %83

73:                                               ; preds = %14
  %74 = zext i32 %69 to i64
  %75 = shl nuw i64 %74, 32
  %76 = zext i32 %68 to i64
  %77 = or disjoint i64 %75, %76
  %78 = bitcast i64 %77 to double
  %79 = fadd contract double %63, %78
  %80 = lshr exact i32 %8, 5
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ11ddot_blocksPdPKdS1_iE3red to ptr), i64 %81
  store double %79, ptr %82, align 8, !tbaa !17
  br label %83

83:                                               ; preds = %73, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %84 = icmp samesign ult i32 %70, %71
  br i1 %84, label %85, label %89

85:                                               ; preds = %83
  %86 = zext nneg i32 %70 to i64
  %87 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ11ddot_blocksPdPKdS1_iE3red to ptr), i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !17
  br label %89

89:                                               ; preds = %83, %85
  %90 = phi contract double [ %88, %85 ], [ 0.000000e+00, %83 ]
  %91 = bitcast double %90 to i64
  %92 = trunc i64 %91 to i32
  %93 = lshr i64 %91, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %92, i32 16, i32 31)
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 16, i32 31)
  %97 = zext i32 %96 to i64
  %98 = shl nuw i64 %97, 32
  %99 = zext i32 %95 to i64
  %100 = or disjoint i64 %98, %99
  %101 = bitcast i64 %100 to double
  %102 = fadd contract double %90, %101
  %103 = bitcast double %102 to i64
  %104 = trunc i64 %103 to i32
  %105 = lshr i64 %103, 32
  %106 = trunc nuw i64 %105 to i32
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 8, i32 31)
  %108 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 8, i32 31)
  %109 = zext i32 %108 to i64
  %110 = shl nuw i64 %109, 32
  %111 = zext i32 %107 to i64
  %112 = or disjoint i64 %110, %111
  %113 = bitcast i64 %112 to double
  %114 = fadd contract double %102, %113
  %115 = bitcast double %114 to i64
  %116 = trunc i64 %115 to i32
  %117 = lshr i64 %115, 32
  %118 = trunc nuw i64 %117 to i32
  %119 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 4, i32 31)
  %120 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %118, i32 4, i32 31)
  %121 = zext i32 %120 to i64
  %122 = shl nuw i64 %121, 32
  %123 = zext i32 %119 to i64
  %124 = or disjoint i64 %122, %123
  %125 = bitcast i64 %124 to double
  %126 = fadd contract double %114, %125
  %127 = bitcast double %126 to i64
  %128 = trunc i64 %127 to i32
  %129 = lshr i64 %127, 32
  %130 = trunc nuw i64 %129 to i32
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 2, i32 31)
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 2, i32 31)
  %133 = zext i32 %132 to i64
  %134 = shl nuw i64 %133, 32
  %135 = zext i32 %131 to i64
  %136 = or disjoint i64 %134, %135
  %137 = bitcast i64 %136 to double
  %138 = fadd contract double %126, %137
  %139 = bitcast double %138 to i64
  %140 = trunc i64 %139 to i32
  %141 = lshr i64 %139, 32
  %142 = trunc nuw i64 %141 to i32
  %143 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %140, i32 1, i32 31)
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %145 = icmp eq i32 %8, 0
  br i1 %145, label %157, label %165

146:                                              ; preds = %11, %146
  %147 = phi i32 [ %9, %11 ], [ %155, %146 ]
  %148 = phi double [ 0.000000e+00, %11 ], [ %154, %146 ]
  %149 = sext i32 %147 to i64
  %150 = getelementptr inbounds double, ptr %1, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !17
  %152 = getelementptr inbounds double, ptr %2, i64 %149
  %153 = load double, ptr %152, align 8, !tbaa !17
  %154 = tail call noundef double @llvm.fma.f64(double %151, double %153, double %148)
  %155 = add i32 %147, %13
  %156 = icmp slt i32 %155, %3
  br i1 %156, label %146, label %14, !llvm.loop !19

157:                                              ; preds = %89
  %158 = zext i32 %144 to i64
  %159 = shl nuw i64 %158, 32
  %160 = zext i32 %143 to i64
  %161 = or disjoint i64 %159, %160
  %162 = bitcast i64 %161 to double
  %163 = fadd contract double %138, %162
  %164 = atomicrmw fadd ptr %0, double %163 seq_cst, align 8
  br label %165

165:                                              ; preds = %157, %89
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!16 = distinct !{!16, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = distinct !{!19, !12}
