; ModuleID = 'imma_mma_sync.cu'
source_filename = "imma_mma_sync.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }
%struct.__nv_bfloat16 = type { i16 }

@_ZZ12imma_gemm_s8PiPKaS1_iiiE2As = internal addrspace(3) global [4 x [16 x [48 x i8]]] undef, align 16
@_ZZ12imma_gemm_s8PiPKaS1_iiiE2Bs = internal addrspace(3) global [4 x [32 x [48 x i8]]] undef, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12imma_gemm_s8PiPKaS1_iii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 5
  %9 = and i32 %7, 31
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 6
  %12 = shl nuw nsw i32 %8, 4
  %13 = add nuw nsw i32 %12, %11
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 5
  %16 = icmp sgt i32 %5, 0
  br i1 %16, label %19, label %17

17:                                               ; preds = %6
  %18 = shl nuw nsw i32 %7, 1
  br label %103

19:                                               ; preds = %6
  %20 = zext nneg i32 %8 to i64
  %21 = getelementptr inbounds nuw [16 x [48 x i8]], ptr addrspacecast (ptr addrspace(3) @_ZZ12imma_gemm_s8PiPKaS1_iiiE2As to ptr), i64 %20
  %22 = zext nneg i32 %5 to i64
  %23 = getelementptr inbounds nuw [32 x [48 x i8]], ptr addrspacecast (ptr addrspace(3) @_ZZ12imma_gemm_s8PiPKaS1_iiiE2Bs to ptr), i64 %20
  %24 = and i32 %7, 15
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw [48 x i8], ptr %21, i64 %25
  %27 = and i32 %7, 16
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i8, ptr %26, i64 %28
  %30 = addrspacecast ptr %29 to ptr addrspace(3)
  %31 = ptrtoint ptr addrspace(3) %30 to i64
  %32 = trunc i64 %31 to i32
  %33 = and i32 %7, 7
  %34 = shl nuw nsw i32 %7, 1
  %35 = and i32 %34, 16
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i8, ptr %23, i64 %36
  %38 = shl nuw nsw i32 %7, 4
  %39 = and i32 %38, 16
  %40 = zext nneg i32 %33 to i64
  %41 = getelementptr inbounds nuw [48 x i8], ptr %37, i64 %40
  %42 = addrspacecast ptr %41 to ptr addrspace(3)
  %43 = ptrtoint ptr addrspace(3) %42 to i64
  %44 = trunc i64 %43 to i32
  %45 = lshr i32 %9, 1
  %46 = shl nuw nsw i32 %7, 4
  %47 = and i32 %46, 16
  %48 = or disjoint i32 %45, %13
  %49 = icmp slt i32 %48, %3
  %50 = or disjoint i32 %47, 15
  %51 = zext nneg i32 %47 to i64
  %52 = zext nneg i32 %48 to i64
  %53 = mul nuw nsw i64 %52, %22
  %54 = getelementptr i8, ptr %1, i64 %53
  %55 = zext nneg i32 %47 to i64
  %56 = getelementptr i8, ptr %54, i64 %55
  %57 = zext nneg i32 %45 to i64
  %58 = getelementptr inbounds nuw [48 x i8], ptr %21, i64 %57
  %59 = or disjoint i32 %39, 15
  %60 = zext nneg i32 %39 to i64
  %61 = zext nneg i32 %39 to i64
  %62 = getelementptr i8, ptr %2, i64 %61
  %63 = zext nneg i32 %33 to i64
  %64 = getelementptr inbounds nuw [48 x i8], ptr %37, i64 %63
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 384
  %66 = addrspacecast ptr %65 to ptr addrspace(3)
  %67 = ptrtoint ptr addrspace(3) %66 to i64
  %68 = trunc i64 %67 to i32
  %69 = zext nneg i32 %33 to i64
  %70 = getelementptr inbounds nuw [48 x i8], ptr %37, i64 %69
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 768
  %72 = addrspacecast ptr %71 to ptr addrspace(3)
  %73 = ptrtoint ptr addrspace(3) %72 to i64
  %74 = trunc i64 %73 to i32
  %75 = zext nneg i32 %33 to i64
  %76 = getelementptr inbounds nuw [48 x i8], ptr %37, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 1152
  %78 = addrspacecast ptr %77 to ptr addrspace(3)
  %79 = ptrtoint ptr addrspace(3) %78 to i64
  %80 = trunc i64 %79 to i32
  br label %81

