// RUN: vct-mlir-opt --block-layout --remarks -verify-diagnostics %s | FileCheck %s

// block-layout consumes hot_path/cold_path requests. A stale one (stamped
// before the function's epoch 2) is not evaluated and moves nothing; the
// same request at the current epoch does.

// CHECK-LABEL: vir.func @stale(
// CHECK-NEXT: vir.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: vir.return %arg1
vir.func @stale(%c: i1, %a: i32, %b: i32) -> i32 attributes {epoch = 2} {
  vir.cond_br %c, ^a, ^b
^a:
  vir.return %a : i32 {vir.traits = [#vir.req<cold_path, soft, epoch = 1>]}
^b:
  vir.return %b : i32
}

// CHECK-LABEL: vir.func @valid(
// CHECK-NEXT: vir.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: vir.return %arg2
// expected-remark @below {{VIR: block-layout: placed 2 blocks elsewhere, 1 cold blocks last}}
vir.func @valid(%c: i1, %a: i32, %b: i32) -> i32 attributes {epoch = 2} {
  vir.cond_br %c, ^a, ^b
^a:
  // expected-remark @below {{VIR: accepted cold_path}}
  vir.return %a : i32 {vir.traits = [#vir.req<cold_path, soft, epoch = 2>]}
^b:
  vir.return %b : i32
}
