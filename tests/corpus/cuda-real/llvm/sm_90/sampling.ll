; ModuleID = 'sampling.cu'
source_filename = "sampling.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17gumbel_max_samplePiPKfifyE2bv = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ17gumbel_max_samplePiPKfifyE2bi = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ12top_p_samplePiPKfPKiifyE6totals = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ12top_p_samplePiPKfPKiifyE5carry = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZ12top_p_samplePiPKfPKiifyE6chosen = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z24apply_repetition_penaltyPfPKiiif(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul nsw i32 %2, %9
  %11 = zext nneg i32 %9 to i64
  %12 = zext nneg i32 %3 to i64
  %13 = mul nuw nsw i64 %12, %11
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %17

16:                                               ; preds = %37, %5
  ret void

17:                                               ; preds = %8, %37
  %18 = phi i32 [ %6, %8 ], [ %38, %37 ]
  %19 = add nsw i32 %18, %10
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = icmp sgt i32 %22, -1
  %24 = icmp slt i32 %22, %3
  %25 = and i1 %23, %24
  br i1 %25, label %26, label %37

26:                                               ; preds = %17
  %27 = zext nneg i32 %22 to i64
  %28 = getelementptr inbounds nuw float, ptr %14, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = fcmp contract ogt float %29, 0.000000e+00
  br i1 %30, label %31, label %33

31:                                               ; preds = %26
  %32 = fdiv contract float %29, %4
  br label %35

33:                                               ; preds = %26
  %34 = fmul contract float %4, %29
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi contract float [ %32, %31 ], [ %34, %33 ]
  store float %36, ptr %28, align 4, !tbaa !11
  br label %37

37:                                               ; preds = %17, %35
  %38 = add i32 %18, %15
  %39 = icmp slt i32 %38, %2
  br i1 %39, label %17, label %16, !llvm.loop !13
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17gumbel_max_samplePiPKfify(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, float noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %14

9:                                                ; preds = %5
  %10 = zext nneg i32 %6 to i64
  %11 = zext nneg i32 %2 to i64
  %12 = mul nuw nsw i64 %11, %10
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %20

14:                                               ; preds = %20, %5
  %15 = phi i32 [ 0, %5 ], [ %47, %20 ]
  %16 = phi float [ 0xC7EFFFFFE0000000, %5 ], [ %48, %20 ]
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %16, i32 16, i32 31)
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %15, i32 16, i32 31)
  %19 = fcmp contract ogt float %17, %16
  br i1 %19, label %55, label %51

20:                                               ; preds = %9, %20
  %21 = phi float [ 0xC7EFFFFFE0000000, %9 ], [ %48, %20 ]
  %22 = phi i32 [ 0, %9 ], [ %47, %20 ]
  %23 = phi i32 [ %7, %9 ], [ %49, %20 ]
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %12, %24
  %26 = mul i64 %25, -7046029254386353131
  %27 = add i64 %26, %4
  %28 = lshr i64 %27, 30
  %29 = xor i64 %28, %27
  %30 = mul i64 %29, -4658895280553007687
  %31 = lshr i64 %30, 27
  %32 = xor i64 %31, %30
  %33 = mul i64 %32, -7723592293110705685
  %34 = lshr i64 %33, 40
  %35 = uitofp nneg i64 %34 to float
  %36 = fadd contract float %35, 5.000000e-01
  %37 = fmul contract float %36, 0x3E70000000000000
  %38 = tail call float @llvm.nvvm.lg2.approx.f(float %37) #9
  %39 = fmul float %38, 0xBFE62E4300000000
  %40 = tail call float @llvm.nvvm.lg2.approx.f(float %39) #9
  %41 = fmul float %40, 0x3FE62E4300000000
  %42 = getelementptr inbounds nuw float, ptr %1, i64 %25
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = fmul contract float %3, %43
  %45 = fsub contract float %44, %41
  %46 = fcmp contract ogt float %45, %21
  %47 = select i1 %46, i32 %23, i32 %22
  %48 = select i1 %46, float %45, float %21
  %49 = add i32 %23, %13
  %50 = icmp slt i32 %49, %2
  br i1 %50, label %20, label %14, !llvm.loop !15

