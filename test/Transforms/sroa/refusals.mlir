// RUN: vct-mlir-opt --sroa --split-input-file %s | FileCheck %s

// Aggregate slots SROA must leave whole; each case checks that the
// aggregate alloca and its accesses are still there.

// No nocapture trait.
// CHECK-LABEL: vir.func @no_nocapture(
// CHECK-NEXT: %[[A:.*]] = vir.alloca !vir.struct<i32, i32>{{$}}
// CHECK-NEXT: %[[F1:.*]] = vir.gep %[[A]][0, 1] : !vir.struct<i32, i32>
// CHECK-NEXT: vir.store %{{.*}}, %[[F1]] : i32
vir.func @no_nocapture(%x: i32) -> i32 {
  %a = vir.alloca !vir.struct<i32, i32>
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f1 : i32
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// A stale nocapture (epoch 1, function at epoch 2).
// CHECK-LABEL: vir.func @no_stale_nocapture(
// CHECK-NEXT: %[[A:.*]] = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture<epoch = 1>]}
// CHECK-NEXT: %[[F1:.*]] = vir.gep %[[A]][0, 1] : !vir.struct<i32, i32>
vir.func @no_stale_nocapture(%x: i32) -> i32 attributes {epoch = 2} {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture<epoch = 1>]}
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f1 : i32
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// The whole address escapes into a call.
// CHECK-LABEL: vir.func @no_escape_into_call(
// CHECK-NEXT: %[[A:.*]] = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
// CHECK: vir.call @observe(%[[A]]) : (!vir.ptr) -> ()
vir.func private @observe(!vir.ptr)
vir.func @no_escape_into_call(%x: i32) -> i32 {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f1 : i32
  vir.call @observe(%a) : (!vir.ptr) -> ()
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// The slot is an operand of an opaque region.
// CHECK-LABEL: vir.func @no_opaque_region_use(
// CHECK-NEXT: %[[A:.*]] = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
// CHECK: vir.opaque_region(%[[A]] : !vir.ptr) {
vir.func @no_opaque_region_use(%x: i32) -> i32 {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f1 : i32
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%p: !vir.ptr):
    vir.yield
  }
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// A dynamic index may reach any element.
// CHECK-LABEL: vir.func @no_dynamic_index(
// CHECK-NEXT: %[[A:.*]] = vir.alloca !vir.array<4 x i32> {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: %[[E:.*]] = vir.gep %[[A]][0, %{{.*}}] : !vir.array<4 x i32>
vir.func @no_dynamic_index(%x: i32, %i: i64) -> i32 {
  %a = vir.alloca !vir.array<4 x i32> {vir.traits = [#vir.nocapture]}
  %e = vir.gep %a[0, %i] : !vir.array<4 x i32>
  vir.store %x, %e : i32
  %v = vir.load %e : i32
  vir.return %v : i32
}

// -----

// A volatile memset must stay one access of the whole slot.
// CHECK-LABEL: vir.func @no_volatile_memset(
// CHECK-NEXT: %[[A:.*]] = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
// CHECK: vir.memset volatile %[[A]]
vir.func @no_volatile_memset() -> i32 {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %len = vir.constant 8 : i64
  %zero = vir.constant 0 : i8
  vir.memset volatile %a, %zero, %len : i64
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// A scalar slot is mem2reg's business, not SROA's.
// CHECK-LABEL: vir.func @no_scalar_slot(
// CHECK-NEXT: %[[S:.*]] = vir.alloca i64 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %{{.*}}, %[[S]] : i64
vir.func @no_scalar_slot(%x: i64) -> i64 {
  %s = vir.alloca i64 {vir.traits = [#vir.nocapture]}
  vir.store %x, %s : i64
  %v = vir.load %s : i64
  vir.return %v : i64
}
