; ModuleID = 'pipeline_primitives.cu'
source_filename = "pipeline_primitives.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ16conv1d_pipelinedPfPKfS1_iE3buf = internal addrspace(3) global [2 x [272 x float]] undef, align 16
@_ZZ16conv1d_pipelinedPfPKfS1_iE1w = internal unnamed_addr addrspace(3) global [17 x float] undef, align 4
@_ZZ17row_sum_pipelinedPfPK6float4iiE9stage_buf = internal addrspace(3) global [2 x [128 x %struct.float4]] undef, align 16
@_ZZ17row_sum_pipelinedPfPK6float4iiE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16conv1d_pipelinedPfPKfS1_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 17
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 %8
  %10 = getelementptr inbounds nuw float, ptr %2, i64 %8
  %11 = load float, ptr %10, align 4, !tbaa !11
  store float %11, ptr %9, align 4, !tbaa !11
  br label %12

12:                                               ; preds = %7, %4
  %13 = add nsw i32 %3, 255
  %14 = sdiv i32 %13, 256
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = icmp slt i32 %15, %14
  br i1 %16, label %17, label %46

17:                                               ; preds = %12
  %18 = shl nuw nsw i32 %15, 8
  %19 = add nsw i32 %18, -8
  %20 = icmp samesign ult i32 %5, 272
  br i1 %20, label %21, label %41

21:                                               ; preds = %17
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %23

23:                                               ; preds = %38, %21
  %24 = phi i32 [ %5, %21 ], [ %39, %38 ]
  %25 = add nsw i32 %19, %24
  %26 = icmp sgt i32 %25, -1
  %27 = icmp slt i32 %25, %3
  %28 = and i1 %26, %27
  %29 = zext nneg i32 %24 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE3buf to ptr), i64 %29
  br i1 %28, label %31, label %37

31:                                               ; preds = %23
  %32 = zext nneg i32 %25 to i64
  %33 = getelementptr inbounds nuw float, ptr %1, i64 %32
  %34 = addrspacecast ptr %30 to ptr addrspace(3)
  %35 = ptrtoint ptr addrspace(3) %34 to i64
  %36 = trunc i64 %35 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %36, ptr %33, i64 4, i64 4) #6, !srcloc !13
  br label %38

37:                                               ; preds = %23
  store float 0.000000e+00, ptr %30, align 4, !tbaa !11
  br label %38

38:                                               ; preds = %37, %31
  %39 = add nuw nsw i32 %24, %22
  %40 = icmp samesign ult i32 %39, 272
  br i1 %40, label %23, label %41, !llvm.loop !14

41:                                               ; preds = %38, %17
  tail call void asm sideeffect "cp.async.commit_group;", ""() #6, !srcloc !16
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %43 = icmp samesign ult i32 %5, 272
  %44 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %45 = icmp samesign ult i32 %5, 256
  br label %47

46:                                               ; preds = %105, %12
  ret void

47:                                               ; preds = %41, %105
  %48 = phi i32 [ %15, %41 ], [ %50, %105 ]
  %49 = phi i32 [ 0, %41 ], [ %106, %105 ]
  %50 = add i32 %48, %42
  %51 = icmp slt i32 %50, %14
  br i1 %51, label %52, label %78

52:                                               ; preds = %47
  %53 = shl nsw i32 %50, 8
  %54 = add nsw i32 %53, -8
  br i1 %43, label %55, label %77

55:                                               ; preds = %52
  %56 = xor i32 %49, 1
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw [272 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE3buf to ptr), i64 %57
  br label %59

59:                                               ; preds = %74, %55
  %60 = phi i32 [ %5, %55 ], [ %75, %74 ]
  %61 = add nsw i32 %54, %60
  %62 = icmp sgt i32 %61, -1
  %63 = icmp slt i32 %61, %3
  %64 = and i1 %62, %63
  %65 = zext nneg i32 %60 to i64
  %66 = getelementptr inbounds nuw float, ptr %58, i64 %65
  br i1 %64, label %67, label %73

67:                                               ; preds = %59
  %68 = zext nneg i32 %61 to i64
  %69 = getelementptr inbounds nuw float, ptr %1, i64 %68
  %70 = addrspacecast ptr %66 to ptr addrspace(3)
  %71 = ptrtoint ptr addrspace(3) %70 to i64
  %72 = trunc i64 %71 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %72, ptr %69, i64 4, i64 4) #6, !srcloc !13
  br label %74