51:                                               ; preds = %14
  %52 = fcmp contract oeq float %17, %16
  %53 = icmp slt i32 %18, %15
  %54 = select i1 %52, i1 %53, i1 false
  br i1 %54, label %55, label %56

55:                                               ; preds = %51, %14
  br label %56

56:                                               ; preds = %55, %51
  %57 = phi i32 [ %18, %55 ], [ %15, %51 ]
  %58 = phi float [ %17, %55 ], [ %16, %51 ]
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 8, i32 31)
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 8, i32 31)
  %61 = fcmp contract ogt float %59, %58
  br i1 %61, label %66, label %62

62:                                               ; preds = %56
  %63 = fcmp contract oeq float %59, %58
  %64 = icmp slt i32 %60, %57
  %65 = select i1 %63, i1 %64, i1 false
  br i1 %65, label %66, label %67

66:                                               ; preds = %62, %56
  br label %67

67:                                               ; preds = %66, %62
  %68 = phi i32 [ %60, %66 ], [ %57, %62 ]
  %69 = phi float [ %59, %66 ], [ %58, %62 ]
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 4, i32 31)
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 4, i32 31)
  %72 = fcmp contract ogt float %70, %69
  br i1 %72, label %77, label %73

73:                                               ; preds = %67
  %74 = fcmp contract oeq float %70, %69
  %75 = icmp slt i32 %71, %68
  %76 = select i1 %74, i1 %75, i1 false
  br i1 %76, label %77, label %78

77:                                               ; preds = %73, %67
  br label %78

78:                                               ; preds = %77, %73
  %79 = phi i32 [ %71, %77 ], [ %68, %73 ]
  %80 = phi float [ %70, %77 ], [ %69, %73 ]
  %81 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %80, i32 2, i32 31)
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 2, i32 31)
  %83 = fcmp contract ogt float %81, %80
  br i1 %83, label %88, label %84

84:                                               ; preds = %78
  %85 = fcmp contract oeq float %81, %80
  %86 = icmp slt i32 %82, %79
  %87 = select i1 %85, i1 %86, i1 false
  br i1 %87, label %88, label %89

88:                                               ; preds = %84, %78
  br label %89

89:                                               ; preds = %88, %84
  %90 = phi i32 [ %82, %88 ], [ %79, %84 ]
  %91 = phi float [ %81, %88 ], [ %80, %84 ]
  %92 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %91, i32 1, i32 31)
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 1, i32 31)
  %94 = fcmp contract ogt float %92, %91
  br i1 %94, label %99, label %95

95:                                               ; preds = %89
  %96 = fcmp contract oeq float %92, %91
  %97 = icmp slt i32 %93, %90
  %98 = select i1 %96, i1 %97, i1 false
  br i1 %98, label %99, label %100

99:                                               ; preds = %95, %89
  br label %100

100:                                              ; preds = %99, %95
  %101 = phi i32 [ %93, %99 ], [ %90, %95 ]
  %102 = phi float [ %92, %99 ], [ %91, %95 ]
  %103 = and i32 %7, 31
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %110

105:                                              ; preds = %100
  %106 = lshr exact i32 %7, 5
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %107
  %109 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bv to ptr), i64 %107
  store float %102, ptr %109, align 4, !tbaa !11
  store i32 %101, ptr %108, align 4, !tbaa !6
  br label %110

110:                                              ; preds = %105, %100
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %111 = icmp eq i32 %7, 0
  br i1 %111, label %112, label %243

112:                                              ; preds = %110
  %113 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %114 = icmp samesign ugt i32 %113, 63
  br i1 %114, label %115, label %156

