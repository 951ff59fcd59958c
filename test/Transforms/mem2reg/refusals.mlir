// RUN: vct-mlir-opt --mem2reg --split-input-file %s | FileCheck %s

// Slots mem2reg must leave in memory: the front end did not promise (or no
// longer promises) that the address stays private, or a use cannot be
// rewritten. Each case checks the slot and its accesses are still there.

// No nocapture trait: the optimizer may not assume the address is private.
// CHECK-LABEL: vir.func @no_nocapture(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32{{$}}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] : i32
// CHECK-NEXT: %[[V:.*]] = vir.load %[[SLOT]] : i32
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @no_nocapture(%x: i32) -> i32 {
  %slot = vir.alloca i32
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// A stale nocapture (stamped at epoch 0, the function is at epoch 1) no
// longer vouches for anything.
// CHECK-LABEL: vir.func @no_stale_nocapture(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] : i32
// CHECK-NEXT: %[[V:.*]] = vir.load %[[SLOT]] : i32
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @no_stale_nocapture(%x: i32) -> i32 attributes {epoch = 1} {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// Stamped at epoch 1 while the function is at epoch 2: stale as well.
// CHECK-LABEL: vir.func @no_stale_stamped(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 1>]}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] : i32
// CHECK-NEXT: vir.load %[[SLOT]] : i32
vir.func @no_stale_stamped(%x: i32) -> i32 attributes {epoch = 2} {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 1>]}
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// The address is passed to a call: promotion cannot rewrite that use.
// CHECK-LABEL: vir.func @no_escape_into_call(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] : i32
// CHECK-NEXT: vir.call @observe(%[[SLOT]]) : (!vir.ptr) -> ()
// CHECK-NEXT: %[[V:.*]] = vir.load %[[SLOT]] : i32
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func private @observe(!vir.ptr)
vir.func @no_escape_into_call(%x: i32) -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  vir.call @observe(%slot) : (!vir.ptr) -> ()
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// The address itself is stored into memory.
// CHECK-LABEL: vir.func @no_address_stored(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %[[SLOT]], %{{.*}} : !vir.ptr
vir.func @no_address_stored(%out: !vir.ptr) {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %slot, %out : !vir.ptr
  vir.return
}

// -----

// The slot is an operand of an opaque region, which may read and write it.
// CHECK-LABEL: vir.func @no_opaque_region_use(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] : i32
// CHECK-NEXT: vir.opaque_region(%[[SLOT]] : !vir.ptr) {
// CHECK: %[[V:.*]] = vir.load %[[SLOT]] : i32
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @no_opaque_region_use(%x: i32) -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  vir.opaque_region(%slot : !vir.ptr) {
  ^bb0(%p: !vir.ptr):
    %c = vir.constant 5 : i32
    vir.store %c, %p : i32
    vir.yield
  }
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// Volatile accesses must stay accesses.
// CHECK-LABEL: vir.func @no_volatile(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] : i32
// CHECK-NEXT: %[[V:.*]] = vir.load volatile %[[SLOT]] : i32
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @no_volatile(%x: i32) -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %v = vir.load volatile %slot : i32
  vir.return %v : i32
}

// -----

// Atomic accesses are not promoted either.
// CHECK-LABEL: vir.func @no_atomic(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] atomic release align 4 : i32
// CHECK-NEXT: vir.load %[[SLOT]] : i32
vir.func @no_atomic(%x: i32) -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot atomic release align 4 : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// A load of another type than the slot's would need a bit cast.
// CHECK-LABEL: vir.func @no_type_mismatch(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] : i32
// CHECK-NEXT: %[[V:.*]] = vir.load %[[SLOT]] : i16
vir.func @no_type_mismatch(%x: i32) -> i16 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %v = vir.load %slot : i16
  vir.return %v : i16
}

// -----

// A memset of part of the slot.
// CHECK-LABEL: vir.func @no_partial_memset(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK: vir.memset %[[SLOT]]
// CHECK: vir.load %[[SLOT]] : i32
vir.func @no_partial_memset() -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  %byte = vir.constant 1 : i8
  %len = vir.constant 2 : i64
  vir.memset %slot, %byte, %len : i64
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// A GEP with a non-zero offset addresses past the slot's start.
// CHECK-LABEL: vir.func @no_nonzero_gep(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i64 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: %[[HIGH:.*]] = vir.gep %[[SLOT]][4] : i8
// CHECK-NEXT: vir.store %{{.*}}, %[[HIGH]] : i32
vir.func @no_nonzero_gep(%x: i32) -> i64 {
  %slot = vir.alloca i64 {vir.traits = [#vir.nocapture]}
  %high = vir.gep %slot[4] : i8
  vir.store %x, %high : i32
  %v = vir.load %slot : i64
  vir.return %v : i64
}

// -----

// Only allocations made once per call, in the entry block, are promoted.
// CHECK-LABEL: vir.func @no_outside_entry(
// CHECK: ^{{.*}}:
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] : i32
// CHECK-NEXT: vir.load %[[SLOT]] : i32
vir.func @no_outside_entry(%x: i32) -> i32 {
  vir.br ^next
^next:
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// An alloca with a count is an array of slots.
// CHECK-LABEL: vir.func @no_counted_alloca(
// CHECK: %[[SLOT:.*]] = vir.alloca i32, %{{.*}} : i64 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %{{.*}}, %[[SLOT]] : i32
// CHECK-NEXT: vir.load %[[SLOT]] : i32
vir.func @no_counted_alloca(%x: i32) -> i32 {
  %two = vir.constant 2 : i64
  %slot = vir.alloca i32, %two : i64 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// A zero-offset GEP carrying a fact is not looked through (its fact would be
// lost), so the slot stays.
// CHECK-LABEL: vir.func @no_gep_with_traits(
// CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: %[[P:.*]] = vir.gep %[[SLOT]][0] {vir.traits = [#vir.dereferenceable<4>]} : i32
// CHECK-NEXT: vir.store %{{.*}}, %[[P]] : i32
vir.func @no_gep_with_traits(%x: i32) -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  %p = vir.gep %slot[0] {vir.traits = [#vir.dereferenceable<4>]} : i32
  vir.store %x, %p : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}
