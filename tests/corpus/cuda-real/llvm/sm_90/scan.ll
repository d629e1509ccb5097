; ModuleID = 'scan.cu'
source_filename = "scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@_ZZ20block_scan_inclusivePiS_PKiiE6totals = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ17scan_exclusive_x4P4int4PKS_iE6totals = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ12chained_scanPiPKiPyS_iE6totals = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ12chained_scanPiPKiPyS_iE7tile_id = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ12chained_scanPiPKiPyS_iE9exclusive = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20block_scan_inclusivePiS_PKii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(address_is_null) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %2, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = and i32 %8, 31
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %16, i32 1, i32 0)
  %19 = icmp eq i32 %17, 0
  %20 = select i1 %19, i32 0, i32 %18
  %21 = add nsw i32 %20, %16
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %21, i32 2, i32 0)
  %23 = icmp samesign ult i32 %17, 2
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nsw i32 %24, %21
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %25, i32 4, i32 0)
  %27 = icmp samesign ult i32 %17, 4
  %28 = select i1 %27, i32 0, i32 %26
  %29 = add nsw i32 %28, %25
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %29, i32 8, i32 0)
  %31 = icmp samesign ult i32 %17, 8
  %32 = select i1 %31, i32 0, i32 %30
  %33 = add nsw i32 %32, %29
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %33, i32 16, i32 0)
  %35 = icmp samesign ult i32 %17, 16
  %36 = select i1 %35, i32 0, i32 %34
  %37 = add nsw i32 %36, %33
  %38 = lshr i32 %8, 5
  %39 = icmp eq i32 %17, 31
  br i1 %39, label %40, label %43

40:                                               ; preds = %15
  %41 = zext nneg i32 %38 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusivePiS_PKiiE6totals to ptr), i64 %41
  store i32 %37, ptr %42, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %40, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %44 = icmp eq i32 %38, 0
  br i1 %44, label %45, label %70

45:                                               ; preds = %43
  %46 = lshr i32 %6, 5
  %47 = icmp samesign ult i32 %17, %46
  %48 = zext nneg i32 %17 to i64
  br i1 %47, label %49, label %52

49:                                               ; preds = %45
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusivePiS_PKiiE6totals to ptr), i64 %48
  %51 = load i32, ptr %50, align 4, !tbaa !6
  br label %52

52:                                               ; preds = %45, %49
  %53 = phi i32 [ %51, %49 ], [ 0, %45 ]
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %53, i32 1, i32 0)
  %55 = select i1 %19, i32 0, i32 %54
  %56 = add nsw i32 %55, %53
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %56, i32 2, i32 0)
  %58 = select i1 %23, i32 0, i32 %57
  %59 = add nsw i32 %58, %56
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %59, i32 4, i32 0)
  %61 = select i1 %27, i32 0, i32 %60
  %62 = add nsw i32 %61, %59
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %62, i32 8, i32 0)
  %64 = select i1 %31, i32 0, i32 %63
  %65 = add nsw i32 %64, %62
  %66 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %65, i32 16, i32 0)
  %67 = select i1 %35, i32 0, i32 %66
  %68 = add nsw i32 %67, %65
  %69 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusivePiS_PKiiE6totals to ptr), i64 %48
  store i32 %68, ptr %69, align 4, !tbaa !6
  br label %70

70:                                               ; preds = %52, %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %44, label %77, label %71

71:                                               ; preds = %70
  %72 = zext nneg i32 %38 to i64
  %73 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusivePiS_PKiiE6totals to ptr), i64 %72
  %74 = getelementptr i8, ptr %73, i64 -4
  %75 = load i32, ptr %74, align 4, !tbaa !6
  %76 = add nsw i32 %75, %37
  br label %77

77:                                               ; preds = %70, %71
  %78 = phi i32 [ %76, %71 ], [ %37, %70 ]
  %79 = lshr i32 %6, 5
  %80 = add nsw i32 %79, -1
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusivePiS_PKiiE6totals to ptr), i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  br i1 %10, label %84, label %87

84:                                               ; preds = %77
  %85 = sext i32 %9 to i64
  %86 = getelementptr inbounds i32, ptr %0, i64 %85
  store i32 %78, ptr %86, align 4, !tbaa !6
  br label %87

