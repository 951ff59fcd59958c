; RUN: not vct-translate --import-llvm %s 2>&1 | FileCheck %s
; An instruction without a debug location, in a function with a
; DISubprogram, is located at the function's line (issue 13: it was
; located at <unknown>:0).

; CHECK: located.c:7:0: error: cannot import inline assembly
; CHECK: note: in @sum
define i32 @sum(ptr %p, i32 %n) !dbg !5 {
  call void asm sideeffect "nop", ""()
  ret i32 %n, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "located.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 7, type: !6, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 9, column: 3, scope: !5)
