// The solve is capped by vir.max_iterations (O-39..O-41): with a budget of
// one visit it cannot finish, so sccp warns and changes nothing; the output
// is well-formed VIR. The default budget is plenty.
// RUN: vct-mlir-opt %s --sccp=max-iterations=1 -verify-diagnostics \
// RUN:   | FileCheck %s --check-prefix=ONE
// RUN: vct-mlir-opt %s --sccp=max-iterations=1 -o %t.mlir 2>/dev/null
// RUN: vct-mlir-opt %t.mlir --verify-each -o /dev/null
// RUN: vct-mlir-opt %s --sccp | FileCheck %s --check-prefix=DEFAULT
// RUN: vct-mlir-opt -O2 --vir-max-iterations=1 %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PIPELINE

// ONE-LABEL: vir.func @f(
// ONE-NEXT: %[[C1:.*]] = vir.constant 1 : i32
// ONE-NEXT: %[[F:.*]] = vir.constant false
// ONE-NEXT: vir.cond_br %[[F]], ^bb1, ^bb2(%[[C1]] : i32)
// ONE: vir.add
// DEFAULT-LABEL: vir.func @f(
// DEFAULT: vir.br ^bb1(
// DEFAULT-NOT: vir.add
// PIPELINE: warning: VIR: sccp: vir.max_iterations exhausted; no constants were propagated

// expected-warning @below {{VIR: sccp: vir.max_iterations exhausted; no constants were propagated}}
vir.func @f() -> i32 {
  %c1 = vir.constant 1 : i32
  %f = vir.constant false
  vir.cond_br %f, ^then, ^join(%c1 : i32)
^then:
  %two = vir.add %c1, %c1 : i32
  vir.br ^join(%two : i32)
^join(%v: i32):
  vir.return %v : i32
}
