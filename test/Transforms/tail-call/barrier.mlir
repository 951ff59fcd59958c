// RUN: vct-mlir-opt --tail-call --remarks -verify-diagnostics %s | FileCheck %s

// Calls inside a vir.opaque_region are never considered (O-36): not
// marked, not made branches.

// CHECK-LABEL: vir.func @in_region(
// CHECK: vir.call @in_region(
// CHECK-NOT: #vir.tail
vir.func @in_region(%n: i32) -> i32 {
  // expected-remark @below {{VIR: tail-call: calls inside a vir.opaque_region are not considered (region barrier)}}
  %r = vir.opaque_region(%n : i32) -> (i32) {
  ^bb0(%x: i32):
    %c0 = vir.constant 0 : i32
    %done = vir.icmp eq %x, %c0 : i32
    vir.cond_br %done, ^bb1, ^bb2
  ^bb1:
    vir.yield %x : i32
  ^bb2:
    %c1 = vir.constant 1 : i32
    %m = vir.sub %x, %c1 : i32
    %y = vir.call @in_region(%m) : (i32) -> i32
    vir.yield %y : i32
  }
  vir.return %r : i32
}
