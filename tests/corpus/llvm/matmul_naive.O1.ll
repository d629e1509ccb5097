; ModuleID = 'matmul_naive.cu'
source_filename = "matmul_naive.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12matmul_naivePKfS0_Pfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add nuw nsw i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, %3
  %16 = icmp slt i32 %14, %3
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %41

18:                                               ; preds = %4
  %19 = mul nuw nsw i32 %3, %9
  br label %25

20:                                               ; preds = %25
  %21 = mul nsw i32 %3, %9
  %22 = add nuw nsw i32 %21, %14
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr %2, i64 %23
  store float %38, ptr %24, align 4, !tbaa !8
  br label %41

25:                                               ; preds = %18, %25
  %26 = phi i32 [ 0, %18 ], [ %39, %25 ]
  %27 = phi float [ 0.000000e+00, %18 ], [ %38, %25 ]
  %28 = add nuw nsw i32 %26, %19
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = mul nuw nsw i32 %26, %3
  %33 = add nuw nsw i32 %32, %14
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !8
  %37 = fmul contract float %31, %36
  %38 = fadd contract float %27, %37
  %39 = add nuw nsw i32 %26, 1
  %40 = icmp eq i32 %39, %3
  br i1 %40, label %20, label %25, !llvm.loop !10

41:                                               ; preds = %4, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
