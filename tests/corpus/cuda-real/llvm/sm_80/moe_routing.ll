; ModuleID = 'moe_routing.cu'
source_filename = "moe_routing.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12topk2_gatingPiPfS_PKfiiE6counts = internal addrspace(3) global [64 x i32] undef, align 4
@_ZZ14permute_tokensPiS_PKiS1_iiE7offsets = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12topk2_gatingPiPfS_PKfii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca [2 x i32], align 4
  %8 = alloca [2 x float], align 4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp slt i32 %9, %5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %20, label %12

12:                                               ; preds = %20, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = lshr i32 %11, 5
  %15 = mul i32 %14, %13
  %16 = lshr i32 %9, 5
  %17 = add i32 %15, %16
  %18 = and i32 %9, 31
  %19 = icmp slt i32 %17, %4
  br i1 %19, label %26, label %228

20:                                               ; preds = %6, %20
  %21 = phi i32 [ %24, %20 ], [ %9, %6 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12topk2_gatingPiPfS_PKfiiE6counts to ptr), i64 %22
  store i32 0, ptr %23, align 4, !tbaa !6
  %24 = add i32 %21, %11
  %25 = icmp slt i32 %24, %5
  br i1 %25, label %20, label %12, !llvm.loop !11

26:                                               ; preds = %12
  %27 = sext i32 %17 to i64
  %28 = sext i32 %5 to i64
  %29 = mul nsw i64 %28, %27
  %30 = getelementptr inbounds nuw float, ptr %3, i64 %29
  %31 = icmp slt i32 %18, %5
  br i1 %31, label %32, label %36

32:                                               ; preds = %26
  %33 = zext nneg i32 %18 to i64
  %34 = getelementptr inbounds nuw float, ptr %30, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !13
  br label %36

36:                                               ; preds = %26, %32
  %37 = phi contract float [ %35, %32 ], [ 0xC7EFFFFFE0000000, %26 ]
  %38 = or disjoint i32 %18, 32
  %39 = icmp slt i32 %38, %5
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = zext nneg i32 %38 to i64
  %42 = getelementptr inbounds nuw float, ptr %30, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !13
  br label %44

44:                                               ; preds = %36, %40
  %45 = phi contract float [ %43, %40 ], [ 0xC7EFFFFFE0000000, %36 ]
  %46 = tail call noundef float @llvm.maxnum.f32(float %37, float %45)
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 16, i32 31)
  %48 = tail call noundef float @llvm.maxnum.f32(float %46, float %47)
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 8, i32 31)
  %50 = tail call noundef float @llvm.maxnum.f32(float %48, float %49)
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 4, i32 31)
  %52 = tail call noundef float @llvm.maxnum.f32(float %50, float %51)
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 2, i32 31)
  %54 = tail call noundef float @llvm.maxnum.f32(float %52, float %53)
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 1, i32 31)
  %56 = tail call noundef float @llvm.maxnum.f32(float %54, float %55)
  br i1 %31, label %57, label %61

57:                                               ; preds = %44
  %58 = fsub contract float %37, %56
  %59 = fmul float %58, 0x3FF7154760000000
  %60 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %59)
  br label %61

61:                                               ; preds = %44, %57
  %62 = phi contract float [ %60, %57 ], [ 0.000000e+00, %44 ]
  br i1 %39, label %63, label %67

63:                                               ; preds = %61
  %64 = fsub contract float %45, %56
  %65 = fmul float %64, 0x3FF7154760000000
  %66 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %65)
  br label %67

67:                                               ; preds = %61, %63
  %68 = phi contract float [ %66, %63 ], [ 0.000000e+00, %61 ]
  %69 = fadd contract float %62, %68
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 16, i32 31)
  %71 = fadd contract float %69, %70
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %71, i32 8, i32 31)
  %73 = fadd contract float %71, %72
  %74 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %73, i32 4, i32 31)
  %75 = fadd contract float %73, %74
  %76 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %75, i32 2, i32 31)
  %77 = fadd contract float %75, %76
  %78 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %77, i32 1, i32 31)
  %79 = fadd contract float %77, %78
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  %80 = fcmp contract oge float %37, %45
  %81 = select contract i1 %80, float %37, float %45
  %82 = select i1 %80, i32 %18, i32 %38
  %83 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %81, i32 16, i32 31)
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 16, i32 31)
  %85 = fcmp contract ogt float %83, %81
  br i1 %85, label %90, label %86

