; ModuleID = 'reduce_sum_shared.cu'
source_filename = "reduce_sum_shared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17reduce_sum_sharedPKfPfiE5sdata = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z17reduce_sum_sharedPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %10, ptr %7, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul nsw i32 %11, %12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add nsw i32 %13, %14
  store i32 %15, ptr %8, align 4
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  br label %26

25:                                               ; preds = %3
  br label %26

26:                                               ; preds = %25, %19
  %27 = phi contract float [ %24, %19 ], [ 0.000000e+00, %25 ]
  %28 = load i32, ptr %7, align 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sum_sharedPKfPfiE5sdata to ptr), i64 0, i64 %29
  store float %27, ptr %30, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = sdiv i32 %31, 2
  store i32 %32, ptr %9, align 4
  br label %33

33:                                               ; preds = %53, %26
  %34 = load i32, ptr %9, align 4
  %35 = icmp ugt i32 %34, 0
  br i1 %35, label %36, label %56

36:                                               ; preds = %33
  %37 = load i32, ptr %7, align 4
  %38 = load i32, ptr %9, align 4
  %39 = icmp ult i32 %37, %38
  br i1 %39, label %40, label %52

40:                                               ; preds = %36
  %41 = load i32, ptr %7, align 4
  %42 = load i32, ptr %9, align 4
  %43 = add i32 %41, %42
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sum_sharedPKfPfiE5sdata to ptr), i64 0, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = load i32, ptr %7, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sum_sharedPKfPfiE5sdata to ptr), i64 0, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %46
  store float %51, ptr %49, align 4
  br label %52

52:                                               ; preds = %40, %36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %9, align 4
  %55 = lshr i32 %54, 1
  store i32 %55, ptr %9, align 4
  br label %33, !llvm.loop !4

56:                                               ; preds = %33
  %57 = load i32, ptr %7, align 4
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %65

59:                                               ; preds = %56
  %60 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sum_sharedPKfPfiE5sdata to ptr), align 4
  %61 = load ptr, ptr %5, align 8
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %61, i64 %63
  store float %60, ptr %64, align 4
  br label %65

65:                                               ; preds = %59, %56
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

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
