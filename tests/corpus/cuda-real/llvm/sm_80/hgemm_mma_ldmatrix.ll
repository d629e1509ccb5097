; ModuleID = 'hgemm_mma_ldmatrix.cu'
source_filename = "hgemm_mma_ldmatrix.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

@_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2As = internal addrspace(3) global [2 x [64 x [40 x %struct.__half]]] undef, align 128
@_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2Bs = internal addrspace(3) global [2 x [32 x [72 x %struct.__half]]] undef, align 128

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19hgemm_mma_pipelinedPK6__halfS1_PS_iii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 1
  %9 = and i32 %8, 480
  %10 = and i32 %7, 32
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 6
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl i32 %13, 6
  %15 = add nsw i32 %5, 31
  %16 = sdiv i32 %15, 32
  %17 = lshr i32 %7, 2
  %18 = shl nuw nsw i32 %7, 3
  %19 = and i32 %18, 24
  %20 = add nuw nsw i32 %12, %17
  %21 = icmp slt i32 %20, %3
  %22 = add nuw nsw i32 %19, 8
  %23 = icmp sle i32 %22, %5
  %24 = select i1 %21, i1 %23, i1 false
  %25 = zext nneg i32 %17 to i64
  %26 = getelementptr inbounds nuw [40 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2As to ptr), i64 %25
  %27 = zext nneg i32 %19 to i64
  %28 = getelementptr inbounds nuw %struct.__half, ptr %26, i64 %27
  %29 = zext nneg i32 %20 to i64
  %30 = select i1 %24, i64 %29, i64 0
  %31 = sext i32 %5 to i64
  %32 = mul nsw i64 %30, %31
  %33 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %32
  %34 = select i1 %24, i64 %27, i64 0
  %35 = getelementptr inbounds nuw %struct.__half, ptr %33, i64 %34
  %36 = select i1 %24, i32 16, i32 0
  %37 = addrspacecast ptr %28 to ptr addrspace(3)
  %38 = ptrtoint ptr addrspace(3) %37 to i64
  %39 = trunc i64 %38 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;\0A", "r,l,r"(i32 %39, ptr %35, i32 %36) #4, !srcloc !11
  %40 = add nuw nsw i32 %7, 128
  %41 = lshr i32 %40, 2
  %42 = add nuw nsw i32 %41, %12
  %43 = icmp slt i32 %42, %3
  %44 = select i1 %43, i1 %23, i1 false
  %45 = zext nneg i32 %41 to i64
  %46 = getelementptr inbounds nuw [40 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2As to ptr), i64 %45
  %47 = getelementptr inbounds nuw %struct.__half, ptr %46, i64 %27
  %48 = zext nneg i32 %42 to i64
  %49 = select i1 %44, i64 %48, i64 0
  %50 = mul nsw i64 %49, %31
  %51 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %50
  %52 = select i1 %44, i64 %27, i64 0
  %53 = getelementptr inbounds nuw %struct.__half, ptr %51, i64 %52
  %54 = select i1 %44, i32 16, i32 0
  %55 = addrspacecast ptr %47 to ptr addrspace(3)
  %56 = ptrtoint ptr addrspace(3) %55 to i64
  %57 = trunc i64 %56 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;\0A", "r,l,r"(i32 %57, ptr %53, i32 %54) #4, !srcloc !11
  %58 = lshr i32 %7, 3
  %59 = and i32 %18, 56
  %60 = icmp slt i32 %58, %5
  %61 = or disjoint i32 %14, 8
  %62 = add i32 %61, %59
  %63 = icmp sle i32 %62, %4
  %64 = select i1 %60, i1 %63, i1 false
  %65 = zext nneg i32 %58 to i64
  %66 = getelementptr inbounds nuw [72 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2Bs to ptr), i64 %65
  %67 = zext nneg i32 %59 to i64
  %68 = getelementptr inbounds nuw %struct.__half, ptr %66, i64 %67
  %69 = select i1 %64, i64 %65, i64 0
  %70 = sext i32 %4 to i64
  %71 = mul nsw i64 %69, %70
  %72 = getelementptr inbounds nuw %struct.__half, ptr %1, i64 %71
  %73 = or disjoint i32 %59, %14
  %74 = sext i32 %73 to i64
  %75 = select i1 %64, i32 16, i32 0
  %76 = select i1 %64, i64 %74, i64 0
  %77 = getelementptr inbounds %struct.__half, ptr %72, i64 %76
  %78 = addrspacecast ptr %68 to ptr addrspace(3)
  %79 = ptrtoint ptr addrspace(3) %78 to i64
  %80 = trunc i64 %79 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;\0A", "r,l,r"(i32 %80, ptr %77, i32 %75) #4, !srcloc !11
  %81 = lshr i32 %40, 3
  %82 = icmp slt i32 %81, %5
  %83 = select i1 %82, i1 %63, i1 false
  %84 = zext nneg i32 %81 to i64
  %85 = select i1 %83, i64 %84, i64 0
  %86 = select i1 %83, i32 16, i32 0
  %87 = select i1 %83, i64 %74, i64 0
  %88 = mul nsw i64 %85, %70
  %89 = getelementptr inbounds nuw %struct.__half, ptr %1, i64 %88
  %90 = getelementptr inbounds nuw [72 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2Bs to ptr), i64 %84
  %91 = getelementptr inbounds nuw %struct.__half, ptr %90, i64 %67
  %92 = getelementptr inbounds %struct.__half, ptr %89, i64 %87
  %93 = addrspacecast ptr %91 to ptr addrspace(3)
  %94 = ptrtoint ptr addrspace(3) %93 to i64
  %95 = trunc i64 %94 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;\0A", "r,l,r"(i32 %95, ptr %92, i32 %86) #4, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !srcloc !12
  %96 = icmp sgt i32 %5, 0
  br i1 %96, label %97, label %116

