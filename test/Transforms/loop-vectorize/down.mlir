// loop-vectorize takes loops counting down (step -1) and accesses moving
// backward (p[n - 1 - i]): a backward access is one vector access at the
// last lane's address and a lane-reversing vir.shuffle. Steps other than
// +1 and -1 are refused with the step named.
// RUN: vct-mlir-opt --loop-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// for (i = n - 1; i >= 0; --i) a[i] = b[i] + 1: both accesses move
// backward; the trip count is start - bound.
// CHECK-LABEL: vir.func @down(
// CHECK: %[[N:.*]] = vir.sub %[[START:.*]], %{{.*}} : i64
// CHECK: vir.icmp sgt %[[START]], %{{.*}} : i64
// CHECK: ^[[V:bb[0-9]+]](%[[J:.*]]: i64):
// CHECK: %[[FIRST:.*]] = vir.sub %[[START]], %[[J]] : i64
// CHECK: %[[LAST:.*]] = vir.sub %[[FIRST]], %{{.*}} : i64
// CHECK: %[[PB:.*]] = vir.gep inbounds %{{.*}}[%[[LAST]]] : i32
// CHECK: %[[X:.*]] = vir.load %[[PB]] align 4 : vector<4xi32>
// CHECK: %[[R:.*]] = vir.shuffle %[[X]], %[[X]] [3, 2, 1, 0] : vector<4xi32> -> vector<4xi32>
// CHECK: %[[Y:.*]] = vir.add %[[R]], %{{.*}} : vector<4xi32>
// CHECK: %[[W:.*]] = vir.shuffle %[[Y]], %[[Y]] [3, 2, 1, 0] : vector<4xi32> -> vector<4xi32>
// CHECK: %[[PA:.*]] = vir.gep inbounds %{{.*}}[%[[LAST]]] : i32
// CHECK: vir.store %[[W]], %[[PA]] align 4 : vector<4xi32>
vir.func @down(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %cm1 = vir.constant -1 : i64
  %one = vir.constant 1 : i32
  %start = vir.add %n, %cm1 : i64
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%start : i64), ^exit
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb align 4 : i32
  %y = vir.add %x, %one : i32
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %y, %pa align 4 : i32
  %i1 = vir.add %i, %cm1 : i64
  %more = vir.icmp sgt %i1, %cm1 : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 5.0 -> 1.8 per element, counting down, 2 backward access(es) lane-reversed, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @down (vectorized by 4, interleaved by 1: cost 5.0 -> 1.8 per element, counting down, 2 backward access(es) lane-reversed, with a scalar remainder)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// The variable as a value counting down: splat(first) + [0, -1, -2, -3].
// CHECK-LABEL: vir.func @down_iota(
// CHECK: vir.constant dense<[0, -1, -2, -3]> : vector<4xi32>
// CHECK: vir.store %{{.*}}, %{{.*}} : vector<4xi32>
vir.func @down_iota(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %cm1 = vir.constant -1 : i32
  %t = vir.icmp sgt %n, %c0 : i32
  vir.cond_br %t, ^loop(%n : i32), ^exit
^loop(%i: i32):
  %x = vir.sext %i : i32 to i64
  %pa = vir.gep inbounds %a[%x] : i32
  vir.store %i, %pa : i32
  %i1 = vir.add %i, %cm1 nsw : i32
  %more = vir.icmp sgt %i1, %c0 : i32
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @down_iota}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Counting up, reading backward: d[i] = s[m - i] (m = n - 1).
// CHECK-LABEL: vir.func @backward(
// CHECK: vir.load %{{.*}} : vector<8xi16>
// CHECK: vir.shuffle %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi16> -> vector<8xi16>
// CHECK-NOT: vir.shuffle
// CHECK: vir.store %{{.*}} : vector<8xi16>
vir.func @backward(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %s: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %m = vir.sub %n, %c1 : i64
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %j = vir.sub %m, %i : i64
  %ps = vir.gep inbounds %s[%j] : i16
  %x = vir.load %ps : i16
  %pd = vir.gep inbounds %d[%i] : i16
  vir.store %x, %pd : i16
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 8, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @backward}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A sum counting down.
// CHECK-LABEL: vir.func @down_sum(
// CHECK: vir.reduce add %{{.*}} : vector<2xi64>
vir.func @down_sum(%a: !vir.ptr, %n: i64) -> i64 {
  %c0 = vir.constant 0 : i64
  %cm1 = vir.constant -1 : i64
  %start = vir.add %n, %cm1 : i64
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%start, %c0 : i64, i64), ^exit(%c0 : i64)
^loop(%i: i64, %s: i64):
  %pa = vir.gep inbounds %a[%i] : i64
  %x = vir.load %pa : i64
  %s1 = vir.add %s, %x : i64
  %i1 = vir.add %i, %cm1 : i64
  %more = vir.icmp sgt %i1, %cm1 : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 2}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @down_sum}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i64), ^exit(%s1 : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i64):
  vir.return %r : i64
}

// -----

// Counting down, p[i] = p[i - 1] + 1: iteration k reads what iteration
// k + 1 overwrites (the read first): the vector order keeps it.
// CHECK-LABEL: vir.func @down_war(
// CHECK: vector<4xi32>
vir.func @down_war(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %cm1 = vir.constant -1 : i64
  %one = vir.constant 1 : i32
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%n : i64), ^exit
^loop(%i: i64):
  %im1 = vir.add %i, %cm1 : i64
  %pl = vir.gep inbounds %p[%im1] : i32
  %x = vir.load %pl : i32
  %y = vir.add %x, %one : i32
  %ps = vir.gep inbounds %p[%i] : i32
  vir.store %y, %ps : i32
  %more = vir.icmp sgt %im1, %c0 : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @down_war}}
  vir.cond_br %more, ^loop(%im1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Counting down, p[i] = p[i + 1] + 1: iteration k + 1 reads what iteration
// k wrote; four lanes at once would read the old values.
// CHECK-LABEL: vir.func @no_down_raw(
// CHECK-NOT: vector<
vir.func @no_down_raw(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %cm1 = vir.constant -1 : i64
  %one = vir.constant 1 : i32
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%n : i64), ^exit
^loop(%i: i64):
  %ip1 = vir.add %i, %c1 : i64
  %pl = vir.gep inbounds %p[%ip1] : i32
  %x = vir.load %pl : i32
  %y = vir.add %x, %one : i32
  %ps = vir.gep inbounds %p[%i] : i32
  vir.store %y, %ps : i32
  %i1 = vir.add %i, %cm1 : i64
  %more = vir.icmp sgt %i1, %c0 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_down_raw, Illegality (load from}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A step of 2 whose increment may wrap is no counted loop (the stepped
// loops that are: stepped.mlir).
// CHECK-LABEL: vir.func @no_step2(
// CHECK-NOT: vector<
vir.func @no_step2(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c2 = vir.constant 2 : i64
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %one, %pa : i32
  %i1 = vir.add %i, %c2 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_step2, Unsupported (not a counted loop: induction variable 0 steps by 2, and a step other than +1 and -1 counts only under a strict test (not ne) with an increment that cannot wrap (nsw for a signed test, nuw for an unsigned one))}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
