// A slot of at most 8 bytes that is only copied whole, into it and out of
// it (`Item t = *a; *a = *b; *b = t;`), is not split per field: each copy
// would become one access per field. Retyping makes it one integer (two
// over 8 bytes), each copy one load and one store per integer. A slot with
// a field access is split as before, and so is one larger than 16 bytes.
// RUN: vct-mlir-opt --sroa --mem2reg --split-input-file %s | FileCheck %s

// CHECK-LABEL: vir.func @swap(
// CHECK-SAME: %[[A:[^:]+]]: !vir.ptr, %[[B:[^:]+]]: !vir.ptr
// CHECK-NOT: vir.alloca
// CHECK: %[[T:.*]] = vir.load %[[A]] align 1 : i64
// CHECK-NEXT: vir.memcpy %[[A]], %[[B]]
// CHECK-NEXT: vir.store %[[T]], %[[B]] align 1 : i64
// CHECK-NEXT: vir.return
vir.func @swap(%a: !vir.ptr, %b: !vir.ptr) {
  %t = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %len = vir.constant 8 : i64
  vir.memcpy %t, %a, %len : i64
  vir.memcpy %a, %b, %len : i64
  vir.memcpy %b, %t, %len : i64
  vir.return
}

// -----

// A field is read: split per field as before (two i32 loads of the
// source).
// CHECK-LABEL: vir.func @field_read(
// CHECK-NOT: vir.alloca
// CHECK-COUNT-2: vir.load %{{.*}} : i32
vir.func @field_read(%a: !vir.ptr, %b: !vir.ptr) -> i32 {
  %t = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %len = vir.constant 8 : i64
  vir.memcpy %t, %a, %len : i64
  vir.memcpy %b, %t, %len : i64
  %f1 = vir.gep %t[0, 1] : !vir.struct<i32, i32>
  %y = vir.load %f1 : i32
  vir.return %y : i32
}

// -----

// Twelve bytes: an i64 and an i32, each copy two loads and two stores
// rather than three of each.
// CHECK-LABEL: vir.func @twelve_bytes(
// CHECK-NOT: vir.alloca
// CHECK: vir.load %{{.*}} align 1 : i64
// CHECK: vir.load %{{.*}} align 1 : i32
// CHECK-NOT: vir.load
// CHECK: vir.store %{{.*}} align 1 : i64
// CHECK: vir.store %{{.*}} align 1 : i32
// CHECK-NOT: vir.store
vir.func @twelve_bytes(%a: !vir.ptr, %b: !vir.ptr) {
  %t = vir.alloca !vir.struct<i32, i32, i32> {vir.traits = [#vir.nocapture]}
  %len = vir.constant 12 : i64
  vir.memcpy %t, %a, %len : i64
  vir.memcpy %b, %t, %len : i64
  vir.return
}

// -----

// Twenty-four bytes: split per field.
// CHECK-LABEL: vir.func @large(
// CHECK-NOT: vir.alloca
// CHECK-COUNT-3: vir.load %{{.*}} : i64
vir.func @large(%a: !vir.ptr, %b: !vir.ptr) {
  %t = vir.alloca !vir.struct<i64, i64, i64> {vir.traits = [#vir.nocapture]}
  %len = vir.constant 24 : i64
  vir.memcpy %t, %a, %len : i64
  vir.memcpy %b, %t, %len : i64
  vir.return
}
