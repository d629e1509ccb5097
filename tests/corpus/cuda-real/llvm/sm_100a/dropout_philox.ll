; ModuleID = 'dropout_philox.cu'
source_filename = "dropout_philox.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11dropout_fwdPfPhPKfmfyy(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, float noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #0 {
  %8 = alloca [4 x i8], align 1
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = mul nuw nsw i64 %10, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = add nuw nsw i64 %13, %15
  %17 = shl nuw nsw i64 %16, 2
  %18 = icmp ult i64 %17, %3
  br i1 %18, label %19, label %257

19:                                               ; preds = %7
  %20 = add i64 %6, %16
  %21 = trunc i64 %20 to i32
  %22 = lshr i64 %20, 32
  %23 = trunc nuw i64 %22 to i32
  %24 = trunc i64 %5 to i32
  %25 = lshr i64 %5, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = mul i32 %21, -766435501
  %28 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %21)
  %29 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 0)
  %30 = xor i32 %29, %23
  %31 = xor i32 %30, %24
  %32 = xor i32 %28, %26
  %33 = add i32 %24, -1640531527
  %34 = add i32 %26, -1150833019
  %35 = mul i32 %31, -766435501
  %36 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %31)
  %37 = mul i32 %32, -845247145
  %38 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %32)
  %39 = xor i32 %38, %33
  %40 = xor i32 %27, %36
  %41 = xor i32 %40, %34
  %42 = add i32 %24, 1013904242
  %43 = add i32 %26, 1993301258
  %44 = mul i32 %39, -766435501
  %45 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %39)
  %46 = mul i32 %41, -845247145
  %47 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %41)
  %48 = xor i32 %47, %37
  %49 = xor i32 %48, %42
  %50 = xor i32 %35, %45
  %51 = xor i32 %50, %43
  %52 = add i32 %24, -626627285
  %53 = add i32 %26, 842468239
  %54 = mul i32 %49, -766435501
  %55 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %49)
  %56 = mul i32 %51, -845247145
  %57 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %51)
  %58 = xor i32 %57, %46
  %59 = xor i32 %58, %52
  %60 = xor i32 %44, %55
  %61 = xor i32 %60, %53
  %62 = add i32 %24, 2027808484
  %63 = add i32 %26, -308364780
  %64 = mul i32 %59, -766435501
  %65 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %59)
  %66 = mul i32 %61, -845247145
  %67 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %61)
  %68 = xor i32 %67, %56
  %69 = xor i32 %68, %62
  %70 = xor i32 %54, %65
  %71 = xor i32 %70, %63
  %72 = add i32 %24, 387276957
  %73 = add i32 %26, -1459197799
  %74 = mul i32 %69, -766435501
  %75 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %69)
  %76 = mul i32 %71, -845247145
  %77 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %71)
  %78 = xor i32 %77, %66
  %79 = xor i32 %78, %72
  %80 = xor i32 %64, %75
  %81 = xor i32 %80, %73
  %82 = add i32 %24, -1253254570
  %83 = add i32 %26, 1684936478
  %84 = mul i32 %79, -766435501
  %85 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %79)
  %86 = mul i32 %81, -845247145
  %87 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %81)
  %88 = xor i32 %87, %76
  %89 = xor i32 %88, %82
  %90 = xor i32 %74, %85
  %91 = xor i32 %90, %83
  %92 = add i32 %24, 1401181199
  %93 = add i32 %26, 534103459
  %94 = mul i32 %89, -766435501
  %95 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %89)
  %96 = mul i32 %91, -845247145
  %97 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %91)
  %98 = xor i32 %97, %86
  %99 = xor i32 %98, %92
  %100 = xor i32 %84, %95
  %101 = xor i32 %100, %93
  %102 = add i32 %24, -239350328
  %103 = add i32 %26, -616729560
  %104 = mul i32 %99, -766435501
  %105 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %99)
  %106 = mul i32 %101, -845247145
  %107 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %101)
  %108 = xor i32 %107, %96
  %109 = xor i32 %108, %102
  %110 = xor i32 %94, %105
  %111 = xor i32 %110, %103
  %112 = add i32 %24, -1879881855
  %113 = add i32 %26, -1767562579
  %114 = mul i32 %109, -766435501
  %115 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %109)
  %116 = mul i32 %111, -845247145
  %117 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %111)
  %118 = xor i32 %117, %106
  %119 = xor i32 %118, %112
  %120 = xor i32 %104, %115
  %121 = xor i32 %120, %113
  %122 = fsub contract float 1.000000e+00, %4
  %123 = fdiv contract float 1.000000e+00, %122
  %124 = lshr i32 %119, 8
  %125 = uitofp nneg i32 %124 to float
  %126 = fmul contract float %125, 0x3E70000000000000
  %127 = fcmp contract oge float %126, %4
  %128 = lshr i32 %116, 8
  %129 = uitofp nneg i32 %128 to float
  %130 = fmul contract float %129, 0x3E70000000000000
  %131 = fcmp contract oge float %130, %4
  %132 = lshr i32 %121, 8
  %133 = uitofp nneg i32 %132 to float
  %134 = fmul contract float %133, 0x3E70000000000000
  %135 = fcmp contract oge float %134, %4
  %136 = lshr i32 %114, 8
  %137 = uitofp nneg i32 %136 to float
  %138 = fmul contract float %137, 0x3E70000000000000
  %139 = fcmp contract oge float %138, %4
  %140 = or disjoint i64 %17, 3
  %141 = icmp ult i64 %140, %3
  br i1 %141, label %142, label %165

