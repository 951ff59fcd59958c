// RUN: vct-mlir-opt --sroa --split-input-file %s | FileCheck %s
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir.func(sroa))' --split-input-file %s | FileCheck %s
// Followed by mem2reg, the fields become SSA values:
// RUN: vct-mlir-opt --sroa --mem2reg --split-input-file %s | FileCheck %s --check-prefix=PROMOTED

// SROA splits nocapture aggregate slots whose accesses each touch one field
// into one slot per used field; the new slots inherit the traits.

// A structure accessed through constant GEPs: one slot per field.
// CHECK-LABEL: vir.func @split_struct(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: f64) -> f64 {
// CHECK-NEXT: %[[F0:.*]] = vir.alloca i32 align 8 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: %[[F1:.*]] = vir.alloca f64 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %[[X]], %[[F0]] : i32
// CHECK-NEXT: vir.store %[[Y]], %[[F1]] : f64
// CHECK-NEXT: %[[V:.*]] = vir.load %[[F1]] : f64
// CHECK-NEXT: vir.return %[[V]] : f64
// CHECK-NOT: vir.gep
// PROMOTED-LABEL: vir.func @split_struct(
// PROMOTED-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: f64) -> f64 {
// PROMOTED-NEXT: vir.return %[[Y]] : f64
vir.func @split_struct(%x: i32, %y: f64) -> f64 {
  %s = vir.alloca !vir.struct<i32, f64> {vir.traits = [#vir.nocapture]}
  %f0 = vir.gep %s[0, 0] : !vir.struct<i32, f64>
  %f1 = vir.gep inbounds %s[0, 1] : !vir.struct<i32, f64>
  vir.store %x, %f0 : i32
  vir.store %y, %f1 : f64
  %v = vir.load %f1 : f64
  vir.return %v : f64
}

// -----

// An array: only the used elements get slots, aligned as they were in the
// array (element 2 of a 16-aligned array sits at offset 8).
// CHECK-LABEL: vir.func @split_array(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[E1:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: %[[E2:.*]] = vir.alloca i32 align 8 {vir.traits = [#vir.nocapture]}
// CHECK-NOT: vir.alloca
// CHECK-NEXT: vir.store %[[X]], %[[E2]] : i32
// CHECK-NEXT: vir.store %[[Y]], %[[E1]] : i32
// CHECK-NEXT: %[[A:.*]] = vir.load %[[E2]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.load %[[E1]] : i32
// CHECK-NEXT: %[[S:.*]] = vir.sub %[[A]], %[[B]] : i32
// PROMOTED-LABEL: vir.func @split_array(
// PROMOTED-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// PROMOTED-NEXT: %[[S:.*]] = vir.sub %[[X]], %[[Y]] : i32
// PROMOTED-NEXT: vir.return %[[S]] : i32
vir.func @split_array(%x: i32, %y: i32) -> i32 {
  %a = vir.alloca !vir.array<4 x i32> align 16 {vir.traits = [#vir.nocapture]}
  %e2 = vir.gep %a[0, 2] : !vir.array<4 x i32>
  %e1 = vir.gep %a[0, 1] : !vir.array<4 x i32>
  vir.store %x, %e2 : i32
  vir.store %y, %e1 : i32
  %a2 = vir.load %e2 : i32
  %a1 = vir.load %e1 : i32
  %s = vir.sub %a2, %a1 : i32
  vir.return %s : i32
}

// -----

// Only the used field of three gets a slot.
// CHECK-LABEL: vir.func @only_used_fields(
// CHECK-NEXT: %[[F2:.*]] = vir.alloca i8 align 8 {vir.traits = [#vir.nocapture]}
// CHECK-NOT: vir.alloca
// CHECK: vir.store %{{.*}}, %[[F2]] : i8
vir.func @only_used_fields(%x: i8) -> i8 {
  %a = vir.alloca !vir.struct<i32, f64, i8> {vir.traits = [#vir.nocapture]}
  %f2 = vir.gep inbounds %a[0, 2] : !vir.struct<i32, f64, i8>
  vir.store %x, %f2 : i8
  %v = vir.load %f2 : i8
  vir.return %v : i8
}

// -----

// A load or store at the slot's start accesses its first field.
// CHECK-LABEL: vir.func @first_field_direct(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[F0:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %[[X]], %[[F0]] : i32
// CHECK-NEXT: %[[V:.*]] = vir.load %[[F0]] : i32
// PROMOTED-LABEL: vir.func @first_field_direct(
// PROMOTED-SAME: %[[X:[^:]+]]: i32) -> i32 {
// PROMOTED-NEXT: vir.return %[[X]] : i32
vir.func @first_field_direct(%x: i32) -> i32 {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  vir.store %x, %a : i32
  %v = vir.load %a : i32
  vir.return %v : i32
}

// -----

// Nested aggregates split down to the scalar that is used.
// CHECK-LABEL: vir.func @nested(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[LEAF:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %[[X]], %[[LEAF]] : i32
// CHECK-NEXT: %[[V:.*]] = vir.load %[[LEAF]] : i32
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @nested(%x: i32) -> i32 {
  %a = vir.alloca !vir.struct<i64, !vir.struct<i32, i32>> {vir.traits = [#vir.nocapture]}
  %q = vir.gep %a[0, 1, 1] : !vir.struct<i64, !vir.struct<i32, i32>>
  vir.store %x, %q : i32
  %v = vir.load %q : i32
  vir.return %v : i32
}

// -----

// The new slots carry the trait as it was stamped (here at the function's
// epoch 2), so they stay valid for mem2reg.
// CHECK-LABEL: vir.func @inherits_stamped_trait(
// CHECK-NEXT: %[[E:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 2>]}
// PROMOTED-LABEL: vir.func @inherits_stamped_trait(
// PROMOTED-SAME: %[[X:[^:]+]]: i32) -> i32 attributes {epoch = 2 : i64} {
// PROMOTED-NEXT: vir.return %[[X]] : i32
vir.func @inherits_stamped_trait(%x: i32) -> i32 attributes {epoch = 2} {
  %a = vir.alloca !vir.array<2 x i32> {vir.traits = [#vir.nocapture<epoch = 2>]}
  %e1 = vir.gep %a[0, 1] : !vir.array<2 x i32>
  vir.store %x, %e1 : i32
  %v = vir.load %e1 : i32
  vir.return %v : i32
}

// -----

// A memset of the whole structure becomes one memset per used field.
// CHECK-LABEL: vir.func @split_memset(
// CHECK-NEXT: %[[F1:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-DAG: %[[ZERO:.*]] = vir.constant 0 : i8
// CHECK-DAG: %[[FOUR:.*]] = vir.constant 4 : i64
// CHECK: vir.memset %[[F1]], %[[ZERO]], %[[FOUR]] : i64
// CHECK-NEXT: %[[V:.*]] = vir.load %[[F1]] : i32
// CHECK-NEXT: vir.return %[[V]] : i32
// PROMOTED-LABEL: vir.func @split_memset(
// PROMOTED: %[[Z:.*]] = vir.constant 0 : i32
// PROMOTED-NEXT: vir.return %[[Z]] : i32
vir.func @split_memset() -> i32 {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %len = vir.constant 8 : i64
  %zero = vir.constant 0 : i8
  vir.memset %a, %zero, %len : i64
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// A memcpy of the whole structure into the slot becomes per-field copies
// from the matching fields of the source.
// CHECK-LABEL: vir.func @split_memcpy_in(
// CHECK-SAME: %[[SRC:[^:]+]]: !vir.ptr) -> i32 {
// CHECK-NEXT: %[[F1:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK: %[[SRC1:.*]] = vir.gep %[[SRC]][0, 1] : !vir.struct<i32, i32>
// CHECK-NEXT: %[[FOUR:.*]] = vir.constant 4 : i64
// CHECK-NEXT: vir.memcpy %[[F1]], %[[SRC1]], %[[FOUR]] : i64
// CHECK-NEXT: %[[V:.*]] = vir.load %[[F1]] : i32
// PROMOTED-LABEL: vir.func @split_memcpy_in(
// PROMOTED-SAME: %[[SRC:[^:]+]]: !vir.ptr) -> i32 {
// PROMOTED: %[[SRC1:.*]] = vir.gep %[[SRC]][0, 1] : !vir.struct<i32, i32>
// PROMOTED: %[[V:.*]] = vir.load %[[SRC1]] : i32
// PROMOTED-NEXT: vir.return %[[V]] : i32
vir.func @split_memcpy_in(%src: !vir.ptr) -> i32 {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %len = vir.constant 8 : i64
  vir.memcpy %a, %src, %len : i64
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// A memcpy out of a structure without padding reads every field.
// CHECK-LABEL: vir.func @split_memcpy_out(
// CHECK-SAME: %[[DST:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) {
// CHECK-NEXT: %[[F0:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: %[[F1:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %[[X]], %[[F0]] : i32
// CHECK-NEXT: vir.store %[[Y]], %[[F1]] : i32
// CHECK: %[[D0:.*]] = vir.gep %[[DST]][0, 0] : !vir.struct<i32, i32>
// CHECK: vir.memcpy %[[D0]], %[[F0]], %{{.*}} : i64
// CHECK: %[[D1:.*]] = vir.gep %[[DST]][0, 1] : !vir.struct<i32, i32>
// CHECK: vir.memcpy %[[D1]], %[[F1]], %{{.*}} : i64
// PROMOTED-LABEL: vir.func @split_memcpy_out(
// PROMOTED-SAME: %[[DST:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) {
// PROMOTED-NOT: vir.alloca
// PROMOTED: %[[D0:.*]] = vir.gep %[[DST]][0, 0] : !vir.struct<i32, i32>
// PROMOTED: vir.store %[[X]], %[[D0]] : i32
// PROMOTED: %[[D1:.*]] = vir.gep %[[DST]][0, 1] : !vir.struct<i32, i32>
// PROMOTED: vir.store %[[Y]], %[[D1]] : i32
vir.func @split_memcpy_out(%dst: !vir.ptr, %x: i32, %y: i32) {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %f0 = vir.gep %a[0, 0] : !vir.struct<i32, i32>
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f0 : i32
  vir.store %y, %f1 : i32
  %len = vir.constant 8 : i64
  vir.memcpy %dst, %a, %len : i64
  vir.return
}

// -----

// Several aggregate slots in one function are all split.
// CHECK-LABEL: vir.func @several_slots(
// CHECK-COUNT-3: vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NOT: vir.alloca
// CHECK-NOT: !vir.struct
// PROMOTED-LABEL: vir.func @several_slots(
// PROMOTED-NOT: vir.alloca
vir.func @several_slots(%x: i32, %y: i32) -> i32 {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %b = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %c = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %a1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  %b1 = vir.gep %b[0, 1] : !vir.struct<i32, i32>
  %c1 = vir.gep %c[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %a1 : i32
  vir.store %y, %b1 : i32
  vir.store %y, %c1 : i32
  %u = vir.load %a1 : i32
  %v = vir.load %b1 : i32
  %w = vir.load %c1 : i32
  %s = vir.add %u, %v : i32
  %t = vir.add %s, %w : i32
  vir.return %t : i32
}
