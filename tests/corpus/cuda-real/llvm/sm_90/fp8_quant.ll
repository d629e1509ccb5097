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
  br i1 %16, label %43, label %57

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
  %39 = tail call noundef i16 asm "{cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;}\0A", "=h,f,f"(float %35, float %36) #5, !srcloc !13
  %40 = tail call noundef i16 asm "{cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;}\0A", "=h,f,f"(float %37, float %38) #5, !srcloc !13
  %41 = tail call noundef i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %39, i16 %40) #5, !srcloc !14
  %42 = getelementptr inbounds %struct.__nv_fp8_e4m3, ptr %0, i64 %18
  store i32 %41, ptr %42, align 4, !tbaa !6
  br label %57

43:                                               ; preds = %15, %43
  %44 = phi i32 [ %55, %43 ], [ %11, %15 ]
  %45 = phi float [ %50, %43 ], [ 0.000000e+00, %15 ]
  %46 = sext i32 %44 to i64
  %47 = getelementptr inbounds float, ptr %2, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = tail call noundef float @llvm.nvvm.fabs.f32(float %48)
  %50 = tail call noundef float @llvm.maxnum.f32(float %45, float %49)
  %51 = fmul contract float %12, %48
  %52 = tail call i16 asm "{cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;}\0A", "=h,f,f"(float %51, float 0.000000e+00) #5, !srcloc !15
  %53 = trunc i16 %52 to i8
  %54 = getelementptr inbounds %struct.__nv_fp8_e4m3, ptr %0, i64 %46
  store i8 %53, ptr %54, align 1, !tbaa !16
  %55 = add i32 %44, 1
  %56 = icmp eq i32 %55, %4
  br i1 %56, label %57, label %43, !llvm.loop !17

57:                                               ; preds = %43, %15, %17
  %58 = phi float [ %34, %17 ], [ 0.000000e+00, %15 ], [ %50, %43 ]
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 16, i32 31)
  %60 = tail call noundef float @llvm.maxnum.f32(float %58, float %59)
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 8, i32 31)
  %62 = tail call noundef float @llvm.maxnum.f32(float %60, float %61)
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %62, i32 4, i32 31)
  %64 = tail call noundef float @llvm.maxnum.f32(float %62, float %63)
  %65 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %64, i32 2, i32 31)
  %66 = tail call noundef float @llvm.maxnum.f32(float %64, float %65)
  %67 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %66, i32 1, i32 31)
  %68 = and i32 %9, 31
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %74

70:                                               ; preds = %57
  %71 = tail call noundef float @llvm.maxnum.f32(float %66, float %67)
  %72 = bitcast float %71 to i32
  %73 = atomicrmw umax ptr %1, i32 %72 seq_cst, align 4
  br label %74

74:                                               ; preds = %70, %57
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
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.__half2, ptr %2, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = tail call noundef i16 asm "{cvt.rn.satfinite.e5m2x2.f16x2 $0, $1;}\0A", "=h,r"(i32 %14) #5, !srcloc !19
  %16 = getelementptr inbounds %struct.__nv_fp8x2_e5m2, ptr %1, i64 %12
  store i16 %15, ptr %16, align 2, !tbaa !20
  %17 = tail call i32 asm "{cvt.rn.f16x2.e5m2x2 $0, $1;}\0A", "=r,h"(i16 %15) #5, !srcloc !22
  %18 = getelementptr inbounds %struct.__half2, ptr %0, i64 %12
  store i32 %17, ptr %18, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %4, %11
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
  br i1 %10, label %11, label %22

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i8, ptr %1, i64 %12
  %14 = load i8, ptr %13, align 1, !tbaa !16
  %15 = zext i8 %14 to i16
  %16 = tail call i32 asm "{cvt.rn.f16x2.e4m3x2 $0, $1;}\0A", "=r,h"(i16 %15) #5, !srcloc !23
  %17 = trunc i32 %16 to i16
  %18 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %17) #5, !srcloc !24
  %19 = fmul contract float %2, %18
  %20 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %19) #5, !srcloc !25
  %21 = getelementptr inbounds %struct.__nv_bfloat16, ptr %0, i64 %12
  store i16 %20, ptr %21, align 2, !tbaa !20
  br label %22

22:                                               ; preds = %4, %11
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

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{i64 13973039}
!14 = !{i64 14009581}
!15 = !{i64 13971649}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i64 13976667}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = !{i64 13981092}
!23 = !{i64 13981184}
!24 = !{i64 2156248441}
!25 = !{i64 2158471321}
