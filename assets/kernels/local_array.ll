; nvisel example: a per-thread array in local memory (the frame / __local_depot) (clang 22 -O2)
; ModuleID = 'local_array.cu'
source_filename = "local_array.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11local_arrayPKiPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [16 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #3
  store float 0.000000e+00, ptr %4, align 4, !tbaa !8
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float 5.000000e-01, ptr %5, align 4, !tbaa !8
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float 1.000000e+00, ptr %6, align 4, !tbaa !8
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store float 1.500000e+00, ptr %7, align 4, !tbaa !8
  %8 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store float 2.000000e+00, ptr %8, align 4, !tbaa !8
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 20
  store float 2.500000e+00, ptr %9, align 4, !tbaa !8
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 24
  store float 3.000000e+00, ptr %10, align 4, !tbaa !8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 28
  store float 3.500000e+00, ptr %11, align 4, !tbaa !8
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 32
  store float 4.000000e+00, ptr %12, align 4, !tbaa !8
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 36
  store float 4.500000e+00, ptr %13, align 4, !tbaa !8
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 40
  store float 5.000000e+00, ptr %14, align 4, !tbaa !8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 44
  store float 5.500000e+00, ptr %15, align 4, !tbaa !8
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 48
  store float 6.000000e+00, ptr %16, align 4, !tbaa !8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 52
  store float 6.500000e+00, ptr %17, align 4, !tbaa !8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 56
  store float 7.000000e+00, ptr %18, align 4, !tbaa !8
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 60
  store float 7.500000e+00, ptr %19, align 4, !tbaa !8
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul nuw nsw i32 %20, %21
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add nuw nsw i32 %22, %23
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %26, label %35

26:                                               ; preds = %3
  %27 = zext nneg i32 %24 to i64
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !4
  %30 = and i32 %29, 15
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr %4, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = getelementptr inbounds nuw float, ptr %1, i64 %27
  store float %33, ptr %34, align 4, !tbaa !8
  br label %35

35:                                               ; preds = %26, %3
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
