; ModuleID = 'softmax.cu'
source_filename = "softmax.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.MaxSum = type { float, float }

@_ZZ22softmax_forward_onlinePfPKfiifE3red = internal unnamed_addr addrspace(3) global [32 x %struct.MaxSum] undef, align 4
@_ZZ16softmax_backwardPfPKfS1_iiE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z22softmax_forward_onlinePfPKfiif(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %202

8:                                                ; preds = %5
  %9 = zext nneg i32 %6 to i64
  %10 = sext i32 %3 to i64
  %11 = mul nsw i64 %10, %9
  %12 = getelementptr inbounds nuw float, ptr %1, i64 %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %17

15:                                               ; preds = %8
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %73

17:                                               ; preds = %73, %8
  %18 = phi float [ 0xC7EFFFFFE0000000, %8 ], [ %81, %73 ]
  %19 = phi float [ 0.000000e+00, %8 ], [ %89, %73 ]
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %18, i32 16, i32 31)
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 16, i32 31)
  %22 = tail call noundef float @llvm.maxnum.f32(float %18, float %20)
  %23 = fsub contract float %18, %22
  %24 = fmul float %23, 0x3FF7154760000000
  %25 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %24)
  %26 = fmul contract float %19, %25
  %27 = fsub contract float %20, %22
  %28 = fmul float %27, 0x3FF7154760000000
  %29 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %28)
  %30 = fmul contract float %21, %29
  %31 = fadd contract float %26, %30
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 8, i32 31)
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 8, i32 31)
  %34 = tail call noundef float @llvm.maxnum.f32(float %22, float %32)
  %35 = fsub contract float %22, %34
  %36 = fmul float %35, 0x3FF7154760000000
  %37 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %36)
  %38 = fmul contract float %31, %37
  %39 = fsub contract float %32, %34
  %40 = fmul float %39, 0x3FF7154760000000
  %41 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %40)
  %42 = fmul contract float %33, %41
  %43 = fadd contract float %38, %42
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %34, i32 4, i32 31)
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 4, i32 31)
  %46 = tail call noundef float @llvm.maxnum.f32(float %34, float %44)
  %47 = fsub contract float %34, %46
  %48 = fmul float %47, 0x3FF7154760000000
  %49 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %48)
  %50 = fmul contract float %43, %49
  %51 = fsub contract float %44, %46
  %52 = fmul float %51, 0x3FF7154760000000
  %53 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %52)
  %54 = fmul contract float %45, %53
  %55 = fadd contract float %50, %54
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 2, i32 31)
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 2, i32 31)
  %58 = tail call noundef float @llvm.maxnum.f32(float %46, float %56)
  %59 = fsub contract float %46, %58
  %60 = fmul float %59, 0x3FF7154760000000
  %61 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %60)
  %62 = fmul contract float %55, %61
  %63 = fsub contract float %56, %58
  %64 = fmul float %63, 0x3FF7154760000000
  %65 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %64)
  %66 = fmul contract float %57, %65
  %67 = fadd contract float %62, %66
  %68 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 1, i32 31)
  %69 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %67, i32 1, i32 31)
  %70 = and i32 %13, 31
  %71 = lshr i32 %13, 5
  %72 = icmp eq i32 %70, 0
  br i1 %72, label %92, label %106

73:                                               ; preds = %15, %73
  %74 = phi float [ 0.000000e+00, %15 ], [ %89, %73 ]
  %75 = phi float [ 0xC7EFFFFFE0000000, %15 ], [ %81, %73 ]
  %76 = phi i32 [ %13, %15 ], [ %90, %73 ]
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %12, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = fmul contract float %4, %79
  %81 = tail call noundef float @llvm.maxnum.f32(float %75, float %80)
  %82 = fsub contract float %75, %81
  %83 = fmul float %82, 0x3FF7154760000000
  %84 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %83)
  %85 = fmul contract float %74, %84
  %86 = fsub contract float %80, %81
  %87 = fmul float %86, 0x3FF7154760000000
  %88 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %87)
  %89 = fadd contract float %85, %88
  %90 = add i32 %76, %16
  %91 = icmp slt i32 %90, %3
  br i1 %91, label %73, label %17, !llvm.loop !13

