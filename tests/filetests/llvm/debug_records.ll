; Debug records and debug-info metadata are kept (opaque, verbatim) and printed back.
; RUN: --emit llvm
; CHECK: define void @f(i32 %x) !dbg !3 {
; CHECK-NEXT:   %1 = alloca i32, align 4
; CHECK-NEXT:     #dbg_declare(ptr %1, !6, !DIExpression(), !7)
; CHECK-NEXT:   store i32 %x, ptr %1, align 4, !dbg !7
; CHECK: !3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, unit: !0)

define void @f(i32 %x) !dbg !3 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !6, !DIExpression(), !7)
  store i32 %x, ptr %1, align 4, !dbg !7
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "f.cu", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, unit: !0)
!6 = !DILocalVariable(name: "x", arg: 1, scope: !3, file: !1, line: 1, type: !8)
!7 = !DILocation(line: 1, column: 5, scope: !3)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
