; ModuleID = 'loop_unroll_pragma.cu'
source_filename = "loop_unroll_pragma.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z18loop_unroll_pragmaPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %36

10:                                               ; preds = %3
  %11 = and i32 %8, 31
  %12 = and i32 %2, 3
  %13 = icmp ult i32 %2, 4
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = and i32 %2, 2147483644
  br label %40

16:                                               ; preds = %40
  %17 = icmp eq i32 %12, 0
  br i1 %17, label %36, label %18

18:                                               ; preds = %16, %10
  %19 = phi i32 [ 0, %10 ], [ %75, %16 ]
  %20 = phi float [ 0.000000e+00, %10 ], [ %74, %16 ]
  %21 = icmp ne i32 %12, 0
  tail call void @llvm.assume(i1 %21)
  br label %22

22:                                               ; preds = %22, %18
  %23 = phi i32 [ %19, %18 ], [ %33, %22 ]
  %24 = phi float [ %20, %18 ], [ %32, %22 ]
  %25 = phi i32 [ 0, %18 ], [ %34, %22 ]
  %26 = fmul contract float %24, 5.000000e-01
  %27 = shl nsw i32 %23, 5
  %28 = or disjoint i32 %27, %11
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = fadd contract float %26, %31
  %33 = add nuw nsw i32 %23, 1
  %34 = add i32 %25, 1
  %35 = icmp eq i32 %34, %12
  br i1 %35, label %36, label %22, !llvm.loop !10

36:                                               ; preds = %16, %22, %3
  %37 = phi float [ 0.000000e+00, %3 ], [ %74, %16 ], [ %32, %22 ]
  %38 = zext nneg i32 %8 to i64
  %39 = getelementptr inbounds nuw float, ptr %1, i64 %38
  store float %37, ptr %39, align 4, !tbaa !8
  ret void

40:                                               ; preds = %40, %14
  %41 = phi i32 [ 0, %14 ], [ %75, %40 ]
  %42 = phi float [ 0.000000e+00, %14 ], [ %74, %40 ]
  %43 = phi i32 [ 0, %14 ], [ %76, %40 ]
  %44 = fmul contract float %42, 5.000000e-01
  %45 = shl nsw i32 %41, 5
  %46 = or disjoint i32 %45, %11
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = fadd contract float %44, %49
  %51 = fmul contract float %50, 5.000000e-01
  %52 = shl i32 %41, 5
  %53 = or disjoint i32 %52, %11
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds nuw float, ptr %0, i64 %54
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 128
  %57 = load float, ptr %56, align 4, !tbaa !8
  %58 = fadd contract float %51, %57
  %59 = fmul contract float %58, 5.000000e-01
  %60 = shl i32 %41, 5
  %61 = or disjoint i32 %60, %11
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds nuw float, ptr %0, i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 256
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = fadd contract float %59, %65
  %67 = fmul contract float %66, 5.000000e-01
  %68 = shl i32 %41, 5
  %69 = or disjoint i32 %68, %11
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr %0, i64 %70
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 384
  %73 = load float, ptr %72, align 4, !tbaa !8
  %74 = fadd contract float %67, %73
  %75 = add nuw nsw i32 %41, 4
  %76 = add i32 %43, 4
  %77 = icmp eq i32 %76, %15
  br i1 %77, label %16, label %40, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!12 = distinct !{!12, !13, !11}
!13 = !{!"llvm.loop.mustprogress"}
