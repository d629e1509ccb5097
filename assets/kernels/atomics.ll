; nvisel example: atomicrmw add, and, or, xor, min, max, xchg and fadd on global memory (clang 22 -O2)
; ModuleID = 'atomic_ops.cu'
source_filename = "atomic_ops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10atomic_opsPiPyPfPd(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = atomicrmw add ptr %0, i32 %5 monotonic, align 4
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %8 = atomicrmw min ptr %7, i32 %5 monotonic, align 4
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = atomicrmw max ptr %9, i32 %5 monotonic, align 4
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %12 = xor i32 %5, -1
  %13 = atomicrmw and ptr %11, i32 %12 monotonic, align 4
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %15 = and i32 %5, 31
  %16 = shl nuw i32 1, %15
  %17 = atomicrmw or ptr %14, i32 %16 monotonic, align 4
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %19 = atomicrmw xor ptr %18, i32 %5 monotonic, align 4
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %21 = atomicrmw xchg ptr %20, i32 %5 monotonic, align 4
  %22 = zext nneg i32 %5 to i64
  %23 = atomicrmw add ptr %1, i64 %22 monotonic, align 8
  %24 = atomicrmw fadd ptr %2, float 1.500000e+00 monotonic, align 4
  %25 = atomicrmw fadd ptr %3, double 2.500000e+00 monotonic, align 8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
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
