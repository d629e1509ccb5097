; ModuleID = 'assume_aligned.cu'
source_filename = "assume_aligned.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: write)
define dso_local ptx_kernel void @_Z14assume_alignedPfi(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  call void @llvm.assume(i1 true) [ "align"(ptr %0, i64 16) ]
  %3 = and i32 %1, 3
  %4 = icmp eq i32 %3, 0
  tail call void @llvm.assume(i1 %4)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = shl nsw i32 %9, 2
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = shl nuw nsw i32 %6, 2
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = mul i32 %14, %13
  br label %17

16:                                               ; preds = %17, %2
  ret void

17:                                               ; preds = %12, %17
  %18 = phi i32 [ %10, %12 ], [ %32, %17 ]
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 16, !tbaa !8
  %22 = fadd contract float %21, 1.000000e+00
  store float %22, ptr %20, align 16, !tbaa !8
  %23 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = fadd contract float %24, 2.000000e+00
  store float %25, ptr %23, align 4, !tbaa !8
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %27 = load float, ptr %26, align 8, !tbaa !8
  %28 = fadd contract float %27, 3.000000e+00
  store float %28, ptr %26, align 8, !tbaa !8
  %29 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fadd contract float %30, 4.000000e+00
  store float %31, ptr %29, align 4, !tbaa !8
  %32 = add nuw nsw i32 %18, %15
  %33 = icmp slt i32 %32, %1
  br i1 %33, label %17, label %16, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