97:                                               ; preds = %6
  %98 = and i32 %7, 15
  %99 = or disjoint i32 %98, %9
  %100 = and i32 %8, 8
  %101 = tail call i32 @llvm.smax.i32(i32 %16, i32 1)
  %102 = zext nneg i32 %100 to i64
  %103 = zext nneg i32 %99 to i64
  %104 = or disjoint i32 %99, 16
  %105 = zext nneg i32 %104 to i64
  %106 = zext nneg i32 %98 to i64
  %107 = zext nneg i32 %10 to i64
  %108 = or disjoint i32 %10, 8
  %109 = zext nneg i32 %108 to i64
  %110 = or disjoint i32 %10, 16
  %111 = zext nneg i32 %110 to i64
  %112 = or disjoint i32 %10, 24
  %113 = zext nneg i32 %112 to i64
  %114 = zext nneg i32 %100 to i64
  %115 = zext nneg i32 %98 to i64
  br label %162

116:                                              ; preds = %265, %6
  %117 = phi float [ 0.000000e+00, %6 ], [ %408, %265 ]
  %118 = phi float [ 0.000000e+00, %6 ], [ %409, %265 ]
  %119 = phi float [ 0.000000e+00, %6 ], [ %410, %265 ]
  %120 = phi float [ 0.000000e+00, %6 ], [ %411, %265 ]
  %121 = phi float [ 0.000000e+00, %6 ], [ %413, %265 ]
  %122 = phi float [ 0.000000e+00, %6 ], [ %414, %265 ]
  %123 = phi float [ 0.000000e+00, %6 ], [ %415, %265 ]
  %124 = phi float [ 0.000000e+00, %6 ], [ %416, %265 ]
  %125 = phi float [ 0.000000e+00, %6 ], [ %418, %265 ]
  %126 = phi float [ 0.000000e+00, %6 ], [ %419, %265 ]
  %127 = phi float [ 0.000000e+00, %6 ], [ %420, %265 ]
  %128 = phi float [ 0.000000e+00, %6 ], [ %421, %265 ]
  %129 = phi float [ 0.000000e+00, %6 ], [ %423, %265 ]
  %130 = phi float [ 0.000000e+00, %6 ], [ %424, %265 ]
  %131 = phi float [ 0.000000e+00, %6 ], [ %425, %265 ]
  %132 = phi float [ 0.000000e+00, %6 ], [ %426, %265 ]
  %133 = phi float [ 0.000000e+00, %6 ], [ %428, %265 ]
  %134 = phi float [ 0.000000e+00, %6 ], [ %429, %265 ]
  %135 = phi float [ 0.000000e+00, %6 ], [ %430, %265 ]
  %136 = phi float [ 0.000000e+00, %6 ], [ %431, %265 ]
  %137 = phi float [ 0.000000e+00, %6 ], [ %433, %265 ]
  %138 = phi float [ 0.000000e+00, %6 ], [ %434, %265 ]
  %139 = phi float [ 0.000000e+00, %6 ], [ %435, %265 ]
  %140 = phi float [ 0.000000e+00, %6 ], [ %436, %265 ]
  %141 = phi float [ 0.000000e+00, %6 ], [ %438, %265 ]
  %142 = phi float [ 0.000000e+00, %6 ], [ %439, %265 ]
  %143 = phi float [ 0.000000e+00, %6 ], [ %440, %265 ]
  %144 = phi float [ 0.000000e+00, %6 ], [ %441, %265 ]
  %145 = phi float [ 0.000000e+00, %6 ], [ %443, %265 ]
  %146 = phi float [ 0.000000e+00, %6 ], [ %444, %265 ]
  %147 = phi float [ 0.000000e+00, %6 ], [ %445, %265 ]
  %148 = phi float [ 0.000000e+00, %6 ], [ %446, %265 ]
  %149 = and i32 %17, 7
  %150 = shl nuw nsw i32 %7, 1
  %151 = and i32 %150, 6
  %152 = add nuw nsw i32 %9, %12
  %153 = or disjoint i32 %152, %149
  %154 = or disjoint i32 %151, %10
  %155 = or disjoint i32 %154, %14
  %156 = or disjoint i32 %155, 1
  %157 = icmp slt i32 %156, %4
  %158 = sext i32 %155 to i64
  %159 = getelementptr %struct.__half, ptr %2, i64 %158
  %160 = icmp slt i32 %153, %3
  %161 = select i1 %160, i1 %157, i1 false
  br i1 %161, label %448, label %453

