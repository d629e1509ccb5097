; ModuleID = 'short_char_math.cu'
source_filename = "short_char_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15short_char_mathPKsPKtPKaPKhPsPtPaPhi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, ptr noundef writeonly captures(none) %6, ptr noundef writeonly captures(none) %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %14, %8
  br i1 %15, label %16, label %62

16:                                               ; preds = %9
  %17 = zext nneg i32 %14 to i64
  %18 = getelementptr inbounds nuw i16, ptr %0, i64 %17
  %19 = load i16, ptr %18, align 2, !tbaa !8
  %20 = getelementptr inbounds nuw i16, ptr %1, i64 %17
  %21 = load i16, ptr %20, align 2, !tbaa !8
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 %17
  %23 = load i8, ptr %22, align 1, !tbaa !10
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 %17
  %25 = load i8, ptr %24, align 1, !tbaa !10
  %26 = sext i16 %19 to i32
  %27 = or i8 %23, 1
  %28 = sext i8 %27 to i32
  %29 = sdiv i32 %26, %28
  %30 = srem i16 %19, 7
  %31 = ashr i16 %19, 3
  %32 = sext i8 %23 to i16
  %33 = tail call i16 @llvm.smin.i16(i16 %19, i16 %32)
  %34 = trunc i32 %29 to i16
  %35 = add nsw i16 %31, %30
  %36 = add i16 %35, %33
  %37 = add i16 %36, %34
  %38 = getelementptr inbounds nuw i16, ptr %4, i64 %17
  store i16 %37, ptr %38, align 2, !tbaa !8
  %39 = or i8 %25, 1
  %40 = zext i8 %39 to i16
  %41 = udiv i16 %21, %40
  %42 = urem i16 %21, 10
  %43 = and i8 %25, 7
  %44 = zext nneg i8 %43 to i16
  %45 = lshr i16 %21, %44
  %46 = tail call i16 @llvm.umax.i16(i16 %21, i16 300)
  %47 = add i16 %46, %42
  %48 = add i16 %47, %41
  %49 = add i16 %48, %45
  %50 = getelementptr inbounds nuw i16, ptr %5, i64 %17
  store i16 %49, ptr %50, align 2, !tbaa !8
  %51 = mul i8 %23, 3
  %52 = ashr i8 %23, 1
  %53 = sub i8 %51, %52
  %54 = getelementptr inbounds nuw i8, ptr %6, i64 %17
  store i8 %53, ptr %54, align 1, !tbaa !10
  %55 = udiv i8 %25, 3
  %56 = shl i8 %25, 2
  %57 = add i8 %55, %56
  %58 = icmp ugt i8 %25, -56
  %59 = zext i1 %58 to i8
  %60 = add i8 %57, %59
  %61 = getelementptr inbounds nuw i8, ptr %7, i64 %17
  store i8 %60, ptr %61, align 1, !tbaa !10
  br label %62

62:                                               ; preds = %9, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!"short", !6, i64 0}
!10 = !{!6, !6, i64 0}