81:                                               ; preds = %19, %154
  %82 = phi i32 [ 0, %19 ], [ %164, %154 ]
  %83 = phi i32 [ 0, %19 ], [ %165, %154 ]
  %84 = phi i32 [ 0, %19 ], [ %166, %154 ]
  %85 = phi i32 [ 0, %19 ], [ %167, %154 ]
  %86 = phi i32 [ 0, %19 ], [ %172, %154 ]
  %87 = phi i32 [ 0, %19 ], [ %173, %154 ]
  %88 = phi i32 [ 0, %19 ], [ %174, %154 ]
  %89 = phi i32 [ 0, %19 ], [ %175, %154 ]
  %90 = phi i32 [ 0, %19 ], [ %180, %154 ]
  %91 = phi i32 [ 0, %19 ], [ %181, %154 ]
  %92 = phi i32 [ 0, %19 ], [ %182, %154 ]
  %93 = phi i32 [ 0, %19 ], [ %183, %154 ]
  %94 = phi i32 [ 0, %19 ], [ %188, %154 ]
  %95 = phi i32 [ 0, %19 ], [ %189, %154 ]
  %96 = phi i32 [ 0, %19 ], [ %190, %154 ]
  %97 = phi i32 [ 0, %19 ], [ %191, %154 ]
  %98 = phi i32 [ 0, %19 ], [ %192, %154 ]
  %99 = or disjoint i32 %98, %50
  %100 = icmp slt i32 %99, %5
  %101 = select i1 %49, i1 %100, i1 false
  %102 = zext nneg i32 %98 to i64
  br i1 %101, label %132, label %141

103:                                              ; preds = %154, %17
  %104 = phi i32 [ %18, %17 ], [ %34, %154 ]
  %105 = phi i32 [ 0, %17 ], [ %164, %154 ]
  %106 = phi i32 [ 0, %17 ], [ %165, %154 ]
  %107 = phi i32 [ 0, %17 ], [ %166, %154 ]
  %108 = phi i32 [ 0, %17 ], [ %167, %154 ]
  %109 = phi i32 [ 0, %17 ], [ %172, %154 ]
  %110 = phi i32 [ 0, %17 ], [ %173, %154 ]
  %111 = phi i32 [ 0, %17 ], [ %174, %154 ]
  %112 = phi i32 [ 0, %17 ], [ %175, %154 ]
  %113 = phi i32 [ 0, %17 ], [ %180, %154 ]
  %114 = phi i32 [ 0, %17 ], [ %181, %154 ]
  %115 = phi i32 [ 0, %17 ], [ %182, %154 ]
  %116 = phi i32 [ 0, %17 ], [ %183, %154 ]
  %117 = phi i32 [ 0, %17 ], [ %188, %154 ]
  %118 = phi i32 [ 0, %17 ], [ %189, %154 ]
  %119 = phi i32 [ 0, %17 ], [ %190, %154 ]
  %120 = phi i32 [ 0, %17 ], [ %191, %154 ]
  %121 = lshr i32 %9, 2
  %122 = or disjoint i32 %121, %13
  %123 = and i32 %104, 6
  %124 = or disjoint i32 %123, %15
  %125 = sext i32 %4 to i64
  %126 = or disjoint i32 %124, 1
  %127 = icmp slt i32 %126, %4
  %128 = sext i32 %124 to i64
  %129 = getelementptr i32, ptr %0, i64 %128
  %130 = icmp slt i32 %122, %3
  %131 = select i1 %130, i1 %127, i1 false
  br i1 %131, label %225, label %230

132:                                              ; preds = %81
  %133 = getelementptr i8, ptr %56, i64 %102
  %134 = load i32, ptr %133, align 16, !tbaa !6
  %135 = getelementptr inbounds nuw i8, ptr %133, i64 4
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = getelementptr inbounds nuw i8, ptr %133, i64 8
  %138 = load i32, ptr %137, align 8, !tbaa !6
  %139 = getelementptr inbounds nuw i8, ptr %133, i64 12
  %140 = load i32, ptr %139, align 4, !tbaa !6
  br label %141

