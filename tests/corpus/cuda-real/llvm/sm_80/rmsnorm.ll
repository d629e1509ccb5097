; ModuleID = 'rmsnorm.cu'
source_filename = "rmsnorm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }
%struct.__half2 = type { %struct.__half, %struct.__half }

$_Z11rmsnorm_fwdILi1EEvP6__halfPfPKS0_S4_iif = comdat any

$_Z11rmsnorm_fwdILi4EEvP6__halfPfPKS0_S4_iif = comdat any

$_ZZ11rmsnorm_fwdILi1EEvP6__halfPfPKS0_S4_iifE3red = comdat any

$_ZZ11rmsnorm_fwdILi4EEvP6__halfPfPKS0_S4_iifE3red = comdat any

@_ZZ11rmsnorm_bwdP6__halfPfPKS_S3_S3_PKfiiE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ11rmsnorm_fwdILi1EEvP6__halfPfPKS0_S4_iifE3red = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x float] undef, comdat, align 4
@_ZZ11rmsnorm_fwdILi4EEvP6__halfPfPKS0_S4_iifE3red = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11rmsnorm_bwdP6__halfPfPKS_S3_S3_PKfii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %108

11:                                               ; preds = %8
  %12 = zext nneg i32 %9 to i64
  %13 = sext i32 %7 to i64
  %14 = mul nsw i64 %13, %12
  %15 = getelementptr inbounds nuw %struct.__half, ptr %3, i64 %14
  %16 = getelementptr inbounds nuw %struct.__half, ptr %2, i64 %14
  %17 = getelementptr inbounds nuw float, ptr %5, i64 %12
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = icmp slt i32 %19, %7
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %20, label %66, label %22

22:                                               ; preds = %66, %11
  %23 = phi float [ 0.000000e+00, %11 ], [ %81, %66 ]
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 16, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 8, i32 31)
  %27 = fadd contract float %25, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 4, i32 31)
  %29 = fadd contract float %27, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 2, i32 31)
  %31 = fadd contract float %29, %30
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 1, i32 31)
  %33 = and i32 %19, 31
  %34 = lshr i32 %21, 5
  %35 = icmp eq i32 %33, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %22
  %37 = fadd contract float %31, %32
  %38 = lshr exact i32 %19, 5
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11rmsnorm_bwdP6__halfPfPKS_S3_S3_PKfiiE3red to ptr), i64 %39
  store float %37, ptr %40, align 4, !tbaa !11
  br label %41

41:                                               ; preds = %36, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %42 = icmp samesign ult i32 %33, %34
  br i1 %42, label %43, label %47

43:                                               ; preds = %41
  %44 = zext nneg i32 %33 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11rmsnorm_bwdP6__halfPfPKS_S3_S3_PKfiiE3red to ptr), i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !11
  br label %47

47:                                               ; preds = %41, %43
  %48 = phi contract float [ %46, %43 ], [ 0.000000e+00, %41 ]
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 16, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 8, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 4, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 2, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 1, i32 31)
  %58 = fadd contract float %56, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %59 = fmul contract float %18, %58
  %60 = fmul contract float %18, %59
  %61 = fmul contract float %18, %60
  %62 = sitofp i32 %7 to float
  %63 = fdiv contract float %61, %62
  br i1 %20, label %64, label %108

64:                                               ; preds = %47
  %65 = getelementptr %struct.__half, ptr %0, i64 %14
  br label %84

66:                                               ; preds = %11, %66
  %67 = phi float [ %81, %66 ], [ 0.000000e+00, %11 ]
  %68 = phi i32 [ %82, %66 ], [ %19, %11 ]
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.__half, ptr %16, i64 %69
  %71 = load i16, ptr %70, align 2, !tbaa !13
  %72 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %71) #7, !srcloc !15
  %73 = getelementptr inbounds %struct.__half, ptr %4, i64 %69
  %74 = load i16, ptr %73, align 2, !tbaa !13
  %75 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %74) #7, !srcloc !15
  %76 = fmul contract float %72, %75
  %77 = getelementptr inbounds %struct.__half, ptr %15, i64 %69
  %78 = load i16, ptr %77, align 2, !tbaa !13
  %79 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %78) #7, !srcloc !15
  %80 = fmul contract float %76, %79
  %81 = fadd contract float %67, %80
  %82 = add i32 %68, %21
  %83 = icmp slt i32 %82, %7
  br i1 %83, label %66, label %22, !llvm.loop !16

