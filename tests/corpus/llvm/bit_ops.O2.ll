; ModuleID = 'bit_ops.cu'
source_filename = "bit_ops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7bit_opsPKjPKyPjPyi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nuw nsw i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nuw nsw i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %50

12:                                               ; preds = %5
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = getelementptr inbounds nuw i64, ptr %1, i64 %13
  %17 = load i64, ptr %16, align 8, !tbaa !8
  %18 = and i32 %10, 15
  %19 = lshr i32 %15, %18
  %20 = and i32 %19, 1023
  %21 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %15)
  %22 = or i32 %15, 1
  %23 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %22, i1 true)
  %24 = add nuw nsw i32 %23, %21
  %25 = or i32 %15, -2147483648
  %26 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %25, i1 true)
  %27 = add nuw nsw i32 %24, %26
  %28 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %17)
  %29 = trunc nuw nsw i64 %28 to i32
  %30 = or i64 %17, 1
  %31 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %30, i1 true)
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = add nuw nsw i32 %27, %20
  %34 = add nuw nsw i32 %33, %29
  %35 = add nuw nsw i32 %34, %32
  %36 = getelementptr inbounds nuw i32, ptr %2, i64 %13
  store i32 %35, ptr %36, align 4, !tbaa !4
  %37 = tail call i64 @llvm.bitreverse.i64(i64 %17)
  %38 = tail call i64 @llvm.bswap.i64(i64 %17)
  %39 = xor i64 %37, %38
  %40 = tail call i32 @llvm.bitreverse.i32(i32 %15)
  %41 = zext i32 %40 to i64
  %42 = xor i64 %39, %41
  %43 = tail call i32 @llvm.bswap.i32(i32 %15)
  %44 = zext i32 %43 to i64
  %45 = xor i64 %42, %44
  %46 = or i64 %17, -9223372036854775808
  %47 = tail call range(i64 0, 64) i64 @llvm.cttz.i64(i64 %46, i1 true)
  %48 = xor i64 %45, %47
  %49 = getelementptr inbounds nuw i64, ptr %3, i64 %13
  store i64 %48, ptr %49, align 8, !tbaa !8
  br label %50

50:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
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
!9 = !{!"long long", !6, i64 0}
