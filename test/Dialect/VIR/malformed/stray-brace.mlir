// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}stray-brace.mlir:6:1: error: expected operation name in quotes

// A file holding only a closing brace.

}
