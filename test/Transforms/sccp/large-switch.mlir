// A function with one 6,000-case switch (issue 13): the constant solver's
// cost is linear in operations, uses and edges, so -O2 takes well under a
// second where it took 81 s (the timeout guards against a cubic cost
// coming back), and the budget counts that work, so a small
// --vir-max-iterations stops the solve with a warning.
//
// RUN: %python %S/Inputs/gen-switch.py 6000 > %t.mlir
// RUN: timeout 60 vct-mlir-opt -O2 %t.mlir -o %t.out.mlir 2> %t.warnings
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty < %t.warnings
// RUN: FileCheck %s --check-prefix=OUT < %t.out.mlir
// RUN: vct-mlir-opt --verify-each %t.out.mlir -o /dev/null
//
// The count grows with the code, not faster: 60,000 units solve 6,000
// cases, 120,000 solve 12,000; 20,000 do not, and the pass says so.
// RUN: vct-mlir-opt --sccp=max-iterations=60000 --ipsccp=max-iterations=60000 \
// RUN:   %t.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %python %S/Inputs/gen-switch.py 12000 > %t.12k.mlir
// RUN: timeout 60 vct-mlir-opt --sccp=max-iterations=120000 \
// RUN:   --ipsccp=max-iterations=120000 %t.12k.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: vct-mlir-opt -O2 --vir-max-iterations=20000 %t.mlir -o %t.small.mlir \
// RUN:   2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt --verify-each %t.small.mlir -o /dev/null
//
// 24,000 cases at -O2 with the default budget (100,000): sccp and ipsccp
// stop and say so, the rest of the pipeline runs, and the output verifies.
// (Times belong to scripts, not to lit.)
// RUN: %python %S/Inputs/gen-switch.py 24000 > %t.24k.mlir
// RUN: vct-mlir-opt -O2 %t.24k.mlir -o %t.24k.out.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt --verify-each %t.24k.out.mlir -o /dev/null

// QUIET-NOT: warning

// The switch stays (its flag is unknown in @big: @unknown passes any
// value), every case block survives, the join keeps its argument.
// OUT-LABEL: vir.func private @big(
// OUT: vir.switch %{{.*}} : i32, [
// OUT: 5998: ^bb
// OUT: (%{{[^:]*}}: i32):  // 6001 preds:
// OUT-LABEL: vir.func @main(

// BUDGET-DAG: warning: VIR: sccp: vir.max_iterations exhausted; no constants were propagated
// BUDGET-DAG: warning: VIR: ipsccp: vir.max_iterations exhausted; no constants were propagated
