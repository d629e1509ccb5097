; ModuleID = 'fp8_quant.cu'
source_filename = "fp8_quant.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_fp8_e4m3 = type { i8 }
%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }
%struct.__nv_fp8x2_e5m2 = type { i16 }
%struct.__nv_bfloat16 = type { i16 }

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z12cast_to_e4m3P13__nv_fp8_e4m3PjPKfS3_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl i32 %10, 2
  %12 = load float, ptr %3, align 4, !tbaa !11
  %13 = or disjoint i32 %11, 3
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %17, label %15

15:                                               ; preds = %5
  %16 = icmp slt i32 %11, %4
  br i1 %16, label %281, label %351

17:                                               ; preds = %5
  %18 = sext i32 %11 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  %20 = addrspacecast ptr %19 to ptr addrspace(1)
  %21 = load float, ptr addrspace(1) %20, align 16
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 4
  %23 = load float, ptr addrspace(1) %22, align 4
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 8
  %25 = load float, ptr addrspace(1) %24, align 8
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 12
  %27 = load float, ptr addrspace(1) %26, align 4
  %28 = tail call noundef float @llvm.nvvm.fabs.f32(float %21)
  %29 = tail call noundef float @llvm.nvvm.fabs.f32(float %23)
  %30 = tail call noundef float @llvm.maxnum.f32(float %28, float %29)
  %31 = tail call noundef float @llvm.nvvm.fabs.f32(float %25)
  %32 = tail call noundef float @llvm.nvvm.fabs.f32(float %27)
  %33 = tail call noundef float @llvm.maxnum.f32(float %31, float %32)
  %34 = tail call noundef float @llvm.maxnum.f32(float %30, float %33)
  %35 = fmul contract float %12, %21
  %36 = fmul contract float %12, %23
  %37 = fmul contract float %12, %25
  %38 = fmul contract float %12, %27
  %39 = tail call float @llvm.fabs.f32(float %36)
  %40 = bitcast float %39 to i32
  %41 = icmp samesign ugt i32 %40, 2139095040
  %42 = fpext contract float %36 to double
  %43 = select i1 %41, double 0x7FFFFFFFE0000000, double %42
  %44 = bitcast double %43 to i64
  %45 = lshr i64 %44, 52
  %46 = trunc i64 %45 to i8
  %47 = lshr i64 %44, 49
  %48 = trunc i64 %47 to i8
  %49 = and i8 %48, 7
  %50 = tail call double @llvm.fabs.f64(double %43)
  %51 = bitcast double %50 to i64
  %52 = icmp samesign ugt i64 %51, 4562146422526312448
  br i1 %52, label %53, label %91

53:                                               ; preds = %17
  %54 = icmp samesign ugt i64 %51, 9218868437227405312
  br i1 %54, label %91, label %55

55:                                               ; preds = %53
  %56 = icmp samesign ugt i64 %51, 4646870390516219904
  br i1 %56, label %91, label %57

57:                                               ; preds = %55
  %58 = icmp samesign ult i64 %51, 4580160821035794432
  br i1 %58, label %70, label %59

59:                                               ; preds = %57
  %60 = shl i8 %46, 3
  %61 = add i8 %60, 64
  %62 = or disjoint i8 %61, %49
  %63 = and i64 %44, 562949953421311
  %64 = icmp samesign ugt i64 %63, 281474976710656
  %65 = and i64 %44, 1125899906842623
  %66 = icmp eq i64 %65, 844424930131968
  %67 = or i1 %64, %66
  %68 = zext i1 %67 to i8
  %69 = add i8 %62, %68
  br label %91

