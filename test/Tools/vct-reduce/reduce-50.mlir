// vct-reduce shrinks a 50-function module to the one function that makes
// the interestingness script's condition hold (a vir.srem survives -O2).
// RUN: python3 %S/Inputs/gen-module.py > %t.mlir
// RUN: grep -c "vir.func" %t.mlir | FileCheck %s --check-prefix=BEFORE
// RUN: vct-reduce %t.mlir -reduction-tree='traversal-mode=0 test=%S/Inputs/srem-survives.sh' -o %t.reduced.mlir 2> /dev/null
// RUN: FileCheck %s < %t.reduced.mlir
// RUN: grep -c "vir.func" %t.reduced.mlir | FileCheck %s --check-prefix=AFTER
// The reduced module is still interesting, and still valid VIR.
// RUN: not %S/Inputs/srem-survives.sh %t.reduced.mlir
// RUN: vct-mlir-opt %t.reduced.mlir -o /dev/null
//
// VCT's passes are reduction passes too: the optimizer as a first
// simplification (kept only when the result is still interesting and
// smaller).
// RUN: vct-reduce %t.mlir --pass-pipeline='builtin.module(opt-reduction-pass{opt-pass=vir-optimize{O=2} test=%S/Inputs/srem-survives.sh},reduction-tree{traversal-mode=0 test=%S/Inputs/srem-survives.sh})' -o %t.reduced2.mlir 2> /dev/null
// RUN: FileCheck %s < %t.reduced2.mlir
// An input that is not interesting fails, with nothing written.
// RUN: not vct-reduce %vct_src_root/examples/sum.mlir -reduction-tree='traversal-mode=0 test=%S/Inputs/srem-survives.sh' 2>&1 | count 0

// BEFORE: 50
// AFTER: 1
// CHECK-NOT: vir.func
// CHECK:     vir.func @f37(
// CHECK:       vir.srem
// CHECK-NOT: vir.func