87:                                               ; preds = %84, %77
  %88 = icmp eq i32 %8, 0
  %89 = icmp ne ptr %1, null
  %90 = and i1 %88, %89
  br i1 %90, label %91, label %94

91:                                               ; preds = %87
  %92 = zext nneg i32 %5 to i64
  %93 = getelementptr inbounds nuw i32, ptr %1, i64 %92
  store i32 %83, ptr %93, align 4, !tbaa !6
  br label %94

94:                                               ; preds = %91, %87
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17scan_exclusive_x4P4int4PKS_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %20

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.int4, ptr %1, i64 %11
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %16 = load i32, ptr %12, align 16, !tbaa !6
  %17 = load i32, ptr %15, align 4, !tbaa !6
  %18 = load i32, ptr %14, align 8, !tbaa !6
  %19 = load i32, ptr %13, align 4, !tbaa !6
  br label %20

20:                                               ; preds = %3, %10
  %21 = phi i32 [ %16, %10 ], [ 0, %3 ]
  %22 = phi i32 [ %17, %10 ], [ 0, %3 ]
  %23 = phi i32 [ %18, %10 ], [ 0, %3 ]
  %24 = phi i32 [ %19, %10 ], [ 0, %3 ]
  %25 = add nsw i32 %22, %21
  %26 = add nsw i32 %25, %23
  %27 = add nsw i32 %26, %24
  %28 = and i32 %7, 31
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 1, i32 0)
  %30 = icmp eq i32 %28, 0
  %31 = select i1 %30, i32 0, i32 %29
  %32 = add nsw i32 %31, %27
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %32, i32 2, i32 0)
  %34 = icmp samesign ult i32 %28, 2
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add nsw i32 %35, %32
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %36, i32 4, i32 0)
  %38 = icmp samesign ult i32 %28, 4
  %39 = select i1 %38, i32 0, i32 %37
  %40 = add nsw i32 %39, %36
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %40, i32 8, i32 0)
  %42 = icmp samesign ult i32 %28, 8
  %43 = select i1 %42, i32 0, i32 %41
  %44 = add nsw i32 %43, %40
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %44, i32 16, i32 0)
  %46 = icmp samesign ult i32 %28, 16
  %47 = select i1 %46, i32 0, i32 %45
  %48 = add nsw i32 %47, %44
  %49 = lshr i32 %7, 5
  %50 = icmp eq i32 %28, 31
  br i1 %50, label %51, label %54

51:                                               ; preds = %20
  %52 = zext nneg i32 %49 to i64
  %53 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_exclusive_x4P4int4PKS_iE6totals to ptr), i64 %52
  store i32 %48, ptr %53, align 4, !tbaa !6
  br label %54

54:                                               ; preds = %51, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = icmp eq i32 %49, 0
  br i1 %55, label %56, label %81

56:                                               ; preds = %54
  %57 = lshr i32 %5, 5
  %58 = icmp samesign ult i32 %28, %57
  %59 = zext nneg i32 %28 to i64
  br i1 %58, label %60, label %63

60:                                               ; preds = %56
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_exclusive_x4P4int4PKS_iE6totals to ptr), i64 %59
  %62 = load i32, ptr %61, align 4, !tbaa !6
  br label %63

63:                                               ; preds = %56, %60
  %64 = phi i32 [ %62, %60 ], [ 0, %56 ]
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %64, i32 1, i32 0)
  %66 = select i1 %30, i32 0, i32 %65
  %67 = add nsw i32 %66, %64
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %67, i32 2, i32 0)
  %69 = select i1 %34, i32 0, i32 %68
  %70 = add nsw i32 %69, %67
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %70, i32 4, i32 0)
  %72 = select i1 %38, i32 0, i32 %71
  %73 = add nsw i32 %72, %70
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 8, i32 0)
  %75 = select i1 %42, i32 0, i32 %74
  %76 = add nsw i32 %75, %73
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %76, i32 16, i32 0)
  %78 = select i1 %46, i32 0, i32 %77
  %79 = add nsw i32 %78, %76
  %80 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_exclusive_x4P4int4PKS_iE6totals to ptr), i64 %59
  store i32 %79, ptr %80, align 4, !tbaa !6
  br label %81