92:                                               ; preds = %17
  %93 = tail call noundef float @llvm.maxnum.f32(float %58, float %68)
  %94 = fsub contract float %58, %93
  %95 = fmul float %94, 0x3FF7154760000000
  %96 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %95)
  %97 = fmul contract float %67, %96
  %98 = fsub contract float %68, %93
  %99 = fmul float %98, 0x3FF7154760000000
  %100 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %99)
  %101 = fmul contract float %69, %100
  %102 = fadd contract float %97, %101
  %103 = zext nneg i32 %71 to i64
  %104 = getelementptr inbounds nuw %struct.MaxSum, ptr addrspacecast (ptr addrspace(3) @_ZZ22softmax_forward_onlinePfPKfiifE3red to ptr), i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 4
  store float %93, ptr %104, align 4, !tbaa !11
  store float %102, ptr %105, align 4, !tbaa !11
  br label %106

106:                                              ; preds = %92, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %107 = icmp eq i32 %71, 0
  br i1 %107, label %108, label %182

108:                                              ; preds = %106
  %109 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %110 = lshr i32 %109, 5
  %111 = icmp samesign ult i32 %70, %110
  br i1 %111, label %112, label %118

112:                                              ; preds = %108
  %113 = zext nneg i32 %70 to i64
  %114 = getelementptr inbounds nuw %struct.MaxSum, ptr addrspacecast (ptr addrspace(3) @_ZZ22softmax_forward_onlinePfPKfiifE3red to ptr), i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 4
  %116 = load float, ptr %114, align 4, !tbaa !11
  %117 = load float, ptr %115, align 4, !tbaa !11
  br label %118

118:                                              ; preds = %108, %112
  %119 = phi float [ %116, %112 ], [ 0xC7EFFFFFE0000000, %108 ]
  %120 = phi float [ %117, %112 ], [ 0.000000e+00, %108 ]
  %121 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %119, i32 16, i32 31)
  %122 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %120, i32 16, i32 31)
  %123 = tail call noundef float @llvm.maxnum.f32(float %119, float %121)
  %124 = fsub contract float %119, %123
  %125 = fmul float %124, 0x3FF7154760000000
  %126 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %125)
  %127 = fmul contract float %120, %126
  %128 = fsub contract float %121, %123
  %129 = fmul float %128, 0x3FF7154760000000
  %130 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %129)
  %131 = fmul contract float %122, %130
  %132 = fadd contract float %127, %131
  %133 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %123, i32 8, i32 31)
  %134 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %132, i32 8, i32 31)
  %135 = tail call noundef float @llvm.maxnum.f32(float %123, float %133)
  %136 = fsub contract float %123, %135
  %137 = fmul float %136, 0x3FF7154760000000
  %138 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %137)
  %139 = fmul contract float %132, %138
  %140 = fsub contract float %133, %135
  %141 = fmul float %140, 0x3FF7154760000000
  %142 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %141)
  %143 = fmul contract float %134, %142
  %144 = fadd contract float %139, %143
  %145 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %135, i32 4, i32 31)
  %146 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %144, i32 4, i32 31)
  %147 = tail call noundef float @llvm.maxnum.f32(float %135, float %145)
  %148 = fsub contract float %135, %147
  %149 = fmul float %148, 0x3FF7154760000000
  %150 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %149)
  %151 = fmul contract float %144, %150
  %152 = fsub contract float %145, %147
  %153 = fmul float %152, 0x3FF7154760000000
  %154 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %153)
  %155 = fmul contract float %146, %154
  %156 = fadd contract float %151, %155
  %157 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %147, i32 2, i32 31)
  %158 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %156, i32 2, i32 31)
  %159 = tail call noundef float @llvm.maxnum.f32(float %147, float %157)
  %160 = fsub contract float %147, %159
  %161 = fmul float %160, 0x3FF7154760000000
  %162 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %161)
  %163 = fmul contract float %156, %162
  %164 = fsub contract float %157, %159
  %165 = fmul float %164, 0x3FF7154760000000
  %166 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %165)
  %167 = fmul contract float %158, %166
  %168 = fadd contract float %163, %167
  %169 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %159, i32 1, i32 31)
  %170 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %168, i32 1, i32 31)
  br i1 %72, label %171, label %182

