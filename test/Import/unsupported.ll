; RUN: not vct-translate --import-llvm %s 2>&1 | FileCheck %s
; What VIR cannot express is an error naming the construct and the
; function. IR without debug information is located by its own text: the
; line and column of the instruction in this file (issue 13: it was
; asm.c:0:0).
source_filename = "asm.c"

define i32 @asm(i32 %x) {
  ; CHECK: {{.*}}unsupported.ll:11:3: error: cannot import inline assembly
  ; CHECK: note: in @asm
  %r = call i32 asm "mov $1, $0", "=r,r"(i32 %x)
  ret i32 %r
}