70:                                               ; preds = %57
  %71 = sub i8 -7, %46
  %72 = or disjoint i8 %49, 8
  %73 = zext nneg i8 %72 to i32
  %74 = zext nneg i8 %71 to i32
  %75 = lshr i32 %73, %74
  %76 = trunc nuw nsw i32 %75 to i8
  %77 = or i64 %44, 4503599627370496
  %78 = zext i8 %71 to i64
  %79 = shl i64 562949953421312, %78
  %80 = add i64 %79, -1
  %81 = and i64 %80, %77
  %82 = shl i64 281474976710656, %78
  %83 = icmp ugt i64 %81, %82
  br i1 %83, label %89, label %84

84:                                               ; preds = %70
  %85 = icmp ne i64 %81, %82
  %86 = and i32 %75, 1
  %87 = icmp eq i32 %86, 0
  %88 = select i1 %85, i1 true, i1 %87
  br i1 %88, label %91, label %89

89:                                               ; preds = %84, %70
  %90 = add nuw nsw i8 %76, 1
  br label %91

91:                                               ; preds = %89, %84, %59, %55, %53, %17
  %92 = phi i8 [ 126, %55 ], [ 0, %17 ], [ %76, %84 ], [ %90, %89 ], [ %69, %59 ], [ 127, %53 ]
  %93 = tail call float @llvm.fabs.f32(float %35)
  %94 = bitcast float %93 to i32
  %95 = icmp samesign ugt i32 %94, 2139095040
  %96 = fpext contract float %35 to double
  %97 = select i1 %95, double 0x7FFFFFFFE0000000, double %96
  %98 = bitcast double %97 to i64
  %99 = lshr i64 %98, 52
  %100 = trunc i64 %99 to i8
  %101 = lshr i64 %98, 49
  %102 = trunc i64 %101 to i8
  %103 = and i8 %102, 7
  %104 = tail call double @llvm.fabs.f64(double %97)
  %105 = bitcast double %104 to i64
  %106 = icmp samesign ugt i64 %105, 4562146422526312448
  br i1 %106, label %107, label %145

107:                                              ; preds = %91
  %108 = icmp samesign ugt i64 %105, 9218868437227405312
  br i1 %108, label %145, label %109

109:                                              ; preds = %107
  %110 = icmp samesign ugt i64 %105, 4646870390516219904
  br i1 %110, label %145, label %111

111:                                              ; preds = %109
  %112 = icmp samesign ult i64 %105, 4580160821035794432
  br i1 %112, label %124, label %113

113:                                              ; preds = %111
  %114 = shl i8 %100, 3
  %115 = add i8 %114, 64
  %116 = or disjoint i8 %115, %103
  %117 = and i64 %98, 562949953421311
  %118 = icmp samesign ugt i64 %117, 281474976710656
  %119 = and i64 %98, 1125899906842623
  %120 = icmp eq i64 %119, 844424930131968
  %121 = or i1 %118, %120
  %122 = zext i1 %121 to i8
  %123 = add i8 %116, %122
  br label %145

124:                                              ; preds = %111
  %125 = sub i8 -7, %100
  %126 = or disjoint i8 %103, 8
  %127 = zext nneg i8 %126 to i32
  %128 = zext nneg i8 %125 to i32
  %129 = lshr i32 %127, %128
  %130 = trunc nuw nsw i32 %129 to i8
  %131 = or i64 %98, 4503599627370496
  %132 = zext i8 %125 to i64
  %133 = shl i64 562949953421312, %132
  %134 = add i64 %133, -1
  %135 = and i64 %134, %131
  %136 = shl i64 281474976710656, %132
  %137 = icmp ugt i64 %135, %136
  br i1 %137, label %143, label %138

138:                                              ; preds = %124
  %139 = icmp ne i64 %135, %136
  %140 = and i32 %129, 1
  %141 = icmp eq i32 %140, 0
  %142 = select i1 %139, i1 true, i1 %141
  br i1 %142, label %145, label %143

143:                                              ; preds = %138, %124
  %144 = add nuw nsw i8 %130, 1
  br label %145

