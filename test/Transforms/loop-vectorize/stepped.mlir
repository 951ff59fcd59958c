// A variable stepping by a constant other than +1 and -1 under a strict
// test, whose increment cannot wrap (findSteppedLoop): the loop runs
// (distance - 1) / step + 1 iterations, one more when the test reads the
// variable before its increment; lane l of a part is first + l * step, and
// `p[i], p[i + 1]` under `i += 2` form an interleave group. Refused: a
// `ne` test (a step can jump over the bound), an increment that may wrap,
// and requests on a loop with a barrier or a stale
// trait. A group with a gap (every other element) leaves a scalar
// iteration. Reductions along a chain of one operation (`((acc + a) + b) +
// c`, reassociate's order) are reductions too.
// RUN: vct-mlir-opt --loop-vectorize='width-bits=128' --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --loop-vectorize='width-bits=128' --remarks --split-input-file %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: vct-mlir-opt --loop-vectorize='width-bits=128' --split-input-file --mlir-pass-statistics %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// REMARK-DAG: accepted vectorize on loop with back edge in @pairs (vectorized by 4, interleaved by 1: cost {{.*}} per element, stepping by 2, with a scalar remainder)
// REMARK-DAG: accepted vectorize on loop with back edge in @triples (vectorized by 4, interleaved by 1: cost {{.*}} per element, stepping by 3, 1 reduction(s), no remainder)
// REMARK-DAG: accepted vectorize on loop with back edge in @count_down (vectorized by 4, interleaved by 1: cost {{.*}} per element, counting down, stepping by 2, 1 reduction(s), with a scalar remainder)
// STATS-DAG: 5 loops-vectorized
// STATS-DAG: 5 stepped
// STATS-DAG: 1 reversed

