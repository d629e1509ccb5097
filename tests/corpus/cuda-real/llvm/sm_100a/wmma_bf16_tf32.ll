; ModuleID = 'wmma_bf16_tf32.cu'
source_filename = "wmma_bf16_tf32.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }
%struct.__nv_bfloat16 = type { i16 }

@_ZZ18wmma_half_acc_reluPK6__halfS1_PS_iiiE5stage = internal addrspace(3) global [4 x [256 x %struct.__half]] undef, align 32

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14wmma_bf16_gemmPK13__nv_bfloat16S1_Pfiii(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = lshr i32 %11, 1
  %18 = and i32 %17, 2147483632
  %19 = shl nuw nsw i32 %16, 4
  %20 = icmp slt i32 %18, %3
  %21 = icmp slt i32 %19, %4
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %83

23:                                               ; preds = %6
  %24 = icmp sgt i32 %5, 0
  %25 = zext nneg i32 %18 to i64
  br i1 %24, label %28, label %26

26:                                               ; preds = %23
  %27 = zext nneg i32 %19 to i64
  br label %35

28:                                               ; preds = %23
  %29 = zext nneg i32 %5 to i64
  %30 = mul nuw nsw i64 %29, %25
  %31 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %0, i64 %30
  %32 = zext nneg i32 %19 to i64
  %33 = mul nuw nsw i64 %29, %32
  %34 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %1, i64 %33
  br label %49

35:                                               ; preds = %49, %26
  %36 = phi i64 [ %27, %26 ], [ %32, %49 ]
  %37 = phi float [ 0.000000e+00, %26 ], [ %79, %49 ]
  %38 = phi float [ 0.000000e+00, %26 ], [ %78, %49 ]
  %39 = phi float [ 0.000000e+00, %26 ], [ %77, %49 ]
  %40 = phi float [ 0.000000e+00, %26 ], [ %76, %49 ]
  %41 = phi float [ 0.000000e+00, %26 ], [ %75, %49 ]
  %42 = phi float [ 0.000000e+00, %26 ], [ %74, %49 ]
  %43 = phi float [ 0.000000e+00, %26 ], [ %73, %49 ]
  %44 = phi float [ 0.000000e+00, %26 ], [ %80, %49 ]
  %45 = zext nneg i32 %4 to i64
  %46 = mul nuw nsw i64 %25, %45
  %47 = getelementptr inbounds nuw float, ptr %2, i64 %46
  %48 = getelementptr inbounds nuw float, ptr %47, i64 %36
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %48, float %43, float %42, float %41, float %40, float %39, float %38, float %37, float %44, i32 %4)
  br label %83

49:                                               ; preds = %28, %49
  %50 = phi i32 [ 0, %28 ], [ %81, %49 ]
  %51 = phi float [ 0.000000e+00, %28 ], [ %80, %49 ]
  %52 = phi float [ 0.000000e+00, %28 ], [ %73, %49 ]
  %53 = phi float [ 0.000000e+00, %28 ], [ %74, %49 ]
  %54 = phi float [ 0.000000e+00, %28 ], [ %75, %49 ]
  %55 = phi float [ 0.000000e+00, %28 ], [ %76, %49 ]
  %56 = phi float [ 0.000000e+00, %28 ], [ %77, %49 ]
  %57 = phi float [ 0.000000e+00, %28 ], [ %78, %49 ]
  %58 = phi float [ 0.000000e+00, %28 ], [ %79, %49 ]
  %59 = zext nneg i32 %50 to i64
  %60 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %31, i64 %59
  %61 = tail call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.bf16.p0(ptr readonly %60, i32 %5)
  %62 = extractvalue { i32, i32, i32, i32 } %61, 0
  %63 = extractvalue { i32, i32, i32, i32 } %61, 1
  %64 = extractvalue { i32, i32, i32, i32 } %61, 2
  %65 = extractvalue { i32, i32, i32, i32 } %61, 3
  %66 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %34, i64 %59
  %67 = tail call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.bf16.p0(ptr readonly %66, i32 %5)
  %68 = extractvalue { i32, i32, i32, i32 } %67, 0
  %69 = extractvalue { i32, i32, i32, i32 } %67, 1
  %70 = extractvalue { i32, i32, i32, i32 } %67, 2
  %71 = extractvalue { i32, i32, i32, i32 } %67, 3
  %72 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16(i32 %62, i32 %63, i32 %64, i32 %65, i32 %68, i32 %69, i32 %70, i32 %71, float %52, float %53, float %54, float %55, float %56, float %57, float %58, float %51)
  %73 = extractvalue { float, float, float, float, float, float, float, float } %72, 0
  %74 = extractvalue { float, float, float, float, float, float, float, float } %72, 1
  %75 = extractvalue { float, float, float, float, float, float, float, float } %72, 2
  %76 = extractvalue { float, float, float, float, float, float, float, float } %72, 3
  %77 = extractvalue { float, float, float, float, float, float, float, float } %72, 4
  %78 = extractvalue { float, float, float, float, float, float, float, float } %72, 5
  %79 = extractvalue { float, float, float, float, float, float, float, float } %72, 6
  %80 = extractvalue { float, float, float, float, float, float, float, float } %72, 7
  %81 = add nuw nsw i32 %50, 16
  %82 = icmp slt i32 %81, %5
  br i1 %82, label %49, label %35, !llvm.loop !11

