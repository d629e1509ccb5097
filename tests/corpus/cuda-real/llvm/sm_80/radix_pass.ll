; ModuleID = 'radix_pass.cu'
source_filename = "radix_pass.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15radix_histogramPjPKjiiE1h = internal addrspace(3) global [16 x i32] undef, align 4
@_ZZ13radix_scatterPjS_PKjS1_S1_iiE11warp_counts = internal unnamed_addr addrspace(3) global [8 x [16 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15radix_histogramPjPKjii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 16
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radix_histogramPjPKjiiE1h to ptr), i64 %8
  store i32 0, ptr %9, align 4, !tbaa !6
  br label %10

10:                                               ; preds = %7, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 8
  %13 = add i32 %12, %5
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %15, label %24

15:                                               ; preds = %10
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = lshr i32 %18, %3
  %20 = and i32 %19, 15
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radix_histogramPjPKjiiE1h to ptr), i64 %21
  %23 = atomicrmw add ptr %22, i32 1 seq_cst, align 4
  br label %24

24:                                               ; preds = %15, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %6, label %25, label %34

25:                                               ; preds = %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = mul i32 %5, %26
  %28 = add i32 %27, %11
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  %31 = zext nneg i32 %5 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radix_histogramPjPKjiiE1h to ptr), i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  store i32 %33, ptr %30, align 4, !tbaa !6
  br label %34

34:                                               ; preds = %25, %24
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13radix_scatterPjS_PKjS1_S1_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = lshr i32 %8, 5
  %10 = and i32 %8, 31
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 8
  %13 = add i32 %12, %8
  %14 = icmp slt i32 %13, %5
  br i1 %14, label %15, label %19

15:                                               ; preds = %7
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %7, %15
  %20 = phi i32 [ %18, %15 ], [ -1, %7 ]
  %21 = lshr i32 %20, %6
  %22 = and i32 %21, 15
  %23 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %14)
  %24 = and i32 %21, 1
  %25 = icmp ne i32 %24, 0
  %26 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %25)
  %27 = add nsw i32 %24, -1
  %28 = xor i32 %26, %27
  %29 = and i32 %28, %23
  %30 = lshr i32 %21, 1
  %31 = and i32 %30, 1
  %32 = icmp ne i32 %31, 0
  %33 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %32)
  %34 = add nsw i32 %31, -1
  %35 = xor i32 %33, %34
  %36 = and i32 %35, %29
  %37 = lshr i32 %21, 2
  %38 = and i32 %37, 1
  %39 = icmp ne i32 %38, 0
  %40 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %39)
  %41 = add nsw i32 %38, -1
  %42 = xor i32 %40, %41
  %43 = and i32 %42, %36
  %44 = lshr i32 %22, 3
  %45 = icmp ne i32 %44, 0
  %46 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %45)
  %47 = add nsw i32 %44, -1
  %48 = xor i32 %46, %47
  %49 = and i32 %48, %43
  %50 = shl nsw i32 -1, %10
  %51 = xor i32 %50, -1
  %52 = and i32 %49, %51
  %53 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %52)
  %54 = icmp samesign ult i32 %8, 128
  br i1 %54, label %55, label %58

55:                                               ; preds = %19
  %56 = zext nneg i32 %8 to i64
  %57 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13radix_scatterPjS_PKjS1_S1_iiE11warp_counts to ptr), i64 %56
  store i32 0, ptr %57, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %55, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %59 = icmp eq i32 %52, 0
  %60 = and i1 %14, %59
  br i1 %60, label %61, label %67

61:                                               ; preds = %58
  %62 = zext nneg i32 %9 to i64
  %63 = getelementptr inbounds nuw [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13radix_scatterPjS_PKjS1_S1_iiE11warp_counts to ptr), i64 %62
  %64 = zext nneg i32 %22 to i64
  %65 = getelementptr inbounds nuw i32, ptr %63, i64 %64
  %66 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %49)
  store i32 %66, ptr %65, align 4, !tbaa !6
  br label %67

67:                                               ; preds = %61, %58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %68, label %156

68:                                               ; preds = %67
  %69 = icmp eq i32 %9, 0
  br i1 %69, label %94, label %70

