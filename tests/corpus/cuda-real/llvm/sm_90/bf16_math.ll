; ModuleID = 'bf16_math.cu'
source_filename = "bf16_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }
%struct.__nv_bfloat16 = type { i16 }
%struct.float2.0 = type { float, float }

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z21residual_scale_bf16x2P14__nv_bfloat162PKS_S2_S_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.__nv_bfloat162) align 4 captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = load i32, ptr %3, align 4, !tbaa !6
  %17 = getelementptr inbounds %struct.__nv_bfloat162, ptr %2, i64 %13
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call i32 asm "{fma.rn.bf16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %15, i32 %16, i32 %18) #6, !srcloc !11
  %20 = getelementptr inbounds %struct.__nv_bfloat162, ptr %0, i64 %13
  store i32 %19, ptr %20, align 4, !tbaa !6
  br label %21

21:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10bf16_mixedP6float2P14__nv_bfloat162PKS_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %35

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %12
  %14 = load float, ptr %13, align 8, !tbaa !12
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !12
  %17 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %14, float %16) #6, !srcloc !14
  %18 = tail call i16 asm "{  cvt.rz.bf16.f32 $0, $1;}\0A", "=h,f"(float %14) #6, !srcloc !15
  %19 = tail call i16 asm "{  cvt.rz.bf16.f32 $0, $1;}\0A", "=h,f"(float %16) #6, !srcloc !15
  %20 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %18, i16 %19) #6, !srcloc !16
  %21 = shl nsw i32 %9, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %22
  store i32 %17, ptr %23, align 4, !tbaa !6
  %24 = tail call i32 asm "{ sub.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %17, i32 %20) #6, !srcloc !17
  %25 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %20, i32 %24) #6, !srcloc !18
  %26 = getelementptr i8, ptr %23, i64 4
  store i32 %25, ptr %26, align 4, !tbaa !6
  %27 = tail call i32 asm "{ max.bf16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %17, i32 %20) #6, !srcloc !19
  %28 = trunc i32 %27 to i16
  %29 = lshr i32 %27, 16
  %30 = trunc nuw i32 %29 to i16
  %31 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %28) #6, !srcloc !20
  %32 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %30) #6, !srcloc !20
  %33 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %12
  store float %31, ptr %33, align 8, !tbaa !12
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 4
  store float %32, ptr %34, align 4, !tbaa !12
  br label %35

35:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15bf16_grad_accumP13__nv_bfloat16PKS_PKiii(ptr noalias noundef %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = mul nsw i32 %4, %3
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %5
  %14 = sdiv i32 %10, %4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %2, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %32, label %19

19:                                               ; preds = %13
  %20 = zext nneg i32 %17 to i64
  %21 = sext i32 %4 to i64
  %22 = mul nsw i64 %20, %21
  %23 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %0, i64 %22
  %24 = mul i32 %14, %4
  %25 = sub i32 %10, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.__nv_bfloat16, ptr %23, i64 %26
  %28 = sext i32 %10 to i64
  %29 = getelementptr inbounds %struct.__nv_bfloat16, ptr %1, i64 %28
  %30 = load i16, ptr %29, align 2, !tbaa !21
  %31 = tail call i16 asm sideeffect "{ atom.add.noftz.bf16 $0,[$1],$2; }\0A", "=h,l,h,~{memory}"(ptr %27, i16 %30) #7, !srcloc !23
  br label %32

32:                                               ; preds = %19, %13, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z15bf16_row_absmaxPfPK13__nv_bfloat16ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = lshr i32 %6, 5
  %8 = mul i32 %7, %5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = lshr i32 %9, 5
  %11 = add i32 %8, %10
  %12 = and i32 %9, 31
  %13 = icmp slt i32 %11, %2
  br i1 %13, label %14, label %53

14:                                               ; preds = %4
  %15 = sext i32 %11 to i64
  %16 = sext i32 %3 to i64
  %17 = mul nsw i64 %16, %15
  %18 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %1, i64 %17
  %19 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0.000000e+00) #6, !srcloc !24
  %20 = sdiv i32 %3, 2
  %21 = icmp slt i32 %12, %20
  br i1 %21, label %40, label %22

22:                                               ; preds = %40, %14
  %23 = phi i32 [ %19, %14 ], [ %47, %40 ]
  %24 = trunc i32 %23 to i16
  %25 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %24) #6, !srcloc !20
  %26 = lshr i32 %23, 16
  %27 = trunc nuw i32 %26 to i16
  %28 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %27) #6, !srcloc !20
  %29 = tail call noundef float @llvm.maxnum.f32(float %25, float %28)
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 16, i32 31)
  %31 = tail call noundef float @llvm.maxnum.f32(float %29, float %30)
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 8, i32 31)
  %33 = tail call noundef float @llvm.maxnum.f32(float %31, float %32)
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 4, i32 31)
  %35 = tail call noundef float @llvm.maxnum.f32(float %33, float %34)
  %36 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 2, i32 31)
  %37 = tail call noundef float @llvm.maxnum.f32(float %35, float %36)
  %38 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %37, i32 1, i32 31)
  %39 = icmp eq i32 %12, 0
  br i1 %39, label %50, label %53

40:                                               ; preds = %14, %40
  %41 = phi i32 [ %48, %40 ], [ %12, %14 ]
  %42 = phi i32 [ %47, %40 ], [ %19, %14 ]
  %43 = zext nneg i32 %41 to i64
  %44 = getelementptr inbounds nuw %struct.__nv_bfloat162, ptr %18, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = tail call i32 asm "{abs.bf16x2 $0,$1;\0A}", "=r,r"(i32 %45) #6, !srcloc !25
  %47 = tail call i32 asm "{ max.bf16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %42, i32 %46) #6, !srcloc !19
  %48 = add nuw nsw i32 %41, 32
  %49 = icmp slt i32 %48, %20
  br i1 %49, label %40, label %22, !llvm.loop !26

50:                                               ; preds = %22
  %51 = tail call noundef float @llvm.maxnum.f32(float %37, float %38)
  %52 = getelementptr inbounds float, ptr %0, i64 %15
  store float %51, ptr %52, align 4, !tbaa !12
  br label %53

53:                                               ; preds = %22, %50, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind memory(none) }
attributes #7 = { convergent nounwind }

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
!11 = !{i64 10845934, i64 10845964}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{i64 2158528066}
!15 = !{i64 2158488605}
!16 = !{i64 2159227864}
!17 = !{i64 2160500409}
!18 = !{i64 2160514497}
!19 = !{i64 2161341176, i64 2161341201}
!20 = !{i64 2158532945}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !8, i64 0}
!23 = !{i64 2161422303}
!24 = !{i64 2158519825, i64 2158519854, i64 2158519893}
!25 = !{i64 2161249597, i64 2161249618}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