83:                                               ; preds = %6, %35
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14wmma_tf32_gemmPKfS0_Pfiii(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = lshr i32 %11, 1
  %18 = and i32 %17, 2147483632
  %19 = shl nuw nsw i32 %16, 4
  %20 = icmp slt i32 %18, %3
  %21 = icmp slt i32 %19, %4
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %109

23:                                               ; preds = %6
  %24 = icmp sgt i32 %5, 0
  %25 = zext nneg i32 %18 to i64
  br i1 %24, label %29, label %26

26:                                               ; preds = %23
  %27 = zext nneg i32 %4 to i64
  %28 = zext nneg i32 %19 to i64
  br label %36

29:                                               ; preds = %23
  %30 = zext nneg i32 %5 to i64
  %31 = mul nuw nsw i64 %30, %25
  %32 = getelementptr inbounds nuw float, ptr %0, i64 %31
  %33 = zext nneg i32 %4 to i64
  %34 = zext nneg i32 %19 to i64
  %35 = getelementptr float, ptr %1, i64 %34
  br label %50

36:                                               ; preds = %50, %26
  %37 = phi i64 [ %28, %26 ], [ %34, %50 ]
  %38 = phi i64 [ %27, %26 ], [ %33, %50 ]
  %39 = phi float [ 0.000000e+00, %26 ], [ %105, %50 ]
  %40 = phi float [ 0.000000e+00, %26 ], [ %104, %50 ]
  %41 = phi float [ 0.000000e+00, %26 ], [ %103, %50 ]
  %42 = phi float [ 0.000000e+00, %26 ], [ %102, %50 ]
  %43 = phi float [ 0.000000e+00, %26 ], [ %101, %50 ]
  %44 = phi float [ 0.000000e+00, %26 ], [ %100, %50 ]
  %45 = phi float [ 0.000000e+00, %26 ], [ %99, %50 ]
  %46 = phi float [ 0.000000e+00, %26 ], [ %106, %50 ]
  %47 = mul nuw nsw i64 %38, %25
  %48 = getelementptr inbounds nuw float, ptr %2, i64 %47
  %49 = getelementptr inbounds nuw float, ptr %48, i64 %37
  tail call void @llvm.nvvm.wmma.m16n16k8.store.d.col.stride.f32.p0(ptr %49, float %45, float %44, float %43, float %42, float %41, float %40, float %39, float %46, i32 %4)
  br label %109

50:                                               ; preds = %29, %50
  %51 = phi i32 [ 0, %29 ], [ %107, %50 ]
  %52 = phi float [ 0.000000e+00, %29 ], [ %106, %50 ]
  %53 = phi float [ 0.000000e+00, %29 ], [ %99, %50 ]
  %54 = phi float [ 0.000000e+00, %29 ], [ %100, %50 ]
  %55 = phi float [ 0.000000e+00, %29 ], [ %101, %50 ]
  %56 = phi float [ 0.000000e+00, %29 ], [ %102, %50 ]
  %57 = phi float [ 0.000000e+00, %29 ], [ %103, %50 ]
  %58 = phi float [ 0.000000e+00, %29 ], [ %104, %50 ]
  %59 = phi float [ 0.000000e+00, %29 ], [ %105, %50 ]
  %60 = zext nneg i32 %51 to i64
  %61 = getelementptr inbounds nuw float, ptr %32, i64 %60
  %62 = tail call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.a.row.stride.tf32.p0(ptr readonly %61, i32 %5)
  %63 = extractvalue { i32, i32, i32, i32 } %62, 0
  %64 = bitcast i32 %63 to float
  %65 = extractvalue { i32, i32, i32, i32 } %62, 1
  %66 = bitcast i32 %65 to float
  %67 = extractvalue { i32, i32, i32, i32 } %62, 2
  %68 = bitcast i32 %67 to float
  %69 = extractvalue { i32, i32, i32, i32 } %62, 3
  %70 = bitcast i32 %69 to float
  %71 = mul nuw nsw i64 %60, %33
  %72 = getelementptr float, ptr %35, i64 %71
  %73 = tail call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.b.row.stride.tf32.p0(ptr readonly %72, i32 %4)
  %74 = extractvalue { i32, i32, i32, i32 } %73, 0
  %75 = bitcast i32 %74 to float
  %76 = extractvalue { i32, i32, i32, i32 } %73, 1
  %77 = bitcast i32 %76 to float
  %78 = extractvalue { i32, i32, i32, i32 } %73, 2
  %79 = bitcast i32 %78 to float
  %80 = extractvalue { i32, i32, i32, i32 } %73, 3
  %81 = bitcast i32 %80 to float
  %82 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %64) #9, !srcloc !13
  %83 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %66) #9, !srcloc !13
  %84 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %68) #9, !srcloc !13
  %85 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %70) #9, !srcloc !13
  %86 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %75) #9, !srcloc !13
  %87 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %77) #9, !srcloc !13
  %88 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %79) #9, !srcloc !13
  %89 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %81) #9, !srcloc !13
  %90 = bitcast float %82 to i32
  %91 = bitcast float %83 to i32
  %92 = bitcast float %84 to i32
  %93 = bitcast float %85 to i32
  %94 = bitcast float %86 to i32
  %95 = bitcast float %87 to i32
  %96 = bitcast float %88 to i32
  %97 = bitcast float %89 to i32
  %98 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.row.row.tf32(i32 %90, i32 %91, i32 %92, i32 %93, i32 %94, i32 %95, i32 %96, i32 %97, float %53, float %54, float %55, float %56, float %57, float %58, float %59, float %52)
  %99 = extractvalue { float, float, float, float, float, float, float, float } %98, 0
  %100 = extractvalue { float, float, float, float, float, float, float, float } %98, 1
  %101 = extractvalue { float, float, float, float, float, float, float, float } %98, 2
  %102 = extractvalue { float, float, float, float, float, float, float, float } %98, 3
  %103 = extractvalue { float, float, float, float, float, float, float, float } %98, 4
  %104 = extractvalue { float, float, float, float, float, float, float, float } %98, 5
  %105 = extractvalue { float, float, float, float, float, float, float, float } %98, 6
  %106 = extractvalue { float, float, float, float, float, float, float, float } %98, 7
  %107 = add nuw nsw i32 %51, 8
  %108 = icmp slt i32 %107, %5
  br i1 %108, label %50, label %36, !llvm.loop !14

