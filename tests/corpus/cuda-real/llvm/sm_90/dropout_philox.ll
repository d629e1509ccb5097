; ModuleID = 'dropout_philox.cu'
source_filename = "dropout_philox.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11dropout_fwdPfPhPKfmfyy(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, float noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #0 {
  %8 = alloca [4 x i8], align 4
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
  br i1 %18, label %19, label %254

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
  %109 = xor i32 %94, %105
  %110 = add i32 %24, -1879881855
  %111 = add i32 %26, -1767562579
  %112 = fsub contract float 1.000000e+00, %4
  %113 = fdiv contract float 1.000000e+00, %112
  %114 = xor i32 %108, %102
  %115 = xor i32 %109, %103
  %116 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %114)
  %117 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %115)
  %118 = xor i32 %117, %106
  %119 = xor i32 %104, %116
  %120 = mul i32 %114, -766435501
  %121 = xor i32 %119, %111
  %122 = mul i32 %115, -845247145
  %123 = xor i32 %118, %110
  %124 = lshr i32 %120, 8
  %125 = lshr i32 %121, 8
  %126 = lshr i32 %122, 8
  %127 = lshr i32 %123, 8
  %128 = uitofp nneg i32 %124 to float
  %129 = uitofp nneg i32 %125 to float
  %130 = uitofp nneg i32 %126 to float
  %131 = uitofp nneg i32 %127 to float
  %132 = fmul contract float %128, 0x3E70000000000000
  %133 = fmul contract float %129, 0x3E70000000000000
  %134 = fmul contract float %130, 0x3E70000000000000
  %135 = fmul contract float %131, 0x3E70000000000000
  %136 = fcmp contract oge float %135, %4
  %137 = fcmp contract oge float %134, %4
  %138 = fcmp contract oge float %133, %4
  %139 = fcmp contract oge float %132, %4
  %140 = or disjoint i64 %17, 3
  %141 = icmp ult i64 %140, %3
  br i1 %141, label %142, label %164

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
  %153 = fmul contract float %113, %145
  %154 = select contract i1 %136, float %153, float 0.000000e+00
  %155 = fmul contract float %113, %147
  %156 = select contract i1 %137, float %155, float 0.000000e+00
  %157 = fmul contract float %113, %149
  %158 = select contract i1 %138, float %157, float 0.000000e+00
  %159 = fmul contract float %113, %151
  %160 = select contract i1 %139, float %159, float 0.000000e+00
  store float %154, ptr %152, align 16, !tbaa !11
  %161 = getelementptr inbounds nuw i8, ptr %152, i64 4
  store float %156, ptr %161, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %152, i64 8
  store float %158, ptr %162, align 8, !tbaa !11
  %163 = getelementptr inbounds nuw i8, ptr %152, i64 12
  store float %160, ptr %163, align 4, !tbaa !11
  br label %245

164:                                              ; preds = %19
  %165 = insertelement <4 x i1> poison, i1 %136, i64 0
  %166 = insertelement <4 x i1> %165, i1 %137, i64 1
  %167 = insertelement <4 x i1> %166, i1 %138, i64 2
  %168 = insertelement <4 x i1> %167, i1 %139, i64 3
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #4
  %169 = zext <4 x i1> %168 to <4 x i8>
  store <4 x i8> %169, ptr %8, align 4, !tbaa !13
  %170 = and i64 %3, 3
  %171 = icmp eq i64 %170, 0
  br i1 %171, label %189, label %172

172:                                              ; preds = %164, %183
  %173 = phi i64 [ %186, %183 ], [ %17, %164 ]
  %174 = phi i64 [ %187, %183 ], [ 0, %164 ]
  %175 = sub nuw nsw i64 %173, %17
  %176 = getelementptr inbounds nuw i8, ptr %8, i64 %175
  %177 = load i8, ptr %176, align 1, !tbaa !13, !range !15, !noundef !16
  %178 = trunc nuw i8 %177 to i1
  br i1 %178, label %179, label %183

179:                                              ; preds = %172
  %180 = getelementptr inbounds nuw float, ptr %2, i64 %173
  %181 = load float, ptr %180, align 4, !tbaa !11
  %182 = fmul contract float %113, %181
  br label %183

183:                                              ; preds = %179, %172
  %184 = phi contract float [ %182, %179 ], [ 0.000000e+00, %172 ]
  %185 = getelementptr inbounds nuw float, ptr %0, i64 %173
  store float %184, ptr %185, align 4, !tbaa !11
  %186 = add nuw nsw i64 %173, 1
  %187 = add i64 %174, 1
  %188 = icmp eq i64 %187, %170
  br i1 %188, label %189, label %172, !llvm.loop !17

