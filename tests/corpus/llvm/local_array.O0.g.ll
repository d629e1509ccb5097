; ModuleID = 'local_array.cu'
source_filename = "local_array.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z11local_arrayPKiPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [16 x float], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !18, !DIExpression(), !19)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !20, !DIExpression(), !21)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !22, !DIExpression(), !23)
    #dbg_declare(ptr %7, !24, !DIExpression(), !28)
    #dbg_declare(ptr %8, !29, !DIExpression(), !31)
  store i32 0, ptr %8, align 4, !dbg !31
  br label %10, !dbg !32

10:                                               ; preds = %20, %3
  %11 = load i32, ptr %8, align 4, !dbg !33
  %12 = icmp slt i32 %11, 16, !dbg !35
  br i1 %12, label %13, label %23, !dbg !36

13:                                               ; preds = %10
  %14 = load i32, ptr %8, align 4, !dbg !37
  %15 = sitofp i32 %14 to float, !dbg !37
  %16 = fmul contract float %15, 5.000000e-01, !dbg !38
  %17 = load i32, ptr %8, align 4, !dbg !39
  %18 = sext i32 %17 to i64, !dbg !40
  %19 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 %18, !dbg !40
  store float %16, ptr %19, align 4, !dbg !41
  br label %20, !dbg !40

20:                                               ; preds = %13
  %21 = load i32, ptr %8, align 4, !dbg !42
  %22 = add nsw i32 %21, 1, !dbg !42
  store i32 %22, ptr %8, align 4, !dbg !42
  br label %10, !dbg !43, !llvm.loop !44

23:                                               ; preds = %10
    #dbg_declare(ptr %9, !47, !DIExpression(), !48)
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !49
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !55
  %26 = mul nsw i32 %24, %25, !dbg !56
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !57
  %28 = add nsw i32 %26, %27, !dbg !58
  store i32 %28, ptr %9, align 4, !dbg !48
  %29 = load i32, ptr %9, align 4, !dbg !59
  %30 = load i32, ptr %6, align 4, !dbg !61
  %31 = icmp slt i32 %29, %30, !dbg !62
  br i1 %31, label %32, label %46, !dbg !62

32:                                               ; preds = %23
  %33 = load ptr, ptr %4, align 8, !dbg !63
  %34 = load i32, ptr %9, align 4, !dbg !64
  %35 = sext i32 %34 to i64, !dbg !63
  %36 = getelementptr inbounds i32, ptr %33, i64 %35, !dbg !63
  %37 = load i32, ptr %36, align 4, !dbg !63
  %38 = and i32 %37, 15, !dbg !65
  %39 = sext i32 %38 to i64, !dbg !66
  %40 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 %39, !dbg !66
  %41 = load float, ptr %40, align 4, !dbg !66
  %42 = load ptr, ptr %5, align 8, !dbg !67
  %43 = load i32, ptr %9, align 4, !dbg !68
  %44 = sext i32 %43 to i64, !dbg !67
  %45 = getelementptr inbounds float, ptr %42, i64 %44, !dbg !67
  store float %41, ptr %45, align 4, !dbg !69
  br label %46, !dbg !67

46:                                               ; preds = %32, %23
  ret void, !dbg !70
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cuda/local_array.cu", directory: "tests/corpus")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "local_array", linkageName: "_Z11local_arrayPKiPfi", scope: !9, file: !9, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!9 = !DIFile(filename: "cuda/local_array.cu", directory: "tests/corpus")
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !15, !14}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !{}
!18 = !DILocalVariable(name: "idx", arg: 1, scope: !8, file: !9, line: 2, type: !12)
!19 = !DILocation(line: 2, column: 40, scope: !8)
!20 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !9, line: 2, type: !15)
!21 = !DILocation(line: 2, column: 52, scope: !8)
!22 = !DILocalVariable(name: "n", arg: 3, scope: !8, file: !9, line: 2, type: !14)
!23 = !DILocation(line: 2, column: 61, scope: !8)
!24 = !DILocalVariable(name: "buf", scope: !8, file: !9, line: 3, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 512, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 16)
!28 = !DILocation(line: 3, column: 9, scope: !8)
!29 = !DILocalVariable(name: "j", scope: !30, file: !9, line: 4, type: !14)
!30 = distinct !DILexicalBlock(scope: !8, file: !9, line: 4, column: 3)
!31 = !DILocation(line: 4, column: 12, scope: !30)
!32 = !DILocation(line: 4, column: 8, scope: !30)
!33 = !DILocation(line: 4, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !9, line: 4, column: 3)
!35 = !DILocation(line: 4, column: 21, scope: !34)
!36 = !DILocation(line: 4, column: 3, scope: !30)
!37 = !DILocation(line: 4, column: 41, scope: !34)
!38 = !DILocation(line: 4, column: 43, scope: !34)
!39 = !DILocation(line: 4, column: 36, scope: !34)
!40 = !DILocation(line: 4, column: 32, scope: !34)
!41 = !DILocation(line: 4, column: 39, scope: !34)
!42 = !DILocation(line: 4, column: 27, scope: !34)
!43 = !DILocation(line: 4, column: 3, scope: !34)
!44 = distinct !{!44, !36, !45, !46}
!45 = !DILocation(line: 4, column: 45, scope: !30)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocalVariable(name: "k", scope: !8, file: !9, line: 5, type: !14)
!48 = !DILocation(line: 5, column: 7, scope: !8)
!49 = !DILocation(line: 23, column: 60, scope: !50, inlinedAt: !54)
!50 = distinct !DISubprogram(name: "global_id", linkageName: "_ZL9global_idv", scope: !51, file: !51, line: 23, type: !52, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!51 = !DIFile(filename: "cuda/cuda_min.h", directory: "tests/corpus")
!52 = !DISubroutineType(types: !53)
!53 = !{!14}
!54 = distinct !DILocation(line: 5, column: 11, scope: !8)
!55 = !DILocation(line: 23, column: 73, scope: !50, inlinedAt: !54)
!56 = !DILocation(line: 23, column: 71, scope: !50, inlinedAt: !54)
!57 = !DILocation(line: 23, column: 86, scope: !50, inlinedAt: !54)
!58 = !DILocation(line: 23, column: 84, scope: !50, inlinedAt: !54)
!59 = !DILocation(line: 6, column: 7, scope: !60)
!60 = distinct !DILexicalBlock(scope: !8, file: !9, line: 6, column: 7)
!61 = !DILocation(line: 6, column: 11, scope: !60)
!62 = !DILocation(line: 6, column: 9, scope: !60)
!63 = !DILocation(line: 6, column: 27, scope: !60)
!64 = !DILocation(line: 6, column: 31, scope: !60)
!65 = !DILocation(line: 6, column: 34, scope: !60)
!66 = !DILocation(line: 6, column: 23, scope: !60)
!67 = !DILocation(line: 6, column: 14, scope: !60)
!68 = !DILocation(line: 6, column: 18, scope: !60)
!69 = !DILocation(line: 6, column: 21, scope: !60)
!70 = !DILocation(line: 7, column: 1, scope: !8)
