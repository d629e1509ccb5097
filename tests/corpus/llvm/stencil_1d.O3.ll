; ModuleID = 'stencil_1d.cu'
source_filename = "stencil_1d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stencil_1dPKfPfiE4tile = internal unnamed_addr addrspace(3) global [262 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10stencil_1dPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = add nuw nsw i32 %7, 3
  %10 = icmp slt i32 %8, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %3 ]
  %17 = zext nneg i32 %9 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %17
  store float %16, ptr %18, align 4, !tbaa !8
  %19 = icmp samesign ult i32 %7, 3
  br i1 %19, label %20, label %40

20:                                               ; preds = %15
  %21 = icmp samesign ugt i32 %8, 2
  br i1 %21, label %22, label %27

22:                                               ; preds = %20
  %23 = zext nneg i32 %8 to i64
  %24 = getelementptr float, ptr %0, i64 %23
  %25 = getelementptr i8, ptr %24, i64 -12
  %26 = load float, ptr %25, align 4, !tbaa !8
  br label %27

27:                                               ; preds = %20, %22
  %28 = phi contract float [ %26, %22 ], [ 0.000000e+00, %20 ]
  %29 = zext nneg i32 %7 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %29
  store float %28, ptr %30, align 4, !tbaa !8
  %31 = add nuw nsw i32 %8, 256
  %32 = icmp slt i32 %31, %2
  br i1 %32, label %33, label %37

33:                                               ; preds = %27
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !8
  br label %37

37:                                               ; preds = %27, %33
  %38 = phi contract float [ %36, %33 ], [ 0.000000e+00, %27 ]
  %39 = getelementptr inbounds nuw i8, ptr %30, i64 1036
  store float %38, ptr %39, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %37, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %10, label %41, label %78

41:                                               ; preds = %40
  %42 = zext nneg i32 %7 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = fadd contract float %44, 0.000000e+00
  %46 = zext nneg i32 %7 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 4
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = fadd contract float %45, %49
  %51 = zext nneg i32 %7 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = fadd contract float %50, %54
  %56 = zext nneg i32 %9 to i64
  %57 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = fadd contract float %55, %58
  %60 = zext nneg i32 %7 to i64
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = fadd contract float %59, %63
  %65 = zext nneg i32 %7 to i64
  %66 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 20
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = fadd contract float %64, %68
  %70 = zext nneg i32 %7 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %70
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 24
  %73 = load float, ptr %72, align 4, !tbaa !8
  %74 = fadd contract float %69, %73
  %75 = zext nneg i32 %8 to i64
  %76 = getelementptr inbounds nuw float, ptr %1, i64 %75
  %77 = fdiv contract float %74, 7.000000e+00
  store float %77, ptr %76, align 4, !tbaa !8
  br label %78

78:                                               ; preds = %41, %40
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