86:                                               ; preds = %67
  %87 = fcmp contract oeq float %83, %81
  %88 = icmp slt i32 %84, %82
  %89 = and i1 %87, %88
  br i1 %89, label %90, label %91

90:                                               ; preds = %86, %67
  br label %91

91:                                               ; preds = %90, %86
  %92 = phi float [ %83, %90 ], [ %81, %86 ]
  %93 = phi i32 [ %84, %90 ], [ %82, %86 ]
  %94 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %92, i32 8, i32 31)
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 8, i32 31)
  %96 = fcmp contract ogt float %94, %92
  br i1 %96, label %101, label %97

97:                                               ; preds = %91
  %98 = fcmp contract oeq float %94, %92
  %99 = icmp slt i32 %95, %93
  %100 = select i1 %98, i1 %99, i1 false
  br i1 %100, label %101, label %102

101:                                              ; preds = %97, %91
  br label %102

102:                                              ; preds = %101, %97
  %103 = phi float [ %94, %101 ], [ %92, %97 ]
  %104 = phi i32 [ %95, %101 ], [ %93, %97 ]
  %105 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %103, i32 4, i32 31)
  %106 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 4, i32 31)
  %107 = fcmp contract ogt float %105, %103
  br i1 %107, label %112, label %108

108:                                              ; preds = %102
  %109 = fcmp contract oeq float %105, %103
  %110 = icmp slt i32 %106, %104
  %111 = select i1 %109, i1 %110, i1 false
  br i1 %111, label %112, label %113

112:                                              ; preds = %108, %102
  br label %113

113:                                              ; preds = %112, %108
  %114 = phi float [ %105, %112 ], [ %103, %108 ]
  %115 = phi i32 [ %106, %112 ], [ %104, %108 ]
  %116 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %114, i32 2, i32 31)
  %117 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %115, i32 2, i32 31)
  %118 = fcmp contract ogt float %116, %114
  br i1 %118, label %123, label %119

119:                                              ; preds = %113
  %120 = fcmp contract oeq float %116, %114
  %121 = icmp slt i32 %117, %115
  %122 = select i1 %120, i1 %121, i1 false
  br i1 %122, label %123, label %124

123:                                              ; preds = %119, %113
  br label %124

124:                                              ; preds = %123, %119
  %125 = phi float [ %116, %123 ], [ %114, %119 ]
  %126 = phi i32 [ %117, %123 ], [ %115, %119 ]
  %127 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %125, i32 1, i32 31)
  %128 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %126, i32 1, i32 31)
  %129 = fcmp contract ogt float %127, %125
  br i1 %129, label %134, label %130

130:                                              ; preds = %124
  %131 = fcmp contract oeq float %127, %125
  %132 = icmp slt i32 %128, %126
  %133 = select i1 %131, i1 %132, i1 false
  br i1 %133, label %134, label %135

134:                                              ; preds = %130, %124
  br label %135

135:                                              ; preds = %134, %130
  %136 = phi float [ %127, %134 ], [ %125, %130 ]
  %137 = phi i32 [ %128, %134 ], [ %126, %130 ]
  store i32 %137, ptr %7, align 4, !tbaa !6
  %138 = fsub contract float %136, %56
  %139 = fmul float %138, 0x3FF7154760000000
  %140 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %139)
  %141 = fdiv contract float %140, %79
  store float %141, ptr %8, align 4, !tbaa !13
  %142 = icmp eq i32 %137, %18
  %143 = select i1 %142, float 0xC7EFFFFFE0000000, float %37
  %144 = icmp eq i32 %137, %38
  %145 = select i1 %144, float 0xC7EFFFFFE0000000, float %45
  %146 = fcmp contract oge float %143, %145
  %147 = select contract i1 %146, float %143, float %145
  %148 = select i1 %146, i32 %18, i32 %38
  %149 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %147, i32 16, i32 31)
  %150 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 16, i32 31)
  %151 = fcmp contract ogt float %149, %147
  br i1 %151, label %156, label %152

152:                                              ; preds = %135
  %153 = fcmp contract oeq float %149, %147
  %154 = icmp slt i32 %150, %148
  %155 = and i1 %153, %154
  br i1 %155, label %156, label %157

156:                                              ; preds = %152, %135
  br label %157

