// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}bad-trait.mlir:7:50: error: expected ','

// A range trait with one bound.

vir.func private @f(%a: i32) -> i32 {
  %s = vir.add %a, %a {vir.traits = [#vir.range<1>]} : i32
  vir.return %s : i32
}
