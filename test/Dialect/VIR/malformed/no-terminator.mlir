// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}no-terminator.mlir:11:8: error: block with no terminator, has %0 = "vir.add"

// A block that does not end in a terminator.

vir.func private @f(%a: i32, %c: i1) -> i32 {
  vir.cond_br %c, ^then, ^else
^then:
  vir.return %a : i32
^else:
  %s = vir.add %a, %a : i32
}
