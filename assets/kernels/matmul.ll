; nvisel example: naive matrix multiply: a loop with an fma chain (clang 22 -O2)
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
  br i1 %17, label %18, label %76

18:                                               ; preds = %4
  %19 = mul nsw i32 %3, %9
  %20 = and i32 %3, 1
  %21 = icmp eq i32 %3, 1
  br i1 %21, label %26, label %22

22:                                               ; preds = %18
  %23 = and i32 %3, -2
  br label %46

24:                                               ; preds = %46
  %25 = icmp eq i32 %20, 0
  br i1 %25, label %41, label %26

26:                                               ; preds = %24, %18
  %27 = phi i32 [ 0, %18 ], [ %73, %24 ]
  %28 = phi float [ 0.000000e+00, %18 ], [ %72, %24 ]
  %29 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %29)
  %30 = add nuw nsw i32 %27, %19
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = mul nuw nsw i32 %27, %3
  %35 = add nuw nsw i32 %34, %14
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fmul contract float %33, %38
  %40 = fadd contract float %28, %39
  br label %41

41:                                               ; preds = %24, %26
  %42 = phi float [ %72, %24 ], [ %40, %26 ]
  %43 = add nuw nsw i32 %19, %14
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw float, ptr %2, i64 %44
  store float %42, ptr %45, align 4, !tbaa !8
  br label %76

46:                                               ; preds = %46, %22
  %47 = phi i32 [ 0, %22 ], [ %73, %46 ]
  %48 = phi float [ 0.000000e+00, %22 ], [ %72, %46 ]
  %49 = phi i32 [ 0, %22 ], [ %74, %46 ]
  %50 = add nuw nsw i32 %47, %19
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = mul nuw nsw i32 %47, %3
  %55 = add nuw nsw i32 %54, %14
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr %1, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = fmul contract float %53, %58
  %60 = fadd contract float %48, %59
  %61 = or disjoint i32 %47, 1
  %62 = add nuw nsw i32 %61, %19
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = mul nuw nsw i32 %61, %3
  %67 = add nuw nsw i32 %66, %14
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !8
  %71 = fmul contract float %65, %70
  %72 = fadd contract float %60, %71
  %73 = add nuw nsw i32 %47, 2
  %74 = add i32 %49, 2
  %75 = icmp eq i32 %74, %23
  br i1 %75, label %24, label %46, !llvm.loop !10

76:                                               ; preds = %4, %41
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
!11 = !{!"llvm.loop.mustprogress"}
