// A loop holding a region barrier is not vectorized (O-36, O-38), with a
// remark at the barrier; a stale vectorize request is ignored with a remark
// (O-12); a stale noalias fact separates nothing, so the loop needs a
// runtime check, while a valid one needs none (O-21, O-31).
// RUN: vct-mlir-opt --loop-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier
// CHECK-NOT: vector<
vir.func @barrier(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %p = vir.gep inbounds %a[%i] : i32
  // expected-remark @below {{VIR: loop-vectorize: loop contains a vir.opaque_region; not vectorized}}
  vir.opaque_region(%p : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; no memory access is reordered across a region barrier)}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_request
// CHECK-NOT: vector<
vir.func @stale_request(%a: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]}, %n: i64) attributes {epoch = 1} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %p = vir.gep inbounds %a[%i] : i32
  vir.store %z, %p : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: ignored stale vectorize request (stamped at epoch 0, the function is at 1)}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Scoped noalias facts of the current epoch separate the store from the
// load: no runtime check.
// CHECK-LABEL: vir.func @valid_noalias
// CHECK-NOT: vir.ptrtoint
// CHECK: vector<4xi32>
vir.func @valid_noalias(%a: !vir.ptr, %b: !vir.ptr, %n: i64) attributes {epoch = 1, alias_scopes = ["sa", "sb"]} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb {vir.traits = [#vir.noalias<alias_scopes = ["sb"], noalias_scopes = ["sa"], epoch = 1>]} : i32
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %x, %pa {vir.traits = [#vir.noalias<alias_scopes = ["sa"], noalias_scopes = ["sb"], epoch = 1>]} : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 4.0 -> 1.0 per element, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @valid_noalias}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft, epoch = 1>]}
^exit:
  vir.return
}

// -----

// The same facts stamped at epoch 0 are stale: the loop is vectorized
// behind a runtime check instead; with no runtime checks allowed it is not
// vectorized at all (see the NOCHECK run in report.mlir).
// CHECK-LABEL: vir.func @stale_noalias
// CHECK: vir.ptrtoint
// CHECK: vector<4xi32>
vir.func @stale_noalias(%a: !vir.ptr, %b: !vir.ptr, %n: i64) attributes {epoch = 1, alias_scopes = ["sa", "sb"]} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb {vir.traits = [#vir.noalias<alias_scopes = ["sb"], noalias_scopes = ["sa"]>]} : i32
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %x, %pa {vir.traits = [#vir.noalias<alias_scopes = ["sa"], noalias_scopes = ["sb"]>]} : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 4.0 -> 1.0 per element, with a scalar remainder, behind a runtime check of 1 pair(s) (no trait separates store to %arg0 may alias load from %arg1: no noalias or restrict trait; the original loop runs when the check fails)}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @stale_noalias}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft, epoch = 1>]}
^exit:
  vir.return
}

// -----

// A barrier in an arm of an if/else: the body is not if-converted.
// CHECK-LABEL: vir.func @barrier_in_arm
// CHECK-NOT: vector<
// CHECK-NOT: vir.select
vir.func @barrier_in_arm(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp sgt %x, %k3 : i32
  vir.cond_br %c, ^then, ^join(%x : i32)
^then:
  // expected-remark @below {{VIR: loop-vectorize: loop contains a vir.opaque_region; not vectorized}}
  vir.opaque_region(%pb : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  vir.br ^join(%k3 : i32)
^join(%y: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %y, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @barrier_in_arm, Unsupported (the loop contains a vir.opaque_region; no memory access is reordered across a region barrier)}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
