; ModuleID = 'matmul_tiled.cu'
source_filename = "matmul_tiled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12matmul_tiledPKfS0_Pfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 4
  %9 = add nuw nsw i32 %8, %6
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl nsw i32 %10, 4
  %12 = add nuw nsw i32 %11, %5
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15
  %15 = mul nsw i32 %3, %9
  br i1 %14, label %16, label %55

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 %18
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr inbounds nuw float, ptr %19, i64 %20
  %22 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 %18
  %23 = getelementptr inbounds nuw float, ptr %22, i64 %20
  %24 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 %20
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 64
  %27 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 128
  %29 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 192
  %31 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %32 = getelementptr inbounds nuw i8, ptr %24, i64 256
  %33 = getelementptr inbounds nuw i8, ptr %19, i64 20
  %34 = getelementptr inbounds nuw i8, ptr %24, i64 320
  %35 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %36 = getelementptr inbounds nuw i8, ptr %24, i64 384
  %37 = getelementptr inbounds nuw i8, ptr %19, i64 28
  %38 = getelementptr inbounds nuw i8, ptr %24, i64 448
  %39 = getelementptr inbounds nuw i8, ptr %19, i64 32
  %40 = getelementptr inbounds nuw i8, ptr %24, i64 512
  %41 = getelementptr inbounds nuw i8, ptr %19, i64 36
  %42 = getelementptr inbounds nuw i8, ptr %24, i64 576
  %43 = getelementptr inbounds nuw i8, ptr %19, i64 40
  %44 = getelementptr inbounds nuw i8, ptr %24, i64 640
  %45 = getelementptr inbounds nuw i8, ptr %19, i64 44
  %46 = getelementptr inbounds nuw i8, ptr %24, i64 704
  %47 = getelementptr inbounds nuw i8, ptr %19, i64 48
  %48 = getelementptr inbounds nuw i8, ptr %24, i64 768
  %49 = getelementptr inbounds nuw i8, ptr %19, i64 52
  %50 = getelementptr inbounds nuw i8, ptr %24, i64 832
  %51 = getelementptr inbounds nuw i8, ptr %19, i64 56
  %52 = getelementptr inbounds nuw i8, ptr %24, i64 896
  %53 = getelementptr inbounds nuw i8, ptr %19, i64 60
  %54 = getelementptr inbounds nuw i8, ptr %24, i64 960
  br label %60

55:                                               ; preds = %60, %4
  %56 = phi float [ 0.000000e+00, %4 ], [ %137, %60 ]
  %57 = add nsw i32 %15, %12
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %2, i64 %58
  store float %56, ptr %59, align 4, !tbaa !8
  ret void

60:                                               ; preds = %16, %60
  %61 = phi i32 [ 0, %16 ], [ %138, %60 ]
  %62 = phi float [ 0.000000e+00, %16 ], [ %137, %60 ]
  %63 = shl nsw i32 %61, 4
  %64 = add i32 %17, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !8
  store float %67, ptr %21, align 4, !tbaa !8
  %68 = add nuw nsw i32 %63, %6
  %69 = mul nuw nsw i32 %68, %3
  %70 = add nuw nsw i32 %69, %12
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw float, ptr %1, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !8
  store float %73, ptr %23, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %74 = load float, ptr %19, align 4, !tbaa !8
  %75 = load float, ptr %24, align 4, !tbaa !8
  %76 = fmul contract float %74, %75
  %77 = fadd contract float %62, %76
  %78 = load float, ptr %25, align 4, !tbaa !8
  %79 = load float, ptr %26, align 4, !tbaa !8
  %80 = fmul contract float %78, %79
  %81 = fadd contract float %77, %80
  %82 = load float, ptr %27, align 4, !tbaa !8
  %83 = load float, ptr %28, align 4, !tbaa !8
  %84 = fmul contract float %82, %83
  %85 = fadd contract float %81, %84
  %86 = load float, ptr %29, align 4, !tbaa !8
  %87 = load float, ptr %30, align 4, !tbaa !8
  %88 = fmul contract float %86, %87
  %89 = fadd contract float %85, %88
  %90 = load float, ptr %31, align 4, !tbaa !8
  %91 = load float, ptr %32, align 4, !tbaa !8
  %92 = fmul contract float %90, %91
  %93 = fadd contract float %89, %92
  %94 = load float, ptr %33, align 4, !tbaa !8
  %95 = load float, ptr %34, align 4, !tbaa !8
  %96 = fmul contract float %94, %95
  %97 = fadd contract float %93, %96
  %98 = load float, ptr %35, align 4, !tbaa !8
  %99 = load float, ptr %36, align 4, !tbaa !8
  %100 = fmul contract float %98, %99
  %101 = fadd contract float %97, %100
  %102 = load float, ptr %37, align 4, !tbaa !8
  %103 = load float, ptr %38, align 4, !tbaa !8
  %104 = fmul contract float %102, %103
  %105 = fadd contract float %101, %104
  %106 = load float, ptr %39, align 4, !tbaa !8
  %107 = load float, ptr %40, align 4, !tbaa !8
  %108 = fmul contract float %106, %107
  %109 = fadd contract float %105, %108
  %110 = load float, ptr %41, align 4, !tbaa !8
  %111 = load float, ptr %42, align 4, !tbaa !8
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %109, %112
  %114 = load float, ptr %43, align 4, !tbaa !8
  %115 = load float, ptr %44, align 4, !tbaa !8
  %116 = fmul contract float %114, %115
  %117 = fadd contract float %113, %116
  %118 = load float, ptr %45, align 4, !tbaa !8
  %119 = load float, ptr %46, align 4, !tbaa !8
  %120 = fmul contract float %118, %119
  %121 = fadd contract float %117, %120
  %122 = load float, ptr %47, align 4, !tbaa !8
  %123 = load float, ptr %48, align 4, !tbaa !8
  %124 = fmul contract float %122, %123
  %125 = fadd contract float %121, %124
  %126 = load float, ptr %49, align 4, !tbaa !8
  %127 = load float, ptr %50, align 4, !tbaa !8
  %128 = fmul contract float %126, %127
  %129 = fadd contract float %125, %128
  %130 = load float, ptr %51, align 4, !tbaa !8
  %131 = load float, ptr %52, align 4, !tbaa !8
  %132 = fmul contract float %130, %131
  %133 = fadd contract float %129, %132
  %134 = load float, ptr %53, align 4, !tbaa !8
  %135 = load float, ptr %54, align 4, !tbaa !8
  %136 = fmul contract float %134, %135
  %137 = fadd contract float %133, %136
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %138 = add nuw nsw i32 %61, 1
  %139 = icmp eq i32 %138, %13
  br i1 %139, label %55, label %60, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

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