70:                                               ; preds = %68
  %71 = zext nneg i32 %22 to i64
  %72 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13radix_scatterPjS_PKjS1_S1_iiE11warp_counts to ptr), i64 %71
  %73 = and i32 %9, 7
  %74 = icmp samesign ult i32 %8, 256
  br i1 %74, label %79, label %75

75:                                               ; preds = %70
  %76 = and i32 %9, 24
  br label %110

77:                                               ; preds = %110
  %78 = icmp eq i32 %73, 0
  br i1 %78, label %94, label %79

79:                                               ; preds = %77, %70
  %80 = phi i32 [ 0, %70 ], [ %153, %77 ]
  %81 = phi i32 [ 0, %70 ], [ %152, %77 ]
  %82 = icmp ne i32 %73, 0
  tail call void @llvm.assume(i1 %82)
  br label %83

83:                                               ; preds = %83, %79
  %84 = phi i32 [ %80, %79 ], [ %91, %83 ]
  %85 = phi i32 [ %81, %79 ], [ %90, %83 ]
  %86 = phi i32 [ 0, %79 ], [ %92, %83 ]
  %87 = zext nneg i32 %84 to i64
  %88 = getelementptr inbounds nuw [16 x i32], ptr %72, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = add i32 %89, %85
  %91 = add nuw nsw i32 %84, 1
  %92 = add i32 %86, 1
  %93 = icmp eq i32 %92, %73
  br i1 %93, label %94, label %83, !llvm.loop !11

94:                                               ; preds = %77, %83, %68
  %95 = phi i32 [ 0, %68 ], [ %152, %77 ], [ %90, %83 ]
  %96 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %97 = mul i32 %22, %96
  %98 = add i32 %97, %11
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds nuw i32, ptr %4, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = add i32 %95, %53
  %103 = add i32 %102, %101
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds nuw i32, ptr %0, i64 %104
  store i32 %20, ptr %105, align 4, !tbaa !6
  %106 = sext i32 %13 to i64
  %107 = getelementptr inbounds i32, ptr %3, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = getelementptr inbounds nuw i32, ptr %1, i64 %104
  store i32 %108, ptr %109, align 4, !tbaa !6
  br label %156

110:                                              ; preds = %110, %75
  %111 = phi i32 [ 0, %75 ], [ %153, %110 ]
  %112 = phi i32 [ 0, %75 ], [ %152, %110 ]
  %113 = phi i32 [ 0, %75 ], [ %154, %110 ]
  %114 = zext nneg i32 %111 to i64
  %115 = getelementptr inbounds nuw [16 x i32], ptr %72, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = add i32 %116, %112
  %118 = zext nneg i32 %111 to i64
  %119 = getelementptr inbounds nuw [16 x i32], ptr %72, i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 64
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = add i32 %121, %117
  %123 = zext nneg i32 %111 to i64
  %124 = getelementptr inbounds nuw [16 x i32], ptr %72, i64 %123
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 128
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = add i32 %126, %122
  %128 = zext nneg i32 %111 to i64
  %129 = getelementptr inbounds nuw [16 x i32], ptr %72, i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 192
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = add i32 %131, %127
  %133 = zext nneg i32 %111 to i64
  %134 = getelementptr inbounds nuw [16 x i32], ptr %72, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 256
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = add i32 %136, %132
  %138 = zext nneg i32 %111 to i64
  %139 = getelementptr inbounds nuw [16 x i32], ptr %72, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 320
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = add i32 %141, %137
  %143 = zext nneg i32 %111 to i64
  %144 = getelementptr inbounds nuw [16 x i32], ptr %72, i64 %143
  %145 = getelementptr inbounds nuw i8, ptr %144, i64 384
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = add i32 %146, %142
  %148 = zext nneg i32 %111 to i64
  %149 = getelementptr inbounds nuw [16 x i32], ptr %72, i64 %148
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 448
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = add i32 %151, %147
  %153 = add nuw nsw i32 %111, 8
  %154 = add i32 %113, 8
  %155 = icmp eq i32 %154, %76
  br i1 %155, label %77, label %110, !llvm.loop !13

156:                                              ; preds = %67, %94
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
