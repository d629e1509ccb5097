; ModuleID = 'vector_types.cu'
source_filename = "vector_types.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12vector_typesPKDv4_fPS_PDv2_ii(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca <4 x float>, align 16
  %11 = alloca <2 x i32>, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul nsw i32 %12, %13
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add nsw i32 %14, %15
  store i32 %16, ptr %9, align 4
  %17 = load i32, ptr %9, align 4
  %18 = load i32, ptr %8, align 4
  %19 = icmp sge i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %4
  br label %55

21:                                               ; preds = %4
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds <4 x float>, ptr %22, i64 %24
  %26 = load <4 x float>, ptr %25, align 16
  store <4 x float> %26, ptr %10, align 16
  %27 = load <4 x float>, ptr %10, align 16
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %29 = fmul contract <4 x float> %28, splat (float 2.000000e+00)
  %30 = load <4 x float>, ptr %10, align 16
  %31 = fadd contract <4 x float> %29, %30
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds <4 x float>, ptr %32, i64 %34
  store <4 x float> %31, ptr %35, align 16
  %36 = load <4 x float>, ptr %10, align 16
  %37 = extractelement <4 x float> %36, i64 0
  %38 = fptosi float %37 to i32
  %39 = insertelement <2 x i32> poison, i32 %38, i32 0
  %40 = load <4 x float>, ptr %10, align 16
  %41 = extractelement <4 x float> %40, i64 3
  %42 = fptosi float %41 to i32
  %43 = insertelement <2 x i32> %39, i32 %42, i32 1
  store <2 x i32> %43, ptr %11, align 8
  %44 = load <2 x i32>, ptr %11, align 8
  %45 = load ptr, ptr %7, align 8
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds <2 x i32>, ptr %45, i64 %47
  %49 = load <2 x i32>, ptr %48, align 8
  %50 = add <2 x i32> %44, %49
  %51 = load ptr, ptr %7, align 8
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds <2 x i32>, ptr %51, i64 %53
  store <2 x i32> %50, ptr %54, align 8
  br label %55

55:                                               ; preds = %21, %20
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