81:                                               ; preds = %63, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %55, label %88, label %82

82:                                               ; preds = %81
  %83 = zext nneg i32 %49 to i64
  %84 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_exclusive_x4P4int4PKS_iE6totals to ptr), i64 %83
  %85 = getelementptr i8, ptr %84, i64 -4
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = add nsw i32 %86, %48
  br label %88

88:                                               ; preds = %81, %82
  %89 = phi i32 [ %87, %82 ], [ %48, %81 ]
  br i1 %9, label %90, label %100

90:                                               ; preds = %88
  %91 = sext i32 %8 to i64
  %92 = getelementptr inbounds %struct.int4, ptr %0, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 12
  %94 = getelementptr inbounds nuw i8, ptr %92, i64 8
  %95 = getelementptr inbounds nuw i8, ptr %92, i64 4
  %96 = sub nsw i32 %89, %27
  %97 = add nsw i32 %96, %21
  %98 = add nsw i32 %97, %22
  %99 = add nsw i32 %98, %23
  store i32 %96, ptr %92, align 16, !tbaa !6
  store i32 %97, ptr %95, align 4, !tbaa !6
  store i32 %98, ptr %94, align 8, !tbaa !6
  store i32 %99, ptr %93, align 4, !tbaa !6
  br label %100

100:                                              ; preds = %90, %88
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12chained_scanPiPKiPyS_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef %2, ptr noalias noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %5
  %9 = atomicrmw add ptr %3, i32 1 seq_cst, align 4
  store i32 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ12chained_scanPiPKiPyS_iE7tile_id to ptr), align 4, !tbaa !6
  br label %10

10:                                               ; preds = %8, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12chained_scanPiPKiPyS_iE7tile_id to ptr), align 4, !tbaa !6
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %6
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  br label %20

20:                                               ; preds = %10, %16
  %21 = phi i32 [ %19, %16 ], [ 0, %10 ]
  %22 = and i32 %6, 31
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %21, i32 1, i32 0)
  %24 = icmp eq i32 %22, 0
  %25 = select i1 %24, i32 0, i32 %23
  %26 = add nsw i32 %25, %21
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %26, i32 2, i32 0)
  %28 = icmp samesign ult i32 %22, 2
  %29 = select i1 %28, i32 0, i32 %27
  %30 = add nsw i32 %29, %26
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %30, i32 4, i32 0)
  %32 = icmp samesign ult i32 %22, 4
  %33 = select i1 %32, i32 0, i32 %31
  %34 = add nsw i32 %33, %30
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %34, i32 8, i32 0)
  %36 = icmp samesign ult i32 %22, 8
  %37 = select i1 %36, i32 0, i32 %35
  %38 = add nsw i32 %37, %34
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %38, i32 16, i32 0)
  %40 = icmp samesign ult i32 %22, 16
  %41 = select i1 %40, i32 0, i32 %39
  %42 = add nsw i32 %41, %38
  %43 = lshr i32 %6, 5
  %44 = icmp eq i32 %22, 31
  br i1 %44, label %45, label %48

45:                                               ; preds = %20
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12chained_scanPiPKiPyS_iE6totals to ptr), i64 %46
  store i32 %42, ptr %47, align 4, !tbaa !6
  br label %48

48:                                               ; preds = %45, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %49 = icmp eq i32 %43, 0
  br i1 %49, label %50, label %75

50:                                               ; preds = %48
  %51 = lshr i32 %12, 5
  %52 = icmp samesign ult i32 %22, %51
  %53 = zext nneg i32 %22 to i64
  br i1 %52, label %54, label %57

54:                                               ; preds = %50
  %55 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12chained_scanPiPKiPyS_iE6totals to ptr), i64 %53
  %56 = load i32, ptr %55, align 4, !tbaa !6
  br label %57