145:                                              ; preds = %143, %138, %113, %109, %107, %91
  %146 = phi i8 [ 126, %109 ], [ 0, %91 ], [ %130, %138 ], [ %144, %143 ], [ %123, %113 ], [ 127, %107 ]
  %147 = tail call float @llvm.fabs.f32(float %38)
  %148 = bitcast float %147 to i32
  %149 = icmp samesign ugt i32 %148, 2139095040
  %150 = fpext contract float %38 to double
  %151 = select i1 %149, double 0x7FFFFFFFE0000000, double %150
  %152 = bitcast double %151 to i64
  %153 = lshr i64 %152, 52
  %154 = trunc i64 %153 to i8
  %155 = lshr i64 %152, 49
  %156 = trunc i64 %155 to i8
  %157 = and i8 %156, 7
  %158 = tail call double @llvm.fabs.f64(double %151)
  %159 = bitcast double %158 to i64
  %160 = icmp samesign ugt i64 %159, 4562146422526312448
  br i1 %160, label %161, label %199

161:                                              ; preds = %145
  %162 = icmp samesign ugt i64 %159, 9218868437227405312
  br i1 %162, label %199, label %163

163:                                              ; preds = %161
  %164 = icmp samesign ugt i64 %159, 4646870390516219904
  br i1 %164, label %199, label %165

165:                                              ; preds = %163
  %166 = icmp samesign ult i64 %159, 4580160821035794432
  br i1 %166, label %178, label %167

167:                                              ; preds = %165
  %168 = shl i8 %154, 3
  %169 = add i8 %168, 64
  %170 = or disjoint i8 %169, %157
  %171 = and i64 %152, 562949953421311
  %172 = icmp samesign ugt i64 %171, 281474976710656
  %173 = and i64 %152, 1125899906842623
  %174 = icmp eq i64 %173, 844424930131968
  %175 = or i1 %172, %174
  %176 = zext i1 %175 to i8
  %177 = add i8 %170, %176
  br label %199

178:                                              ; preds = %165
  %179 = sub i8 -7, %154
  %180 = or disjoint i8 %157, 8
  %181 = zext nneg i8 %180 to i32
  %182 = zext nneg i8 %179 to i32
  %183 = lshr i32 %181, %182
  %184 = trunc nuw nsw i32 %183 to i8
  %185 = or i64 %152, 4503599627370496
  %186 = zext i8 %179 to i64
  %187 = shl i64 562949953421312, %186
  %188 = add i64 %187, -1
  %189 = and i64 %188, %185
  %190 = shl i64 281474976710656, %186
  %191 = icmp ugt i64 %189, %190
  br i1 %191, label %197, label %192

192:                                              ; preds = %178
  %193 = icmp ne i64 %189, %190
  %194 = and i32 %183, 1
  %195 = icmp eq i32 %194, 0
  %196 = select i1 %193, i1 true, i1 %195
  br i1 %196, label %199, label %197

197:                                              ; preds = %192, %178
  %198 = add nuw nsw i8 %184, 1
  br label %199

199:                                              ; preds = %197, %192, %167, %163, %161, %145
  %200 = phi i8 [ 126, %163 ], [ 0, %145 ], [ %184, %192 ], [ %198, %197 ], [ %177, %167 ], [ 127, %161 ]
  %201 = tail call float @llvm.fabs.f32(float %37)
  %202 = bitcast float %201 to i32
  %203 = icmp samesign ugt i32 %202, 2139095040
  %204 = fpext contract float %37 to double
  %205 = select i1 %203, double 0x7FFFFFFFE0000000, double %204
  %206 = bitcast double %205 to i64
  %207 = lshr i64 %206, 52
  %208 = trunc i64 %207 to i8
  %209 = lshr i64 %206, 49
  %210 = trunc i64 %209 to i8
  %211 = and i8 %210, 7
  %212 = tail call double @llvm.fabs.f64(double %205)
  %213 = bitcast double %212 to i64
  %214 = icmp samesign ugt i64 %213, 4562146422526312448
  br i1 %214, label %215, label %253

