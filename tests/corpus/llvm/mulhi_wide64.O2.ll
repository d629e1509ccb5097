; ModuleID = 'mulhi_wide64.cu'
source_filename = "mulhi_wide64.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12mulhi_wide64PKyPKxPKiPyPxi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul nuw nsw i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add nuw nsw i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %46

13:                                               ; preds = %6
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds nuw i64, ptr %0, i64 %14
  %16 = load i64, ptr %15, align 8, !tbaa !8
  %17 = getelementptr inbounds nuw i64, ptr %1, i64 %14
  %18 = load i64, ptr %17, align 8, !tbaa !8
  %19 = getelementptr inbounds nuw i32, ptr %2, i64 %14
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = zext i64 %16 to i128
  %22 = xor i64 %16, -7046029254386353131
  %23 = zext i64 %22 to i128
  %24 = mul nuw i128 %23, %21
  %25 = lshr i128 %24, 64
  %26 = trunc nuw i128 %25 to i64
  %27 = getelementptr inbounds nuw i64, ptr %3, i64 %14
  store i64 %26, ptr %27, align 8, !tbaa !8
  %28 = sext i64 %18 to i128
  %29 = add nsw i64 %18, 7
  %30 = sext i64 %29 to i128
  %31 = mul nsw i128 %30, %28
  %32 = lshr i128 %31, 64
  %33 = trunc nuw i128 %32 to i64
  %34 = sext i32 %20 to i64
  %35 = add nsw i32 %20, 1
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %36, %34
  %38 = mul nsw i64 %34, 1664525
  %39 = ashr i64 %38, 32
  %40 = mul nsw i64 %18, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = add i64 %41, %37
  %43 = add i64 %42, %39
  %44 = add i64 %43, %33
  %45 = getelementptr inbounds nuw i64, ptr %4, i64 %14
  store i64 %44, ptr %45, align 8, !tbaa !8
  br label %46

46:                                               ; preds = %6, %13
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
!9 = !{!"long long", !6, i64 0}
