; ModuleID = 'topk.cu'
source_filename = "topk.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z9warp_topkILi8EEvPfPiPKfii = comdat any

$_Z9warp_topkILi32EEvPfPiPKfii = comdat any

@_ZZ17bitonic_sort_1024PjS_iE2sk = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ17bitonic_sort_1024PjS_iE2sp = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17bitonic_sort_1024PjS_i(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 10
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %10

8:                                                ; preds = %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = icmp samesign ult i32 %6, 512
  br label %31

10:                                               ; preds = %3, %26
  %11 = phi i32 [ %6, %3 ], [ %29, %26 ]
  %12 = or disjoint i32 %11, %5
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %18

14:                                               ; preds = %10
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  br label %18

18:                                               ; preds = %10, %14
  %19 = phi i32 [ %17, %14 ], [ -1, %10 ]
  %20 = zext nneg i32 %11 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonic_sort_1024PjS_iE2sk to ptr), i64 %20
  store i32 %19, ptr %21, align 4, !tbaa !6
  br i1 %13, label %22, label %26

22:                                               ; preds = %18
  %23 = sext i32 %12 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  br label %26

26:                                               ; preds = %18, %22
  %27 = phi i32 [ %25, %22 ], [ 0, %18 ]
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonic_sort_1024PjS_iE2sp to ptr), i64 %20
  store i32 %27, ptr %28, align 4, !tbaa !6
  %29 = add nuw nsw i32 %11, %7
  %30 = icmp samesign ult i32 %29, 1024
  br i1 %30, label %10, label %8, !llvm.loop !11

31:                                               ; preds = %8, %39
  %32 = phi i32 [ 2, %8 ], [ %40, %39 ]
  %33 = ashr exact i32 %32, 1
  %34 = icmp sgt i32 %33, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %31, %42
  %36 = phi i32 [ %43, %42 ], [ %33, %31 ]
  br i1 %9, label %37, label %42

37:                                               ; preds = %35
  %38 = add nsw i32 %36, -1
  br label %45

39:                                               ; preds = %42, %31
  %40 = shl i32 %32, 1
  %41 = icmp slt i32 %40, 1025
  br i1 %41, label %31, label %70, !llvm.loop !13

42:                                               ; preds = %66, %35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = lshr i32 %36, 1
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %39, label %35, !llvm.loop !14

45:                                               ; preds = %37, %66
  %46 = phi i32 [ %6, %37 ], [ %67, %66 ]
  %47 = shl nuw nsw i32 %46, 1
  %48 = and i32 %46, %38
  %49 = sub nsw i32 %47, %48
  %50 = add nsw i32 %49, %36
  %51 = and i32 %49, %32
  %52 = sext i32 %49 to i64
  %53 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonic_sort_1024PjS_iE2sk to ptr), i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = sext i32 %50 to i64
  %56 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonic_sort_1024PjS_iE2sk to ptr), i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = icmp ugt i32 %54, %57
  %59 = icmp ne i32 %51, 0
  %60 = xor i1 %59, %58
  br i1 %60, label %61, label %66

61:                                               ; preds = %45
  store i32 %57, ptr %53, align 4, !tbaa !6
  store i32 %54, ptr %56, align 4, !tbaa !6
  %62 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonic_sort_1024PjS_iE2sp to ptr), i64 %52
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonic_sort_1024PjS_iE2sp to ptr), i64 %55
  %65 = load i32, ptr %64, align 4, !tbaa !6
  store i32 %65, ptr %62, align 4, !tbaa !6
  store i32 %63, ptr %64, align 4, !tbaa !6
  br label %66

66:                                               ; preds = %61, %45
  %67 = add nuw nsw i32 %46, %7
  %68 = icmp samesign ult i32 %67, 512
  br i1 %68, label %45, label %42, !llvm.loop !15

69:                                               ; preds = %83
  ret void

70:                                               ; preds = %39, %83
  %71 = phi i32 [ %84, %83 ], [ %6, %39 ]
  %72 = or disjoint i32 %71, %5
  %73 = icmp slt i32 %72, %2
  br i1 %73, label %74, label %83

