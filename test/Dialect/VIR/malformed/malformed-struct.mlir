// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}malformed-struct.mlir:6:36: error: unbalanced '<' character in pretty dialect name

// A structure type cut after a comma.

vir.global private @g : !vir.struct<i32, = zeroinit
