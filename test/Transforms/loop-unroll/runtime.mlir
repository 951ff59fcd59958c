// Runtime unrolling of counted loops: the preheader computes the iteration
// count, a prologue loop runs it modulo the factor, and the loop runs the
// rest, its copies chained without their tests but the last's. The factor
// is the request's, or the cost model's (the largest power of two up to
// max-factor within partial-budget). Refusals with their reasons.
// RUN: vct-mlir-opt --loop-unroll --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @sum(
// The count: the first tested value %i + 1 against %n, 0 when past it.
// CHECK: %[[FIRST:.*]] = vir.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[D:.*]] = vir.sub %arg1, %[[FIRST]] : i32
// CHECK-NEXT: %[[IN:.*]] = vir.icmp slt %[[FIRST]], %arg1 : i32
// CHECK: %[[BE:.*]] = vir.select %[[IN]], %[[D]], %{{.*}} : i1, i32
// CHECK: %[[M:.*]] = vir.urem %[[BE]], %[[F:.*]] : i32
// CHECK-NEXT: %[[M1:.*]] = vir.add %[[M]], %{{.*}} : i32
// CHECK-NEXT: %[[R:.*]] = vir.urem %[[M1]], %[[F]] : i32
// CHECK: %[[HAS:.*]] = vir.icmp ne %[[R]], %{{.*}} : i32
// CHECK-NEXT: %[[MORE:.*]] = vir.icmp uge %[[BE]], %[[R]] : i32
// CHECK-NEXT: vir.cond_br %[[HAS]], ^[[PRO:bb[0-9]+]](%{{.*}}, %{{.*}}, %[[R]] : i32, i32, i32), ^[[ENTRY:bb[0-9]+]](
// The prologue counts down its own argument.
// CHECK: ^[[PRO]](%{{.*}}: i32, %{{.*}}: i32, %[[C:.*]]: i32):
// CHECK: %[[C1:.*]] = vir.sub %[[C]], %{{.*}} : i32
// CHECK: %[[GO:.*]] = vir.icmp ne %[[C1]], %{{.*}} : i32
// CHECK-NEXT: vir.cond_br %[[GO]], ^[[PRO]](%{{.*}}, %{{.*}}, %[[C1]] : i32, i32, i32), ^[[DONE:bb[0-9]+]]{{$}}
// CHECK: ^[[DONE]]:
// CHECK-NEXT: vir.cond_br %[[MORE]], ^[[ENTRY]](%{{.*}}, %{{.*}} : i32, i32), ^[[EXIT:bb[0-9]+]](%{{.*}} : i32)
// CHECK: ^[[ENTRY]](%{{.*}}: i32, %{{.*}}: i32):
// CHECK-NEXT: vir.br ^[[H:bb[0-9]+]](
// Four copies, one test.
// CHECK: ^[[H]](
// CHECK: vir.br
// CHECK: vir.br
// CHECK: vir.br
// CHECK: vir.cond_br %{{.*}}, ^[[H]](%{{.*}}, %{{.*}} : i32, i32), ^[[EXIT]](%{{.*}} : i32) {vir.traits = [#vir.req<licm, soft>]}
// CHECK: ^[[EXIT]](%[[X:.*]]: i32):
// CHECK-NEXT: vir.return %[[X]]
vir.func @sum(%p: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %t0 = vir.icmp slt %c0, %n : i32
  vir.cond_br %t0, ^loop(%c0, %c0 : i32, i32), ^exit(%c0 : i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @sum (unrolled by 4 (the cost model's factor) with a remainder loop)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<unroll, soft>, #vir.req<licm, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// Counting down with `ne`, by the request's factor 2: the count is
// first - bound, with no test against it.
// CHECK-LABEL: vir.func @down(
// CHECK: %[[BE:.*]] = vir.sub %arg1, %arg2 : i32
// CHECK-NOT: vir.select
// CHECK: vir.urem %[[BE]]
vir.func @down(%p: !vir.ptr, %n: i32, %m: i32) {
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%n : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.sub %i, %c1 : i32
  %t = vir.icmp eq %i, %m : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @down (unrolled by 2 with a remainder loop)}}
  vir.cond_br %t, ^exit, ^loop(%i1 : i32) {vir.traits = [#vir.req<unroll, strong, factor = 2>]}
^exit:
  vir.return
}

// -----

// A loop with a call: the cost model finds unrolling not worth it.
vir.func private @h()
vir.func @no_call(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.call @h() : () -> ()
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_call, CostModel (the loop calls a function: unrolling it would save little against the call)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// Two copies of 53 operations exceed partial-budget (96).
vir.func @no_budget(%p: !vir.ptr, %a: i32, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %x1 = vir.mul %a, %i : i32
  %x2 = vir.mul %x1, %i : i32
  %x3 = vir.mul %x2, %i : i32
  %x4 = vir.mul %x3, %i : i32
  %x5 = vir.mul %x4, %i : i32
  %x6 = vir.mul %x5, %i : i32
  %x7 = vir.mul %x6, %i : i32
  %x8 = vir.mul %x7, %i : i32
  %x9 = vir.mul %x8, %i : i32
  %x10 = vir.mul %x9, %i : i32
  %y1 = vir.mul %x10, %i : i32
  %y2 = vir.mul %y1, %i : i32
  %y3 = vir.mul %y2, %i : i32
  %y4 = vir.mul %y3, %i : i32
  %y5 = vir.mul %y4, %i : i32
  %y6 = vir.mul %y5, %i : i32
  %y7 = vir.mul %y6, %i : i32
  %y8 = vir.mul %y7, %i : i32
  %y9 = vir.mul %y8, %i : i32
  %y10 = vir.mul %y9, %i : i32
  %z1 = vir.mul %y10, %i : i32
  %z2 = vir.mul %z1, %i : i32
  %z3 = vir.mul %z2, %i : i32
  %z4 = vir.mul %z3, %i : i32
  %z5 = vir.mul %z4, %i : i32
  %z6 = vir.mul %z5, %i : i32
  %z7 = vir.mul %z6, %i : i32
  %z8 = vir.mul %z7, %i : i32
  %z9 = vir.mul %z8, %i : i32
  %z10 = vir.mul %z9, %i : i32
  %w1 = vir.mul %z10, %i : i32
  %w2 = vir.mul %w1, %i : i32
  %w3 = vir.mul %w2, %i : i32
  %w4 = vir.mul %w3, %i : i32
  %w5 = vir.mul %w4, %i : i32
  %w6 = vir.mul %w5, %i : i32
  %w7 = vir.mul %w6, %i : i32
  %w8 = vir.mul %w7, %i : i32
  %w9 = vir.mul %w8, %i : i32
  %w10 = vir.mul %w9, %i : i32
  %v1 = vir.mul %w10, %i : i32
  %v2 = vir.mul %v1, %i : i32
  %v3 = vir.mul %v2, %i : i32
  %v4 = vir.mul %v3, %i : i32
  %v5 = vir.mul %v4, %i : i32
  %v6 = vir.mul %v5, %i : i32
  %v7 = vir.mul %v6, %i : i32
  %v8 = vir.mul %v7, %i : i32
  %v9 = vir.mul %v8, %i : i32
  vir.store %v9, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_budget, TooLarge (2 copies of 53 operations exceed partial-budget (96))}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// A factor of 1 asks for nothing.
vir.func @no_factor_one(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_factor_one, CostModel (the request's factor is 1)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft, factor = 1>]}
^exit:
  vir.return
}

// -----

// An inner loop exiting to the outer loop's header.
vir.func @no_outer_header(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%o: i32):
  %o1 = vir.add %o, %c1 : i32
  %more = vir.icmp slt %o1, %n : i32
  vir.cond_br %more, ^inner(%c0 : i32), ^exit
^inner(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_outer_header, Unsupported (the loop's exit is the enclosing loop's header: each copy would add a back edge to it)}}
  vir.cond_br %t, ^inner(%i1 : i32), ^outer(%o1 : i32) {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// The factor must fit the variable (an i8 counted by 128).
vir.func @no_fit(%p: !vir.ptr, %n: i8) {
  %c0 = vir.constant 0 : i8
  %c1 = vir.constant 1 : i8
  vir.br ^loop(%c0 : i8)
^loop(%i: i8):
  vir.store %i, %p : i8
  %i1 = vir.add %i, %c1 : i8
  %t = vir.icmp ult %i1, %n : i8
  // expected-warning @below {{VIR: denied unroll on loop with back edge in @no_fit, Unsupported (the factor 128 does not fit the induction variable's i8)}}
  vir.cond_br %t, ^loop(%i1 : i8), ^exit {vir.traits = [#vir.req<unroll, strong, factor = 128>]}
^exit:
  vir.return
}