142:                                              ; preds = %19
  %143 = getelementptr inbounds nuw float, ptr %2, i64 %17
  %144 = addrspacecast ptr %143 to ptr addrspace(1)
  %145 = load float, ptr addrspace(1) %144, align 16
  %146 = getelementptr inbounds nuw i8, ptr addrspace(1) %144, i64 4
  %147 = load float, ptr addrspace(1) %146, align 4
  %148 = getelementptr inbounds nuw i8, ptr addrspace(1) %144, i64 8
  %149 = load float, ptr addrspace(1) %148, align 8
  %150 = getelementptr inbounds nuw i8, ptr addrspace(1) %144, i64 12
  %151 = load float, ptr addrspace(1) %150, align 4
  %152 = getelementptr inbounds nuw float, ptr %0, i64 %17
  %153 = fmul contract float %123, %145
  %154 = select contract i1 %127, float %153, float 0.000000e+00
  %155 = fmul contract float %123, %147
  %156 = select contract i1 %131, float %155, float 0.000000e+00
  %157 = fmul contract float %123, %149
  %158 = select contract i1 %135, float %157, float 0.000000e+00
  %159 = fmul contract float %123, %151
  %160 = select contract i1 %139, float %159, float 0.000000e+00
  store float %154, ptr %152, align 16, !tbaa !11
  %161 = getelementptr inbounds nuw i8, ptr %152, i64 4
  store float %156, ptr %161, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %152, i64 8
  store float %158, ptr %162, align 8, !tbaa !11
  %163 = getelementptr inbounds nuw i8, ptr %152, i64 12
  store float %160, ptr %163, align 4, !tbaa !11
  %164 = zext i1 %127 to i8
  br label %248

165:                                              ; preds = %19
  %166 = zext i1 %139 to i8
  %167 = zext i1 %135 to i8
  %168 = zext i1 %131 to i8
  %169 = zext i1 %127 to i8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #4
  store i8 %169, ptr %8, align 1, !tbaa !13
  %170 = getelementptr inbounds nuw i8, ptr %8, i64 1
  store i8 %168, ptr %170, align 1, !tbaa !13
  %171 = getelementptr inbounds nuw i8, ptr %8, i64 2
  store i8 %167, ptr %171, align 1, !tbaa !13
  %172 = getelementptr inbounds nuw i8, ptr %8, i64 3
  store i8 %166, ptr %172, align 1, !tbaa !13
  %173 = and i64 %3, 3
  %174 = icmp eq i64 %173, 0
  br i1 %174, label %192, label %175

175:                                              ; preds = %165, %186
  %176 = phi i64 [ %189, %186 ], [ %17, %165 ]
  %177 = phi i64 [ %190, %186 ], [ 0, %165 ]
  %178 = sub nuw nsw i64 %176, %17
  %179 = getelementptr inbounds nuw i8, ptr %8, i64 %178
  %180 = load i8, ptr %179, align 1, !tbaa !13, !range !15, !noundef !16
  %181 = trunc nuw i8 %180 to i1
  br i1 %181, label %182, label %186

182:                                              ; preds = %175
  %183 = getelementptr inbounds nuw float, ptr %2, i64 %176
  %184 = load float, ptr %183, align 4, !tbaa !11
  %185 = fmul contract float %123, %184
  br label %186

186:                                              ; preds = %182, %175
  %187 = phi contract float [ %185, %182 ], [ 0.000000e+00, %175 ]
  %188 = getelementptr inbounds nuw float, ptr %0, i64 %176
  store float %187, ptr %188, align 4, !tbaa !11
  %189 = add nuw nsw i64 %176, 1
  %190 = add i64 %177, 1
  %191 = icmp eq i64 %190, %173
  br i1 %191, label %192, label %175, !llvm.loop !17

192:                                              ; preds = %186, %165
  %193 = phi i64 [ %17, %165 ], [ %189, %186 ]
  %194 = sub i64 %17, %3
  %195 = icmp ugt i64 %194, -4
  br i1 %195, label %196, label %197

196:                                              ; preds = %243, %192
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #4
  br label %248

197:                                              ; preds = %192, %243
  %198 = phi i64 [ %246, %243 ], [ %193, %192 ]
  %199 = sub nuw nsw i64 %198, %17
  %200 = getelementptr inbounds nuw i8, ptr %8, i64 %199
  %201 = load i8, ptr %200, align 1, !tbaa !13, !range !15, !noundef !16
  %202 = trunc nuw i8 %201 to i1
  br i1 %202, label %203, label %207

