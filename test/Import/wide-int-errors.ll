; RUN: not vct-translate --import-llvm --split-input-file %s 2>&1 | FileCheck %s
; What the importer does not split of integers wider than 64 bits is a
; located error naming the construct, never a crash (issue 13).
source_filename = "wide.c"

; CHECK: wide.c:0:0: error: cannot import 'llvm.sdiv' on integers wider than 64 bits
; CHECK: note: in @divide
define i64 @divide(i64 %a, i64 %b) {
  %x = sext i64 %a to i128
  %y = sext i64 %b to i128
  %q = sdiv i128 %x, %y
  %r = trunc i128 %q to i64
  ret i64 %r
}

// -----
source_filename = "wide.c"

; CHECK: wide.c:0:0: error: cannot import 'i128' here: VIR integers are 1 to 64 bits wide
define i128 @returns(i64 %a) {
  %x = zext i64 %a to i128
  ret i128 %x
}

// -----
source_filename = "wide.c"

; CHECK: wide.c:0:0: error: cannot import a call passing an integer wider than 64 bits
; CHECK: note: in @pass
define void @pass(ptr %fp, i64 %a) {
  %x = zext i64 %a to i128
  call void %fp(i128 %x)
  ret void
}

// -----
source_filename = "wide.c"

; CHECK: wide.c:0:0: error: cannot import 'i128' here
declare void @take(i128)

// -----
source_filename = "wide.c"

; CHECK: wide.c:0:0: error: cannot import a switch on an integer wider than 64 bits
define i32 @choose(i64 %a) {
entry:
  %x = zext i64 %a to i128
  switch i128 %x, label %d [ i128 1, label %one ]
one:
  ret i32 1
d:
  ret i32 0
}

// -----
source_filename = "wide.c"

; CHECK: wide.c:0:0: error: cannot import 'i128' here
%pair = type { i8, i128 }
@g = global %pair zeroinitializer

// -----
source_filename = "wide.c"

; Wider than the 1024 bits the importer splits: an error at the first value.
; CHECK: wide.c:0:0: error: cannot import 'i2048' here
define i64 @huge(ptr %p) {
  %v = load i2048, ptr %p
  %t = trunc i2048 %v to i64
  ret i64 %t
}