73:                                               ; preds = %59
  store float 0.000000e+00, ptr %66, align 4, !tbaa !11
  br label %74

74:                                               ; preds = %73, %67
  %75 = add nuw nsw i32 %60, %44
  %76 = icmp samesign ult i32 %75, 272
  br i1 %76, label %59, label %77, !llvm.loop !14

77:                                               ; preds = %74, %52
  tail call void asm sideeffect "cp.async.commit_group;", ""() #6, !srcloc !16
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #6, !srcloc !17
  br label %79

78:                                               ; preds = %47
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #6, !srcloc !17
  br label %79

79:                                               ; preds = %78, %77
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %45, label %80, label %105

80:                                               ; preds = %79
  %81 = zext nneg i32 %49 to i64
  %82 = getelementptr inbounds nuw [272 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE3buf to ptr), i64 %81
  %83 = shl nsw i32 %48, 8
  %84 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 4), align 4, !tbaa !11
  %85 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 8), align 4, !tbaa !11
  %86 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 12), align 4, !tbaa !11
  %87 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 16), align 4, !tbaa !11
  %88 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 20), align 4, !tbaa !11
  %89 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 24), align 4, !tbaa !11
  %90 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 28), align 4, !tbaa !11
  %91 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 32), align 4, !tbaa !11
  %92 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 36), align 4, !tbaa !11
  %93 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 40), align 4, !tbaa !11
  %94 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 44), align 4, !tbaa !11
  %95 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 48), align 4, !tbaa !11
  %96 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 52), align 4, !tbaa !11
  %97 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 56), align 4, !tbaa !11
  %98 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 60), align 4, !tbaa !11
  %99 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), i64 64), align 4, !tbaa !11
  %100 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ16conv1d_pipelinedPfPKfS1_iE1w to ptr), align 4
  br label %101

101:                                              ; preds = %80, %194
  %102 = phi i32 [ %5, %80 ], [ %195, %194 ]
  %103 = add nsw i32 %102, %83
  %104 = icmp slt i32 %103, %3
  br i1 %104, label %107, label %194

105:                                              ; preds = %194, %79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %106 = xor i32 %49, 1
  br i1 %51, label %47, label %46, !llvm.loop !18