84:                                               ; preds = %64, %84
  %85 = phi i32 [ %19, %64 ], [ %106, %84 ]
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.__half, ptr %15, i64 %86
  %88 = load i16, ptr %87, align 2, !tbaa !13
  %89 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %88) #7, !srcloc !15
  %90 = getelementptr inbounds %struct.__half, ptr %4, i64 %86
  %91 = load i16, ptr %90, align 2, !tbaa !13
  %92 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %91) #7, !srcloc !15
  %93 = getelementptr inbounds %struct.__half, ptr %16, i64 %86
  %94 = load i16, ptr %93, align 2, !tbaa !13
  %95 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %94) #7, !srcloc !15
  %96 = fmul contract float %92, %95
  %97 = fmul contract float %18, %96
  %98 = fmul contract float %63, %89
  %99 = fsub contract float %97, %98
  %100 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %99) #7, !srcloc !18
  %101 = getelementptr %struct.__half, ptr %65, i64 %86
  store i16 %100, ptr %101, align 2, !tbaa !13
  %102 = getelementptr inbounds float, ptr %1, i64 %86
  %103 = fmul contract float %89, %95
  %104 = fmul contract float %18, %103
  %105 = atomicrmw fadd ptr %102, float %104 seq_cst, align 4
  %106 = add i32 %85, %21
  %107 = icmp slt i32 %106, %7
  br i1 %107, label %84, label %108, !llvm.loop !19

108:                                              ; preds = %84, %47, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11rmsnorm_fwdILi1EEvP6__halfPfPKS0_S4_iif(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(address_is_null) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #1 comdat {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %92

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = sext i32 %5 to i64
  %13 = mul nsw i64 %12, %11
  %14 = getelementptr inbounds nuw %struct.__half, ptr %2, i64 %13
  %15 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %13
  %16 = sdiv i32 %5, 2
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp slt i32 %17, %16
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %18, label %64, label %20

20:                                               ; preds = %64, %10
  %21 = phi float [ 0.000000e+00, %10 ], [ %73, %64 ]
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 16, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 8, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 4, i32 31)
  %27 = fadd contract float %25, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 2, i32 31)
  %29 = fadd contract float %27, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 1, i32 31)
  %31 = and i32 %17, 31
  %32 = lshr i32 %19, 5
  %33 = icmp eq i32 %31, 0
  br i1 %33, label %34, label %39

34:                                               ; preds = %20
  %35 = fadd contract float %29, %30
  %36 = lshr exact i32 %17, 5
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11rmsnorm_fwdILi1EEvP6__halfPfPKS0_S4_iifE3red to ptr), i64 %37
  store float %35, ptr %38, align 4, !tbaa !11
  br label %39

39:                                               ; preds = %34, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = icmp samesign ult i32 %31, %32
  br i1 %40, label %41, label %45

41:                                               ; preds = %39
  %42 = zext nneg i32 %31 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11rmsnorm_fwdILi1EEvP6__halfPfPKS0_S4_iifE3red to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %39, %41
  %46 = phi contract float [ %44, %41 ], [ 0.000000e+00, %39 ]
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 16, i32 31)
  %48 = fadd contract float %46, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 8, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 4, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 2, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 1, i32 31)
  %56 = fadd contract float %54, %55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = sitofp i32 %5 to float
  %58 = fdiv contract float %56, %57
  %59 = fadd contract float %6, %58
  %60 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %59)
  %61 = icmp eq i32 %17, 0
  %62 = icmp ne ptr %1, null
  %63 = and i1 %61, %62
  br i1 %63, label %76, label %78

