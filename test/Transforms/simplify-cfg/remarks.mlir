// RUN: vct-mlir-opt --simplify-cfg --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --simplify-cfg --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty
// With a budget of one sweep, the pass stops early with a warning (O-41)
// and still returns valid IR:
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir.func(simplify-cfg{max-iterations=1}))' --verify-each %s --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=BUDGET

// The summary remark counts each kind of edit, at the function; a function
// that does not change gets none.

// QUIET-NOT: remark: VIR

// BUDGET: warning: VIR: simplify-cfg: vir.max_iterations exhausted; the CFG may simplify further
// BUDGET-NOT: warning

// CHECK-LABEL: vir.func @every_edit(
// CHECK-SAME: %{{[^:]+}}: i1, %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
// CHECK-NEXT: }
// expected-remark @below {{VIR: simplify-cfg: removed 3 unreachable blocks, folded 2 branches, dropped 1 block arguments, forwarded 2 empty blocks, threaded 0 constant edges, merged 2 blocks}}
vir.func @every_edit(%c: i1, %x: i32) -> i32 {
  %t = vir.constant true
  vir.cond_br %t, ^a, ^dead
^a:
  vir.cond_br %c, ^empty, ^b
^empty:
  vir.br ^join(%x : i32)
^b:
  vir.br ^join(%x : i32)
^join(%v: i32):
  vir.return %v : i32
^dead:
  vir.return %x : i32
}

// -----

// CHECK-LABEL: vir.func @unchanged(
vir.func @unchanged(%c: i1, %x: i32, %y: i32) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  vir.return %x : i32
^b:
  vir.return %y : i32
}
