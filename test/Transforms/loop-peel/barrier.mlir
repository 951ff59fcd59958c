// A loop holding a region barrier is not peeled (O-36, O-38): its request
// is denied Unsupported, with a remark at the barrier. A stale peel request
// is ignored with a remark (O-12). Copies keep the facts of one execution
// and drop stale ones.
// RUN: vct-mlir-opt --loop-peel --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier
// CHECK-COUNT-1: vir.opaque_region
// CHECK-NOT: vir.opaque_region
vir.func @barrier(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  // expected-remark @below {{VIR: loop-peel: loop contains a vir.opaque_region; not peeled}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %i1 = vir.add %i, %c1 nsw : i32
  %c = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied peel on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; no code is copied across a region barrier)}}
  vir.cond_br %c, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, soft, count = 1>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_request
// CHECK-COUNT-1: vir.store
// CHECK-NOT: vir.store
vir.func @stale_request(%p: !vir.ptr, %n: i32) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %c = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: loop-peel: ignored stale peel request (stamped at epoch 1, the function is at 2)}}
  vir.cond_br %c, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, strong, count = 1, epoch = 1>]}
^exit:
  vir.return
}

// -----

// The peeled copy keeps the valid range fact, drops the stale one and the
// loop_invariant trait (a peeled iteration is not in the loop).
// CHECK-LABEL: vir.func @facts
// CHECK: vir.add %{{.*}}, %{{.*}} {vir.traits = [#vir.range<0, 100, epoch = 2>]} : i32
// CHECK: vir.mul %{{.*}}, %{{.*}} : i32
// CHECK: ^{{bb[0-9]+}}(
// CHECK: vir.add %{{.*}}, %{{.*}} {vir.traits = [#vir.range<0, 100, epoch = 2>]} : i32
// CHECK: vir.mul %{{.*}}, %{{.*}} {vir.traits = [#vir.loop_invariant<epoch = 2>,
vir.func @facts(%p: !vir.ptr, %n: i32, %a: i32) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %i1 = vir.add %i, %c1 {vir.traits = [#vir.range<0, 100, epoch = 2>]} : i32
  %m = vir.mul %a, %a {vir.traits = [#vir.loop_invariant<epoch = 2>, #vir.range<0, 5, epoch = 1>]} : i32
  vir.store %m, %p : i32
  %c = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted peel}}
  vir.cond_br %c, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, strong, count = 1, epoch = 2>]}
^exit:
  vir.return
}