171:                                              ; preds = %118
  %172 = tail call noundef float @llvm.maxnum.f32(float %159, float %169)
  %173 = fsub contract float %159, %172
  %174 = fmul float %173, 0x3FF7154760000000
  %175 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %174)
  %176 = fmul contract float %168, %175
  %177 = fsub contract float %169, %172
  %178 = fmul float %177, 0x3FF7154760000000
  %179 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %178)
  %180 = fmul contract float %170, %179
  %181 = fadd contract float %176, %180
  store float %172, ptr addrspacecast (ptr addrspace(3) @_ZZ22softmax_forward_onlinePfPKfiifE3red to ptr), align 4, !tbaa !11
  store float %181, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ22softmax_forward_onlinePfPKfiifE3red to ptr), i64 4), align 4, !tbaa !11
  br label %182

182:                                              ; preds = %118, %171, %106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %183 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ22softmax_forward_onlinePfPKfiifE3red to ptr), align 4, !tbaa !15
  %184 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ22softmax_forward_onlinePfPKfiifE3red to ptr), i64 4), align 4, !tbaa !17
  %185 = fdiv contract float 1.000000e+00, %184
  %186 = getelementptr inbounds nuw float, ptr %0, i64 %11
  br i1 %14, label %187, label %202

187:                                              ; preds = %182
  %188 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %189

189:                                              ; preds = %187, %189
  %190 = phi i32 [ %13, %187 ], [ %200, %189 ]
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds float, ptr %12, i64 %191
  %193 = load float, ptr %192, align 4, !tbaa !11
  %194 = fmul contract float %4, %193
  %195 = fsub contract float %194, %183
  %196 = fmul float %195, 0x3FF7154760000000
  %197 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %196)
  %198 = fmul contract float %185, %197
  %199 = getelementptr inbounds float, ptr %186, i64 %191
  store float %198, ptr %199, align 4, !tbaa !11
  %200 = add i32 %190, %188
  %201 = icmp slt i32 %200, %3
  br i1 %201, label %189, label %202, !llvm.loop !18

202:                                              ; preds = %189, %182, %5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z19softmax_causal_warpPfPKfiif(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = lshr i32 %9, 5
  %11 = mul i32 %10, %8
  %12 = lshr i32 %6, 5
  %13 = add i32 %11, %12
  %14 = mul nsw i32 %3, %2
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %248

16:                                               ; preds = %5
  %17 = srem i32 %13, %3
  %18 = sext i32 %13 to i64
  %19 = sext i32 %3 to i64
  %20 = mul nsw i64 %19, %18
  %21 = getelementptr inbounds nuw float, ptr %1, i64 %20
  %22 = shl nuw nsw i32 %7, 2
  %23 = icmp sgt i32 %22, %17
  br i1 %23, label %24, label %65

24:                                               ; preds = %216, %16
  %25 = phi float [ 0.000000e+00, %16 ], [ %218, %216 ]
  %26 = phi float [ 0xC7EFFFFFE0000000, %16 ], [ %185, %216 ]
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 16, i32 31)
  %28 = tail call noundef float @llvm.maxnum.f32(float %26, float %27)
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 8, i32 31)
  %30 = tail call noundef float @llvm.maxnum.f32(float %28, float %29)
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 4, i32 31)
  %32 = tail call noundef float @llvm.maxnum.f32(float %30, float %31)
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 2, i32 31)
  %34 = tail call noundef float @llvm.maxnum.f32(float %32, float %33)
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %34, i32 1, i32 31)
  %36 = tail call noundef float @llvm.maxnum.f32(float %34, float %35)
  %37 = fsub contract float %26, %36
  %38 = fmul contract float %4, %37
  %39 = tail call float @llvm.fma.f32(float %38, float 0x3F777313A0000000, float 5.000000e-01)
  %40 = tail call float @llvm.nvvm.saturate.f(float %39) #8
  %41 = tail call float @llvm.nvvm.fma.rm.f(float %40, float 2.520000e+02, float 0x4168000020000000) #8
  %42 = fadd float %41, 0xC168000FE0000000
  %43 = fneg float %42
  %44 = tail call float @llvm.fma.f32(float %38, float 0x3FF7154760000000, float %43)
  %45 = tail call float @llvm.fma.f32(float %38, float 0x3E54AE0C00000000, float %44)
  %46 = bitcast float %41 to i32
  %47 = shl i32 %46, 23
  %48 = bitcast i32 %47 to float
  %49 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %45)
  %50 = fmul float %49, %48
  %51 = fmul contract float %25, %50
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %51, i32 16, i32 31)
  %53 = fadd contract float %51, %52
  %54 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %53, i32 8, i32 31)
  %55 = fadd contract float %53, %54
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 4, i32 31)
  %57 = fadd contract float %55, %56
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %57, i32 2, i32 31)
  %59 = fadd contract float %57, %58
  %60 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 1, i32 31)
  %61 = fadd contract float %59, %60
  %62 = fdiv contract float 1.000000e+00, %61
  %63 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %64 = icmp slt i32 %7, %3
  br i1 %64, label %221, label %248

