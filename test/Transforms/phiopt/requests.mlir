// RUN: vct-mlir-opt --phiopt --remarks -verify-diagnostics %s | FileCheck %s

// Requests on the branches that go: the head's move to its new branch; a
// loop request on an arm's branch (the arm was the latch) moves to the
// head's new branch, which is the back edge now; an arm with a hot/cold
// path request, or two branches with requests, keep the branch.

// CHECK-LABEL: vir.func @head_hot(
// CHECK: vir.select
// CHECK-NEXT: vir.br ^{{.*}} {vir.traits = [#vir.req<hot_path, soft>]}
vir.func @head_hot(%c: i1, %a: i32, %b: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: converted a two-valued branch to selects}}
  vir.cond_br %c, ^j(%a : i32), ^j(%b : i32) {vir.traits = [#vir.req<hot_path, soft>]}
^j(%r: i32):
  vir.return %r : i32
}

// The arm ^t is the loop's latch: after conversion the loop's back edge is
// the head's branch, and the unroll request is on it.
// CHECK-LABEL: vir.func @arm_latch(
// CHECK: ^[[H:bb[0-9]+]](%[[I:.*]]: i32):
// CHECK: %[[S:.*]] = vir.select
// CHECK-NEXT: vir.br ^[[H]](%[[S]] : i32) {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
vir.func @arm_latch(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^h(%c0 : i32)
^h(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %odd = vir.and %i, %c1 : i32
  %isodd = vir.icmp ne %odd, %c0 : i32
  // expected-remark @below {{VIR: phiopt: converted a triangle to selects}}
  vir.cond_br %isodd, ^t, ^h(%n : i32)
^t:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^h(%i1 : i32) {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^exit:
  vir.return %i : i32
}

// CHECK-LABEL: vir.func @arm_cold(
// CHECK: vir.cond_br
vir.func @arm_cold(%c: i1, %a: i32, %b: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: an arm's branch carries a request that is not a loop request (hot/cold path)}}
  vir.cond_br %c, ^t, ^j(%b : i32)
^t:
  vir.br ^j(%a : i32) {vir.traits = [#vir.req<cold_path, soft>]}
^j(%r: i32):
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @two_carriers(
// CHECK: vir.cond_br
vir.func @two_carriers(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^h(%c0 : i32)
^h(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %odd = vir.and %i, %c1 : i32
  %isodd = vir.icmp ne %odd, %c0 : i32
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: more than one of the branches carries requests}}
  vir.cond_br %isodd, ^t, ^h(%n : i32) {vir.traits = [#vir.req<licm, soft>]}
^t:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^h(%i1 : i32) {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^exit:
  vir.return %i : i32
}
