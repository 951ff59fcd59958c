// loop-interleave: counted loops with a reduction are unrolled by the
// factor, each reduction split into independent accumulators combined
// after the loop; a prologue runs the iterations the factor does not
// divide. Refusals with their reasons.
// RUN: vct-mlir-opt --loop-interleave --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// An integer sum, by the pass's factor 2: the loop carries a second
// accumulator started at 0, and the middle block adds the two.
// CHECK-LABEL: vir.func @sum(
// CHECK: vir.urem
// CHECK: ^[[ENTRY:bb[0-9]+]](%{{.*}}: i64, %[[S0:.*]]: i32):
// CHECK-NEXT: %[[Z:.*]] = vir.constant 0 : i32
// CHECK-NEXT: vir.br ^[[H:bb[0-9]+]](%{{.*}}, %[[S0]], %[[Z]] : i64, i32, i32)
// CHECK: ^[[H]](%{{.*}}: i64, %[[A:.*]]: i32, %[[B:.*]]: i32):
// CHECK: %[[A1:.*]] = vir.add %[[A]], %{{[0-9]+}} : i32
// CHECK: vir.br ^[[C:bb[0-9]+]](
// CHECK: ^[[C]](
// CHECK: %[[B1:.*]] = vir.add %[[B]], %{{[0-9]+}} : i32
// CHECK: vir.cond_br %{{.*}}, ^[[H]](%{{.*}}, %[[A1]], %[[B1]] : i64, i32, i32), ^[[MID:bb[0-9]+]] {vir.traits = [#vir.req<licm, soft>]}
// CHECK: ^[[MID]]:
// CHECK-NEXT: %[[T:.*]] = vir.add %[[A1]], %[[B1]] : i32
// CHECK-NEXT: vir.br ^[[EXIT:bb[0-9]+]](%[[T]] : i32)
// CHECK: ^[[EXIT]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]]
vir.func @sum(%p: !vir.ptr, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %s: i32):
  %a = vir.gep %p[%i] : i32
  %x = vir.load %a : i32
  %s1 = vir.add %s, %x nsw : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted interleave on loop with back edge in @sum (interleaved by 2 with a remainder loop, 1 reduction(s) split: %1 (i32 add))}}
  vir.cond_br %t, ^loop(%i1, %s1 : i64, i32), ^exit {vir.traits = [#vir.req<interleave, soft>, #vir.req<licm, soft>]}
^exit:
  vir.return %s1 : i32
}

// -----

// The request's factor 4; a signed maximum (icmp + select) and an xor
// together; the maximum's partial accumulators start at the start value.
// CHECK-LABEL: vir.func @max_xor(
// CHECK: ^{{bb[0-9]+}}(%{{.*}}: i64, %[[M:.*]]: i32, %[[X:.*]]: i32):
// CHECK-NEXT: %[[Z:.*]] = vir.constant 0 : i32
// CHECK-NEXT: vir.br ^{{bb[0-9]+}}(%{{.*}}, %[[M]], %[[X]], %[[M]], %[[M]], %[[M]], %[[Z]], %[[Z]], %[[Z]] : i64, i32, i32, i32, i32, i32, i32, i32, i32)
// CHECK: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}(%{{.*}} : i64, i32, i32, i32, i32, i32, i32, i32, i32), ^[[MID:bb[0-9]+]]{{$}}
// CHECK: ^[[MID]]:
// CHECK-COUNT-3: vir.select
// CHECK-COUNT-3: vir.xor
// CHECK-NEXT: vir.br
vir.func @max_xor(%p: !vir.ptr, %n: i64, %m0: i32) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0, %m0, %z : i64, i32, i32)
^loop(%i: i64, %m: i32, %x: i32):
  %a = vir.gep %p[%i] : i32
  %v = vir.load %a : i32
  %gt = vir.icmp sgt %v, %m : i32
  %m1 = vir.select %gt, %v, %m : i1, i32
  %x1 = vir.xor %x, %v : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ult %i1, %n : i64
  // expected-remark @below {{VIR: accepted interleave on loop with back edge in @max_xor (interleaved by 4 with a remainder loop, 2 reduction(s) split: %1 (i32 smax), %2 (i32 xor))}}
  vir.cond_br %t, ^loop(%i1, %m1, %x1 : i64, i32, i32), ^exit(%m1, %x1 : i32, i32) {vir.traits = [#vir.req<interleave, strong, factor = 4>]}
^exit(%rm: i32, %rx: i32):
  %r = vir.add %rm, %rx : i32
  vir.return %r : i32
}

// -----

// A float sum with reassoc: split, the partial sums started at -0.0.
// CHECK-LABEL: vir.func @fsum(
// CHECK: %[[NZ:.*]] = vir.constant -0.000000e+00 : f64
// CHECK-NEXT: vir.br ^{{bb[0-9]+}}(%{{.*}}, %{{.*}}, %[[NZ]] : i64, f64, f64)
// CHECK: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}(%{{.*}} : i64, f64, f64), ^[[MID:bb[0-9]+]]{{$}}
// CHECK: ^[[MID]]:
// CHECK-NEXT: vir.fadd %{{.*}}, %{{.*}} fastmath<reassoc> : f64
vir.func @fsum(%p: !vir.ptr, %n: i64) -> f64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0.0 : f64
  vir.br ^loop(%c0, %z : i64, f64)
^loop(%i: i64, %s: f64):
  %a = vir.gep %p[%i] : f64
  %x = vir.load %a : f64
  %s1 = vir.fadd %s, %x fastmath<reassoc> : f64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted interleave on loop with back edge in @fsum (interleaved by 2 with a remainder loop, 1 reduction(s) split: %1 (f64 fadd))}}
  vir.cond_br %t, ^loop(%i1, %s1 : i64, f64), ^exit {vir.traits = [#vir.req<interleave, soft>]}
^exit:
  vir.return %s1 : f64
}

// -----

// Without reassoc a float sum must keep its order.
// CHECK-LABEL: vir.func @no_reassoc(
// CHECK-NOT: vir.urem
vir.func @no_reassoc(%p: !vir.ptr, %n: i64) -> f64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0.0 : f64
  vir.br ^loop(%c0, %z : i64, f64)
^loop(%i: i64, %s: f64):
  %a = vir.gep %p[%i] : f64
  %x = vir.load %a : f64
  %s1 = vir.fadd %s, %x fastmath<nsz> : f64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied interleave on loop with back edge in @no_reassoc, Unsupported (the f64 fadd reduction of %1 needs reassoc: splitting it reorders the operations and changes the result)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i64, f64), ^exit {vir.traits = [#vir.req<interleave, soft>]}
^exit:
  vir.return %s1 : f64
}

// -----

// No reduction: interleaving would only unroll.
vir.func @no_reduction(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied interleave on loop with back edge in @no_reduction, CostModel (the loop carries no reduction to split: interleaving it would only unroll it (loop-unroll's request))}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<interleave, soft>]}
^exit:
  vir.return
}

// -----

// The sum is read in the loop (stored each iteration): not a reduction.
vir.func @no_read_sum(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  vir.store %s1, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied interleave on loop with back edge in @no_read_sum, CostModel (the loop carries no reduction to split: interleaving it would only unroll it (loop-unroll's request))}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<interleave, soft>]}
^exit:
  vir.return
}

// -----

// Factor 1, a trip count below the factor, a step of 2 (not counted), a
// body too large for size-budget.
vir.func @no_factor_one(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-warning @below {{VIR: denied interleave on loop with back edge in @no_factor_one, CostModel (the factor is 1: nothing to interleave)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<interleave, strong, factor = 1>]}
^exit:
  vir.return %s1 : i32
}

vir.func @no_short() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c3 : i32
  // expected-warning @below {{VIR: denied interleave on loop with back edge in @no_short, CostModel (the trip count 3 is below the factor 4)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<interleave, strong, factor = 4>]}
^exit:
  vir.return %s1 : i32
}

vir.func @no_step2(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c2 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied interleave on loop with back edge in @no_step2, Unsupported (the loop is not counted: its exit test is not one comparison of an induction variable stepping by one with a loop-invariant bound)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<interleave, soft>]}
^exit:
  vir.return %s1 : i32
}

vir.func @no_large(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-warning @below {{VIR: denied interleave on loop with back edge in @no_large, TooLarge (64 copies of 4 operations exceed size-budget (128))}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<interleave, strong, factor = 64>]}
^exit:
  vir.return %s1 : i32
}

// -----

// An interleaved loop is unrolled: its unroll and vectorize requests end
// AlreadyDone and are consumed; its licm request stays.
// CHECK-LABEL: vir.func @unroll_done(
// CHECK: vir.cond_br %{{.*}} {vir.traits = [#vir.req<licm, soft>]}
// CHECK-NOT: req<unroll
// CHECK-NOT: req<vectorize
// CHECK-NOT: req<interleave
vir.func @unroll_done(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c1 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.mul %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted interleave on loop with back edge in @unroll_done (interleaved by 2 with a remainder loop, 1 reduction(s) split: %1 (i32 mul))}}
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @unroll_done, AlreadyDone (the loop was interleaved by 2)}}
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @unroll_done, AlreadyDone (the loop was interleaved by 2)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<unroll, soft>, #vir.req<interleave, soft>, #vir.req<vectorize, soft>, #vir.req<licm, soft>]}
^exit:
  vir.return %s1 : i32
}
