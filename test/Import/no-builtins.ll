; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt --vir-produce-traits | FileCheck %s --check-prefix=PRODUCER
; clang marks every function of a translation unit compiled with
; -ffreestanding or -fno-builtin "no-builtins" (-fno-builtin-<function>:
; "no-builtin-<function>"). The importer keeps that as a note on the module
; for the trait producer, which then states no facts about the C library
; (no vir.hosted, nothing on strlen) and drops the note.

; CHECK: module attributes {vct.no_builtins}

; PRODUCER-NOT: vct.no_builtins
; PRODUCER-NOT: vir.hosted
; PRODUCER-NOT: vir-produce-traits
; PRODUCER: vir.func private @strlen(!vir.ptr) -> i64{{$}}
; PRODUCER-NOT: vir.hosted

declare i64 @strlen(ptr)

define i64 @len(ptr %s) #0 {
  %n = call i64 @strlen(ptr %s)
  ret i64 %n
}

define i64 @plain(ptr %s) {
  %n = call i64 @strlen(ptr %s)
  ret i64 %n
}

attributes #0 = { "no-builtin-strlen" }
