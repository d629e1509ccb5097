; A module with a compile unit that asks for debug info (emissionKind: FullDebug): LLVM 22 prints
; `.target sm_80, debug` plus .file/.loc and DWARF sections. We emit none of that yet, so the PTX
; keeps the plain header (ptxas refuses `, debug` without DWARF) and a warning at !llvm.dbg.cu says so.
; RUN: --emit ptx --sm 80
; EXIT: 0
; CHECK: .target sm_80{{$}}
; CHECK-NOT: debug
; ERR: debug-info-dropped.ll:18:1: warning: debug info is not emitted yet: LLVM 22 prints '.target sm_80, debug' with .file/.loc directives and DWARF sections for this module; this PTX has none
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %x) !dbg !3 {
  store i32 %x, ptr %p, align 4, !dbg !7
  ret void, !dbg !7
}

!llvm.module.flags = !{!2}

!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, unit: !0)
!7 = !DILocation(line: 1, column: 5, scope: !3)