162:                                              ; preds = %97, %265
  %163 = phi float [ 0.000000e+00, %97 ], [ %408, %265 ]
  %164 = phi float [ 0.000000e+00, %97 ], [ %409, %265 ]
  %165 = phi float [ 0.000000e+00, %97 ], [ %410, %265 ]
  %166 = phi float [ 0.000000e+00, %97 ], [ %411, %265 ]
  %167 = phi float [ 0.000000e+00, %97 ], [ %413, %265 ]
  %168 = phi float [ 0.000000e+00, %97 ], [ %414, %265 ]
  %169 = phi float [ 0.000000e+00, %97 ], [ %415, %265 ]
  %170 = phi float [ 0.000000e+00, %97 ], [ %416, %265 ]
  %171 = phi float [ 0.000000e+00, %97 ], [ %418, %265 ]
  %172 = phi float [ 0.000000e+00, %97 ], [ %419, %265 ]
  %173 = phi float [ 0.000000e+00, %97 ], [ %420, %265 ]
  %174 = phi float [ 0.000000e+00, %97 ], [ %421, %265 ]
  %175 = phi float [ 0.000000e+00, %97 ], [ %423, %265 ]
  %176 = phi float [ 0.000000e+00, %97 ], [ %424, %265 ]
  %177 = phi float [ 0.000000e+00, %97 ], [ %425, %265 ]
  %178 = phi float [ 0.000000e+00, %97 ], [ %426, %265 ]
  %179 = phi float [ 0.000000e+00, %97 ], [ %428, %265 ]
  %180 = phi float [ 0.000000e+00, %97 ], [ %429, %265 ]
  %181 = phi float [ 0.000000e+00, %97 ], [ %430, %265 ]
  %182 = phi float [ 0.000000e+00, %97 ], [ %431, %265 ]
  %183 = phi float [ 0.000000e+00, %97 ], [ %433, %265 ]
  %184 = phi float [ 0.000000e+00, %97 ], [ %434, %265 ]
  %185 = phi float [ 0.000000e+00, %97 ], [ %435, %265 ]
  %186 = phi float [ 0.000000e+00, %97 ], [ %436, %265 ]
  %187 = phi float [ 0.000000e+00, %97 ], [ %438, %265 ]
  %188 = phi float [ 0.000000e+00, %97 ], [ %439, %265 ]
  %189 = phi float [ 0.000000e+00, %97 ], [ %440, %265 ]
  %190 = phi float [ 0.000000e+00, %97 ], [ %441, %265 ]
  %191 = phi float [ 0.000000e+00, %97 ], [ %443, %265 ]
  %192 = phi float [ 0.000000e+00, %97 ], [ %444, %265 ]
  %193 = phi float [ 0.000000e+00, %97 ], [ %445, %265 ]
  %194 = phi float [ 0.000000e+00, %97 ], [ %446, %265 ]
  %195 = phi i32 [ 0, %97 ], [ %197, %265 ]
  %196 = and i32 %195, 1
  %197 = add nuw nsw i32 %195, 1
  %198 = icmp slt i32 %197, %16
  br i1 %198, label %199, label %264

