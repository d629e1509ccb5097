; ModuleID = 'atomic_scopes.cu'
source_filename = "atomic_scopes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13atomic_scopesPiS_Py(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %0, i32 1)
  %5 = tail call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %1, i32 1)
  %6 = load i64, ptr %2, align 8, !tbaa !8
  br label %7

7:                                                ; preds = %7, %3
  %8 = phi i64 [ %6, %3 ], [ %12, %7 ]
  %9 = mul i64 %8, 3
  %10 = add i64 %9, 1
  %11 = cmpxchg ptr %2, i64 %8, i64 %10 seq_cst seq_cst, align 8
  %12 = extractvalue { i64, i1 } %11, 0
  %13 = icmp eq i64 %8, %12
  br i1 %13, label %14, label %7, !llvm.loop !10

14:                                               ; preds = %7
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr captures(none), i32) #1

attributes #0 = { mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }

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
!9 = !{!"long long", !6, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