// d[i] = p[i] * 3, d[i + 1] = p[i + 1] * 5 for i = 0, 2, ... < n: the
// count is (n - 1) / 2 + 1, the lanes' first variable start + 2 * index,
// one load and one store of 8 lanes.
// CHECK-LABEL: vir.func @pairs(
// CHECK-SAME: %[[N:[^:]*]]: i64
// CHECK: ^{{.*}}(%[[START:.*]]: i64):
// CHECK-NEXT: %[[D:.*]] = vir.sub %[[N]], %[[START]] : i64
// CHECK-NEXT: %[[ONE:.*]] = vir.constant 1 : i64
// CHECK-NEXT: %[[BELOW:.*]] = vir.sub %[[D]], %[[ONE]] : i64
// CHECK-NEXT: %[[TWO:.*]] = vir.constant 2 : i64
// CHECK-NEXT: %[[STEPS:.*]] = vir.udiv %[[BELOW]], %[[TWO]] : i64
// CHECK-NEXT: %[[ONE2:.*]] = vir.constant 1 : i64
// CHECK-NEXT: %[[COUNT:.*]] = vir.add %[[STEPS]], %[[ONE2]] : i64
// CHECK: vir.icmp uge %[[COUNT]]
// CHECK: ^{{.*}}(%[[INDEX:.*]]: i64):
// CHECK-NEXT: %[[TWO2:.*]] = vir.constant 2 : i64
// CHECK-NEXT: %[[SCALED:.*]] = vir.mul %[[INDEX]], %[[TWO2]] : i64
// CHECK-NEXT: %[[FIRST:.*]] = vir.add %[[START]], %[[SCALED]] : i64
// CHECK-NEXT: vir.gep inbounds %{{.*}}[%[[FIRST]]] : i32
// CHECK-NEXT: vir.load %{{.*}} align 4 : vector<8xi32>
// CHECK: vir.store %{{.*}}, %{{.*}} align 4 : vector<8xi32>
// The remainder resumes at start + 2 * (the vector iterations).
// CHECK: %[[DONE:.*]] = vir.mul %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: vir.add %[[START]], %[[DONE]] : i64
vir.func @pairs(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c2 = vir.constant 2 : i64
  %k3 = vir.constant 3 : i32
  %k5 = vir.constant 5 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %j = vir.add %i, %c1 nsw : i64
  %pl = vir.gep inbounds %p[%i] : i32
  %pr = vir.gep inbounds %p[%j] : i32
  %l = vir.load %pl : i32
  %r = vir.load %pr : i32
  %a = vir.mul %l, %k3 : i32
  %b = vir.mul %r, %k5 : i32
  %dl = vir.gep inbounds %d[%i] : i32
  %dr = vir.gep inbounds %d[%j] : i32
  vir.store %a, %dl : i32
  vir.store %b, %dr : i32
  %i2 = vir.add %i, %c2 nsw : i64
  %more = vir.icmp slt %i2, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @pairs}}
  vir.cond_br %more, ^loop(%i2 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A sum of triples at a constant count: i = 0, 3, ..., 93 (32 iterations,
// `i <= 93` made `i < 94`), a chain `((t + a) + b) + c` as the reduction,
// no remainder; the variable after the loop is start + 3 * 32.
// CHECK-LABEL: vir.func @triples(
// CHECK: vir.load %{{.*}} align 4 : vector<12xi32>
// CHECK: vir.reduce add
// CHECK: %[[C3:.*]] = vir.constant 3 : i32
// CHECK-NEXT: %[[BY:.*]] = vir.mul %{{.*}}, %[[C3]] : i32
// CHECK-NEXT: %[[NEXT:.*]] = vir.add %{{.*}}, %[[BY]] : i32
// CHECK: vir.return %{{.*}}, %[[NEXT]]
vir.func @triples(%p: !vir.ptr) -> (i32, i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c93 = vir.constant 93 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %t: i32):
  %x = vir.sext %i : i32 to i64
  %i1 = vir.add %i, %c1 nsw : i32
  %y = vir.sext %i1 : i32 to i64
  %i2 = vir.add %i, %c2 nsw : i32
  %z = vir.sext %i2 : i32 to i64
  %pa = vir.gep inbounds %p[%x] : i32
  %pb = vir.gep inbounds %p[%y] : i32
  %pc = vir.gep inbounds %p[%z] : i32
  %a = vir.load %pa : i32
  %b = vir.load %pb : i32
  %c = vir.load %pc : i32
  %t1 = vir.add %t, %a : i32
  %t2 = vir.add %t1, %b : i32
  %t3 = vir.add %t2, %c : i32
  %next = vir.add %i, %c3 nsw : i32
  %more = vir.icmp sle %next, %c93 : i32
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @triples}}
  vir.cond_br %more, ^loop(%next, %t3 : i32, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %t3, %next : i32, i32
}

// -----