199:                                              ; preds = %162
  %200 = and i32 %197, 1
  %201 = shl nsw i32 %197, 5
  %202 = zext nneg i32 %200 to i64
  %203 = getelementptr inbounds nuw [64 x [40 x %struct.__half]], ptr addrspacecast (ptr addrspace(3) @_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2As to ptr), i64 %202
  %204 = or disjoint i32 %201, 8
  %205 = add nuw i32 %204, %19
  %206 = icmp sle i32 %205, %5
  %207 = select i1 %21, i1 %206, i1 false
  %208 = getelementptr inbounds nuw [40 x %struct.__half], ptr %203, i64 %25
  %209 = getelementptr inbounds nuw %struct.__half, ptr %208, i64 %27
  %210 = select i1 %207, i64 %29, i64 0
  %211 = mul nuw nsw i64 %210, %31
  %212 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %211
  %213 = or disjoint i32 %201, %19
  %214 = zext nneg i32 %213 to i64
  %215 = select i1 %207, i64 %214, i64 0
  %216 = getelementptr inbounds nuw %struct.__half, ptr %212, i64 %215
  %217 = select i1 %207, i32 16, i32 0
  %218 = addrspacecast ptr %209 to ptr addrspace(3)
  %219 = ptrtoint ptr addrspace(3) %218 to i64
  %220 = trunc i64 %219 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;\0A", "r,l,r"(i32 %220, ptr %216, i32 %217) #4, !srcloc !11
  %221 = select i1 %43, i1 %206, i1 false
  %222 = getelementptr inbounds nuw [40 x %struct.__half], ptr %203, i64 %45
  %223 = getelementptr inbounds nuw %struct.__half, ptr %222, i64 %27
  %224 = select i1 %221, i64 %48, i64 0
  %225 = mul nuw nsw i64 %224, %31
  %226 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %225
  %227 = select i1 %221, i64 %214, i64 0
  %228 = getelementptr inbounds nuw %struct.__half, ptr %226, i64 %227
  %229 = select i1 %221, i32 16, i32 0
  %230 = addrspacecast ptr %223 to ptr addrspace(3)
  %231 = ptrtoint ptr addrspace(3) %230 to i64
  %232 = trunc i64 %231 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;\0A", "r,l,r"(i32 %232, ptr %228, i32 %229) #4, !srcloc !11
  %233 = getelementptr inbounds nuw [32 x [72 x %struct.__half]], ptr addrspacecast (ptr addrspace(3) @_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2Bs to ptr), i64 %202
  %234 = add nuw nsw i32 %201, %58
  %235 = icmp slt i32 %234, %5
  %236 = select i1 %235, i1 %63, i1 false
  %237 = getelementptr inbounds nuw [72 x %struct.__half], ptr %233, i64 %65
  %238 = getelementptr inbounds nuw %struct.__half, ptr %237, i64 %67
  %239 = zext nneg i32 %234 to i64
  %240 = select i1 %236, i64 %239, i64 0
  %241 = mul nsw i64 %240, %70
  %242 = getelementptr inbounds nuw %struct.__half, ptr %1, i64 %241
  %243 = select i1 %236, i32 16, i32 0
  %244 = select i1 %236, i64 %74, i64 0
  %245 = getelementptr inbounds %struct.__half, ptr %242, i64 %244
  %246 = addrspacecast ptr %238 to ptr addrspace(3)
  %247 = ptrtoint ptr addrspace(3) %246 to i64
  %248 = trunc i64 %247 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;\0A", "r,l,r"(i32 %248, ptr %245, i32 %243) #4, !srcloc !11
  %249 = add nuw nsw i32 %201, %81
  %250 = icmp slt i32 %249, %5
  %251 = select i1 %250, i1 %63, i1 false
  %252 = zext nneg i32 %249 to i64
  %253 = select i1 %251, i64 %252, i64 0
  %254 = select i1 %251, i32 16, i32 0
  %255 = select i1 %251, i64 %74, i64 0
  %256 = mul nsw i64 %253, %70
  %257 = getelementptr inbounds nuw %struct.__half, ptr %1, i64 %256
  %258 = getelementptr inbounds nuw [72 x %struct.__half], ptr %233, i64 %84
  %259 = getelementptr inbounds nuw %struct.__half, ptr %258, i64 %67
  %260 = getelementptr inbounds %struct.__half, ptr %257, i64 %255
  %261 = addrspacecast ptr %259 to ptr addrspace(3)
  %262 = ptrtoint ptr addrspace(3) %261 to i64
  %263 = trunc i64 %262 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;\0A", "r,l,r"(i32 %263, ptr %260, i32 %254) #4, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !srcloc !12
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #4, !srcloc !13
  br label %265

264:                                              ; preds = %162
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 0) #4, !srcloc !13
  br label %265

