; ModuleID = 'constant_table.cu'
source_filename = "constant_table.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@coeffs = dso_local addrspace(4) externally_initialized constant [8 x float] [float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD3333340000000, float 0x3FD99999A0000000, float 5.000000e-01, float 0x3FE3333340000000, float 0x3FE6666660000000, float 0x3FE99999A0000000], align 4
@counters = dso_local addrspace(1) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), ptr addrspacecast (ptr addrspace(1) @counters to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z14constant_tablePKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %82

10:                                               ; preds = %3
  %11 = load float, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), align 4, !tbaa !8
  %12 = urem i32 %8, %2
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = fmul contract float %11, %15
  %17 = fadd contract float %16, 0.000000e+00
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 4), align 4, !tbaa !8
  %19 = add nuw nsw i32 %8, 1
  %20 = urem i32 %19, %2
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = fmul contract float %18, %23
  %25 = fadd contract float %17, %24
  %26 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 8), align 4, !tbaa !8
  %27 = add nuw nsw i32 %8, 2
  %28 = urem i32 %27, %2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = fmul contract float %26, %31
  %33 = fadd contract float %25, %32
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 12), align 4, !tbaa !8
  %35 = add nuw nsw i32 %8, 3
  %36 = urem i32 %35, %2
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = fmul contract float %34, %39
  %41 = fadd contract float %33, %40
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 16), align 4, !tbaa !8
  %43 = add nuw nsw i32 %8, 4
  %44 = urem i32 %43, %2
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = fmul contract float %42, %47
  %49 = fadd contract float %41, %48
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 20), align 4, !tbaa !8
  %51 = add nuw nsw i32 %8, 5
  %52 = urem i32 %51, %2
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !8
  %56 = fmul contract float %50, %55
  %57 = fadd contract float %49, %56
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 24), align 4, !tbaa !8
  %59 = add nuw nsw i32 %8, 6
  %60 = urem i32 %59, %2
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = fmul contract float %58, %63
  %65 = fadd contract float %57, %64
  %66 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 28), align 4, !tbaa !8
  %67 = add nuw nsw i32 %8, 7
  %68 = urem i32 %67, %2
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !8
  %72 = fmul contract float %66, %71
  %73 = fadd contract float %65, %72
  %74 = and i32 %8, 3
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(1) @counters to ptr), i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !4
  %78 = sitofp i32 %77 to float
  %79 = fadd contract float %73, %78
  %80 = zext nneg i32 %8 to i64
  %81 = getelementptr inbounds nuw float, ptr %1, i64 %80
  store float %79, ptr %81, align 4, !tbaa !8
  br label %82

82:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
