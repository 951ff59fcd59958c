// RUN: vct-mlir-opt --instcombine='max-iterations=1' -verify-diagnostics %s | FileCheck %s --check-prefix=ONE
// The output of the cut-short run is valid VIR, and a second run finishes:
// RUN: vct-mlir-opt --instcombine='max-iterations=1' %s 2>/dev/null | vct-mlir-opt --instcombine | FileCheck %s --check-prefix=DONE
// Enough budget: no warning, everything rewritten.
// RUN: vct-mlir-opt --instcombine='max-iterations=10' %s 2>&1 | FileCheck %s --check-prefix=DONE --implicit-check-not='warning: VIR'
// A negative budget is not "no limit" (the rewrite driver's reading of -1):
// it allows nothing.
// RUN: vct-mlir-opt --instcombine='max-iterations=-1' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// RUN: vct-mlir-opt --instcombine='max-iterations=-1' %s 2>/dev/null | FileCheck %s --check-prefix=NONE
// The pass option also works inside a pass pipeline:
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir.func(instcombine{max-iterations=2}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN

// vir.max_iterations caps the rewrites of one run (O-39..O-41): with a
// budget of one, one rewrite is made, a warning says the budget ran out,
// and the rest of the chain stays as it was.

// WARN: warning: VIR: instcombine: vir.max_iterations exhausted; the function may simplify further

// NONE-LABEL: vir.func @chain(
// NONE-NEXT: vir.constant 8
// NONE-NEXT: vir.mul
// NONE-NEXT: vir.udiv
// NONE-NEXT: vir.urem

// ONE-LABEL: vir.func @chain(
// ONE: vir.mul
// ONE: vir.udiv

// DONE-LABEL: vir.func @chain(
// DONE-SAME: %[[X:[^:]+]]: i32)
// DONE-DAG: %[[K:.*]] = vir.constant 3 : i32
// DONE-DAG: %[[M:.*]] = vir.constant 7 : i32
// DONE: %[[S:.*]] = vir.shl %[[X]], %[[K]] : i32
// DONE-NEXT: %[[D:.*]] = vir.lshr %[[S]], %[[K]] : i32
// DONE-NEXT: %[[R:.*]] = vir.and %[[D]], %[[M]] : i32
// DONE-NEXT: vir.return %[[R]] : i32

// expected-warning @below {{VIR: instcombine: vir.max_iterations exhausted; the function may simplify further}}
vir.func @chain(%x: i32) -> i32 {
  %c8 = vir.constant 8 : i32
  %m = vir.mul %x, %c8 : i32
  %d = vir.udiv %m, %c8 : i32
  %r = vir.urem %d, %c8 : i32
  vir.return %r : i32
}