265:                                              ; preds = %264, %199
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %266 = zext nneg i32 %196 to i64
  %267 = getelementptr inbounds nuw [64 x [40 x %struct.__half]], ptr addrspacecast (ptr addrspace(3) @_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2As to ptr), i64 %266
  %268 = getelementptr inbounds nuw [32 x [72 x %struct.__half]], ptr addrspacecast (ptr addrspace(3) @_ZZ19hgemm_mma_pipelinedPK6__halfS1_PS_iiiE2Bs to ptr), i64 %266
  %269 = getelementptr inbounds nuw %struct.__half, ptr %267, i64 %102
  %270 = getelementptr inbounds nuw [40 x %struct.__half], ptr %269, i64 %103
  %271 = addrspacecast ptr %270 to ptr addrspace(3)
  %272 = ptrtoint ptr addrspace(3) %271 to i64
  %273 = trunc i64 %272 to i32
  %274 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0,$1,$2,$3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %273) #4, !srcloc !14
  %275 = extractvalue { i32, i32, i32, i32 } %274, 0
  %276 = extractvalue { i32, i32, i32, i32 } %274, 1
  %277 = extractvalue { i32, i32, i32, i32 } %274, 2
  %278 = extractvalue { i32, i32, i32, i32 } %274, 3
  %279 = getelementptr inbounds nuw [40 x %struct.__half], ptr %269, i64 %105
  %280 = addrspacecast ptr %279 to ptr addrspace(3)
  %281 = ptrtoint ptr addrspace(3) %280 to i64
  %282 = trunc i64 %281 to i32
  %283 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0,$1,$2,$3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %282) #4, !srcloc !14
  %284 = extractvalue { i32, i32, i32, i32 } %283, 0
  %285 = extractvalue { i32, i32, i32, i32 } %283, 1
  %286 = extractvalue { i32, i32, i32, i32 } %283, 2
  %287 = extractvalue { i32, i32, i32, i32 } %283, 3
  %288 = getelementptr inbounds nuw [72 x %struct.__half], ptr %268, i64 %106
  %289 = getelementptr inbounds nuw %struct.__half, ptr %288, i64 %107
  %290 = addrspacecast ptr %289 to ptr addrspace(3)
  %291 = ptrtoint ptr addrspace(3) %290 to i64
  %292 = trunc i64 %291 to i32
  %293 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %292) #4, !srcloc !15
  %294 = extractvalue { i32, i32 } %293, 0
  %295 = extractvalue { i32, i32 } %293, 1
  %296 = getelementptr inbounds nuw %struct.__half, ptr %288, i64 %109
  %297 = addrspacecast ptr %296 to ptr addrspace(3)
  %298 = ptrtoint ptr addrspace(3) %297 to i64
  %299 = trunc i64 %298 to i32
  %300 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %299) #4, !srcloc !15
  %301 = extractvalue { i32, i32 } %300, 0
  %302 = extractvalue { i32, i32 } %300, 1
  %303 = getelementptr inbounds nuw %struct.__half, ptr %288, i64 %111
  %304 = addrspacecast ptr %303 to ptr addrspace(3)
  %305 = ptrtoint ptr addrspace(3) %304 to i64
  %306 = trunc i64 %305 to i32
  %307 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %306) #4, !srcloc !15
  %308 = extractvalue { i32, i32 } %307, 0
  %309 = extractvalue { i32, i32 } %307, 1
  %310 = getelementptr inbounds nuw %struct.__half, ptr %288, i64 %113
  %311 = addrspacecast ptr %310 to ptr addrspace(3)
  %312 = ptrtoint ptr addrspace(3) %311 to i64
  %313 = trunc i64 %312 to i32
  %314 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %313) #4, !srcloc !15
  %315 = extractvalue { i32, i32 } %314, 0
  %316 = extractvalue { i32, i32 } %314, 1
  %317 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %275, i32 %276, i32 %277, i32 %278, i32 %294, i32 %295, float %163, float %164, float %165, float %166) #4, !srcloc !16
  %318 = extractvalue { float, float, float, float } %317, 0
  %319 = extractvalue { float, float, float, float } %317, 1
  %320 = extractvalue { float, float, float, float } %317, 2
  %321 = extractvalue { float, float, float, float } %317, 3
  %322 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %275, i32 %276, i32 %277, i32 %278, i32 %301, i32 %302, float %167, float %168, float %169, float %170) #4, !srcloc !16
  %323 = extractvalue { float, float, float, float } %322, 0
  %324 = extractvalue { float, float, float, float } %322, 1
  %325 = extractvalue { float, float, float, float } %322, 2
  %326 = extractvalue { float, float, float, float } %322, 3
  %327 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %275, i32 %276, i32 %277, i32 %278, i32 %308, i32 %309, float %171, float %172, float %173, float %174) #4, !srcloc !16
  %328 = extractvalue { float, float, float, float } %327, 0
  %329 = extractvalue { float, float, float, float } %327, 1
  %330 = extractvalue { float, float, float, float } %327, 2
  %331 = extractvalue { float, float, float, float } %327, 3
  %332 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %275, i32 %276, i32 %277, i32 %278, i32 %315, i32 %316, float %175, float %176, float %177, float %178) #4, !srcloc !16
  %333 = extractvalue { float, float, float, float } %332, 0
  %334 = extractvalue { float, float, float, float } %332, 1
  %335 = extractvalue { float, float, float, float } %332, 2
  %336 = extractvalue { float, float, float, float } %332, 3
  %337 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %284, i32 %285, i32 %286, i32 %287, i32 %294, i32 %295, float %179, float %180, float %181, float %182) #4, !srcloc !16
  %338 = extractvalue { float, float, float, float } %337, 0
  %339 = extractvalue { float, float, float, float } %337, 1
  %340 = extractvalue { float, float, float, float } %337, 2
  %341 = extractvalue { float, float, float, float } %337, 3
  %342 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %284, i32 %285, i32 %286, i32 %287, i32 %301, i32 %302, float %183, float %184, float %185, float %186) #4, !srcloc !16
  %343 = extractvalue { float, float, float, float } %342, 0
  %344 = extractvalue { float, float, float, float } %342, 1
  %345 = extractvalue { float, float, float, float } %342, 2
  %346 = extractvalue { float, float, float, float } %342, 3
  %347 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %284, i32 %285, i32 %286, i32 %287, i32 %308, i32 %309, float %187, float %188, float %189, float %190) #4, !srcloc !16
  %348 = extractvalue { float, float, float, float } %347, 0
  %349 = extractvalue { float, float, float, float } %347, 1
  %350 = extractvalue { float, float, float, float } %347, 2
  %351 = extractvalue { float, float, float, float } %347, 3
  %352 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %284, i32 %285, i32 %286, i32 %287, i32 %315, i32 %316, float %191, float %192, float %193, float %194) #4, !srcloc !16
  %353 = extractvalue { float, float, float, float } %352, 0
  %354 = extractvalue { float, float, float, float } %352, 1
  %355 = extractvalue { float, float, float, float } %352, 2
  %356 = extractvalue { float, float, float, float } %352, 3
  %357 = getelementptr inbounds nuw %struct.__half, ptr %267, i64 %114
  %358 = getelementptr inbounds nuw i8, ptr %357, i64 32
  %359 = getelementptr inbounds nuw [40 x %struct.__half], ptr %358, i64 %103
  %360 = addrspacecast ptr %359 to ptr addrspace(3)
  %361 = ptrtoint ptr addrspace(3) %360 to i64
  %362 = trunc i64 %361 to i32
  %363 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0,$1,$2,$3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %362) #4, !srcloc !14
  %364 = extractvalue { i32, i32, i32, i32 } %363, 0
  %365 = extractvalue { i32, i32, i32, i32 } %363, 1
  %366 = extractvalue { i32, i32, i32, i32 } %363, 2
  %367 = extractvalue { i32, i32, i32, i32 } %363, 3
  %368 = getelementptr inbounds nuw [40 x %struct.__half], ptr %358, i64 %105
  %369 = addrspacecast ptr %368 to ptr addrspace(3)
  %370 = ptrtoint ptr addrspace(3) %369 to i64
  %371 = trunc i64 %370 to i32
  %372 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0,$1,$2,$3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %371) #4, !srcloc !14
  %373 = extractvalue { i32, i32, i32, i32 } %372, 0
  %374 = extractvalue { i32, i32, i32, i32 } %372, 1
  %375 = extractvalue { i32, i32, i32, i32 } %372, 2
  %376 = extractvalue { i32, i32, i32, i32 } %372, 3
  %377 = getelementptr inbounds nuw [72 x %struct.__half], ptr %268, i64 %115
  %378 = getelementptr inbounds nuw i8, ptr %377, i64 2304
  %379 = getelementptr inbounds nuw %struct.__half, ptr %378, i64 %107
  %380 = addrspacecast ptr %379 to ptr addrspace(3)
  %381 = ptrtoint ptr addrspace(3) %380 to i64
  %382 = trunc i64 %381 to i32
  %383 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %382) #4, !srcloc !15
  %384 = extractvalue { i32, i32 } %383, 0
  %385 = extractvalue { i32, i32 } %383, 1
  %386 = getelementptr inbounds nuw %struct.__half, ptr %378, i64 %109
  %387 = addrspacecast ptr %386 to ptr addrspace(3)
  %388 = ptrtoint ptr addrspace(3) %387 to i64
  %389 = trunc i64 %388 to i32
  %390 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %389) #4, !srcloc !15
  %391 = extractvalue { i32, i32 } %390, 0
  %392 = extractvalue { i32, i32 } %390, 1
  %393 = getelementptr inbounds nuw %struct.__half, ptr %378, i64 %111
  %394 = addrspacecast ptr %393 to ptr addrspace(3)
  %395 = ptrtoint ptr addrspace(3) %394 to i64
  %396 = trunc i64 %395 to i32
  %397 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %396) #4, !srcloc !15
  %398 = extractvalue { i32, i32 } %397, 0
  %399 = extractvalue { i32, i32 } %397, 1
  %400 = getelementptr inbounds nuw %struct.__half, ptr %378, i64 %113
  %401 = addrspacecast ptr %400 to ptr addrspace(3)
  %402 = ptrtoint ptr addrspace(3) %401 to i64
  %403 = trunc i64 %402 to i32
  %404 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0,$1}, [$2];\0A", "=r,=r,r"(i32 %403) #4, !srcloc !15
  %405 = extractvalue { i32, i32 } %404, 0
  %406 = extractvalue { i32, i32 } %404, 1
  %407 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %364, i32 %365, i32 %366, i32 %367, i32 %384, i32 %385, float %318, float %319, float %320, float %321) #4, !srcloc !16
  %408 = extractvalue { float, float, float, float } %407, 0
  %409 = extractvalue { float, float, float, float } %407, 1
  %410 = extractvalue { float, float, float, float } %407, 2
  %411 = extractvalue { float, float, float, float } %407, 3
  %412 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %364, i32 %365, i32 %366, i32 %367, i32 %391, i32 %392, float %323, float %324, float %325, float %326) #4, !srcloc !16
  %413 = extractvalue { float, float, float, float } %412, 0
  %414 = extractvalue { float, float, float, float } %412, 1
  %415 = extractvalue { float, float, float, float } %412, 2
  %416 = extractvalue { float, float, float, float } %412, 3
  %417 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %364, i32 %365, i32 %366, i32 %367, i32 %398, i32 %399, float %328, float %329, float %330, float %331) #4, !srcloc !16
  %418 = extractvalue { float, float, float, float } %417, 0
  %419 = extractvalue { float, float, float, float } %417, 1
  %420 = extractvalue { float, float, float, float } %417, 2
  %421 = extractvalue { float, float, float, float } %417, 3
  %422 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %364, i32 %365, i32 %366, i32 %367, i32 %405, i32 %406, float %333, float %334, float %335, float %336) #4, !srcloc !16
  %423 = extractvalue { float, float, float, float } %422, 0
  %424 = extractvalue { float, float, float, float } %422, 1
  %425 = extractvalue { float, float, float, float } %422, 2
  %426 = extractvalue { float, float, float, float } %422, 3
  %427 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %373, i32 %374, i32 %375, i32 %376, i32 %384, i32 %385, float %338, float %339, float %340, float %341) #4, !srcloc !16
  %428 = extractvalue { float, float, float, float } %427, 0
  %429 = extractvalue { float, float, float, float } %427, 1
  %430 = extractvalue { float, float, float, float } %427, 2
  %431 = extractvalue { float, float, float, float } %427, 3
  %432 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %373, i32 %374, i32 %375, i32 %376, i32 %391, i32 %392, float %343, float %344, float %345, float %346) #4, !srcloc !16
  %433 = extractvalue { float, float, float, float } %432, 0
  %434 = extractvalue { float, float, float, float } %432, 1
  %435 = extractvalue { float, float, float, float } %432, 2
  %436 = extractvalue { float, float, float, float } %432, 3
  %437 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %373, i32 %374, i32 %375, i32 %376, i32 %398, i32 %399, float %348, float %349, float %350, float %351) #4, !srcloc !16
  %438 = extractvalue { float, float, float, float } %437, 0
  %439 = extractvalue { float, float, float, float } %437, 1
  %440 = extractvalue { float, float, float, float } %437, 2
  %441 = extractvalue { float, float, float, float } %437, 3
  %442 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %373, i32 %374, i32 %375, i32 %376, i32 %405, i32 %406, float %353, float %354, float %355, float %356) #4, !srcloc !16
  %443 = extractvalue { float, float, float, float } %442, 0
  %444 = extractvalue { float, float, float, float } %442, 1
  %445 = extractvalue { float, float, float, float } %442, 2
  %446 = extractvalue { float, float, float, float } %442, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %447 = icmp eq i32 %197, %101
  br i1 %447, label %116, label %162, !llvm.loop !17

