; ModuleID = 'atomic_ops.cu'
source_filename = "atomic_ops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10atomic_opsPiPyPfPd(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %30, ptr %9, align 4
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %9, align 4
  store i32 %32, ptr %10, align 4
  %33 = load i32, ptr %10, align 4
  %34 = atomicrmw add ptr %31, i32 %33 monotonic, align 4
  store i32 %34, ptr %11, align 4
  %35 = load i32, ptr %11, align 4
  %36 = load ptr, ptr %5, align 8
  %37 = getelementptr inbounds i32, ptr %36, i64 1
  %38 = load i32, ptr %9, align 4
  store i32 %38, ptr %12, align 4
  %39 = load i32, ptr %12, align 4
  %40 = atomicrmw min ptr %37, i32 %39 monotonic, align 4
  store i32 %40, ptr %13, align 4
  %41 = load i32, ptr %13, align 4
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds i32, ptr %42, i64 2
  %44 = load i32, ptr %9, align 4
  store i32 %44, ptr %14, align 4
  %45 = load i32, ptr %14, align 4
  %46 = atomicrmw max ptr %43, i32 %45 monotonic, align 4
  store i32 %46, ptr %15, align 4
  %47 = load i32, ptr %15, align 4
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds i32, ptr %48, i64 3
  %50 = load i32, ptr %9, align 4
  %51 = xor i32 %50, -1
  store i32 %51, ptr %16, align 4
  %52 = load i32, ptr %16, align 4
  %53 = atomicrmw and ptr %49, i32 %52 monotonic, align 4
  store i32 %53, ptr %17, align 4
  %54 = load i32, ptr %17, align 4
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds i32, ptr %55, i64 4
  %57 = load i32, ptr %9, align 4
  %58 = and i32 %57, 31
  %59 = shl i32 1, %58
  store i32 %59, ptr %18, align 4
  %60 = load i32, ptr %18, align 4
  %61 = atomicrmw or ptr %56, i32 %60 monotonic, align 4
  store i32 %61, ptr %19, align 4
  %62 = load i32, ptr %19, align 4
  %63 = load ptr, ptr %5, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 5
  %65 = load i32, ptr %9, align 4
  store i32 %65, ptr %20, align 4
  %66 = load i32, ptr %20, align 4
  %67 = atomicrmw xor ptr %64, i32 %66 monotonic, align 4
  store i32 %67, ptr %21, align 4
  %68 = load i32, ptr %21, align 4
  %69 = load ptr, ptr %5, align 8
  %70 = getelementptr inbounds i32, ptr %69, i64 6
  %71 = load i32, ptr %9, align 4
  store i32 %71, ptr %22, align 4
  %72 = load i32, ptr %22, align 4
  %73 = atomicrmw xchg ptr %70, i32 %72 monotonic, align 4
  store i32 %73, ptr %23, align 4
  %74 = load i32, ptr %23, align 4
  %75 = load ptr, ptr %6, align 8
  %76 = load i32, ptr %9, align 4
  %77 = sext i32 %76 to i64
  store i64 %77, ptr %24, align 8
  %78 = load i64, ptr %24, align 8
  %79 = atomicrmw add ptr %75, i64 %78 monotonic, align 8
  store i64 %79, ptr %25, align 8
  %80 = load i64, ptr %25, align 8
  %81 = load ptr, ptr %7, align 8
  store float 1.500000e+00, ptr %26, align 4
  %82 = load float, ptr %26, align 4
  %83 = atomicrmw fadd ptr %81, float %82 monotonic, align 4
  store float %83, ptr %27, align 4
  %84 = load float, ptr %27, align 4
  %85 = load ptr, ptr %8, align 8
  store double 2.500000e+00, ptr %28, align 8
  %86 = load double, ptr %28, align 8
  %87 = atomicrmw fadd ptr %85, double %86 monotonic, align 8
  store double %87, ptr %29, align 8
  %88 = load double, ptr %29, align 8
  ret void
}

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
