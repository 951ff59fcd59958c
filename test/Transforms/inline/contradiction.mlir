// 007 §6: a strong always_inline on the callee and a strong no_inline on the
// call contradict each other; the strong request is denied with
// ContradictsTrait, an internal compiler error (O-25), and the run fails.
// RUN: not vct-mlir-opt --inline %s 2>&1 | FileCheck %s

// CHECK: error: internal compiler error: VIR: denied always_inline on call to @f, ContradictsTrait (the edge also carries a strong no_inline)

vir.func private @f(%a: i32) -> i32 attributes {vir.traits = [#vir.req<always_inline, strong>]} {
  vir.return %a : i32
}
vir.func @caller(%x: i32) -> i32 {
  %r = vir.call @f(%x) {vir.traits = [#vir.req<no_inline, strong>]} : (i32) -> i32
  vir.return %r : i32
}