448:                                              ; preds = %116
  %449 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %117, float %118) #5, !srcloc !19
  %450 = zext nneg i32 %153 to i64
  %451 = mul nsw i64 %450, %70
  %452 = getelementptr %struct.__half, ptr %159, i64 %451
  store i32 %449, ptr %452, align 4, !tbaa !6
  br label %453

453:                                              ; preds = %448, %116
  %454 = or disjoint i32 %153, 8
  %455 = icmp slt i32 %454, %3
  %456 = select i1 %455, i1 %157, i1 false
  br i1 %456, label %457, label %462

457:                                              ; preds = %453
  %458 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %119, float %120) #5, !srcloc !19
  %459 = zext nneg i32 %454 to i64
  %460 = mul nsw i64 %459, %70
  %461 = getelementptr %struct.__half, ptr %159, i64 %460
  store i32 %458, ptr %461, align 4, !tbaa !6
  br label %462

462:                                              ; preds = %457, %453
  %463 = or disjoint i32 %155, 9
  %464 = icmp slt i32 %463, %4
  %465 = sext i32 %155 to i64
  %466 = getelementptr %struct.__half, ptr %2, i64 %465
  %467 = getelementptr i8, ptr %466, i64 16
  %468 = select i1 %160, i1 %464, i1 false
  br i1 %468, label %469, label %474

