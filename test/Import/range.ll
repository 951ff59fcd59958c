; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt --vir-produce-traits='llvm-facts=false' | FileCheck %s --check-prefix=NOFACTS
; `!range` metadata on loads and calls (and a call site's `range` return
; attribute) becomes a `#vir.range` trait with origin "llvm-ir": LLVM's
; half-open [lo, hi) is VIR's closed signed [lo, hi - 1]. What one signed
; interval cannot state exactly is dropped: ranges that wrap around the
; signed domain and lists of several ranges.

declare i32 @get()

; CHECK-LABEL: vir.func @ranges(
; NOFACTS-LABEL: vir.func @ranges(
; NOFACTS-NOT: vir.range
define void @ranges(ptr %p) {
  ; CHECK: vir.load %{{.*}} align 4 {vir.traits = [#vir.range<0, 9, origin = "llvm-ir">]} : i32
  %a = load i32, ptr %p, align 4, !range !0
  ; A bool as clang loads it.
  ; CHECK: vir.load %{{.*}} align 1 {vir.traits = [#vir.range<0, 1, origin = "llvm-ir">]} : i8
  %b = load i8, ptr %p, align 1, !range !1, !noundef !{}
  ; CHECK: vir.call @get() {vir.traits = [#vir.range<-5, 4, origin = "llvm-ir">]} : () -> i32
  %c = call i32 @get(), !range !2
  ; CHECK: vir.call @get() {vir.traits = [#vir.range<-3, 3, origin = "llvm-ir">]} : () -> i32
  %d = call range(i32 -3, 4) i32 @get()
  ; Both facts hold: their intersection.
  ; CHECK: vir.call @get() {vir.traits = [#vir.range<50, 99, origin = "llvm-ir">]} : () -> i32
  %e = call range(i32 0, 100) i32 @get(), !range !3
  ; [0, INT64_MIN) is every non-negative value: no signed wrap.
  ; CHECK: vir.load %{{.*}} align 8 {vir.traits = [#vir.range<0, 9223372036854775807, origin = "llvm-ir">]} : i64
  %f = load i64, ptr %p, align 8, !range !4
  ; Dropped: wrapping (10..UINT_MAX is two signed intervals), the signed
  ; boundary crossed (100..199 as i8), two ranges.
  ; CHECK: vir.load %{{.*}} align 4 : i32
  %g = load i32, ptr %p, align 4, !range !5
  ; CHECK: vir.load %{{.*}} align 1 : i8
  %h = load i8, ptr %p, align 1, !range !6
  ; CHECK: vir.load %{{.*}} align 1 : i8
  %i = load i8, ptr %p, align 1, !range !7
  ret void
}

!0 = !{i32 0, i32 10}
!1 = !{i8 0, i8 2}
!2 = !{i32 -5, i32 5}
!3 = !{i32 50, i32 200}
!4 = !{i64 0, i64 -9223372036854775808}
!5 = !{i32 10, i32 0}
!6 = !{i8 100, i8 -56}
!7 = !{i8 0, i8 2, i8 4, i8 6}
