; ModuleID = 'device_struct.cu'
source_filename = "device_struct.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { float, float, float, float, float, float, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Particle @_Z4step8Particlef(ptr noundef readonly byval(%struct.Particle) align 4 captures(none) %0, float noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %4 = load float, ptr %3, align 4, !tbaa !8
  %5 = fmul contract float %1, %4
  %6 = load float, ptr %0, align 4, !tbaa !11
  %7 = fadd contract float %6, %5
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %9 = load float, ptr %8, align 4, !tbaa !12
  %10 = fmul contract float %1, %9
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !13
  %13 = fadd contract float %12, %10
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %15 = load float, ptr %14, align 4, !tbaa !14
  %16 = fmul contract float %1, %15
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %18 = load float, ptr %17, align 4, !tbaa !15
  %19 = fadd contract float %18, %16
  %20 = fcmp contract olt float %19, 0.000000e+00
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %22 = load i32, ptr %21, align 4
  %23 = select i1 %20, i32 0, i32 %22
  %24 = insertvalue %struct.Particle poison, float %7, 0
  %25 = insertvalue %struct.Particle %24, float %13, 1
  %26 = insertvalue %struct.Particle %25, float %19, 2
  %27 = insertvalue %struct.Particle %26, float %4, 3
  %28 = insertvalue %struct.Particle %27, float %9, 4
  %29 = insertvalue %struct.Particle %28, float %15, 5
  %30 = insertvalue %struct.Particle %29, i32 %23, 6
  ret %struct.Particle %30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13device_structP8Particlefi(ptr noundef captures(none) %0, float noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %30

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw %struct.Particle, ptr %0, i64 %11
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %14 = load i32, ptr %13, align 4, !tbaa !16
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %30, label %16

16:                                               ; preds = %10
  %17 = tail call %struct.Particle @_Z4step8Particlef(ptr noundef nonnull byval(%struct.Particle) align 4 %12, float noundef %1) #3
  %18 = extractvalue %struct.Particle %17, 0
  %19 = extractvalue %struct.Particle %17, 1
  %20 = extractvalue %struct.Particle %17, 2
  %21 = extractvalue %struct.Particle %17, 3
  %22 = extractvalue %struct.Particle %17, 4
  %23 = extractvalue %struct.Particle %17, 5
  %24 = extractvalue %struct.Particle %17, 6
  store float %18, ptr %12, align 4, !tbaa !17
  %25 = getelementptr inbounds nuw i8, ptr %12, i64 4
  store float %19, ptr %25, align 4, !tbaa !17
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store float %20, ptr %26, align 4, !tbaa !17
  %27 = getelementptr inbounds nuw i8, ptr %12, i64 12
  store float %21, ptr %27, align 4, !tbaa !17
  %28 = getelementptr inbounds nuw i8, ptr %12, i64 16
  store float %22, ptr %28, align 4, !tbaa !17
  %29 = getelementptr inbounds nuw i8, ptr %12, i64 20
  store float %23, ptr %29, align 4, !tbaa !17
  store i32 %24, ptr %13, align 4, !tbaa !4
  br label %30

30:                                               ; preds = %16, %10, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

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
!8 = !{!9, !10, i64 12}
!9 = !{!"_ZTS8Particle", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !10, i64 16, !10, i64 20, !5, i64 24}
!10 = !{!"float", !6, i64 0}
!11 = !{!9, !10, i64 0}
!12 = !{!9, !10, i64 16}
!13 = !{!9, !10, i64 4}
!14 = !{!9, !10, i64 20}
!15 = !{!9, !10, i64 8}
!16 = !{!9, !5, i64 24}
!17 = !{!10, !10, i64 0}