64:                                               ; preds = %10, %64
  %65 = phi float [ %73, %64 ], [ 0.000000e+00, %10 ]
  %66 = phi i32 [ %74, %64 ], [ %17, %10 ]
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw %struct.__half2, ptr %14, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %69) #7, !srcloc !20
  %71 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %69) #7, !srcloc !21
  %72 = tail call noundef float @llvm.fma.f32(float %71, float %71, float %65)
  %73 = tail call noundef float @llvm.fma.f32(float %70, float %70, float %72)
  %74 = add nuw nsw i32 %66, %19
  %75 = icmp slt i32 %74, %16
  br i1 %75, label %64, label %20, !llvm.loop !22

76:                                               ; preds = %45
  %77 = getelementptr inbounds nuw float, ptr %1, i64 %11
  store float %60, ptr %77, align 4, !tbaa !11
  br label %78

78:                                               ; preds = %76, %45
  %79 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float %60) #7, !srcloc !23
  br i1 %18, label %80, label %92

80:                                               ; preds = %78, %80
  %81 = phi i32 [ %90, %80 ], [ %17, %78 ]
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw %struct.__half2, ptr %14, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = getelementptr inbounds nuw %struct.__half2, ptr %3, i64 %82
  %86 = getelementptr inbounds nuw %struct.__half2, ptr %15, i64 %82
  %87 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %84, i32 %79) #7, !srcloc !24
  %88 = load i32, ptr %85, align 4, !tbaa !6
  %89 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %87, i32 %88) #7, !srcloc !24
  store i32 %89, ptr %86, align 4, !tbaa !6
  %90 = add nuw nsw i32 %81, %19
  %91 = icmp slt i32 %90, %16
  br i1 %91, label %80, label %92, !llvm.loop !25

92:                                               ; preds = %80, %78, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11rmsnorm_fwdILi4EEvP6__halfPfPKS0_S4_iif(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(address_is_null) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #1 comdat {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %132

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = sext i32 %5 to i64
  %13 = mul nsw i64 %12, %11
  %14 = getelementptr inbounds nuw %struct.__half, ptr %2, i64 %13
  %15 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %13
  %16 = sdiv i32 %5, 2
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp slt i32 %17, %16
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %18, label %64, label %20

20:                                               ; preds = %64, %10
  %21 = phi float [ 0.000000e+00, %10 ], [ %73, %64 ]
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 16, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 8, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 4, i32 31)
  %27 = fadd contract float %25, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 2, i32 31)
  %29 = fadd contract float %27, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 1, i32 31)
  %31 = and i32 %17, 31
  %32 = lshr i32 %19, 5
  %33 = icmp eq i32 %31, 0
  br i1 %33, label %34, label %39

34:                                               ; preds = %20
  %35 = fadd contract float %29, %30
  %36 = lshr exact i32 %17, 5
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11rmsnorm_fwdILi4EEvP6__halfPfPKS0_S4_iifE3red to ptr), i64 %37
  store float %35, ptr %38, align 4, !tbaa !11
  br label %39

39:                                               ; preds = %34, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = icmp samesign ult i32 %31, %32
  br i1 %40, label %41, label %45

41:                                               ; preds = %39
  %42 = zext nneg i32 %31 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11rmsnorm_fwdILi4EEvP6__halfPfPKS0_S4_iifE3red to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %39, %41
  %46 = phi contract float [ %44, %41 ], [ 0.000000e+00, %39 ]
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 16, i32 31)
  %48 = fadd contract float %46, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 8, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 4, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 2, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 1, i32 31)
  %56 = fadd contract float %54, %55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = sitofp i32 %5 to float
  %58 = fdiv contract float %56, %57
  %59 = fadd contract float %6, %58
  %60 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %59)
  %61 = icmp eq i32 %17, 0
  %62 = icmp ne ptr %1, null
  %63 = and i1 %61, %62
  br i1 %63, label %76, label %78

64:                                               ; preds = %10, %64
  %65 = phi float [ %73, %64 ], [ 0.000000e+00, %10 ]
  %66 = phi i32 [ %74, %64 ], [ %17, %10 ]
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw %struct.__half2, ptr %14, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %69) #7, !srcloc !20
  %71 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %69) #7, !srcloc !21
  %72 = tail call noundef float @llvm.fma.f32(float %71, float %71, float %65)
  %73 = tail call noundef float @llvm.fma.f32(float %70, float %70, float %72)
  %74 = add nuw nsw i32 %66, %19
  %75 = icmp slt i32 %74, %16
  br i1 %75, label %64, label %20, !llvm.loop !26