74:                                               ; preds = %70
  %75 = sext i32 %72 to i64
  %76 = getelementptr inbounds i32, ptr %1, i64 %75
  %77 = zext nneg i32 %71 to i64
  %78 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonic_sort_1024PjS_iE2sp to ptr), i64 %77
  %79 = getelementptr inbounds i32, ptr %0, i64 %75
  %80 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonic_sort_1024PjS_iE2sk to ptr), i64 %77
  %81 = load i32, ptr %80, align 4, !tbaa !6
  store i32 %81, ptr %79, align 4, !tbaa !6
  %82 = load i32, ptr %78, align 4, !tbaa !6
  store i32 %82, ptr %76, align 4, !tbaa !6
  br label %83

83:                                               ; preds = %70, %74
  %84 = add nuw nsw i32 %71, %7
  %85 = icmp samesign ult i32 %84, 1024
  br i1 %85, label %70, label %69, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z9warp_topkILi8EEvPfPiPKfii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 comdat {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = lshr i32 %9, 5
  %11 = mul i32 %10, %8
  %12 = lshr i32 %6, 5
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %82

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = sext i32 %4 to i64
  %18 = mul nsw i64 %17, %16
  %19 = getelementptr inbounds nuw float, ptr %2, i64 %18
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %15
  %22 = icmp samesign ult i32 %7, 8
  br label %27

23:                                               ; preds = %71, %15
  %24 = phi i32 [ -1, %15 ], [ %72, %71 ]
  %25 = phi float [ 0xFFF0000000000000, %15 ], [ %73, %71 ]
  %26 = icmp samesign ult i32 %7, 8
  br i1 %26, label %76, label %82

27:                                               ; preds = %21, %71
  %28 = phi float [ 0xFFF0000000000000, %21 ], [ %73, %71 ]
  %29 = phi i32 [ -1, %21 ], [ %72, %71 ]
  %30 = phi i32 [ 0, %21 ], [ %74, %71 ]
  %31 = or disjoint i32 %30, %7
  %32 = icmp slt i32 %31, %4
  br i1 %32, label %33, label %37

33:                                               ; preds = %27
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds nuw float, ptr %19, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !17
  br label %37

37:                                               ; preds = %27, %33
  %38 = phi contract float [ %36, %33 ], [ 0xFFF0000000000000, %27 ]
  %39 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %28, i32 7, i32 31)
  %40 = fcmp contract ogt float %38, %39
  %41 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %40)
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %71, label %43

43:                                               ; preds = %37, %67
  %44 = phi float [ %69, %67 ], [ %28, %37 ]
  %45 = phi i32 [ %68, %67 ], [ %29, %37 ]
  %46 = phi i32 [ %50, %67 ], [ %41, %37 ]
  %47 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %46)
  %48 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %47) #6, !srcloc !19
  %49 = add i32 %46, -1
  %50 = and i32 %49, %46
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %38, i32 %48, i32 31)
  %52 = fcmp contract oge float %44, %51
  %53 = select i1 %22, i1 %52, i1 false
  %54 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %53)
  %55 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %54)
  %56 = icmp samesign ugt i32 %55, 7
  br i1 %56, label %67, label %57, !llvm.loop !20

57:                                               ; preds = %43
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %44, i32 1, i32 0)
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %45, i32 1, i32 0)
  %60 = icmp samesign ugt i32 %7, %55
  %61 = select i1 %60, i32 %59, i32 %45
  %62 = select i1 %60, float %58, float %44
  %63 = icmp eq i32 %7, %55
  %64 = add nsw i32 %48, %30
  %65 = select i1 %63, i32 %64, i32 %61
  %66 = select i1 %63, float %51, float %62
  br label %67

67:                                               ; preds = %43, %57
  %68 = phi i32 [ %65, %57 ], [ %45, %43 ]
  %69 = phi float [ %66, %57 ], [ %44, %43 ]
  %70 = icmp eq i32 %50, 0
  br i1 %70, label %71, label %43

71:                                               ; preds = %67, %37
  %72 = phi i32 [ %29, %37 ], [ %68, %67 ]
  %73 = phi float [ %28, %37 ], [ %69, %67 ]
  %74 = add nuw nsw i32 %30, 32
  %75 = icmp slt i32 %74, %4
  br i1 %75, label %27, label %23, !llvm.loop !21

