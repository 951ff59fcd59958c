// loop-vectorize takes integer header arguments updated by a constant per
// iteration beside the counted variable (`j--`, `v += 3`): each is its
// start plus its step times the iterations done, as an address (a backward
// access through `a[j]`), as a value (a splat plus the lanes' steps), where
// the scalar remainder resumes and after the loop. A narrow copy of one
// (trunc of its update) steps alike. One that moves by a fraction of the
// counted variable's step makes addresses decompose per iteration. One
// that steps by a value that is not a constant is refused with the
// argument named, one that may wrap under an extension as not affine.
// RUN: vct-mlir-opt --loop-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s
// RUN: vct-mlir-opt --loop-vectorize --mlir-pass-statistics --mlir-pass-statistics-display=list %s 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=STATS

// STATS: (S) 5 loops-vectorized - Loops vectorized
// STATS: (S) 6 other-inductions - Integer induction variables besides the counted one

// for (i = 0, j = n - 1; i < n; i++, j--) b[i] = a[j]: `a[j]` moves back
// by 4 bytes per iteration: loaded at the last lane's address, reversed.
// CHECK-LABEL: vir.func @reverse_copy(
// CHECK: ^[[V:bb[0-9]+]](%[[K:[0-9]+]]: i64):
// CHECK: %[[FIRST:.*]] = vir.add %{{.*}}, %[[K]] : i64
// CHECK: %[[JK:.*]] = vir.mul %[[K]], %{{.*}} : i64
// CHECK: %[[J:.*]] = vir.add %{{.*}}, %[[JK]] : i64
// CHECK: %[[L:.*]] = vir.load %{{.*}} align 4 {{.*}}: vector<4xi32>
// CHECK: vir.shuffle %[[L]], %[[L]] [3, 2, 1, 0]
// CHECK: vir.store %{{.*}} : vector<4xi32>
// The remainder resumes j at its start minus the vector iterations.
// CHECK: vir.mul %{{.*}}, %{{.*}} : i64
// CHECK: vir.cond_br
vir.func @reverse_copy(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %cm1 = vir.constant -1 : i64
  %last = vir.add %n, %cm1 nsw : i64
  %t = vir.icmp slt %c0, %n : i64
  vir.cond_br %t, ^loop(%c0, %last : i64, i64), ^exit
^loop(%i: i64, %j: i64):
  %pa = vir.gep inbounds %a[%j] : i32
  %x = vir.load %pa align 4 : i32
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %x, %pb align 4 : i32
  %i1 = vir.add %i, %c1 nsw : i64
  %j1 = vir.add %j, %cm1 nsw : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 5.0 -> 1.5 per element, 1 backward access(es) lane-reversed, 1 other induction variable(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @reverse_copy}}
  vir.cond_br %more, ^loop(%i1, %j1 : i64, i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// for (i = 0; i < n; i++, v += 3) b[i] = v; return v: the stored value is
// splat(v of the first lane) + [0, 3, 6, 9]; after the loop, the value v
// had when the test failed: start + 3n.
// CHECK-LABEL: vir.func @ramp(
// CHECK: %[[STEPS:.*]] = vir.constant dense<[0, 3, 6, 9]> : vector<4xi32>
// CHECK: ^[[V:bb[0-9]+]](%[[K:[0-9]+]]: i64):
// CHECK: %[[K32:.*]] = vir.trunc %[[K]] : i64 to i32
// CHECK: %[[VK:.*]] = vir.mul %[[K32]], %{{.*}} : i32
// CHECK: %[[V0:.*]] = vir.add %{{.*}}, %[[VK]] : i32
// CHECK: %[[SPLAT:.*]] = vir.splat %[[V0]] : vector<4xi32>
// CHECK: %[[LANES:.*]] = vir.add %[[SPLAT]], %[[STEPS]] : vector<4xi32>
// CHECK: vir.store %[[LANES]], %{{.*}} : vector<4xi32>
// CHECK: vir.return %{{.*}} : i32
vir.func @ramp(%b: !vir.ptr, %n: i64, %v0: i32) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c3 = vir.constant 3 : i32
  %t = vir.icmp slt %c0, %n : i64
  vir.cond_br %t, ^loop(%c0, %v0 : i64, i32), ^exit(%v0 : i32)
^loop(%i: i64, %v: i32):
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %v, %pb align 4 : i32
  %i1 = vir.add %i, %c1 nsw : i64
  %v1 = vir.add %v, %c3 : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 4.0 -> 1.5 per element, 1 other induction variable(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @ramp}}
  vir.cond_br %more, ^loop(%i1, %v1 : i64, i32), ^exit(%v1 : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// indvars' narrow copy of a widened j (`b[j] = a[i] - j` counting i down):
// trunc(j + 1) carried beside j steps by 1 as well.
// CHECK-LABEL: vir.func @mirror(
// CHECK: vir.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK: vir.sub %{{.*}}, %{{.*}} : vector<4xi32>
vir.func @mirror(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c0_32 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i64
  %cm1 = vir.constant -1 : i64
  %last = vir.add %n, %cm1 nsw : i64
  %t = vir.icmp sgt %last, %cm1 : i64
  vir.cond_br %t, ^loop(%last, %c0, %c0_32 : i64, i64, i32), ^exit
^loop(%i: i64, %j: i64, %j32: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa align 4 : i32
  %y = vir.sub %x, %j32 : i32
  %pb = vir.gep inbounds %b[%j] : i32
  vir.store %y, %pb align 4 : i32
  %i1 = vir.add %i, %cm1 nsw : i64
  %j1 = vir.add %j, %c1 nsw : i64
  %j1_32 = vir.trunc %j1 : i64 to i32
  %more = vir.icmp sgt %i1, %cm1 : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 7.0 -> 2.5 per element, counting down, 1 backward access(es) lane-reversed, 2 other induction variable(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @mirror}}
  vir.cond_br %more, ^loop(%i1, %j1, %j1_32 : i64, i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// for (i = 0, j = 0; i < n; i += 4, j++) y[j] = p[i]: j moves a quarter
// of i's step per iteration, so addresses decompose per iteration: p[i]
// is one member of a group of 4 bytes per iteration (a wide load and a
// shuffle), y[j] consecutive.
// CHECK-LABEL: vir.func @quarter(
// CHECK: %[[WIDE:.*]] = vir.load %{{.*}} align 1 : vector<64xi8>
// CHECK: %[[LANES:.*]] = vir.shuffle %[[WIDE]], %[[WIDE]] [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]
// CHECK: vir.store %[[LANES]], %{{.*}} align 1 : vector<16xi8>
vir.func @quarter(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %y: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c4 = vir.constant 4 : i64
  %t = vir.icmp slt %c0, %n : i64
  vir.cond_br %t, ^loop(%c0, %c0 : i64, i64), ^exit
^loop(%i: i64, %j: i64):
  %pp = vir.gep inbounds %p[%i] : i8
  %x = vir.load %pp align 1 : i8
  %py = vir.gep inbounds %y[%j] : i8
  vir.store %x, %py align 1 : i8
  %i1 = vir.add %i, %c4 nsw : i64
  %j1 = vir.add %j, %c1 nsw : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+3 {{VIR: loop-vectorize: vectorized by 16, interleaved by 1: cost 5.0 -> 0.6 per element, stepping by 4, 1 other induction variable(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @quarter}}
  // expected-remark @below {{VIR: loop-vectorize: its scalar remainder runs 4 lanes at a time first (a vector epilogue)}}
  vir.cond_br %more, ^loop(%i1, %j1 : i64, i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A 32-bit j whose increment may wrap (no nsw), sign-extended into an
// index: not affine in the iteration number; refused.
vir.func @wrapping_index(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64, %j0: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c1_32 = vir.constant 1 : i32
  %t = vir.icmp slt %c0, %n : i64
  vir.cond_br %t, ^loop(%c0, %j0 : i64, i32), ^exit
^loop(%i: i64, %j: i32):
  %j64 = vir.sext %j : i32 to i64
  %pa = vir.gep inbounds %a[%j64] : i32
  %x = vir.load %pa align 4 : i32
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %x, %pb align 4 : i32
  %i1 = vir.add %i, %c1 nsw : i64
  %j1 = vir.add %j, %c1_32 : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{may wrap before it is extended)}}
  vir.cond_br %more, ^loop(%i1, %j1 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// j += k for a k not known: not an induction variable the pass takes, nor
// a reduction (it is read as an index).
vir.func @variable_step(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64, %k: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %t = vir.icmp slt %c0, %n : i64
  vir.cond_br %t, ^loop(%c0, %c0 : i64, i64), ^exit
^loop(%i: i64, %j: i64):
  %pa = vir.gep inbounds %a[%j] : i32
  %x = vir.load %pa align 4 : i32
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %x, %pb align 4 : i32
  %i1 = vir.add %i, %c1 nsw : i64
  %j1 = vir.add %j, %k nsw : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @variable_step, Unsupported (header argument 1 is read in the loop by more than its reduction)}}
  vir.cond_br %more, ^loop(%i1, %j1 : i64, i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// while (i < n) w[k++] = v[i++]; return k;: the exit passes trunc(k + 1),
// the C variable of the widened k. After the loop it is the truncation of
// k's final value, computed in the middle block (not the value of the
// loop's last iteration, which does not dominate the exit).
// CHECK-LABEL: vir.func @tail_copy(
// CHECK: vir.store %{{.*}} : vector<4xi32>
// CHECK: %[[KN:.*]] = vir.mul %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[KEND:.*]] = vir.add %{{.*}}, %[[KN]] : i64
// CHECK-NEXT: %[[K32:.*]] = vir.trunc %[[KEND]] : i64 to i32
// CHECK: vir.cond_br %{{.*}}, ^{{.*}}, ^[[EXIT:bb[0-9]+]](%[[K32]] : i32)
vir.func @tail_copy(%v: !vir.ptr {vir.traits = [#vir.restrict]}, %w: !vir.ptr {vir.traits = [#vir.restrict]}, %i0: i64, %k0: i64, %n: i64, %k32: i32) -> i32 {
  %c1 = vir.constant 1 : i64
  %t = vir.icmp slt %i0, %n : i64
  vir.cond_br %t, ^loop(%i0, %k0 : i64, i64), ^exit(%k32 : i32)
^loop(%i: i64, %k: i64):
  %i1 = vir.add %i, %c1 nsw : i64
  %pv = vir.gep inbounds %v[%i] : i32
  %x = vir.load %pv align 4 : i32
  %k1 = vir.add %k, %c1 nsw : i64
  %pw = vir.gep inbounds %w[%k] : i32
  vir.store %x, %pw align 4 : i32
  %kc = vir.trunc %k1 : i64 to i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @tail_copy}}
  vir.cond_br %more, ^loop(%i1, %k1 : i64, i64), ^exit(%kc : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}
