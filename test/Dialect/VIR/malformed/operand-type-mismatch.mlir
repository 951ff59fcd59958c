// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}operand-type-mismatch.mlir:8:20: error: use of value '%b' expects different type than prior uses: 'i32' vs 'i64'
// CHECK: {{.*}}operand-type-mismatch.mlir:7:30: note: prior use here

// A type error: vir.add of an i32 and an i64.

vir.func private @f(%a: i32, %b: i64) -> i32 {
  %s = vir.add %a, %b : i32
  vir.return %s : i32
}