109:                                              ; preds = %6, %36
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18wmma_half_acc_reluPK6__halfS1_PS_iii(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = shl nuw nsw i32 %8, 4
  %12 = add i32 %11, %10
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = shl nuw nsw i32 %13, 4
  %15 = icmp slt i32 %12, %3
  %16 = icmp slt i32 %14, %4
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %138

18:                                               ; preds = %6
  %19 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !15
  %20 = insertelement <2 x i16> poison, i16 %19, i64 0
  %21 = bitcast <2 x i16> %20 to <2 x half>
  %22 = shufflevector <2 x half> %21, <2 x half> poison, <2 x i32> zeroinitializer
  %23 = icmp sgt i32 %5, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %18
  %25 = zext nneg i32 %4 to i64
  %26 = zext nneg i32 %14 to i64
  br label %34

27:                                               ; preds = %18
  %28 = sext i32 %3 to i64
  %29 = sext i32 %12 to i64
  %30 = getelementptr %struct.__half, ptr %0, i64 %29
  %31 = zext nneg i32 %4 to i64
  %32 = zext nneg i32 %14 to i64
  %33 = getelementptr %struct.__half, ptr %1, i64 %32
  br label %102

34:                                               ; preds = %102, %24
  %35 = phi i64 [ %26, %24 ], [ %32, %102 ]
  %36 = phi i64 [ %25, %24 ], [ %31, %102 ]
  %37 = phi <2 x half> [ %22, %24 ], [ %135, %102 ]
  %38 = phi <2 x half> [ %22, %24 ], [ %134, %102 ]
  %39 = phi <2 x half> [ %22, %24 ], [ %133, %102 ]
  %40 = phi <2 x half> [ %22, %24 ], [ %132, %102 ]
  %41 = bitcast <2 x half> %40 to <2 x i16>
  %42 = extractelement <2 x i16> %41, i64 0
  %43 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !15
  %44 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %42, i16 %43) #9, !srcloc !16
  %45 = insertelement <2 x i16> poison, i16 %44, i64 0
  %46 = bitcast <2 x half> %40 to <2 x i16>
  %47 = extractelement <2 x i16> %46, i64 1
  %48 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !15
  %49 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %47, i16 %48) #9, !srcloc !16
  %50 = insertelement <2 x i16> %45, i16 %49, i64 1
  %51 = bitcast <2 x i16> %50 to <2 x half>
  %52 = bitcast <2 x half> %39 to <2 x i16>
  %53 = extractelement <2 x i16> %52, i64 0
  %54 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !15
  %55 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %53, i16 %54) #9, !srcloc !16
  %56 = insertelement <2 x i16> poison, i16 %55, i64 0
  %57 = bitcast <2 x half> %39 to <2 x i16>
  %58 = extractelement <2 x i16> %57, i64 1
  %59 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !15
  %60 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %58, i16 %59) #9, !srcloc !16
  %61 = insertelement <2 x i16> %56, i16 %60, i64 1
  %62 = bitcast <2 x i16> %61 to <2 x half>
  %63 = bitcast <2 x half> %38 to <2 x i16>
  %64 = extractelement <2 x i16> %63, i64 0
  %65 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !15
  %66 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %64, i16 %65) #9, !srcloc !16
  %67 = insertelement <2 x i16> poison, i16 %66, i64 0
  %68 = bitcast <2 x half> %38 to <2 x i16>
  %69 = extractelement <2 x i16> %68, i64 1
  %70 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !15
  %71 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %69, i16 %70) #9, !srcloc !16
  %72 = insertelement <2 x i16> %67, i16 %71, i64 1
  %73 = bitcast <2 x i16> %72 to <2 x half>
  %74 = bitcast <2 x half> %37 to <2 x i16>
  %75 = extractelement <2 x i16> %74, i64 0
  %76 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !15
  %77 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %75, i16 %76) #9, !srcloc !16
  %78 = insertelement <2 x i16> poison, i16 %77, i64 0
  %79 = bitcast <2 x half> %37 to <2 x i16>
  %80 = extractelement <2 x i16> %79, i64 1
  %81 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !15
  %82 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %80, i16 %81) #9, !srcloc !16
  %83 = insertelement <2 x i16> %78, i16 %82, i64 1
  %84 = bitcast <2 x i16> %83 to <2 x half>
  %85 = zext nneg i32 %8 to i64
  %86 = getelementptr inbounds nuw [256 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ18wmma_half_acc_reluPK6__halfS1_PS_iiiE5stage to ptr), i64 %85
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr %86, <2 x half> %51, <2 x half> %62, <2 x half> %73, <2 x half> %84, i32 16)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %87 = getelementptr %struct.__half, ptr %2, i64 %35
  %88 = lshr i32 %7, 1
  %89 = and i32 %88, 15
  %90 = shl nuw nsw i32 %7, 3
  %91 = and i32 %90, 8
  %92 = shl nuw nsw i32 %89, 4
  %93 = or disjoint i32 %92, %91
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw %struct.__half, ptr %86, i64 %94
  %96 = or disjoint i32 %89, %12
  %97 = sext i32 %96 to i64
  %98 = mul nsw i64 %36, %97
  %99 = getelementptr %struct.__half, ptr %87, i64 %98
  %100 = zext nneg i32 %91 to i64
  %101 = getelementptr inbounds nuw %struct.__half, ptr %99, i64 %100
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %101, ptr noundef nonnull align 2 dereferenceable(16) %95, i64 16, i1 false), !tbaa.struct !17
  br label %138