203:                                              ; preds = %197
  %204 = getelementptr inbounds nuw float, ptr %2, i64 %198
  %205 = load float, ptr %204, align 4, !tbaa !11
  %206 = fmul contract float %123, %205
  br label %207

207:                                              ; preds = %197, %203
  %208 = phi contract float [ %206, %203 ], [ 0.000000e+00, %197 ]
  %209 = getelementptr inbounds nuw float, ptr %0, i64 %198
  store float %208, ptr %209, align 4, !tbaa !11
  %210 = add nuw nsw i64 %198, 1
  %211 = sub nuw nsw i64 %210, %17
  %212 = getelementptr inbounds nuw i8, ptr %8, i64 %211
  %213 = load i8, ptr %212, align 1, !tbaa !13, !range !15, !noundef !16
  %214 = trunc nuw i8 %213 to i1
  br i1 %214, label %215, label %219

215:                                              ; preds = %207
  %216 = getelementptr inbounds nuw float, ptr %2, i64 %210
  %217 = load float, ptr %216, align 4, !tbaa !11
  %218 = fmul contract float %123, %217
  br label %219

219:                                              ; preds = %215, %207
  %220 = phi contract float [ %218, %215 ], [ 0.000000e+00, %207 ]
  %221 = getelementptr inbounds nuw float, ptr %0, i64 %210
  store float %220, ptr %221, align 4, !tbaa !11
  %222 = add nuw nsw i64 %198, 2
  %223 = sub nuw nsw i64 %222, %17
  %224 = getelementptr inbounds nuw i8, ptr %8, i64 %223
  %225 = load i8, ptr %224, align 1, !tbaa !13, !range !15, !noundef !16
  %226 = trunc nuw i8 %225 to i1
  br i1 %226, label %227, label %231

227:                                              ; preds = %219
  %228 = getelementptr inbounds nuw float, ptr %2, i64 %222
  %229 = load float, ptr %228, align 4, !tbaa !11
  %230 = fmul contract float %123, %229
  br label %231

231:                                              ; preds = %227, %219
  %232 = phi contract float [ %230, %227 ], [ 0.000000e+00, %219 ]
  %233 = getelementptr inbounds nuw float, ptr %0, i64 %222
  store float %232, ptr %233, align 4, !tbaa !11
  %234 = add nuw nsw i64 %198, 3
  %235 = sub nuw nsw i64 %234, %17
  %236 = getelementptr inbounds nuw i8, ptr %8, i64 %235
  %237 = load i8, ptr %236, align 1, !tbaa !13, !range !15, !noundef !16
  %238 = trunc nuw i8 %237 to i1
  br i1 %238, label %239, label %243

239:                                              ; preds = %231
  %240 = getelementptr inbounds nuw float, ptr %2, i64 %234
  %241 = load float, ptr %240, align 4, !tbaa !11
  %242 = fmul contract float %123, %241
  br label %243

243:                                              ; preds = %239, %231
  %244 = phi contract float [ %242, %239 ], [ 0.000000e+00, %231 ]
  %245 = getelementptr inbounds nuw float, ptr %0, i64 %234
  store float %244, ptr %245, align 4, !tbaa !11
  %246 = add nuw nsw i64 %198, 4
  %247 = icmp ult i64 %246, %3
  br i1 %247, label %197, label %196, !llvm.loop !19

248:                                              ; preds = %196, %142
  %249 = phi i8 [ %169, %196 ], [ %164, %142 ]
  %250 = select i1 %131, i8 2, i8 0
  %251 = or disjoint i8 %250, %249
  %252 = select i1 %135, i8 4, i8 0
  %253 = or disjoint i8 %251, %252
  %254 = select i1 %139, i8 8, i8 0
  %255 = or disjoint i8 %253, %254
  %256 = getelementptr inbounds nuw i8, ptr %1, i64 %16
  store i8 %255, ptr %256, align 1, !tbaa !21
  br label %257

257:                                              ; preds = %7, %248
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11dropout_bwdPfPKfPKhmf(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, float noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = mul nuw nsw i64 %7, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = icmp ult i64 %13, %3
  br i1 %14, label %15, label %33

15:                                               ; preds = %5
  %16 = lshr i64 %13, 2
  %17 = getelementptr inbounds nuw i8, ptr %2, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !21
  %19 = zext i8 %18 to i32
  %20 = trunc i64 %13 to i32
  %21 = and i32 %20, 3
  %22 = shl nuw nsw i32 1, %21
  %23 = and i32 %22, %19
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %15
  %26 = fsub contract float 1.000000e+00, %4
  %27 = getelementptr inbounds nuw float, ptr %1, i64 %13
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = fdiv contract float %28, %26
  br label %30

30:                                               ; preds = %15, %25
  %31 = phi contract float [ %29, %25 ], [ 0.000000e+00, %15 ]
  %32 = getelementptr inbounds nuw float, ptr %0, i64 %13
  store float %31, ptr %32, align 4, !tbaa !11
  br label %33

33:                                               ; preds = %5, %30
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"bool", !8, i64 0}
!15 = !{i8 0, i8 2}
!16 = !{}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!8, !8, i64 0}
