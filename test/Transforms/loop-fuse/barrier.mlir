// A loop holding a region barrier, or a barrier between the loops, is not
// fused (O-36, O-38): both requests are denied Unsupported, with a remark
// at the barrier. A stale fuse request is ignored with a remark (O-12), and
// a stale noalias trait separates nothing.
// RUN: vct-mlir-opt --loop-fuse --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier_in_loop
// CHECK-COUNT-2: vir.cond_br
vir.func @barrier_in_loop(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @barrier_in_loop, Unsupported (with the following loop: the second loop contains a vir.opaque_region; no memory access is reordered across a region barrier)}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  // expected-remark @below {{VIR: loop-fuse: loop contains a vir.opaque_region; not fused}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @barrier_in_loop, Unsupported (with the preceding loop: the second loop contains a vir.opaque_region; no memory access is reordered across a region barrier)}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @barrier_between
// CHECK-COUNT-2: vir.cond_br
vir.func @barrier_between(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @barrier_between, Unsupported (with the following loop: a vir.opaque_region is between the loops; no code moves across a region barrier)}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  // expected-remark @below {{VIR: loop-fuse: a vir.opaque_region between the loops; not fused}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    vir.yield
  }
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @barrier_between, Unsupported (with the preceding loop: a vir.opaque_region is between the loops; no code moves across a region barrier)}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// The second loop's request is stale: the first has no partner.
// CHECK-LABEL: vir.func @stale_request
// CHECK-COUNT-2: vir.cond_br
vir.func @stale_request(%p: !vir.ptr, %n: i32) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @stale_request, Unsupported (the loop that follows carries no fuse request)}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft, epoch = 2>]}
^m:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  // expected-remark @below {{VIR: loop-fuse: ignored stale fuse request (stamped at epoch 1, the function is at 2)}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft, epoch = 1>]}
^exit:
  vir.return
}

// -----

// A stale noalias pair: the bases may alias.
// CHECK-LABEL: vir.func @stale_noalias
// CHECK-COUNT-2: vir.cond_br
vir.func @stale_noalias(%p: !vir.ptr, %q: !vir.ptr, %n: i64) attributes {epoch = 2, alias_scopes = ["a", "b"]} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^a(%c0 : i64)
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"], epoch = 1>]} : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @stale_noalias, Unsupported (with the following loop: may depend: %arg0 and %arg1: no noalias or restrict trait)}}
  vir.cond_br %t, ^a(%i1 : i64), ^m {vir.traits = [#vir.req<fuse, soft, epoch = 2>]}
^m:
  vir.br ^b(%c0 : i64)
^b(%j: i64):
  %qj = vir.gep %q[%j] : i64
  %x = vir.load %qj {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"], epoch = 1>]} : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @stale_noalias, Unsupported (with the preceding loop: may depend: %arg0 and %arg1: no noalias or restrict trait)}}
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft, epoch = 2>]}
^exit:
  vir.return
}
