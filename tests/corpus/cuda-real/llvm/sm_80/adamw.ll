; ModuleID = 'adamw.cu'
source_filename = "adamw.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_bfloat16 = type { i16 }

@_ZZ19global_norm_squaredPfPKfmE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12adamw_kernelP13__nv_bfloat16PfPKS_S1_S1_mffffffffj(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, i64 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11, float noundef %12, float noundef %13, i32 noundef %14) local_unnamed_addr #0 {
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %17, %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = add nuw nsw i64 %20, %22
  %24 = icmp ult i64 %23, %5
  br i1 %24, label %25, label %75

25:                                               ; preds = %15
  %26 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %2, i64 %23
  %27 = load i16, ptr %26, align 2, !tbaa !11
  %28 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %27) #7, !srcloc !13
  %29 = fmul contract float %13, %28
  %30 = getelementptr inbounds nuw float, ptr %3, i64 %23
  %31 = load float, ptr %30, align 4, !tbaa !14
  %32 = getelementptr inbounds nuw float, ptr %4, i64 %23
  %33 = load float, ptr %32, align 4, !tbaa !14
  %34 = fneg contract float %7
  %35 = tail call noundef float @llvm.fma.f32(float %34, float %29, float %29)
  %36 = tail call noundef float @llvm.fma.f32(float %7, float %31, float %35)
  store float %36, ptr %30, align 4, !tbaa !14
  %37 = fmul contract float %29, %29
  %38 = fneg contract float %8
  %39 = tail call noundef float @llvm.fma.f32(float %38, float %37, float %37)
  %40 = tail call noundef float @llvm.fma.f32(float %8, float %33, float %39)
  store float %40, ptr %32, align 4, !tbaa !14
  %41 = fdiv contract float %36, %9
  %42 = fdiv contract float %40, %10
  %43 = getelementptr inbounds nuw float, ptr %1, i64 %23
  %44 = load float, ptr %43, align 4, !tbaa !14
  %45 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %42) #8
  %46 = fadd contract float %11, %45
  %47 = fdiv contract float %41, %46
  %48 = fmul contract float %12, %44
  %49 = fadd contract float %48, %47
  %50 = fmul contract float %6, %49
  %51 = fsub contract float %44, %50
  store float %51, ptr %43, align 4, !tbaa !14
  %52 = trunc i64 %23 to i32
  %53 = lshr i64 %23, 32
  %54 = trunc nuw nsw i64 %53 to i32
  %55 = mul i32 %52, -1640531535
  %56 = mul i32 %54, -2048144777
  %57 = add i32 %56, -1043382333
  %58 = xor i32 %57, %55
  %59 = xor i32 %58, %14
  %60 = lshr i32 %59, 16
  %61 = xor i32 %60, %59
  %62 = mul i32 %61, 2146121005
  %63 = lshr i32 %62, 15
  %64 = xor i32 %63, %62
  %65 = mul i32 %64, -2073254261
  %66 = lshr i32 %65, 16
  %67 = bitcast float %51 to i32
  %68 = and i32 %65, 65535
  %69 = xor i32 %68, %66
  %70 = add i32 %69, %67
  %71 = and i32 %70, -65536
  %72 = bitcast i32 %71 to float
  %73 = tail call i16 asm "{  cvt.rz.bf16.f32 $0, $1;}\0A", "=h,f"(float %72) #7, !srcloc !16
  %74 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %0, i64 %23
  store i16 %73, ptr %74, align 2, !tbaa !11
  br label %75

75:                                               ; preds = %15, %25
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19global_norm_squaredPfPKfm(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 2
  %9 = mul nuw nsw i64 %8, %5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nuw nsw i64 %11, %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = shl nuw nsw i64 %15, 2
  %17 = icmp ult i64 %16, %2
  br i1 %17, label %55, label %18

18:                                               ; preds = %87, %3
  %19 = phi float [ 0.000000e+00, %3 ], [ %88, %87 ]
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 16, i32 31)
  %21 = fadd contract float %19, %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 8, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 4, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 2, i32 31)
  %27 = fadd contract float %25, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 1, i32 31)
  %29 = and i32 %13, 31
  %30 = lshr i32 %6, 5
  %31 = icmp eq i32 %29, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %18
  %33 = fadd contract float %27, %28
  %34 = lshr exact i32 %13, 5
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19global_norm_squaredPfPKfmE3red to ptr), i64 %35
  store float %33, ptr %36, align 4, !tbaa !14
  br label %37

37:                                               ; preds = %32, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = icmp samesign ult i32 %29, %30
  br i1 %38, label %39, label %43

39:                                               ; preds = %37
  %40 = zext nneg i32 %29 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19global_norm_squaredPfPKfmE3red to ptr), i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !14
  br label %43

43:                                               ; preds = %37, %39
  %44 = phi contract float [ %42, %39 ], [ 0.000000e+00, %37 ]
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 16, i32 31)
  %46 = fadd contract float %44, %45
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 8, i32 31)
  %48 = fadd contract float %46, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 4, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 2, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %54 = icmp eq i32 %13, 0
  br i1 %54, label %91, label %94

55:                                               ; preds = %3, %87
  %56 = phi float [ %88, %87 ], [ 0.000000e+00, %3 ]
  %57 = phi i64 [ %89, %87 ], [ %16, %3 ]
  %58 = or disjoint i64 %57, 3
  %59 = icmp ult i64 %58, %2
  br i1 %59, label %60, label %78

60:                                               ; preds = %55
  %61 = getelementptr inbounds nuw float, ptr %1, i64 %57
  %62 = addrspacecast ptr %61 to ptr addrspace(1)
  %63 = load float, ptr addrspace(1) %62, align 16
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %62, i64 4
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %62, i64 8
  %67 = load float, ptr addrspace(1) %66, align 8
  %68 = getelementptr inbounds nuw i8, ptr addrspace(1) %62, i64 12
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = fmul contract float %63, %63
  %71 = fmul contract float %65, %65
  %72 = fadd contract float %70, %71
  %73 = fmul contract float %67, %67
  %74 = fadd contract float %72, %73
  %75 = fmul contract float %69, %69
  %76 = fadd contract float %74, %75
  %77 = fadd contract float %56, %76
  br label %87

78:                                               ; preds = %55, %78
  %79 = phi i64 [ %85, %78 ], [ %57, %55 ]
  %80 = phi float [ %84, %78 ], [ %56, %55 ]
  %81 = getelementptr inbounds nuw float, ptr %1, i64 %79
  %82 = load float, ptr %81, align 4, !tbaa !14
  %83 = fmul contract float %82, %82
  %84 = fadd contract float %80, %83
  %85 = add nuw i64 %79, 1
  %86 = icmp ult i64 %85, %2
  br i1 %86, label %78, label %87, !llvm.loop !17

87:                                               ; preds = %78, %60
  %88 = phi float [ %77, %60 ], [ %84, %78 ]
  %89 = add i64 %57, %9
  %90 = icmp ult i64 %89, %2
  br i1 %90, label %55, label %18, !llvm.loop !19

91:                                               ; preds = %43
  %92 = fadd contract float %52, %53
  %93 = atomicrmw fadd ptr %0, float %92 seq_cst, align 4
  br label %94

94:                                               ; preds = %91, %43
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind memory(none) }
attributes #8 = { nounwind }

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
!12 = !{!"short", !8, i64 0}
!13 = !{i64 2158546417}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = !{i64 2158493976}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
