; nvisel example: butterfly all-reduce with shfl.sync.bfly (clang 22 -O2)
; ModuleID = 'warp_allreduce_xor.cu'
source_filename = "warp_allreduce_xor.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z18warp_allreduce_xorPf(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul nuw nsw i32 %2, %3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add nuw nsw i32 %4, %5
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !8
  %10 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9, i32 16, i32 31)
  %11 = fadd contract float %9, %10
  %12 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %11, i32 8, i32 31)
  %13 = fadd contract float %11, %12
  %14 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %13, i32 4, i32 31)
  %15 = fadd contract float %13, %14
  %16 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 2, i32 31)
  %17 = fadd contract float %15, %16
  %18 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 1, i32 31)
  %19 = fadd contract float %17, %18
  store float %19, ptr %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