65:                                               ; preds = %16, %216
  %66 = phi float [ %185, %216 ], [ 0xC7EFFFFFE0000000, %16 ]
  %67 = phi float [ %218, %216 ], [ 0.000000e+00, %16 ]
  %68 = phi i32 [ %219, %216 ], [ %22, %16 ]
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw float, ptr %21, i64 %69
  %71 = load float, ptr %70, align 16, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 4
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = getelementptr inbounds nuw i8, ptr %70, i64 8
  %75 = load float, ptr %74, align 8, !tbaa !11
  %76 = getelementptr inbounds nuw i8, ptr %70, i64 12
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = tail call noundef float @llvm.maxnum.f32(float %66, float %71)
  %79 = fsub contract float %66, %78
  %80 = fmul contract float %4, %79
  %81 = tail call float @llvm.fma.f32(float %80, float 0x3F777313A0000000, float 5.000000e-01)
  %82 = tail call float @llvm.nvvm.saturate.f(float %81) #8
  %83 = tail call float @llvm.nvvm.fma.rm.f(float %82, float 2.520000e+02, float 0x4168000020000000) #8
  %84 = fadd float %83, 0xC168000FE0000000
  %85 = fneg float %84
  %86 = tail call float @llvm.fma.f32(float %80, float 0x3FF7154760000000, float %85)
  %87 = tail call float @llvm.fma.f32(float %80, float 0x3E54AE0C00000000, float %86)
  %88 = bitcast float %83 to i32
  %89 = shl i32 %88, 23
  %90 = bitcast i32 %89 to float
  %91 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %87)
  %92 = fmul float %91, %90
  %93 = fmul contract float %67, %92
  %94 = fsub contract float %71, %78
  %95 = fmul contract float %4, %94
  %96 = tail call float @llvm.fma.f32(float %95, float 0x3F777313A0000000, float 5.000000e-01)
  %97 = tail call float @llvm.nvvm.saturate.f(float %96) #8
  %98 = tail call float @llvm.nvvm.fma.rm.f(float %97, float 2.520000e+02, float 0x4168000020000000) #8
  %99 = fadd float %98, 0xC168000FE0000000
  %100 = fneg float %99
  %101 = tail call float @llvm.fma.f32(float %95, float 0x3FF7154760000000, float %100)
  %102 = tail call float @llvm.fma.f32(float %95, float 0x3E54AE0C00000000, float %101)
  %103 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %102)
  %104 = bitcast float %98 to i32
  %105 = shl i32 %104, 23
  %106 = bitcast i32 %105 to float
  %107 = fmul float %103, %106
  %108 = fadd contract float %93, %107
  %109 = icmp slt i32 %68, %17
  %110 = select i1 %109, float %73, float 0xC7EFFFFFE0000000
  %111 = tail call noundef float @llvm.maxnum.f32(float %78, float %110)
  %112 = fsub contract float %78, %111
  %113 = fmul contract float %4, %112
  %114 = tail call float @llvm.fma.f32(float %113, float 0x3F777313A0000000, float 5.000000e-01)
  %115 = tail call float @llvm.nvvm.saturate.f(float %114) #8
  %116 = tail call float @llvm.nvvm.fma.rm.f(float %115, float 2.520000e+02, float 0x4168000020000000) #8
  %117 = fadd float %116, 0xC168000FE0000000
  %118 = fneg float %117
  %119 = tail call float @llvm.fma.f32(float %113, float 0x3FF7154760000000, float %118)
  %120 = tail call float @llvm.fma.f32(float %113, float 0x3E54AE0C00000000, float %119)
  %121 = bitcast float %116 to i32
  %122 = shl i32 %121, 23
  %123 = bitcast i32 %122 to float
  %124 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %120)
  %125 = fmul float %124, %123
  %126 = fmul contract float %108, %125
  br i1 %109, label %127, label %142

