// A loop holding a region barrier is not distributed (O-36, O-38): its
// request is denied Unsupported, with a remark at the barrier. A stale
// distribute request is ignored with a remark (O-12). A stale restrict
// trait separates nothing (O-31, O-32): the accesses may alias.
// RUN: vct-mlir-opt --loop-distribute --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier
// CHECK-COUNT-1: vir.opaque_region
// CHECK-NOT: vir.opaque_region
vir.func @barrier(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  // expected-remark @below {{VIR: loop-distribute: loop contains a vir.opaque_region; not distributed}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %i1 = vir.add %i, %c1 nsw : i64
  %c = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; no memory access is reordered across a region barrier)}}
  vir.cond_br %c, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_request
// CHECK-COUNT-1: vir.cond_br %{{.*}}, ^bb
// CHECK-NOT: vir.cond_br %{{.*}}, ^bb
vir.func @stale_request(%a: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>]}, %b: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>]}, %n: i64) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %i1 = vir.add %i, %c1 : i64
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %pb = vir.gep %b[%i] : i32
  vir.store %x, %pb : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-distribute: ignored stale distribute request (stamped at epoch 1, the function is at 2)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, strong, epoch = 1>]}
^exit:
  vir.return
}

// -----

// The restrict traits are stale (epoch 1, the function is at 2): the
// store to %b may alias the accesses to %a, so all stay in one loop. With
// fresh traits (@fresh_trait) the same loop is distributed.
// CHECK-LABEL: vir.func @stale_trait
// CHECK-COUNT-1: vir.cond_br %{{.*}}, ^bb
// CHECK-NOT: vir.cond_br %{{.*}}, ^bb
vir.func @stale_trait(%a: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]}, %b: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]}, %n: i64) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %v = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %i1 = vir.add %i, %c1 : i64
  %pb = vir.gep %b[%i] : i32
  vir.store %v, %pb : i32
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @stale_trait, Unsupported (store to %arg1 may alias load from %arg0: no noalias or restrict trait)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft, epoch = 2>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @fresh_trait
// CHECK-COUNT-2: vir.cond_br %{{.*}}, ^bb
vir.func @fresh_trait(%a: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>]}, %b: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>]}, %n: i64) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %v = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %i1 = vir.add %i, %c1 : i64
  %pb = vir.gep %b[%i] : i32
  vir.store %v, %pb : i32
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted distribute on loop with back edge in @fresh_trait (distributed the loop into 2 loops)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft, epoch = 2>]}
^exit:
  vir.return
}
