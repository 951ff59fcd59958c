// RUN: vct-mlir-opt --sroa --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --sroa --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// SROA's remark for each aggregate candidate: split, or why not.

// QUIET-NOT: remark: VIR

// CHECK-LABEL: vir.func @split(
// CHECK-NOT: !vir.struct
vir.func @split(%x: i32) -> i32 {
  // expected-remark @below {{VIR: sroa: split an aggregate stack slot into its fields}}
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f1 : i32
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// Each of several split slots is reported as split (the remark must not
// depend on where the allocator put the new field slots).
// CHECK-LABEL: vir.func @several_split(
// CHECK-NOT: !vir.struct
vir.func @several_split(%x: i32, %y: i32) -> i32 {
  // expected-remark @below {{VIR: sroa: split an aggregate stack slot into its fields}}
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  // expected-remark @below {{VIR: sroa: split an aggregate stack slot into its fields}}
  %b = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  // expected-remark @below {{VIR: sroa: split an aggregate stack slot into its fields}}
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

// -----

// A nested aggregate is reported once, as split, at the outer slot.
// CHECK-LABEL: vir.func @nested_split(
// CHECK-NOT: !vir.struct
vir.func @nested_split(%x: i32) -> i32 {
  // expected-remark @below {{VIR: sroa: split an aggregate stack slot into its fields}}
  %a = vir.alloca !vir.struct<i32, !vir.struct<i32, i32>> {vir.traits = [#vir.nocapture]}
  %q = vir.gep %a[0, 1, 1] : !vir.struct<i32, !vir.struct<i32, i32>>
  vir.store %x, %q : i32
  %v = vir.load %q : i32
  vir.return %v : i32
}

// -----

// CHECK-LABEL: vir.func @no_nocapture(
// CHECK: vir.alloca !vir.struct<i32, i32>
vir.func @no_nocapture(%x: i32) -> i32 {
  // expected-remark @below {{VIR: sroa: aggregate slot not split: no nocapture trait}}
  %a = vir.alloca !vir.struct<i32, i32>
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f1 : i32
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// CHECK-LABEL: vir.func @no_stale_nocapture(
// CHECK: vir.alloca !vir.struct<i32, i32>
vir.func @no_stale_nocapture(%x: i32) -> i32 attributes {epoch = 1} {
  // expected-remark @below {{VIR: sroa: aggregate slot not split: its nocapture trait is stale}}
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f1 : i32
  %v = vir.load %f1 : i32
  vir.return %v : i32
}

// -----

// An access spanning two fields: not split into fields, but retyped.
// CHECK-LABEL: vir.func @no_spanning_access(
// CHECK: vir.alloca i64
vir.func @no_spanning_access(%x: i64) -> i64 {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 1 slot(s) of one type each}}
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  vir.store %x, %a : i64
  %v = vir.load %a : i64
  vir.return %v : i64
}

// -----

// One split, one kept, in the same function.
// CHECK-LABEL: vir.func @mixed(
// CHECK: vir.alloca !vir.array<2 x i32>
vir.func private @observe(!vir.ptr)
vir.func @mixed(%x: i32) -> i32 {
  // expected-remark @below {{VIR: sroa: split an aggregate stack slot into its fields}}
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  // expected-remark @below {{VIR: sroa: aggregate slot not split: an access spans fields or the address is used as a whole}}
  // expected-remark @below {{VIR: sroa: slot not retyped: the slot's address is used other than as an access address}}
  %b = vir.alloca !vir.array<2 x i32> {vir.traits = [#vir.nocapture]}
  %a1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %a1 : i32
  vir.call @observe(%b) : (!vir.ptr) -> ()
  %v = vir.load %a1 : i32
  vir.return %v : i32
}

// -----

// Aggregates the slot interface does not offer get their own reason.
// (The array is too large to retype too: over 256 bytes.)
// CHECK-LABEL: vir.func @not_splittable(
// CHECK: vir.alloca !vir.array<100 x i32>
// CHECK: vir.alloca !vir.struct<i32, i32>, %{{.*}} : i64
vir.func @not_splittable(%x: i32) -> i32 {
  // expected-remark @below {{VIR: sroa: aggregate slot not split: counted allocas, empty structures and arrays of more than 16 elements are not split}}
  %large = vir.alloca !vir.array<100 x i32> {vir.traits = [#vir.nocapture]}
  %two = vir.constant 2 : i64
  // expected-remark @below {{VIR: sroa: aggregate slot not split: counted allocas, empty structures and arrays of more than 16 elements are not split}}
  %counted = vir.alloca !vir.struct<i32, i32>, %two : i64 {vir.traits = [#vir.nocapture]}
  %e = vir.gep %large[0, 5] : !vir.array<100 x i32>
  %f = vir.gep %counted[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %e : i32
  vir.store %x, %f : i32
  %v = vir.load %e : i32
  vir.return %v : i32
}