141:                                              ; preds = %81, %132
  %142 = phi i64 [ %55, %132 ], [ %51, %81 ]
  %143 = phi i32 [ %134, %132 ], [ 0, %81 ]
  %144 = phi i32 [ %136, %132 ], [ 0, %81 ]
  %145 = phi i32 [ %138, %132 ], [ 0, %81 ]
  %146 = phi i32 [ %140, %132 ], [ 0, %81 ]
  %147 = getelementptr inbounds nuw i8, ptr %58, i64 %142
  store i32 %143, ptr %147, align 1, !tbaa !6
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 4
  store i32 %144, ptr %148, align 1, !tbaa !6
  %149 = getelementptr inbounds nuw i8, ptr %147, i64 8
  store i32 %145, ptr %149, align 1, !tbaa !6
  %150 = getelementptr inbounds nuw i8, ptr %147, i64 12
  store i32 %146, ptr %150, align 1, !tbaa !6
  %151 = or disjoint i32 %98, %59
  %152 = icmp slt i32 %151, %5
  %153 = getelementptr i8, ptr %62, i64 %102
  br label %194

154:                                              ; preds = %211
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %155 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0,$1,$2,$3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %32) #4, !srcloc !11
  %156 = extractvalue { i32, i32, i32, i32 } %155, 0
  %157 = extractvalue { i32, i32, i32, i32 } %155, 1
  %158 = extractvalue { i32, i32, i32, i32 } %155, 2
  %159 = extractvalue { i32, i32, i32, i32 } %155, 3
  %160 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %44) #4, !srcloc !12
  %161 = extractvalue { i32, i32 } %160, 0
  %162 = extractvalue { i32, i32 } %160, 1
  %163 = tail call { i32, i32, i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=r,=r,=r,=r,r,r,r,r,r,r,0,1,2,3"(i32 %156, i32 %157, i32 %158, i32 %159, i32 %161, i32 %162, i32 %82, i32 %83, i32 %84, i32 %85) #4, !srcloc !13
  %164 = extractvalue { i32, i32, i32, i32 } %163, 0
  %165 = extractvalue { i32, i32, i32, i32 } %163, 1
  %166 = extractvalue { i32, i32, i32, i32 } %163, 2
  %167 = extractvalue { i32, i32, i32, i32 } %163, 3
  %168 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %68) #4, !srcloc !12
  %169 = extractvalue { i32, i32 } %168, 0
  %170 = extractvalue { i32, i32 } %168, 1
  %171 = tail call { i32, i32, i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=r,=r,=r,=r,r,r,r,r,r,r,0,1,2,3"(i32 %156, i32 %157, i32 %158, i32 %159, i32 %169, i32 %170, i32 %86, i32 %87, i32 %88, i32 %89) #4, !srcloc !13
  %172 = extractvalue { i32, i32, i32, i32 } %171, 0
  %173 = extractvalue { i32, i32, i32, i32 } %171, 1
  %174 = extractvalue { i32, i32, i32, i32 } %171, 2
  %175 = extractvalue { i32, i32, i32, i32 } %171, 3
  %176 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %74) #4, !srcloc !12
  %177 = extractvalue { i32, i32 } %176, 0
  %178 = extractvalue { i32, i32 } %176, 1
  %179 = tail call { i32, i32, i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=r,=r,=r,=r,r,r,r,r,r,r,0,1,2,3"(i32 %156, i32 %157, i32 %158, i32 %159, i32 %177, i32 %178, i32 %90, i32 %91, i32 %92, i32 %93) #4, !srcloc !13
  %180 = extractvalue { i32, i32, i32, i32 } %179, 0
  %181 = extractvalue { i32, i32, i32, i32 } %179, 1
  %182 = extractvalue { i32, i32, i32, i32 } %179, 2
  %183 = extractvalue { i32, i32, i32, i32 } %179, 3
  %184 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %80) #4, !srcloc !12
  %185 = extractvalue { i32, i32 } %184, 0
  %186 = extractvalue { i32, i32 } %184, 1
  %187 = tail call { i32, i32, i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=r,=r,=r,=r,r,r,r,r,r,r,0,1,2,3"(i32 %156, i32 %157, i32 %158, i32 %159, i32 %185, i32 %186, i32 %94, i32 %95, i32 %96, i32 %97) #4, !srcloc !13
  %188 = extractvalue { i32, i32, i32, i32 } %187, 0
  %189 = extractvalue { i32, i32, i32, i32 } %187, 1
  %190 = extractvalue { i32, i32, i32, i32 } %187, 2
  %191 = extractvalue { i32, i32, i32, i32 } %187, 3
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %192 = add nuw nsw i32 %98, 32
  %193 = icmp slt i32 %192, %5
  br i1 %193, label %81, label %103, !llvm.loop !14

194:                                              ; preds = %141, %211
  %195 = phi i32 [ %9, %141 ], [ %223, %211 ]
  %196 = lshr i32 %195, 1
  %197 = or disjoint i32 %196, %15
  %198 = icmp slt i32 %197, %4
  %199 = select i1 %198, i1 %152, i1 false
  br i1 %199, label %200, label %211

200:                                              ; preds = %194
  %201 = sext i32 %197 to i64
  %202 = mul nsw i64 %201, %22
  %203 = getelementptr i8, ptr %153, i64 %202
  %204 = load i32, ptr %203, align 16, !tbaa !6
  %205 = getelementptr inbounds nuw i8, ptr %203, i64 4
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = getelementptr inbounds nuw i8, ptr %203, i64 8
  %208 = load i32, ptr %207, align 8, !tbaa !6
  %209 = getelementptr inbounds nuw i8, ptr %203, i64 12
  %210 = load i32, ptr %209, align 4, !tbaa !6
  br label %211

211:                                              ; preds = %194, %200
  %212 = phi i64 [ %61, %200 ], [ %60, %194 ]
  %213 = phi i32 [ %206, %200 ], [ 0, %194 ]
  %214 = phi i32 [ %204, %200 ], [ 0, %194 ]
  %215 = phi i32 [ %208, %200 ], [ 0, %194 ]
  %216 = phi i32 [ %210, %200 ], [ 0, %194 ]
  %217 = zext nneg i32 %196 to i64
  %218 = getelementptr inbounds nuw [48 x i8], ptr %23, i64 %217
  %219 = getelementptr inbounds nuw i8, ptr %218, i64 %212
  store i32 %214, ptr %219, align 1, !tbaa !6
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 4
  store i32 %213, ptr %220, align 1, !tbaa !6
  %221 = getelementptr inbounds nuw i8, ptr %219, i64 8
  store i32 %215, ptr %221, align 1, !tbaa !6
  %222 = getelementptr inbounds nuw i8, ptr %219, i64 12
  store i32 %216, ptr %222, align 1, !tbaa !6
  %223 = add nuw nsw i32 %195, 32
  %224 = icmp samesign ult i32 %195, 32
  br i1 %224, label %194, label %154, !llvm.loop !16

225:                                              ; preds = %103
  %226 = zext nneg i32 %122 to i64
  %227 = mul nsw i64 %226, %125
  %228 = getelementptr i32, ptr %129, i64 %227
  store i32 %105, ptr %228, align 8, !tbaa !6
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 4
  store i32 %106, ptr %229, align 4, !tbaa !6
  br label %230

230:                                              ; preds = %225, %103
  %231 = or disjoint i32 %122, 8
  %232 = icmp slt i32 %231, %3
  %233 = select i1 %232, i1 %127, i1 false
  br i1 %233, label %234, label %239

234:                                              ; preds = %230
  %235 = zext nneg i32 %231 to i64
  %236 = mul nsw i64 %235, %125
  %237 = getelementptr i32, ptr %129, i64 %236
  store i32 %107, ptr %237, align 8, !tbaa !6
  %238 = getelementptr inbounds nuw i8, ptr %237, i64 4
  store i32 %108, ptr %238, align 4, !tbaa !6
  br label %239

239:                                              ; preds = %234, %230
  %240 = or disjoint i32 %124, 9
  %241 = icmp slt i32 %240, %4
  %242 = sext i32 %124 to i64
  %243 = getelementptr i32, ptr %0, i64 %242
  %244 = getelementptr i8, ptr %243, i64 32
  %245 = select i1 %130, i1 %241, i1 false
  br i1 %245, label %246, label %251

246:                                              ; preds = %239
  %247 = zext nneg i32 %122 to i64
  %248 = mul nsw i64 %247, %125
  %249 = getelementptr i32, ptr %244, i64 %248
  store i32 %109, ptr %249, align 8, !tbaa !6
  %250 = getelementptr inbounds nuw i8, ptr %249, i64 4
  store i32 %110, ptr %250, align 4, !tbaa !6
  br label %251

251:                                              ; preds = %246, %239
  %252 = select i1 %232, i1 %241, i1 false
  br i1 %252, label %253, label %258

253:                                              ; preds = %251
  %254 = zext nneg i32 %231 to i64
  %255 = mul nsw i64 %254, %125
  %256 = getelementptr i32, ptr %244, i64 %255
  store i32 %111, ptr %256, align 8, !tbaa !6
  %257 = getelementptr inbounds nuw i8, ptr %256, i64 4
  store i32 %112, ptr %257, align 4, !tbaa !6
  br label %258

258:                                              ; preds = %253, %251
  %259 = or disjoint i32 %124, 17
  %260 = icmp slt i32 %259, %4
  %261 = sext i32 %124 to i64
  %262 = getelementptr i32, ptr %0, i64 %261
  %263 = getelementptr i8, ptr %262, i64 64
  %264 = select i1 %130, i1 %260, i1 false
  br i1 %264, label %265, label %270

265:                                              ; preds = %258
  %266 = zext nneg i32 %122 to i64
  %267 = mul nsw i64 %266, %125
  %268 = getelementptr i32, ptr %263, i64 %267
  store i32 %113, ptr %268, align 8, !tbaa !6
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 4
  store i32 %114, ptr %269, align 4, !tbaa !6
  br label %270

270:                                              ; preds = %265, %258
  %271 = select i1 %232, i1 %260, i1 false
  br i1 %271, label %272, label %277

272:                                              ; preds = %270
  %273 = zext nneg i32 %231 to i64
  %274 = mul nsw i64 %273, %125
  %275 = getelementptr i32, ptr %263, i64 %274
  store i32 %115, ptr %275, align 8, !tbaa !6
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 4
  store i32 %116, ptr %276, align 4, !tbaa !6
  br label %277

277:                                              ; preds = %272, %270
  %278 = or disjoint i32 %124, 25
  %279 = icmp slt i32 %278, %4
  %280 = sext i32 %124 to i64
  %281 = getelementptr i32, ptr %0, i64 %280
  %282 = getelementptr i8, ptr %281, i64 96
  %283 = select i1 %130, i1 %279, i1 false
  br i1 %283, label %284, label %289

284:                                              ; preds = %277
  %285 = zext nneg i32 %122 to i64
  %286 = mul nsw i64 %285, %125
  %287 = getelementptr i32, ptr %282, i64 %286
  store i32 %117, ptr %287, align 8, !tbaa !6
  %288 = getelementptr inbounds nuw i8, ptr %287, i64 4
  store i32 %118, ptr %288, align 4, !tbaa !6
  br label %289

289:                                              ; preds = %284, %277
  %290 = select i1 %232, i1 %279, i1 false
  br i1 %290, label %291, label %296

291:                                              ; preds = %289
  %292 = zext nneg i32 %231 to i64
  %293 = mul nsw i64 %292, %125
  %294 = getelementptr i32, ptr %282, i64 %293
  store i32 %119, ptr %294, align 8, !tbaa !6
  %295 = getelementptr inbounds nuw i8, ptr %294, i64 4
  store i32 %120, ptr %295, align 4, !tbaa !6
  br label %296

296:                                              ; preds = %291, %289
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13mma_bf16_regsPfPK14__nv_bfloat162S2_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = lshr i32 %9, 5
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %45

12:                                               ; preds = %4
  %13 = and i32 %8, 31
  %14 = zext nneg i32 %10 to i64
  %15 = shl nuw nsw i64 %14, 7
  %16 = getelementptr inbounds nuw %struct.__nv_bfloat162, ptr %1, i64 %15
  %17 = shl nuw nsw i32 %13, 2
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw %struct.__nv_bfloat162, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = shl nuw nsw i64 %14, 8
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 %27
  %29 = shl nuw nsw i32 %13, 1
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw %struct.__nv_bfloat162, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %20, i32 %22, i32 %24, i32 %26, i32 %32, i32 %34, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4, !srcloc !17
  %36 = extractvalue { float, float, float, float } %35, 0
  %37 = extractvalue { float, float, float, float } %35, 1
  %38 = extractvalue { float, float, float, float } %35, 2
  %39 = extractvalue { float, float, float, float } %35, 3
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %15
  %41 = getelementptr inbounds nuw float, ptr %40, i64 %18
  store float %36, ptr %41, align 16, !tbaa !18
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 4
  store float %37, ptr %42, align 4, !tbaa !18
  %43 = getelementptr inbounds nuw i8, ptr %41, i64 8
  store float %38, ptr %43, align 8, !tbaa !18
  %44 = getelementptr inbounds nuw i8, ptr %41, i64 12
  store float %39, ptr %44, align 4, !tbaa !18
  br label %45

45:                                               ; preds = %4, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

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
!11 = !{i64 1615}
!12 = !{i64 1912}
!13 = !{i64 2125}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{i64 3410}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
