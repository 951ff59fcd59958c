// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}switch-case-range.mlir:9:5: error: custom op 'vir.switch' case value 300 does not fit 'i8'

// A switch case value that does not fit the flag's type.

vir.func private @f(%x: i8) {
  vir.switch %x : i8, [
    default: ^a,
    300: ^a
  ]
^a:
  vir.return
}
