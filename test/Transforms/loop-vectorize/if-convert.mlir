// loop-vectorize if-converts bodies with an if/else (a diamond) or an if
// without else whose arms only compute: the arms' operations run in every
// iteration (their wrap flags and value facts dropped), the joining block's
// arguments become vir.select, and two stores to one address under
// opposite conditions become one store of a select. A load in an arm, a
// store on one side only or stores to addresses not shown equal are
// refused (VIR has no masked load or store), and a refusal leaves the
// branching loop as it was. A sequence of such ifs, each joining block
// starting the next, is converted if by if (a store in an arm only in a
// body of one if).
// RUN: vct-mlir-opt --loop-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// if (x > 3) y = x * 3 + 1; else y = x - 7; a[i] = y.
// CHECK-LABEL: vir.func @diamond(
// CHECK: vir.load %{{.*}} : vector<4xi32>
// CHECK: %[[C:.*]] = vir.icmp sgt %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: %[[T:.*]] = vir.add %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: %[[F:.*]] = vir.add %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: %[[S:.*]] = vir.select %[[C]], %[[T]], %[[F]] : vector<4xi1>, vector<4xi32>
// CHECK: vir.store %[[S]], %{{.*}} : vector<4xi32>
// The remainder is the if-converted scalar loop, without wrap flags in
// what was an arm.
// CHECK: vir.mul %{{.*}}, %{{.*}} : i32
// CHECK: vir.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK-NOT: nsw
// CHECK: vir.return
vir.func @diamond(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k1 = vir.constant 1 : i32
  %k3 = vir.constant 3 : i32
  %km7 = vir.constant -7 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp sgt %x, %k3 : i32
  vir.cond_br %c, ^then, ^else
^then:
  %m = vir.mul %x, %k3 nsw : i32
  %y1 = vir.add %m, %k1 nsw : i32
  vir.br ^join(%y1 : i32)
^else:
  %y2 = vir.add %x, %km7 nsw : i32
  vir.br ^join(%y2 : i32)
^join(%y: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %y, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @diamond}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// if (x & 1) a[i] = x * 5; else a[i] = x + 11: one store of a select.
// CHECK-LABEL: vir.func @same_store(
// CHECK: %[[S:.*]] = vir.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi32>
// CHECK: vir.store %[[S]], %{{.*}} : vector<4xi32>
// CHECK-NOT: vir.store %{{.*}} : vector
vir.func @same_store(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k0 = vir.constant 0 : i32
  %k1 = vir.constant 1 : i32
  %k5 = vir.constant 5 : i32
  %k11 = vir.constant 11 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %bit = vir.and %x, %k1 : i32
  %c = vir.icmp ne %bit, %k0 : i32
  vir.cond_br %c, ^then, ^else
^then:
  %y1 = vir.mul %x, %k5 : i32
  %pa1 = vir.gep inbounds %a[%i] : i32
  vir.store %y1, %pa1 : i32
  vir.br ^join
^else:
  %y2 = vir.add %x, %k11 : i32
  %pa2 = vir.gep inbounds %a[%i] : i32
  vir.store %y2, %pa2 : i32
  vir.br ^join
^join:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @same_store}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// An if without else feeding a sum: s += (x > 20 ? x * 3 : x).
// CHECK-LABEL: vir.func @cond_sum(
// CHECK: vir.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi32>
// CHECK: vir.reduce add %{{.*}} : vector<4xi32>
vir.func @cond_sum(%a: !vir.ptr, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k0 = vir.constant 0 : i32
  %k3 = vir.constant 3 : i32
  %k20 = vir.constant 20 : i32
  vir.br ^loop(%c0, %k0 : i64, i32)
^loop(%i: i64, %s: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %c = vir.icmp ugt %x, %k20 : i32
  vir.cond_br %c, ^then, ^join(%x : i32)
^then:
  %y = vir.mul %x, %k3 : i32
  vir.br ^join(%y : i32)
^join(%v: i32):
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @cond_sum}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// if (b[i] > 3) a[i] = 5: a store on one side only, stored lane by lane:
// each lane's condition extracted, a block per lane storing its value.
// CHECK-LABEL: vir.func @cond_store(
// CHECK: %[[C:.*]] = vir.icmp sgt %{{.*}} : vector<4xi32>
// CHECK: %[[C0:.*]] = vir.extract %[[C]][%{{.*}} : i64] : vector<4xi1>
// CHECK-NEXT: vir.cond_br %[[C0]], ^[[S0:bb[0-9]+]], ^[[N0:bb[0-9]+]]
// CHECK-NEXT: ^[[S0]]:
// CHECK-NEXT: %[[V0:.*]] = vir.extract %{{.*}} : vector<4xi32>
// CHECK-NEXT: vir.store %[[V0]], %{{.*}} : i32
// CHECK-NEXT: vir.br ^[[N0]]
// CHECK-NEXT: ^[[N0]]:
// CHECK: vir.extract %[[C]]
// CHECK: ^{{.*}}:
// CHECK: vir.gep %{{.*}}[4] : i8
// CHECK-NEXT: vir.store
// The scalar remainder keeps the store (of the constant itself, not of a
// lane) in a block of its own, under its condition.
// CHECK: vir.icmp sgt %{{.*}}, %c3_i32 : i32
// CHECK-NEXT: %[[PA:.*]] = vir.gep inbounds %arg0
// CHECK-NEXT: vir.cond_br %{{.*}}, ^[[THEN:bb[0-9]+]], ^[[JOIN:bb[0-9]+]]
// CHECK-NEXT: ^[[THEN]]:
// CHECK-NEXT: vir.store %c5_i32, %[[PA]] : i32
// CHECK-NEXT: vir.br ^[[JOIN]]
vir.func @cond_store(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k3 = vir.constant 3 : i32
  %k5 = vir.constant 5 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp sgt %x, %k3 : i32
  vir.cond_br %c, ^then, ^join
^then:
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %k5, %pa : i32
  vir.br ^join
^join:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 5.5 -> 4.0 per element, if-converted with 0 select(s), a conditional store stored lane by lane, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @cond_store}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// if (b[i] <= 3) {} else a[i] = x; count++: the store on the false side (the
// lane's condition sends it past the store when it holds), and the count
// taken in one arm folded into an add reduction of a select.
// CHECK-LABEL: vir.func @cond_store_on_false(
// CHECK: %[[C0:.*]] = vir.extract %{{.*}}[%{{.*}} : i64] : vector<4xi1>
// CHECK-NEXT: vir.cond_br %[[C0]], ^[[N0:bb[0-9]+]], ^[[S0:bb[0-9]+]]
// CHECK-NEXT: ^[[S0]]:
// CHECK: vir.select %{{.*}} : vector<4xi1>, vector<4xi32>
// CHECK: vir.reduce add %{{.*}} : vector<4xi32>
vir.func @cond_store_on_false(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %k3 = vir.constant 3 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %count: i32):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp sle %x, %k3 : i32
  vir.cond_br %c, ^join(%count : i32), ^else
^else:
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %x, %pa : i32
  %count1 = vir.add %count, %one : i32
  vir.br ^join(%count1 : i32)
^join(%next: i32):
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @cond_store_on_false}}
  vir.cond_br %more, ^loop(%i1, %next : i64, i32), ^exit(%next : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// if (b[i] > 3) a[n - i] = 5: a conditional store moving backward is
// refused (lanes are stored only moving forward).
// CHECK-LABEL: vir.func @no_backward_cond_store(
// CHECK-NOT: vector<
vir.func @no_backward_cond_store(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k3 = vir.constant 3 : i32
  %k5 = vir.constant 5 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp sgt %x, %k3 : i32
  vir.cond_br %c, ^then, ^join
^then:
  %j = vir.sub %n, %i : i64
  %pa = vir.gep inbounds %a[%j] : i32
  vir.store %k5, %pa : i32
  vir.br ^join
^join:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_backward_cond_store, Unsupported (store to %arg0 runs only under a condition and moves -4 bytes per iteration: a conditional store is stored lane by lane only when it moves forward by one element (in the if-converted body))}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Stores to a[i] and a[i + 1] under opposite conditions.
// CHECK-LABEL: vir.func @no_two_addresses(
// CHECK-NOT: vector<
vir.func @no_two_addresses(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp sgt %x, %k3 : i32
  %i1 = vir.add %i, %c1 : i64
  vir.cond_br %c, ^then, ^else
^then:
  %pa1 = vir.gep inbounds %a[%i] : i32
  vir.store %x, %pa1 : i32
  vir.br ^join
^else:
  %pa2 = vir.gep inbounds %a[%i1] : i32
  vir.store %x, %pa2 : i32
  vir.br ^join
^join:
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_two_addresses, Unsupported (store to %arg0 and store to %arg0 run under conditions and store to addresses not shown equal: a conditional store needs a masked store, which neither VIR nor the C backend's vector extensions have)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A load under the condition: it may not be dereferenceable otherwise.
// CHECK-LABEL: vir.func @no_cond_load(
// CHECK-NOT: vector<
vir.func @no_cond_load(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
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
  %pq = vir.gep inbounds %q[%i] : i32
  %z = vir.load %pq : i32
  vir.br ^join(%z : i32)
^join(%y: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %y, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_cond_load, Unsupported (load from %arg2 runs only under a condition: VIR has no masked load, and nothing shows its address dereferenceable when the condition fails)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A division in an arm would trap where the condition protects it.
// CHECK-LABEL: vir.func @no_cond_div(
// CHECK-NOT: vector<
vir.func @no_cond_div(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k0 = vir.constant 0 : i32
  %k100 = vir.constant 100 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp ne %x, %k0 : i32
  vir.cond_br %c, ^then, ^join(%k0 : i32)
^then:
  %q = vir.udiv %k100, %x : i32
  vir.br ^join(%q : i32)
^join(%y: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %y, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_cond_div, Unsupported (vir.udiv runs only under a condition and cannot run unconditionally)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// If-converted, then refused by the plan (an sdiv by a variable): the
// loop is left with its branches.
// CHECK-LABEL: vir.func @no_after_conversion(
// CHECK-NOT: vir.select
// CHECK: vir.cond_br %{{.*}}, ^{{.*}}, ^{{.*}}
// CHECK: vir.return
vir.func @no_after_conversion(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64, %d: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %q = vir.sdiv %x, %d : i32
  %c = vir.icmp sgt %x, %k3 : i32
  vir.cond_br %c, ^then, ^join(%x : i32)
^then:
  %y = vir.add %q, %k3 : i32
  vir.br ^join(%y : i32)
^join(%v: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %v, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_after_conversion, Unsupported (vir.sdiv in the loop divides by a value that is not a constant other than 0 and -1 (in the if-converted body))}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A sequence of ifs (a saturating clamp in two steps, then a second one):
// each if's arms run unconditionally and its join's argument becomes a
// select; the block joining one if starts the next.
// CHECK-LABEL: vir.func @clamp_twice(
// CHECK: %[[X:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK-NEXT: %[[BIG:.*]] = vir.icmp sgt %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[SMALL:.*]] = vir.icmp slt %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[Y:.*]] = vir.select %[[SMALL]], %{{.*}}, %[[X]] : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[V:.*]] = vir.select %[[BIG]], %{{.*}}, %[[Y]] : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[W:.*]] = vir.mul %[[V]], %[[V]] : vector<4xi32>
// CHECK-NEXT: %[[OVER:.*]] = vir.icmp sgt %[[W]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[Z:.*]] = vir.ashr %[[W]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[U:.*]] = vir.select %[[OVER]], %[[Z]], %[[W]] : vector<4xi1>, vector<4xi32>
// CHECK: vir.store %[[U]], %{{.*}} align 4 : vector<4xi32>
vir.func @clamp_twice(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %hi = vir.constant 255 : i32
  %lo = vir.constant 0 : i32
  %c8 = vir.constant 8 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %big = vir.icmp sgt %x, %hi : i32
  vir.cond_br %big, ^join1(%hi : i32), ^low
^low:
  %small = vir.icmp slt %x, %lo : i32
  %y = vir.select %small, %lo, %x : i1, i32
  vir.br ^join1(%y : i32)
^join1(%v: i32):
  %w = vir.mul %v, %v : i32
  %over = vir.icmp sgt %w, %hi : i32
  vir.cond_br %over, ^cap, ^join2(%w : i32)
^cap:
  %z = vir.ashr %w, %c8 : i32
  vir.br ^join2(%z : i32)
^join2(%u: i32):
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %u, %pb : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @clamp_twice}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A store under the second of two ifs: stored lane by lane under that
// if's condition (the block's mask).
// CHECK-LABEL: vir.func @store_in_second_if(
// CHECK: %[[X:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK: %[[V:.*]] = vir.select %{{.*}}, %{{.*}}, %[[X]] : vector<4xi1>, vector<4xi32>
// CHECK: %[[ODD:.*]] = vir.icmp slt %[[V]], %{{.*}} : vector<4xi32>
// CHECK: vir.extract %[[ODD]][%{{.*}} : i64] : vector<4xi1>
vir.func @store_in_second_if(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %hi = vir.constant 255 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %big = vir.icmp sgt %x, %hi : i32
  vir.cond_br %big, ^join1(%hi : i32), ^keep
^keep:
  vir.br ^join1(%x : i32)
^join1(%v: i32):
  %odd = vir.icmp slt %v, %hi : i32
  vir.cond_br %odd, ^put, ^join2
^put:
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %v, %pb : i32
  vir.br ^join2
^join2:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 7.5 -> 5.0 per element, if-converted with 1 select(s), a conditional store stored lane by lane, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @store_in_second_if}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// An else-if chain whose three ways join in one block: the block of the
// second test runs when the first fails (its mask is the negated first
// condition, applied by swapping the select's values), the second arm
// when both hold (an and of the two masks); the join's argument is a
// select per incoming edge after the first.
// CHECK-LABEL: vir.func @else_if(
// CHECK: %[[X:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK-NEXT: %[[NEG:.*]] = vir.icmp slt %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[M:.*]] = vir.sub %{{.*}}, %[[X]] : vector<4xi32>
// CHECK-NEXT: %[[NOTNEG:.*]] = vir.xor %[[NEG]], %{{.*}} : vector<4xi1>
// CHECK-NEXT: %[[BIG:.*]] = vir.icmp sgt %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[FOLD:.*]] = vir.and %[[NOTNEG]], %[[BIG]] : vector<4xi1>
// CHECK-NEXT: %[[F:.*]] = vir.sub %{{.*}}, %[[X]] : vector<4xi32>
// CHECK-NEXT: %[[S:.*]] = vir.select %[[FOLD]], %[[F]], %[[X]] : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[V:.*]] = vir.select %[[NEG]], %[[M]], %[[S]] : vector<4xi1>, vector<4xi32>
// CHECK: vir.store %[[V]], %{{.*}} align 4 : vector<4xi32>
// The scalar remainder is the if-converted block.
// CHECK: vir.xor %{{.*}}, %{{.*}} : i1
// CHECK: vir.select
// CHECK-NOT: vir.cond_br
// CHECK: vir.store %{{.*}}, %{{.*}} : i32
vir.func @else_if(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %hi = vir.constant 255 : i32
  %twice = vir.constant 510 : i32
  %lo = vir.constant 0 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %neg = vir.icmp slt %x, %lo : i32
  vir.cond_br %neg, ^flip, ^test
^flip:
  %m = vir.sub %lo, %x : i32
  vir.br ^join(%m : i32)
^test:
  %big = vir.icmp sgt %x, %hi : i32
  vir.cond_br %big, ^fold, ^join(%x : i32)
^fold:
  %f = vir.sub %twice, %x : i32
  vir.br ^join(%f : i32)
^join(%v: i32):
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %v, %pb : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 8.5 -> 4.0 per element, if-converted with 2 select(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @else_if}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A store under two nested tests: its mask is the and of both conditions,
// and each lane is stored under it.
// CHECK-LABEL: vir.func @nested_store(
// CHECK: %[[X:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK-NEXT: %[[POS:.*]] = vir.icmp sgt %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[SMALL:.*]] = vir.icmp slt %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[BOTH:.*]] = vir.and %[[POS]], %[[SMALL]] : vector<4xi1>
// CHECK: %[[LANE0:.*]] = vir.extract %[[BOTH]][%{{.*}} : i64] : vector<4xi1>
// CHECK-NEXT: vir.cond_br %[[LANE0]]
// The scalar remainder stores under the same mask.
// CHECK: %[[BOTH1:.*]] = vir.and %{{.*}}, %{{.*}} : i1
// CHECK: vir.cond_br %[[BOTH1]], ^[[PUT:.*]], ^
// CHECK: ^[[PUT]]:
// CHECK-NEXT: vir.store
vir.func @nested_store(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %hi = vir.constant 255 : i32
  %lo = vir.constant 0 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %pos = vir.icmp sgt %x, %lo : i32
  vir.cond_br %pos, ^inner, ^latch
^inner:
  %small = vir.icmp slt %x, %hi : i32
  vir.cond_br %small, ^put, ^latch
^put:
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %x, %pb : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 7.0 -> 4.5 per element, if-converted with 0 select(s), a conditional store stored lane by lane, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @nested_store}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Stores to one element under two ifs in a row: both may run in one
// iteration, so no blend of them stands for both, and VIR has no masked
// store; the loop is left as it was.
// CHECK-LABEL: vir.func @stores_in_two_ifs(
// CHECK-NOT: vector<
vir.func @stores_in_two_ifs(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %hi = vir.constant 255 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %big = vir.icmp sgt %x, %hi : i32
  vir.cond_br %big, ^first, ^join1
^first:
  vir.store %hi, %pa : i32
  vir.br ^join1
^join1:
  vir.cond_br %big, ^second, ^join2
^second:
  vir.store %x, %pa : i32
  vir.br ^join2
^join2:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @stores_in_two_ifs, Unsupported (store to %arg0 and store to %arg0 may both run in one iteration: a conditional store needs a masked store, which neither VIR nor the C backend's vector extensions have)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A body with an inner loop is not if-converted.
// CHECK-LABEL: vir.func @inner_cycle(
// CHECK-NOT: vector<
vir.func @inner_cycle(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  vir.br ^spin(%x : i32)
^spin(%s: i32):
  %s1 = vir.lshr %s, %one : i32
  %zero = vir.icmp eq %s1, %z : i32
  vir.cond_br %zero, ^latch, ^spin(%s1 : i32)
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @inner_cycle, Unsupported (the loop contains loops)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A switch in the body: each case's edge mask compares the flag with its
// value (two cases into one block: the or of both); the default edge's,
// none of them, is not needed here (the join's first edge needs no mask).
// CHECK-LABEL: vir.func @switch_body(
// CHECK: %[[X:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK-NEXT: %[[K:.*]] = vir.and %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[IS0:.*]] = vir.icmp eq %[[K]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[IS2:.*]] = vir.icmp eq %[[K]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[INC:.*]] = vir.or %[[IS0]], %[[IS2]] : vector<4xi1>
// CHECK-NEXT: %[[Y:.*]] = vir.add %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[IS1:.*]] = vir.icmp eq %[[K]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[Z:.*]] = vir.shl %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[S:.*]] = vir.select %[[IS1]], %[[Z]], %[[X]] : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[V:.*]] = vir.select %[[INC]], %[[Y]], %[[S]] : vector<4xi1>, vector<4xi32>
// CHECK: vir.store %[[V]], %{{.*}} align 4 : vector<4xi32>
vir.func @switch_body(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %three = vir.constant 3 : i32
  %one = vir.constant 1 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %k = vir.and %x, %three : i32
  vir.switch %k : i32, [
    default: ^join(%x : i32),
    0: ^inc,
    1: ^dbl,
    2: ^inc
  ]
^inc:
  %y = vir.add %x, %one : i32
  vir.br ^join(%y : i32)
^dbl:
  %z = vir.shl %x, %one : i32
  vir.br ^join(%z : i32)
^join(%v: i32):
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %v, %pb : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 9.0 -> 4.2 per element, if-converted with 2 select(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @switch_body}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A total updated under two nested tests, then under a second if: each
// conditional update `select(m, s + v, s)` becomes `s + select(m, v, 0)`,
// the inner one first, so the total is a chain of additions (a reduction).
// CHECK-LABEL: vir.func @nested_count(
// CHECK: ^[[BODY:.*]](%{{.*}}: i64, %[[ACC:.*]]: vector<4xi32>):
// CHECK: %[[X:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK: %[[Y:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK: %[[BIG:.*]] = vir.icmp sgt %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[SMALL:.*]] = vir.icmp slt %[[Y]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[BOTH:.*]] = vir.and %[[BIG]], %[[SMALL]] : vector<4xi1>
// CHECK-NEXT: %[[FOUR:.*]] = vir.select %[[BOTH]], %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[S:.*]] = vir.add %[[ACC]], %[[FOUR]] : vector<4xi32>
// CHECK-NEXT: %[[U:.*]] = vir.icmp sgt %[[Y]], %[[X]] : vector<4xi32>
// CHECK-NEXT: %[[YS:.*]] = vir.select %[[U]], %[[Y]], %{{.*}} : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[NEXT:.*]] = vir.add %[[S]], %[[YS]] : vector<4xi32>
// CHECK: vir.cond_br %{{.*}}, ^[[BODY]](%{{.*}}, %[[NEXT]] : i64, vector<4xi32>)
vir.func @nested_count(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %four = vir.constant 4 : i32
  %lo = vir.constant 12 : i32
  %hi = vir.constant 5 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0, %z : i64, i32), ^exit(%z : i32)
^loop(%i: i64, %r: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %pb = vir.gep inbounds %b[%i] : i32
  %y = vir.load %pb : i32
  %big = vir.icmp sgt %x, %lo : i32
  vir.cond_br %big, ^inner, ^latch(%r : i32)
^inner:
  %small = vir.icmp slt %y, %hi : i32
  vir.cond_br %small, ^add, ^latch(%r : i32)
^add:
  %r4 = vir.add %r, %four : i32
  vir.br ^latch(%r4 : i32)
^latch(%s: i32):
  %u = vir.icmp sgt %y, %x : i32
  vir.cond_br %u, ^more_add, ^done(%s : i32)
^more_add:
  %s2 = vir.add %s, %y : i32
  vir.br ^done(%s2 : i32)
^done(%v: i32):
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 10.5 -> 3.8 per element, if-converted with 2 select(s), 1 reduction(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @nested_count}}
  vir.cond_br %more, ^loop(%i1, %v : i64, i32), ^exit(%v : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%res: i32):
  vir.return %res : i32
}

// -----

// A store of one element in each arm of an else-if chain: exactly one runs
// in each iteration, so one unconditional store of their values' blend
// stands for them.
// CHECK-LABEL: vir.func @chain_stores(
// CHECK: %[[X:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK-NEXT: %[[NEG:.*]] = vir.icmp slt %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[M:.*]] = vir.sub %{{.*}}, %[[X]] : vector<4xi32>
// CHECK-NEXT: %[[NOTNEG:.*]] = vir.xor %[[NEG]], %{{.*}} : vector<4xi1>
// CHECK-NEXT: %[[BIG:.*]] = vir.icmp sgt %[[X]], %[[HI:.*]] : vector<4xi32>
// CHECK-NEXT: %[[CAP:.*]] = vir.and %[[NOTNEG]], %[[BIG]] : vector<4xi1>
// CHECK-NEXT: %[[S:.*]] = vir.select %[[CAP]], %[[HI]], %[[X]] : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[V:.*]] = vir.select %[[NEG]], %[[M]], %[[S]] : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %[[P:.*]] = vir.gep inbounds %{{.*}}[%{{.*}}] : i32
// CHECK-NEXT: vir.store %[[V]], %[[P]] align 4 : vector<4xi32>
vir.func @chain_stores(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %hi = vir.constant 100 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %pb = vir.gep inbounds %b[%i] : i32
  %neg = vir.icmp slt %x, %z : i32
  vir.cond_br %neg, ^flip, ^test
^flip:
  %m = vir.sub %z, %x : i32
  vir.store %m, %pb : i32
  vir.br ^latch
^test:
  %big = vir.icmp sgt %x, %hi : i32
  vir.cond_br %big, ^cap, ^keep
^cap:
  vir.store %hi, %pb : i32
  vir.br ^latch
^keep:
  vir.store %x, %pb : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 8.0 -> 3.8 per element, if-converted with 2 select(s) (blending the stores of its arms), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @chain_stores}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Stores on both sides of an if inside another: one store of their blend,
// stored lane by lane under the or of their masks (the width is requested:
// the cost model alone would keep the scalar loop).
// CHECK-LABEL: vir.func @guarded_both_stores(
// CHECK: %[[X:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK-NEXT: %[[POS:.*]] = vir.icmp sgt %[[X]], %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[BIG:.*]] = vir.icmp sgt %[[X]], %[[HI:.*]] : vector<4xi32>
// CHECK-NEXT: %[[SMALL:.*]] = vir.xor %[[BIG]], %{{.*}} : vector<4xi1>
// CHECK-NEXT: %[[KEEP:.*]] = vir.and %[[POS]], %[[SMALL]] : vector<4xi1>
// CHECK-NEXT: %[[CAP:.*]] = vir.and %[[POS]], %[[BIG]] : vector<4xi1>
// CHECK-NEXT: %[[ANY:.*]] = vir.or %[[KEEP]], %[[CAP]] : vector<4xi1>
// CHECK-NEXT: %[[V:.*]] = vir.select %[[CAP]], %[[HI]], %[[X]] : vector<4xi1>, vector<4xi32>
// CHECK: vir.extract %[[ANY]][%{{.*}} : i64] : vector<4xi1>
// CHECK: vir.extract %[[V]][%{{.*}} : i64] : vector<4xi32>
vir.func @guarded_both_stores(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %hi = vir.constant 100 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %pos = vir.icmp sgt %x, %z : i32
  vir.cond_br %pos, ^test, ^latch
^test:
  %pb = vir.gep inbounds %b[%i] : i32
  %big = vir.icmp sgt %x, %hi : i32
  vir.cond_br %big, ^cap, ^keep
^cap:
  vir.store %hi, %pb : i32
  vir.br ^latch
^keep:
  vir.store %x, %pb : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 7.0 -> 6.0 per element, if-converted with 1 select(s) (blending the stores of its arms), a conditional store stored lane by lane, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @guarded_both_stores}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft, width = 4>]}
^exit:
  vir.return
}

// -----

// `if (x > 0) r += x; else r -= y;`: both arms update the total, so
// `select(c, r + x, r - y)` becomes `r + select(c, x, 0 - y)`, an add
// reduction.
// CHECK-LABEL: vir.func @add_or_sub(
// CHECK: ^[[BODY:.*]](%{{.*}}: i64, %[[ACC:.*]]: vector<4xi32>):
// CHECK: %[[X:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK: %[[Y:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK: %[[POS:.*]] = vir.icmp sgt %[[X]], %{{.*}} : vector<4xi32>
// CHECK: %[[NEG:.*]] = vir.sub %{{.*}}, %[[Y]] : vector<4xi32>
// CHECK: %[[AMOUNT:.*]] = vir.select %[[POS]], %[[X]], %[[NEG]] : vector<4xi1>, vector<4xi32>
// CHECK: %[[NEXT:.*]] = vir.add %[[ACC]], %[[AMOUNT]] : vector<4xi32>
// CHECK: vir.cond_br %{{.*}}, ^[[BODY]](%{{.*}}, %[[NEXT]] : i64, vector<4xi32>)
// CHECK: vir.reduce add
vir.func @add_or_sub(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0, %z : i64, i32), ^exit(%z : i32)
^loop(%i: i64, %r: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %pb = vir.gep inbounds %b[%i] : i32
  %y = vir.load %pb : i32
  %pos = vir.icmp sgt %x, %z : i32
  vir.cond_br %pos, ^plus, ^minus
^plus:
  %rp = vir.add %r, %x nsw : i32
  vir.br ^latch(%rp : i32)
^minus:
  %rm = vir.sub %r, %y nsw : i32
  vir.br ^latch(%rm : i32)
^latch(%v: i32):
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 7.0 -> 2.2 per element, if-converted with 1 select(s), 1 reduction(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @add_or_sub}}
  vir.cond_br %more, ^loop(%i1, %v : i64, i32), ^exit(%v : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%res: i32):
  vir.return %res : i32
}

// -----

// An else-if chain of xors into one total: each arm is `h ^ v`, folded
// inside out into `h ^ select(c1, v1, select(c2, v2, v3))`.
// CHECK-LABEL: vir.func @xor_chain(
// CHECK: ^[[BODY:.*]](%{{.*}}: i64, %[[ACC:.*]]: vector<4xi32>):
// CHECK: %[[NEXT:.*]] = vir.xor %[[ACC]], %{{.*}} : vector<4xi32>
// CHECK: vir.cond_br %{{.*}}, ^[[BODY]](%{{.*}}, %[[NEXT]] : i64, vector<4xi32>)
// CHECK: vir.reduce xor
vir.func @xor_chain(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %ten = vir.constant 10 : i32
  %k = vir.constant 77 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0, %z : i64, i32), ^exit(%z : i32)
^loop(%i: i64, %h: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %neg = vir.icmp slt %x, %z : i32
  vir.cond_br %neg, ^first, ^test
^first:
  %h1 = vir.xor %h, %x : i32
  vir.br ^latch(%h1 : i32)
^test:
  %big = vir.icmp sgt %x, %ten : i32
  vir.cond_br %big, ^second, ^third
^second:
  %h2 = vir.xor %k, %h : i32
  vir.br ^latch(%h2 : i32)
^third:
  %c1_32 = vir.constant 1 : i32
  %s = vir.shl %x, %c1_32 : i32
  %h3 = vir.xor %h, %s : i32
  vir.br ^latch(%h3 : i32)
^latch(%v: i32):
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 7.5 -> 3.5 per element, if-converted with 2 select(s), 1 reduction(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @xor_chain}}
  vir.cond_br %more, ^loop(%i1, %v : i64, i32), ^exit(%v : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%res: i32):
  vir.return %res : i32
}
