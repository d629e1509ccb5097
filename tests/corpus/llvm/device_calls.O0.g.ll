; ModuleID = 'device_calls.cu'
source_filename = "device_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6smoothff(float noundef %0, float noundef %1) #0 !dbg !8 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !14, !DIExpression(), !15)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !16, !DIExpression(), !17)
  %5 = load float, ptr %3, align 4, !dbg !18
  %6 = load float, ptr %3, align 4, !dbg !19
  %7 = fmul contract float %5, %6, !dbg !20
  %8 = load float, ptr %3, align 4, !dbg !21
  %9 = fmul contract float 2.000000e+00, %8, !dbg !22
  %10 = fsub contract float 3.000000e+00, %9, !dbg !23
  %11 = fmul contract float %7, %10, !dbg !24
  %12 = load float, ptr %4, align 4, !dbg !25
  %13 = fmul contract float %11, %12, !dbg !26
  ret float %13, !dbg !27
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z6clampiiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !28 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !32, !DIExpression(), !33)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !34, !DIExpression(), !35)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !36, !DIExpression(), !37)
  %7 = load i32, ptr %4, align 4, !dbg !38
  %8 = load i32, ptr %5, align 4, !dbg !39
  %9 = icmp slt i32 %7, %8, !dbg !40
  br i1 %9, label %10, label %12, !dbg !38

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4, !dbg !41
  br label %22, !dbg !38

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4, !dbg !42
  %14 = load i32, ptr %6, align 4, !dbg !43
  %15 = icmp sgt i32 %13, %14, !dbg !44
  br i1 %15, label %16, label %18, !dbg !42

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !45
  br label %20, !dbg !42

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4, !dbg !46
  br label %20, !dbg !42

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ], !dbg !42
  br label %22, !dbg !38

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ], !dbg !38
  ret i32 %23, !dbg !47
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12device_callsPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !48 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !54, !DIExpression(), !55)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !56, !DIExpression(), !57)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !58, !DIExpression(), !59)
    #dbg_declare(ptr %7, !60, !DIExpression(), !61)
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !62
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !68
  %10 = mul nsw i32 %8, %9, !dbg !69
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %12 = add nsw i32 %10, %11, !dbg !71
  store i32 %12, ptr %7, align 4, !dbg !61
  %13 = load i32, ptr %7, align 4, !dbg !72
  %14 = load i32, ptr %6, align 4, !dbg !74
  %15 = icmp slt i32 %13, %14, !dbg !75
  br i1 %15, label %16, label %31, !dbg !75

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8, !dbg !76
  %18 = load i32, ptr %7, align 4, !dbg !77
  %19 = sub nsw i32 %18, 1, !dbg !78
  %20 = load i32, ptr %6, align 4, !dbg !79
  %21 = sub nsw i32 %20, 1, !dbg !80
  %22 = call noundef i32 @_Z6clampiiii(i32 noundef %19, i32 noundef 0, i32 noundef %21) #3, !dbg !81
  %23 = sext i32 %22 to i64, !dbg !76
  %24 = getelementptr inbounds float, ptr %17, i64 %23, !dbg !76
  %25 = load float, ptr %24, align 4, !dbg !76
  %26 = call contract noundef float @_Z6smoothff(float noundef %25, float noundef 5.000000e-01) #3, !dbg !82
  %27 = load ptr, ptr %5, align 8, !dbg !83
  %28 = load i32, ptr %7, align 4, !dbg !84
  %29 = sext i32 %28 to i64, !dbg !83
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !83
  store float %26, ptr %30, align 4, !dbg !85
  br label %31, !dbg !83

