// A nest holding a region barrier is not jammed (O-36, O-38), with a remark
// at the barrier; a stale jam request is ignored with a remark (O-12); a
// stale fact does not separate two bases (the restrict of @stale_fact is
// from epoch 1, the function is at 2), a valid one does.
// RUN: vct-mlir-opt --loop-jam --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier
// CHECK-NOT: vir.udiv
// CHECK: vir.opaque_region
vir.func @barrier(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  // expected-remark @below {{VIR: loop-jam: loop contains a vir.opaque_region; not jammed}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied jam on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; no code is copied across a region barrier)}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_request
// CHECK-NOT: vir.udiv
vir.func @stale_request(%a: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>]}, %b: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>]}, %n: i64) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %src = vir.gep %b[%j] : i32
  %x = vir.load %src : i32
  %dst = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  vir.store %x, %dst : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-jam: ignored stale jam request (stamped at epoch 1, the function is at 2)}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, strong, epoch = 1>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_fact
// CHECK-NOT: vir.udiv
vir.func @stale_fact(%a: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]}, %b: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]}, %n: i64) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %src = vir.gep %b[%j] : i32
  %x = vir.load %src : i32
  %dst = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  vir.store %x, %dst : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied jam on loop with back edge in @stale_fact, Unsupported (%arg0 and %arg1: no noalias or restrict trait)}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft, epoch = 2>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @valid_fact
// CHECK: vir.udiv
vir.func @valid_fact(%a: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>]}, %b: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>]}, %n: i64) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %src = vir.gep %b[%j] : i32
  %x = vir.load %src : i32
  %dst = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  vir.store %x, %dst : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted jam on loop with back edge in @valid_fact (jammed by 2 with a remainder loop)}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft, epoch = 2>]}
^exit:
  vir.return
}
