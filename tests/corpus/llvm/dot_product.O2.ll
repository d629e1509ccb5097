; ModuleID = 'dot_product.cu'
source_filename = "dot_product.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11dot_productPKfS0_PfiE5cache = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11dot_productPKfS0_Pfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul nuw nsw i32 %6, %12
  br label %19

14:                                               ; preds = %19, %4
  %15 = phi float [ 0.000000e+00, %4 ], [ %28, %19 ]
  %16 = zext nneg i32 %8 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), i64 %16
  store float %15, ptr %17, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp samesign ult i32 %8, 128
  br i1 %18, label %31, label %38

19:                                               ; preds = %11, %19
  %20 = phi float [ 0.000000e+00, %11 ], [ %28, %19 ]
  %21 = phi i32 [ %9, %11 ], [ %29, %19 ]
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = getelementptr inbounds nuw float, ptr %1, i64 %22
  %26 = load float, ptr %25, align 4, !tbaa !8
  %27 = fmul contract float %24, %26
  %28 = fadd contract float %20, %27
  %29 = add nuw nsw i32 %21, %13
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %19, label %14, !llvm.loop !10

31:                                               ; preds = %14
  %32 = zext nneg i32 %8 to i64
  %33 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = load float, ptr %17, align 4, !tbaa !8
  %37 = fadd contract float %35, %36
  store float %37, ptr %17, align 4, !tbaa !8
  br label %38

38:                                               ; preds = %31, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %39 = icmp samesign ult i32 %8, 64
  br i1 %39, label %40, label %47

40:                                               ; preds = %38
  %41 = zext nneg i32 %8 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 256
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = load float, ptr %17, align 4, !tbaa !8
  %46 = fadd contract float %44, %45
  store float %46, ptr %17, align 4, !tbaa !8
  br label %47

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %48 = icmp samesign ult i32 %8, 32
  br i1 %48, label %49, label %56

49:                                               ; preds = %47
  %50 = zext nneg i32 %8 to i64
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), i64 %50
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 128
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = load float, ptr %17, align 4, !tbaa !8
  %55 = fadd contract float %53, %54
  store float %55, ptr %17, align 4, !tbaa !8
  br label %56

56:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = icmp samesign ult i32 %8, 16
  br i1 %57, label %58, label %65

58:                                               ; preds = %56
  %59 = zext nneg i32 %8 to i64
  %60 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 64
  %62 = load float, ptr %61, align 4, !tbaa !8
  %63 = load float, ptr %17, align 4, !tbaa !8
  %64 = fadd contract float %62, %63
  store float %64, ptr %17, align 4, !tbaa !8
  br label %65

65:                                               ; preds = %58, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %66 = icmp samesign ult i32 %8, 8
  br i1 %66, label %67, label %74

67:                                               ; preds = %65
  %68 = zext nneg i32 %8 to i64
  %69 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 32
  %71 = load float, ptr %70, align 4, !tbaa !8
  %72 = load float, ptr %17, align 4, !tbaa !8
  %73 = fadd contract float %71, %72
  store float %73, ptr %17, align 4, !tbaa !8
  br label %74

74:                                               ; preds = %67, %65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = icmp samesign ult i32 %8, 4
  br i1 %75, label %76, label %83

76:                                               ; preds = %74
  %77 = zext nneg i32 %8 to i64
  %78 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 16
  %80 = load float, ptr %79, align 4, !tbaa !8
  %81 = load float, ptr %17, align 4, !tbaa !8
  %82 = fadd contract float %80, %81
  store float %82, ptr %17, align 4, !tbaa !8
  br label %83

83:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %84 = icmp samesign ult i32 %8, 2
  br i1 %84, label %85, label %92

85:                                               ; preds = %83
  %86 = zext nneg i32 %8 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %89 = load float, ptr %88, align 4, !tbaa !8
  %90 = load float, ptr %17, align 4, !tbaa !8
  %91 = fadd contract float %89, %90
  store float %91, ptr %17, align 4, !tbaa !8
  br label %92

92:                                               ; preds = %85, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %93 = icmp eq i32 %8, 0
  br i1 %93, label %94, label %98

94:                                               ; preds = %92
  %95 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), i64 4), align 4, !tbaa !8
  %96 = load float, ptr %17, align 4, !tbaa !8
  %97 = fadd contract float %95, %96
  store float %97, ptr %17, align 4, !tbaa !8
  br label %98

98:                                               ; preds = %94, %92
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %99 = icmp eq i32 %8, 0
  br i1 %99, label %100, label %103

100:                                              ; preds = %98
  %101 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE5cache to ptr), align 4, !tbaa !8
  %102 = atomicrmw fadd ptr %2, float %101 monotonic, align 4
  br label %103

103:                                              ; preds = %100, %98
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
