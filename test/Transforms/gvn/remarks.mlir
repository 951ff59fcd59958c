// What GVN reports (O-47): one remark per function that changed, with
// --remarks; none without. Running out of vir.max_iterations is a warning
// (O-41) and leaves well-formed IR that is only partly numbered.
// RUN: vct-mlir-opt --gvn --remarks -verify-diagnostics %s -o /dev/null
// RUN: vct-mlir-opt --gvn %s -o /dev/null 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: vct-mlir-opt --gvn=max-iterations=2 %s 2>&1 | FileCheck %s --check-prefix=BUDGET

// QUIET-NOT: remark: VIR

// BUDGET: warning: VIR: gvn: vir.max_iterations exhausted; value numbering stopped; later blocks were not looked at
// BUDGET-LABEL: vir.func @f(
// BUDGET: vir.add
// BUDGET: vir.add
// BUDGET: vir.load
// BUDGET: vir.load

// expected-remark @below {{VIR: gvn: removed 1 redundant operations (0 merged into block arguments) and 1 redundant loads (1 block arguments for values from several predecessors)}}
vir.func @f(%a: i32, %p: !vir.ptr, %c: i1) -> i32 {
  %x = vir.add %a, %a : i32
  %y = vir.add %a, %a : i32
  %s = vir.mul %x, %y : i32
  vir.cond_br %c, ^one, ^two
^one:
  vir.store %s, %p : i32
  vir.br ^join
^two:
  %v = vir.load %p : i32
  vir.br ^join
^join:
  %w = vir.load %p : i32
  vir.return %w : i32
}

// Nothing to do: no remark.
vir.func @g(%a: i32) -> i32 {
  vir.return %a : i32
}
