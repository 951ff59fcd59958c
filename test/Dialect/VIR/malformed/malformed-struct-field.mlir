// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}malformed-struct-field.mlir:6:41: error: expected non-function type

// A structure type with a missing field after the comma.

vir.global private @g : !vir.struct<i32, > = zeroinit
