; RUN: not vct-translate --import-llvm %s 2>&1 | FileCheck %s
; Malformed LLVM IR is a located parse error.

define i32 @broken(i32 %x) {
  ; CHECK: parse-error.ll:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot parse LLVM IR: {{.*}}
  %r = add i32 %x, %undefined_value
  ret i32 %r
}