102:                                              ; preds = %27, %102
  %103 = phi i32 [ 0, %27 ], [ %136, %102 ]
  %104 = phi <2 x half> [ %22, %27 ], [ %132, %102 ]
  %105 = phi <2 x half> [ %22, %27 ], [ %133, %102 ]
  %106 = phi <2 x half> [ %22, %27 ], [ %134, %102 ]
  %107 = phi <2 x half> [ %22, %27 ], [ %135, %102 ]
  %108 = zext nneg i32 %103 to i64
  %109 = mul nsw i64 %108, %28
  %110 = getelementptr %struct.__half, ptr %30, i64 %109
  %111 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.col.stride.f16.p0(ptr readonly %110, i32 %3)
  %112 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %111, 0
  %113 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %111, 1
  %114 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %111, 2
  %115 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %111, 3
  %116 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %111, 4
  %117 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %111, 5
  %118 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %111, 6
  %119 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %111, 7
  %120 = mul nuw nsw i64 %108, %31
  %121 = getelementptr %struct.__half, ptr %33, i64 %120
  %122 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr readonly %121, i32 %4)
  %123 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %122, 0
  %124 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %122, 1
  %125 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %122, 2
  %126 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %122, 3
  %127 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %122, 4
  %128 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %122, 5
  %129 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %122, 6
  %130 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %122, 7
  %131 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f16(<2 x half> %112, <2 x half> %113, <2 x half> %114, <2 x half> %115, <2 x half> %116, <2 x half> %117, <2 x half> %118, <2 x half> %119, <2 x half> %123, <2 x half> %124, <2 x half> %125, <2 x half> %126, <2 x half> %127, <2 x half> %128, <2 x half> %129, <2 x half> %130, <2 x half> %104, <2 x half> %105, <2 x half> %106, <2 x half> %107)
  %132 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %131, 0
  %133 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %131, 1
  %134 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %131, 2
  %135 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %131, 3
  %136 = add nuw nsw i32 %103, 16
  %137 = icmp slt i32 %136, %5
  br i1 %137, label %102, label %34, !llvm.loop !18

138:                                              ; preds = %6, %34
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.bf16.p0(ptr readonly captures(none), i32) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.bf16.p0(ptr readonly captures(none), i32) #5

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #6

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.a.row.stride.tf32.p0(ptr readonly captures(none), i32) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.b.row.stride.tf32.p0(ptr readonly captures(none), i32) #5

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.row.row.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #6

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k8.store.d.col.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.col.stride.f16.p0(ptr readonly captures(none), i32) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr readonly captures(none), i32) #5

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #6

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr writeonly captures(none), <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32) #7

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #8

attributes #0 = { mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind memory(none) }
attributes #7 = { nocallback nounwind memory(argmem: write) }
attributes #8 = { convergent nocallback nounwind }
attributes #9 = { convergent nounwind memory(none) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{i64 13948358, i64 13948362, i64 13948392, i64 13948434, i64 13948456}
!14 = distinct !{!14, !12}
!15 = !{i64 2156185828}
!16 = !{i64 2156723999, i64 2156724026}
!17 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6}
!18 = distinct !{!18, !12}
