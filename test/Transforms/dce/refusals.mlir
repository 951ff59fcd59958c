// RUN: vct-mlir-opt --dce --split-input-file %s | FileCheck %s

// What DCE must keep although no value of it is used: calls the traits do
// not clear of effects, volatile and atomic accesses, stores, opaque
// regions. Each case checks the operation is still there.

vir.func private @g(i32) -> i32

// A call without traits may do anything.
// CHECK-LABEL: vir.func @no_traits(
// CHECK-NEXT: %{{.*}} = vir.call @g(%{{.*}}) : (i32) -> i32
// CHECK-NEXT: vir.return
vir.func @no_traits(%x: i32) {
  %r = vir.call @g(%x) : (i32) -> i32
  vir.return
}

// -----

vir.func private @g(i32) -> i32

// #vir.noread alone: the call may still write.
// CHECK-LABEL: vir.func @no_only_noread(
// CHECK-NEXT: %{{.*}} = vir.call @g(%{{.*}}) {vir.traits = [#vir.noread]} : (i32) -> i32
vir.func @no_only_noread(%x: i32) {
  %r = vir.call @g(%x) {vir.traits = [#vir.noread]} : (i32) -> i32
  vir.return
}

// -----

vir.func private @g(i32) -> i32

// #vir.nowrite alone: the call may still read (and trap, or not return, is
// not the question: the trait pair is).
// CHECK-LABEL: vir.func @no_only_nowrite(
// CHECK-NEXT: %{{.*}} = vir.call @g(%{{.*}}) {vir.traits = [#vir.nowrite]} : (i32) -> i32
vir.func @no_only_nowrite(%x: i32) {
  %r = vir.call @g(%x) {vir.traits = [#vir.nowrite]} : (i32) -> i32
  vir.return
}

// -----

vir.func private @g(i32) -> i32

// Both traits, but stale: stamped at epoch 0, the function is at epoch 1.
// CHECK-LABEL: vir.func @no_stale_traits(
// CHECK-NEXT: %{{.*}} = vir.call @g(%{{.*}}) {vir.traits = [#vir.noread, #vir.nowrite]} : (i32) -> i32
vir.func @no_stale_traits(%x: i32) attributes {epoch = 1} {
  %r = vir.call @g(%x) {vir.traits = [#vir.noread, #vir.nowrite]} : (i32) -> i32
  vir.return
}

// -----

vir.func private @g(i32) -> i32

// One valid, one stale: still not enough.
// CHECK-LABEL: vir.func @no_half_stale_traits(
// CHECK-NEXT: %{{.*}} = vir.call @g(%{{.*}}) {vir.traits = [#vir.noread<epoch = 1>, #vir.nowrite]} : (i32) -> i32
vir.func @no_half_stale_traits(%x: i32) attributes {epoch = 1} {
  %r = vir.call @g(%x) {vir.traits = [#vir.noread<epoch = 1>, #vir.nowrite]} : (i32) -> i32
  vir.return
}

// -----

vir.func private @readonly_callee(i32) -> i32 attributes {vir.traits = [#vir.readonly]}

// A callee's region-level #vir.readonly is not the call's access-edge
// #vir.noread/#vir.nowrite (O-30): a function pass does not read callees.
// CHECK-LABEL: vir.func @no_callee_facts(
// CHECK-NEXT: %{{.*}} = vir.call @readonly_callee(%{{.*}}) : (i32) -> i32
vir.func @no_callee_facts(%x: i32) {
  %r = vir.call @readonly_callee(%x) : (i32) -> i32
  vir.return
}

// -----

vir.func private @g(i32) -> i32

// Traits on a call argument describe that edge only, not the call.
// CHECK-LABEL: vir.func @no_argument_traits(
// CHECK-NEXT: vir.call @use_ptr(%{{.*}}) {arg_attrs = [{vir.traits = [#vir.noread, #vir.nowrite]}]} : (!vir.ptr) -> ()
vir.func private @use_ptr(!vir.ptr)
vir.func @no_argument_traits(%p: !vir.ptr) {
  vir.call @use_ptr(%p) {arg_attrs = [{vir.traits = [#vir.noread, #vir.nowrite]}]} : (!vir.ptr) -> ()
  vir.return
}

// -----

// Volatile and atomic loads, and stores of any kind, stay.
// CHECK-LABEL: vir.func @no_memory_effects(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32) {
// CHECK-NEXT: %{{.*}} = vir.load volatile %[[P]] : i32
// CHECK-NEXT: %{{.*}} = vir.load %[[P]] atomic acquire align 4 : i32
// CHECK-NEXT: vir.store %[[X]], %[[P]] : i32
// CHECK-NEXT: vir.store volatile %[[X]], %[[P]] : i32
// CHECK-NEXT: vir.return
vir.func @no_memory_effects(%p: !vir.ptr, %x: i32) {
  %plain = vir.load %p : i32
  %v = vir.load volatile %p : i32
  %a = vir.load %p atomic acquire align 4 : i32
  vir.store %x, %p : i32
  vir.store volatile %x, %p : i32
  vir.return
}

// -----

// Memory intrinsics write memory.
// CHECK-LABEL: vir.func @no_memory_intrinsics(
// CHECK-NEXT: %[[LEN:.*]] = vir.constant 4 : i64
// CHECK-NEXT: %[[BYTE:.*]] = vir.constant 0 : i8
// CHECK-NEXT: vir.memcpy %{{.*}}, %{{.*}}, %[[LEN]] : i64
// CHECK-NEXT: vir.memset %{{.*}}, %[[BYTE]], %[[LEN]] : i64
vir.func @no_memory_intrinsics(%d: !vir.ptr, %s: !vir.ptr) {
  %len = vir.constant 4 : i64
  %byte = vir.constant 0 : i8
  vir.memcpy %d, %s, %len : i64
  vir.memset %d, %byte, %len : i64
  vir.return
}

// -----

// An opaque region whose result is unused may still have effects.
// CHECK-LABEL: vir.func @no_unused_region(
// CHECK-NEXT: %{{.*}} = vir.opaque_region(%{{.*}} : i32) -> (i32) {
vir.func @no_unused_region(%x: i32) {
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    %z = vir.add %y, %y : i32
    vir.yield %z : i32
  }
  vir.return
}

// -----

// An argument whose incoming value is used elsewhere keeps that value; the
// argument is used by the return, so it stays too.
// CHECK-LABEL: vir.func @no_live_argument(
// CHECK: ^{{.*}}(%[[V:.*]]: i32):
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @no_live_argument(%c: i1, %x: i32, %y: i32) -> i32 {
  vir.cond_br %c, ^join(%x : i32), ^join(%y : i32)
^join(%v: i32):
  vir.return %v : i32
}
