// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}unknown-type.mlir:6:26: error: unknown type `foo` in dialect `vir`

// A type the VIR dialect does not define.

vir.func private @f(!vir.foo) -> i32
