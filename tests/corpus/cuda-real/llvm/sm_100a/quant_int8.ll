; ModuleID = 'quant_int8.cu'
source_filename = "quant_int8.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.char4 = type { i8, i8, i8, i8 }
%struct.int4 = type { i32, i32, i32, i32 }
%struct.__half = type { i16 }

@_ZZ18quantize_rows_int8P5char4PfPKfiiE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18quantize_rows_int8P5char4PfPKfii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %116

8:                                                ; preds = %5
  %9 = zext nneg i32 %6 to i64
  %10 = sext i32 %4 to i64
  %11 = mul nsw i64 %10, %9
  %12 = getelementptr inbounds nuw float, ptr %2, i64 %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %17

15:                                               ; preds = %8
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %30

17:                                               ; preds = %30, %8
  %18 = phi float [ 0.000000e+00, %8 ], [ %37, %30 ]
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %18, i32 16, i32 31)
  %20 = tail call noundef float @llvm.maxnum.f32(float %18, float %19)
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 8, i32 31)
  %22 = tail call noundef float @llvm.maxnum.f32(float %20, float %21)
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 4, i32 31)
  %24 = tail call noundef float @llvm.maxnum.f32(float %22, float %23)
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 2, i32 31)
  %26 = tail call noundef float @llvm.maxnum.f32(float %24, float %25)
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 1, i32 31)
  %28 = and i32 %13, 31
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %40, label %45

30:                                               ; preds = %15, %30
  %31 = phi float [ 0.000000e+00, %15 ], [ %37, %30 ]
  %32 = phi i32 [ %13, %15 ], [ %38, %30 ]
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %12, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = tail call noundef float @llvm.nvvm.fabs.f32(float %35)
  %37 = tail call noundef float @llvm.maxnum.f32(float %31, float %36)
  %38 = add i32 %32, %16
  %39 = icmp slt i32 %38, %4
  br i1 %39, label %30, label %17, !llvm.loop !13

40:                                               ; preds = %17
  %41 = tail call noundef float @llvm.maxnum.f32(float %26, float %27)
  %42 = lshr exact i32 %13, 5
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8P5char4PfPKfiiE3red to ptr), i64 %43
  store float %41, ptr %44, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %40, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %46 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %47 = lshr i32 %46, 5
  %48 = icmp samesign ult i32 %13, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %45
  %50 = zext nneg i32 %13 to i64
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8P5char4PfPKfiiE3red to ptr), i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !11
  br label %53

53:                                               ; preds = %45, %49
  %54 = phi contract float [ %52, %49 ], [ 0.000000e+00, %45 ]
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 16, i32 31)
  %56 = tail call noundef float @llvm.maxnum.f32(float %54, float %55)
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 8, i32 31)
  %58 = tail call noundef float @llvm.maxnum.f32(float %56, float %57)
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 4, i32 31)
  %60 = tail call noundef float @llvm.maxnum.f32(float %58, float %59)
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 2, i32 31)
  %62 = tail call noundef float @llvm.maxnum.f32(float %60, float %61)
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %62, i32 1, i32 31)
  %64 = tail call noundef float @llvm.maxnum.f32(float %62, float %63)
  %65 = fcmp contract ogt float %64, 0.000000e+00
  %66 = fdiv contract float 1.270000e+02, %64
  %67 = select contract i1 %65, float %66, float 0.000000e+00
  %68 = icmp eq i32 %13, 0
  br i1 %68, label %69, label %72

69:                                               ; preds = %53
  %70 = getelementptr inbounds nuw float, ptr %1, i64 %9
  %71 = fdiv contract float %64, 1.270000e+02
  store float %71, ptr %70, align 4, !tbaa !11
  br label %72

72:                                               ; preds = %69, %53
  %73 = sdiv i32 %4, 4
  %74 = icmp slt i32 %13, %73
  br i1 %74, label %75, label %116

75:                                               ; preds = %72
  %76 = zext nneg i32 %73 to i64
  %77 = mul nuw nsw i64 %76, %9
  %78 = getelementptr %struct.char4, ptr %0, i64 %77
  br label %79