215:                                              ; preds = %199
  %216 = icmp samesign ugt i64 %213, 9218868437227405312
  br i1 %216, label %253, label %217

217:                                              ; preds = %215
  %218 = icmp samesign ugt i64 %213, 4646870390516219904
  br i1 %218, label %253, label %219

219:                                              ; preds = %217
  %220 = icmp samesign ult i64 %213, 4580160821035794432
  br i1 %220, label %232, label %221

221:                                              ; preds = %219
  %222 = shl i8 %208, 3
  %223 = add i8 %222, 64
  %224 = or disjoint i8 %223, %211
  %225 = and i64 %206, 562949953421311
  %226 = icmp samesign ugt i64 %225, 281474976710656
  %227 = and i64 %206, 1125899906842623
  %228 = icmp eq i64 %227, 844424930131968
  %229 = or i1 %226, %228
  %230 = zext i1 %229 to i8
  %231 = add i8 %224, %230
  br label %253

232:                                              ; preds = %219
  %233 = sub i8 -7, %208
  %234 = or disjoint i8 %211, 8
  %235 = zext nneg i8 %234 to i32
  %236 = zext nneg i8 %233 to i32
  %237 = lshr i32 %235, %236
  %238 = trunc nuw nsw i32 %237 to i8
  %239 = or i64 %206, 4503599627370496
  %240 = zext i8 %233 to i64
  %241 = shl i64 562949953421312, %240
  %242 = add i64 %241, -1
  %243 = and i64 %242, %239
  %244 = shl i64 281474976710656, %240
  %245 = icmp ugt i64 %243, %244
  br i1 %245, label %251, label %246

246:                                              ; preds = %232
  %247 = icmp ne i64 %243, %244
  %248 = and i32 %237, 1
  %249 = icmp eq i32 %248, 0
  %250 = select i1 %247, i1 true, i1 %249
  br i1 %250, label %253, label %251

251:                                              ; preds = %246, %232
  %252 = add nuw nsw i8 %238, 1
  br label %253

253:                                              ; preds = %199, %215, %217, %221, %246, %251
  %254 = phi i8 [ 126, %217 ], [ 0, %199 ], [ %238, %246 ], [ %252, %251 ], [ %231, %221 ], [ 127, %215 ]
  %255 = lshr i64 %44, 56
  %256 = trunc nuw i64 %255 to i8
  %257 = and i8 %256, -128
  %258 = or i8 %92, %257
  %259 = zext i8 %258 to i16
  %260 = shl nuw i16 %259, 8
  %261 = lshr i64 %98, 56
  %262 = trunc nuw i64 %261 to i8
  %263 = and i8 %262, -128
  %264 = or i8 %146, %263
  %265 = zext i8 %264 to i16
  %266 = or disjoint i16 %260, %265
  %267 = lshr i64 %152, 56
  %268 = trunc nuw i64 %267 to i8
  %269 = and i8 %268, -128
  %270 = or i8 %200, %269
  %271 = zext i8 %270 to i16
  %272 = shl nuw i16 %271, 8
  %273 = lshr i64 %206, 56
  %274 = trunc nuw i64 %273 to i8
  %275 = and i8 %274, -128
  %276 = or i8 %254, %275
  %277 = zext i8 %276 to i16
  %278 = or disjoint i16 %272, %277
  %279 = tail call noundef i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %266, i16 %278) #6, !srcloc !13
  %280 = getelementptr inbounds %struct.__nv_fp8_e4m3, ptr %0, i64 %18
  store i32 %279, ptr %280, align 4, !tbaa !6
  br label %351

