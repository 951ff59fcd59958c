// RUN: vct-mlir-opt --phiopt --remarks -verify-diagnostics --verify-each %s | FileCheck %s

// phiopt's transforms (select formation, value replacement, factoring,
// min/max/abs, conditional store, load speculation under dereferenceable,
// nested shapes) and each refusal with its reason.


// Select formation on a diamond: both arms' work is hoisted (1 op each,
// the default arm-cost).
// CHECK-LABEL: vir.func @diamond(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK-NEXT: %[[X:.*]] = vir.add %[[A]], %[[B]]
// CHECK-NEXT: %[[Y:.*]] = vir.mul %[[A]], %[[B]]
// CHECK-NEXT: %[[S:.*]] = vir.select %[[C]], %[[X]], %[[Y]] : i1, i32
// CHECK-NEXT: vir.return %[[S]]
vir.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: converted a diamond to selects}}
  vir.cond_br %c, ^t, ^f
^t:
  %x = vir.add %a, %b : i32
  vir.br ^j(%x : i32)
^f:
  %y = vir.mul %a, %b : i32
  vir.br ^j(%y : i32)
^j(%r: i32):
  vir.return %r : i32
}

// A triangle: the false side goes straight to the join.
// CHECK-LABEL: vir.func @triangle(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32)
// CHECK: %[[X:.*]] = vir.add %[[A]],
// CHECK-NEXT: %[[S:.*]] = vir.select %[[C]], %[[X]], %[[A]] : i1, i32
// CHECK-NEXT: vir.return %[[S]]
vir.func @triangle(%c: i1, %a: i32) -> i32 {
  %one = vir.constant 1 : i32
  // expected-remark @below {{VIR: phiopt: converted a triangle to selects}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %x = vir.add %a, %one : i32
  vir.br ^j(%x : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Value replacement: a == b ? b : a is a; no select.
// CHECK-LABEL: vir.func @replace_eq(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK-NOT: vir.select
// CHECK-NOT: vir.cond_br
// CHECK: vir.return %[[A]]
vir.func @replace_eq(%a: i32, %b: i32) -> i32 {
  %eq = vir.icmp eq %a, %b : i32
  // expected-remark @below {{VIR: phiopt: converted a triangle to selects}}
  vir.cond_br %eq, ^j(%b : i32), ^j2
^j2:
  vir.br ^j(%a : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Factoring: one sdiv over a select of the differing operand. The sdiv
// runs once on either path, as before, so it is not speculated.
// CHECK-LABEL: vir.func @factor(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[K:[^:]+]]: i32)
// CHECK-NEXT: %[[S:.*]] = vir.select %[[C]], %[[A]], %[[B]] : i1, i32
// CHECK-NEXT: %[[D:.*]] = vir.sdiv %[[S]], %[[K]] : i32
// CHECK-NEXT: vir.return %[[D]]
vir.func @factor(%c: i1, %a: i32, %b: i32, %k: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: converted a diamond to selects}}
  vir.cond_br %c, ^t, ^f
^t:
  %x = vir.sdiv %a, %k : i32
  vir.br ^j(%x : i32)
^f:
  %y = vir.sdiv %b, %k : i32
  vir.br ^j(%y : i32)
^j(%r: i32):
  vir.return %r : i32
}

// C's promotions: both arms sign-extend a short and the join truncates
// back: the factored extension and the truncation go, the select is of the
// shorts. A truncation to another width stays.
// CHECK-LABEL: vir.func @factor_truncated_extension(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[A:[^:]+]]: i16, %[[B:[^:]+]]: i16)
// CHECK-NEXT: %[[S:.*]] = vir.select %[[C]], %[[A]], %[[B]] : i1, i16
// CHECK-NEXT: %[[E:.*]] = vir.sext %[[S]] : i16 to i32
// CHECK-NEXT: %[[T:.*]] = vir.trunc %[[E]] : i32 to i8
// CHECK-NEXT: vir.return %[[S]], %[[T]] : i16, i8
vir.func @factor_truncated_extension(%c: i1, %a: i16, %b: i16) -> (i16, i8) {
  // expected-remark @below {{VIR: phiopt: converted a diamond to selects}}
  vir.cond_br %c, ^t, ^f
^t:
  %x = vir.sext %a : i16 to i32
  vir.br ^j(%x : i32)
^f:
  %y = vir.sext %b : i16 to i32
  vir.br ^j(%y : i32)
^j(%r: i32):
  %n = vir.trunc %r : i32 to i16
  %m = vir.trunc %r : i32 to i8
  vir.return %n, %m : i16, i8
}

// max as a select rule: it stays a select of the icmp.
// CHECK-LABEL: vir.func @smax(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK-NEXT: %[[GT:.*]] = vir.icmp sgt %[[A]], %[[B]]
// CHECK-NEXT: %[[S:.*]] = vir.select %[[GT]], %[[A]], %[[B]] : i1, i32
// CHECK-NEXT: vir.return %[[S]]
vir.func @smax(%a: i32, %b: i32) -> i32 {
  %gt = vir.icmp sgt %a, %b : i32
  // expected-remark @below {{VIR: phiopt: converted a two-valued branch to selects (smax)}}
  vir.cond_br %gt, ^j(%a : i32), ^j(%b : i32)
^j(%r: i32):
  vir.return %r : i32
}

// abs: the negation is part of the rule.
// CHECK-LABEL: vir.func @abs(
// CHECK: %[[NEG:.*]] = vir.icmp slt
// CHECK-NEXT: %[[N:.*]] = vir.sub
// CHECK-NEXT: %[[S:.*]] = vir.select %[[NEG]], %[[N]], %{{.*}} : i1, i32
// CHECK-NEXT: vir.return %[[S]]
vir.func @abs(%x: i32) -> i32 {
  %zero = vir.constant 0 : i32
  %neg = vir.icmp slt %x, %zero : i32
  // expected-remark @below {{VIR: phiopt: converted a triangle to selects (abs)}}
  vir.cond_br %neg, ^t, ^j(%x : i32)
^t:
  %n = vir.sub %zero, %x : i32
  vir.br ^j(%n : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Conditional store: both arms store to %p: one store of a select.
// CHECK-LABEL: vir.func @store(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[P:[^:]+]]: !vir.ptr, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK-NEXT: %[[S:.*]] = vir.select %[[C]], %[[A]], %[[B]] : i1, i32
// CHECK-NEXT: vir.store %[[S]], %[[P]] align 4 : i32
// CHECK-NEXT: vir.return
vir.func @store(%c: i1, %p: !vir.ptr, %a: i32, %b: i32) {
  // expected-remark @below {{VIR: phiopt: converted a diamond to selects}}
  vir.cond_br %c, ^t, ^f
^t:
  vir.store %a, %p align 4 : i32
  vir.br ^j
^f:
  vir.store %b, %p align 4 : i32
  vir.br ^j
^j:
  vir.return
}

// A load is speculated when #vir.dereferenceable covers it (bytes 4..8).
// CHECK-LABEL: vir.func @deref_load(
// CHECK: vir.gep
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.select
// CHECK-NEXT: vir.return
vir.func @deref_load(%c: i1, %p: !vir.ptr {vir.traits = [#vir.dereferenceable<8>]}, %a: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: converted a triangle to selects}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %q = vir.gep %p[1] : i32
  %v = vir.load %q align 4 : i32
  vir.br ^j(%v : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Nested: the inner branch converts, its join merges into the inner head,
// which then is an empty arm of the outer triangle.
// CHECK-LABEL: vir.func @nested(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[D:[^:]+]]: i1, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[E:[^:]+]]: i32)
// CHECK-NEXT: %[[IN:.*]] = vir.select %[[D]], %[[A]], %[[B]]
// CHECK-NEXT: %[[OUT:.*]] = vir.select %[[C]], %[[IN]], %[[E]]
// CHECK-NEXT: vir.return %[[OUT]]
vir.func @nested(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: converted a triangle to selects}}
  vir.cond_br %c, ^inner, ^j(%e : i32)
^inner:
  // expected-remark @below {{VIR: phiopt: converted a two-valued branch to selects}}
  vir.cond_br %d, ^ij(%a : i32), ^ij(%b : i32)
^ij(%m: i32):
  vir.br ^j(%m : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Refused: a load without #vir.dereferenceable is never speculated.
// CHECK-LABEL: vir.func @no_load(
// CHECK: vir.cond_br
vir.func @no_load(%c: i1, %p: !vir.ptr, %a: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: an arm has a load without dereferenceable covering it}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %v = vir.load %p align 4 : i32
  vir.br ^j(%v : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Refused: dereferenceable<4> does not cover bytes 4..8.
// CHECK-LABEL: vir.func @no_deref_too_small(
// CHECK: vir.cond_br
vir.func @no_deref_too_small(%c: i1, %p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %a: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: an arm has a load without dereferenceable covering it}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %q = vir.gep %p[1] : i32
  %v = vir.load %q align 4 : i32
  vir.br ^j(%v : i32)
^j(%r: i32):
  vir.return %r : i32
}

vir.func private @g(i32) -> i32

// Refused: a call is never speculated.
// CHECK-LABEL: vir.func @no_call(
// CHECK: vir.cond_br
vir.func @no_call(%c: i1, %a: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: an arm has a call}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %v = vir.call @g(%a) : (i32) -> i32
  vir.br ^j(%v : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Refused: a division by a value that may be 0 may trap.
// CHECK-LABEL: vir.func @no_div(
// CHECK: vir.cond_br
vir.func @no_div(%c: i1, %a: i32, %b: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: an arm has an operation that may trap (vir.sdiv)}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %v = vir.sdiv %a, %b : i32
  vir.br ^j(%v : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Refused: three multiplies in one arm exceed arm-cost=1.
// CHECK-LABEL: vir.func @no_costly(
// CHECK: vir.cond_br
vir.func @no_costly(%c: i1, %a: i32, %b: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: arm too costly: 3 ops > 1}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %v1 = vir.mul %a, %b : i32
  %v2 = vir.mul %v1, %b : i32
  %v3 = vir.mul %v2, %b : i32
  vir.br ^j(%v3 : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Refused: a store in one arm only: the other path does not write %p.
// CHECK-LABEL: vir.func @no_one_store(
// CHECK: vir.cond_br
vir.func @no_one_store(%c: i1, %p: !vir.ptr, %a: i32) {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: a store in only one arm (the other path does not write that location)}}
  vir.cond_br %c, ^t, ^j
^t:
  vir.store %a, %p align 4 : i32
  vir.br ^j
^j:
  vir.return
}

// Refused: stores to different addresses.
// CHECK-LABEL: vir.func @no_store_addresses(
// CHECK: vir.cond_br
vir.func @no_store_addresses(%c: i1, %p: !vir.ptr, %q: !vir.ptr, %a: i32) {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: the arms store to different address values}}
  vir.cond_br %c, ^t, ^f
^t:
  vir.store %a, %p align 4 : i32
  vir.br ^j
^f:
  vir.store %a, %q align 4 : i32
  vir.br ^j
^j:
  vir.return
}

// Refused: volatile stores are never merged.
// CHECK-LABEL: vir.func @no_volatile_store(
// CHECK: vir.cond_br
vir.func @no_volatile_store(%c: i1, %p: !vir.ptr, %a: i32, %b: i32) {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: an arm has a volatile or atomic store}}
  vir.cond_br %c, ^t, ^f
^t:
  vir.store volatile %a, %p align 4 : i32
  vir.br ^j
^f:
  vir.store volatile %b, %p align 4 : i32
  vir.br ^j
^j:
  vir.return
}

// Refused: a predictable branch keeps its arm work.
// CHECK-LABEL: vir.func @no_predictable(
// CHECK: vir.cond_br
vir.func @no_predictable(%c: i1, %a: i32, %b: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: the branch is predictable (weights 95:5), its arm work is not speculated}}
  vir.cond_br %c weights([95, 5]), ^t, ^j(%a : i32)
^t:
  %v = vir.mul %a, %b : i32
  vir.br ^j(%v : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Refused: a constant condition is simplify-cfg's.
// CHECK-LABEL: vir.func @no_decided(
// CHECK: vir.cond_br
vir.func @no_decided(%a: i32, %b: i32) -> i32 {
  %t = vir.constant true
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: the branch is already decided (left to simplify-cfg)}}
  vir.cond_br %t, ^j(%a : i32), ^j(%b : i32)
^j(%r: i32):
  vir.return %r : i32
}


// Common code: both arms shift %c alike. The shift runs on either path,
// so it is free and one copy of it stays; the true arm's xor is the one
// operation speculated (the default arm-cost).
// CHECK-LABEL: vir.func @common_code(
// CHECK-SAME: %[[C:[^:]+]]: i32)
// CHECK: %[[ODD:.*]] = vir.icmp ne
// CHECK-NEXT: %[[SH:.*]] = vir.lshr %[[C]], %{{.*}} : i32
// CHECK-NEXT: %[[X:.*]] = vir.xor %[[SH]], %{{.*}} : i32
// CHECK-NEXT: %[[R:.*]] = vir.select %[[ODD]], %[[X]], %[[SH]] : i1, i32
// CHECK-NOT: vir.lshr
// CHECK: vir.return %[[R]]
vir.func @common_code(%c: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %k = vir.constant -306674912 : i32
  %bit = vir.and %c, %c1 : i32
  %odd = vir.icmp ne %bit, %c0 : i32
  // expected-remark @below {{VIR: phiopt: converted a diamond to selects}}
  vir.cond_br %odd, ^t, ^f
^t:
  %s1 = vir.lshr %c, %c1 : i32
  %x = vir.xor %s1, %k : i32
  vir.br ^j(%x : i32)
^f:
  %s2 = vir.lshr %c, %c1 : i32
  vir.br ^j(%s2 : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Common code pairs chains too (a shift, then an add of it), and a
// division both arms compute may move: it ran on either path.
// CHECK-LABEL: vir.func @common_chain(
// CHECK: vir.udiv
// CHECK-NOT: vir.udiv
// CHECK: vir.select
vir.func @common_chain(%c: i32, %d: i32, %p: i1) -> i32 {
  %c1 = vir.constant 1 : i32
  // expected-remark @below {{VIR: phiopt: converted a diamond to selects}}
  vir.cond_br %p, ^t, ^f
^t:
  %q1 = vir.udiv %c, %d : i32
  %a1 = vir.add %q1, %c1 : i32
  %m1 = vir.mul %a1, %c : i32
  vir.br ^j(%m1 : i32)
^f:
  %q2 = vir.udiv %c, %d : i32
  %a2 = vir.add %q2, %c1 : i32
  vir.br ^j(%a2 : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Not common: the shifts read different values, so each arm speculates
// two operations, over the arm-cost.
vir.func @no_common_code(%c: i32, %e: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %k = vir.constant -306674912 : i32
  %bit = vir.and %c, %c1 : i32
  %odd = vir.icmp ne %bit, %c0 : i32
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: arm too costly: 2 ops > 1}}
  vir.cond_br %odd, ^t, ^f
^t:
  %s1 = vir.lshr %c, %c1 : i32
  %x = vir.xor %s1, %k : i32
  vir.br ^j(%x : i32)
^f:
  %s2 = vir.lshr %e, %c1 : i32
  %y = vir.or %s2, %k : i32
  vir.br ^j(%y : i32)
^j(%r: i32):
  vir.return %r : i32
}
