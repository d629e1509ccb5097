; ModuleID = 'sgemm_regblock.cu'
source_filename = "sgemm_regblock.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPf = comdat any

$_ZZ20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As = comdat any

$_ZZ20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs = comdat any

@_ZZ20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x [8 x [128 x float]]] undef, comdat, align 4
@_ZZ20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x [8 x [128 x float]]] undef, comdat, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPf(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, float noundef %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #0 comdat {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 15
  %11 = lshr i32 %9, 4
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = shl nuw nsw i32 %12, 7
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 7
  %16 = lshr i32 %9, 1
  %17 = shl nuw nsw i32 %9, 2
  %18 = and i32 %17, 4
  %19 = lshr i32 %9, 5
  %20 = and i32 %17, 124
  %21 = add nuw nsw i32 %16, %13
  %22 = icmp slt i32 %21, %0
  %23 = zext nneg i32 %21 to i64
  %24 = zext nneg i32 %18 to i64
  %25 = getelementptr [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 %24
  %26 = zext nneg i32 %16 to i64
  %27 = getelementptr inbounds nuw float, ptr %25, i64 %26
  %28 = getelementptr i8, ptr %25, i64 512
  %29 = getelementptr inbounds nuw float, ptr %28, i64 %26
  %30 = getelementptr i8, ptr %25, i64 1024
  %31 = getelementptr inbounds nuw float, ptr %30, i64 %26
  %32 = getelementptr i8, ptr %25, i64 1536
  %33 = getelementptr inbounds nuw float, ptr %32, i64 %26
  %34 = or disjoint i32 %18, 3
  %35 = icmp slt i32 %34, %2
  %36 = select i1 %22, i1 %35, i1 false
  br i1 %36, label %37, label %49

37:                                               ; preds = %8
  %38 = zext nneg i32 %2 to i64
  %39 = mul nuw nsw i64 %38, %23
  %40 = getelementptr inbounds nuw float, ptr %4, i64 %39
  %41 = getelementptr inbounds nuw float, ptr %40, i64 %24
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 12
  %43 = getelementptr inbounds nuw i8, ptr %41, i64 8
  %44 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %45 = load float, ptr %41, align 16, !tbaa !11
  %46 = load float, ptr %44, align 4, !tbaa !11
  %47 = load float, ptr %43, align 8, !tbaa !11
  %48 = load float, ptr %42, align 4, !tbaa !11
  br label %49

49:                                               ; preds = %8, %37
  %50 = phi float [ %45, %37 ], [ 0.000000e+00, %8 ]
  %51 = phi float [ %46, %37 ], [ 0.000000e+00, %8 ]
  %52 = phi float [ %47, %37 ], [ 0.000000e+00, %8 ]
  %53 = phi float [ %48, %37 ], [ 0.000000e+00, %8 ]
  store float %50, ptr %27, align 4, !tbaa !11
  store float %51, ptr %29, align 4, !tbaa !11
  store float %52, ptr %31, align 4, !tbaa !11
  store float %53, ptr %33, align 4, !tbaa !11
  %54 = or disjoint i32 %20, %15
  %55 = icmp slt i32 %19, %2
  %56 = zext nneg i32 %19 to i64
  %57 = sext i32 %54 to i64
  %58 = or disjoint i32 %54, 3
  %59 = icmp slt i32 %58, %1
  %60 = select i1 %55, i1 %59, i1 false
  br i1 %60, label %61, label %73

61:                                               ; preds = %49
  %62 = sext i32 %1 to i64
  %63 = mul nsw i64 %62, %56
  %64 = getelementptr inbounds nuw float, ptr %5, i64 %63
  %65 = getelementptr inbounds float, ptr %64, i64 %57
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 12
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %68 = getelementptr inbounds nuw i8, ptr %65, i64 4
  %69 = load float, ptr %65, align 16, !tbaa !11
  %70 = load float, ptr %68, align 4, !tbaa !11
  %71 = load float, ptr %67, align 8, !tbaa !11
  %72 = load float, ptr %66, align 4, !tbaa !11
  br label %73

73:                                               ; preds = %49, %61
  %74 = phi float [ %72, %61 ], [ 0.000000e+00, %49 ]
  %75 = phi float [ %71, %61 ], [ 0.000000e+00, %49 ]
  %76 = phi float [ %70, %61 ], [ 0.000000e+00, %49 ]
  %77 = phi float [ %69, %61 ], [ 0.000000e+00, %49 ]
  %78 = getelementptr [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 %56
  %79 = zext nneg i32 %20 to i64
  %80 = getelementptr float, ptr %78, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 12
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 8
  %83 = getelementptr inbounds nuw i8, ptr %80, i64 4
  store float %77, ptr %80, align 16, !tbaa !11
  store float %76, ptr %83, align 4, !tbaa !11
  store float %75, ptr %82, align 8, !tbaa !11
  store float %74, ptr %81, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %84 = getelementptr float, ptr %5, i64 %57
  %85 = icmp sgt i32 %2, 0
  br i1 %85, label %90, label %86

86:                                               ; preds = %73
  %87 = shl nuw nsw i32 %11, 3
  %88 = shl nuw nsw i32 %10, 3
  %89 = sext i32 %1 to i64
  br label %103

90:                                               ; preds = %73
  %91 = zext nneg i32 %2 to i64
  %92 = mul nuw nsw i64 %91, %23
  %93 = getelementptr inbounds nuw float, ptr %4, i64 %92
  %94 = sext i32 %1 to i64
  %95 = shl nuw nsw i32 %11, 3
  %96 = shl nuw nsw i32 %10, 3
  %97 = zext nneg i32 %95 to i64
  %98 = or disjoint i32 %95, 4
  %99 = zext nneg i32 %98 to i64
  %100 = zext nneg i32 %96 to i64
  %101 = or disjoint i32 %96, 4
  %102 = zext nneg i32 %101 to i64
  br label %174

103:                                              ; preds = %296, %86
  %104 = phi i64 [ %89, %86 ], [ %94, %296 ]
  %105 = phi i32 [ %88, %86 ], [ %96, %296 ]
  %106 = phi i32 [ %87, %86 ], [ %95, %296 ]
  %107 = phi float [ 0.000000e+00, %86 ], [ %1018, %296 ]
  %108 = phi float [ 0.000000e+00, %86 ], [ %1019, %296 ]
  %109 = phi float [ 0.000000e+00, %86 ], [ %1020, %296 ]
  %110 = phi float [ 0.000000e+00, %86 ], [ %1021, %296 ]
  %111 = phi float [ 0.000000e+00, %86 ], [ %1022, %296 ]
  %112 = phi float [ 0.000000e+00, %86 ], [ %1023, %296 ]
  %113 = phi float [ 0.000000e+00, %86 ], [ %1024, %296 ]
  %114 = phi float [ 0.000000e+00, %86 ], [ %1025, %296 ]
  %115 = phi float [ 0.000000e+00, %86 ], [ %1026, %296 ]
  %116 = phi float [ 0.000000e+00, %86 ], [ %1027, %296 ]
  %117 = phi float [ 0.000000e+00, %86 ], [ %1028, %296 ]
  %118 = phi float [ 0.000000e+00, %86 ], [ %1029, %296 ]
  %119 = phi float [ 0.000000e+00, %86 ], [ %1030, %296 ]
  %120 = phi float [ 0.000000e+00, %86 ], [ %1031, %296 ]
  %121 = phi float [ 0.000000e+00, %86 ], [ %1032, %296 ]
  %122 = phi float [ 0.000000e+00, %86 ], [ %1033, %296 ]
  %123 = phi float [ 0.000000e+00, %86 ], [ %1034, %296 ]
  %124 = phi float [ 0.000000e+00, %86 ], [ %1035, %296 ]
  %125 = phi float [ 0.000000e+00, %86 ], [ %1036, %296 ]
  %126 = phi float [ 0.000000e+00, %86 ], [ %1037, %296 ]
  %127 = phi float [ 0.000000e+00, %86 ], [ %1038, %296 ]
  %128 = phi float [ 0.000000e+00, %86 ], [ %1039, %296 ]
  %129 = phi float [ 0.000000e+00, %86 ], [ %1040, %296 ]
  %130 = phi float [ 0.000000e+00, %86 ], [ %1041, %296 ]
  %131 = phi float [ 0.000000e+00, %86 ], [ %1042, %296 ]
  %132 = phi float [ 0.000000e+00, %86 ], [ %1043, %296 ]
  %133 = phi float [ 0.000000e+00, %86 ], [ %1044, %296 ]
  %134 = phi float [ 0.000000e+00, %86 ], [ %1045, %296 ]
  %135 = phi float [ 0.000000e+00, %86 ], [ %1046, %296 ]
  %136 = phi float [ 0.000000e+00, %86 ], [ %1047, %296 ]
  %137 = phi float [ 0.000000e+00, %86 ], [ %1048, %296 ]
  %138 = phi float [ 0.000000e+00, %86 ], [ %1049, %296 ]
  %139 = phi float [ 0.000000e+00, %86 ], [ %1050, %296 ]
  %140 = phi float [ 0.000000e+00, %86 ], [ %1051, %296 ]
  %141 = phi float [ 0.000000e+00, %86 ], [ %1052, %296 ]
  %142 = phi float [ 0.000000e+00, %86 ], [ %1053, %296 ]
  %143 = phi float [ 0.000000e+00, %86 ], [ %1054, %296 ]
  %144 = phi float [ 0.000000e+00, %86 ], [ %1055, %296 ]
  %145 = phi float [ 0.000000e+00, %86 ], [ %1056, %296 ]
  %146 = phi float [ 0.000000e+00, %86 ], [ %1057, %296 ]
  %147 = phi float [ 0.000000e+00, %86 ], [ %1058, %296 ]
  %148 = phi float [ 0.000000e+00, %86 ], [ %1059, %296 ]
  %149 = phi float [ 0.000000e+00, %86 ], [ %1060, %296 ]
  %150 = phi float [ 0.000000e+00, %86 ], [ %1061, %296 ]
  %151 = phi float [ 0.000000e+00, %86 ], [ %1062, %296 ]
  %152 = phi float [ 0.000000e+00, %86 ], [ %1063, %296 ]
  %153 = phi float [ 0.000000e+00, %86 ], [ %1064, %296 ]
  %154 = phi float [ 0.000000e+00, %86 ], [ %1065, %296 ]
  %155 = phi float [ 0.000000e+00, %86 ], [ %1066, %296 ]
  %156 = phi float [ 0.000000e+00, %86 ], [ %1067, %296 ]
  %157 = phi float [ 0.000000e+00, %86 ], [ %1068, %296 ]
  %158 = phi float [ 0.000000e+00, %86 ], [ %1069, %296 ]
  %159 = phi float [ 0.000000e+00, %86 ], [ %1070, %296 ]
  %160 = phi float [ 0.000000e+00, %86 ], [ %1071, %296 ]
  %161 = phi float [ 0.000000e+00, %86 ], [ %1072, %296 ]
  %162 = phi float [ 0.000000e+00, %86 ], [ %1073, %296 ]
  %163 = phi float [ 0.000000e+00, %86 ], [ %1074, %296 ]
  %164 = phi float [ 0.000000e+00, %86 ], [ %1075, %296 ]
  %165 = phi float [ 0.000000e+00, %86 ], [ %1076, %296 ]
  %166 = phi float [ 0.000000e+00, %86 ], [ %1077, %296 ]
  %167 = phi float [ 0.000000e+00, %86 ], [ %1078, %296 ]
  %168 = phi float [ 0.000000e+00, %86 ], [ %1079, %296 ]
  %169 = phi float [ 0.000000e+00, %86 ], [ %1080, %296 ]
  %170 = phi float [ 0.000000e+00, %86 ], [ %1081, %296 ]
  %171 = add nuw nsw i32 %106, %13
  %172 = or disjoint i32 %105, %15
  %173 = icmp slt i32 %171, %0
  br i1 %173, label %1082, label %1136

174:                                              ; preds = %90, %296
  %175 = phi float [ 0.000000e+00, %90 ], [ %1018, %296 ]
  %176 = phi float [ 0.000000e+00, %90 ], [ %1019, %296 ]
  %177 = phi float [ 0.000000e+00, %90 ], [ %1020, %296 ]
  %178 = phi float [ 0.000000e+00, %90 ], [ %1021, %296 ]
  %179 = phi float [ 0.000000e+00, %90 ], [ %1022, %296 ]
  %180 = phi float [ 0.000000e+00, %90 ], [ %1023, %296 ]
  %181 = phi float [ 0.000000e+00, %90 ], [ %1024, %296 ]
  %182 = phi float [ 0.000000e+00, %90 ], [ %1025, %296 ]
  %183 = phi float [ 0.000000e+00, %90 ], [ %1026, %296 ]
  %184 = phi float [ 0.000000e+00, %90 ], [ %1027, %296 ]
  %185 = phi float [ 0.000000e+00, %90 ], [ %1028, %296 ]
  %186 = phi float [ 0.000000e+00, %90 ], [ %1029, %296 ]
  %187 = phi float [ 0.000000e+00, %90 ], [ %1030, %296 ]
  %188 = phi float [ 0.000000e+00, %90 ], [ %1031, %296 ]
  %189 = phi float [ 0.000000e+00, %90 ], [ %1032, %296 ]
  %190 = phi float [ 0.000000e+00, %90 ], [ %1033, %296 ]
  %191 = phi float [ 0.000000e+00, %90 ], [ %1034, %296 ]
  %192 = phi float [ 0.000000e+00, %90 ], [ %1035, %296 ]
  %193 = phi float [ 0.000000e+00, %90 ], [ %1036, %296 ]
  %194 = phi float [ 0.000000e+00, %90 ], [ %1037, %296 ]
  %195 = phi float [ 0.000000e+00, %90 ], [ %1038, %296 ]
  %196 = phi float [ 0.000000e+00, %90 ], [ %1039, %296 ]
  %197 = phi float [ 0.000000e+00, %90 ], [ %1040, %296 ]
  %198 = phi float [ 0.000000e+00, %90 ], [ %1041, %296 ]
  %199 = phi float [ 0.000000e+00, %90 ], [ %1042, %296 ]
  %200 = phi float [ 0.000000e+00, %90 ], [ %1043, %296 ]
  %201 = phi float [ 0.000000e+00, %90 ], [ %1044, %296 ]
  %202 = phi float [ 0.000000e+00, %90 ], [ %1045, %296 ]
  %203 = phi float [ 0.000000e+00, %90 ], [ %1046, %296 ]
  %204 = phi float [ 0.000000e+00, %90 ], [ %1047, %296 ]
  %205 = phi float [ 0.000000e+00, %90 ], [ %1048, %296 ]
  %206 = phi float [ 0.000000e+00, %90 ], [ %1049, %296 ]
  %207 = phi float [ 0.000000e+00, %90 ], [ %1050, %296 ]
  %208 = phi float [ 0.000000e+00, %90 ], [ %1051, %296 ]
  %209 = phi float [ 0.000000e+00, %90 ], [ %1052, %296 ]
  %210 = phi float [ 0.000000e+00, %90 ], [ %1053, %296 ]
  %211 = phi float [ 0.000000e+00, %90 ], [ %1054, %296 ]
  %212 = phi float [ 0.000000e+00, %90 ], [ %1055, %296 ]
  %213 = phi float [ 0.000000e+00, %90 ], [ %1056, %296 ]
  %214 = phi float [ 0.000000e+00, %90 ], [ %1057, %296 ]
  %215 = phi float [ 0.000000e+00, %90 ], [ %1058, %296 ]
  %216 = phi float [ 0.000000e+00, %90 ], [ %1059, %296 ]
  %217 = phi float [ 0.000000e+00, %90 ], [ %1060, %296 ]
  %218 = phi float [ 0.000000e+00, %90 ], [ %1061, %296 ]
  %219 = phi float [ 0.000000e+00, %90 ], [ %1062, %296 ]
  %220 = phi float [ 0.000000e+00, %90 ], [ %1063, %296 ]
  %221 = phi float [ 0.000000e+00, %90 ], [ %1064, %296 ]
  %222 = phi float [ 0.000000e+00, %90 ], [ %1065, %296 ]
  %223 = phi float [ 0.000000e+00, %90 ], [ %1066, %296 ]
  %224 = phi float [ 0.000000e+00, %90 ], [ %1067, %296 ]
  %225 = phi float [ 0.000000e+00, %90 ], [ %1068, %296 ]
  %226 = phi float [ 0.000000e+00, %90 ], [ %1069, %296 ]
  %227 = phi float [ 0.000000e+00, %90 ], [ %1070, %296 ]
  %228 = phi float [ 0.000000e+00, %90 ], [ %1071, %296 ]
  %229 = phi float [ 0.000000e+00, %90 ], [ %1072, %296 ]
  %230 = phi float [ 0.000000e+00, %90 ], [ %1073, %296 ]
  %231 = phi float [ 0.000000e+00, %90 ], [ %1074, %296 ]
  %232 = phi float [ 0.000000e+00, %90 ], [ %1075, %296 ]
  %233 = phi float [ 0.000000e+00, %90 ], [ %1076, %296 ]
  %234 = phi float [ 0.000000e+00, %90 ], [ %1077, %296 ]
  %235 = phi float [ 0.000000e+00, %90 ], [ %1078, %296 ]
  %236 = phi float [ 0.000000e+00, %90 ], [ %1079, %296 ]
  %237 = phi float [ 0.000000e+00, %90 ], [ %1080, %296 ]
  %238 = phi float [ 0.000000e+00, %90 ], [ %1081, %296 ]
  %239 = phi i32 [ 0, %90 ], [ %243, %296 ]
  %240 = phi i32 [ 0, %90 ], [ %241, %296 ]
  %241 = add nuw nsw i32 %240, 8
  %242 = icmp slt i32 %241, %2
  %243 = xor i32 %239, 1
  br i1 %242, label %244, label %296

244:                                              ; preds = %174
  %245 = zext nneg i32 %243 to i64
  %246 = getelementptr [8 x [128 x float]], ptr %25, i64 %245
  %247 = getelementptr inbounds nuw float, ptr %246, i64 %26
  %248 = getelementptr i8, ptr %246, i64 512
  %249 = getelementptr inbounds nuw float, ptr %248, i64 %26
  %250 = getelementptr i8, ptr %246, i64 1024
  %251 = getelementptr inbounds nuw float, ptr %250, i64 %26
  %252 = getelementptr i8, ptr %246, i64 1536
  %253 = getelementptr inbounds nuw float, ptr %252, i64 %26
  br i1 %22, label %254, label %268

254:                                              ; preds = %244
  %255 = or disjoint i32 %241, %18
  %256 = or disjoint i32 %255, 3
  %257 = icmp slt i32 %256, %2
  br i1 %257, label %258, label %268

258:                                              ; preds = %254
  %259 = zext nneg i32 %255 to i64
  %260 = getelementptr inbounds nuw float, ptr %93, i64 %259
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 12
  %262 = getelementptr inbounds nuw i8, ptr %260, i64 8
  %263 = getelementptr inbounds nuw i8, ptr %260, i64 4
  %264 = load float, ptr %260, align 16, !tbaa !11
  %265 = load float, ptr %263, align 4, !tbaa !11
  %266 = load float, ptr %262, align 8, !tbaa !11
  %267 = load float, ptr %261, align 4, !tbaa !11
  br label %268

268:                                              ; preds = %244, %258, %254
  %269 = phi float [ %264, %258 ], [ 0.000000e+00, %254 ], [ 0.000000e+00, %244 ]
  %270 = phi float [ %265, %258 ], [ 0.000000e+00, %254 ], [ 0.000000e+00, %244 ]
  %271 = phi float [ %266, %258 ], [ 0.000000e+00, %254 ], [ 0.000000e+00, %244 ]
  %272 = phi float [ %267, %258 ], [ 0.000000e+00, %254 ], [ 0.000000e+00, %244 ]
  store float %269, ptr %247, align 4, !tbaa !11
  store float %270, ptr %249, align 4, !tbaa !11
  store float %271, ptr %251, align 4, !tbaa !11
  store float %272, ptr %253, align 4, !tbaa !11
  %273 = add nuw nsw i32 %241, %19
  %274 = icmp slt i32 %273, %2
  %275 = select i1 %274, i1 %59, i1 false
  br i1 %275, label %276, label %287

276:                                              ; preds = %268
  %277 = zext nneg i32 %273 to i64
  %278 = mul nsw i64 %277, %94
  %279 = getelementptr float, ptr %84, i64 %278
  %280 = getelementptr inbounds nuw i8, ptr %279, i64 12
  %281 = getelementptr inbounds nuw i8, ptr %279, i64 8
  %282 = getelementptr inbounds nuw i8, ptr %279, i64 4
  %283 = load float, ptr %279, align 16, !tbaa !11
  %284 = load float, ptr %282, align 4, !tbaa !11
  %285 = load float, ptr %281, align 8, !tbaa !11
  %286 = load float, ptr %280, align 4, !tbaa !11
  br label %287

287:                                              ; preds = %268, %276
  %288 = phi float [ %286, %276 ], [ 0.000000e+00, %268 ]
  %289 = phi float [ %285, %276 ], [ 0.000000e+00, %268 ]
  %290 = phi float [ %284, %276 ], [ 0.000000e+00, %268 ]
  %291 = phi float [ %283, %276 ], [ 0.000000e+00, %268 ]
  %292 = getelementptr [8 x [128 x float]], ptr %80, i64 %245
  %293 = getelementptr inbounds nuw i8, ptr %292, i64 12
  %294 = getelementptr inbounds nuw i8, ptr %292, i64 8
  %295 = getelementptr inbounds nuw i8, ptr %292, i64 4
  store float %291, ptr %292, align 16, !tbaa !11
  store float %290, ptr %295, align 4, !tbaa !11
  store float %289, ptr %294, align 8, !tbaa !11
  store float %288, ptr %293, align 4, !tbaa !11
  br label %296

296:                                              ; preds = %174, %287
  %297 = zext nneg i32 %239 to i64
  %298 = getelementptr inbounds nuw [8 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 %297
  %299 = getelementptr inbounds nuw [8 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemm_2d_blocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 %297
  %300 = getelementptr inbounds nuw float, ptr %298, i64 %97
  %301 = load float, ptr %300, align 16, !tbaa !11
  %302 = getelementptr inbounds nuw i8, ptr %300, i64 4
  %303 = load float, ptr %302, align 4, !tbaa !11
  %304 = getelementptr inbounds nuw i8, ptr %300, i64 8
  %305 = load float, ptr %304, align 8, !tbaa !11
  %306 = getelementptr inbounds nuw i8, ptr %300, i64 12
  %307 = load float, ptr %306, align 4, !tbaa !11
  %308 = getelementptr inbounds nuw float, ptr %298, i64 %99
  %309 = load float, ptr %308, align 16, !tbaa !11
  %310 = getelementptr inbounds nuw i8, ptr %308, i64 4
  %311 = load float, ptr %310, align 4, !tbaa !11
  %312 = getelementptr inbounds nuw i8, ptr %308, i64 8
  %313 = load float, ptr %312, align 8, !tbaa !11
  %314 = getelementptr inbounds nuw i8, ptr %308, i64 12
  %315 = load float, ptr %314, align 4, !tbaa !11
  %316 = getelementptr inbounds nuw float, ptr %299, i64 %100
  %317 = load float, ptr %316, align 16, !tbaa !11
  %318 = getelementptr inbounds nuw i8, ptr %316, i64 4
  %319 = load float, ptr %318, align 4, !tbaa !11
  %320 = getelementptr inbounds nuw i8, ptr %316, i64 8
  %321 = load float, ptr %320, align 8, !tbaa !11
  %322 = getelementptr inbounds nuw i8, ptr %316, i64 12
  %323 = load float, ptr %322, align 4, !tbaa !11
  %324 = getelementptr inbounds nuw float, ptr %299, i64 %102
  %325 = load float, ptr %324, align 16, !tbaa !11
  %326 = getelementptr inbounds nuw i8, ptr %324, i64 4
  %327 = load float, ptr %326, align 4, !tbaa !11
  %328 = getelementptr inbounds nuw i8, ptr %324, i64 8
  %329 = load float, ptr %328, align 8, !tbaa !11
  %330 = getelementptr inbounds nuw i8, ptr %324, i64 12
  %331 = load float, ptr %330, align 4, !tbaa !11
  %332 = tail call noundef float @llvm.fma.f32(float %301, float %317, float %175)
  %333 = tail call noundef float @llvm.fma.f32(float %301, float %319, float %176)
  %334 = tail call noundef float @llvm.fma.f32(float %301, float %321, float %177)
  %335 = tail call noundef float @llvm.fma.f32(float %301, float %323, float %178)
  %336 = tail call noundef float @llvm.fma.f32(float %301, float %325, float %179)
  %337 = tail call noundef float @llvm.fma.f32(float %301, float %327, float %180)
  %338 = tail call noundef float @llvm.fma.f32(float %301, float %329, float %181)
  %339 = tail call noundef float @llvm.fma.f32(float %301, float %331, float %182)
  %340 = tail call noundef float @llvm.fma.f32(float %303, float %317, float %183)
  %341 = tail call noundef float @llvm.fma.f32(float %303, float %319, float %184)
  %342 = tail call noundef float @llvm.fma.f32(float %303, float %321, float %185)
  %343 = tail call noundef float @llvm.fma.f32(float %303, float %323, float %186)
  %344 = tail call noundef float @llvm.fma.f32(float %303, float %325, float %187)
  %345 = tail call noundef float @llvm.fma.f32(float %303, float %327, float %188)
  %346 = tail call noundef float @llvm.fma.f32(float %303, float %329, float %189)
  %347 = tail call noundef float @llvm.fma.f32(float %303, float %331, float %190)
  %348 = tail call noundef float @llvm.fma.f32(float %305, float %317, float %191)
  %349 = tail call noundef float @llvm.fma.f32(float %305, float %319, float %192)
  %350 = tail call noundef float @llvm.fma.f32(float %305, float %321, float %193)
  %351 = tail call noundef float @llvm.fma.f32(float %305, float %323, float %194)
  %352 = tail call noundef float @llvm.fma.f32(float %305, float %325, float %195)
  %353 = tail call noundef float @llvm.fma.f32(float %305, float %327, float %196)
  %354 = tail call noundef float @llvm.fma.f32(float %305, float %329, float %197)
  %355 = tail call noundef float @llvm.fma.f32(float %305, float %331, float %198)
  %356 = tail call noundef float @llvm.fma.f32(float %307, float %317, float %199)
  %357 = tail call noundef float @llvm.fma.f32(float %307, float %319, float %200)
  %358 = tail call noundef float @llvm.fma.f32(float %307, float %321, float %201)
  %359 = tail call noundef float @llvm.fma.f32(float %307, float %323, float %202)
  %360 = tail call noundef float @llvm.fma.f32(float %307, float %325, float %203)
  %361 = tail call noundef float @llvm.fma.f32(float %307, float %327, float %204)
  %362 = tail call noundef float @llvm.fma.f32(float %307, float %329, float %205)
  %363 = tail call noundef float @llvm.fma.f32(float %307, float %331, float %206)
  %364 = tail call noundef float @llvm.fma.f32(float %309, float %317, float %207)
  %365 = tail call noundef float @llvm.fma.f32(float %309, float %319, float %208)
  %366 = tail call noundef float @llvm.fma.f32(float %309, float %321, float %209)
  %367 = tail call noundef float @llvm.fma.f32(float %309, float %323, float %210)
  %368 = tail call noundef float @llvm.fma.f32(float %309, float %325, float %211)
  %369 = tail call noundef float @llvm.fma.f32(float %309, float %327, float %212)
  %370 = tail call noundef float @llvm.fma.f32(float %309, float %329, float %213)
  %371 = tail call noundef float @llvm.fma.f32(float %309, float %331, float %214)
  %372 = tail call noundef float @llvm.fma.f32(float %311, float %317, float %215)
  %373 = tail call noundef float @llvm.fma.f32(float %311, float %319, float %216)
  %374 = tail call noundef float @llvm.fma.f32(float %311, float %321, float %217)
  %375 = tail call noundef float @llvm.fma.f32(float %311, float %323, float %218)
  %376 = tail call noundef float @llvm.fma.f32(float %311, float %325, float %219)
  %377 = tail call noundef float @llvm.fma.f32(float %311, float %327, float %220)
  %378 = tail call noundef float @llvm.fma.f32(float %311, float %329, float %221)
  %379 = tail call noundef float @llvm.fma.f32(float %311, float %331, float %222)
  %380 = tail call noundef float @llvm.fma.f32(float %313, float %317, float %223)
  %381 = tail call noundef float @llvm.fma.f32(float %313, float %319, float %224)
  %382 = tail call noundef float @llvm.fma.f32(float %313, float %321, float %225)
  %383 = tail call noundef float @llvm.fma.f32(float %313, float %323, float %226)
  %384 = tail call noundef float @llvm.fma.f32(float %313, float %325, float %227)
  %385 = tail call noundef float @llvm.fma.f32(float %313, float %327, float %228)
  %386 = tail call noundef float @llvm.fma.f32(float %313, float %329, float %229)
  %387 = tail call noundef float @llvm.fma.f32(float %313, float %331, float %230)
  %388 = tail call noundef float @llvm.fma.f32(float %315, float %317, float %231)
  %389 = tail call noundef float @llvm.fma.f32(float %315, float %319, float %232)
  %390 = tail call noundef float @llvm.fma.f32(float %315, float %321, float %233)
  %391 = tail call noundef float @llvm.fma.f32(float %315, float %323, float %234)
  %392 = tail call noundef float @llvm.fma.f32(float %315, float %325, float %235)
  %393 = tail call noundef float @llvm.fma.f32(float %315, float %327, float %236)
  %394 = tail call noundef float @llvm.fma.f32(float %315, float %329, float %237)
  %395 = tail call noundef float @llvm.fma.f32(float %315, float %331, float %238)
  %396 = getelementptr inbounds nuw i8, ptr %298, i64 512
  %397 = getelementptr inbounds nuw float, ptr %396, i64 %97
  %398 = load float, ptr %397, align 16, !tbaa !11
  %399 = getelementptr inbounds nuw i8, ptr %397, i64 4
  %400 = load float, ptr %399, align 4, !tbaa !11
  %401 = getelementptr inbounds nuw i8, ptr %397, i64 8
  %402 = load float, ptr %401, align 8, !tbaa !11
  %403 = getelementptr inbounds nuw i8, ptr %397, i64 12
  %404 = load float, ptr %403, align 4, !tbaa !11
  %405 = getelementptr inbounds nuw float, ptr %396, i64 %99
  %406 = load float, ptr %405, align 16, !tbaa !11
  %407 = getelementptr inbounds nuw i8, ptr %405, i64 4
  %408 = load float, ptr %407, align 4, !tbaa !11
  %409 = getelementptr inbounds nuw i8, ptr %405, i64 8
  %410 = load float, ptr %409, align 8, !tbaa !11
  %411 = getelementptr inbounds nuw i8, ptr %405, i64 12
  %412 = load float, ptr %411, align 4, !tbaa !11
  %413 = getelementptr inbounds nuw i8, ptr %299, i64 512
  %414 = getelementptr inbounds nuw float, ptr %413, i64 %100
  %415 = load float, ptr %414, align 16, !tbaa !11
  %416 = getelementptr inbounds nuw i8, ptr %414, i64 4
  %417 = load float, ptr %416, align 4, !tbaa !11
  %418 = getelementptr inbounds nuw i8, ptr %414, i64 8
  %419 = load float, ptr %418, align 8, !tbaa !11
  %420 = getelementptr inbounds nuw i8, ptr %414, i64 12
  %421 = load float, ptr %420, align 4, !tbaa !11
  %422 = getelementptr inbounds nuw float, ptr %413, i64 %102
  %423 = load float, ptr %422, align 16, !tbaa !11
  %424 = getelementptr inbounds nuw i8, ptr %422, i64 4
  %425 = load float, ptr %424, align 4, !tbaa !11
  %426 = getelementptr inbounds nuw i8, ptr %422, i64 8
  %427 = load float, ptr %426, align 8, !tbaa !11
  %428 = getelementptr inbounds nuw i8, ptr %422, i64 12
  %429 = load float, ptr %428, align 4, !tbaa !11
  %430 = tail call noundef float @llvm.fma.f32(float %398, float %415, float %332)
  %431 = tail call noundef float @llvm.fma.f32(float %398, float %417, float %333)
  %432 = tail call noundef float @llvm.fma.f32(float %398, float %419, float %334)
  %433 = tail call noundef float @llvm.fma.f32(float %398, float %421, float %335)
  %434 = tail call noundef float @llvm.fma.f32(float %398, float %423, float %336)
  %435 = tail call noundef float @llvm.fma.f32(float %398, float %425, float %337)
  %436 = tail call noundef float @llvm.fma.f32(float %398, float %427, float %338)
  %437 = tail call noundef float @llvm.fma.f32(float %398, float %429, float %339)
  %438 = tail call noundef float @llvm.fma.f32(float %400, float %415, float %340)
  %439 = tail call noundef float @llvm.fma.f32(float %400, float %417, float %341)
  %440 = tail call noundef float @llvm.fma.f32(float %400, float %419, float %342)
  %441 = tail call noundef float @llvm.fma.f32(float %400, float %421, float %343)
  %442 = tail call noundef float @llvm.fma.f32(float %400, float %423, float %344)
  %443 = tail call noundef float @llvm.fma.f32(float %400, float %425, float %345)
  %444 = tail call noundef float @llvm.fma.f32(float %400, float %427, float %346)
  %445 = tail call noundef float @llvm.fma.f32(float %400, float %429, float %347)
  %446 = tail call noundef float @llvm.fma.f32(float %402, float %415, float %348)
  %447 = tail call noundef float @llvm.fma.f32(float %402, float %417, float %349)
  %448 = tail call noundef float @llvm.fma.f32(float %402, float %419, float %350)
  %449 = tail call noundef float @llvm.fma.f32(float %402, float %421, float %351)
  %450 = tail call noundef float @llvm.fma.f32(float %402, float %423, float %352)
  %451 = tail call noundef float @llvm.fma.f32(float %402, float %425, float %353)
  %452 = tail call noundef float @llvm.fma.f32(float %402, float %427, float %354)
  %453 = tail call noundef float @llvm.fma.f32(float %402, float %429, float %355)
  %454 = tail call noundef float @llvm.fma.f32(float %404, float %415, float %356)
  %455 = tail call noundef float @llvm.fma.f32(float %404, float %417, float %357)
  %456 = tail call noundef float @llvm.fma.f32(float %404, float %419, float %358)
  %457 = tail call noundef float @llvm.fma.f32(float %404, float %421, float %359)
  %458 = tail call noundef float @llvm.fma.f32(float %404, float %423, float %360)
  %459 = tail call noundef float @llvm.fma.f32(float %404, float %425, float %361)
  %460 = tail call noundef float @llvm.fma.f32(float %404, float %427, float %362)
  %461 = tail call noundef float @llvm.fma.f32(float %404, float %429, float %363)
  %462 = tail call noundef float @llvm.fma.f32(float %406, float %415, float %364)
  %463 = tail call noundef float @llvm.fma.f32(float %406, float %417, float %365)
  %464 = tail call noundef float @llvm.fma.f32(float %406, float %419, float %366)
  %465 = tail call noundef float @llvm.fma.f32(float %406, float %421, float %367)
  %466 = tail call noundef float @llvm.fma.f32(float %406, float %423, float %368)
  %467 = tail call noundef float @llvm.fma.f32(float %406, float %425, float %369)
  %468 = tail call noundef float @llvm.fma.f32(float %406, float %427, float %370)
  %469 = tail call noundef float @llvm.fma.f32(float %406, float %429, float %371)
  %470 = tail call noundef float @llvm.fma.f32(float %408, float %415, float %372)
  %471 = tail call noundef float @llvm.fma.f32(float %408, float %417, float %373)
  %472 = tail call noundef float @llvm.fma.f32(float %408, float %419, float %374)
  %473 = tail call noundef float @llvm.fma.f32(float %408, float %421, float %375)
  %474 = tail call noundef float @llvm.fma.f32(float %408, float %423, float %376)
  %475 = tail call noundef float @llvm.fma.f32(float %408, float %425, float %377)
  %476 = tail call noundef float @llvm.fma.f32(float %408, float %427, float %378)
  %477 = tail call noundef float @llvm.fma.f32(float %408, float %429, float %379)
  %478 = tail call noundef float @llvm.fma.f32(float %410, float %415, float %380)
  %479 = tail call noundef float @llvm.fma.f32(float %410, float %417, float %381)
  %480 = tail call noundef float @llvm.fma.f32(float %410, float %419, float %382)
  %481 = tail call noundef float @llvm.fma.f32(float %410, float %421, float %383)
  %482 = tail call noundef float @llvm.fma.f32(float %410, float %423, float %384)
  %483 = tail call noundef float @llvm.fma.f32(float %410, float %425, float %385)
  %484 = tail call noundef float @llvm.fma.f32(float %410, float %427, float %386)
  %485 = tail call noundef float @llvm.fma.f32(float %410, float %429, float %387)
  %486 = tail call noundef float @llvm.fma.f32(float %412, float %415, float %388)
  %487 = tail call noundef float @llvm.fma.f32(float %412, float %417, float %389)
  %488 = tail call noundef float @llvm.fma.f32(float %412, float %419, float %390)
  %489 = tail call noundef float @llvm.fma.f32(float %412, float %421, float %391)
  %490 = tail call noundef float @llvm.fma.f32(float %412, float %423, float %392)
  %491 = tail call noundef float @llvm.fma.f32(float %412, float %425, float %393)
  %492 = tail call noundef float @llvm.fma.f32(float %412, float %427, float %394)
  %493 = tail call noundef float @llvm.fma.f32(float %412, float %429, float %395)
  %494 = getelementptr inbounds nuw i8, ptr %298, i64 1024
  %495 = getelementptr inbounds nuw float, ptr %494, i64 %97
  %496 = load float, ptr %495, align 16, !tbaa !11
  %497 = getelementptr inbounds nuw i8, ptr %495, i64 4
  %498 = load float, ptr %497, align 4, !tbaa !11
  %499 = getelementptr inbounds nuw i8, ptr %495, i64 8
  %500 = load float, ptr %499, align 8, !tbaa !11
  %501 = getelementptr inbounds nuw i8, ptr %495, i64 12
  %502 = load float, ptr %501, align 4, !tbaa !11
  %503 = getelementptr inbounds nuw float, ptr %494, i64 %99
  %504 = load float, ptr %503, align 16, !tbaa !11
  %505 = getelementptr inbounds nuw i8, ptr %503, i64 4
  %506 = load float, ptr %505, align 4, !tbaa !11
  %507 = getelementptr inbounds nuw i8, ptr %503, i64 8
  %508 = load float, ptr %507, align 8, !tbaa !11
  %509 = getelementptr inbounds nuw i8, ptr %503, i64 12
  %510 = load float, ptr %509, align 4, !tbaa !11
  %511 = getelementptr inbounds nuw i8, ptr %299, i64 1024
  %512 = getelementptr inbounds nuw float, ptr %511, i64 %100
  %513 = load float, ptr %512, align 16, !tbaa !11
  %514 = getelementptr inbounds nuw i8, ptr %512, i64 4
  %515 = load float, ptr %514, align 4, !tbaa !11
  %516 = getelementptr inbounds nuw i8, ptr %512, i64 8
  %517 = load float, ptr %516, align 8, !tbaa !11
  %518 = getelementptr inbounds nuw i8, ptr %512, i64 12
  %519 = load float, ptr %518, align 4, !tbaa !11
  %520 = getelementptr inbounds nuw float, ptr %511, i64 %102
  %521 = load float, ptr %520, align 16, !tbaa !11
  %522 = getelementptr inbounds nuw i8, ptr %520, i64 4
  %523 = load float, ptr %522, align 4, !tbaa !11
  %524 = getelementptr inbounds nuw i8, ptr %520, i64 8
  %525 = load float, ptr %524, align 8, !tbaa !11
  %526 = getelementptr inbounds nuw i8, ptr %520, i64 12
  %527 = load float, ptr %526, align 4, !tbaa !11
  %528 = tail call noundef float @llvm.fma.f32(float %496, float %513, float %430)
  %529 = tail call noundef float @llvm.fma.f32(float %496, float %515, float %431)
  %530 = tail call noundef float @llvm.fma.f32(float %496, float %517, float %432)
  %531 = tail call noundef float @llvm.fma.f32(float %496, float %519, float %433)
  %532 = tail call noundef float @llvm.fma.f32(float %496, float %521, float %434)
  %533 = tail call noundef float @llvm.fma.f32(float %496, float %523, float %435)
  %534 = tail call noundef float @llvm.fma.f32(float %496, float %525, float %436)
  %535 = tail call noundef float @llvm.fma.f32(float %496, float %527, float %437)
  %536 = tail call noundef float @llvm.fma.f32(float %498, float %513, float %438)
  %537 = tail call noundef float @llvm.fma.f32(float %498, float %515, float %439)
  %538 = tail call noundef float @llvm.fma.f32(float %498, float %517, float %440)
  %539 = tail call noundef float @llvm.fma.f32(float %498, float %519, float %441)
  %540 = tail call noundef float @llvm.fma.f32(float %498, float %521, float %442)
  %541 = tail call noundef float @llvm.fma.f32(float %498, float %523, float %443)
  %542 = tail call noundef float @llvm.fma.f32(float %498, float %525, float %444)
  %543 = tail call noundef float @llvm.fma.f32(float %498, float %527, float %445)
  %544 = tail call noundef float @llvm.fma.f32(float %500, float %513, float %446)
  %545 = tail call noundef float @llvm.fma.f32(float %500, float %515, float %447)
  %546 = tail call noundef float @llvm.fma.f32(float %500, float %517, float %448)
  %547 = tail call noundef float @llvm.fma.f32(float %500, float %519, float %449)
  %548 = tail call noundef float @llvm.fma.f32(float %500, float %521, float %450)
  %549 = tail call noundef float @llvm.fma.f32(float %500, float %523, float %451)
  %550 = tail call noundef float @llvm.fma.f32(float %500, float %525, float %452)
  %551 = tail call noundef float @llvm.fma.f32(float %500, float %527, float %453)
  %552 = tail call noundef float @llvm.fma.f32(float %502, float %513, float %454)
  %553 = tail call noundef float @llvm.fma.f32(float %502, float %515, float %455)
  %554 = tail call noundef float @llvm.fma.f32(float %502, float %517, float %456)
  %555 = tail call noundef float @llvm.fma.f32(float %502, float %519, float %457)
  %556 = tail call noundef float @llvm.fma.f32(float %502, float %521, float %458)
  %557 = tail call noundef float @llvm.fma.f32(float %502, float %523, float %459)
  %558 = tail call noundef float @llvm.fma.f32(float %502, float %525, float %460)
  %559 = tail call noundef float @llvm.fma.f32(float %502, float %527, float %461)
  %560 = tail call noundef float @llvm.fma.f32(float %504, float %513, float %462)
  %561 = tail call noundef float @llvm.fma.f32(float %504, float %515, float %463)
  %562 = tail call noundef float @llvm.fma.f32(float %504, float %517, float %464)
  %563 = tail call noundef float @llvm.fma.f32(float %504, float %519, float %465)
  %564 = tail call noundef float @llvm.fma.f32(float %504, float %521, float %466)
  %565 = tail call noundef float @llvm.fma.f32(float %504, float %523, float %467)
  %566 = tail call noundef float @llvm.fma.f32(float %504, float %525, float %468)
  %567 = tail call noundef float @llvm.fma.f32(float %504, float %527, float %469)
  %568 = tail call noundef float @llvm.fma.f32(float %506, float %513, float %470)
  %569 = tail call noundef float @llvm.fma.f32(float %506, float %515, float %471)
  %570 = tail call noundef float @llvm.fma.f32(float %506, float %517, float %472)
  %571 = tail call noundef float @llvm.fma.f32(float %506, float %519, float %473)
  %572 = tail call noundef float @llvm.fma.f32(float %506, float %521, float %474)
  %573 = tail call noundef float @llvm.fma.f32(float %506, float %523, float %475)
  %574 = tail call noundef float @llvm.fma.f32(float %506, float %525, float %476)
  %575 = tail call noundef float @llvm.fma.f32(float %506, float %527, float %477)
  %576 = tail call noundef float @llvm.fma.f32(float %508, float %513, float %478)
  %577 = tail call noundef float @llvm.fma.f32(float %508, float %515, float %479)
  %578 = tail call noundef float @llvm.fma.f32(float %508, float %517, float %480)
  %579 = tail call noundef float @llvm.fma.f32(float %508, float %519, float %481)
  %580 = tail call noundef float @llvm.fma.f32(float %508, float %521, float %482)
  %581 = tail call noundef float @llvm.fma.f32(float %508, float %523, float %483)
  %582 = tail call noundef float @llvm.fma.f32(float %508, float %525, float %484)
  %583 = tail call noundef float @llvm.fma.f32(float %508, float %527, float %485)
  %584 = tail call noundef float @llvm.fma.f32(float %510, float %513, float %486)
  %585 = tail call noundef float @llvm.fma.f32(float %510, float %515, float %487)
  %586 = tail call noundef float @llvm.fma.f32(float %510, float %517, float %488)
  %587 = tail call noundef float @llvm.fma.f32(float %510, float %519, float %489)
  %588 = tail call noundef float @llvm.fma.f32(float %510, float %521, float %490)
  %589 = tail call noundef float @llvm.fma.f32(float %510, float %523, float %491)
  %590 = tail call noundef float @llvm.fma.f32(float %510, float %525, float %492)
  %591 = tail call noundef float @llvm.fma.f32(float %510, float %527, float %493)
  %592 = getelementptr inbounds nuw i8, ptr %298, i64 1536
  %593 = getelementptr inbounds nuw float, ptr %592, i64 %97
  %594 = load float, ptr %593, align 16, !tbaa !11
  %595 = getelementptr inbounds nuw i8, ptr %593, i64 4
  %596 = load float, ptr %595, align 4, !tbaa !11
  %597 = getelementptr inbounds nuw i8, ptr %593, i64 8
  %598 = load float, ptr %597, align 8, !tbaa !11
  %599 = getelementptr inbounds nuw i8, ptr %593, i64 12
  %600 = load float, ptr %599, align 4, !tbaa !11
  %601 = getelementptr inbounds nuw float, ptr %592, i64 %99
  %602 = load float, ptr %601, align 16, !tbaa !11
  %603 = getelementptr inbounds nuw i8, ptr %601, i64 4
  %604 = load float, ptr %603, align 4, !tbaa !11
  %605 = getelementptr inbounds nuw i8, ptr %601, i64 8
  %606 = load float, ptr %605, align 8, !tbaa !11
  %607 = getelementptr inbounds nuw i8, ptr %601, i64 12
  %608 = load float, ptr %607, align 4, !tbaa !11
  %609 = getelementptr inbounds nuw i8, ptr %299, i64 1536
  %610 = getelementptr inbounds nuw float, ptr %609, i64 %100
  %611 = load float, ptr %610, align 16, !tbaa !11
  %612 = getelementptr inbounds nuw i8, ptr %610, i64 4
  %613 = load float, ptr %612, align 4, !tbaa !11
  %614 = getelementptr inbounds nuw i8, ptr %610, i64 8
  %615 = load float, ptr %614, align 8, !tbaa !11
  %616 = getelementptr inbounds nuw i8, ptr %610, i64 12
  %617 = load float, ptr %616, align 4, !tbaa !11
  %618 = getelementptr inbounds nuw float, ptr %609, i64 %102
  %619 = load float, ptr %618, align 16, !tbaa !11
  %620 = getelementptr inbounds nuw i8, ptr %618, i64 4
  %621 = load float, ptr %620, align 4, !tbaa !11
  %622 = getelementptr inbounds nuw i8, ptr %618, i64 8
  %623 = load float, ptr %622, align 8, !tbaa !11
  %624 = getelementptr inbounds nuw i8, ptr %618, i64 12
  %625 = load float, ptr %624, align 4, !tbaa !11
  %626 = tail call noundef float @llvm.fma.f32(float %594, float %611, float %528)
  %627 = tail call noundef float @llvm.fma.f32(float %594, float %613, float %529)
  %628 = tail call noundef float @llvm.fma.f32(float %594, float %615, float %530)
  %629 = tail call noundef float @llvm.fma.f32(float %594, float %617, float %531)
  %630 = tail call noundef float @llvm.fma.f32(float %594, float %619, float %532)
  %631 = tail call noundef float @llvm.fma.f32(float %594, float %621, float %533)
  %632 = tail call noundef float @llvm.fma.f32(float %594, float %623, float %534)
  %633 = tail call noundef float @llvm.fma.f32(float %594, float %625, float %535)
  %634 = tail call noundef float @llvm.fma.f32(float %596, float %611, float %536)
  %635 = tail call noundef float @llvm.fma.f32(float %596, float %613, float %537)
  %636 = tail call noundef float @llvm.fma.f32(float %596, float %615, float %538)
  %637 = tail call noundef float @llvm.fma.f32(float %596, float %617, float %539)
  %638 = tail call noundef float @llvm.fma.f32(float %596, float %619, float %540)
  %639 = tail call noundef float @llvm.fma.f32(float %596, float %621, float %541)
  %640 = tail call noundef float @llvm.fma.f32(float %596, float %623, float %542)
  %641 = tail call noundef float @llvm.fma.f32(float %596, float %625, float %543)
  %642 = tail call noundef float @llvm.fma.f32(float %598, float %611, float %544)
  %643 = tail call noundef float @llvm.fma.f32(float %598, float %613, float %545)
  %644 = tail call noundef float @llvm.fma.f32(float %598, float %615, float %546)
  %645 = tail call noundef float @llvm.fma.f32(float %598, float %617, float %547)
  %646 = tail call noundef float @llvm.fma.f32(float %598, float %619, float %548)
  %647 = tail call noundef float @llvm.fma.f32(float %598, float %621, float %549)
  %648 = tail call noundef float @llvm.fma.f32(float %598, float %623, float %550)
  %649 = tail call noundef float @llvm.fma.f32(float %598, float %625, float %551)
  %650 = tail call noundef float @llvm.fma.f32(float %600, float %611, float %552)
  %651 = tail call noundef float @llvm.fma.f32(float %600, float %613, float %553)
  %652 = tail call noundef float @llvm.fma.f32(float %600, float %615, float %554)
  %653 = tail call noundef float @llvm.fma.f32(float %600, float %617, float %555)
  %654 = tail call noundef float @llvm.fma.f32(float %600, float %619, float %556)
  %655 = tail call noundef float @llvm.fma.f32(float %600, float %621, float %557)
  %656 = tail call noundef float @llvm.fma.f32(float %600, float %623, float %558)
  %657 = tail call noundef float @llvm.fma.f32(float %600, float %625, float %559)
  %658 = tail call noundef float @llvm.fma.f32(float %602, float %611, float %560)
  %659 = tail call noundef float @llvm.fma.f32(float %602, float %613, float %561)
  %660 = tail call noundef float @llvm.fma.f32(float %602, float %615, float %562)
  %661 = tail call noundef float @llvm.fma.f32(float %602, float %617, float %563)
  %662 = tail call noundef float @llvm.fma.f32(float %602, float %619, float %564)
  %663 = tail call noundef float @llvm.fma.f32(float %602, float %621, float %565)
  %664 = tail call noundef float @llvm.fma.f32(float %602, float %623, float %566)
  %665 = tail call noundef float @llvm.fma.f32(float %602, float %625, float %567)
  %666 = tail call noundef float @llvm.fma.f32(float %604, float %611, float %568)
  %667 = tail call noundef float @llvm.fma.f32(float %604, float %613, float %569)
  %668 = tail call noundef float @llvm.fma.f32(float %604, float %615, float %570)
  %669 = tail call noundef float @llvm.fma.f32(float %604, float %617, float %571)
  %670 = tail call noundef float @llvm.fma.f32(float %604, float %619, float %572)
  %671 = tail call noundef float @llvm.fma.f32(float %604, float %621, float %573)
  %672 = tail call noundef float @llvm.fma.f32(float %604, float %623, float %574)
  %673 = tail call noundef float @llvm.fma.f32(float %604, float %625, float %575)
  %674 = tail call noundef float @llvm.fma.f32(float %606, float %611, float %576)
  %675 = tail call noundef float @llvm.fma.f32(float %606, float %613, float %577)
  %676 = tail call noundef float @llvm.fma.f32(float %606, float %615, float %578)
  %677 = tail call noundef float @llvm.fma.f32(float %606, float %617, float %579)
  %678 = tail call noundef float @llvm.fma.f32(float %606, float %619, float %580)
  %679 = tail call noundef float @llvm.fma.f32(float %606, float %621, float %581)
  %680 = tail call noundef float @llvm.fma.f32(float %606, float %623, float %582)
  %681 = tail call noundef float @llvm.fma.f32(float %606, float %625, float %583)
  %682 = tail call noundef float @llvm.fma.f32(float %608, float %611, float %584)
  %683 = tail call noundef float @llvm.fma.f32(float %608, float %613, float %585)
  %684 = tail call noundef float @llvm.fma.f32(float %608, float %615, float %586)
  %685 = tail call noundef float @llvm.fma.f32(float %608, float %617, float %587)
  %686 = tail call noundef float @llvm.fma.f32(float %608, float %619, float %588)
  %687 = tail call noundef float @llvm.fma.f32(float %608, float %621, float %589)
  %688 = tail call noundef float @llvm.fma.f32(float %608, float %623, float %590)
  %689 = tail call noundef float @llvm.fma.f32(float %608, float %625, float %591)
  %690 = getelementptr inbounds nuw i8, ptr %298, i64 2048
  %691 = getelementptr inbounds nuw float, ptr %690, i64 %97
  %692 = load float, ptr %691, align 16, !tbaa !11
  %693 = getelementptr inbounds nuw i8, ptr %691, i64 4
  %694 = load float, ptr %693, align 4, !tbaa !11
  %695 = getelementptr inbounds nuw i8, ptr %691, i64 8
  %696 = load float, ptr %695, align 8, !tbaa !11
  %697 = getelementptr inbounds nuw i8, ptr %691, i64 12
  %698 = load float, ptr %697, align 4, !tbaa !11
  %699 = getelementptr inbounds nuw float, ptr %690, i64 %99
  %700 = load float, ptr %699, align 16, !tbaa !11
  %701 = getelementptr inbounds nuw i8, ptr %699, i64 4
  %702 = load float, ptr %701, align 4, !tbaa !11
  %703 = getelementptr inbounds nuw i8, ptr %699, i64 8
  %704 = load float, ptr %703, align 8, !tbaa !11
  %705 = getelementptr inbounds nuw i8, ptr %699, i64 12
  %706 = load float, ptr %705, align 4, !tbaa !11
  %707 = getelementptr inbounds nuw i8, ptr %299, i64 2048
  %708 = getelementptr inbounds nuw float, ptr %707, i64 %100
  %709 = load float, ptr %708, align 16, !tbaa !11
  %710 = getelementptr inbounds nuw i8, ptr %708, i64 4
  %711 = load float, ptr %710, align 4, !tbaa !11
  %712 = getelementptr inbounds nuw i8, ptr %708, i64 8
  %713 = load float, ptr %712, align 8, !tbaa !11
  %714 = getelementptr inbounds nuw i8, ptr %708, i64 12
  %715 = load float, ptr %714, align 4, !tbaa !11
  %716 = getelementptr inbounds nuw float, ptr %707, i64 %102
  %717 = load float, ptr %716, align 16, !tbaa !11
  %718 = getelementptr inbounds nuw i8, ptr %716, i64 4
  %719 = load float, ptr %718, align 4, !tbaa !11
  %720 = getelementptr inbounds nuw i8, ptr %716, i64 8
  %721 = load float, ptr %720, align 8, !tbaa !11
  %722 = getelementptr inbounds nuw i8, ptr %716, i64 12
  %723 = load float, ptr %722, align 4, !tbaa !11
  %724 = tail call noundef float @llvm.fma.f32(float %692, float %709, float %626)
  %725 = tail call noundef float @llvm.fma.f32(float %692, float %711, float %627)
  %726 = tail call noundef float @llvm.fma.f32(float %692, float %713, float %628)
  %727 = tail call noundef float @llvm.fma.f32(float %692, float %715, float %629)
  %728 = tail call noundef float @llvm.fma.f32(float %692, float %717, float %630)
  %729 = tail call noundef float @llvm.fma.f32(float %692, float %719, float %631)
  %730 = tail call noundef float @llvm.fma.f32(float %692, float %721, float %632)
  %731 = tail call noundef float @llvm.fma.f32(float %692, float %723, float %633)
  %732 = tail call noundef float @llvm.fma.f32(float %694, float %709, float %634)
  %733 = tail call noundef float @llvm.fma.f32(float %694, float %711, float %635)
  %734 = tail call noundef float @llvm.fma.f32(float %694, float %713, float %636)
  %735 = tail call noundef float @llvm.fma.f32(float %694, float %715, float %637)
  %736 = tail call noundef float @llvm.fma.f32(float %694, float %717, float %638)
  %737 = tail call noundef float @llvm.fma.f32(float %694, float %719, float %639)
  %738 = tail call noundef float @llvm.fma.f32(float %694, float %721, float %640)
  %739 = tail call noundef float @llvm.fma.f32(float %694, float %723, float %641)
  %740 = tail call noundef float @llvm.fma.f32(float %696, float %709, float %642)
  %741 = tail call noundef float @llvm.fma.f32(float %696, float %711, float %643)
  %742 = tail call noundef float @llvm.fma.f32(float %696, float %713, float %644)
  %743 = tail call noundef float @llvm.fma.f32(float %696, float %715, float %645)
  %744 = tail call noundef float @llvm.fma.f32(float %696, float %717, float %646)
  %745 = tail call noundef float @llvm.fma.f32(float %696, float %719, float %647)
  %746 = tail call noundef float @llvm.fma.f32(float %696, float %721, float %648)
  %747 = tail call noundef float @llvm.fma.f32(float %696, float %723, float %649)
  %748 = tail call noundef float @llvm.fma.f32(float %698, float %709, float %650)
  %749 = tail call noundef float @llvm.fma.f32(float %698, float %711, float %651)
  %750 = tail call noundef float @llvm.fma.f32(float %698, float %713, float %652)
  %751 = tail call noundef float @llvm.fma.f32(float %698, float %715, float %653)
  %752 = tail call noundef float @llvm.fma.f32(float %698, float %717, float %654)
  %753 = tail call noundef float @llvm.fma.f32(float %698, float %719, float %655)
  %754 = tail call noundef float @llvm.fma.f32(float %698, float %721, float %656)
  %755 = tail call noundef float @llvm.fma.f32(float %698, float %723, float %657)
  %756 = tail call noundef float @llvm.fma.f32(float %700, float %709, float %658)
  %757 = tail call noundef float @llvm.fma.f32(float %700, float %711, float %659)
  %758 = tail call noundef float @llvm.fma.f32(float %700, float %713, float %660)
  %759 = tail call noundef float @llvm.fma.f32(float %700, float %715, float %661)
  %760 = tail call noundef float @llvm.fma.f32(float %700, float %717, float %662)
  %761 = tail call noundef float @llvm.fma.f32(float %700, float %719, float %663)
  %762 = tail call noundef float @llvm.fma.f32(float %700, float %721, float %664)
  %763 = tail call noundef float @llvm.fma.f32(float %700, float %723, float %665)
  %764 = tail call noundef float @llvm.fma.f32(float %702, float %709, float %666)
  %765 = tail call noundef float @llvm.fma.f32(float %702, float %711, float %667)
  %766 = tail call noundef float @llvm.fma.f32(float %702, float %713, float %668)
  %767 = tail call noundef float @llvm.fma.f32(float %702, float %715, float %669)
  %768 = tail call noundef float @llvm.fma.f32(float %702, float %717, float %670)
  %769 = tail call noundef float @llvm.fma.f32(float %702, float %719, float %671)
  %770 = tail call noundef float @llvm.fma.f32(float %702, float %721, float %672)
  %771 = tail call noundef float @llvm.fma.f32(float %702, float %723, float %673)
  %772 = tail call noundef float @llvm.fma.f32(float %704, float %709, float %674)
  %773 = tail call noundef float @llvm.fma.f32(float %704, float %711, float %675)
  %774 = tail call noundef float @llvm.fma.f32(float %704, float %713, float %676)
  %775 = tail call noundef float @llvm.fma.f32(float %704, float %715, float %677)
  %776 = tail call noundef float @llvm.fma.f32(float %704, float %717, float %678)
  %777 = tail call noundef float @llvm.fma.f32(float %704, float %719, float %679)
  %778 = tail call noundef float @llvm.fma.f32(float %704, float %721, float %680)
  %779 = tail call noundef float @llvm.fma.f32(float %704, float %723, float %681)
  %780 = tail call noundef float @llvm.fma.f32(float %706, float %709, float %682)
  %781 = tail call noundef float @llvm.fma.f32(float %706, float %711, float %683)
  %782 = tail call noundef float @llvm.fma.f32(float %706, float %713, float %684)
  %783 = tail call noundef float @llvm.fma.f32(float %706, float %715, float %685)
  %784 = tail call noundef float @llvm.fma.f32(float %706, float %717, float %686)
  %785 = tail call noundef float @llvm.fma.f32(float %706, float %719, float %687)
  %786 = tail call noundef float @llvm.fma.f32(float %706, float %721, float %688)
  %787 = tail call noundef float @llvm.fma.f32(float %706, float %723, float %689)
  %788 = getelementptr inbounds nuw i8, ptr %298, i64 2560
  %789 = getelementptr inbounds nuw float, ptr %788, i64 %97
  %790 = load float, ptr %789, align 16, !tbaa !11
  %791 = getelementptr inbounds nuw i8, ptr %789, i64 4
  %792 = load float, ptr %791, align 4, !tbaa !11
  %793 = getelementptr inbounds nuw i8, ptr %789, i64 8
  %794 = load float, ptr %793, align 8, !tbaa !11
  %795 = getelementptr inbounds nuw i8, ptr %789, i64 12
  %796 = load float, ptr %795, align 4, !tbaa !11
  %797 = getelementptr inbounds nuw float, ptr %788, i64 %99
  %798 = load float, ptr %797, align 16, !tbaa !11
  %799 = getelementptr inbounds nuw i8, ptr %797, i64 4
  %800 = load float, ptr %799, align 4, !tbaa !11
  %801 = getelementptr inbounds nuw i8, ptr %797, i64 8
  %802 = load float, ptr %801, align 8, !tbaa !11
  %803 = getelementptr inbounds nuw i8, ptr %797, i64 12
  %804 = load float, ptr %803, align 4, !tbaa !11
  %805 = getelementptr inbounds nuw i8, ptr %299, i64 2560
  %806 = getelementptr inbounds nuw float, ptr %805, i64 %100
  %807 = load float, ptr %806, align 16, !tbaa !11
  %808 = getelementptr inbounds nuw i8, ptr %806, i64 4
  %809 = load float, ptr %808, align 4, !tbaa !11
  %810 = getelementptr inbounds nuw i8, ptr %806, i64 8
  %811 = load float, ptr %810, align 8, !tbaa !11
  %812 = getelementptr inbounds nuw i8, ptr %806, i64 12
  %813 = load float, ptr %812, align 4, !tbaa !11
  %814 = getelementptr inbounds nuw float, ptr %805, i64 %102
  %815 = load float, ptr %814, align 16, !tbaa !11
  %816 = getelementptr inbounds nuw i8, ptr %814, i64 4
  %817 = load float, ptr %816, align 4, !tbaa !11
  %818 = getelementptr inbounds nuw i8, ptr %814, i64 8
  %819 = load float, ptr %818, align 8, !tbaa !11
  %820 = getelementptr inbounds nuw i8, ptr %814, i64 12
  %821 = load float, ptr %820, align 4, !tbaa !11
  %822 = tail call noundef float @llvm.fma.f32(float %790, float %807, float %724)
  %823 = tail call noundef float @llvm.fma.f32(float %790, float %809, float %725)
  %824 = tail call noundef float @llvm.fma.f32(float %790, float %811, float %726)
  %825 = tail call noundef float @llvm.fma.f32(float %790, float %813, float %727)
  %826 = tail call noundef float @llvm.fma.f32(float %790, float %815, float %728)
  %827 = tail call noundef float @llvm.fma.f32(float %790, float %817, float %729)
  %828 = tail call noundef float @llvm.fma.f32(float %790, float %819, float %730)
  %829 = tail call noundef float @llvm.fma.f32(float %790, float %821, float %731)
  %830 = tail call noundef float @llvm.fma.f32(float %792, float %807, float %732)
  %831 = tail call noundef float @llvm.fma.f32(float %792, float %809, float %733)
  %832 = tail call noundef float @llvm.fma.f32(float %792, float %811, float %734)
  %833 = tail call noundef float @llvm.fma.f32(float %792, float %813, float %735)
  %834 = tail call noundef float @llvm.fma.f32(float %792, float %815, float %736)
  %835 = tail call noundef float @llvm.fma.f32(float %792, float %817, float %737)
  %836 = tail call noundef float @llvm.fma.f32(float %792, float %819, float %738)
  %837 = tail call noundef float @llvm.fma.f32(float %792, float %821, float %739)
  %838 = tail call noundef float @llvm.fma.f32(float %794, float %807, float %740)
  %839 = tail call noundef float @llvm.fma.f32(float %794, float %809, float %741)
  %840 = tail call noundef float @llvm.fma.f32(float %794, float %811, float %742)
  %841 = tail call noundef float @llvm.fma.f32(float %794, float %813, float %743)
  %842 = tail call noundef float @llvm.fma.f32(float %794, float %815, float %744)
  %843 = tail call noundef float @llvm.fma.f32(float %794, float %817, float %745)
  %844 = tail call noundef float @llvm.fma.f32(float %794, float %819, float %746)
  %845 = tail call noundef float @llvm.fma.f32(float %794, float %821, float %747)
  %846 = tail call noundef float @llvm.fma.f32(float %796, float %807, float %748)
  %847 = tail call noundef float @llvm.fma.f32(float %796, float %809, float %749)
  %848 = tail call noundef float @llvm.fma.f32(float %796, float %811, float %750)
  %849 = tail call noundef float @llvm.fma.f32(float %796, float %813, float %751)
  %850 = tail call noundef float @llvm.fma.f32(float %796, float %815, float %752)
  %851 = tail call noundef float @llvm.fma.f32(float %796, float %817, float %753)
  %852 = tail call noundef float @llvm.fma.f32(float %796, float %819, float %754)
  %853 = tail call noundef float @llvm.fma.f32(float %796, float %821, float %755)
  %854 = tail call noundef float @llvm.fma.f32(float %798, float %807, float %756)
  %855 = tail call noundef float @llvm.fma.f32(float %798, float %809, float %757)
  %856 = tail call noundef float @llvm.fma.f32(float %798, float %811, float %758)
  %857 = tail call noundef float @llvm.fma.f32(float %798, float %813, float %759)
  %858 = tail call noundef float @llvm.fma.f32(float %798, float %815, float %760)
  %859 = tail call noundef float @llvm.fma.f32(float %798, float %817, float %761)
  %860 = tail call noundef float @llvm.fma.f32(float %798, float %819, float %762)
  %861 = tail call noundef float @llvm.fma.f32(float %798, float %821, float %763)
  %862 = tail call noundef float @llvm.fma.f32(float %800, float %807, float %764)
  %863 = tail call noundef float @llvm.fma.f32(float %800, float %809, float %765)
  %864 = tail call noundef float @llvm.fma.f32(float %800, float %811, float %766)
  %865 = tail call noundef float @llvm.fma.f32(float %800, float %813, float %767)
  %866 = tail call noundef float @llvm.fma.f32(float %800, float %815, float %768)
  %867 = tail call noundef float @llvm.fma.f32(float %800, float %817, float %769)
  %868 = tail call noundef float @llvm.fma.f32(float %800, float %819, float %770)
  %869 = tail call noundef float @llvm.fma.f32(float %800, float %821, float %771)
  %870 = tail call noundef float @llvm.fma.f32(float %802, float %807, float %772)
  %871 = tail call noundef float @llvm.fma.f32(float %802, float %809, float %773)
  %872 = tail call noundef float @llvm.fma.f32(float %802, float %811, float %774)
  %873 = tail call noundef float @llvm.fma.f32(float %802, float %813, float %775)
  %874 = tail call noundef float @llvm.fma.f32(float %802, float %815, float %776)
  %875 = tail call noundef float @llvm.fma.f32(float %802, float %817, float %777)
  %876 = tail call noundef float @llvm.fma.f32(float %802, float %819, float %778)
  %877 = tail call noundef float @llvm.fma.f32(float %802, float %821, float %779)
  %878 = tail call noundef float @llvm.fma.f32(float %804, float %807, float %780)
  %879 = tail call noundef float @llvm.fma.f32(float %804, float %809, float %781)
  %880 = tail call noundef float @llvm.fma.f32(float %804, float %811, float %782)
  %881 = tail call noundef float @llvm.fma.f32(float %804, float %813, float %783)
  %882 = tail call noundef float @llvm.fma.f32(float %804, float %815, float %784)
  %883 = tail call noundef float @llvm.fma.f32(float %804, float %817, float %785)
  %884 = tail call noundef float @llvm.fma.f32(float %804, float %819, float %786)
  %885 = tail call noundef float @llvm.fma.f32(float %804, float %821, float %787)
  %886 = getelementptr inbounds nuw i8, ptr %298, i64 3072
  %887 = getelementptr inbounds nuw float, ptr %886, i64 %97
  %888 = load float, ptr %887, align 16, !tbaa !11
  %889 = getelementptr inbounds nuw i8, ptr %887, i64 4
  %890 = load float, ptr %889, align 4, !tbaa !11
  %891 = getelementptr inbounds nuw i8, ptr %887, i64 8
  %892 = load float, ptr %891, align 8, !tbaa !11
  %893 = getelementptr inbounds nuw i8, ptr %887, i64 12
  %894 = load float, ptr %893, align 4, !tbaa !11
  %895 = getelementptr inbounds nuw float, ptr %886, i64 %99
  %896 = load float, ptr %895, align 16, !tbaa !11
  %897 = getelementptr inbounds nuw i8, ptr %895, i64 4
  %898 = load float, ptr %897, align 4, !tbaa !11
  %899 = getelementptr inbounds nuw i8, ptr %895, i64 8
  %900 = load float, ptr %899, align 8, !tbaa !11
  %901 = getelementptr inbounds nuw i8, ptr %895, i64 12
  %902 = load float, ptr %901, align 4, !tbaa !11
  %903 = getelementptr inbounds nuw i8, ptr %299, i64 3072
  %904 = getelementptr inbounds nuw float, ptr %903, i64 %100
  %905 = load float, ptr %904, align 16, !tbaa !11
  %906 = getelementptr inbounds nuw i8, ptr %904, i64 4
  %907 = load float, ptr %906, align 4, !tbaa !11
  %908 = getelementptr inbounds nuw i8, ptr %904, i64 8
  %909 = load float, ptr %908, align 8, !tbaa !11
  %910 = getelementptr inbounds nuw i8, ptr %904, i64 12
  %911 = load float, ptr %910, align 4, !tbaa !11
  %912 = getelementptr inbounds nuw float, ptr %903, i64 %102
  %913 = load float, ptr %912, align 16, !tbaa !11
  %914 = getelementptr inbounds nuw i8, ptr %912, i64 4
  %915 = load float, ptr %914, align 4, !tbaa !11
  %916 = getelementptr inbounds nuw i8, ptr %912, i64 8
  %917 = load float, ptr %916, align 8, !tbaa !11
  %918 = getelementptr inbounds nuw i8, ptr %912, i64 12
  %919 = load float, ptr %918, align 4, !tbaa !11
  %920 = tail call noundef float @llvm.fma.f32(float %888, float %905, float %822)
  %921 = tail call noundef float @llvm.fma.f32(float %888, float %907, float %823)
  %922 = tail call noundef float @llvm.fma.f32(float %888, float %909, float %824)
  %923 = tail call noundef float @llvm.fma.f32(float %888, float %911, float %825)
  %924 = tail call noundef float @llvm.fma.f32(float %888, float %913, float %826)
  %925 = tail call noundef float @llvm.fma.f32(float %888, float %915, float %827)
  %926 = tail call noundef float @llvm.fma.f32(float %888, float %917, float %828)
  %927 = tail call noundef float @llvm.fma.f32(float %888, float %919, float %829)
  %928 = tail call noundef float @llvm.fma.f32(float %890, float %905, float %830)
  %929 = tail call noundef float @llvm.fma.f32(float %890, float %907, float %831)
  %930 = tail call noundef float @llvm.fma.f32(float %890, float %909, float %832)
  %931 = tail call noundef float @llvm.fma.f32(float %890, float %911, float %833)
  %932 = tail call noundef float @llvm.fma.f32(float %890, float %913, float %834)
  %933 = tail call noundef float @llvm.fma.f32(float %890, float %915, float %835)
  %934 = tail call noundef float @llvm.fma.f32(float %890, float %917, float %836)
  %935 = tail call noundef float @llvm.fma.f32(float %890, float %919, float %837)
  %936 = tail call noundef float @llvm.fma.f32(float %892, float %905, float %838)
  %937 = tail call noundef float @llvm.fma.f32(float %892, float %907, float %839)
  %938 = tail call noundef float @llvm.fma.f32(float %892, float %909, float %840)
  %939 = tail call noundef float @llvm.fma.f32(float %892, float %911, float %841)
  %940 = tail call noundef float @llvm.fma.f32(float %892, float %913, float %842)
  %941 = tail call noundef float @llvm.fma.f32(float %892, float %915, float %843)
  %942 = tail call noundef float @llvm.fma.f32(float %892, float %917, float %844)
  %943 = tail call noundef float @llvm.fma.f32(float %892, float %919, float %845)
  %944 = tail call noundef float @llvm.fma.f32(float %894, float %905, float %846)
  %945 = tail call noundef float @llvm.fma.f32(float %894, float %907, float %847)
  %946 = tail call noundef float @llvm.fma.f32(float %894, float %909, float %848)
  %947 = tail call noundef float @llvm.fma.f32(float %894, float %911, float %849)
  %948 = tail call noundef float @llvm.fma.f32(float %894, float %913, float %850)
  %949 = tail call noundef float @llvm.fma.f32(float %894, float %915, float %851)
  %950 = tail call noundef float @llvm.fma.f32(float %894, float %917, float %852)
  %951 = tail call noundef float @llvm.fma.f32(float %894, float %919, float %853)
  %952 = tail call noundef float @llvm.fma.f32(float %896, float %905, float %854)
  %953 = tail call noundef float @llvm.fma.f32(float %896, float %907, float %855)
  %954 = tail call noundef float @llvm.fma.f32(float %896, float %909, float %856)
  %955 = tail call noundef float @llvm.fma.f32(float %896, float %911, float %857)
  %956 = tail call noundef float @llvm.fma.f32(float %896, float %913, float %858)
  %957 = tail call noundef float @llvm.fma.f32(float %896, float %915, float %859)
  %958 = tail call noundef float @llvm.fma.f32(float %896, float %917, float %860)
  %959 = tail call noundef float @llvm.fma.f32(float %896, float %919, float %861)
  %960 = tail call noundef float @llvm.fma.f32(float %898, float %905, float %862)
  %961 = tail call noundef float @llvm.fma.f32(float %898, float %907, float %863)
  %962 = tail call noundef float @llvm.fma.f32(float %898, float %909, float %864)
  %963 = tail call noundef float @llvm.fma.f32(float %898, float %911, float %865)
  %964 = tail call noundef float @llvm.fma.f32(float %898, float %913, float %866)
  %965 = tail call noundef float @llvm.fma.f32(float %898, float %915, float %867)
  %966 = tail call noundef float @llvm.fma.f32(float %898, float %917, float %868)
  %967 = tail call noundef float @llvm.fma.f32(float %898, float %919, float %869)
  %968 = tail call noundef float @llvm.fma.f32(float %900, float %905, float %870)
  %969 = tail call noundef float @llvm.fma.f32(float %900, float %907, float %871)
  %970 = tail call noundef float @llvm.fma.f32(float %900, float %909, float %872)
  %971 = tail call noundef float @llvm.fma.f32(float %900, float %911, float %873)
  %972 = tail call noundef float @llvm.fma.f32(float %900, float %913, float %874)
  %973 = tail call noundef float @llvm.fma.f32(float %900, float %915, float %875)
  %974 = tail call noundef float @llvm.fma.f32(float %900, float %917, float %876)
  %975 = tail call noundef float @llvm.fma.f32(float %900, float %919, float %877)
  %976 = tail call noundef float @llvm.fma.f32(float %902, float %905, float %878)
  %977 = tail call noundef float @llvm.fma.f32(float %902, float %907, float %879)
  %978 = tail call noundef float @llvm.fma.f32(float %902, float %909, float %880)
  %979 = tail call noundef float @llvm.fma.f32(float %902, float %911, float %881)
  %980 = tail call noundef float @llvm.fma.f32(float %902, float %913, float %882)
  %981 = tail call noundef float @llvm.fma.f32(float %902, float %915, float %883)
  %982 = tail call noundef float @llvm.fma.f32(float %902, float %917, float %884)
  %983 = tail call noundef float @llvm.fma.f32(float %902, float %919, float %885)
  %984 = getelementptr inbounds nuw i8, ptr %298, i64 3584
  %985 = getelementptr inbounds nuw float, ptr %984, i64 %97
  %986 = load float, ptr %985, align 16, !tbaa !11
  %987 = getelementptr inbounds nuw i8, ptr %985, i64 4
  %988 = load float, ptr %987, align 4, !tbaa !11
  %989 = getelementptr inbounds nuw i8, ptr %985, i64 8
  %990 = load float, ptr %989, align 8, !tbaa !11
  %991 = getelementptr inbounds nuw i8, ptr %985, i64 12
  %992 = load float, ptr %991, align 4, !tbaa !11
  %993 = getelementptr inbounds nuw float, ptr %984, i64 %99
  %994 = load float, ptr %993, align 16, !tbaa !11
  %995 = getelementptr inbounds nuw i8, ptr %993, i64 4
  %996 = load float, ptr %995, align 4, !tbaa !11
  %997 = getelementptr inbounds nuw i8, ptr %993, i64 8
  %998 = load float, ptr %997, align 8, !tbaa !11
  %999 = getelementptr inbounds nuw i8, ptr %993, i64 12
  %1000 = load float, ptr %999, align 4, !tbaa !11
  %1001 = getelementptr inbounds nuw i8, ptr %299, i64 3584
  %1002 = getelementptr inbounds nuw float, ptr %1001, i64 %100
  %1003 = load float, ptr %1002, align 16, !tbaa !11
  %1004 = getelementptr inbounds nuw i8, ptr %1002, i64 4
  %1005 = load float, ptr %1004, align 4, !tbaa !11
  %1006 = getelementptr inbounds nuw i8, ptr %1002, i64 8
  %1007 = load float, ptr %1006, align 8, !tbaa !11
  %1008 = getelementptr inbounds nuw i8, ptr %1002, i64 12
  %1009 = load float, ptr %1008, align 4, !tbaa !11
  %1010 = getelementptr inbounds nuw float, ptr %1001, i64 %102
  %1011 = load float, ptr %1010, align 16, !tbaa !11
  %1012 = getelementptr inbounds nuw i8, ptr %1010, i64 4
  %1013 = load float, ptr %1012, align 4, !tbaa !11
  %1014 = getelementptr inbounds nuw i8, ptr %1010, i64 8
  %1015 = load float, ptr %1014, align 8, !tbaa !11
  %1016 = getelementptr inbounds nuw i8, ptr %1010, i64 12
  %1017 = load float, ptr %1016, align 4, !tbaa !11
  %1018 = tail call noundef float @llvm.fma.f32(float %986, float %1003, float %920)
  %1019 = tail call noundef float @llvm.fma.f32(float %986, float %1005, float %921)
  %1020 = tail call noundef float @llvm.fma.f32(float %986, float %1007, float %922)
  %1021 = tail call noundef float @llvm.fma.f32(float %986, float %1009, float %923)
  %1022 = tail call noundef float @llvm.fma.f32(float %986, float %1011, float %924)
  %1023 = tail call noundef float @llvm.fma.f32(float %986, float %1013, float %925)
  %1024 = tail call noundef float @llvm.fma.f32(float %986, float %1015, float %926)
  %1025 = tail call noundef float @llvm.fma.f32(float %986, float %1017, float %927)
  %1026 = tail call noundef float @llvm.fma.f32(float %988, float %1003, float %928)
  %1027 = tail call noundef float @llvm.fma.f32(float %988, float %1005, float %929)
  %1028 = tail call noundef float @llvm.fma.f32(float %988, float %1007, float %930)
  %1029 = tail call noundef float @llvm.fma.f32(float %988, float %1009, float %931)
  %1030 = tail call noundef float @llvm.fma.f32(float %988, float %1011, float %932)
  %1031 = tail call noundef float @llvm.fma.f32(float %988, float %1013, float %933)
  %1032 = tail call noundef float @llvm.fma.f32(float %988, float %1015, float %934)
  %1033 = tail call noundef float @llvm.fma.f32(float %988, float %1017, float %935)
  %1034 = tail call noundef float @llvm.fma.f32(float %990, float %1003, float %936)
  %1035 = tail call noundef float @llvm.fma.f32(float %990, float %1005, float %937)
  %1036 = tail call noundef float @llvm.fma.f32(float %990, float %1007, float %938)
  %1037 = tail call noundef float @llvm.fma.f32(float %990, float %1009, float %939)
  %1038 = tail call noundef float @llvm.fma.f32(float %990, float %1011, float %940)
  %1039 = tail call noundef float @llvm.fma.f32(float %990, float %1013, float %941)
  %1040 = tail call noundef float @llvm.fma.f32(float %990, float %1015, float %942)
  %1041 = tail call noundef float @llvm.fma.f32(float %990, float %1017, float %943)
  %1042 = tail call noundef float @llvm.fma.f32(float %992, float %1003, float %944)
  %1043 = tail call noundef float @llvm.fma.f32(float %992, float %1005, float %945)
  %1044 = tail call noundef float @llvm.fma.f32(float %992, float %1007, float %946)
  %1045 = tail call noundef float @llvm.fma.f32(float %992, float %1009, float %947)
  %1046 = tail call noundef float @llvm.fma.f32(float %992, float %1011, float %948)
  %1047 = tail call noundef float @llvm.fma.f32(float %992, float %1013, float %949)
  %1048 = tail call noundef float @llvm.fma.f32(float %992, float %1015, float %950)
  %1049 = tail call noundef float @llvm.fma.f32(float %992, float %1017, float %951)
  %1050 = tail call noundef float @llvm.fma.f32(float %994, float %1003, float %952)
  %1051 = tail call noundef float @llvm.fma.f32(float %994, float %1005, float %953)
  %1052 = tail call noundef float @llvm.fma.f32(float %994, float %1007, float %954)
  %1053 = tail call noundef float @llvm.fma.f32(float %994, float %1009, float %955)
  %1054 = tail call noundef float @llvm.fma.f32(float %994, float %1011, float %956)
  %1055 = tail call noundef float @llvm.fma.f32(float %994, float %1013, float %957)
  %1056 = tail call noundef float @llvm.fma.f32(float %994, float %1015, float %958)
  %1057 = tail call noundef float @llvm.fma.f32(float %994, float %1017, float %959)
  %1058 = tail call noundef float @llvm.fma.f32(float %996, float %1003, float %960)
  %1059 = tail call noundef float @llvm.fma.f32(float %996, float %1005, float %961)
  %1060 = tail call noundef float @llvm.fma.f32(float %996, float %1007, float %962)
  %1061 = tail call noundef float @llvm.fma.f32(float %996, float %1009, float %963)
  %1062 = tail call noundef float @llvm.fma.f32(float %996, float %1011, float %964)
  %1063 = tail call noundef float @llvm.fma.f32(float %996, float %1013, float %965)
  %1064 = tail call noundef float @llvm.fma.f32(float %996, float %1015, float %966)
  %1065 = tail call noundef float @llvm.fma.f32(float %996, float %1017, float %967)
  %1066 = tail call noundef float @llvm.fma.f32(float %998, float %1003, float %968)
  %1067 = tail call noundef float @llvm.fma.f32(float %998, float %1005, float %969)
  %1068 = tail call noundef float @llvm.fma.f32(float %998, float %1007, float %970)
  %1069 = tail call noundef float @llvm.fma.f32(float %998, float %1009, float %971)
  %1070 = tail call noundef float @llvm.fma.f32(float %998, float %1011, float %972)
  %1071 = tail call noundef float @llvm.fma.f32(float %998, float %1013, float %973)
  %1072 = tail call noundef float @llvm.fma.f32(float %998, float %1015, float %974)
  %1073 = tail call noundef float @llvm.fma.f32(float %998, float %1017, float %975)
  %1074 = tail call noundef float @llvm.fma.f32(float %1000, float %1003, float %976)
  %1075 = tail call noundef float @llvm.fma.f32(float %1000, float %1005, float %977)
  %1076 = tail call noundef float @llvm.fma.f32(float %1000, float %1007, float %978)
  %1077 = tail call noundef float @llvm.fma.f32(float %1000, float %1009, float %979)
  %1078 = tail call noundef float @llvm.fma.f32(float %1000, float %1011, float %980)
  %1079 = tail call noundef float @llvm.fma.f32(float %1000, float %1013, float %981)
  %1080 = tail call noundef float @llvm.fma.f32(float %1000, float %1015, float %982)
  %1081 = tail call noundef float @llvm.fma.f32(float %1000, float %1017, float %983)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %242, label %174, label %103, !llvm.loop !13

1082:                                             ; preds = %103
  %1083 = zext nneg i32 %171 to i64
  %1084 = mul nsw i64 %104, %1083
  %1085 = getelementptr inbounds nuw float, ptr %7, i64 %1084
  %1086 = or disjoint i32 %172, 3
  %1087 = icmp slt i32 %1086, %1
  br i1 %1087, label %1088, label %1110

1088:                                             ; preds = %1082
  %1089 = sext i32 %172 to i64
  %1090 = getelementptr inbounds float, ptr %1085, i64 %1089
  %1091 = load float, ptr %1090, align 16, !tbaa !11
  %1092 = getelementptr inbounds nuw i8, ptr %1090, i64 4
  %1093 = load float, ptr %1092, align 4, !tbaa !11
  %1094 = getelementptr inbounds nuw i8, ptr %1090, i64 8
  %1095 = load float, ptr %1094, align 8, !tbaa !11
  %1096 = getelementptr inbounds nuw i8, ptr %1090, i64 12
  %1097 = load float, ptr %1096, align 4, !tbaa !11
  %1098 = fmul contract float %3, %107
  %1099 = fmul contract float %6, %1091
  %1100 = fadd contract float %1099, %1098
  %1101 = fmul contract float %3, %108
  %1102 = fmul contract float %6, %1093
  %1103 = fadd contract float %1102, %1101
  %1104 = fmul contract float %3, %109
  %1105 = fmul contract float %6, %1095
  %1106 = fadd contract float %1105, %1104
  %1107 = fmul contract float %3, %110
  %1108 = fmul contract float %6, %1097
  %1109 = fadd contract float %1108, %1107
  store float %1100, ptr %1090, align 16, !tbaa !11
  store float %1103, ptr %1092, align 4, !tbaa !11
  store float %1106, ptr %1094, align 8, !tbaa !11
  store float %1109, ptr %1096, align 4, !tbaa !11
  br label %1110

1110:                                             ; preds = %1088, %1082
  %1111 = or disjoint i32 %172, 7
  %1112 = icmp slt i32 %1111, %1
  br i1 %1112, label %1113, label %1136

1113:                                             ; preds = %1110
  %1114 = sext i32 %172 to i64
  %1115 = getelementptr float, ptr %1085, i64 %1114
  %1116 = getelementptr i8, ptr %1115, i64 16
  %1117 = load float, ptr %1116, align 16, !tbaa !11
  %1118 = getelementptr i8, ptr %1115, i64 20
  %1119 = load float, ptr %1118, align 4, !tbaa !11
  %1120 = getelementptr i8, ptr %1115, i64 24
  %1121 = load float, ptr %1120, align 8, !tbaa !11
  %1122 = getelementptr i8, ptr %1115, i64 28
  %1123 = load float, ptr %1122, align 4, !tbaa !11
  %1124 = fmul contract float %3, %111
  %1125 = fmul contract float %6, %1117
  %1126 = fadd contract float %1125, %1124
  %1127 = fmul contract float %3, %112
  %1128 = fmul contract float %6, %1119
  %1129 = fadd contract float %1128, %1127
  %1130 = fmul contract float %3, %113
  %1131 = fmul contract float %6, %1121
  %1132 = fadd contract float %1131, %1130
  %1133 = fmul contract float %3, %114
  %1134 = fmul contract float %6, %1123
  %1135 = fadd contract float %1134, %1133
  store float %1126, ptr %1116, align 16, !tbaa !11
  store float %1129, ptr %1118, align 4, !tbaa !11
  store float %1132, ptr %1120, align 8, !tbaa !11
  store float %1135, ptr %1122, align 4, !tbaa !11
  br label %1136

1136:                                             ; preds = %1110, %1113, %103
  %1137 = or disjoint i32 %171, 1
  %1138 = icmp slt i32 %1137, %0
  br i1 %1138, label %1139, label %1193

1139:                                             ; preds = %1136
  %1140 = zext nneg i32 %1137 to i64
  %1141 = mul nsw i64 %104, %1140
  %1142 = getelementptr inbounds nuw float, ptr %7, i64 %1141
  %1143 = or disjoint i32 %172, 3
  %1144 = icmp slt i32 %1143, %1
  br i1 %1144, label %1145, label %1167

1145:                                             ; preds = %1139
  %1146 = sext i32 %172 to i64
  %1147 = getelementptr inbounds float, ptr %1142, i64 %1146
  %1148 = load float, ptr %1147, align 16, !tbaa !11
  %1149 = getelementptr inbounds nuw i8, ptr %1147, i64 4
  %1150 = load float, ptr %1149, align 4, !tbaa !11
  %1151 = getelementptr inbounds nuw i8, ptr %1147, i64 8
  %1152 = load float, ptr %1151, align 8, !tbaa !11
  %1153 = getelementptr inbounds nuw i8, ptr %1147, i64 12
  %1154 = load float, ptr %1153, align 4, !tbaa !11
  %1155 = fmul contract float %3, %115
  %1156 = fmul contract float %6, %1148
  %1157 = fadd contract float %1156, %1155
  %1158 = fmul contract float %3, %116
  %1159 = fmul contract float %6, %1150
  %1160 = fadd contract float %1159, %1158
  %1161 = fmul contract float %3, %117
  %1162 = fmul contract float %6, %1152
  %1163 = fadd contract float %1162, %1161
  %1164 = fmul contract float %3, %118
  %1165 = fmul contract float %6, %1154
  %1166 = fadd contract float %1165, %1164
  store float %1157, ptr %1147, align 16, !tbaa !11
  store float %1160, ptr %1149, align 4, !tbaa !11
  store float %1163, ptr %1151, align 8, !tbaa !11
  store float %1166, ptr %1153, align 4, !tbaa !11
  br label %1167

1167:                                             ; preds = %1145, %1139
  %1168 = or disjoint i32 %172, 7
  %1169 = icmp slt i32 %1168, %1
  br i1 %1169, label %1170, label %1193

1170:                                             ; preds = %1167
  %1171 = sext i32 %172 to i64
  %1172 = getelementptr float, ptr %1142, i64 %1171
  %1173 = getelementptr i8, ptr %1172, i64 16
  %1174 = load float, ptr %1173, align 16, !tbaa !11
  %1175 = getelementptr i8, ptr %1172, i64 20
  %1176 = load float, ptr %1175, align 4, !tbaa !11
  %1177 = getelementptr i8, ptr %1172, i64 24
  %1178 = load float, ptr %1177, align 8, !tbaa !11
  %1179 = getelementptr i8, ptr %1172, i64 28
  %1180 = load float, ptr %1179, align 4, !tbaa !11
  %1181 = fmul contract float %3, %119
  %1182 = fmul contract float %6, %1174
  %1183 = fadd contract float %1182, %1181
  %1184 = fmul contract float %3, %120
  %1185 = fmul contract float %6, %1176
  %1186 = fadd contract float %1185, %1184
  %1187 = fmul contract float %3, %121
  %1188 = fmul contract float %6, %1178
  %1189 = fadd contract float %1188, %1187
  %1190 = fmul contract float %3, %122
  %1191 = fmul contract float %6, %1180
  %1192 = fadd contract float %1191, %1190
  store float %1183, ptr %1173, align 16, !tbaa !11
  store float %1186, ptr %1175, align 4, !tbaa !11
  store float %1189, ptr %1177, align 8, !tbaa !11
  store float %1192, ptr %1179, align 4, !tbaa !11
  br label %1193

1193:                                             ; preds = %1167, %1170, %1136
  %1194 = or disjoint i32 %171, 2
  %1195 = icmp slt i32 %1194, %0
  br i1 %1195, label %1196, label %1250

1196:                                             ; preds = %1193
  %1197 = zext nneg i32 %1194 to i64
  %1198 = mul nsw i64 %104, %1197
  %1199 = getelementptr inbounds nuw float, ptr %7, i64 %1198
  %1200 = or disjoint i32 %172, 3
  %1201 = icmp slt i32 %1200, %1
  br i1 %1201, label %1202, label %1224

1202:                                             ; preds = %1196
  %1203 = sext i32 %172 to i64
  %1204 = getelementptr inbounds float, ptr %1199, i64 %1203
  %1205 = load float, ptr %1204, align 16, !tbaa !11
  %1206 = getelementptr inbounds nuw i8, ptr %1204, i64 4
  %1207 = load float, ptr %1206, align 4, !tbaa !11
  %1208 = getelementptr inbounds nuw i8, ptr %1204, i64 8
  %1209 = load float, ptr %1208, align 8, !tbaa !11
  %1210 = getelementptr inbounds nuw i8, ptr %1204, i64 12
  %1211 = load float, ptr %1210, align 4, !tbaa !11
  %1212 = fmul contract float %3, %123
  %1213 = fmul contract float %6, %1205
  %1214 = fadd contract float %1213, %1212
  %1215 = fmul contract float %3, %124
  %1216 = fmul contract float %6, %1207
  %1217 = fadd contract float %1216, %1215
  %1218 = fmul contract float %3, %125
  %1219 = fmul contract float %6, %1209
  %1220 = fadd contract float %1219, %1218
  %1221 = fmul contract float %3, %126
  %1222 = fmul contract float %6, %1211
  %1223 = fadd contract float %1222, %1221
  store float %1214, ptr %1204, align 16, !tbaa !11
  store float %1217, ptr %1206, align 4, !tbaa !11
  store float %1220, ptr %1208, align 8, !tbaa !11
  store float %1223, ptr %1210, align 4, !tbaa !11
  br label %1224

1224:                                             ; preds = %1202, %1196
  %1225 = or disjoint i32 %172, 7
  %1226 = icmp slt i32 %1225, %1
  br i1 %1226, label %1227, label %1250

1227:                                             ; preds = %1224
  %1228 = sext i32 %172 to i64
  %1229 = getelementptr float, ptr %1199, i64 %1228
  %1230 = getelementptr i8, ptr %1229, i64 16
  %1231 = load float, ptr %1230, align 16, !tbaa !11
  %1232 = getelementptr i8, ptr %1229, i64 20
  %1233 = load float, ptr %1232, align 4, !tbaa !11
  %1234 = getelementptr i8, ptr %1229, i64 24
  %1235 = load float, ptr %1234, align 8, !tbaa !11
  %1236 = getelementptr i8, ptr %1229, i64 28
  %1237 = load float, ptr %1236, align 4, !tbaa !11
  %1238 = fmul contract float %3, %127
  %1239 = fmul contract float %6, %1231
  %1240 = fadd contract float %1239, %1238
  %1241 = fmul contract float %3, %128
  %1242 = fmul contract float %6, %1233
  %1243 = fadd contract float %1242, %1241
  %1244 = fmul contract float %3, %129
  %1245 = fmul contract float %6, %1235
  %1246 = fadd contract float %1245, %1244
  %1247 = fmul contract float %3, %130
  %1248 = fmul contract float %6, %1237
  %1249 = fadd contract float %1248, %1247
  store float %1240, ptr %1230, align 16, !tbaa !11
  store float %1243, ptr %1232, align 4, !tbaa !11
  store float %1246, ptr %1234, align 8, !tbaa !11
  store float %1249, ptr %1236, align 4, !tbaa !11
  br label %1250

1250:                                             ; preds = %1224, %1227, %1193
  %1251 = or disjoint i32 %171, 3
  %1252 = icmp slt i32 %1251, %0
  br i1 %1252, label %1253, label %1307

1253:                                             ; preds = %1250
  %1254 = zext nneg i32 %1251 to i64
  %1255 = mul nsw i64 %104, %1254
  %1256 = getelementptr inbounds nuw float, ptr %7, i64 %1255
  %1257 = or disjoint i32 %172, 3
  %1258 = icmp slt i32 %1257, %1
  br i1 %1258, label %1259, label %1281

1259:                                             ; preds = %1253
  %1260 = sext i32 %172 to i64
  %1261 = getelementptr inbounds float, ptr %1256, i64 %1260
  %1262 = load float, ptr %1261, align 16, !tbaa !11
  %1263 = getelementptr inbounds nuw i8, ptr %1261, i64 4
  %1264 = load float, ptr %1263, align 4, !tbaa !11
  %1265 = getelementptr inbounds nuw i8, ptr %1261, i64 8
  %1266 = load float, ptr %1265, align 8, !tbaa !11
  %1267 = getelementptr inbounds nuw i8, ptr %1261, i64 12
  %1268 = load float, ptr %1267, align 4, !tbaa !11
  %1269 = fmul contract float %3, %131
  %1270 = fmul contract float %6, %1262
  %1271 = fadd contract float %1270, %1269
  %1272 = fmul contract float %3, %132
  %1273 = fmul contract float %6, %1264
  %1274 = fadd contract float %1273, %1272
  %1275 = fmul contract float %3, %133
  %1276 = fmul contract float %6, %1266
  %1277 = fadd contract float %1276, %1275
  %1278 = fmul contract float %3, %134
  %1279 = fmul contract float %6, %1268
  %1280 = fadd contract float %1279, %1278
  store float %1271, ptr %1261, align 16, !tbaa !11
  store float %1274, ptr %1263, align 4, !tbaa !11
  store float %1277, ptr %1265, align 8, !tbaa !11
  store float %1280, ptr %1267, align 4, !tbaa !11
  br label %1281

1281:                                             ; preds = %1259, %1253
  %1282 = or disjoint i32 %172, 7
  %1283 = icmp slt i32 %1282, %1
  br i1 %1283, label %1284, label %1307

1284:                                             ; preds = %1281
  %1285 = sext i32 %172 to i64
  %1286 = getelementptr float, ptr %1256, i64 %1285
  %1287 = getelementptr i8, ptr %1286, i64 16
  %1288 = load float, ptr %1287, align 16, !tbaa !11
  %1289 = getelementptr i8, ptr %1286, i64 20
  %1290 = load float, ptr %1289, align 4, !tbaa !11
  %1291 = getelementptr i8, ptr %1286, i64 24
  %1292 = load float, ptr %1291, align 8, !tbaa !11
  %1293 = getelementptr i8, ptr %1286, i64 28
  %1294 = load float, ptr %1293, align 4, !tbaa !11
  %1295 = fmul contract float %3, %135
  %1296 = fmul contract float %6, %1288
  %1297 = fadd contract float %1296, %1295
  %1298 = fmul contract float %3, %136
  %1299 = fmul contract float %6, %1290
  %1300 = fadd contract float %1299, %1298
  %1301 = fmul contract float %3, %137
  %1302 = fmul contract float %6, %1292
  %1303 = fadd contract float %1302, %1301
  %1304 = fmul contract float %3, %138
  %1305 = fmul contract float %6, %1294
  %1306 = fadd contract float %1305, %1304
  store float %1297, ptr %1287, align 16, !tbaa !11
  store float %1300, ptr %1289, align 4, !tbaa !11
  store float %1303, ptr %1291, align 8, !tbaa !11
  store float %1306, ptr %1293, align 4, !tbaa !11
  br label %1307

1307:                                             ; preds = %1281, %1284, %1250
  %1308 = or disjoint i32 %171, 4
  %1309 = icmp slt i32 %1308, %0
  br i1 %1309, label %1310, label %1364

1310:                                             ; preds = %1307
  %1311 = zext nneg i32 %1308 to i64
  %1312 = mul nsw i64 %104, %1311
  %1313 = getelementptr inbounds nuw float, ptr %7, i64 %1312
  %1314 = or disjoint i32 %172, 3
  %1315 = icmp slt i32 %1314, %1
  br i1 %1315, label %1316, label %1338

1316:                                             ; preds = %1310
  %1317 = sext i32 %172 to i64
  %1318 = getelementptr inbounds float, ptr %1313, i64 %1317
  %1319 = load float, ptr %1318, align 16, !tbaa !11
  %1320 = getelementptr inbounds nuw i8, ptr %1318, i64 4
  %1321 = load float, ptr %1320, align 4, !tbaa !11
  %1322 = getelementptr inbounds nuw i8, ptr %1318, i64 8
  %1323 = load float, ptr %1322, align 8, !tbaa !11
  %1324 = getelementptr inbounds nuw i8, ptr %1318, i64 12
  %1325 = load float, ptr %1324, align 4, !tbaa !11
  %1326 = fmul contract float %3, %139
  %1327 = fmul contract float %6, %1319
  %1328 = fadd contract float %1327, %1326
  %1329 = fmul contract float %3, %140
  %1330 = fmul contract float %6, %1321
  %1331 = fadd contract float %1330, %1329
  %1332 = fmul contract float %3, %141
  %1333 = fmul contract float %6, %1323
  %1334 = fadd contract float %1333, %1332
  %1335 = fmul contract float %3, %142
  %1336 = fmul contract float %6, %1325
  %1337 = fadd contract float %1336, %1335
  store float %1328, ptr %1318, align 16, !tbaa !11
  store float %1331, ptr %1320, align 4, !tbaa !11
  store float %1334, ptr %1322, align 8, !tbaa !11
  store float %1337, ptr %1324, align 4, !tbaa !11
  br label %1338

1338:                                             ; preds = %1316, %1310
  %1339 = or disjoint i32 %172, 7
  %1340 = icmp slt i32 %1339, %1
  br i1 %1340, label %1341, label %1364

1341:                                             ; preds = %1338
  %1342 = sext i32 %172 to i64
  %1343 = getelementptr float, ptr %1313, i64 %1342
  %1344 = getelementptr i8, ptr %1343, i64 16
  %1345 = load float, ptr %1344, align 16, !tbaa !11
  %1346 = getelementptr i8, ptr %1343, i64 20
  %1347 = load float, ptr %1346, align 4, !tbaa !11
  %1348 = getelementptr i8, ptr %1343, i64 24
  %1349 = load float, ptr %1348, align 8, !tbaa !11
  %1350 = getelementptr i8, ptr %1343, i64 28
  %1351 = load float, ptr %1350, align 4, !tbaa !11
  %1352 = fmul contract float %3, %143
  %1353 = fmul contract float %6, %1345
  %1354 = fadd contract float %1353, %1352
  %1355 = fmul contract float %3, %144
  %1356 = fmul contract float %6, %1347
  %1357 = fadd contract float %1356, %1355
  %1358 = fmul contract float %3, %145
  %1359 = fmul contract float %6, %1349
  %1360 = fadd contract float %1359, %1358
  %1361 = fmul contract float %3, %146
  %1362 = fmul contract float %6, %1351
  %1363 = fadd contract float %1362, %1361
  store float %1354, ptr %1344, align 16, !tbaa !11
  store float %1357, ptr %1346, align 4, !tbaa !11
  store float %1360, ptr %1348, align 8, !tbaa !11
  store float %1363, ptr %1350, align 4, !tbaa !11
  br label %1364

1364:                                             ; preds = %1338, %1341, %1307
  %1365 = or disjoint i32 %171, 5
  %1366 = icmp slt i32 %1365, %0
  br i1 %1366, label %1367, label %1421

1367:                                             ; preds = %1364
  %1368 = zext nneg i32 %1365 to i64
  %1369 = mul nsw i64 %104, %1368
  %1370 = getelementptr inbounds nuw float, ptr %7, i64 %1369
  %1371 = or disjoint i32 %172, 3
  %1372 = icmp slt i32 %1371, %1
  br i1 %1372, label %1373, label %1395

1373:                                             ; preds = %1367
  %1374 = sext i32 %172 to i64
  %1375 = getelementptr inbounds float, ptr %1370, i64 %1374
  %1376 = load float, ptr %1375, align 16, !tbaa !11
  %1377 = getelementptr inbounds nuw i8, ptr %1375, i64 4
  %1378 = load float, ptr %1377, align 4, !tbaa !11
  %1379 = getelementptr inbounds nuw i8, ptr %1375, i64 8
  %1380 = load float, ptr %1379, align 8, !tbaa !11
  %1381 = getelementptr inbounds nuw i8, ptr %1375, i64 12
  %1382 = load float, ptr %1381, align 4, !tbaa !11
  %1383 = fmul contract float %3, %147
  %1384 = fmul contract float %6, %1376
  %1385 = fadd contract float %1384, %1383
  %1386 = fmul contract float %3, %148
  %1387 = fmul contract float %6, %1378
  %1388 = fadd contract float %1387, %1386
  %1389 = fmul contract float %3, %149
  %1390 = fmul contract float %6, %1380
  %1391 = fadd contract float %1390, %1389
  %1392 = fmul contract float %3, %150
  %1393 = fmul contract float %6, %1382
  %1394 = fadd contract float %1393, %1392
  store float %1385, ptr %1375, align 16, !tbaa !11
  store float %1388, ptr %1377, align 4, !tbaa !11
  store float %1391, ptr %1379, align 8, !tbaa !11
  store float %1394, ptr %1381, align 4, !tbaa !11
  br label %1395

1395:                                             ; preds = %1373, %1367
  %1396 = or disjoint i32 %172, 7
  %1397 = icmp slt i32 %1396, %1
  br i1 %1397, label %1398, label %1421

1398:                                             ; preds = %1395
  %1399 = sext i32 %172 to i64
  %1400 = getelementptr float, ptr %1370, i64 %1399
  %1401 = getelementptr i8, ptr %1400, i64 16
  %1402 = load float, ptr %1401, align 16, !tbaa !11
  %1403 = getelementptr i8, ptr %1400, i64 20
  %1404 = load float, ptr %1403, align 4, !tbaa !11
  %1405 = getelementptr i8, ptr %1400, i64 24
  %1406 = load float, ptr %1405, align 8, !tbaa !11
  %1407 = getelementptr i8, ptr %1400, i64 28
  %1408 = load float, ptr %1407, align 4, !tbaa !11
  %1409 = fmul contract float %3, %151
  %1410 = fmul contract float %6, %1402
  %1411 = fadd contract float %1410, %1409
  %1412 = fmul contract float %3, %152
  %1413 = fmul contract float %6, %1404
  %1414 = fadd contract float %1413, %1412
  %1415 = fmul contract float %3, %153
  %1416 = fmul contract float %6, %1406
  %1417 = fadd contract float %1416, %1415
  %1418 = fmul contract float %3, %154
  %1419 = fmul contract float %6, %1408
  %1420 = fadd contract float %1419, %1418
  store float %1411, ptr %1401, align 16, !tbaa !11
  store float %1414, ptr %1403, align 4, !tbaa !11
  store float %1417, ptr %1405, align 8, !tbaa !11
  store float %1420, ptr %1407, align 4, !tbaa !11
  br label %1421

1421:                                             ; preds = %1395, %1398, %1364
  %1422 = or disjoint i32 %171, 6
  %1423 = icmp slt i32 %1422, %0
  br i1 %1423, label %1424, label %1478

1424:                                             ; preds = %1421
  %1425 = zext nneg i32 %1422 to i64
  %1426 = mul nsw i64 %104, %1425
  %1427 = getelementptr inbounds nuw float, ptr %7, i64 %1426
  %1428 = or disjoint i32 %172, 3
  %1429 = icmp slt i32 %1428, %1
  br i1 %1429, label %1430, label %1452

1430:                                             ; preds = %1424
  %1431 = sext i32 %172 to i64
  %1432 = getelementptr inbounds float, ptr %1427, i64 %1431
  %1433 = load float, ptr %1432, align 16, !tbaa !11
  %1434 = getelementptr inbounds nuw i8, ptr %1432, i64 4
  %1435 = load float, ptr %1434, align 4, !tbaa !11
  %1436 = getelementptr inbounds nuw i8, ptr %1432, i64 8
  %1437 = load float, ptr %1436, align 8, !tbaa !11
  %1438 = getelementptr inbounds nuw i8, ptr %1432, i64 12
  %1439 = load float, ptr %1438, align 4, !tbaa !11
  %1440 = fmul contract float %3, %155
  %1441 = fmul contract float %6, %1433
  %1442 = fadd contract float %1441, %1440
  %1443 = fmul contract float %3, %156
  %1444 = fmul contract float %6, %1435
  %1445 = fadd contract float %1444, %1443
  %1446 = fmul contract float %3, %157
  %1447 = fmul contract float %6, %1437
  %1448 = fadd contract float %1447, %1446
  %1449 = fmul contract float %3, %158
  %1450 = fmul contract float %6, %1439
  %1451 = fadd contract float %1450, %1449
  store float %1442, ptr %1432, align 16, !tbaa !11
  store float %1445, ptr %1434, align 4, !tbaa !11
  store float %1448, ptr %1436, align 8, !tbaa !11
  store float %1451, ptr %1438, align 4, !tbaa !11
  br label %1452

1452:                                             ; preds = %1430, %1424
  %1453 = or disjoint i32 %172, 7
  %1454 = icmp slt i32 %1453, %1
  br i1 %1454, label %1455, label %1478

1455:                                             ; preds = %1452
  %1456 = sext i32 %172 to i64
  %1457 = getelementptr float, ptr %1427, i64 %1456
  %1458 = getelementptr i8, ptr %1457, i64 16
  %1459 = load float, ptr %1458, align 16, !tbaa !11
  %1460 = getelementptr i8, ptr %1457, i64 20
  %1461 = load float, ptr %1460, align 4, !tbaa !11
  %1462 = getelementptr i8, ptr %1457, i64 24
  %1463 = load float, ptr %1462, align 8, !tbaa !11
  %1464 = getelementptr i8, ptr %1457, i64 28
  %1465 = load float, ptr %1464, align 4, !tbaa !11
  %1466 = fmul contract float %3, %159
  %1467 = fmul contract float %6, %1459
  %1468 = fadd contract float %1467, %1466
  %1469 = fmul contract float %3, %160
  %1470 = fmul contract float %6, %1461
  %1471 = fadd contract float %1470, %1469
  %1472 = fmul contract float %3, %161
  %1473 = fmul contract float %6, %1463
  %1474 = fadd contract float %1473, %1472
  %1475 = fmul contract float %3, %162
  %1476 = fmul contract float %6, %1465
  %1477 = fadd contract float %1476, %1475
  store float %1468, ptr %1458, align 16, !tbaa !11
  store float %1471, ptr %1460, align 4, !tbaa !11
  store float %1474, ptr %1462, align 8, !tbaa !11
  store float %1477, ptr %1464, align 4, !tbaa !11
  br label %1478

1478:                                             ; preds = %1452, %1455, %1421
  %1479 = or disjoint i32 %171, 7
  %1480 = icmp slt i32 %1479, %0
  br i1 %1480, label %1481, label %1535

1481:                                             ; preds = %1478
  %1482 = zext nneg i32 %1479 to i64
  %1483 = mul nsw i64 %104, %1482
  %1484 = getelementptr inbounds nuw float, ptr %7, i64 %1483
  %1485 = or disjoint i32 %172, 3
  %1486 = icmp slt i32 %1485, %1
  br i1 %1486, label %1487, label %1509

1487:                                             ; preds = %1481
  %1488 = sext i32 %172 to i64
  %1489 = getelementptr inbounds float, ptr %1484, i64 %1488
  %1490 = load float, ptr %1489, align 16, !tbaa !11
  %1491 = getelementptr inbounds nuw i8, ptr %1489, i64 4
  %1492 = load float, ptr %1491, align 4, !tbaa !11
  %1493 = getelementptr inbounds nuw i8, ptr %1489, i64 8
  %1494 = load float, ptr %1493, align 8, !tbaa !11
  %1495 = getelementptr inbounds nuw i8, ptr %1489, i64 12
  %1496 = load float, ptr %1495, align 4, !tbaa !11
  %1497 = fmul contract float %3, %163
  %1498 = fmul contract float %6, %1490
  %1499 = fadd contract float %1498, %1497
  %1500 = fmul contract float %3, %164
  %1501 = fmul contract float %6, %1492
  %1502 = fadd contract float %1501, %1500
  %1503 = fmul contract float %3, %165
  %1504 = fmul contract float %6, %1494
  %1505 = fadd contract float %1504, %1503
  %1506 = fmul contract float %3, %166
  %1507 = fmul contract float %6, %1496
  %1508 = fadd contract float %1507, %1506
  store float %1499, ptr %1489, align 16, !tbaa !11
  store float %1502, ptr %1491, align 4, !tbaa !11
  store float %1505, ptr %1493, align 8, !tbaa !11
  store float %1508, ptr %1495, align 4, !tbaa !11
  br label %1509

1509:                                             ; preds = %1487, %1481
  %1510 = or disjoint i32 %172, 7
  %1511 = icmp slt i32 %1510, %1
  br i1 %1511, label %1512, label %1535

1512:                                             ; preds = %1509
  %1513 = sext i32 %172 to i64
  %1514 = getelementptr float, ptr %1484, i64 %1513
  %1515 = getelementptr i8, ptr %1514, i64 16
  %1516 = load float, ptr %1515, align 16, !tbaa !11
  %1517 = getelementptr i8, ptr %1514, i64 20
  %1518 = load float, ptr %1517, align 4, !tbaa !11
  %1519 = getelementptr i8, ptr %1514, i64 24
  %1520 = load float, ptr %1519, align 8, !tbaa !11
  %1521 = getelementptr i8, ptr %1514, i64 28
  %1522 = load float, ptr %1521, align 4, !tbaa !11
  %1523 = fmul contract float %3, %167
  %1524 = fmul contract float %6, %1516
  %1525 = fadd contract float %1524, %1523
  %1526 = fmul contract float %3, %168
  %1527 = fmul contract float %6, %1518
  %1528 = fadd contract float %1527, %1526
  %1529 = fmul contract float %3, %169
  %1530 = fmul contract float %6, %1520
  %1531 = fadd contract float %1530, %1529
  %1532 = fmul contract float %3, %170
  %1533 = fmul contract float %6, %1522
  %1534 = fadd contract float %1533, %1532
  store float %1525, ptr %1515, align 16, !tbaa !11
  store float %1528, ptr %1517, align 4, !tbaa !11
  store float %1531, ptr %1519, align 8, !tbaa !11
  store float %1534, ptr %1521, align 4, !tbaa !11
  br label %1535

1535:                                             ; preds = %1509, %1512, %1478
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
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