469:                                              ; preds = %462
  %470 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %121, float %122) #5, !srcloc !19
  %471 = zext nneg i32 %153 to i64
  %472 = mul nsw i64 %471, %70
  %473 = getelementptr %struct.__half, ptr %467, i64 %472
  store i32 %470, ptr %473, align 4, !tbaa !6
  br label %474

474:                                              ; preds = %469, %462
  %475 = select i1 %455, i1 %464, i1 false
  br i1 %475, label %476, label %481

476:                                              ; preds = %474
  %477 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %123, float %124) #5, !srcloc !19
  %478 = zext nneg i32 %454 to i64
  %479 = mul nsw i64 %478, %70
  %480 = getelementptr %struct.__half, ptr %467, i64 %479
  store i32 %477, ptr %480, align 4, !tbaa !6
  br label %481

481:                                              ; preds = %476, %474
  %482 = or disjoint i32 %155, 17
  %483 = icmp slt i32 %482, %4
  %484 = sext i32 %155 to i64
  %485 = getelementptr %struct.__half, ptr %2, i64 %484
  %486 = getelementptr i8, ptr %485, i64 32
  %487 = select i1 %160, i1 %483, i1 false
  br i1 %487, label %488, label %493

488:                                              ; preds = %481
  %489 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %125, float %126) #5, !srcloc !19
  %490 = zext nneg i32 %153 to i64
  %491 = mul nsw i64 %490, %70
  %492 = getelementptr %struct.__half, ptr %486, i64 %491
  store i32 %489, ptr %492, align 4, !tbaa !6
  br label %493

493:                                              ; preds = %488, %481
  %494 = select i1 %455, i1 %483, i1 false
  br i1 %494, label %495, label %500

495:                                              ; preds = %493
  %496 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %127, float %128) #5, !srcloc !19
  %497 = zext nneg i32 %454 to i64
  %498 = mul nsw i64 %497, %70
  %499 = getelementptr %struct.__half, ptr %486, i64 %498
  store i32 %496, ptr %499, align 4, !tbaa !6
  br label %500

500:                                              ; preds = %495, %493
  %501 = or disjoint i32 %155, 25
  %502 = icmp slt i32 %501, %4
  %503 = sext i32 %155 to i64
  %504 = getelementptr %struct.__half, ptr %2, i64 %503
  %505 = getelementptr i8, ptr %504, i64 48
  %506 = select i1 %160, i1 %502, i1 false
  br i1 %506, label %507, label %512

