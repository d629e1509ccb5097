; ModuleID = 'nbody_tiled.cu'
source_filename = "nbody_tiled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ11nbody_accelP6float4PKS_ifE4tile = internal unnamed_addr addrspace(3) global [128 x %struct.float4] undef, align 16

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11nbody_accelP6float4PKS_if(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, float noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %18

10:                                               ; preds = %4
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.float4, ptr %1, i64 %11
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %15 = load float, ptr %12, align 16, !tbaa !11
  %16 = load float, ptr %14, align 4, !tbaa !11
  %17 = load float, ptr %13, align 8, !tbaa !11
  br label %18

18:                                               ; preds = %4, %10
  %19 = phi float [ %15, %10 ], [ 0.000000e+00, %4 ]
  %20 = phi float [ %16, %10 ], [ 0.000000e+00, %4 ]
  %21 = phi float [ %17, %10 ], [ 0.000000e+00, %4 ]
  %22 = icmp sgt i32 %2, 0
  br i1 %22, label %23, label %29

23:                                               ; preds = %18
  %24 = zext nneg i32 %7 to i64
  %25 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %24
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 4
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %28 = getelementptr inbounds nuw i8, ptr %25, i64 12
  br label %33

29:                                               ; preds = %55, %18
  %30 = phi float [ 0.000000e+00, %18 ], [ %475, %55 ]
  %31 = phi float [ 0.000000e+00, %18 ], [ %476, %55 ]
  %32 = phi float [ 0.000000e+00, %18 ], [ %477, %55 ]
  br i1 %9, label %480, label %486

33:                                               ; preds = %23, %55
  %34 = phi float [ 0.000000e+00, %23 ], [ %477, %55 ]
  %35 = phi float [ 0.000000e+00, %23 ], [ %476, %55 ]
  %36 = phi float [ 0.000000e+00, %23 ], [ %475, %55 ]
  %37 = phi i32 [ 0, %23 ], [ %56, %55 ]
  %38 = add nuw i32 %37, %7
  %39 = icmp slt i32 %38, %2
  br i1 %39, label %40, label %50

40:                                               ; preds = %33
  %41 = sext i32 %38 to i64
  %42 = getelementptr inbounds %struct.float4, ptr %1, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 12
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %45 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %46 = load float, ptr %42, align 16, !tbaa !11
  %47 = load float, ptr %45, align 4, !tbaa !11
  %48 = load float, ptr %44, align 8, !tbaa !11
  %49 = load float, ptr %43, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %33, %40
  %51 = phi float [ %49, %40 ], [ 0.000000e+00, %33 ]
  %52 = phi float [ %48, %40 ], [ 0.000000e+00, %33 ]
  %53 = phi float [ %47, %40 ], [ 0.000000e+00, %33 ]
  %54 = phi float [ %46, %40 ], [ 0.000000e+00, %33 ]
  store float %54, ptr %25, align 16, !tbaa !11
  store float %53, ptr %26, align 4, !tbaa !11
  store float %52, ptr %27, align 8, !tbaa !11
  store float %51, ptr %28, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %58

55:                                               ; preds = %58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %56 = add nuw nsw i32 %37, 128
  %57 = icmp slt i32 %56, %2
  br i1 %57, label %33, label %29, !llvm.loop !13

58:                                               ; preds = %58, %50
  %59 = phi float [ %34, %50 ], [ %477, %58 ]
  %60 = phi float [ %35, %50 ], [ %476, %58 ]
  %61 = phi float [ %36, %50 ], [ %475, %58 ]
  %62 = phi i32 [ 0, %50 ], [ %478, %58 ]
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %63
  %65 = load float, ptr %64, align 16, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 4
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %64, i64 8
  %69 = load float, ptr %68, align 8, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %64, i64 12
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = fsub contract float %65, %19
  %73 = fsub contract float %67, %20
  %74 = fsub contract float %69, %21
  %75 = fmul contract float %72, %72
  %76 = fmul contract float %73, %73
  %77 = fadd contract float %75, %76
  %78 = fmul contract float %74, %74
  %79 = fadd contract float %77, %78
  %80 = fadd contract float %3, %79
  %81 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %80)
  %82 = fmul contract float %71, %81
  %83 = fmul contract float %81, %82
  %84 = fmul contract float %81, %83
  %85 = tail call noundef float @llvm.fma.f32(float %72, float %84, float %61)
  %86 = tail call noundef float @llvm.fma.f32(float %73, float %84, float %60)
  %87 = tail call noundef float @llvm.fma.f32(float %74, float %84, float %59)
  %88 = zext nneg i32 %62 to i64
  %89 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 16
  %91 = load float, ptr %90, align 16, !tbaa !11
  %92 = getelementptr inbounds nuw i8, ptr %89, i64 20
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = getelementptr inbounds nuw i8, ptr %89, i64 24
  %95 = load float, ptr %94, align 8, !tbaa !11
  %96 = getelementptr inbounds nuw i8, ptr %89, i64 28
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = fsub contract float %91, %19
  %99 = fsub contract float %93, %20
  %100 = fsub contract float %95, %21
  %101 = fmul contract float %98, %98
  %102 = fmul contract float %99, %99
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %100, %100
  %105 = fadd contract float %103, %104
  %106 = fadd contract float %3, %105
  %107 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %106)
  %108 = fmul contract float %97, %107
  %109 = fmul contract float %107, %108
  %110 = fmul contract float %107, %109
  %111 = tail call noundef float @llvm.fma.f32(float %98, float %110, float %85)
  %112 = tail call noundef float @llvm.fma.f32(float %99, float %110, float %86)
  %113 = tail call noundef float @llvm.fma.f32(float %100, float %110, float %87)
  %114 = zext nneg i32 %62 to i64
  %115 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %114
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 32
  %117 = load float, ptr %116, align 16, !tbaa !11
  %118 = getelementptr inbounds nuw i8, ptr %115, i64 36
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = getelementptr inbounds nuw i8, ptr %115, i64 40
  %121 = load float, ptr %120, align 8, !tbaa !11
  %122 = getelementptr inbounds nuw i8, ptr %115, i64 44
  %123 = load float, ptr %122, align 4, !tbaa !11
  %124 = fsub contract float %117, %19
  %125 = fsub contract float %119, %20
  %126 = fsub contract float %121, %21
  %127 = fmul contract float %124, %124
  %128 = fmul contract float %125, %125
  %129 = fadd contract float %127, %128
  %130 = fmul contract float %126, %126
  %131 = fadd contract float %129, %130
  %132 = fadd contract float %3, %131
  %133 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %132)
  %134 = fmul contract float %123, %133
  %135 = fmul contract float %133, %134
  %136 = fmul contract float %133, %135
  %137 = tail call noundef float @llvm.fma.f32(float %124, float %136, float %111)
  %138 = tail call noundef float @llvm.fma.f32(float %125, float %136, float %112)
  %139 = tail call noundef float @llvm.fma.f32(float %126, float %136, float %113)
  %140 = zext nneg i32 %62 to i64
  %141 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %140
  %142 = getelementptr inbounds nuw i8, ptr %141, i64 48
  %143 = load float, ptr %142, align 16, !tbaa !11
  %144 = getelementptr inbounds nuw i8, ptr %141, i64 52
  %145 = load float, ptr %144, align 4, !tbaa !11
  %146 = getelementptr inbounds nuw i8, ptr %141, i64 56
  %147 = load float, ptr %146, align 8, !tbaa !11
  %148 = getelementptr inbounds nuw i8, ptr %141, i64 60
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = fsub contract float %143, %19
  %151 = fsub contract float %145, %20
  %152 = fsub contract float %147, %21
  %153 = fmul contract float %150, %150
  %154 = fmul contract float %151, %151
  %155 = fadd contract float %153, %154
  %156 = fmul contract float %152, %152
  %157 = fadd contract float %155, %156
  %158 = fadd contract float %3, %157
  %159 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %158)
  %160 = fmul contract float %149, %159
  %161 = fmul contract float %159, %160
  %162 = fmul contract float %159, %161
  %163 = tail call noundef float @llvm.fma.f32(float %150, float %162, float %137)
  %164 = tail call noundef float @llvm.fma.f32(float %151, float %162, float %138)
  %165 = tail call noundef float @llvm.fma.f32(float %152, float %162, float %139)
  %166 = zext nneg i32 %62 to i64
  %167 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %166
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 64
  %169 = load float, ptr %168, align 16, !tbaa !11
  %170 = getelementptr inbounds nuw i8, ptr %167, i64 68
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = getelementptr inbounds nuw i8, ptr %167, i64 72
  %173 = load float, ptr %172, align 8, !tbaa !11
  %174 = getelementptr inbounds nuw i8, ptr %167, i64 76
  %175 = load float, ptr %174, align 4, !tbaa !11
  %176 = fsub contract float %169, %19
  %177 = fsub contract float %171, %20
  %178 = fsub contract float %173, %21
  %179 = fmul contract float %176, %176
  %180 = fmul contract float %177, %177
  %181 = fadd contract float %179, %180
  %182 = fmul contract float %178, %178
  %183 = fadd contract float %181, %182
  %184 = fadd contract float %3, %183
  %185 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %184)
  %186 = fmul contract float %175, %185
  %187 = fmul contract float %185, %186
  %188 = fmul contract float %185, %187
  %189 = tail call noundef float @llvm.fma.f32(float %176, float %188, float %163)
  %190 = tail call noundef float @llvm.fma.f32(float %177, float %188, float %164)
  %191 = tail call noundef float @llvm.fma.f32(float %178, float %188, float %165)
  %192 = zext nneg i32 %62 to i64
  %193 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %192
  %194 = getelementptr inbounds nuw i8, ptr %193, i64 80
  %195 = load float, ptr %194, align 16, !tbaa !11
  %196 = getelementptr inbounds nuw i8, ptr %193, i64 84
  %197 = load float, ptr %196, align 4, !tbaa !11
  %198 = getelementptr inbounds nuw i8, ptr %193, i64 88
  %199 = load float, ptr %198, align 8, !tbaa !11
  %200 = getelementptr inbounds nuw i8, ptr %193, i64 92
  %201 = load float, ptr %200, align 4, !tbaa !11
  %202 = fsub contract float %195, %19
  %203 = fsub contract float %197, %20
  %204 = fsub contract float %199, %21
  %205 = fmul contract float %202, %202
  %206 = fmul contract float %203, %203
  %207 = fadd contract float %205, %206
  %208 = fmul contract float %204, %204
  %209 = fadd contract float %207, %208
  %210 = fadd contract float %3, %209
  %211 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %210)
  %212 = fmul contract float %201, %211
  %213 = fmul contract float %211, %212
  %214 = fmul contract float %211, %213
  %215 = tail call noundef float @llvm.fma.f32(float %202, float %214, float %189)
  %216 = tail call noundef float @llvm.fma.f32(float %203, float %214, float %190)
  %217 = tail call noundef float @llvm.fma.f32(float %204, float %214, float %191)
  %218 = zext nneg i32 %62 to i64
  %219 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %218
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 96
  %221 = load float, ptr %220, align 16, !tbaa !11
  %222 = getelementptr inbounds nuw i8, ptr %219, i64 100
  %223 = load float, ptr %222, align 4, !tbaa !11
  %224 = getelementptr inbounds nuw i8, ptr %219, i64 104
  %225 = load float, ptr %224, align 8, !tbaa !11
  %226 = getelementptr inbounds nuw i8, ptr %219, i64 108
  %227 = load float, ptr %226, align 4, !tbaa !11
  %228 = fsub contract float %221, %19
  %229 = fsub contract float %223, %20
  %230 = fsub contract float %225, %21
  %231 = fmul contract float %228, %228
  %232 = fmul contract float %229, %229
  %233 = fadd contract float %231, %232
  %234 = fmul contract float %230, %230
  %235 = fadd contract float %233, %234
  %236 = fadd contract float %3, %235
  %237 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %236)
  %238 = fmul contract float %227, %237
  %239 = fmul contract float %237, %238
  %240 = fmul contract float %237, %239
  %241 = tail call noundef float @llvm.fma.f32(float %228, float %240, float %215)
  %242 = tail call noundef float @llvm.fma.f32(float %229, float %240, float %216)
  %243 = tail call noundef float @llvm.fma.f32(float %230, float %240, float %217)
  %244 = zext nneg i32 %62 to i64
  %245 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %244
  %246 = getelementptr inbounds nuw i8, ptr %245, i64 112
  %247 = load float, ptr %246, align 16, !tbaa !11
  %248 = getelementptr inbounds nuw i8, ptr %245, i64 116
  %249 = load float, ptr %248, align 4, !tbaa !11
  %250 = getelementptr inbounds nuw i8, ptr %245, i64 120
  %251 = load float, ptr %250, align 8, !tbaa !11
  %252 = getelementptr inbounds nuw i8, ptr %245, i64 124
  %253 = load float, ptr %252, align 4, !tbaa !11
  %254 = fsub contract float %247, %19
  %255 = fsub contract float %249, %20
  %256 = fsub contract float %251, %21
  %257 = fmul contract float %254, %254
  %258 = fmul contract float %255, %255
  %259 = fadd contract float %257, %258
  %260 = fmul contract float %256, %256
  %261 = fadd contract float %259, %260
  %262 = fadd contract float %3, %261
  %263 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %262)
  %264 = fmul contract float %253, %263
  %265 = fmul contract float %263, %264
  %266 = fmul contract float %263, %265
  %267 = tail call noundef float @llvm.fma.f32(float %254, float %266, float %241)
  %268 = tail call noundef float @llvm.fma.f32(float %255, float %266, float %242)
  %269 = tail call noundef float @llvm.fma.f32(float %256, float %266, float %243)
  %270 = zext nneg i32 %62 to i64
  %271 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %270
  %272 = getelementptr inbounds nuw i8, ptr %271, i64 128
  %273 = load float, ptr %272, align 16, !tbaa !11
  %274 = getelementptr inbounds nuw i8, ptr %271, i64 132
  %275 = load float, ptr %274, align 4, !tbaa !11
  %276 = getelementptr inbounds nuw i8, ptr %271, i64 136
  %277 = load float, ptr %276, align 8, !tbaa !11
  %278 = getelementptr inbounds nuw i8, ptr %271, i64 140
  %279 = load float, ptr %278, align 4, !tbaa !11
  %280 = fsub contract float %273, %19
  %281 = fsub contract float %275, %20
  %282 = fsub contract float %277, %21
  %283 = fmul contract float %280, %280
  %284 = fmul contract float %281, %281
  %285 = fadd contract float %283, %284
  %286 = fmul contract float %282, %282
  %287 = fadd contract float %285, %286
  %288 = fadd contract float %3, %287
  %289 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %288)
  %290 = fmul contract float %279, %289
  %291 = fmul contract float %289, %290
  %292 = fmul contract float %289, %291
  %293 = tail call noundef float @llvm.fma.f32(float %280, float %292, float %267)
  %294 = tail call noundef float @llvm.fma.f32(float %281, float %292, float %268)
  %295 = tail call noundef float @llvm.fma.f32(float %282, float %292, float %269)
  %296 = zext nneg i32 %62 to i64
  %297 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %296
  %298 = getelementptr inbounds nuw i8, ptr %297, i64 144
  %299 = load float, ptr %298, align 16, !tbaa !11
  %300 = getelementptr inbounds nuw i8, ptr %297, i64 148
  %301 = load float, ptr %300, align 4, !tbaa !11
  %302 = getelementptr inbounds nuw i8, ptr %297, i64 152
  %303 = load float, ptr %302, align 8, !tbaa !11
  %304 = getelementptr inbounds nuw i8, ptr %297, i64 156
  %305 = load float, ptr %304, align 4, !tbaa !11
  %306 = fsub contract float %299, %19
  %307 = fsub contract float %301, %20
  %308 = fsub contract float %303, %21
  %309 = fmul contract float %306, %306
  %310 = fmul contract float %307, %307
  %311 = fadd contract float %309, %310
  %312 = fmul contract float %308, %308
  %313 = fadd contract float %311, %312
  %314 = fadd contract float %3, %313
  %315 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %314)
  %316 = fmul contract float %305, %315
  %317 = fmul contract float %315, %316
  %318 = fmul contract float %315, %317
  %319 = tail call noundef float @llvm.fma.f32(float %306, float %318, float %293)
  %320 = tail call noundef float @llvm.fma.f32(float %307, float %318, float %294)
  %321 = tail call noundef float @llvm.fma.f32(float %308, float %318, float %295)
  %322 = zext nneg i32 %62 to i64
  %323 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %322
  %324 = getelementptr inbounds nuw i8, ptr %323, i64 160
  %325 = load float, ptr %324, align 16, !tbaa !11
  %326 = getelementptr inbounds nuw i8, ptr %323, i64 164
  %327 = load float, ptr %326, align 4, !tbaa !11
  %328 = getelementptr inbounds nuw i8, ptr %323, i64 168
  %329 = load float, ptr %328, align 8, !tbaa !11
  %330 = getelementptr inbounds nuw i8, ptr %323, i64 172
  %331 = load float, ptr %330, align 4, !tbaa !11
  %332 = fsub contract float %325, %19
  %333 = fsub contract float %327, %20
  %334 = fsub contract float %329, %21
  %335 = fmul contract float %332, %332
  %336 = fmul contract float %333, %333
  %337 = fadd contract float %335, %336
  %338 = fmul contract float %334, %334
  %339 = fadd contract float %337, %338
  %340 = fadd contract float %3, %339
  %341 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %340)
  %342 = fmul contract float %331, %341
  %343 = fmul contract float %341, %342
  %344 = fmul contract float %341, %343
  %345 = tail call noundef float @llvm.fma.f32(float %332, float %344, float %319)
  %346 = tail call noundef float @llvm.fma.f32(float %333, float %344, float %320)
  %347 = tail call noundef float @llvm.fma.f32(float %334, float %344, float %321)
  %348 = zext nneg i32 %62 to i64
  %349 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %348
  %350 = getelementptr inbounds nuw i8, ptr %349, i64 176
  %351 = load float, ptr %350, align 16, !tbaa !11
  %352 = getelementptr inbounds nuw i8, ptr %349, i64 180
  %353 = load float, ptr %352, align 4, !tbaa !11
  %354 = getelementptr inbounds nuw i8, ptr %349, i64 184
  %355 = load float, ptr %354, align 8, !tbaa !11
  %356 = getelementptr inbounds nuw i8, ptr %349, i64 188
  %357 = load float, ptr %356, align 4, !tbaa !11
  %358 = fsub contract float %351, %19
  %359 = fsub contract float %353, %20
  %360 = fsub contract float %355, %21
  %361 = fmul contract float %358, %358
  %362 = fmul contract float %359, %359
  %363 = fadd contract float %361, %362
  %364 = fmul contract float %360, %360
  %365 = fadd contract float %363, %364
  %366 = fadd contract float %3, %365
  %367 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %366)
  %368 = fmul contract float %357, %367
  %369 = fmul contract float %367, %368
  %370 = fmul contract float %367, %369
  %371 = tail call noundef float @llvm.fma.f32(float %358, float %370, float %345)
  %372 = tail call noundef float @llvm.fma.f32(float %359, float %370, float %346)
  %373 = tail call noundef float @llvm.fma.f32(float %360, float %370, float %347)
  %374 = zext nneg i32 %62 to i64
  %375 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %374
  %376 = getelementptr inbounds nuw i8, ptr %375, i64 192
  %377 = load float, ptr %376, align 16, !tbaa !11
  %378 = getelementptr inbounds nuw i8, ptr %375, i64 196
  %379 = load float, ptr %378, align 4, !tbaa !11
  %380 = getelementptr inbounds nuw i8, ptr %375, i64 200
  %381 = load float, ptr %380, align 8, !tbaa !11
  %382 = getelementptr inbounds nuw i8, ptr %375, i64 204
  %383 = load float, ptr %382, align 4, !tbaa !11
  %384 = fsub contract float %377, %19
  %385 = fsub contract float %379, %20
  %386 = fsub contract float %381, %21
  %387 = fmul contract float %384, %384
  %388 = fmul contract float %385, %385
  %389 = fadd contract float %387, %388
  %390 = fmul contract float %386, %386
  %391 = fadd contract float %389, %390
  %392 = fadd contract float %3, %391
  %393 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %392)
  %394 = fmul contract float %383, %393
  %395 = fmul contract float %393, %394
  %396 = fmul contract float %393, %395
  %397 = tail call noundef float @llvm.fma.f32(float %384, float %396, float %371)
  %398 = tail call noundef float @llvm.fma.f32(float %385, float %396, float %372)
  %399 = tail call noundef float @llvm.fma.f32(float %386, float %396, float %373)
  %400 = zext nneg i32 %62 to i64
  %401 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %400
  %402 = getelementptr inbounds nuw i8, ptr %401, i64 208
  %403 = load float, ptr %402, align 16, !tbaa !11
  %404 = getelementptr inbounds nuw i8, ptr %401, i64 212
  %405 = load float, ptr %404, align 4, !tbaa !11
  %406 = getelementptr inbounds nuw i8, ptr %401, i64 216
  %407 = load float, ptr %406, align 8, !tbaa !11
  %408 = getelementptr inbounds nuw i8, ptr %401, i64 220
  %409 = load float, ptr %408, align 4, !tbaa !11
  %410 = fsub contract float %403, %19
  %411 = fsub contract float %405, %20
  %412 = fsub contract float %407, %21
  %413 = fmul contract float %410, %410
  %414 = fmul contract float %411, %411
  %415 = fadd contract float %413, %414
  %416 = fmul contract float %412, %412
  %417 = fadd contract float %415, %416
  %418 = fadd contract float %3, %417
  %419 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %418)
  %420 = fmul contract float %409, %419
  %421 = fmul contract float %419, %420
  %422 = fmul contract float %419, %421
  %423 = tail call noundef float @llvm.fma.f32(float %410, float %422, float %397)
  %424 = tail call noundef float @llvm.fma.f32(float %411, float %422, float %398)
  %425 = tail call noundef float @llvm.fma.f32(float %412, float %422, float %399)
  %426 = zext nneg i32 %62 to i64
  %427 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %426
  %428 = getelementptr inbounds nuw i8, ptr %427, i64 224
  %429 = load float, ptr %428, align 16, !tbaa !11
  %430 = getelementptr inbounds nuw i8, ptr %427, i64 228
  %431 = load float, ptr %430, align 4, !tbaa !11
  %432 = getelementptr inbounds nuw i8, ptr %427, i64 232
  %433 = load float, ptr %432, align 8, !tbaa !11
  %434 = getelementptr inbounds nuw i8, ptr %427, i64 236
  %435 = load float, ptr %434, align 4, !tbaa !11
  %436 = fsub contract float %429, %19
  %437 = fsub contract float %431, %20
  %438 = fsub contract float %433, %21
  %439 = fmul contract float %436, %436
  %440 = fmul contract float %437, %437
  %441 = fadd contract float %439, %440
  %442 = fmul contract float %438, %438
  %443 = fadd contract float %441, %442
  %444 = fadd contract float %3, %443
  %445 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %444)
  %446 = fmul contract float %435, %445
  %447 = fmul contract float %445, %446
  %448 = fmul contract float %445, %447
  %449 = tail call noundef float @llvm.fma.f32(float %436, float %448, float %423)
  %450 = tail call noundef float @llvm.fma.f32(float %437, float %448, float %424)
  %451 = tail call noundef float @llvm.fma.f32(float %438, float %448, float %425)
  %452 = zext nneg i32 %62 to i64
  %453 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ11nbody_accelP6float4PKS_ifE4tile to ptr), i64 %452
  %454 = getelementptr inbounds nuw i8, ptr %453, i64 240
  %455 = load float, ptr %454, align 16, !tbaa !11
  %456 = getelementptr inbounds nuw i8, ptr %453, i64 244
  %457 = load float, ptr %456, align 4, !tbaa !11
  %458 = getelementptr inbounds nuw i8, ptr %453, i64 248
  %459 = load float, ptr %458, align 8, !tbaa !11
  %460 = getelementptr inbounds nuw i8, ptr %453, i64 252
  %461 = load float, ptr %460, align 4, !tbaa !11
  %462 = fsub contract float %455, %19
  %463 = fsub contract float %457, %20
  %464 = fsub contract float %459, %21
  %465 = fmul contract float %462, %462
  %466 = fmul contract float %463, %463
  %467 = fadd contract float %465, %466
  %468 = fmul contract float %464, %464
  %469 = fadd contract float %467, %468
  %470 = fadd contract float %3, %469
  %471 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %470)
  %472 = fmul contract float %461, %471
  %473 = fmul contract float %471, %472
  %474 = fmul contract float %471, %473
  %475 = tail call noundef float @llvm.fma.f32(float %462, float %474, float %449)
  %476 = tail call noundef float @llvm.fma.f32(float %463, float %474, float %450)
  %477 = tail call noundef float @llvm.fma.f32(float %464, float %474, float %451)
  %478 = add nuw nsw i32 %62, 16
  %479 = icmp eq i32 %478, 128
  br i1 %479, label %55, label %58, !llvm.loop !15