281:                                              ; preds = %15, %342
  %282 = phi i32 [ %349, %342 ], [ %11, %15 ]
  %283 = phi float [ %288, %342 ], [ 0.000000e+00, %15 ]
  %284 = sext i32 %282 to i64
  %285 = getelementptr inbounds float, ptr %2, i64 %284
  %286 = load float, ptr %285, align 4, !tbaa !11
  %287 = tail call noundef float @llvm.nvvm.fabs.f32(float %286)
  %288 = tail call noundef float @llvm.maxnum.f32(float %283, float %287)
  %289 = fmul contract float %12, %286
  %290 = tail call float @llvm.fabs.f32(float %289)
  %291 = bitcast float %290 to i32
  %292 = icmp samesign ugt i32 %291, 2139095040
  %293 = fpext contract float %289 to double
  %294 = select i1 %292, double 0x7FFFFFFFE0000000, double %293
  %295 = bitcast double %294 to i64
  %296 = lshr i64 %295, 52
  %297 = trunc i64 %296 to i8
  %298 = lshr i64 %295, 49
  %299 = trunc i64 %298 to i8
  %300 = and i8 %299, 7
  %301 = tail call double @llvm.fabs.f64(double %294)
  %302 = bitcast double %301 to i64
  %303 = icmp samesign ugt i64 %302, 4562146422526312448
  br i1 %303, label %304, label %342

304:                                              ; preds = %281
  %305 = icmp samesign ugt i64 %302, 9218868437227405312
  br i1 %305, label %342, label %306

306:                                              ; preds = %304
  %307 = icmp samesign ugt i64 %302, 4646870390516219904
  br i1 %307, label %342, label %308

308:                                              ; preds = %306
  %309 = icmp samesign ult i64 %302, 4580160821035794432
  br i1 %309, label %321, label %310

310:                                              ; preds = %308
  %311 = shl i8 %297, 3
  %312 = add i8 %311, 64
  %313 = or disjoint i8 %312, %300
  %314 = and i64 %295, 562949953421311
  %315 = icmp samesign ugt i64 %314, 281474976710656
  %316 = and i64 %295, 1125899906842623
  %317 = icmp eq i64 %316, 844424930131968
  %318 = or i1 %315, %317
  %319 = zext i1 %318 to i8
  %320 = add i8 %313, %319
  br label %342

321:                                              ; preds = %308
  %322 = sub i8 -7, %297
  %323 = or disjoint i8 %300, 8
  %324 = zext nneg i8 %323 to i32
  %325 = zext nneg i8 %322 to i32
  %326 = lshr i32 %324, %325
  %327 = trunc nuw nsw i32 %326 to i8
  %328 = or i64 %295, 4503599627370496
  %329 = zext i8 %322 to i64
  %330 = shl i64 562949953421312, %329
  %331 = add i64 %330, -1
  %332 = and i64 %331, %328
  %333 = shl i64 281474976710656, %329
  %334 = icmp ugt i64 %332, %333
  br i1 %334, label %340, label %335

335:                                              ; preds = %321
  %336 = icmp ne i64 %332, %333
  %337 = and i32 %326, 1
  %338 = icmp eq i32 %337, 0
  %339 = select i1 %336, i1 true, i1 %338
  br i1 %339, label %342, label %340

340:                                              ; preds = %335, %321
  %341 = add nuw nsw i8 %327, 1
  br label %342

342:                                              ; preds = %281, %304, %306, %310, %335, %340
  %343 = phi i8 [ 126, %306 ], [ 0, %281 ], [ %327, %335 ], [ %341, %340 ], [ %320, %310 ], [ 127, %304 ]
  %344 = lshr i64 %295, 56
  %345 = trunc nuw i64 %344 to i8
  %346 = and i8 %345, -128
  %347 = or i8 %343, %346
  %348 = getelementptr inbounds %struct.__nv_fp8_e4m3, ptr %0, i64 %284
  store i8 %347, ptr %348, align 1, !tbaa !14
  %349 = add nsw i32 %282, 1
  %350 = icmp eq i32 %349, %4
  br i1 %350, label %351, label %281, !llvm.loop !15