189:                                              ; preds = %183, %164
  %190 = phi i64 [ %17, %164 ], [ %186, %183 ]
  %191 = sub i64 %17, %3
  %192 = icmp ugt i64 %191, -4
  br i1 %192, label %193, label %194

193:                                              ; preds = %240, %189
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #4
  br label %245

194:                                              ; preds = %189, %240
  %195 = phi i64 [ %243, %240 ], [ %190, %189 ]
  %196 = sub nuw nsw i64 %195, %17
  %197 = getelementptr inbounds nuw i8, ptr %8, i64 %196
  %198 = load i8, ptr %197, align 1, !tbaa !13, !range !15, !noundef !16
  %199 = trunc nuw i8 %198 to i1
  br i1 %199, label %200, label %204

200:                                              ; preds = %194
  %201 = getelementptr inbounds nuw float, ptr %2, i64 %195
  %202 = load float, ptr %201, align 4, !tbaa !11
  %203 = fmul contract float %113, %202
  br label %204

204:                                              ; preds = %194, %200
  %205 = phi contract float [ %203, %200 ], [ 0.000000e+00, %194 ]
  %206 = getelementptr inbounds nuw float, ptr %0, i64 %195
  store float %205, ptr %206, align 4, !tbaa !11
  %207 = add nuw nsw i64 %195, 1
  %208 = sub nuw nsw i64 %207, %17
  %209 = getelementptr inbounds nuw i8, ptr %8, i64 %208
  %210 = load i8, ptr %209, align 1, !tbaa !13, !range !15, !noundef !16
  %211 = trunc nuw i8 %210 to i1
  br i1 %211, label %212, label %216

212:                                              ; preds = %204
  %213 = getelementptr inbounds nuw float, ptr %2, i64 %207
  %214 = load float, ptr %213, align 4, !tbaa !11
  %215 = fmul contract float %113, %214
  br label %216

216:                                              ; preds = %212, %204
  %217 = phi contract float [ %215, %212 ], [ 0.000000e+00, %204 ]
  %218 = getelementptr inbounds nuw float, ptr %0, i64 %207
  store float %217, ptr %218, align 4, !tbaa !11
  %219 = add nuw nsw i64 %195, 2
  %220 = sub nuw nsw i64 %219, %17
  %221 = getelementptr inbounds nuw i8, ptr %8, i64 %220
  %222 = load i8, ptr %221, align 1, !tbaa !13, !range !15, !noundef !16
  %223 = trunc nuw i8 %222 to i1
  br i1 %223, label %224, label %228

224:                                              ; preds = %216
  %225 = getelementptr inbounds nuw float, ptr %2, i64 %219
  %226 = load float, ptr %225, align 4, !tbaa !11
  %227 = fmul contract float %113, %226
  br label %228

228:                                              ; preds = %224, %216
  %229 = phi contract float [ %227, %224 ], [ 0.000000e+00, %216 ]
  %230 = getelementptr inbounds nuw float, ptr %0, i64 %219
  store float %229, ptr %230, align 4, !tbaa !11
  %231 = add nuw nsw i64 %195, 3
  %232 = sub nuw nsw i64 %231, %17
  %233 = getelementptr inbounds nuw i8, ptr %8, i64 %232
  %234 = load i8, ptr %233, align 1, !tbaa !13, !range !15, !noundef !16
  %235 = trunc nuw i8 %234 to i1
  br i1 %235, label %236, label %240

236:                                              ; preds = %228
  %237 = getelementptr inbounds nuw float, ptr %2, i64 %231
  %238 = load float, ptr %237, align 4, !tbaa !11
  %239 = fmul contract float %113, %238
  br label %240

240:                                              ; preds = %236, %228
  %241 = phi contract float [ %239, %236 ], [ 0.000000e+00, %228 ]
  %242 = getelementptr inbounds nuw float, ptr %0, i64 %231
  store float %241, ptr %242, align 4, !tbaa !11
  %243 = add nuw nsw i64 %195, 4
  %244 = icmp ult i64 %243, %3
  br i1 %244, label %194, label %193, !llvm.loop !19

245:                                              ; preds = %193, %142
  %246 = zext i1 %136 to i8
  %247 = select i1 %137, i8 2, i8 0
  %248 = or disjoint i8 %247, %246
  %249 = select i1 %138, i8 4, i8 0
  %250 = or disjoint i8 %248, %249
  %251 = select i1 %139, i8 8, i8 0
  %252 = or disjoint i8 %250, %251
  %253 = getelementptr inbounds nuw i8, ptr %1, i64 %16
  store i8 %252, ptr %253, align 1, !tbaa !21
  br label %254

254:                                              ; preds = %7, %245
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

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