480:                                              ; preds = %29
  %481 = sext i32 %8 to i64
  %482 = getelementptr inbounds %struct.float4, ptr %0, i64 %481
  %483 = getelementptr inbounds nuw i8, ptr %482, i64 12
  %484 = getelementptr inbounds nuw i8, ptr %482, i64 8
  %485 = getelementptr inbounds nuw i8, ptr %482, i64 4
  store float %30, ptr %482, align 16, !tbaa !11
  store float %31, ptr %485, align 4, !tbaa !11
  store float %32, ptr %484, align 8, !tbaa !11
  store float 0.000000e+00, ptr %483, align 4, !tbaa !11
  br label %486

486:                                              ; preds = %480, %29
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8leapfrogP6float4S0_PKS_iff(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %48

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds %struct.float4, ptr %1, i64 %14
  %16 = load float, ptr %15, align 16, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %20 = load float, ptr %19, align 8, !tbaa !11
  %21 = getelementptr inbounds %struct.float4, ptr %0, i64 %14
  %22 = load float, ptr %21, align 16, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %26 = load float, ptr %25, align 8, !tbaa !11
  %27 = getelementptr inbounds %struct.float4, ptr %2, i64 %14
  %28 = load float, ptr %27, align 16, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 4
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %32 = load float, ptr %31, align 8, !tbaa !11
  %33 = fmul contract float %4, %28
  %34 = fadd contract float %16, %33
  %35 = fmul contract float %5, %34
  %36 = fmul contract float %4, %30
  %37 = fadd contract float %18, %36
  %38 = fmul contract float %5, %37
  %39 = fmul contract float %4, %32
  %40 = fadd contract float %20, %39
  %41 = fmul contract float %5, %40
  %42 = fmul contract float %4, %35
  %43 = fadd contract float %22, %42
  %44 = fmul contract float %4, %38
  %45 = fadd contract float %24, %44
  %46 = fmul contract float %4, %41
  %47 = fadd contract float %26, %46
  store float %43, ptr %21, align 16, !tbaa !11
  store float %45, ptr %23, align 4, !tbaa !11
  store float %47, ptr %25, align 8, !tbaa !11
  store float %35, ptr %15, align 16, !tbaa !11
  store float %38, ptr %17, align 4, !tbaa !11
  store float %41, ptr %19, align 8, !tbaa !11
  br label %48

48:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = distinct !{!15, !14, !16}
!16 = !{!"llvm.loop.unroll.disable"}