351:                                              ; preds = %342, %15, %253
  %352 = phi float [ %34, %253 ], [ 0.000000e+00, %15 ], [ %288, %342 ]
  %353 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %352, i32 16, i32 31)
  %354 = tail call noundef float @llvm.maxnum.f32(float %352, float %353)
  %355 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %354, i32 8, i32 31)
  %356 = tail call noundef float @llvm.maxnum.f32(float %354, float %355)
  %357 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %356, i32 4, i32 31)
  %358 = tail call noundef float @llvm.maxnum.f32(float %356, float %357)
  %359 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %358, i32 2, i32 31)
  %360 = tail call noundef float @llvm.maxnum.f32(float %358, float %359)
  %361 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %360, i32 1, i32 31)
  %362 = and i32 %9, 31
  %363 = icmp eq i32 %362, 0
  br i1 %363, label %364, label %368

364:                                              ; preds = %351
  %365 = tail call noundef float @llvm.maxnum.f32(float %360, float %361)
  %366 = bitcast float %365 to i32
  %367 = atomicrmw umax ptr %1, i32 %366 seq_cst, align 4
  br label %368

368:                                              ; preds = %364, %351
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z20e5m2_roundtrip_half2P7__half2P15__nv_fp8x2_e5m2PKS_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %157

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.__half2, ptr %2, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = trunc i32 %14 to i16
  %16 = lshr i32 %14, 16
  %17 = trunc nuw i32 %16 to i16
  %18 = tail call contract noundef float asm "{cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %15) #6, !srcloc !17
  %19 = tail call float @llvm.fabs.f32(float %18)
  %20 = bitcast float %19 to i32
  %21 = icmp samesign ugt i32 %20, 2139095040
  %22 = fpext contract float %18 to double
  %23 = select i1 %21, double 0x7FFFFFFFE0000000, double %22
  %24 = bitcast double %23 to i64
  %25 = lshr i64 %24, 52
  %26 = trunc i64 %25 to i8
  %27 = lshr i64 %24, 50
  %28 = trunc i64 %27 to i8
  %29 = and i8 %28, 3
  %30 = tail call double @llvm.fabs.f64(double %23)
  %31 = bitcast double %30 to i64
  %32 = icmp samesign ugt i64 %31, 4530621225134718976
  br i1 %32, label %33, label %73

33:                                               ; preds = %11
  %34 = icmp samesign ugt i64 %31, 9218868437227405312
  br i1 %34, label %35, label %37

35:                                               ; preds = %33
  %36 = or i8 %29, 126
  br label %73

37:                                               ; preds = %33
  %38 = icmp samesign ugt i64 %31, 4678677062884524031
  br i1 %38, label %73, label %39

39:                                               ; preds = %37
  %40 = icmp samesign ult i64 %31, 4544132024016830464
  br i1 %40, label %52, label %41

41:                                               ; preds = %39
  %42 = shl i8 %26, 2
  %43 = add i8 %42, 64
  %44 = or disjoint i8 %43, %29
  %45 = and i64 %24, 1125899906842623
  %46 = icmp samesign ugt i64 %45, 562949953421312
  %47 = and i64 %24, 2251799813685247
  %48 = icmp eq i64 %47, 1688849860263936
  %49 = or i1 %46, %48
  %50 = zext i1 %49 to i8
  %51 = add i8 %44, %50
  br label %73

52:                                               ; preds = %39
  %53 = sub i8 -15, %26
  %54 = or disjoint i8 %29, 4
  %55 = zext nneg i8 %54 to i32
  %56 = zext nneg i8 %53 to i32
  %57 = lshr i32 %55, %56
  %58 = trunc nuw nsw i32 %57 to i8
  %59 = or i64 %24, 4503599627370496
  %60 = zext i8 %53 to i64
  %61 = shl i64 1125899906842624, %60
  %62 = add i64 %61, -1
  %63 = and i64 %62, %59
  %64 = shl i64 562949953421312, %60
  %65 = icmp ugt i64 %63, %64
  br i1 %65, label %71, label %66