115:                                              ; preds = %112
  %116 = lshr i32 %113, 5
  %117 = add nsw i32 %116, -1
  %118 = add nsw i32 %116, -2
  %119 = and i32 %117, 3
  %120 = icmp ult i32 %118, 3
  br i1 %120, label %125, label %121

121:                                              ; preds = %115
  %122 = and i32 %117, -4
  br label %160

123:                                              ; preds = %237
  %124 = icmp eq i32 %119, 0
  br i1 %124, label %156, label %125

125:                                              ; preds = %123, %115
  %126 = phi i32 [ 1, %115 ], [ %240, %123 ]
  %127 = phi float [ %102, %115 ], [ %239, %123 ]
  %128 = phi i32 [ %101, %115 ], [ %238, %123 ]
  %129 = icmp ne i32 %119, 0
  tail call void @llvm.assume(i1 %129)
  br label %130

130:                                              ; preds = %150, %125
  %131 = phi i32 [ %153, %150 ], [ %126, %125 ]
  %132 = phi float [ %152, %150 ], [ %127, %125 ]
  %133 = phi i32 [ %151, %150 ], [ %128, %125 ]
  %134 = phi i32 [ %154, %150 ], [ 0, %125 ]
  %135 = zext nneg i32 %131 to i64
  %136 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bv to ptr), i64 %135
  %137 = load float, ptr %136, align 4, !tbaa !11
  %138 = fcmp contract ogt float %137, %132
  br i1 %138, label %147, label %139

139:                                              ; preds = %130
  %140 = fcmp contract oeq float %137, %132
  br i1 %140, label %141, label %150

141:                                              ; preds = %139
  %142 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %135
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = icmp slt i32 %143, %133
  %145 = tail call i32 @llvm.smin.i32(i32 %143, i32 %133)
  %146 = select i1 %144, float %137, float %132
  br label %150

147:                                              ; preds = %130
  %148 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %135
  %149 = load i32, ptr %148, align 4, !tbaa !6
  br label %150

150:                                              ; preds = %147, %141, %139
  %151 = phi i32 [ %133, %139 ], [ %145, %141 ], [ %149, %147 ]
  %152 = phi float [ %132, %139 ], [ %146, %141 ], [ %137, %147 ]
  %153 = add nuw nsw i32 %131, 1
  %154 = add i32 %134, 1
  %155 = icmp eq i32 %154, %119
  br i1 %155, label %156, label %130, !llvm.loop !16

156:                                              ; preds = %123, %150, %112
  %157 = phi i32 [ %101, %112 ], [ %238, %123 ], [ %151, %150 ]
  %158 = zext nneg i32 %6 to i64
  %159 = getelementptr inbounds nuw i32, ptr %0, i64 %158
  store i32 %157, ptr %159, align 4, !tbaa !6
  br label %243

160:                                              ; preds = %237, %121
  %161 = phi i32 [ 1, %121 ], [ %240, %237 ]
  %162 = phi float [ %102, %121 ], [ %239, %237 ]
  %163 = phi i32 [ %101, %121 ], [ %238, %237 ]
  %164 = phi i32 [ 0, %121 ], [ %241, %237 ]
  %165 = zext nneg i32 %161 to i64
  %166 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bv to ptr), i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = fcmp contract ogt float %167, %162
  br i1 %168, label %169, label %172

169:                                              ; preds = %160
  %170 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %165
  %171 = load i32, ptr %170, align 4, !tbaa !6
  br label %180

172:                                              ; preds = %160
  %173 = fcmp contract oeq float %167, %162
  br i1 %173, label %174, label %180

174:                                              ; preds = %172
  %175 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %165
  %176 = load i32, ptr %175, align 4, !tbaa !6
  %177 = icmp slt i32 %176, %163
  %178 = tail call i32 @llvm.smin.i32(i32 %176, i32 %163)
  %179 = select i1 %177, float %167, float %162
  br label %180