79:                                               ; preds = %75, %79
  %80 = phi i32 [ %13, %75 ], [ %114, %79 ]
  %81 = shl nsw i32 %80, 2
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr %12, i64 %82
  %84 = load float, ptr %83, align 16, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %88 = load float, ptr %87, align 8, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %83, i64 12
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = fmul contract float %67, %84
  %92 = tail call noundef float @llvm.maxnum.f32(float %91, float -1.270000e+02)
  %93 = tail call noundef float @llvm.minnum.f32(float %92, float 1.270000e+02)
  %94 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %93)
  %95 = fmul contract float %67, %86
  %96 = tail call noundef float @llvm.maxnum.f32(float %95, float -1.270000e+02)
  %97 = tail call noundef float @llvm.minnum.f32(float %96, float 1.270000e+02)
  %98 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %97)
  %99 = fmul contract float %67, %88
  %100 = tail call noundef float @llvm.maxnum.f32(float %99, float -1.270000e+02)
  %101 = tail call noundef float @llvm.minnum.f32(float %100, float 1.270000e+02)
  %102 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %101)
  %103 = fmul contract float %67, %90
  %104 = tail call noundef float @llvm.maxnum.f32(float %103, float -1.270000e+02)
  %105 = tail call noundef float @llvm.minnum.f32(float %104, float 1.270000e+02)
  %106 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %105)
  %107 = zext nneg i32 %80 to i64
  %108 = getelementptr %struct.char4, ptr %78, i64 %107
  %109 = insertelement <4 x i32> poison, i32 %94, i64 0
  %110 = insertelement <4 x i32> %109, i32 %98, i64 1
  %111 = insertelement <4 x i32> %110, i32 %102, i64 2
  %112 = insertelement <4 x i32> %111, i32 %106, i64 3
  %113 = trunc <4 x i32> %112 to <4 x i8>
  store <4 x i8> %113, ptr %108, align 4, !tbaa !15
  %114 = add nuw nsw i32 %80, %46
  %115 = icmp slt i32 %114, %73
  br i1 %115, label %79, label %116, !llvm.loop !16

116:                                              ; preds = %79, %72, %5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14gemv_int8_dp4aPfPKaPKfS1_fii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = lshr i32 %9, 5
  %11 = mul i32 %10, %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = lshr i32 %12, 5
  %14 = add i32 %11, %13
  %15 = and i32 %12, 31
  %16 = icmp slt i32 %14, %5
  br i1 %16, label %17, label %71

17:                                               ; preds = %7
  %18 = sext i32 %14 to i64
  %19 = sext i32 %6 to i64
  %20 = mul nsw i64 %19, %18
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 %20
  %22 = sdiv i32 %6, 16
  %23 = icmp slt i32 %15, %22
  br i1 %23, label %36, label %24

24:                                               ; preds = %36, %17
  %25 = phi i32 [ 0, %17 ], [ %60, %36 ]
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %25, i32 16, i32 31)
  %27 = add nsw i32 %26, %25
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 8, i32 31)
  %29 = add nsw i32 %28, %27
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %29, i32 4, i32 31)
  %31 = add nsw i32 %30, %29
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 2, i32 31)
  %33 = add nsw i32 %32, %31
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 1, i32 31)
  %35 = icmp eq i32 %15, 0
  br i1 %35, label %63, label %71

36:                                               ; preds = %17, %36
  %37 = phi i32 [ %60, %36 ], [ 0, %17 ]
  %38 = phi i32 [ %61, %36 ], [ %15, %17 ]
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw %struct.int4, ptr %21, i64 %39
  %41 = load i32, ptr %40, align 16, !tbaa !6
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %45 = load i32, ptr %44, align 8, !tbaa !6
  %46 = getelementptr inbounds nuw i8, ptr %40, i64 12
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = getelementptr inbounds nuw %struct.int4, ptr %3, i64 %39
  %49 = addrspacecast ptr %48 to ptr addrspace(1)
  %50 = load i32, ptr addrspace(1) %49, align 16
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %49, i64 4
  %52 = load i32, ptr addrspace(1) %51, align 4
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %49, i64 8
  %54 = load i32, ptr addrspace(1) %53, align 8
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %49, i64 12
  %56 = load i32, ptr addrspace(1) %55, align 4
  %57 = tail call noundef i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %41, i32 %50, i32 %37) #7, !srcloc !17
  %58 = tail call noundef i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %43, i32 %52, i32 %57) #7, !srcloc !17
  %59 = tail call noundef i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %45, i32 %54, i32 %58) #7, !srcloc !17
  %60 = tail call noundef i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %47, i32 %56, i32 %59) #7, !srcloc !17
  %61 = add nuw nsw i32 %38, 32
  %62 = icmp slt i32 %61, %22
  br i1 %62, label %36, label %24, !llvm.loop !18