66:                                               ; preds = %52
  %67 = icmp ne i64 %63, %64
  %68 = and i32 %57, 1
  %69 = icmp eq i32 %68, 0
  %70 = select i1 %67, i1 true, i1 %69
  br i1 %70, label %73, label %71

71:                                               ; preds = %66, %52
  %72 = add nuw nsw i8 %58, 1
  br label %73

73:                                               ; preds = %71, %66, %41, %37, %35, %11
  %74 = phi i8 [ 123, %37 ], [ 0, %11 ], [ %58, %66 ], [ %36, %35 ], [ %51, %41 ], [ %72, %71 ]
  %75 = tail call contract noundef float asm "{cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %17) #6, !srcloc !17
  %76 = tail call float @llvm.fabs.f32(float %75)
  %77 = bitcast float %76 to i32
  %78 = icmp samesign ugt i32 %77, 2139095040
  %79 = fpext contract float %75 to double
  %80 = select i1 %78, double 0x7FFFFFFFE0000000, double %79
  %81 = bitcast double %80 to i64
  %82 = lshr i64 %81, 52
  %83 = trunc i64 %82 to i8
  %84 = lshr i64 %81, 50
  %85 = trunc i64 %84 to i8
  %86 = and i8 %85, 3
  %87 = tail call double @llvm.fabs.f64(double %80)
  %88 = bitcast double %87 to i64
  %89 = icmp samesign ugt i64 %88, 4530621225134718976
  br i1 %89, label %90, label %130

90:                                               ; preds = %73
  %91 = icmp samesign ugt i64 %88, 9218868437227405312
  br i1 %91, label %92, label %94

92:                                               ; preds = %90
  %93 = or i8 %86, 126
  br label %130

94:                                               ; preds = %90
  %95 = icmp samesign ugt i64 %88, 4678677062884524031
  br i1 %95, label %130, label %96

96:                                               ; preds = %94
  %97 = icmp samesign ult i64 %88, 4544132024016830464
  br i1 %97, label %109, label %98

98:                                               ; preds = %96
  %99 = shl i8 %83, 2
  %100 = add i8 %99, 64
  %101 = or disjoint i8 %100, %86
  %102 = and i64 %81, 1125899906842623
  %103 = icmp samesign ugt i64 %102, 562949953421312
  %104 = and i64 %81, 2251799813685247
  %105 = icmp eq i64 %104, 1688849860263936
  %106 = or i1 %103, %105
  %107 = zext i1 %106 to i8
  %108 = add i8 %101, %107
  br label %130

109:                                              ; preds = %96
  %110 = sub i8 -15, %83
  %111 = or disjoint i8 %86, 4
  %112 = zext nneg i8 %111 to i32
  %113 = zext nneg i8 %110 to i32
  %114 = lshr i32 %112, %113
  %115 = trunc nuw nsw i32 %114 to i8
  %116 = or i64 %81, 4503599627370496
  %117 = zext i8 %110 to i64
  %118 = shl i64 1125899906842624, %117
  %119 = add i64 %118, -1
  %120 = and i64 %119, %116
  %121 = shl i64 562949953421312, %117
  %122 = icmp ugt i64 %120, %121
  br i1 %122, label %128, label %123

123:                                              ; preds = %109
  %124 = icmp ne i64 %120, %121
  %125 = and i32 %114, 1
  %126 = icmp eq i32 %125, 0
  %127 = select i1 %124, i1 true, i1 %126
  br i1 %127, label %130, label %128

128:                                              ; preds = %123, %109
  %129 = add nuw nsw i8 %115, 1
  br label %130