57:                                               ; preds = %50, %54
  %58 = phi i32 [ %56, %54 ], [ 0, %50 ]
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %58, i32 1, i32 0)
  %60 = select i1 %24, i32 0, i32 %59
  %61 = add nsw i32 %60, %58
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %61, i32 2, i32 0)
  %63 = select i1 %28, i32 0, i32 %62
  %64 = add nsw i32 %63, %61
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %64, i32 4, i32 0)
  %66 = select i1 %32, i32 0, i32 %65
  %67 = add nsw i32 %66, %64
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %67, i32 8, i32 0)
  %69 = select i1 %36, i32 0, i32 %68
  %70 = add nsw i32 %69, %67
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %70, i32 16, i32 0)
  %72 = select i1 %40, i32 0, i32 %71
  %73 = add nsw i32 %72, %70
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12chained_scanPiPKiPyS_iE6totals to ptr), i64 %53
  store i32 %73, ptr %74, align 4, !tbaa !6
  br label %75

75:                                               ; preds = %57, %48
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %49, label %82, label %76

76:                                               ; preds = %75
  %77 = zext nneg i32 %43 to i64
  %78 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12chained_scanPiPKiPyS_iE6totals to ptr), i64 %77
  %79 = getelementptr i8, ptr %78, i64 -4
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = add nsw i32 %80, %42
  br label %82

82:                                               ; preds = %75, %76
  %83 = phi i32 [ %81, %76 ], [ %42, %75 ]
  %84 = lshr i32 %12, 5
  %85 = add nsw i32 %84, -1
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12chained_scanPiPKiPyS_iE6totals to ptr), i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !6
  br i1 %7, label %89, label %123

89:                                               ; preds = %82
  %90 = icmp eq i32 %11, 0
  %91 = zext i32 %88 to i64
  br i1 %90, label %92, label %94

92:                                               ; preds = %89
  %93 = or disjoint i64 %91, 8589934592
  store volatile i64 %93, ptr %2, align 8, !tbaa !11
  br label %121

94:                                               ; preds = %89
  %95 = or disjoint i64 %91, 4294967296
  %96 = sext i32 %11 to i64
  %97 = getelementptr inbounds i64, ptr %2, i64 %96
  store volatile i64 %95, ptr %97, align 8, !tbaa !11
  %98 = add nsw i32 %11, -1
  br label %99

99:                                               ; preds = %103, %94
  %100 = phi i32 [ %98, %94 ], [ %113, %103 ]
  %101 = phi i32 [ 0, %94 ], [ %115, %103 ]
  %102 = icmp sgt i32 %100, -1
  br i1 %102, label %103, label %116

103:                                              ; preds = %99
  %104 = zext nneg i32 %100 to i64
  %105 = getelementptr inbounds nuw i64, ptr %2, i64 %104
  %106 = load volatile i64, ptr %105, align 8, !tbaa !11
  %107 = lshr i64 %106, 32
  %108 = icmp ne i64 %107, 0
  %109 = trunc i64 %106 to i32
  %110 = icmp ne i64 %107, 2
  %111 = and i1 %108, %110
  %112 = sext i1 %111 to i32
  %113 = add nsw i32 %100, %112
  %114 = select i1 %108, i32 %109, i32 0
  %115 = add nsw i32 %114, %101
  br i1 %110, label %99, label %116

116:                                              ; preds = %103, %99
  %117 = phi i32 [ %115, %103 ], [ %101, %99 ]
  tail call void @llvm.nvvm.membar.gl()
  %118 = add nsw i32 %117, %88
  %119 = zext i32 %118 to i64
  %120 = or disjoint i64 %119, 8589934592
  store volatile i64 %120, ptr %97, align 8, !tbaa !11
  br label %121

121:                                              ; preds = %116, %92
  %122 = phi i32 [ %117, %116 ], [ 0, %92 ]
  store i32 %122, ptr addrspacecast (ptr addrspace(3) @_ZZ12chained_scanPiPKiPyS_iE9exclusive to ptr), align 4, !tbaa !6
  br label %123

123:                                              ; preds = %121, %82
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %124, label %129

124:                                              ; preds = %123
  %125 = sext i32 %14 to i64
  %126 = getelementptr inbounds i32, ptr %0, i64 %125
  %127 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12chained_scanPiPKiPyS_iE9exclusive to ptr), align 4, !tbaa !6
  %128 = add nsw i32 %127, %83
  store i32 %128, ptr %126, align 4, !tbaa !6
  br label %129

129:                                              ; preds = %124, %123
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !8, i64 0}