107:                                              ; preds = %101
  %108 = zext nneg i32 %102 to i64
  %109 = getelementptr inbounds nuw float, ptr %82, i64 %108
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 64
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = zext nneg i32 %102 to i64
  %113 = getelementptr inbounds nuw float, ptr %82, i64 %112
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 60
  %115 = load float, ptr %114, align 4, !tbaa !11
  %116 = zext nneg i32 %102 to i64
  %117 = getelementptr inbounds nuw float, ptr %82, i64 %116
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 56
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = zext nneg i32 %102 to i64
  %121 = getelementptr inbounds nuw float, ptr %82, i64 %120
  %122 = getelementptr inbounds nuw i8, ptr %121, i64 52
  %123 = load float, ptr %122, align 4, !tbaa !11
  %124 = zext nneg i32 %102 to i64
  %125 = getelementptr inbounds nuw float, ptr %82, i64 %124
  %126 = getelementptr inbounds nuw i8, ptr %125, i64 48
  %127 = load float, ptr %126, align 4, !tbaa !11
  %128 = zext nneg i32 %102 to i64
  %129 = getelementptr inbounds nuw float, ptr %82, i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 44
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = zext nneg i32 %102 to i64
  %133 = getelementptr inbounds nuw float, ptr %82, i64 %132
  %134 = getelementptr inbounds nuw i8, ptr %133, i64 40
  %135 = load float, ptr %134, align 4, !tbaa !11
  %136 = zext nneg i32 %102 to i64
  %137 = getelementptr inbounds nuw float, ptr %82, i64 %136
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 36
  %139 = load float, ptr %138, align 4, !tbaa !11
  %140 = zext nneg i32 %102 to i64
  %141 = getelementptr inbounds nuw float, ptr %82, i64 %140
  %142 = getelementptr inbounds nuw i8, ptr %141, i64 32
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = zext nneg i32 %102 to i64
  %145 = getelementptr inbounds nuw float, ptr %82, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 28
  %147 = load float, ptr %146, align 4, !tbaa !11
  %148 = zext nneg i32 %102 to i64
  %149 = getelementptr inbounds nuw float, ptr %82, i64 %148
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 24
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = zext nneg i32 %102 to i64
  %153 = getelementptr inbounds nuw float, ptr %82, i64 %152
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 20
  %155 = load float, ptr %154, align 4, !tbaa !11
  %156 = zext nneg i32 %102 to i64
  %157 = getelementptr inbounds nuw float, ptr %82, i64 %156
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 16
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = zext nneg i32 %102 to i64
  %161 = getelementptr inbounds nuw float, ptr %82, i64 %160
  %162 = getelementptr inbounds nuw i8, ptr %161, i64 12
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = zext nneg i32 %102 to i64
  %165 = getelementptr inbounds nuw float, ptr %82, i64 %164
  %166 = getelementptr inbounds nuw i8, ptr %165, i64 8
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = zext nneg i32 %102 to i64
  %169 = getelementptr inbounds nuw float, ptr %82, i64 %168
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 4
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = zext nneg i32 %102 to i64
  %173 = getelementptr inbounds nuw float, ptr %82, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = tail call noundef float @llvm.fma.f32(float %100, float %174, float 0.000000e+00)
  %176 = tail call noundef float @llvm.fma.f32(float %84, float %171, float %175)
  %177 = tail call noundef float @llvm.fma.f32(float %85, float %167, float %176)
  %178 = tail call noundef float @llvm.fma.f32(float %86, float %163, float %177)
  %179 = tail call noundef float @llvm.fma.f32(float %87, float %159, float %178)
  %180 = tail call noundef float @llvm.fma.f32(float %88, float %155, float %179)
  %181 = tail call noundef float @llvm.fma.f32(float %89, float %151, float %180)
  %182 = tail call noundef float @llvm.fma.f32(float %90, float %147, float %181)
  %183 = tail call noundef float @llvm.fma.f32(float %91, float %143, float %182)
  %184 = tail call noundef float @llvm.fma.f32(float %92, float %139, float %183)
  %185 = tail call noundef float @llvm.fma.f32(float %93, float %135, float %184)
  %186 = tail call noundef float @llvm.fma.f32(float %94, float %131, float %185)
  %187 = tail call noundef float @llvm.fma.f32(float %95, float %127, float %186)
  %188 = tail call noundef float @llvm.fma.f32(float %96, float %123, float %187)
  %189 = tail call noundef float @llvm.fma.f32(float %97, float %119, float %188)
  %190 = tail call noundef float @llvm.fma.f32(float %98, float %115, float %189)
  %191 = tail call noundef float @llvm.fma.f32(float %99, float %111, float %190)
  %192 = sext i32 %103 to i64
  %193 = getelementptr inbounds float, ptr %0, i64 %192
  store float %191, ptr %193, align 4, !tbaa !11
  br label %194

194:                                              ; preds = %107, %101
  %195 = add nuw nsw i32 %102, %44
  %196 = icmp samesign ult i32 %195, 256
  br i1 %196, label %101, label %105, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17row_sum_pipelinedPfPK6float4ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = icmp slt i32 %5, %3
  br i1 %6, label %7, label %107

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = sext i32 %2 to i64
  %10 = mul nsw i64 %9, %8
  %11 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp ult i32 %12, %2
  br i1 %13, label %14, label %21

14:                                               ; preds = %7
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17row_sum_pipelinedPfPK6float4iiE9stage_buf to ptr), i64 %15
  %17 = addrspacecast ptr %16 to ptr addrspace(3)
  %18 = ptrtoint ptr addrspace(3) %17 to i64
  %19 = trunc i64 %18 to i32
  %20 = getelementptr inbounds nuw %struct.float4, ptr %11, i64 %15
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %19, ptr %20, i32 16, i64 16) #6, !srcloc !20
  br label %21

21:                                               ; preds = %14, %7
  tail call void asm sideeffect "cp.async.commit_group;", ""() #6, !srcloc !16
  %22 = icmp sgt i32 %2, 0
  br i1 %22, label %23, label %27

23:                                               ; preds = %21
  %24 = icmp samesign ult i32 %12, 128
  %25 = zext nneg i32 %12 to i64
  %26 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17row_sum_pipelinedPfPK6float4iiE9stage_buf to ptr), i64 %25
  br label %65

