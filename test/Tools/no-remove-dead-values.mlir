// MLIR's remove-dead-values is not offered: on VIR it left branches passing
// operands to block arguments it had removed (invalid IR), and wrote `ub`
// dialect operations that VIR's tools cannot read back.
// RUN: not vct-mlir-opt --remove-dead-values %s 2>&1 | FileCheck %s
// CHECK: Unknown command line argument '--remove-dead-values'

vir.func @f() {
  vir.return
}