180:                                              ; preds = %174, %169, %172
  %181 = phi i32 [ %163, %172 ], [ %178, %174 ], [ %171, %169 ]
  %182 = phi float [ %162, %172 ], [ %179, %174 ], [ %167, %169 ]
  %183 = add nuw nsw i32 %161, 1
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bv to ptr), i64 %184
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = fcmp contract ogt float %186, %182
  br i1 %187, label %196, label %188

188:                                              ; preds = %180
  %189 = fcmp contract oeq float %186, %182
  br i1 %189, label %190, label %199

190:                                              ; preds = %188
  %191 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %184
  %192 = load i32, ptr %191, align 4, !tbaa !6
  %193 = icmp slt i32 %192, %181
  %194 = tail call i32 @llvm.smin.i32(i32 %192, i32 %181)
  %195 = select i1 %193, float %186, float %182
  br label %199

196:                                              ; preds = %180
  %197 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %184
  %198 = load i32, ptr %197, align 4, !tbaa !6
  br label %199

199:                                              ; preds = %196, %190, %188
  %200 = phi i32 [ %181, %188 ], [ %194, %190 ], [ %198, %196 ]
  %201 = phi float [ %182, %188 ], [ %195, %190 ], [ %186, %196 ]
  %202 = add nuw nsw i32 %161, 2
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bv to ptr), i64 %203
  %205 = load float, ptr %204, align 4, !tbaa !11
  %206 = fcmp contract ogt float %205, %201
  br i1 %206, label %215, label %207

207:                                              ; preds = %199
  %208 = fcmp contract oeq float %205, %201
  br i1 %208, label %209, label %218

209:                                              ; preds = %207
  %210 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %203
  %211 = load i32, ptr %210, align 4, !tbaa !6
  %212 = icmp slt i32 %211, %200
  %213 = tail call i32 @llvm.smin.i32(i32 %211, i32 %200)
  %214 = select i1 %212, float %205, float %201
  br label %218

215:                                              ; preds = %199
  %216 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %203
  %217 = load i32, ptr %216, align 4, !tbaa !6
  br label %218

218:                                              ; preds = %215, %209, %207
  %219 = phi i32 [ %200, %207 ], [ %213, %209 ], [ %217, %215 ]
  %220 = phi float [ %201, %207 ], [ %214, %209 ], [ %205, %215 ]
  %221 = add nuw nsw i32 %161, 3
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bv to ptr), i64 %222
  %224 = load float, ptr %223, align 4, !tbaa !11
  %225 = fcmp contract ogt float %224, %220
  br i1 %225, label %234, label %226

226:                                              ; preds = %218
  %227 = fcmp contract oeq float %224, %220
  br i1 %227, label %228, label %237

228:                                              ; preds = %226
  %229 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %222
  %230 = load i32, ptr %229, align 4, !tbaa !6
  %231 = icmp slt i32 %230, %219
  %232 = tail call i32 @llvm.smin.i32(i32 %230, i32 %219)
  %233 = select i1 %231, float %224, float %220
  br label %237

234:                                              ; preds = %218
  %235 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gumbel_max_samplePiPKfifyE2bi to ptr), i64 %222
  %236 = load i32, ptr %235, align 4, !tbaa !6
  br label %237

237:                                              ; preds = %234, %228, %226
  %238 = phi i32 [ %219, %226 ], [ %232, %228 ], [ %236, %234 ]
  %239 = phi float [ %220, %226 ], [ %233, %228 ], [ %224, %234 ]
  %240 = add nuw nsw i32 %161, 4
  %241 = add i32 %164, 4
  %242 = icmp eq i32 %241, %122
  br i1 %242, label %123, label %160, !llvm.loop !18

