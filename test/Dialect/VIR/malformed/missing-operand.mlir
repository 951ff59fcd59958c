// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}missing-operand.mlir:7:19: error: expected SSA operand

// A syntax error: the second operand of vir.add is missing.

vir.func private @f(%a: i32) -> i32 {
  %s = vir.add %a, : i32
  vir.return %s : i32
}
