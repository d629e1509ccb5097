; ModuleID = 'fast_math_norm.cu'
source_filename = "fast_math_norm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14fast_math_normPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %36

10:                                               ; preds = %3
  %11 = mul nuw nsw i32 %8, 3
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = add nuw nsw i32 %11, 1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = add nuw nsw i32 %11, 2
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = fmul fast float %14, %14
  %24 = fmul fast float %18, %18
  %25 = fadd fast float %24, %23
  %26 = fmul fast float %22, %22
  %27 = fadd fast float %25, %26
  %28 = tail call fast float @llvm.sqrt.f32(float %27)
  %29 = fdiv fast float 1.000000e+00, %28
  %30 = fmul fast float %29, %14
  %31 = getelementptr inbounds nuw float, ptr %1, i64 %12
  store float %30, ptr %31, align 4, !tbaa !8
  %32 = fmul fast float %29, %18
  %33 = getelementptr inbounds nuw float, ptr %1, i64 %16
  store float %32, ptr %33, align 4, !tbaa !8
  %34 = fmul fast float %29, %22
  %35 = getelementptr inbounds nuw float, ptr %1, i64 %20
  store float %34, ptr %35, align 4, !tbaa !8
  br label %36

36:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
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