130:                                              ; preds = %73, %92, %94, %98, %123, %128
  %131 = phi i8 [ 123, %94 ], [ 0, %73 ], [ %115, %123 ], [ %93, %92 ], [ %108, %98 ], [ %129, %128 ]
  %132 = lshr i64 %24, 56
  %133 = trunc nuw i64 %132 to i8
  %134 = and i8 %133, -128
  %135 = or i8 %74, %134
  %136 = lshr i64 %81, 56
  %137 = trunc nuw i64 %136 to i8
  %138 = and i8 %137, -128
  %139 = or i8 %131, %138
  %140 = zext i8 %139 to i16
  %141 = shl nuw i16 %140, 8
  %142 = zext i8 %135 to i16
  %143 = or disjoint i16 %141, %142
  %144 = getelementptr inbounds %struct.__nv_fp8x2_e5m2, ptr %1, i64 %12
  store i16 %143, ptr %144, align 2, !tbaa !18
  %145 = shl nuw i16 %142, 8
  %146 = and i16 %142, 127
  %147 = icmp samesign ugt i16 %146, 124
  %148 = select i1 %147, i16 32767, i16 %145
  %149 = and i16 %140, 127
  %150 = icmp samesign ugt i16 %149, 124
  %151 = select i1 %150, i16 32767, i16 %141
  %152 = zext i16 %151 to i32
  %153 = shl nuw i32 %152, 16
  %154 = zext i16 %148 to i32
  %155 = or disjoint i32 %153, %154
  %156 = getelementptr inbounds %struct.__half2, ptr %0, i64 %12
  store i32 %155, ptr %156, align 4, !tbaa !6
  br label %157

157:                                              ; preds = %4, %130
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z17dequant_e4m3_bf16P13__nv_bfloat16PKhfi(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %47

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i8, ptr %1, i64 %12
  %14 = load i8, ptr %13, align 1, !tbaa !14
  %15 = zext i8 %14 to i16
  %16 = sext i8 %14 to i16
  %17 = and i16 %16, -32768
  %18 = shl nuw nsw i16 %15, 7
  %19 = and i16 %18, 15360
  %20 = add nuw nsw i16 %19, 8192
  %21 = and i16 %18, 896
  %22 = and i8 %14, 127
  %23 = icmp eq i8 %22, 127
  br i1 %23, label %41, label %24

24:                                               ; preds = %11
  %25 = icmp eq i16 %19, 0
  br i1 %25, label %26, label %38

26:                                               ; preds = %24
  %27 = icmp eq i16 %21, 0
  br i1 %27, label %41, label %28

28:                                               ; preds = %26
  %29 = tail call range(i16 6, 17) i16 @llvm.ctlz.i16(i16 %21, i1 true)
  %30 = xor i16 %29, 15
  %31 = sub nuw nsw i16 10, %30
  %32 = shl i16 %18, %31
  %33 = shl nuw nsw i16 %29, 10
  %34 = and i16 %32, 768
  %35 = sub nsw i16 %34, %33
  %36 = add nsw i16 %35, 14336
  %37 = or i16 %36, %17
  br label %41

38:                                               ; preds = %24
  %39 = or disjoint i16 %20, %17
  %40 = or disjoint i16 %39, %21
  br label %41

41:                                               ; preds = %11, %26, %28, %38
  %42 = phi i16 [ %17, %26 ], [ %40, %38 ], [ 32767, %11 ], [ %37, %28 ]
  %43 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %42) #6, !srcloc !20
  %44 = fmul contract float %2, %43
  %45 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %44) #6, !srcloc !21
  %46 = getelementptr inbounds %struct.__nv_bfloat16, ptr %0, i64 %12
  store i16 %45, ptr %46, align 2, !tbaa !18
  br label %47

47:                                               ; preds = %4, %41
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctlz.i16(i16, i1 immarg) #5

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{i64 14049537}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i64 14013724}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !8, i64 0}
!20 = !{i64 2156246901}
!21 = !{i64 2158476045}