76:                                               ; preds = %23
  %77 = shl nsw i64 %16, 3
  %78 = zext nneg i32 %7 to i64
  %79 = or disjoint i64 %77, %78
  %80 = getelementptr inbounds nuw i32, ptr %1, i64 %79
  %81 = getelementptr inbounds nuw float, ptr %0, i64 %79
  store float %25, ptr %81, align 4, !tbaa !17
  store i32 %24, ptr %80, align 4, !tbaa !6
  br label %82

82:                                               ; preds = %23, %76, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z9warp_topkILi32EEvPfPiPKfii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 comdat {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = lshr i32 %9, 5
  %11 = mul i32 %10, %8
  %12 = lshr i32 %6, 5
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %77

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = sext i32 %4 to i64
  %18 = mul nsw i64 %17, %16
  %19 = getelementptr inbounds nuw float, ptr %2, i64 %18
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %21, label %69

21:                                               ; preds = %15, %64
  %22 = phi float [ %66, %64 ], [ 0xFFF0000000000000, %15 ]
  %23 = phi i32 [ %65, %64 ], [ -1, %15 ]
  %24 = phi i32 [ %67, %64 ], [ 0, %15 ]
  %25 = or disjoint i32 %24, %7
  %26 = icmp slt i32 %25, %4
  br i1 %26, label %27, label %31

27:                                               ; preds = %21
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds nuw float, ptr %19, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !17
  br label %31

31:                                               ; preds = %21, %27
  %32 = phi contract float [ %30, %27 ], [ 0xFFF0000000000000, %21 ]
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %22, i32 31, i32 31)
  %34 = fcmp contract ogt float %32, %33
  %35 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %34)
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %64, label %37

37:                                               ; preds = %31, %60
  %38 = phi float [ %62, %60 ], [ %22, %31 ]
  %39 = phi i32 [ %61, %60 ], [ %23, %31 ]
  %40 = phi i32 [ %44, %60 ], [ %35, %31 ]
  %41 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %40)
  %42 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %41) #6, !srcloc !19
  %43 = add i32 %40, -1
  %44 = and i32 %43, %40
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %32, i32 %42, i32 31)
  %46 = fcmp contract oge float %38, %45
  %47 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %46)
  %48 = icmp eq i32 %47, -1
  br i1 %48, label %60, label %49, !llvm.loop !22

49:                                               ; preds = %37
  %50 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %47)
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %38, i32 1, i32 0)
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %39, i32 1, i32 0)
  %53 = icmp samesign ugt i32 %7, %50
  %54 = select i1 %53, i32 %52, i32 %39
  %55 = select i1 %53, float %51, float %38
  %56 = icmp eq i32 %7, %50
  %57 = add nsw i32 %42, %24
  %58 = select i1 %56, i32 %57, i32 %54
  %59 = select i1 %56, float %45, float %55
  br label %60

60:                                               ; preds = %37, %49
  %61 = phi i32 [ %58, %49 ], [ %39, %37 ]
  %62 = phi float [ %59, %49 ], [ %38, %37 ]
  %63 = icmp eq i32 %44, 0
  br i1 %63, label %64, label %37

64:                                               ; preds = %60, %31
  %65 = phi i32 [ %23, %31 ], [ %61, %60 ]
  %66 = phi float [ %22, %31 ], [ %62, %60 ]
  %67 = add nuw nsw i32 %24, 32
  %68 = icmp slt i32 %67, %4
  br i1 %68, label %21, label %69, !llvm.loop !23

69:                                               ; preds = %64, %15
  %70 = phi i32 [ -1, %15 ], [ %65, %64 ]
  %71 = phi float [ 0xFFF0000000000000, %15 ], [ %66, %64 ]
  %72 = shl nsw i64 %16, 5
  %73 = zext nneg i32 %7 to i64
  %74 = or disjoint i64 %72, %73
  %75 = getelementptr inbounds nuw float, ptr %0, i64 %74
  store float %71, ptr %75, align 4, !tbaa !17
  %76 = getelementptr inbounds nuw i32, ptr %1, i64 %74
  store i32 %70, ptr %76, align 4, !tbaa !6
  br label %77

77:                                               ; preds = %5, %69
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind memory(none) }

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
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !8, i64 0}
!19 = !{i32 12369}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
