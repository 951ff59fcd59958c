// RUN: vct-mlir-opt --tail-call --remarks -verify-diagnostics %s | FileCheck %s

// The one trait tail-call consumes is #vir.nocapture on the caller's
// slots. A stale one (stamped before the function's epoch 1) is no fact:
// nothing is marked and the recursion stays; the same trait at the current
// epoch licenses both.

// CHECK-LABEL: vir.func @stale_slot(
// CHECK: vir.call @stale_slot(
vir.func @stale_slot(%n: i32) -> i32 attributes {epoch = 1} {
  %s = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %n, %s : i32
  %c0 = vir.constant 0 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %c1 = vir.constant 1 : i32
  %m = vir.sub %n, %c1 : i32
  // expected-remark @below {{VIR: tail-call: tail recursion not made a loop: a stack slot has a stale #vir.nocapture}}
  %r = vir.call @stale_slot(%m) : (i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %n : i32
}

// CHECK-LABEL: vir.func @valid_slot(
// CHECK-NOT: vir.call
// expected-remark @below {{VIR: tail-call: tail recursion made a loop: 1 self calls became branches}}
vir.func @valid_slot(%n: i32) -> i32 attributes {epoch = 1} {
  %s = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 1>]}
  vir.store %n, %s : i32
  %c0 = vir.constant 0 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %c1 = vir.constant 1 : i32
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @valid_slot(%m) : (i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %n : i32
}
