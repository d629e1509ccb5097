; nvisel example: 64-bit integer arithmetic, division and shifts (clang 22 -O2)
; ModuleID = 'int64_math.cu'
source_filename = "int64_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10int64_mathPKxS0_PxPyi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nuw nsw i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nuw nsw i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %33

12:                                               ; preds = %5
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds nuw i64, ptr %0, i64 %13
  %15 = load i64, ptr %14, align 8, !tbaa !8
  %16 = getelementptr inbounds nuw i64, ptr %1, i64 %13
  %17 = load i64, ptr %16, align 8, !tbaa !8
  %18 = mul nsw i64 %17, %15
  %19 = ashr i64 %15, 7
  %20 = add nsw i64 %18, %19
  %21 = shl i64 %17, 3
  %22 = sub i64 %20, %21
  %23 = getelementptr inbounds nuw i64, ptr %2, i64 %13
  store i64 %22, ptr %23, align 8, !tbaa !8
  %24 = or i64 %17, 1
  %25 = udiv i64 %15, %24
  %26 = urem i64 %15, 1000003
  %27 = add i64 %25, %26
  %28 = getelementptr inbounds nuw i64, ptr %3, i64 %13
  store i64 %27, ptr %28, align 8, !tbaa !8
  %29 = tail call i64 @llvm.umax.i64(i64 %17, i64 1)
  %30 = sdiv i64 %15, %29
  %31 = load i64, ptr %23, align 8, !tbaa !8
  %32 = xor i64 %31, %30
  store i64 %32, ptr %23, align 8, !tbaa !8
  br label %33

33:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

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
!9 = !{!"long long", !6, i64 0}
