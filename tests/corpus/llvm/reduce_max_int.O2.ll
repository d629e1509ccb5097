; ModuleID = 'reduce_max_int.cu'
source_filename = "reduce_max_int.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14reduce_max_intPKiPiiE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14reduce_max_intPKiPii(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = add nuw nsw i32 %7, %4
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul nuw nsw i32 %6, %11
  br label %18

13:                                               ; preds = %18, %3
  %14 = phi i32 [ -2147483648, %3 ], [ %24, %18 ]
  %15 = zext nneg i32 %4 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_max_intPKiPiiE1s to ptr), i64 %15
  store i32 %14, ptr %16, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = icmp samesign ult i32 %4, 64
  br i1 %17, label %27, label %35

18:                                               ; preds = %10, %18
  %19 = phi i32 [ -2147483648, %10 ], [ %24, %18 ]
  %20 = phi i32 [ %8, %10 ], [ %25, %18 ]
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !4
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 %19)
  %25 = add nuw nsw i32 %20, %12
  %26 = icmp slt i32 %25, %2
  br i1 %26, label %18, label %13, !llvm.loop !8

27:                                               ; preds = %13
  %28 = zext nneg i32 %4 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_max_intPKiPiiE1s to ptr), i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %31 = load i32, ptr %30, align 4, !tbaa !4
  %32 = load i32, ptr %16, align 4, !tbaa !4
  %33 = icmp sgt i32 %31, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %27
  store i32 %31, ptr %16, align 4, !tbaa !4
  br label %35

35:                                               ; preds = %34, %27, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = icmp samesign ult i32 %4, 32
  br i1 %36, label %37, label %45

37:                                               ; preds = %35
  %38 = zext nneg i32 %4 to i64
  %39 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_max_intPKiPiiE1s to ptr), i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 128
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = load i32, ptr %16, align 4, !tbaa !4
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %37
  store i32 %41, ptr %16, align 4, !tbaa !4
  br label %45

45:                                               ; preds = %44, %37, %35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %46 = icmp samesign ult i32 %4, 16
  br i1 %46, label %47, label %55

47:                                               ; preds = %45
  %48 = zext nneg i32 %4 to i64
  %49 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_max_intPKiPiiE1s to ptr), i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 64
  %51 = load i32, ptr %50, align 4, !tbaa !4
  %52 = load i32, ptr %16, align 4, !tbaa !4
  %53 = icmp sgt i32 %51, %52
  br i1 %53, label %54, label %55

54:                                               ; preds = %47
  store i32 %51, ptr %16, align 4, !tbaa !4
  br label %55

55:                                               ; preds = %54, %47, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %56 = icmp samesign ult i32 %4, 8
  br i1 %56, label %57, label %65

57:                                               ; preds = %55
  %58 = zext nneg i32 %4 to i64
  %59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_max_intPKiPiiE1s to ptr), i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 32
  %61 = load i32, ptr %60, align 4, !tbaa !4
  %62 = load i32, ptr %16, align 4, !tbaa !4
  %63 = icmp sgt i32 %61, %62
  br i1 %63, label %64, label %65

64:                                               ; preds = %57
  store i32 %61, ptr %16, align 4, !tbaa !4
  br label %65

65:                                               ; preds = %64, %57, %55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %66 = icmp samesign ult i32 %4, 4
  br i1 %66, label %67, label %75

67:                                               ; preds = %65
  %68 = zext nneg i32 %4 to i64
  %69 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_max_intPKiPiiE1s to ptr), i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 16
  %71 = load i32, ptr %70, align 4, !tbaa !4
  %72 = load i32, ptr %16, align 4, !tbaa !4
  %73 = icmp sgt i32 %71, %72
  br i1 %73, label %74, label %75

74:                                               ; preds = %67
  store i32 %71, ptr %16, align 4, !tbaa !4
  br label %75

75:                                               ; preds = %74, %67, %65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %76 = icmp samesign ult i32 %4, 2
  br i1 %76, label %77, label %85

77:                                               ; preds = %75
  %78 = zext nneg i32 %4 to i64
  %79 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_max_intPKiPiiE1s to ptr), i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 8
  %81 = load i32, ptr %80, align 4, !tbaa !4
  %82 = load i32, ptr %16, align 4, !tbaa !4
  %83 = icmp sgt i32 %81, %82
  br i1 %83, label %84, label %85

84:                                               ; preds = %77
  store i32 %81, ptr %16, align 4, !tbaa !4
  br label %85

85:                                               ; preds = %84, %77, %75
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %86 = icmp eq i32 %4, 0
  br i1 %86, label %87, label %92

87:                                               ; preds = %85
  %88 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_max_intPKiPiiE1s to ptr), i64 4), align 4, !tbaa !4
  %89 = load i32, ptr %16, align 4, !tbaa !4
  %90 = icmp sgt i32 %88, %89
  br i1 %90, label %91, label %92

91:                                               ; preds = %87
  store i32 %88, ptr %16, align 4, !tbaa !4
  br label %92

92:                                               ; preds = %91, %87, %85
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %93 = icmp eq i32 %4, 0
  br i1 %93, label %94, label %97

94:                                               ; preds = %92
  %95 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_max_intPKiPiiE1s to ptr), align 4, !tbaa !4
  %96 = atomicrmw max ptr %1, i32 %95 monotonic, align 4
  br label %97

97:                                               ; preds = %94, %92
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
