; ModuleID = 'stencil_1d.cu'
source_filename = "stencil_1d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stencil_1dPKfPfiE4tile = internal addrspace(3) global [262 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10stencil_1dPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul nsw i32 %11, %12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add nsw i32 %13, %14
  store i32 %15, ptr %7, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add nsw i32 %16, 3
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  br label %28

27:                                               ; preds = %3
  br label %28

28:                                               ; preds = %27, %21
  %29 = phi contract float [ %26, %21 ], [ 0.000000e+00, %27 ]
  %30 = load i32, ptr %8, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [262 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 0, i64 %31
  store float %29, ptr %32, align 4
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = icmp slt i32 %33, 3
  br i1 %34, label %35, label %70

35:                                               ; preds = %28
  %36 = load i32, ptr %7, align 4
  %37 = icmp sge i32 %36, 3
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sub nsw i32 %40, 3
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %39, i64 %42
  %44 = load float, ptr %43, align 4
  br label %46

45:                                               ; preds = %35
  br label %46

46:                                               ; preds = %45, %38
  %47 = phi contract float [ %44, %38 ], [ 0.000000e+00, %45 ]
  %48 = load i32, ptr %8, align 4
  %49 = sub nsw i32 %48, 3
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [262 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 0, i64 %50
  store float %47, ptr %51, align 4
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 256
  %54 = load i32, ptr %6, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %63

56:                                               ; preds = %46
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 256
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %57, i64 %60
  %62 = load float, ptr %61, align 4
  br label %64

63:                                               ; preds = %46
  br label %64

64:                                               ; preds = %63, %56
  %65 = phi contract float [ %62, %56 ], [ 0.000000e+00, %63 ]
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 %66, 256
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [262 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 0, i64 %68
  store float %65, ptr %69, align 4
  br label %70

70:                                               ; preds = %64, %28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0.000000e+00, ptr %9, align 4
  store i32 -3, ptr %10, align 4
  br label %71

71:                                               ; preds = %83, %70
  %72 = load i32, ptr %10, align 4
  %73 = icmp sle i32 %72, 3
  br i1 %73, label %74, label %86

74:                                               ; preds = %71
  %75 = load i32, ptr %8, align 4
  %76 = load i32, ptr %10, align 4
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [262 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 0, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = load float, ptr %9, align 4
  %82 = fadd contract float %81, %80
  store float %82, ptr %9, align 4
  br label %83

83:                                               ; preds = %74
  %84 = load i32, ptr %10, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %10, align 4
  br label %71, !llvm.loop !4

86:                                               ; preds = %71
  %87 = load i32, ptr %7, align 4
  %88 = load i32, ptr %6, align 4
  %89 = icmp slt i32 %87, %88
  br i1 %89, label %90, label %97

90:                                               ; preds = %86
  %91 = load float, ptr %9, align 4
  %92 = fdiv contract float %91, 7.000000e+00
  %93 = load ptr, ptr %5, align 8
  %94 = load i32, ptr %7, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %93, i64 %95
  store float %92, ptr %96, align 4
  br label %97

97:                                               ; preds = %90, %86
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

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
