; RUN: not vct-translate --import-llvm %s 2>&1 | FileCheck %s
; What VIR cannot express is a located error naming the construct.

define i32 @asm(i32 %x) {
  ; CHECK: error: cannot import inline assembly
  %r = call i32 asm "mov $1, $0", "=r,r"(i32 %x)
  ret i32 %r
}