157:                                              ; preds = %156, %152
  %158 = phi float [ %149, %156 ], [ %147, %152 ]
  %159 = phi i32 [ %150, %156 ], [ %148, %152 ]
  %160 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %158, i32 8, i32 31)
  %161 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 8, i32 31)
  %162 = fcmp contract ogt float %160, %158
  br i1 %162, label %167, label %163

163:                                              ; preds = %157
  %164 = fcmp contract oeq float %160, %158
  %165 = icmp slt i32 %161, %159
  %166 = select i1 %164, i1 %165, i1 false
  br i1 %166, label %167, label %168

167:                                              ; preds = %163, %157
  br label %168

168:                                              ; preds = %167, %163
  %169 = phi float [ %160, %167 ], [ %158, %163 ]
  %170 = phi i32 [ %161, %167 ], [ %159, %163 ]
  %171 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %169, i32 4, i32 31)
  %172 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %170, i32 4, i32 31)
  %173 = fcmp contract ogt float %171, %169
  br i1 %173, label %178, label %174

174:                                              ; preds = %168
  %175 = fcmp contract oeq float %171, %169
  %176 = icmp slt i32 %172, %170
  %177 = select i1 %175, i1 %176, i1 false
  br i1 %177, label %178, label %179

178:                                              ; preds = %174, %168
  br label %179

179:                                              ; preds = %178, %174
  %180 = phi float [ %171, %178 ], [ %169, %174 ]
  %181 = phi i32 [ %172, %178 ], [ %170, %174 ]
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %180, i32 2, i32 31)
  %183 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %181, i32 2, i32 31)
  %184 = fcmp contract ogt float %182, %180
  br i1 %184, label %189, label %185

185:                                              ; preds = %179
  %186 = fcmp contract oeq float %182, %180
  %187 = icmp slt i32 %183, %181
  %188 = select i1 %186, i1 %187, i1 false
  br i1 %188, label %189, label %190

189:                                              ; preds = %185, %179
  br label %190

190:                                              ; preds = %189, %185
  %191 = phi float [ %182, %189 ], [ %180, %185 ]
  %192 = phi i32 [ %183, %189 ], [ %181, %185 ]
  %193 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %191, i32 1, i32 31)
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %192, i32 1, i32 31)
  %195 = fcmp contract ogt float %193, %191
  br i1 %195, label %200, label %196

196:                                              ; preds = %190
  %197 = fcmp contract oeq float %193, %191
  %198 = icmp slt i32 %194, %192
  %199 = select i1 %197, i1 %198, i1 false
  br i1 %199, label %200, label %201

200:                                              ; preds = %196, %190
  br label %201

201:                                              ; preds = %200, %196
  %202 = phi float [ %193, %200 ], [ %191, %196 ]
  %203 = phi i32 [ %194, %200 ], [ %192, %196 ]
  %204 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 %203, ptr %204, align 4, !tbaa !6
  %205 = fsub contract float %202, %56
  %206 = fmul float %205, 0x3FF7154760000000
  %207 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %206)
  %208 = fdiv contract float %207, %79
  %209 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store float %208, ptr %209, align 4, !tbaa !13
  %210 = icmp samesign ult i32 %18, 2
  br i1 %210, label %211, label %227

211:                                              ; preds = %201
  %212 = fadd contract float %141, %208
  %213 = zext nneg i32 %18 to i64
  %214 = getelementptr inbounds nuw i32, ptr %7, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !6
  %216 = shl nsw i32 %17, 1
  %217 = or disjoint i32 %216, %18
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds i32, ptr %0, i64 %218
  store i32 %215, ptr %219, align 4, !tbaa !6
  %220 = getelementptr inbounds nuw float, ptr %8, i64 %213
  %221 = load float, ptr %220, align 4, !tbaa !13
  %222 = fdiv contract float %221, %212
  %223 = getelementptr inbounds float, ptr %1, i64 %218
  store float %222, ptr %223, align 4, !tbaa !13
  %224 = sext i32 %215 to i64
  %225 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12topk2_gatingPiPfS_PKfiiE6counts to ptr), i64 %224
  %226 = atomicrmw add ptr %225, i32 1 seq_cst, align 4
  br label %227

227:                                              ; preds = %211, %201
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8
  br label %228

228:                                              ; preds = %227, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %10, label %230, label %229

229:                                              ; preds = %239, %228
  ret void