127:                                              ; preds = %65
  %128 = fsub contract float %110, %111
  %129 = fmul contract float %4, %128
  %130 = tail call float @llvm.fma.f32(float %129, float 0x3F777313A0000000, float 5.000000e-01)
  %131 = tail call float @llvm.nvvm.saturate.f(float %130) #8
  %132 = tail call float @llvm.nvvm.fma.rm.f(float %131, float 2.520000e+02, float 0x4168000020000000) #8
  %133 = fadd float %132, 0xC168000FE0000000
  %134 = fneg float %133
  %135 = tail call float @llvm.fma.f32(float %129, float 0x3FF7154760000000, float %134)
  %136 = tail call float @llvm.fma.f32(float %129, float 0x3E54AE0C00000000, float %135)
  %137 = bitcast float %132 to i32
  %138 = shl i32 %137, 23
  %139 = bitcast i32 %138 to float
  %140 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %136)
  %141 = fmul float %140, %139
  br label %142

142:                                              ; preds = %127, %65
  %143 = phi contract float [ %141, %127 ], [ 0.000000e+00, %65 ]
  %144 = fadd contract float %126, %143
  %145 = or disjoint i32 %68, 2
  %146 = icmp sgt i32 %145, %17
  %147 = select i1 %146, float 0xC7EFFFFFE0000000, float %75
  %148 = tail call noundef float @llvm.maxnum.f32(float %111, float %147)
  %149 = fsub contract float %111, %148
  %150 = fmul contract float %4, %149
  %151 = tail call float @llvm.fma.f32(float %150, float 0x3F777313A0000000, float 5.000000e-01)
  %152 = tail call float @llvm.nvvm.saturate.f(float %151) #8
  %153 = tail call float @llvm.nvvm.fma.rm.f(float %152, float 2.520000e+02, float 0x4168000020000000) #8
  %154 = fadd float %153, 0xC168000FE0000000
  %155 = fneg float %154
  %156 = tail call float @llvm.fma.f32(float %150, float 0x3FF7154760000000, float %155)
  %157 = tail call float @llvm.fma.f32(float %150, float 0x3E54AE0C00000000, float %156)
  %158 = bitcast float %153 to i32
  %159 = shl i32 %158, 23
  %160 = bitcast i32 %159 to float
  %161 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %157)
  %162 = fmul float %161, %160
  %163 = fmul contract float %144, %162
  br i1 %146, label %179, label %164

164:                                              ; preds = %142
  %165 = fsub contract float %147, %148
  %166 = fmul contract float %4, %165
  %167 = tail call float @llvm.fma.f32(float %166, float 0x3F777313A0000000, float 5.000000e-01)
  %168 = tail call float @llvm.nvvm.saturate.f(float %167) #8
  %169 = tail call float @llvm.nvvm.fma.rm.f(float %168, float 2.520000e+02, float 0x4168000020000000) #8
  %170 = fadd float %169, 0xC168000FE0000000
  %171 = fneg float %170
  %172 = tail call float @llvm.fma.f32(float %166, float 0x3FF7154760000000, float %171)
  %173 = tail call float @llvm.fma.f32(float %166, float 0x3E54AE0C00000000, float %172)
  %174 = bitcast float %169 to i32
  %175 = shl i32 %174, 23
  %176 = bitcast i32 %175 to float
  %177 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %173)
  %178 = fmul float %177, %176
  br label %179

