// RUN: vct-mlir-opt %s | vct-mlir-opt | FileCheck %s
// RUN: vct-mlir-opt %s --mlir-print-op-generic | vct-mlir-opt | FileCheck %s
// Switch case values: any value that fits the flag's width as a signed or
// unsigned integer is accepted and printed normalized (signed, 0/1 for i1).

// Case 0 and negative cases on i32.
// CHECK-LABEL: vir.func @switch_i32
// CHECK: vir.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 0: ^bb2,
// CHECK-NEXT: -5: ^bb1
// CHECK-NEXT: ]
vir.func @switch_i32(%x: i32) {
  vir.switch %x : i32, [
    default: ^bb1,
    0: ^bb2,
    -5: ^bb1
  ]
^bb1:
  vir.return
^bb2:
  vir.return
}

// An unsigned spelling on i8 prints as the signed value with the same bits.
// CHECK-LABEL: vir.func @switch_i8_unsigned
// CHECK: 100: ^bb1,
// CHECK-NEXT: -1: ^bb2
vir.func @switch_i8_unsigned(%x: i8) {
  vir.switch %x : i8, [
    default: ^bb1,
    100: ^bb1,
    255: ^bb2
  ]
^bb1:
  vir.return
^bb2:
  vir.return
}

// An i1 switch takes 0 and 1.
// CHECK-LABEL: vir.func @switch_i1
// CHECK: 0: ^bb1,
// CHECK-NEXT: 1: ^bb2
vir.func @switch_i1(%b: i1) {
  vir.switch %b : i1, [
    default: ^bb1,
    0: ^bb1,
    1: ^bb2
  ]
^bb1:
  vir.return
^bb2:
  vir.return
}

// Vectors of pointers are VIR value types.
// CHECK-LABEL: vir.func @vector_of_ptr
// CHECK: vir.splat %{{.*}} : vector<4x!vir.ptr>
vir.func @vector_of_ptr(%p: !vir.ptr) -> vector<4x!vir.ptr> {
  %v = vir.splat %p : vector<4x!vir.ptr>
  vir.return %v : vector<4x!vir.ptr>
}
