// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}unknown-op.mlir:7:8: error: custom op 'vir.frob' is unknown

// An operation the VIR dialect does not define.

vir.func private @f(%a: i32) -> i32 {
  %s = vir.frob %a : i32
  vir.return %s : i32
}
