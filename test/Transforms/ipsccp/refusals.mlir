// RUN: vct-mlir-opt %s --ipsccp --split-input-file | FileCheck %s
// What ipsccp does not track: functions that may be called from elsewhere
// or with arguments it cannot see, and calls it cannot follow.

// A public function has callers outside the module: its argument stays
// unknown although the only call here passes 3, and its result is not
// propagated to the call either.
// CHECK-LABEL: vir.func @no_public_args(
// CHECK-SAME: %[[K:[a-z0-9]+]]: i32
// CHECK-NEXT: %[[R:.*]] = vir.add %[[K]], %[[K]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @no_public_args(%k: i32) -> i32 {
  %r = vir.add %k, %k : i32
  vir.return %r : i32
}
// CHECK-LABEL: vir.func @calls_public(
// CHECK: %[[R:.*]] = vir.call @no_public_args(
// CHECK: %[[C:.*]] = vir.call @const_public(
// CHECK-NEXT: %[[S:.*]] = vir.add %[[R]], %[[C]] : i32
vir.func @const_public() -> i32 {
  %c1 = vir.constant 1 : i32
  vir.return %c1 : i32
}
vir.func @calls_public() -> i32 {
  %c3 = vir.constant 3 : i32
  %r = vir.call @no_public_args(%c3) : (i32) -> i32
  %c = vir.call @const_public() : () -> i32
  %s = vir.add %r, %c : i32
  vir.return %s : i32
}

// -----

// A variadic callee: its fixed argument is not tracked either, nor is its
// result.
// CHECK-LABEL: vir.func private @no_variadic(
// CHECK-SAME: %[[X:[a-z0-9]+]]: i32
// CHECK-NEXT: vir.return %[[X]] : i32
vir.func private @no_variadic(%x: i32, ...) -> i32 {
  vir.return %x : i32
}
// CHECK-LABEL: vir.func @calls_variadic(
// CHECK: %[[R:.*]] = vir.call @no_variadic(
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @calls_variadic() -> i32 {
  %c5 = vir.constant 5 : i32
  %r = vir.call @no_variadic(%c5, %c5) vararg((i32) -> i32) : (i32, i32) -> i32
  vir.return %r : i32
}

// -----

// A function whose address is taken may be called through the pointer with
// any argument.
// CHECK-LABEL: vir.func private @no_address_taken(
// CHECK-SAME: %[[X:[a-z0-9]+]]: i32
// CHECK-NEXT: %[[R:.*]] = vir.mul %[[X]], %[[X]] : i32
vir.func private @no_address_taken(%x: i32) -> i32 {
  %r = vir.mul %x, %x : i32
  vir.return %r : i32
}
// CHECK-LABEL: vir.func @calls_and_escapes(
// CHECK: %[[R:.*]] = vir.call @no_address_taken(
// CHECK: vir.call %{{.*}}(
// CHECK: vir.add %[[R]], %{{.*}} : i32
vir.func @calls_and_escapes(%y: i32) -> i32 {
  %c2 = vir.constant 2 : i32
  %r = vir.call @no_address_taken(%c2) : (i32) -> i32
  %fp = vir.addressof @no_address_taken : !vir.ptr
  %s = vir.call %fp(%y) : (i32) -> i32
  %t = vir.add %r, %s : i32
  vir.return %t : i32
}

// -----

// A call inside a region barrier is a caller ipsccp cannot see (O-36): the
// callee's argument stays unknown, the barrier's body is untouched.
// CHECK-LABEL: vir.func private @no_barrier_caller(
// CHECK-SAME: %[[X:[a-z0-9]+]]: i32
// CHECK-NEXT: vir.constant 1 : i32
// CHECK-NEXT: %[[R:.*]] = vir.sub %[[X]], %{{.*}} : i32
vir.func private @no_barrier_caller(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %r = vir.sub %x, %c1 : i32
  vir.return %r : i32
}
// CHECK-LABEL: vir.func @barrier_calls(
// CHECK: %[[A:.*]] = vir.call @no_barrier_caller(
// CHECK: vir.opaque_region
// CHECK-NEXT: ^bb0(%{{.*}}: i32):
// CHECK-NEXT: %[[C9:.*]] = vir.constant 9 : i32
// CHECK-NEXT: %[[B:.*]] = vir.call @no_barrier_caller(%[[C9]]) : (i32) -> i32
// CHECK-NEXT: vir.yield %[[B]] : i32
// CHECK: vir.add %[[A]], %{{.*}} : i32
vir.func @barrier_calls() -> i32 {
  %c4 = vir.constant 4 : i32
  %a = vir.call @no_barrier_caller(%c4) : (i32) -> i32
  %b = vir.opaque_region(%c4 : i32) -> (i32) {
  ^bb0(%in: i32):
    %c9 = vir.constant 9 : i32
    %r = vir.call @no_barrier_caller(%c9) : (i32) -> i32
    vir.yield %r : i32
  }
  %s = vir.add %a, %b : i32
  vir.return %s : i32
}

// -----

// Different constants at different call sites, and a recursive call that
// changes the argument: the arguments are unknown.
// CHECK-LABEL: vir.func private @no_mixed(
// CHECK-SAME: %[[X:[a-z0-9]+]]: i32
// CHECK-NEXT: %[[R:.*]] = vir.add %[[X]], %[[X]] : i32
vir.func private @no_mixed(%x: i32) -> i32 {
  %r = vir.add %x, %x : i32
  vir.return %r : i32
}
// CHECK-LABEL: vir.func private @no_recursive(
// CHECK-SAME: %[[N:[a-z0-9]+]]: i32
// CHECK: vir.icmp eq %[[N]], %{{.*}} : i32
vir.func private @no_recursive(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.icmp eq %n, %c0 : i32
  vir.cond_br %z, ^done, ^more
^done:
  vir.return %c0 : i32
^more:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @no_recursive(%m) : (i32) -> i32
  vir.return %r : i32
}
// The recursive function's result is known all the same: every return
// gives 0 (directly, or what the recursive call returns).
// CHECK-LABEL: vir.func @calls_mixed(
// CHECK: %[[A:.*]] = vir.call @no_mixed(
// CHECK-NEXT: %[[B:.*]] = vir.call @no_mixed(
// CHECK-NEXT: vir.call @no_recursive(
// CHECK-NEXT: %[[Z:.*]] = vir.constant 0 : i32
// CHECK-NEXT: %[[S:.*]] = vir.add %[[A]], %[[B]] : i32
// CHECK-NEXT: vir.add %[[S]], %[[Z]] : i32
vir.func @calls_mixed() -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c10 = vir.constant 10 : i32
  %a = vir.call @no_mixed(%c1) : (i32) -> i32
  %b = vir.call @no_mixed(%c2) : (i32) -> i32
  %r = vir.call @no_recursive(%c10) : (i32) -> i32
  %s = vir.add %a, %b : i32
  %t = vir.add %s, %r : i32
  vir.return %t : i32
}

// -----

// A private function no call reaches is not analysed and stays as it is
// (removing it is globaldce's business).
// CHECK-LABEL: vir.func private @no_callers(
// CHECK-NEXT: %[[C:.*]] = vir.constant false
// CHECK-NEXT: vir.cond_br %[[C]]
vir.func private @no_callers() -> i32 {
  %f = vir.constant false
  vir.cond_br %f, ^a, ^b
^a:
  %c1 = vir.constant 1 : i32
  vir.return %c1 : i32
^b:
  %c2 = vir.constant 2 : i32
  vir.return %c2 : i32
}
