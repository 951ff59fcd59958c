; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s -o %t.mlir && vct-translate --vir-to-llvmir %t.mlir -o %t.ll && lli %t.ll | FileCheck %s --check-prefix=OUT
; RUN: vct-translate --vir-to-c %t.mlir -o %t.c && %cc %t.c -o %t.exe -lm && %t.exe | FileCheck %s --check-prefix=OUT
; RUN: vct-mlir-opt -O2 %t.mlir -o %t.o2.mlir && vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s --check-prefix=OUT
; The atomicrmw operations VIR has no kind for become a compare-exchange
; loop on the integer of the width (as LLVM's AtomicExpand lowers them):
; fadd, fsub, fmax, fmin (the C library's fmax and fmin), uinc_wrap,
; udec_wrap, usub_cond, usub_sat. Each returns the value before the update.
; Fences are vir.fence.

; CHECK-LABEL: vir.func @fadd
; CHECK: %[[INIT:.*]] = vir.load %arg0 atomic monotonic align 8 : i64
; CHECK: vir.br ^[[LOOP:.*]](%[[INIT]] : i64)
; CHECK: ^[[LOOP]](%[[SEEN:.*]]: i64):
; CHECK: %[[OLD:.*]] = vir.bitcast %[[SEEN]] : i64 to f64
; CHECK: %[[NEW:.*]] = vir.fadd %[[OLD]], %arg1 : f64
; CHECK: %[[BITS:.*]] = vir.bitcast %[[NEW]] : f64 to i64
; CHECK: %[[READ:.*]], %[[OK:.*]] = vir.cmpxchg %arg0, %[[SEEN]], %[[BITS]] acq_rel acquire align 8 : i64
; CHECK: vir.cond_br %[[OK]], ^[[DONE:.*]](%[[SEEN]] : i64), ^[[LOOP]](%[[READ]] : i64)
; CHECK: ^[[DONE]](%[[R:.*]]: i64):
; CHECK: vir.bitcast %[[R]] : i64 to f64
define double @fadd(ptr %p, double %v) {
  %old = atomicrmw fadd ptr %p, double %v acq_rel, align 8
  ret double %old
}

; CHECK-LABEL: vir.func @fmax
; CHECK: vir.call @fmaxf
; CHECK: vir.cmpxchg volatile
define float @fmax(ptr %p, float %v) {
  %old = atomicrmw volatile fmax ptr %p, float %v seq_cst, align 4
  ret float %old
}

; CHECK-LABEL: vir.func @fences
; CHECK: vir.fence seq_cst
; CHECK: vir.fence singlethread acquire
define void @fences() {
  fence seq_cst
  fence syncscope("singlethread") acquire
  ret void
}

@f32 = global float 1.0
@f64 = global double 10.0
@i32 = global i32 5
@fmt = private constant [47 x i8] c"%g %g %g %g | %g %g | %u %u %u %u %u %u %u %u\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
  %a = atomicrmw fsub ptr @f64, double 2.5 seq_cst, align 8
  %b = atomicrmw fmin ptr @f64, double 3.0 monotonic, align 8
  %c = atomicrmw fmax ptr @f32, float 4.0 release, align 4
  %d = call double @fadd(ptr @f64, double 0.5)
  %e = load double, ptr @f64
  %f = load float, ptr @f32
  %c64 = fpext float %c to double
  %f64 = fpext float %f to double
  ; i32 = 5: uinc_wrap 7 -> 6; uinc_wrap 6 -> 0; udec_wrap 9 -> 0 -> 9;
  ; usub_cond 4 -> 5, usub_sat 10 -> 0.
  %g = atomicrmw uinc_wrap ptr @i32, i32 7 seq_cst, align 4
  %h = atomicrmw uinc_wrap ptr @i32, i32 6 seq_cst, align 4
  %i = atomicrmw udec_wrap ptr @i32, i32 9 seq_cst, align 4
  %j = atomicrmw usub_cond ptr @i32, i32 4 seq_cst, align 4
  %k = atomicrmw usub_cond ptr @i32, i32 40 seq_cst, align 4
  %l = atomicrmw usub_sat ptr @i32, i32 10 seq_cst, align 4
  %m = atomicrmw udec_wrap ptr @i32, i32 3 seq_cst, align 4
  %n = load i32, ptr @i32
  call void @fences()
  %r = call i32 (ptr, ...) @printf(ptr @fmt, double %a, double %b, double %d, double %e, double %c64, double %f64, i32 %g, i32 %h, i32 %i, i32 %j, i32 %k, i32 %l, i32 %m, i32 %n)
  ret i32 0
}
; OUT: 10 7.5 3 3.5 | 1 4 | 5 6 0 9 5 5 0 3