243:                                              ; preds = %156, %110
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12top_p_samplePiPKfPKiify(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, float noundef %4, i64 noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = zext nneg i32 %7 to i64
  %12 = sext i32 %3 to i64
  %13 = mul nsw i64 %12, %11
  %14 = getelementptr inbounds nuw float, ptr %1, i64 %13
  %15 = mul i64 %11, -7046029254386353131
  %16 = add i64 %5, %15
  %17 = lshr i64 %16, 30
  %18 = xor i64 %17, %16
  %19 = mul i64 %18, -4658895280553007687
  %20 = lshr i64 %19, 27
  %21 = xor i64 %20, %19
  %22 = mul i64 %21, -7723592293110705685
  %23 = lshr i64 %22, 40
  %24 = uitofp nneg i64 %23 to float
  %25 = fadd contract float %24, 5.000000e-01
  %26 = fmul contract float %25, 0x3E70000000000000
  %27 = fmul contract float %4, %26
  %28 = icmp eq i32 %8, 0
  br i1 %28, label %29, label %32

29:                                               ; preds = %6
  %30 = getelementptr inbounds nuw i32, ptr %2, i64 %13
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE5carry to ptr), align 4, !tbaa !11
  %31 = load i32, ptr %30, align 4, !tbaa !6
  store i32 %31, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6chosen to ptr), align 4, !tbaa !6
  br label %32

32:                                               ; preds = %29, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = icmp sgt i32 %3, 0
  br i1 %33, label %34, label %163

34:                                               ; preds = %32
  %35 = icmp eq i32 %9, 31
  %36 = zext nneg i32 %10 to i64
  %37 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %36
  %38 = icmp eq i32 %10, 0
  %39 = getelementptr i32, ptr %2, i64 %13
  %40 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = add nsw i32 %40, -1
  %42 = icmp eq i32 %8, %41
  %43 = icmp eq i32 %9, 0
  %44 = icmp samesign ult i32 %9, 2
  %45 = icmp samesign ult i32 %9, 4
  %46 = icmp samesign ult i32 %9, 8
  %47 = icmp samesign ult i32 %9, 16
  %48 = and i32 %10, 7
  %49 = icmp samesign ult i32 %8, 256
  %50 = and i32 %10, 24
  %51 = icmp eq i32 %48, 0
  %52 = icmp ne i32 %48, 0
  br label %53

53:                                               ; preds = %157, %34
  %54 = phi i32 [ 0, %34 ], [ %160, %157 ]
  %55 = add i32 %54, %8
  %56 = icmp slt i32 %55, %3
  br i1 %56, label %57, label %61

57:                                               ; preds = %53
  %58 = sext i32 %55 to i64
  %59 = getelementptr inbounds float, ptr %14, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11
  br label %61

61:                                               ; preds = %53, %57
  %62 = phi contract float [ %60, %57 ], [ 0.000000e+00, %53 ]
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %62, i32 1, i32 0)
  %64 = fadd contract float %62, %63
  %65 = select i1 %43, float %62, float %64
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %65, i32 2, i32 0)
  %67 = fadd contract float %65, %66
  %68 = select i1 %44, float %65, float %67
  %69 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %68, i32 4, i32 0)
  %70 = fadd contract float %68, %69
  %71 = select i1 %45, float %68, float %70
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %71, i32 8, i32 0)
  %73 = fadd contract float %71, %72
  %74 = select i1 %46, float %71, float %73
  %75 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %74, i32 16, i32 0)
  %76 = fadd contract float %74, %75
  %77 = select i1 %47, float %74, float %76
  br i1 %35, label %78, label %79

78:                                               ; preds = %61
  store float %76, ptr %37, align 4, !tbaa !11
  br label %79

79:                                               ; preds = %78, %61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %80 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE5carry to ptr), align 4, !tbaa !11
  br i1 %38, label %97, label %81

81:                                               ; preds = %79
  br i1 %49, label %83, label %105

82:                                               ; preds = %105
  br i1 %51, label %97, label %83

83:                                               ; preds = %82, %81
  %84 = phi i32 [ 0, %81 ], [ %148, %82 ]
  %85 = phi float [ %80, %81 ], [ %147, %82 ]
  tail call void @llvm.assume(i1 %52)
  br label %86

