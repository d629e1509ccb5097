; ModuleID = 'rounding_math.cu'
source_filename = "rounding_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13rounding_mathPKfPKdPfPdPiPxi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul nuw nsw i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %56

14:                                               ; preds = %7
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds nuw float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = getelementptr inbounds nuw double, ptr %1, i64 %15
  %19 = load double, ptr %18, align 8, !tbaa !10
  %20 = tail call contract float @llvm.floor.f32(float %17)
  %21 = tail call contract float @llvm.ceil.f32(float %17)
  %22 = fadd contract float %20, %21
  %23 = tail call contract float @llvm.trunc.f32(float %17)
  %24 = fadd contract float %23, %22
  %25 = tail call contract float @llvm.round.f32(float %17)
  %26 = fadd contract float %25, %24
  %27 = tail call contract float @llvm.rint.f32(float %17)
  %28 = fadd contract float %27, %26
  %29 = tail call contract float @llvm.nearbyint.f32(float %17)
  %30 = fadd contract float %29, %28
  %31 = tail call contract float @llvm.roundeven.f32(float %17)
  %32 = fadd contract float %31, %30
  %33 = getelementptr inbounds nuw float, ptr %2, i64 %15
  store float %32, ptr %33, align 4, !tbaa !8
  %34 = tail call contract double @llvm.floor.f64(double %19)
  %35 = tail call contract double @llvm.ceil.f64(double %19)
  %36 = fadd contract double %34, %35
  %37 = tail call contract double @llvm.trunc.f64(double %19)
  %38 = fadd contract double %37, %36
  %39 = tail call contract double @llvm.round.f64(double %19)
  %40 = fadd contract double %39, %38
  %41 = tail call contract double @llvm.rint.f64(double %19)
  %42 = fadd contract double %41, %40
  %43 = tail call contract double @llvm.nearbyint.f64(double %19)
  %44 = fadd contract double %43, %42
  %45 = tail call contract double @llvm.roundeven.f64(double %19)
  %46 = fadd contract double %45, %44
  %47 = getelementptr inbounds nuw double, ptr %3, i64 %15
  store double %46, ptr %47, align 8, !tbaa !10
  %48 = fptosi float %25 to i32
  %49 = fptosi double %34 to i32
  %50 = add nsw i32 %49, %48
  %51 = getelementptr inbounds nuw i32, ptr %4, i64 %15
  store i32 %50, ptr %51, align 4, !tbaa !4
  %52 = fptosi double %35 to i64
  %53 = fptosi float %23 to i64
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds nuw i64, ptr %5, i64 %15
  store i64 %54, ptr %55, align 8, !tbaa !12
  br label %56

56:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nearbyint.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.roundeven.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !6, i64 0}
