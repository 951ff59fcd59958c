// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}undefined-value.mlir:7:20: error: use of undeclared SSA value name

// A use of an SSA value that is never defined.

vir.func private @f(%a: i32) -> i32 {
  %s = vir.add %a, %nowhere : i32
  vir.return %s : i32
}