179:                                              ; preds = %164, %142
  %180 = phi contract float [ %178, %164 ], [ 0.000000e+00, %142 ]
  %181 = fadd contract float %163, %180
  %182 = or disjoint i32 %68, 3
  %183 = icmp sgt i32 %182, %17
  %184 = select i1 %183, float 0xC7EFFFFFE0000000, float %77
  %185 = tail call noundef float @llvm.maxnum.f32(float %148, float %184)
  %186 = fsub contract float %148, %185
  %187 = fmul contract float %4, %186
  %188 = tail call float @llvm.fma.f32(float %187, float 0x3F777313A0000000, float 5.000000e-01)
  %189 = tail call float @llvm.nvvm.saturate.f(float %188) #8
  %190 = tail call float @llvm.nvvm.fma.rm.f(float %189, float 2.520000e+02, float 0x4168000020000000) #8
  %191 = fadd float %190, 0xC168000FE0000000
  %192 = fneg float %191
  %193 = tail call float @llvm.fma.f32(float %187, float 0x3FF7154760000000, float %192)
  %194 = tail call float @llvm.fma.f32(float %187, float 0x3E54AE0C00000000, float %193)
  %195 = bitcast float %190 to i32
  %196 = shl i32 %195, 23
  %197 = bitcast i32 %196 to float
  %198 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %194)
  %199 = fmul float %198, %197
  %200 = fmul contract float %181, %199
  br i1 %183, label %216, label %201

201:                                              ; preds = %179
  %202 = fsub contract float %184, %185
  %203 = fmul contract float %4, %202
  %204 = tail call float @llvm.fma.f32(float %203, float 0x3F777313A0000000, float 5.000000e-01)
  %205 = tail call float @llvm.nvvm.saturate.f(float %204) #8
  %206 = tail call float @llvm.nvvm.fma.rm.f(float %205, float 2.520000e+02, float 0x4168000020000000) #8
  %207 = fadd float %206, 0xC168000FE0000000
  %208 = fneg float %207
  %209 = tail call float @llvm.fma.f32(float %203, float 0x3FF7154760000000, float %208)
  %210 = tail call float @llvm.fma.f32(float %203, float 0x3E54AE0C00000000, float %209)
  %211 = bitcast float %206 to i32
  %212 = shl i32 %211, 23
  %213 = bitcast i32 %212 to float
  %214 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %210)
  %215 = fmul float %214, %213
  br label %216

216:                                              ; preds = %201, %179
  %217 = phi contract float [ %215, %201 ], [ 0.000000e+00, %179 ]
  %218 = fadd contract float %200, %217
  %219 = add nuw nsw i32 %68, 128
  %220 = icmp sgt i32 %219, %17
  br i1 %220, label %24, label %65, !llvm.loop !19

221:                                              ; preds = %24, %243
  %222 = phi i32 [ %246, %243 ], [ %7, %24 ]
  %223 = icmp sgt i32 %222, %17
  %224 = zext nneg i32 %222 to i64
  br i1 %223, label %243, label %225

225:                                              ; preds = %221
  %226 = getelementptr inbounds nuw float, ptr %21, i64 %224
  %227 = load float, ptr %226, align 4, !tbaa !11
  %228 = fsub contract float %227, %36
  %229 = fmul contract float %4, %228
  %230 = tail call float @llvm.fma.f32(float %229, float 0x3F777313A0000000, float 5.000000e-01)
  %231 = tail call float @llvm.nvvm.saturate.f(float %230) #8
  %232 = tail call float @llvm.nvvm.fma.rm.f(float %231, float 2.520000e+02, float 0x4168000020000000) #8
  %233 = fadd float %232, 0xC168000FE0000000
  %234 = fneg float %233
  %235 = tail call float @llvm.fma.f32(float %229, float 0x3FF7154760000000, float %234)
  %236 = tail call float @llvm.fma.f32(float %229, float 0x3E54AE0C00000000, float %235)
  %237 = bitcast float %232 to i32
  %238 = shl i32 %237, 23
  %239 = bitcast i32 %238 to float
  %240 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %236)
  %241 = fmul float %240, %239
  %242 = fmul contract float %62, %241
  br label %243

