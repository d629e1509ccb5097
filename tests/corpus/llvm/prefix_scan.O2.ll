; ModuleID = 'prefix_scan.cu'
source_filename = "prefix_scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11prefix_scanPKiPiiE4temp = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11prefix_scanPKiPii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = add nuw nsw i32 %7, %4
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %3 ]
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %16
  store i32 %15, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp eq i32 %4, 0
  br i1 %18, label %24, label %19

19:                                               ; preds = %14
  %20 = zext nneg i32 %4 to i64
  %21 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %20
  %22 = getelementptr i8, ptr %21, i64 -4
  %23 = load i32, ptr %22, align 4, !tbaa !4
  br label %24

24:                                               ; preds = %14, %19
  %25 = phi i32 [ %23, %19 ], [ 0, %14 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %26 = load i32, ptr %17, align 4, !tbaa !4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = icmp samesign ult i32 %4, 2
  br i1 %28, label %34, label %29

29:                                               ; preds = %24
  %30 = zext nneg i32 %4 to i64
  %31 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %30
  %32 = getelementptr i8, ptr %31, i64 -8
  %33 = load i32, ptr %32, align 4, !tbaa !4
  br label %34

34:                                               ; preds = %29, %24
  %35 = phi i32 [ %33, %29 ], [ 0, %24 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = load i32, ptr %17, align 4, !tbaa !4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = icmp samesign ult i32 %4, 4
  br i1 %38, label %44, label %39

39:                                               ; preds = %34
  %40 = zext nneg i32 %4 to i64
  %41 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %40
  %42 = getelementptr i8, ptr %41, i64 -16
  %43 = load i32, ptr %42, align 4, !tbaa !4
  br label %44

44:                                               ; preds = %39, %34
  %45 = phi i32 [ %43, %39 ], [ 0, %34 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %46 = load i32, ptr %17, align 4, !tbaa !4
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %48 = icmp samesign ult i32 %4, 8
  br i1 %48, label %54, label %49

49:                                               ; preds = %44
  %50 = zext nneg i32 %4 to i64
  %51 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %50
  %52 = getelementptr i8, ptr %51, i64 -32
  %53 = load i32, ptr %52, align 4, !tbaa !4
  br label %54

54:                                               ; preds = %49, %44
  %55 = phi i32 [ %53, %49 ], [ 0, %44 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %56 = load i32, ptr %17, align 4, !tbaa !4
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = icmp samesign ult i32 %4, 16
  br i1 %58, label %64, label %59

59:                                               ; preds = %54
  %60 = zext nneg i32 %4 to i64
  %61 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %60
  %62 = getelementptr i8, ptr %61, i64 -64
  %63 = load i32, ptr %62, align 4, !tbaa !4
  br label %64

64:                                               ; preds = %59, %54
  %65 = phi i32 [ %63, %59 ], [ 0, %54 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %66 = load i32, ptr %17, align 4, !tbaa !4
  %67 = add nsw i32 %66, %65
  store i32 %67, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %68 = icmp samesign ult i32 %4, 32
  br i1 %68, label %74, label %69

69:                                               ; preds = %64
  %70 = zext nneg i32 %4 to i64
  %71 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %70
  %72 = getelementptr i8, ptr %71, i64 -128
  %73 = load i32, ptr %72, align 4, !tbaa !4
  br label %74

74:                                               ; preds = %69, %64
  %75 = phi i32 [ %73, %69 ], [ 0, %64 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %76 = load i32, ptr %17, align 4, !tbaa !4
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %78 = icmp samesign ult i32 %4, 64
  br i1 %78, label %84, label %79

79:                                               ; preds = %74
  %80 = zext nneg i32 %4 to i64
  %81 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %80
  %82 = getelementptr i8, ptr %81, i64 -256
  %83 = load i32, ptr %82, align 4, !tbaa !4
  br label %84

84:                                               ; preds = %79, %74
  %85 = phi i32 [ %83, %79 ], [ 0, %74 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %86 = load i32, ptr %17, align 4, !tbaa !4
  %87 = add nsw i32 %86, %85
  store i32 %87, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = icmp samesign ult i32 %4, 128
  br i1 %88, label %94, label %89

89:                                               ; preds = %84
  %90 = zext nneg i32 %4 to i64
  %91 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %90
  %92 = getelementptr i8, ptr %91, i64 -512
  %93 = load i32, ptr %92, align 4, !tbaa !4
  br label %94

94:                                               ; preds = %89, %84
  %95 = phi i32 [ %93, %89 ], [ 0, %84 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %96 = load i32, ptr %17, align 4, !tbaa !4
  %97 = add nsw i32 %96, %95
  store i32 %97, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %98 = icmp samesign ult i32 %4, 256
  br i1 %98, label %104, label %99

99:                                               ; preds = %94
  %100 = zext nneg i32 %4 to i64
  %101 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11prefix_scanPKiPiiE4temp to ptr), i64 %100
  %102 = getelementptr i8, ptr %101, i64 -1024
  %103 = load i32, ptr %102, align 4, !tbaa !4
  br label %104

104:                                              ; preds = %99, %94
  %105 = phi i32 [ %103, %99 ], [ 0, %94 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %106 = load i32, ptr %17, align 4, !tbaa !4
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr %17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %9, label %108, label %112

108:                                              ; preds = %104
  %109 = zext nneg i32 %8 to i64
  %110 = getelementptr inbounds nuw i32, ptr %1, i64 %109
  %111 = load i32, ptr %17, align 4, !tbaa !4
  store i32 %111, ptr %110, align 4, !tbaa !4
  br label %112

112:                                              ; preds = %108, %104
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

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
