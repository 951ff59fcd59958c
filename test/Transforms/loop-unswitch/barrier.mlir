// A loop holding a region barrier is not unswitched (O-36, O-38): its
// request is denied Unsupported, with a remark at the barrier. A stale
// unswitch request is ignored with a remark (O-12).
// RUN: vct-mlir-opt --loop-unswitch --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier
// CHECK-COUNT-1: vir.opaque_region
// CHECK-NOT: vir.opaque_region
vir.func @barrier(%a: !vir.ptr, %n: i32, %flag: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.cond_br %flag, ^r, ^latch
^r:
  // expected-remark @below {{VIR: loop-unswitch: loop contains a vir.opaque_region; not unswitched}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 nsw : i32
  %c = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unswitch on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; no code is moved across a region barrier)}}
  vir.cond_br %c, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_request
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.cond_br %arg2
vir.func @stale_request(%p: !vir.ptr, %n: i32, %flag: i1) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.cond_br %flag, ^s, ^latch
^s:
  vir.store %i, %p : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %c = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: loop-unswitch: ignored stale unswitch request (stamped at epoch 1, the function is at 2)}}
  vir.cond_br %c, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unswitch, strong, epoch = 1>]}
^exit:
  vir.return
}
