; RUN: not vct-translate --import-llvm --split-input-file %s 2>&1 | FileCheck %s
; What the importer does not split of integers wider than 64 bits is a
; located error naming the construct, never a crash (issue 13). Division,
; switches, and i128 arguments and results import (wide-int-calls.ll).
source_filename = "wide.c"

; Of the wide integers only i128 (__int128) crosses calls.
; CHECK: offset :9:0: error: cannot import 'i72' here: VIR integers are 1 to 64 bits wide
define i72 @returns(i64 %a) {
  %x = zext i64 %a to i72
  ret i72 %x
}

// -----
source_filename = "wide.c"

; CHECK: offset :8:3: error: cannot import a call passing an 'i96' (of the integers wider than 64 bits, only i128, __int128, crosses calls)
; CHECK: note: in @pass
define void @pass(ptr %fp, i64 %a) {
  %x = zext i64 %a to i96
  call void %fp(i96 %x)
  ret void
}

// -----
source_filename = "wide.c"

; CHECK: offset :5:1: error: cannot import 'i80' here
declare void @take(i80)

// -----
source_filename = "wide.c"

; An integer wider than 128 bits where a structure that is not packed pads
; it (narrower ones are vector<2 x i64> there, of their alignment).
; CHECK: offset :8:1: error: cannot import 'i256' here
%pair = type { i8, i256 }
@g = global %pair zeroinitializer

// -----
source_filename = "wide.c"

; Wider than the 1024 bits the importer splits: an error at the first value.
; CHECK: offset :7:3: error: cannot import 'i2048' here
define i64 @huge(ptr %p) {
  %v = load i2048, ptr %p
  %t = trunc i2048 %v to i64
  ret i64 %t
}
