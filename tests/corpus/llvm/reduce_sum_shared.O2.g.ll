; ModuleID = 'reduce_sum_shared.cu'
source_filename = "reduce_sum_shared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17reduce_sum_sharedPKfPfiE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17reduce_sum_sharedPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %7 = mul nuw nsw i32 %5, %6, !dbg !22
  %8 = add nuw nsw i32 %7, %4, !dbg !23
  %9 = icmp slt i32 %8, %2, !dbg !24
  br i1 %9, label %10, label %14, !dbg !25

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !dbg !26, !tbaa !27
  br label %14, !dbg !25

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ], !dbg !25
  %16 = zext nneg i32 %4 to i64, !dbg !29
  %17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sum_sharedPKfPfiE5sdata to ptr), i64 %16, !dbg !29
  store float %15, ptr %17, align 4, !dbg !30, !tbaa !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %18 = lshr i32 %6, 1, !dbg !32
  %19 = icmp eq i32 %18, 0, !dbg !33
  br i1 %19, label %20, label %22, !dbg !34

20:                                               ; preds = %32, %14
  %21 = icmp eq i32 %4, 0, !dbg !35
  br i1 %21, label %35, label %39, !dbg !35

22:                                               ; preds = %14, %32
  %23 = phi i32 [ %33, %32 ], [ %18, %14 ]
  %24 = icmp samesign ult i32 %4, %23, !dbg !36
  br i1 %24, label %25, label %32, !dbg !36

25:                                               ; preds = %22
  %26 = add nuw nsw i32 %23, %4
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sum_sharedPKfPfiE5sdata to ptr), i64 %27
  %29 = load float, ptr %28, align 4, !dbg !37, !tbaa !27
  %30 = load float, ptr %17, align 4, !dbg !38, !tbaa !27
  %31 = fadd contract float %29, %30, !dbg !38
  store float %31, ptr %17, align 4, !dbg !38, !tbaa !27
  br label %32, !dbg !39

32:                                               ; preds = %25, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %33 = lshr i32 %23, 1, !dbg !32
  %34 = icmp eq i32 %33, 0, !dbg !33
  br i1 %34, label %20, label %22, !dbg !34, !llvm.loop !41

35:                                               ; preds = %20
  %36 = zext nneg i32 %5 to i64
  %37 = getelementptr inbounds nuw float, ptr %1, i64 %36
  %38 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sum_sharedPKfPfiE5sdata to ptr), align 4, !dbg !44, !tbaa !27
  store float %38, ptr %37, align 4, !dbg !45, !tbaa !27
  br label %39, !dbg !46

39:                                               ; preds = %35, %20
  ret void, !dbg !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cuda/reduce_sum_shared.cu", directory: "tests/corpus")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "reduce_sum_shared", scope: !13, file: !13, line: 2, type: !14, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DIFile(filename: "cuda/reduce_sum_shared.cu", directory: "tests/corpus")
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 4, column: 18, scope: !12)
!17 = !DILocation(line: 23, column: 60, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "global_id", scope: !19, file: !19, line: 23, type: !14, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DIFile(filename: "cuda/cuda_min.h", directory: "tests/corpus")
!20 = distinct !DILocation(line: 5, column: 11, scope: !12)
!21 = !DILocation(line: 23, column: 73, scope: !18, inlinedAt: !20)
!22 = !DILocation(line: 23, column: 71, scope: !18, inlinedAt: !20)
!23 = !DILocation(line: 23, column: 84, scope: !18, inlinedAt: !20)
!24 = !DILocation(line: 6, column: 18, scope: !12)
!25 = !DILocation(line: 6, column: 16, scope: !12)
!26 = !DILocation(line: 6, column: 24, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !10, i64 0}
!29 = !DILocation(line: 6, column: 3, scope: !12)
!30 = !DILocation(line: 6, column: 14, scope: !12)
!31 = !DILocation(line: 7, column: 3, scope: !12)
!32 = !DILocation(line: 8, scope: !12)
!33 = !DILocation(line: 8, column: 39, scope: !12)
!34 = !DILocation(line: 8, column: 3, scope: !12)
!35 = !DILocation(line: 12, column: 11, scope: !12)
!36 = !DILocation(line: 9, column: 13, scope: !12)
!37 = !DILocation(line: 9, column: 32, scope: !12)
!38 = !DILocation(line: 9, column: 29, scope: !12)
!39 = !DILocation(line: 9, column: 18, scope: !12)
!40 = !DILocation(line: 10, column: 5, scope: !12)
!41 = distinct !{!41, !34, !42, !43}
!42 = !DILocation(line: 11, column: 3, scope: !12)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 12, column: 35, scope: !12)
!45 = !DILocation(line: 12, column: 33, scope: !12)
!46 = !DILocation(line: 12, column: 17, scope: !12)
!47 = !DILocation(line: 13, column: 1, scope: !12)