230:                                              ; preds = %228, %239
  %231 = phi i32 [ %240, %239 ], [ %9, %228 ]
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12topk2_gatingPiPfS_PKfiiE6counts to ptr), i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !6
  %235 = icmp eq i32 %234, 0
  br i1 %235, label %239, label %236

236:                                              ; preds = %230
  %237 = getelementptr inbounds i32, ptr %2, i64 %232
  %238 = atomicrmw add ptr %237, i32 %234 seq_cst, align 4
  br label %239

239:                                              ; preds = %230, %236
  %240 = add i32 %231, %11
  %241 = icmp slt i32 %240, %5
  br i1 %241, label %230, label %229, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14permute_tokensPiS_PKiS1_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp samesign ult i32 %7, 32
  %9 = icmp sgt i32 %5, 0
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %53

11:                                               ; preds = %6
  %12 = icmp eq i32 %7, 0
  %13 = icmp samesign ult i32 %7, 2
  %14 = icmp samesign ult i32 %7, 4
  %15 = icmp samesign ult i32 %7, 8
  %16 = icmp samesign ult i32 %7, 16
  br label %17

17:                                               ; preds = %11, %48
  %18 = phi i32 [ %50, %48 ], [ 0, %11 ]
  %19 = phi i32 [ %51, %48 ], [ 0, %11 ]
  %20 = or disjoint i32 %19, %7
  %21 = icmp slt i32 %20, %5
  br i1 %21, label %22, label %26

22:                                               ; preds = %17
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds nuw i32, ptr %3, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  br label %26

26:                                               ; preds = %17, %22
  %27 = phi i32 [ %25, %22 ], [ 0, %17 ]
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 1, i32 0)
  %29 = select i1 %12, i32 0, i32 %28
  %30 = add nsw i32 %29, %27
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %30, i32 2, i32 0)
  %32 = select i1 %13, i32 0, i32 %31
  %33 = add nsw i32 %32, %30
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %33, i32 4, i32 0)
  %35 = select i1 %14, i32 0, i32 %34
  %36 = add nsw i32 %35, %33
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %36, i32 8, i32 0)
  %38 = select i1 %15, i32 0, i32 %37
  %39 = add nsw i32 %38, %36
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %39, i32 16, i32 0)
  %41 = select i1 %16, i32 0, i32 %40
  %42 = add nsw i32 %41, %39
  br i1 %21, label %43, label %48

43:                                               ; preds = %26
  %44 = zext nneg i32 %20 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14permute_tokensPiS_PKiS1_iiE7offsets to ptr), i64 %44
  %46 = sub i32 %18, %27
  %47 = add i32 %46, %42
  store i32 %47, ptr %45, align 4, !tbaa !6
  br label %48

48:                                               ; preds = %43, %26
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %42, i32 31, i32 31)
  %50 = add nsw i32 %49, %18
  %51 = add nuw nsw i32 %19, 32
  %52 = icmp slt i32 %51, %5
  br i1 %52, label %17, label %53, !llvm.loop !16

53:                                               ; preds = %48, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %54 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %55 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %56 = mul i32 %54, %55
  %57 = add i32 %56, %7
  %58 = icmp slt i32 %57, %4
  br i1 %58, label %59, label %62

59:                                               ; preds = %53
  %60 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %61 = mul i32 %60, %55
  br label %63

62:                                               ; preds = %80, %53
  ret void

63:                                               ; preds = %59, %80
  %64 = phi i32 [ %57, %59 ], [ %81, %80 ]
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %2, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = icmp sgt i32 %67, -1
  %69 = icmp slt i32 %67, %5
  %70 = and i1 %68, %69
  br i1 %70, label %71, label %80

71:                                               ; preds = %63
  %72 = zext nneg i32 %67 to i64
  %73 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14permute_tokensPiS_PKiS1_iiE7offsets to ptr), i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = getelementptr inbounds nuw i32, ptr %1, i64 %72
  %76 = atomicrmw add ptr %75, i32 1 seq_cst, align 4
  %77 = add nsw i32 %76, %74
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %0, i64 %78
  store i32 %64, ptr %79, align 4, !tbaa !6
  br label %80

80:                                               ; preds = %63, %71
  %81 = add i32 %64, %61
  %82 = icmp slt i32 %81, %4
  br i1 %82, label %63, label %62, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
