; ModuleID = 'device_struct.cu'
source_filename = "device_struct.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { float, float, float, float, float, float, i32 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Particle @_Z4step8Particlef(ptr noundef byval(%struct.Particle) align 4 %0, float noundef %1) #0 {
  %3 = alloca %struct.Particle, align 4
  %4 = alloca float, align 4
  store float %1, ptr %4, align 4
  %5 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 3
  %6 = load float, ptr %5, align 4
  %7 = load float, ptr %4, align 4
  %8 = fmul contract float %6, %7
  %9 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %8
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 4
  %13 = load float, ptr %12, align 4
  %14 = load float, ptr %4, align 4
  %15 = fmul contract float %13, %14
  %16 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, %15
  store float %18, ptr %16, align 4
  %19 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 5
  %20 = load float, ptr %19, align 4
  %21 = load float, ptr %4, align 4
  %22 = fmul contract float %20, %21
  %23 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 2
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %22
  store float %25, ptr %23, align 4
  %26 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 2
  %27 = load float, ptr %26, align 4
  %28 = fcmp contract olt float %27, 0.000000e+00
  br i1 %28, label %29, label %31

29:                                               ; preds = %2
  %30 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 6
  store i32 0, ptr %30, align 4
  br label %31

31:                                               ; preds = %29, %2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %0, i64 28, i1 false)
  %32 = load %struct.Particle, ptr %3, align 4
  ret %struct.Particle %32
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13device_structP8Particlefi(ptr noundef %0, float noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Particle, align 4
  %9 = alloca %struct.Particle, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nsw i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %51

18:                                               ; preds = %3
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.Particle, ptr %19, i64 %21
  %23 = getelementptr inbounds nuw %struct.Particle, ptr %22, i32 0, i32 6
  %24 = load i32, ptr %23, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %51

26:                                               ; preds = %18
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.Particle, ptr %27, i64 %29
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %30, i64 28, i1 false)
  %31 = load float, ptr %5, align 4
  %32 = call %struct.Particle @_Z4step8Particlef(ptr noundef byval(%struct.Particle) align 4 %9, float noundef %31) #4
  %33 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 0
  %34 = extractvalue %struct.Particle %32, 0
  store float %34, ptr %33, align 4
  %35 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 1
  %36 = extractvalue %struct.Particle %32, 1
  store float %36, ptr %35, align 4
  %37 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 2
  %38 = extractvalue %struct.Particle %32, 2
  store float %38, ptr %37, align 4
  %39 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 3
  %40 = extractvalue %struct.Particle %32, 3
  store float %40, ptr %39, align 4
  %41 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 4
  %42 = extractvalue %struct.Particle %32, 4
  store float %42, ptr %41, align 4
  %43 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 5
  %44 = extractvalue %struct.Particle %32, 5
  store float %44, ptr %43, align 4
  %45 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 6
  %46 = extractvalue %struct.Particle %32, 6
  store i32 %46, ptr %45, align 4
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.Particle, ptr %47, i64 %49
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 4 %8, i64 28, i1 false)
  br label %51

51:                                               ; preds = %26, %18, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
