; ModuleID = 'clock_timing.cu'
source_filename = "clock_timing.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z12clock_timingPxPfi(ptr noundef writeonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr %1, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !8
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %27

10:                                               ; preds = %3
  %11 = and i32 %2, 7
  %12 = icmp ult i32 %2, 8
  br i1 %12, label %17, label %13

13:                                               ; preds = %10
  %14 = and i32 %2, 2147483640
  br label %32

15:                                               ; preds = %32
  %16 = icmp eq i32 %11, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %15, %10
  %18 = phi float [ %8, %10 ], [ %50, %15 ]
  %19 = icmp ne i32 %11, 0
  tail call void @llvm.assume(i1 %19)
  br label %20

20:                                               ; preds = %20, %17
  %21 = phi float [ %24, %20 ], [ %18, %17 ]
  %22 = phi i32 [ %25, %20 ], [ 0, %17 ]
  %23 = fmul contract float %21, 0x3FF00068E0000000
  %24 = fadd contract float %23, 5.000000e-01
  %25 = add i32 %22, 1
  %26 = icmp eq i32 %25, %11
  br i1 %26, label %27, label %20, !llvm.loop !10

27:                                               ; preds = %15, %20, %3
  %28 = phi float [ %8, %3 ], [ %50, %15 ], [ %24, %20 ]
  store float %28, ptr %7, align 4, !tbaa !8
  %29 = tail call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %30 = sub nsw i64 %29, %4
  %31 = getelementptr inbounds nuw i64, ptr %0, i64 %6
  store i64 %30, ptr %31, align 8, !tbaa !12
  ret void

32:                                               ; preds = %32, %13
  %33 = phi float [ %8, %13 ], [ %50, %32 ]
  %34 = phi i32 [ 0, %13 ], [ %51, %32 ]
  %35 = fmul contract float %33, 0x3FF00068E0000000
  %36 = fadd contract float %35, 5.000000e-01
  %37 = fmul contract float %36, 0x3FF00068E0000000
  %38 = fadd contract float %37, 5.000000e-01
  %39 = fmul contract float %38, 0x3FF00068E0000000
  %40 = fadd contract float %39, 5.000000e-01
  %41 = fmul contract float %40, 0x3FF00068E0000000
  %42 = fadd contract float %41, 5.000000e-01
  %43 = fmul contract float %42, 0x3FF00068E0000000
  %44 = fadd contract float %43, 5.000000e-01
  %45 = fmul contract float %44, 0x3FF00068E0000000
  %46 = fadd contract float %45, 5.000000e-01
  %47 = fmul contract float %46, 0x3FF00068E0000000
  %48 = fadd contract float %47, 5.000000e-01
  %49 = fmul contract float %48, 0x3FF00068E0000000
  %50 = fadd contract float %49, 5.000000e-01
  %51 = add i32 %34, 8
  %52 = icmp eq i32 %51, %14
  br i1 %52, label %15, label %32, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !6, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
