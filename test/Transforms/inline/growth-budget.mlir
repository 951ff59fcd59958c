// Inlining is bounded by growth budgets (O-7, O-39): no caller grows past
// max-caller-size operations, and one run of the pass adds at most as many
// operations as the module has (at least 2,000). 21 functions, each calling
// the next twice under a strong always_inline, would need 2^20 copies; the
// requests past the budget are denied TooLarge, each a warning (O-27), and
// the pass warns that its budget ran out.
// RUN: %python %S/Inputs/fanout.py 21 > %t.mlir
// RUN: vct-mlir-opt --inline %t.mlir -o %t.out 2>&1 | FileCheck %s
// RUN: vct-mlir-opt -O2 %t.mlir -o /dev/null 2>&1 | FileCheck %s
// RUN: vct-mlir-opt --inline='max-caller-size=40' %t.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CALLER

// CHECK-DAG: warning: VIR: denied always_inline on call to @f{{[0-9]+}}, TooLarge (inlining has added {{[0-9]+}} operations to the module in this run, the most allowed is 2000)
// The budget's warning points at the first call it stopped (the calls are
// decided callees first), not at the module.
// CHECK-DAG: .mlir:{{[1-9][0-9]*}}:{{[0-9]+}}: warning: VIR: inline: the inlining growth budget exhausted; some requested calls were not inlined

// CALLER: warning: VIR: denied always_inline on call to @f{{[0-9]+}}, TooLarge (the caller would grow to {{[0-9]+}} operations, over the limit of 40)
