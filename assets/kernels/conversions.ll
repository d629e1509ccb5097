; nvisel example: float <-> int conversions: fptosi, fptoui, sitofp, fpext (clang 22 -O2)
; ModuleID = 'conversions.cu'
source_filename = "conversions.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11conversionsPKfPiPjPdPxPsPai(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, ptr noundef writeonly captures(none) %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul nuw nsw i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add nuw nsw i32 %11, %12
  %14 = icmp slt i32 %13, %7
  br i1 %14, label %15, label %35

15:                                               ; preds = %8
  %16 = zext nneg i32 %13 to i64
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = fptosi float %18 to i32
  %20 = getelementptr inbounds nuw i32, ptr %1, i64 %16
  store i32 %19, ptr %20, align 4, !tbaa !4
  %21 = fptoui float %18 to i32
  %22 = getelementptr inbounds nuw i32, ptr %2, i64 %16
  store i32 %21, ptr %22, align 4, !tbaa !4
  %23 = fpext contract float %18 to double
  %24 = load i32, ptr %20, align 4, !tbaa !4
  %25 = sitofp i32 %24 to double
  %26 = fadd contract double %23, %25
  %27 = getelementptr inbounds nuw double, ptr %3, i64 %16
  store double %26, ptr %27, align 8, !tbaa !10
  %28 = fptosi double %26 to i64
  %29 = getelementptr inbounds nuw i64, ptr %4, i64 %16
  store i64 %28, ptr %29, align 8, !tbaa !12
  %30 = trunc i32 %24 to i16
  %31 = getelementptr inbounds nuw i16, ptr %5, i64 %16
  store i16 %30, ptr %31, align 2, !tbaa !14
  %32 = lshr i32 %21, 3
  %33 = trunc i32 %32 to i8
  %34 = getelementptr inbounds nuw i8, ptr %6, i64 %16
  store i8 %33, ptr %34, align 1, !tbaa !16
  br label %35

35:                                               ; preds = %8, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !6, i64 0}
!16 = !{!6, !6, i64 0}