76:                                               ; preds = %45
  %77 = getelementptr inbounds nuw float, ptr %1, i64 %11
  store float %60, ptr %77, align 4, !tbaa !11
  br label %78

78:                                               ; preds = %76, %45
  %79 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float %60) #7, !srcloc !23
  %80 = shl nuw nsw i32 %17, 2
  %81 = icmp slt i32 %80, %16
  br i1 %81, label %82, label %132

82:                                               ; preds = %78
  %83 = shl nuw nsw i32 %19, 2
  br label %84

84:                                               ; preds = %82, %129
  %85 = phi i32 [ %80, %82 ], [ %130, %129 ]
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.__half2, ptr %14, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %88, i32 %79) #7, !srcloc !24
  %90 = getelementptr inbounds %struct.__half2, ptr %3, i64 %86
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %89, i32 %91) #7, !srcloc !24
  %93 = getelementptr inbounds %struct.__half2, ptr %15, i64 %86
  store i32 %92, ptr %93, align 4, !tbaa !6
  %94 = or disjoint i32 %85, 1
  %95 = icmp slt i32 %94, %16
  br i1 %95, label %96, label %105

96:                                               ; preds = %84
  %97 = sext i32 %94 to i64
  %98 = getelementptr inbounds %struct.__half2, ptr %14, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %99, i32 %79) #7, !srcloc !24
  %101 = getelementptr inbounds %struct.__half2, ptr %3, i64 %97
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %100, i32 %102) #7, !srcloc !24
  %104 = getelementptr inbounds %struct.__half2, ptr %15, i64 %97
  store i32 %103, ptr %104, align 4, !tbaa !6
  br label %105

105:                                              ; preds = %96, %84
  %106 = or disjoint i32 %85, 2
  %107 = icmp slt i32 %106, %16
  br i1 %107, label %108, label %117

108:                                              ; preds = %105
  %109 = sext i32 %106 to i64
  %110 = getelementptr inbounds %struct.__half2, ptr %14, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %111, i32 %79) #7, !srcloc !24
  %113 = getelementptr inbounds %struct.__half2, ptr %3, i64 %109
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %112, i32 %114) #7, !srcloc !24
  %116 = getelementptr inbounds %struct.__half2, ptr %15, i64 %109
  store i32 %115, ptr %116, align 4, !tbaa !6
  br label %117

117:                                              ; preds = %108, %105
  %118 = or disjoint i32 %85, 3
  %119 = icmp slt i32 %118, %16
  br i1 %119, label %120, label %129

120:                                              ; preds = %117
  %121 = sext i32 %118 to i64
  %122 = getelementptr inbounds %struct.__half2, ptr %14, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !6
  %124 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %123, i32 %79) #7, !srcloc !24
  %125 = getelementptr inbounds %struct.__half2, ptr %3, i64 %121
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %124, i32 %126) #7, !srcloc !24
  %128 = getelementptr inbounds %struct.__half2, ptr %15, i64 %121
  store i32 %127, ptr %128, align 4, !tbaa !6
  br label %129

129:                                              ; preds = %120, %117
  %130 = add i32 %85, %83
  %131 = icmp slt i32 %130, %16
  br i1 %131, label %84, label %132, !llvm.loop !27

132:                                              ; preds = %129, %78, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="512" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="512" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind memory(none) }

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
!14 = !{!"short", !8, i64 0}
!15 = !{i64 2156248018}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i64 2156192047}
!19 = distinct !{!19, !17}
!20 = !{i64 2156386876, i64 2156386910, i64 2156386947}
!21 = !{i64 2156387061, i64 2156387095, i64 2156387132}
!22 = distinct !{!22, !17}
!23 = !{i64 2156226550, i64 2156226579, i64 2156226617}
!24 = !{i64 2157461721, i64 2157461750}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
