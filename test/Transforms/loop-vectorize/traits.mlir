// loop-vectorize consults loop_invariant and range traits (O-21): a load
// of one element whose epoch-valid loop_invariant trait says it reads the
// same value in every iteration conflicts with no store of the loop; a
// range on the increment proves that an `ne` loop's variable does not wrap
// before its sign extension. Stale traits are ignored (with a remark for
// loop_invariant; a stale range is simply no fact).
// RUN: vct-mlir-opt --loop-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// a[i] = a[i] + *q with *q loop_invariant: no runtime check for q.
// CHECK-LABEL: vir.func @invariant_load(
// CHECK-NOT: vir.ptrtoint
// CHECK: %[[K:.*]] = vir.load %arg1 : i32
// CHECK: vir.splat %[[K]] : vector<4xi32>
// CHECK: vir.store %{{.*}} : vector<4xi32>
vir.func @invariant_load(%a: !vir.ptr, %q: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %k = vir.load %q {vir.traits = [#vir.loop_invariant]} : i32
  %y = vir.add %x, %k : i32
  vir.store %y, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 6.0 -> 1.5 per element, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @invariant_load}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// The same with a stale trait: a runtime check compares q with a.
// CHECK-LABEL: vir.func @stale_invariant_load(
// CHECK: vir.ptrtoint
// CHECK: vector<4xi32>
vir.func @stale_invariant_load(%a: !vir.ptr, %q: !vir.ptr, %n: i64) attributes {epoch = 1} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  // expected-remark @below {{VIR: loop-vectorize: ignored stale loop_invariant trait}}
  %k = vir.load %q {vir.traits = [#vir.loop_invariant]} : i32
  %y = vir.add %x, %k : i32
  vir.store %y, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @stale_invariant_load}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft, epoch = 1>]}
^exit:
  vir.return
}

// -----

// for (i = s; i != e; i++) a[(long)i] = 1 with i32 i: the increment's
// range [1, 1000] says it does not wrap, so sext(i) steps by one.
// CHECK-LABEL: vir.func @ne_range(
// CHECK: vir.store %{{.*}} : vector<4xi32>
vir.func @ne_range(%a: !vir.ptr, %s: i32, %e: i32) {
  %one = vir.constant 1 : i32
  vir.br ^loop(%s : i32)
^loop(%i: i32):
  %x = vir.sext %i : i32 to i64
  %pa = vir.gep inbounds %a[%x] : i32
  vir.store %one, %pa : i32
  %i1 = vir.add %i, %one {vir.traits = [#vir.range<1, 1000>]} : i32
  %more = vir.icmp ne %i1, %e : i32
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @ne_range}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Without the range (and with a stale one) the variable may wrap.
// CHECK-LABEL: vir.func @no_ne_stale_range(
// CHECK-NOT: vector<
vir.func @no_ne_stale_range(%a: !vir.ptr, %s: i32, %e: i32) attributes {epoch = 1} {
  %one = vir.constant 1 : i32
  vir.br ^loop(%s : i32)
^loop(%i: i32):
  %x = vir.sext %i : i32 to i64
  %pa = vir.gep inbounds %a[%x] : i32
  vir.store %one, %pa : i32
  %i1 = vir.add %i, %one {vir.traits = [#vir.range<1, 1000>]} : i32
  %more = vir.icmp ne %i1, %e : i32
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_ne_stale_range, Unsupported (non-consecutive access: store to %2: the induction variable may wrap before it is extended)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<vectorize, soft, epoch = 1>]}
^exit:
  vir.return
}