// Counting down by 2 under an unsigned test whose decrement has nuw: the
// lanes are start, start - 2, ...; a count of the iterations is a
// reduction. (Accesses moving backward by two elements are no group and
// are refused: exec-stepped.c's swap_down.)
// CHECK-LABEL: vir.func @count_down(
// CHECK: vir.reduce add
vir.func @count_down(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %go = vir.icmp ugt %n, %c1 : i32
  vir.cond_br %go, ^loop(%n, %c0 : i32, i32), ^exit(%c0 : i32)
^loop(%i: i32, %t: i32):
  %t1 = vir.add %t, %c1 : i32
  %next = vir.sub %i, %c2 nuw : i32
  %more = vir.icmp ugt %next, %c1 : i32
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @count_down}}
  vir.cond_br %more, ^loop(%next, %t1 : i32, i32), ^exit(%t1 : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// `ne` may be jumped over by a step of 2: no counted loop.
vir.func @ne_step(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c2 = vir.constant 2 : i64
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %p = vir.gep inbounds %d[%i] : i32
  vir.store %one, %p : i32
  %q = vir.add %i, %c2 nsw : i64
  %more = vir.icmp ne %q, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @ne_step, Unsupported (not a counted loop: induction variable 0 steps by 2, and a step other than +1 and -1 counts only under a strict test (not ne) with an increment that cannot wrap (nsw for a signed test, nuw for an unsigned one))}}
  vir.cond_br %more, ^loop(%q : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// An unsigned test needs nuw: nsw does not keep `i + 2` from wrapping past
// the unsigned bound.
vir.func @unsigned_nsw(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c2 = vir.constant 2 : i64
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %p = vir.gep inbounds %d[%i] : i32
  vir.store %one, %p : i32
  %q = vir.add %i, %c2 nsw : i64
  %more = vir.icmp ult %q, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @unsigned_nsw, Unsupported (not a counted loop: induction variable 0 steps by 2}}
  vir.cond_br %more, ^loop(%q : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Every other element alone: a group with a gap under a step of 2 (the
// vector loop leaves the last iteration to the scalar one).
// CHECK-LABEL: vir.func @evens(
// CHECK: vir.load %{{.*}} align 4 : vector<8xi32>
vir.func @evens(%p: !vir.ptr, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c2 = vir.constant 2 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %t: i32):
  %pa = vir.gep inbounds %p[%i] : i32
  %a = vir.load %pa : i32
  %t1 = vir.add %t, %a : i32
  %q = vir.add %i, %c2 nsw : i64
  %more = vir.icmp slt %q, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @evens}}
  vir.cond_br %more, ^loop(%q, %t1 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %t1 : i32
}

// -----

// A barrier in the stepped loop: left alone.
// CHECK-LABEL: vir.func @barrier(
// CHECK-NOT: vector<
vir.func @barrier(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c2 = vir.constant 2 : i64
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %j = vir.add %i, %c1 nsw : i64
  %p = vir.gep inbounds %d[%i] : i32
  %q = vir.gep inbounds %d[%j] : i32
  vir.store %one, %p : i32
  // expected-remark @below {{VIR: loop-vectorize: loop contains a vir.opaque_region; not vectorized}}
  vir.opaque_region {
    vir.yield
  }
  vir.store %one, %q : i32
  %i2 = vir.add %i, %c2 nsw : i64
  %more = vir.icmp slt %i2, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; no memory access is reordered across a region barrier)}}
  vir.cond_br %more, ^loop(%i2 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Without nsw, a range on the increment's result shows it cannot wrap:
// with an epoch-valid range the loop counts, with a stale one it does not.
// CHECK-LABEL: vir.func @ranged(
// CHECK: vector<4xi32>
// CHECK-LABEL: vir.func @stale_range(
// CHECK-NOT: vector<
vir.func @ranged(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) attributes {epoch = 1} {
  %c0 = vir.constant 0 : i64
  %c2 = vir.constant 2 : i64
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %c1 = vir.constant 1 : i64
  %j = vir.add %i, %c1 nsw : i64
  %p = vir.gep inbounds %d[%i] : i32
  %q = vir.gep inbounds %d[%j] : i32
  vir.store %one, %p : i32
  vir.store %one, %q : i32
  %i2 = vir.add %i, %c2 {vir.traits = [#vir.range<2, 1000, epoch = 1>]} : i64
  %more = vir.icmp slt %i2, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @ranged}}
  vir.cond_br %more, ^loop(%i2 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft, epoch = 1>]}
^exit:
  vir.return
}

vir.func @stale_range(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) attributes {epoch = 1} {
  %c0 = vir.constant 0 : i64
  %c2 = vir.constant 2 : i64
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %c1 = vir.constant 1 : i64
  %j = vir.add %i, %c1 nsw : i64
  %p = vir.gep inbounds %d[%i] : i32
  %q = vir.gep inbounds %d[%j] : i32
  vir.store %one, %p : i32
  vir.store %one, %q : i32
  %i2 = vir.add %i, %c2 {vir.traits = [#vir.range<2, 1000>]} : i64
  %more = vir.icmp slt %i2, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @stale_range, Unsupported (not a counted loop: induction variable 0 steps by 2}}
  vir.cond_br %more, ^loop(%i2 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft, epoch = 1>]}
^exit:
  vir.return
}