86:                                               ; preds = %86, %83
  %87 = phi i32 [ %94, %86 ], [ %84, %83 ]
  %88 = phi float [ %93, %86 ], [ %85, %83 ]
  %89 = phi i32 [ %95, %86 ], [ 0, %83 ]
  %90 = zext nneg i32 %87 to i64
  %91 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = fadd contract float %88, %92
  %94 = add nuw nsw i32 %87, 1
  %95 = add i32 %89, 1
  %96 = icmp eq i32 %95, %48
  br i1 %96, label %97, label %86, !llvm.loop !19

97:                                               ; preds = %82, %86, %79
  %98 = phi float [ %80, %79 ], [ %147, %82 ], [ %93, %86 ]
  %99 = fadd contract float %77, %98
  %100 = fcmp contract oge float %99, %27
  %101 = select i1 %56, i1 %100, i1 false
  %102 = fsub contract float %99, %62
  %103 = fcmp contract olt float %102, %27
  %104 = select i1 %101, i1 %103, i1 false
  br i1 %104, label %151, label %155

105:                                              ; preds = %81, %105
  %106 = phi i32 [ %148, %105 ], [ 0, %81 ]
  %107 = phi float [ %147, %105 ], [ %80, %81 ]
  %108 = phi i32 [ %149, %105 ], [ 0, %81 ]
  %109 = zext nneg i32 %106 to i64
  %110 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = fadd contract float %107, %111
  %113 = zext nneg i32 %106 to i64
  %114 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 4
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = fadd contract float %112, %116
  %118 = zext nneg i32 %106 to i64
  %119 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 8
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = fadd contract float %117, %121
  %123 = zext nneg i32 %106 to i64
  %124 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %123
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 12
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = fadd contract float %122, %126
  %128 = zext nneg i32 %106 to i64
  %129 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 16
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = fadd contract float %127, %131
  %133 = zext nneg i32 %106 to i64
  %134 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 20
  %136 = load float, ptr %135, align 4, !tbaa !11
  %137 = fadd contract float %132, %136
  %138 = zext nneg i32 %106 to i64
  %139 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 24
  %141 = load float, ptr %140, align 4, !tbaa !11
  %142 = fadd contract float %137, %141
  %143 = zext nneg i32 %106 to i64
  %144 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6totals to ptr), i64 %143
  %145 = getelementptr inbounds nuw i8, ptr %144, i64 28
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = fadd contract float %142, %146
  %148 = add nuw nsw i32 %106, 8
  %149 = add i32 %108, 8
  %150 = icmp eq i32 %149, %50
  br i1 %150, label %82, label %105, !llvm.loop !20

151:                                              ; preds = %97
  %152 = sext i32 %55 to i64
  %153 = getelementptr i32, ptr %39, i64 %152
  %154 = load i32, ptr %153, align 4, !tbaa !6
  store i32 %154, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6chosen to ptr), align 4, !tbaa !6
  br label %155

155:                                              ; preds = %97, %151
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %42, label %156, label %157

156:                                              ; preds = %155
  store float %99, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE5carry to ptr), align 4, !tbaa !11
  br label %157

157:                                              ; preds = %156, %155
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %158 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE5carry to ptr), align 4, !tbaa !11
  %159 = fcmp contract ult float %158, %27
  %160 = add i32 %54, %40
  %161 = icmp slt i32 %160, %3
  %162 = and i1 %159, %161
  br i1 %162, label %53, label %163, !llvm.loop !21

163:                                              ; preds = %157, %32
  br i1 %28, label %164, label %167

164:                                              ; preds = %163
  %165 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %166 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12top_p_samplePiPKfPKiifyE6chosen to ptr), align 4, !tbaa !6
  store i32 %166, ptr %165, align 4, !tbaa !6
  br label %167

167:                                              ; preds = %164, %163
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }

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
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
