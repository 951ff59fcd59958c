// loop-vectorize if-converts bodies with an if/else (a diamond) or an if
// without else whose arms only compute: the arms' operations run in every
// iteration (their wrap flags and value facts dropped), the joining block's
// arguments become vir.select, and two stores to one address under
// opposite conditions become one store of a select. A load in an arm, a
// store on one side only or stores to addresses not shown equal are
// refused (VIR has no masked load or store), and a refusal leaves the
// branching loop as it was.
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

// if (b[i] > 3) a[i] = 5: a store on one side only.
// CHECK-LABEL: vir.func @no_cond_store(
// CHECK-NOT: vector<
// CHECK: vir.cond_br %{{.*}}, ^[[THEN:bb[0-9]+]], ^[[JOIN:bb[0-9]+]]
// CHECK: ^[[THEN]]:
// CHECK: vir.store
vir.func @no_cond_store(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
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
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_cond_store, Unsupported (store to %arg0 runs only when the condition holds: a conditional store needs a masked store, which neither VIR nor the C backend's vector extensions have)}}
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
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_two_addresses, Unsupported (store to %arg0 and store to %arg0 store under opposite conditions to addresses not shown equal: a conditional store needs a masked store, which neither VIR nor the C backend's vector extensions have)}}
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
