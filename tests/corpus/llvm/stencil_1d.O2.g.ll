; ModuleID = 'stencil_1d.cu'
source_filename = "stencil_1d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stencil_1dPKfPfiE4tile = internal unnamed_addr addrspace(3) global [262 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10stencil_1dPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %6 = mul nuw nsw i32 %4, %5, !dbg !21
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %8 = add nuw nsw i32 %6, %7, !dbg !23
  %9 = add nuw nsw i32 %7, 3, !dbg !24
  %10 = icmp slt i32 %8, %2, !dbg !25
  br i1 %10, label %11, label %15, !dbg !26

11:                                               ; preds = %3
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !dbg !27, !tbaa !28
  br label %15, !dbg !26

15:                                               ; preds = %3, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %3 ], !dbg !26
  %17 = zext nneg i32 %9 to i64, !dbg !30
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %17, !dbg !30
  store float %16, ptr %18, align 4, !dbg !31, !tbaa !28
  %19 = icmp samesign ult i32 %7, 3, !dbg !32
  br i1 %19, label %20, label %40, !dbg !32

20:                                               ; preds = %15
  %21 = icmp samesign ugt i32 %8, 2, !dbg !33
  br i1 %21, label %22, label %27, !dbg !34

22:                                               ; preds = %20
  %23 = zext nneg i32 %8 to i64
  %24 = getelementptr float, ptr %0, i64 %23
  %25 = getelementptr i8, ptr %24, i64 -12
  %26 = load float, ptr %25, align 4, !dbg !35, !tbaa !28
  br label %27, !dbg !34

27:                                               ; preds = %20, %22
  %28 = phi contract float [ %26, %22 ], [ 0.000000e+00, %20 ], !dbg !34
  %29 = zext nneg i32 %7 to i64, !dbg !36
  %30 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %29, !dbg !36
  store float %28, ptr %30, align 4, !dbg !37, !tbaa !28
  %31 = add nuw nsw i32 %8, 256, !dbg !38
  %32 = icmp slt i32 %31, %2, !dbg !39
  br i1 %32, label %33, label %37, !dbg !40

33:                                               ; preds = %27
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !dbg !41, !tbaa !28
  br label %37, !dbg !40

37:                                               ; preds = %27, %33
  %38 = phi contract float [ %36, %33 ], [ 0.000000e+00, %27 ], !dbg !40
  %39 = getelementptr inbounds nuw i8, ptr %30, i64 1036, !dbg !42
  store float %38, ptr %39, align 4, !dbg !43, !tbaa !28
  br label %40, !dbg !44

40:                                               ; preds = %37, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !45
  br i1 %10, label %41, label %78, !dbg !46

41:                                               ; preds = %40
  %42 = zext nneg i32 %7 to i64, !dbg !47
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %42, !dbg !47
  %44 = load float, ptr %43, align 4, !dbg !47, !tbaa !28
  %45 = fadd contract float %44, 0.000000e+00, !dbg !48
  %46 = zext nneg i32 %7 to i64, !dbg !47
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %46, !dbg !47
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 4, !dbg !47
  %49 = load float, ptr %48, align 4, !dbg !47, !tbaa !28
  %50 = fadd contract float %45, %49, !dbg !48
  %51 = zext nneg i32 %7 to i64, !dbg !47
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %51, !dbg !47
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 8, !dbg !47
  %54 = load float, ptr %53, align 4, !dbg !47, !tbaa !28
  %55 = fadd contract float %50, %54, !dbg !48
  %56 = zext nneg i32 %9 to i64, !dbg !47
  %57 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %56, !dbg !47
  %58 = load float, ptr %57, align 4, !dbg !47, !tbaa !28
  %59 = fadd contract float %55, %58, !dbg !48
  %60 = zext nneg i32 %7 to i64, !dbg !47
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %60, !dbg !47
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 16, !dbg !47
  %63 = load float, ptr %62, align 4, !dbg !47, !tbaa !28
  %64 = fadd contract float %59, %63, !dbg !48
  %65 = zext nneg i32 %7 to i64, !dbg !47
  %66 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %65, !dbg !47
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 20, !dbg !47
  %68 = load float, ptr %67, align 4, !dbg !47, !tbaa !28
  %69 = fadd contract float %64, %68, !dbg !48
  %70 = zext nneg i32 %7 to i64, !dbg !47
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKfPfiE4tile to ptr), i64 %70, !dbg !47
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 24, !dbg !47
  %73 = load float, ptr %72, align 4, !dbg !47, !tbaa !28
  %74 = fadd contract float %69, %73, !dbg !48
  %75 = zext nneg i32 %8 to i64
  %76 = getelementptr inbounds nuw float, ptr %1, i64 %75
  %77 = fdiv contract float %74, 7.000000e+00
  store float %77, ptr %76, align 4, !dbg !49, !tbaa !28
  br label %78, !dbg !50

78:                                               ; preds = %41, %40
  ret void, !dbg !51
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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cuda/stencil_1d.cu", directory: "tests/corpus")
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
!12 = distinct !DISubprogram(name: "stencil_1d", scope: !13, file: !13, line: 3, type: !14, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DIFile(filename: "cuda/stencil_1d.cu", directory: "tests/corpus")
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 23, column: 60, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "global_id", scope: !18, file: !18, line: 23, type: !14, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DIFile(filename: "cuda/cuda_min.h", directory: "tests/corpus")
!19 = distinct !DILocation(line: 5, column: 11, scope: !12)
!20 = !DILocation(line: 23, column: 73, scope: !17, inlinedAt: !19)
!21 = !DILocation(line: 23, column: 71, scope: !17, inlinedAt: !19)
!22 = !DILocation(line: 23, column: 86, scope: !17, inlinedAt: !19)
!23 = !DILocation(line: 23, column: 84, scope: !17, inlinedAt: !19)
!24 = !DILocation(line: 6, column: 23, scope: !12)
!25 = !DILocation(line: 7, column: 15, scope: !12)
!26 = !DILocation(line: 7, column: 13, scope: !12)
!27 = !DILocation(line: 7, column: 21, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !10, i64 0}
!30 = !DILocation(line: 7, column: 3, scope: !12)
!31 = !DILocation(line: 7, column: 11, scope: !12)
!32 = !DILocation(line: 8, column: 19, scope: !12)
!33 = !DILocation(line: 9, column: 21, scope: !12)
!34 = !DILocation(line: 9, column: 19, scope: !12)
!35 = !DILocation(line: 9, column: 28, scope: !12)
!36 = !DILocation(line: 9, column: 5, scope: !12)
!37 = !DILocation(line: 9, column: 17, scope: !12)
!38 = !DILocation(line: 10, column: 23, scope: !12)
!39 = !DILocation(line: 10, column: 29, scope: !12)
!40 = !DILocation(line: 10, column: 21, scope: !12)
!41 = !DILocation(line: 10, column: 35, scope: !12)
!42 = !DILocation(line: 10, column: 5, scope: !12)
!43 = !DILocation(line: 10, column: 19, scope: !12)
!44 = !DILocation(line: 11, column: 3, scope: !12)
!45 = !DILocation(line: 12, column: 3, scope: !12)
!46 = !DILocation(line: 15, column: 9, scope: !12)
!47 = !DILocation(line: 14, column: 40, scope: !12)
!48 = !DILocation(line: 14, column: 37, scope: !12)
!49 = !DILocation(line: 15, column: 21, scope: !12)
!50 = !DILocation(line: 15, column: 14, scope: !12)
!51 = !DILocation(line: 16, column: 1, scope: !12)
