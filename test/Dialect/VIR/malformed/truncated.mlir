// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}truncated.mlir:9:16: error: expected operation name in quotes

// A file cut in the middle of a function: no closing brace.

vir.func private @f(%a: i32) -> i32 {
  %s = vir.add %a, %a : i32
  vir.br ^exit(%s : i32)
^exit(%r: i32):