31:                                               ; preds = %16, %3
  ret void, !dbg !86
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cuda/device_calls.cu", directory: "tests/corpus")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "smooth", linkageName: "_Z6smoothff", scope: !9, file: !9, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!9 = !DIFile(filename: "cuda/device_calls.cu", directory: "tests/corpus")
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !12}
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !{}
!14 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !9, line: 2, type: !12)
!15 = !DILocation(line: 2, column: 44, scope: !8)
!16 = !DILocalVariable(name: "k", arg: 2, scope: !8, file: !9, line: 2, type: !12)
!17 = !DILocation(line: 2, column: 53, scope: !8)
!18 = !DILocation(line: 2, column: 65, scope: !8)
!19 = !DILocation(line: 2, column: 69, scope: !8)
!20 = !DILocation(line: 2, column: 67, scope: !8)
!21 = !DILocation(line: 2, column: 88, scope: !8)
!22 = !DILocation(line: 2, column: 86, scope: !8)
!23 = !DILocation(line: 2, column: 79, scope: !8)
!24 = !DILocation(line: 2, column: 71, scope: !8)
!25 = !DILocation(line: 2, column: 93, scope: !8)
!26 = !DILocation(line: 2, column: 91, scope: !8)
!27 = !DILocation(line: 2, column: 58, scope: !8)
!28 = distinct !DISubprogram(name: "clampi", linkageName: "_Z6clampiiii", scope: !9, file: !9, line: 3, type: !29, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31, !31, !31}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "v", arg: 1, scope: !28, file: !9, line: 3, type: !31)
!33 = !DILocation(line: 3, column: 40, scope: !28)
!34 = !DILocalVariable(name: "lo", arg: 2, scope: !28, file: !9, line: 3, type: !31)
!35 = !DILocation(line: 3, column: 47, scope: !28)
!36 = !DILocalVariable(name: "hi", arg: 3, scope: !28, file: !9, line: 3, type: !31)
!37 = !DILocation(line: 3, column: 55, scope: !28)
!38 = !DILocation(line: 3, column: 68, scope: !28)
!39 = !DILocation(line: 3, column: 72, scope: !28)
!40 = !DILocation(line: 3, column: 70, scope: !28)
!41 = !DILocation(line: 3, column: 77, scope: !28)
!42 = !DILocation(line: 3, column: 83, scope: !28)
!43 = !DILocation(line: 3, column: 87, scope: !28)
!44 = !DILocation(line: 3, column: 85, scope: !28)
!45 = !DILocation(line: 3, column: 92, scope: !28)
!46 = !DILocation(line: 3, column: 97, scope: !28)
!47 = !DILocation(line: 3, column: 61, scope: !28)
!48 = distinct !DISubprogram(name: "device_calls", linkageName: "_Z12device_callsPKfPfi", scope: !9, file: !9, line: 4, type: !49, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51, !53, !31}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!54 = !DILocalVariable(name: "in", arg: 1, scope: !48, file: !9, line: 4, type: !51)
!55 = !DILocation(line: 4, column: 43, scope: !48)
!56 = !DILocalVariable(name: "out", arg: 2, scope: !48, file: !9, line: 4, type: !53)
!57 = !DILocation(line: 4, column: 54, scope: !48)
!58 = !DILocalVariable(name: "n", arg: 3, scope: !48, file: !9, line: 4, type: !31)
!59 = !DILocation(line: 4, column: 63, scope: !48)
!60 = !DILocalVariable(name: "k", scope: !48, file: !9, line: 5, type: !31)
!61 = !DILocation(line: 5, column: 7, scope: !48)
!62 = !DILocation(line: 23, column: 60, scope: !63, inlinedAt: !67)
!63 = distinct !DISubprogram(name: "global_id", linkageName: "_ZL9global_idv", scope: !64, file: !64, line: 23, type: !65, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!64 = !DIFile(filename: "cuda/cuda_min.h", directory: "tests/corpus")
!65 = !DISubroutineType(types: !66)
!66 = !{!31}
!67 = distinct !DILocation(line: 5, column: 11, scope: !48)
!68 = !DILocation(line: 23, column: 73, scope: !63, inlinedAt: !67)
!69 = !DILocation(line: 23, column: 71, scope: !63, inlinedAt: !67)
!70 = !DILocation(line: 23, column: 86, scope: !63, inlinedAt: !67)
!71 = !DILocation(line: 23, column: 84, scope: !63, inlinedAt: !67)
!72 = !DILocation(line: 6, column: 7, scope: !73)
!73 = distinct !DILexicalBlock(scope: !48, file: !9, line: 6, column: 7)
!74 = !DILocation(line: 6, column: 11, scope: !73)
!75 = !DILocation(line: 6, column: 9, scope: !73)
!76 = !DILocation(line: 6, column: 30, scope: !73)
!77 = !DILocation(line: 6, column: 40, scope: !73)
!78 = !DILocation(line: 6, column: 42, scope: !73)
!79 = !DILocation(line: 6, column: 50, scope: !73)
!80 = !DILocation(line: 6, column: 52, scope: !73)
!81 = !DILocation(line: 6, column: 33, scope: !73)
!82 = !DILocation(line: 6, column: 23, scope: !73)
!83 = !DILocation(line: 6, column: 14, scope: !73)
!84 = !DILocation(line: 6, column: 18, scope: !73)
!85 = !DILocation(line: 6, column: 21, scope: !73)
!86 = !DILocation(line: 7, column: 1, scope: !48)
