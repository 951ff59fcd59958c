// A loop holding a region barrier is not unrolled (O-36, O-38), with a
// remark at the barrier; a stale unroll request is ignored with a remark
// (O-12); a stale fact is not carried to the copies, a valid one is.
// RUN: vct-mlir-opt --loop-unroll --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier
// CHECK: vir.opaque_region
// CHECK: vir.cond_br
vir.func @barrier(%a: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  // expected-remark @below {{VIR: loop-unroll: loop contains a vir.opaque_region; not unrolled}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; no code is copied across a region barrier)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_request
// CHECK: vir.cond_br
vir.func @stale_request(%p: !vir.ptr) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  // expected-remark @below {{VIR: loop-unroll: ignored stale unroll request (stamped at epoch 1, the function is at 2)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, strong, epoch = 1>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_fact
// CHECK: vir.load %arg0 {vir.traits = [#vir.range<0, 7, epoch = 2>, #vir.assume<ne, 5, epoch = 1>]}
// CHECK: vir.load %arg0 {vir.traits = [#vir.range<0, 7, epoch = 2>]}
// CHECK-NOT: vir.cond_br
vir.func @stale_fact(%p: !vir.ptr) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %v = vir.load %p {vir.traits = [#vir.range<0, 7, epoch = 2>, #vir.assume<ne, 5, epoch = 1>]} : i32
  vir.store %v, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  // expected-remark @below {{VIR: accepted unroll}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft, epoch = 2>]}
^exit:
  vir.return
}

// -----

// A loop with an early exit is no different: the barrier keeps it whole.
// CHECK-LABEL: vir.func @barrier_early_exit
// CHECK: vir.opaque_region
// CHECK: vir.cond_br
vir.func @barrier_early_exit(%a: !vir.ptr, %c: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  // expected-remark @below {{VIR: loop-unroll: loop contains a vir.opaque_region; not unrolled}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  vir.cond_br %c, ^exit, ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @barrier_early_exit, Unsupported (the loop contains a vir.opaque_region; no code is copied across a region barrier)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}
