; ModuleID = 'matmul_tiled.cu'
source_filename = "matmul_tiled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledPKfS0_PfiE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledPKfS0_PfiE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12matmul_tiledPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %16, ptr %9, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %17, ptr %10, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %19 = mul nsw i32 %18, 16
  %20 = load i32, ptr %10, align 4
  %21 = add nsw i32 %19, %20
  store i32 %21, ptr %11, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul nsw i32 %22, 16
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  store i32 %25, ptr %12, align 4
  store float 0.000000e+00, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %26

26:                                               ; preds = %93, %4
  %27 = load i32, ptr %14, align 4
  %28 = load i32, ptr %8, align 4
  %29 = sdiv i32 %28, 16
  %30 = icmp slt i32 %27, %29
  br i1 %30, label %31, label %96

31:                                               ; preds = %26
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %11, align 4
  %34 = load i32, ptr %8, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load i32, ptr %14, align 4
  %37 = mul nsw i32 %36, 16
  %38 = add nsw i32 %35, %37
  %39 = load i32, ptr %9, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %32, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %45
  %47 = load i32, ptr %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [16 x float], ptr %46, i64 0, i64 %48
  store float %43, ptr %49, align 4
  %50 = load ptr, ptr %6, align 8
  %51 = load i32, ptr %14, align 4
  %52 = mul nsw i32 %51, 16
  %53 = load i32, ptr %10, align 4
  %54 = add nsw i32 %52, %53
  %55 = load i32, ptr %8, align 4
  %56 = mul nsw i32 %54, %55
  %57 = load i32, ptr %12, align 4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %50, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = load i32, ptr %10, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %63
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [16 x float], ptr %64, i64 0, i64 %66
  store float %61, ptr %67, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 0, ptr %15, align 4
  br label %68

68:                                               ; preds = %89, %31
  %69 = load i32, ptr %15, align 4
  %70 = icmp slt i32 %69, 16
  br i1 %70, label %71, label %92

71:                                               ; preds = %68
  %72 = load i32, ptr %10, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %73
  %75 = load i32, ptr %15, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [16 x float], ptr %74, i64 0, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = load i32, ptr %15, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %80
  %82 = load i32, ptr %9, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [16 x float], ptr %81, i64 0, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = fmul contract float %78, %85
  %87 = load float, ptr %13, align 4
  %88 = fadd contract float %87, %86
  store float %88, ptr %13, align 4
  br label %89

89:                                               ; preds = %71
  %90 = load i32, ptr %15, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %15, align 4
  br label %68, !llvm.loop !4

92:                                               ; preds = %68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %14, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %14, align 4
  br label %26, !llvm.loop !6

96:                                               ; preds = %26
  %97 = load float, ptr %13, align 4
  %98 = load ptr, ptr %7, align 8
  %99 = load i32, ptr %11, align 4
  %100 = load i32, ptr %8, align 4
  %101 = mul nsw i32 %99, %100
  %102 = load i32, ptr %12, align 4
  %103 = add nsw i32 %101, %102
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr %98, i64 %104
  store float %97, ptr %105, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