63:                                               ; preds = %24
  %64 = add nsw i32 %34, %33
  %65 = getelementptr inbounds float, ptr %0, i64 %18
  %66 = getelementptr inbounds float, ptr %2, i64 %18
  %67 = sitofp i32 %64 to float
  %68 = load float, ptr %66, align 4, !tbaa !11
  %69 = fmul contract float %68, %67
  %70 = fmul contract float %4, %69
  store float %70, ptr %65, align 4, !tbaa !11
  br label %71

71:                                               ; preds = %24, %63, %7
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13dequantize_u4P6__halfPKjPKS_S4_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %71

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = shl nsw i32 %11, 3
  %18 = sdiv i32 %17, %5
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds %struct.__half, ptr %2, i64 %19
  %21 = load i16, ptr %20, align 2, !tbaa !19
  %22 = getelementptr inbounds %struct.__half, ptr %3, i64 %19
  %23 = load i16, ptr %22, align 2, !tbaa !19
  %24 = and i32 %16, 15
  %25 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 range(i32 0, 16) %24) #8, !srcloc !21
  %26 = lshr i32 %16, 4
  %27 = and i32 %26, 15
  %28 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 range(i32 0, 16) %27) #8, !srcloc !21
  %29 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %25, i16 %28) #8, !srcloc !22
  %30 = tail call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %23) #8, !srcloc !23
  %31 = tail call i32 asm "{sub.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %29, i32 %30) #8, !srcloc !24
  %32 = tail call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %21) #8, !srcloc !23
  %33 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %31, i32 %32) #8, !srcloc !25
  %34 = lshr i32 %16, 8
  %35 = and i32 %34, 15
  %36 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 range(i32 0, 16) %35) #8, !srcloc !21
  %37 = lshr i32 %16, 12
  %38 = and i32 %37, 15
  %39 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 range(i32 0, 16) %38) #8, !srcloc !21
  %40 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %36, i16 %39) #8, !srcloc !22
  %41 = tail call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %23) #8, !srcloc !23
  %42 = tail call i32 asm "{sub.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %40, i32 %41) #8, !srcloc !24
  %43 = tail call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %21) #8, !srcloc !23
  %44 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %42, i32 %43) #8, !srcloc !25
  %45 = lshr i32 %16, 16
  %46 = and i32 %45, 15
  %47 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 range(i32 0, 16) %46) #8, !srcloc !21
  %48 = lshr i32 %16, 20
  %49 = and i32 %48, 15
  %50 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 range(i32 0, 16) %49) #8, !srcloc !21
  %51 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %47, i16 %50) #8, !srcloc !22
  %52 = tail call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %23) #8, !srcloc !23
  %53 = tail call i32 asm "{sub.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %51, i32 %52) #8, !srcloc !24
  %54 = tail call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %21) #8, !srcloc !23
  %55 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %53, i32 %54) #8, !srcloc !25
  %56 = lshr i32 %16, 24
  %57 = and i32 %56, 15
  %58 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 range(i32 0, 16) %57) #8, !srcloc !21
  %59 = lshr i32 %16, 28
  %60 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 range(i32 0, 16) %59) #8, !srcloc !21
  %61 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %58, i16 %60) #8, !srcloc !22
  %62 = tail call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %23) #8, !srcloc !23
  %63 = tail call i32 asm "{sub.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %61, i32 %62) #8, !srcloc !24
  %64 = tail call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %21) #8, !srcloc !23
  %65 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %63, i32 %64) #8, !srcloc !25
  %66 = shl nsw i64 %14, 4
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 %66
  store i32 %33, ptr %67, align 16, !tbaa !6
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 4
  store i32 %44, ptr %68, align 4, !tbaa !6
  %69 = getelementptr inbounds nuw i8, ptr %67, i64 8
  store i32 %55, ptr %69, align 8, !tbaa !6
  %70 = getelementptr inbounds nuw i8, ptr %67, i64 12
  store i32 %65, ptr %70, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %6, %13
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }
attributes #8 = { convergent nounwind memory(none) }

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
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !14}
!17 = !{i64 5317976}
!18 = distinct !{!18, !14}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !8, i64 0}
!21 = !{i64 2156396401}
!22 = !{i64 2156656726}
!23 = !{i64 2156666239}
!24 = !{i64 2157448598, i64 2157448627}
!25 = !{i64 2157463498, i64 2157463527}
