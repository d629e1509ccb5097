; NVVM IR 2.0 with LLVM 7-era debug info: llvm.dbg.declare calls with metadata operands, DI
; nodes, !dbg attachments, and a string function attribute.
target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(float* %p) #0 !dbg !4 {
entry:
  %x = alloca float, align 4
  call void @llvm.dbg.declare(metadata float* %x, metadata !8, metadata !DIExpression()), !dbg !10
  %v = load float, float* %p, align 4, !dbg !10
  store float %v, float* %x, align 4
  ret void, !dbg !10
}

declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { nounwind "nvptx-f32ftz"="true" }
attributes #1 = { nounwind readnone speculatable }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!nvvm.annotations = !{!11}
!nvvmir.version = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !5, isLocal: false, isDefinition: true, scopeLine: 1, flags: DIFlagPrototyped, isOptimized: false, unit: !0, retainedNodes: !2)
!5 = !DISubroutineType(types: !6)
!6 = !{null, !7}
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 2, type: !7)
!10 = !DILocation(line: 2, column: 3, scope: !4)
!11 = !{void (float*)* @k, !"kernel", i32 1}
!12 = !{i32 2, i32 0, i32 3, i32 1}