507:                                              ; preds = %500
  %508 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %129, float %130) #5, !srcloc !19
  %509 = zext nneg i32 %153 to i64
  %510 = mul nsw i64 %509, %70
  %511 = getelementptr %struct.__half, ptr %505, i64 %510
  store i32 %508, ptr %511, align 4, !tbaa !6
  br label %512

512:                                              ; preds = %507, %500
  %513 = select i1 %455, i1 %502, i1 false
  br i1 %513, label %514, label %519

514:                                              ; preds = %512
  %515 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %131, float %132) #5, !srcloc !19
  %516 = zext nneg i32 %454 to i64
  %517 = mul nsw i64 %516, %70
  %518 = getelementptr %struct.__half, ptr %505, i64 %517
  store i32 %515, ptr %518, align 4, !tbaa !6
  br label %519

519:                                              ; preds = %514, %512
  %520 = or disjoint i32 %153, 16
  %521 = icmp slt i32 %520, %3
  %522 = select i1 %521, i1 %157, i1 false
  br i1 %522, label %523, label %528

523:                                              ; preds = %519
  %524 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %133, float %134) #5, !srcloc !19
  %525 = zext nneg i32 %520 to i64
  %526 = mul nsw i64 %525, %70
  %527 = getelementptr %struct.__half, ptr %159, i64 %526
  store i32 %524, ptr %527, align 4, !tbaa !6
  br label %528

528:                                              ; preds = %523, %519
  %529 = or disjoint i32 %153, 24
  %530 = icmp slt i32 %529, %3
  %531 = select i1 %530, i1 %157, i1 false
  br i1 %531, label %532, label %537

532:                                              ; preds = %528
  %533 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %135, float %136) #5, !srcloc !19
  %534 = zext nneg i32 %529 to i64
  %535 = mul nsw i64 %534, %70
  %536 = getelementptr %struct.__half, ptr %159, i64 %535
  store i32 %533, ptr %536, align 4, !tbaa !6
  br label %537

537:                                              ; preds = %532, %528
  %538 = select i1 %521, i1 %464, i1 false
  br i1 %538, label %539, label %544

539:                                              ; preds = %537
  %540 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %137, float %138) #5, !srcloc !19
  %541 = zext nneg i32 %520 to i64
  %542 = mul nsw i64 %541, %70
  %543 = getelementptr %struct.__half, ptr %467, i64 %542
  store i32 %540, ptr %543, align 4, !tbaa !6
  br label %544

544:                                              ; preds = %539, %537
  %545 = select i1 %530, i1 %464, i1 false
  br i1 %545, label %546, label %551

546:                                              ; preds = %544
  %547 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %139, float %140) #5, !srcloc !19
  %548 = zext nneg i32 %529 to i64
  %549 = mul nsw i64 %548, %70
  %550 = getelementptr %struct.__half, ptr %467, i64 %549
  store i32 %547, ptr %550, align 4, !tbaa !6
  br label %551

551:                                              ; preds = %546, %544
  %552 = select i1 %521, i1 %483, i1 false
  br i1 %552, label %553, label %558

553:                                              ; preds = %551
  %554 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %141, float %142) #5, !srcloc !19
  %555 = zext nneg i32 %520 to i64
  %556 = mul nsw i64 %555, %70
  %557 = getelementptr %struct.__half, ptr %486, i64 %556
  store i32 %554, ptr %557, align 4, !tbaa !6
  br label %558

558:                                              ; preds = %553, %551
  %559 = select i1 %530, i1 %483, i1 false
  br i1 %559, label %560, label %565

560:                                              ; preds = %558
  %561 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %143, float %144) #5, !srcloc !19
  %562 = zext nneg i32 %529 to i64
  %563 = mul nsw i64 %562, %70
  %564 = getelementptr %struct.__half, ptr %486, i64 %563
  store i32 %561, ptr %564, align 4, !tbaa !6
  br label %565

565:                                              ; preds = %560, %558
  %566 = select i1 %521, i1 %502, i1 false
  br i1 %566, label %567, label %572

567:                                              ; preds = %565
  %568 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %145, float %146) #5, !srcloc !19
  %569 = zext nneg i32 %520 to i64
  %570 = mul nsw i64 %569, %70
  %571 = getelementptr %struct.__half, ptr %505, i64 %570
  store i32 %568, ptr %571, align 4, !tbaa !6
  br label %572

572:                                              ; preds = %567, %565
  %573 = select i1 %530, i1 %502, i1 false
  br i1 %573, label %574, label %579

574:                                              ; preds = %572
  %575 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %147, float %148) #5, !srcloc !19
  %576 = zext nneg i32 %529 to i64
  %577 = mul nsw i64 %576, %70
  %578 = getelementptr %struct.__half, ptr %505, i64 %577
  store i32 %575, ptr %578, align 4, !tbaa !6
  br label %579

579:                                              ; preds = %574, %572
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind memory(none) }

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
!11 = !{i64 638}
!12 = !{i64 802}
!13 = !{i64 916}
!14 = !{i64 1052}
!15 = !{i64 1305}
!16 = !{i64 1563}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i64 2156237495}
