// A region barrier between the accesses of a group stops it, with a
// remark at the barrier (O-36); a stale vectorize request on the function
// is ignored (O-12); a stale noalias fact separates nothing, a valid one
// licenses moving the store past the load (O-21, O-31).
// RUN: vct-mlir-opt --slp-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier
// CHECK-NOT: vector<
// expected-remark @below {{VIR: denied vectorize on function @barrier, Unsupported (2 stores of i64 to %arg0: a vir.opaque_region lies between the accesses of the group; no memory access is reordered across a region barrier)}}
vir.func @barrier(%c: !vir.ptr {vir.traits = [#vir.restrict]}, %a: !vir.ptr {vir.traits = [#vir.restrict]}) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : i64
  %c1 = vir.gep %c[1] : i64
  %x0 = vir.load %a : i64
  %x1 = vir.load %a1 : i64
  // expected-remark @below {{VIR: slp-vectorize: a vir.opaque_region lies between the accesses of a group of stores; not vectorized}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i64
    vir.store %zero, %base : i64
    vir.yield
  }
  // expected-remark @below {{VIR: slp-vectorize: 2 stores of i64 to %arg0: a vir.opaque_region lies between the accesses of the group; no memory access is reordered across a region barrier}}
  vir.store %x0, %c : i64
  vir.store %x1, %c1 : i64
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_request
// CHECK-NOT: vector<
// expected-remark @below {{VIR: slp-vectorize: ignored stale vectorize request (stamped at epoch 0, the function is at 1)}}
vir.func @stale_request(%c: !vir.ptr, %x: i64) attributes {epoch = 1, vir.traits = [#vir.req<vectorize, soft>]} {
  %c1 = vir.gep %c[1] : i64
  vir.store %x, %c : i64
  vir.store %x, %c1 : i64
  vir.return
}

// -----

// Scoped noalias facts of the current epoch: the store to c[0] moves past
// the load of a[1].
// CHECK-LABEL: vir.func @valid_noalias
// CHECK: vir.load %{{.*}} : vector<2xi64>
// CHECK: vir.store %{{.*}} : vector<2xi64>
// expected-remark @below {{VIR: accepted vectorize on function @valid_noalias (vectorized 1 tree(s) of straight-line code: cost 4.0 -> 2.0)}}
vir.func @valid_noalias(%c: !vir.ptr, %a: !vir.ptr) attributes {epoch = 1, alias_scopes = ["sa", "sc"], vir.traits = [#vir.req<vectorize, soft, epoch = 1>]} {
  %a1 = vir.gep %a[1] : i64
  %c1 = vir.gep %c[1] : i64
  %x0 = vir.load %a {vir.traits = [#vir.noalias<alias_scopes = ["sa"], noalias_scopes = ["sc"], epoch = 1>]} : i64
  // expected-remark @below {{VIR: slp-vectorize: vectorized 2 stores of i64 to %arg0}}
  vir.store %x0, %c {vir.traits = [#vir.noalias<alias_scopes = ["sc"], noalias_scopes = ["sa"], epoch = 1>]} : i64
  %x1 = vir.load %a1 {vir.traits = [#vir.noalias<alias_scopes = ["sa"], noalias_scopes = ["sc"], epoch = 1>]} : i64
  vir.store %x1, %c1 {vir.traits = [#vir.noalias<alias_scopes = ["sc"], noalias_scopes = ["sa"], epoch = 1>]} : i64
  vir.return
}

// -----

// The same facts stamped at epoch 0 are stale.
// CHECK-LABEL: vir.func @stale_noalias
// CHECK-NOT: vector<
// expected-remark @below {{VIR: denied vectorize on function @stale_noalias, Unsupported (2 stores of i64 to %arg0: store to %arg0 may alias load from %arg1: no noalias or restrict trait)}}
vir.func @stale_noalias(%c: !vir.ptr, %a: !vir.ptr) attributes {epoch = 1, alias_scopes = ["sa", "sc"], vir.traits = [#vir.req<vectorize, soft, epoch = 1>]} {
  %a1 = vir.gep %a[1] : i64
  %c1 = vir.gep %c[1] : i64
  %x0 = vir.load %a {vir.traits = [#vir.noalias<alias_scopes = ["sa"], noalias_scopes = ["sc"]>]} : i64
  // expected-remark @below {{VIR: slp-vectorize: 2 stores of i64 to %arg0: store to %arg0 may alias load from %arg1: no noalias or restrict trait}}
  vir.store %x0, %c {vir.traits = [#vir.noalias<alias_scopes = ["sc"], noalias_scopes = ["sa"]>]} : i64
  %x1 = vir.load %a1 {vir.traits = [#vir.noalias<alias_scopes = ["sa"], noalias_scopes = ["sc"]>]} : i64
  vir.store %x1, %c1 {vir.traits = [#vir.noalias<alias_scopes = ["sc"], noalias_scopes = ["sa"]>]} : i64
  vir.return
}
