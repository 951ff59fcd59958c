; RUN: not vct-translate --import-llvm %s 2>&1 | FileCheck %s
; What VIR cannot express is an error naming the construct and, for IR
; without debug information, the source file and the function.
source_filename = "asm.c"

define i32 @asm(i32 %x) {
  ; CHECK: asm.c:0:0: error: cannot import inline assembly
  ; CHECK: note: in @asm
  %r = call i32 asm "mov $1, $0", "=r,r"(i32 %x)
  ret i32 %r
}
