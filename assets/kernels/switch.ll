; nvisel example: a switch on an opcode: branches and a jump chain (clang 22 -O2)
; ModuleID = 'switch_op.cu'
source_filename = "switch_op.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9switch_opPKiPKfS2_Pfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nuw nsw i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nuw nsw i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %47

12:                                               ; preds = %5
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !4
  switch i32 %15, label %44 [
    i32 0, label %16
    i32 1, label %22
    i32 2, label %28
    i32 3, label %34
    i32 7, label %40
  ]

16:                                               ; preds = %12
  %17 = getelementptr inbounds nuw float, ptr %1, i64 %13
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = getelementptr inbounds nuw float, ptr %2, i64 %13
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fadd contract float %18, %20
  br label %44

22:                                               ; preds = %12
  %23 = getelementptr inbounds nuw float, ptr %1, i64 %13
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = getelementptr inbounds nuw float, ptr %2, i64 %13
  %26 = load float, ptr %25, align 4, !tbaa !8
  %27 = fsub contract float %24, %26
  br label %44

28:                                               ; preds = %12
  %29 = getelementptr inbounds nuw float, ptr %1, i64 %13
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = getelementptr inbounds nuw float, ptr %2, i64 %13
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = fmul contract float %30, %32
  br label %44

34:                                               ; preds = %12
  %35 = getelementptr inbounds nuw float, ptr %1, i64 %13
  %36 = load float, ptr %35, align 4, !tbaa !8
  %37 = getelementptr inbounds nuw float, ptr %2, i64 %13
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fdiv contract float %36, %38
  br label %44

40:                                               ; preds = %12
  %41 = getelementptr inbounds nuw float, ptr %1, i64 %13
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = fneg contract float %42
  br label %44

44:                                               ; preds = %12, %40, %34, %28, %22, %16
  %45 = phi float [ %43, %40 ], [ %21, %16 ], [ %27, %22 ], [ %33, %28 ], [ %39, %34 ], [ 0.000000e+00, %12 ]
  %46 = getelementptr inbounds nuw float, ptr %3, i64 %13
  store float %45, ptr %46, align 4, !tbaa !8
  br label %47

47:                                               ; preds = %5, %44
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