243:                                              ; preds = %221, %225
  %244 = phi contract float [ %242, %225 ], [ 0.000000e+00, %221 ]
  %245 = getelementptr inbounds nuw float, ptr %63, i64 %224
  store float %244, ptr %245, align 4, !tbaa !11
  %246 = add nuw nsw i32 %222, 32
  %247 = icmp slt i32 %246, %3
  br i1 %247, label %221, label %248, !llvm.loop !20

248:                                              ; preds = %243, %24, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16softmax_backwardPfPKfS1_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %80

8:                                                ; preds = %5
  %9 = zext nneg i32 %6 to i64
  %10 = sext i32 %4 to i64
  %11 = mul nsw i64 %10, %9
  %12 = getelementptr inbounds nuw float, ptr %2, i64 %11
  %13 = getelementptr inbounds nuw float, ptr %1, i64 %11
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = icmp slt i32 %14, %4
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %15, label %56, label %17

17:                                               ; preds = %56, %8
  %18 = phi float [ 0.000000e+00, %8 ], [ %65, %56 ]
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %18, i32 16, i32 31)
  %20 = fadd contract float %18, %19
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 8, i32 31)
  %22 = fadd contract float %20, %21
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 4, i32 31)
  %24 = fadd contract float %22, %23
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 2, i32 31)
  %26 = fadd contract float %24, %25
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 1, i32 31)
  %28 = and i32 %14, 31
  %29 = lshr i32 %16, 5
  %30 = icmp eq i32 %28, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %17
  %32 = fadd contract float %26, %27
  %33 = lshr exact i32 %14, 5
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16softmax_backwardPfPKfS1_iiE3red to ptr), i64 %34
  store float %32, ptr %35, align 4, !tbaa !11
  br label %36

36:                                               ; preds = %31, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = icmp samesign ult i32 %28, %29
  br i1 %37, label %38, label %42

38:                                               ; preds = %36
  %39 = zext nneg i32 %28 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16softmax_backwardPfPKfS1_iiE3red to ptr), i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  br label %42

42:                                               ; preds = %38, %36
  %43 = phi contract float [ %41, %38 ], [ 0.000000e+00, %36 ]
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 16, i32 31)
  %45 = fadd contract float %43, %44
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 8, i32 31)
  %47 = fadd contract float %45, %46
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 4, i32 31)
  %49 = fadd contract float %47, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 2, i32 31)
  %51 = fadd contract float %49, %50
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %51, i32 1, i32 31)
  %53 = fadd contract float %51, %52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %54, label %80

54:                                               ; preds = %42
  %55 = getelementptr float, ptr %0, i64 %11
  br label %68

56:                                               ; preds = %8, %56
  %57 = phi i32 [ %66, %56 ], [ %14, %8 ]
  %58 = phi float [ %65, %56 ], [ 0.000000e+00, %8 ]
  %59 = sext i32 %57 to i64
  %60 = getelementptr inbounds float, ptr %12, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = getelementptr inbounds float, ptr %13, i64 %59
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = fmul contract float %61, %63
  %65 = fadd contract float %58, %64
  %66 = add i32 %57, %16
  %67 = icmp slt i32 %66, %4
  br i1 %67, label %56, label %17, !llvm.loop !21

68:                                               ; preds = %54, %68
  %69 = phi i32 [ %14, %54 ], [ %78, %68 ]
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %12, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = getelementptr inbounds float, ptr %13, i64 %70
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = fsub contract float %74, %53
  %76 = fmul contract float %72, %75
  %77 = getelementptr float, ptr %55, i64 %70
  store float %76, ptr %77, align 4, !tbaa !11
  %78 = add i32 %69, %16
  %79 = icmp slt i32 %78, %4
  br i1 %79, label %68, label %80, !llvm.loop !22

80:                                               ; preds = %68, %42, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!15 = !{!16, !12, i64 0}
!16 = !{!"_ZTS6MaxSum", !12, i64 0, !12, i64 4}
!17 = !{!16, !12, i64 4}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
