; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt --vir-produce-traits | FileCheck %s --check-prefix=PRODUCER
; Without clang's "no-builtins" the module carries no note, and the trait
; producer states the C library's facts and marks the module hosted.

; CHECK-NOT: vct.no_builtins
; PRODUCER: module attributes {vir.hosted}
; PRODUCER: vir.func private @strlen(!vir.ptr {vir.traits = [#vir.readonly<origin = "vir-produce-traits">

declare i64 @strlen(ptr)

define i64 @len(ptr %s) #0 {
  %n = call i64 @strlen(ptr %s)
  ret i64 %n
}

attributes #0 = { nounwind "no-trapping-math"="true" }