27:                                               ; preds = %100, %21
  %28 = phi float [ 0.000000e+00, %21 ], [ %101, %100 ]
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 16, i32 31)
  %30 = fadd contract float %28, %29
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 8, i32 31)
  %32 = fadd contract float %30, %31
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 4, i32 31)
  %34 = fadd contract float %32, %33
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %34, i32 2, i32 31)
  %36 = fadd contract float %34, %35
  %37 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %36, i32 1, i32 31)
  %38 = and i32 %12, 31
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = lshr i32 %39, 5
  %41 = icmp eq i32 %38, 0
  br i1 %41, label %42, label %47

42:                                               ; preds = %27
  %43 = fadd contract float %36, %37
  %44 = lshr exact i32 %12, 5
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17row_sum_pipelinedPfPK6float4iiE3red to ptr), i64 %45
  store float %43, ptr %46, align 4, !tbaa !11
  br label %47

47:                                               ; preds = %42, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %48 = icmp samesign ult i32 %38, %40
  br i1 %48, label %49, label %53

49:                                               ; preds = %47
  %50 = zext nneg i32 %38 to i64
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17row_sum_pipelinedPfPK6float4iiE3red to ptr), i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !11
  br label %53

53:                                               ; preds = %47, %49
  %54 = phi contract float [ %52, %49 ], [ 0.000000e+00, %47 ]
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 16, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 8, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 4, i32 31)
  %60 = fadd contract float %58, %59
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 2, i32 31)
  %62 = fadd contract float %60, %61
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %62, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = icmp eq i32 %12, 0
  br i1 %64, label %104, label %107

65:                                               ; preds = %23, %100
  %66 = phi float [ 0.000000e+00, %23 ], [ %101, %100 ]
  %67 = phi i32 [ 0, %23 ], [ %102, %100 ]
  %68 = phi i32 [ 0, %23 ], [ %69, %100 ]
  %69 = add nuw nsw i32 %68, 128
  %70 = add nuw i32 %69, %12
  %71 = icmp slt i32 %70, %2
  %72 = select i1 %24, i1 %71, i1 false
  br i1 %72, label %73, label %82

73:                                               ; preds = %65
  %74 = xor i32 %67, 1
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw [128 x %struct.float4], ptr %26, i64 %75
  %77 = zext nneg i32 %70 to i64
  %78 = getelementptr inbounds nuw %struct.float4, ptr %11, i64 %77
  %79 = addrspacecast ptr %76 to ptr addrspace(3)
  %80 = ptrtoint ptr addrspace(3) %79 to i64
  %81 = trunc i64 %80 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %81, ptr nonnull %78, i32 16, i64 16) #6, !srcloc !20
  br label %82

82:                                               ; preds = %73, %65
  tail call void asm sideeffect "cp.async.commit_group;", ""() #6, !srcloc !16
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #6, !srcloc !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %83 = add nuw i32 %68, %12
  %84 = icmp ult i32 %83, %2
  %85 = and i1 %24, %84
  br i1 %85, label %86, label %100

86:                                               ; preds = %82
  %87 = zext nneg i32 %67 to i64
  %88 = getelementptr inbounds nuw [128 x %struct.float4], ptr %26, i64 %87
  %89 = load float, ptr %88, align 16, !tbaa !11
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %93 = load float, ptr %92, align 8, !tbaa !11
  %94 = getelementptr inbounds nuw i8, ptr %88, i64 12
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = fadd contract float %89, %91
  %97 = fadd contract float %93, %95
  %98 = fadd contract float %96, %97
  %99 = fadd contract float %66, %98
  br label %100

100:                                              ; preds = %86, %82
  %101 = phi float [ %99, %86 ], [ %66, %82 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = xor i32 %67, 1
  %103 = icmp slt i32 %69, %2
  br i1 %103, label %65, label %27, !llvm.loop !21

104:                                              ; preds = %53
  %105 = fadd contract float %62, %63
  %106 = getelementptr inbounds nuw float, ptr %0, i64 %8
  store float %105, ptr %106, align 4, !tbaa !11
  br label %107

107:                                              ; preds = %53, %104, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!13 = !{i64 13964598}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i64 13966150}
!17 = !{i64 13966304}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = !{i64 13965081}
!21 = distinct !{!21, !15}
