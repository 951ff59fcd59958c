; RUN: not vct-translate --import-llvm %s 2>&1 | FileCheck %s
; An indirectbr target whose address is never taken has no label offset
; (computed-goto.ll): a located error, never a crash.

; CHECK: error: cannot import an indirect branch to a block whose address is never taken
; CHECK: note: in @untagged
define i32 @untagged(ptr %p) {
entry:
  indirectbr ptr %p, [label %exit]
exit:
  ret i32 0
}
