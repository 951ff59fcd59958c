; LLVM's memory effects of a call (its own, else its callee's) become
; access-edge facts on the VIR call: no writes gives #vir.nowrite; no
; accesses at all and `willreturn` gives #vir.noread too (a VIR call with
; both returns and may be merged, hoisted or removed). Without
; `willreturn` a call that touches no memory keeps only nowrite.
; RUN: vct-translate --import-llvm %s | FileCheck %s

declare ptr @table() nounwind willreturn memory(none)
declare i64 @length(ptr) nounwind willreturn memory(read)
declare i32 @spin() nounwind memory(none)
declare void @update(ptr) nounwind willreturn
declare i32 @plain(i32)

; CHECK-LABEL: vir.func @calls
define i64 @calls(ptr %p, i32 %x) {
  ; CHECK: vir.call @table() {vir.traits = [#vir.nowrite<origin = "llvm-ir">, #vir.noread<origin = "llvm-ir">]}
  %t = call ptr @table()
  ; CHECK: vir.call @length(%{{.*}}) {vir.traits = [#vir.nowrite<origin = "llvm-ir">]}
  %n = call i64 @length(ptr %t)
  ; CHECK: vir.call @spin() {vir.traits = [#vir.nowrite<origin = "llvm-ir">]}
  %s = call i32 @spin()
  ; CHECK: vir.call @update(%{{.*}}) :
  call void @update(ptr %p)
  ; The call site's own attributes count too.
  ; CHECK: vir.call @plain(%{{.*}}) {vir.traits = [#vir.nowrite<origin = "llvm-ir">, #vir.noread<origin = "llvm-ir">]}
  %q = call i32 @plain(i32 %x) willreturn memory(none)
  ; CHECK: vir.call @plain(%{{.*}}) :
  %r = call i32 @plain(i32 %x)
  %a = add i32 %s, %q
  %b = add i32 %a, %r
  %c = sext i32 %b to i64
  %d = add i64 %n, %c
  ret i64 %d
}
