// loop-unroll fully unrolls a loop with a constant trip count whose blocks
// other than the latch exit too (a search that returns early): each copy
// keeps its other exits, the chain needs no test, and values used after
// the loop merge over every way out. Such a loop is unrolled only fully:
// the @no_ functions are the refusals, each with its reason.
// RUN: vct-mlir-opt --loop-unroll --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s
// RUN: vct-mlir-opt --loop-unroll --split-input-file --verify-each %s -o /dev/null

// Three copies, each testing for the early way out; the sum reaches ^done
// from all four ways out through a block argument.
// CHECK-LABEL: vir.func @search(
// CHECK: vir.cond_br %{{.*}}, ^[[DONE:bb[0-9]+]](%{{.*}} : i32), ^bb
// CHECK-COUNT-2: vir.cond_br %{{.*}}, ^[[DONE]](%{{.*}} : i32), ^bb
// CHECK: vir.br ^[[DONE]](%{{.*}} : i32)
// CHECK-NOT: vir.cond_br
// CHECK: ^[[DONE]](%[[S:.*]]: i32):
// CHECK-NEXT: vir.return %[[S]] : i32
vir.func @search(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%k: i32, %s: i32):
  %s1 = vir.add %s, %k : i32
  %eq = vir.icmp eq %s1, %x : i32
  vir.cond_br %eq, ^done, ^latch
^latch:
  %k1 = vir.add %k, %c1 : i32
  %t = vir.icmp slt %k1, %c3 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @search (fully unrolled 3 iterations)}}
  vir.cond_br %t, ^loop(%k1, %s1 : i32, i32), ^done {vir.traits = [#vir.req<unroll, soft>]}
^done:
  vir.return %s1 : i32
}

// -----

// Two exits to blocks of their own: the early exit passes the index as an
// operand and the copies pass theirs; the fall-through exit reads the last
// copy's value, defined in the latch.
// CHECK-LABEL: vir.func @find(
// CHECK: vir.cond_br %{{.*}}, ^[[FOUND:bb[0-9]+]](%{{.*}} : i32), ^bb
// CHECK-COUNT-2: vir.cond_br %{{.*}}, ^[[FOUND]](%{{.*}} : i32), ^bb
// CHECK: %[[M:.*]] = vir.mul
// CHECK-NOT: vir.cond_br
// CHECK: vir.return %[[M]] : i32
// CHECK: ^[[FOUND]](%[[K:.*]]: i32):
// CHECK-NEXT: vir.return %[[K]] : i32
vir.func @find(%p: !vir.ptr, %x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i32)
^loop(%k: i32):
  %v = vir.load %p : i32
  %eq = vir.icmp eq %v, %k : i32
  vir.cond_br %eq, ^found(%k : i32), ^latch
^latch:
  %k1 = vir.add %k, %c1 : i32
  %m = vir.mul %k1, %c2 : i32
  %t = vir.icmp slt %k1, %c3 : i32
  // expected-remark @below {{VIR: accepted unroll}}
  vir.cond_br %t, ^loop(%k1 : i32), ^missing {vir.traits = [#vir.req<unroll, soft>]}
^missing:
  vir.return %m : i32
^found(%at: i32):
  vir.return %at : i32
}

// -----

// A copied call keeps the `libcall` it computes when it is epoch-valid and
// loses a stale one (the original keeps it: it is already worthless).
// CHECK-LABEL: vir.func @libcall_copied(
// CHECK: vir.call @strlen(%arg0) {vir.traits = [#vir.libcall<"strlen", epoch = 2>]}
// CHECK: vir.call @strlen(%arg1) {vir.traits = [#vir.libcall<"strlen", epoch = 1>]}
// CHECK: vir.call @strlen(%arg0) {vir.traits = [#vir.libcall<"strlen", epoch = 2>]}
// CHECK: vir.call @strlen(%arg1) : (!vir.ptr) -> i64
vir.func private @strlen(!vir.ptr) -> i64
vir.func @libcall_copied(%a: !vir.ptr, %b: !vir.ptr) -> i64 attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %z = vir.constant 0 : i64
  vir.br ^loop(%c0 : i32)
^loop(%k: i32):
  %n = vir.call @strlen(%a) {vir.traits = [#vir.libcall<"strlen", epoch = 2>]} : (!vir.ptr) -> i64
  %e = vir.icmp eq %n, %z : i64
  vir.cond_br %e, ^out(%n : i64), ^latch
^latch:
  %m = vir.call @strlen(%b) {vir.traits = [#vir.libcall<"strlen", epoch = 1>]} : (!vir.ptr) -> i64
  %k1 = vir.add %k, %c1 : i32
  %t = vir.icmp slt %k1, %c2 : i32
  // expected-remark @below {{VIR: accepted unroll}}
  vir.cond_br %t, ^loop(%k1 : i32), ^out(%m : i64) {vir.traits = [#vir.req<unroll, soft, epoch = 2>]}
^out(%r: i64):
  vir.return %r : i64
}

// -----

// An early exit to the enclosing loop's header: each copy would add a back
// edge to it.
vir.func @no_exit_to_outer_header(%c: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^outer
^outer:
  vir.br ^loop(%c0 : i32)
^loop(%k: i32):
  vir.cond_br %c, ^outer, ^latch
^latch:
  %k1 = vir.add %k, %c1 : i32
  %t = vir.icmp slt %k1, %c3 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_exit_to_outer_header, Unsupported (a block other than the latch exits to the enclosing loop's header: each copy would add a back edge to it)}}
  vir.cond_br %t, ^loop(%k1 : i32), ^done {vir.traits = [#vir.req<unroll, soft>]}
^done:
  vir.return
}

// -----

// A factor below the trip count asks for a partial unroll, which a loop
// with several exits does not get.
vir.func @no_factor_below_trip(%c: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%c0 : i32)
^loop(%k: i32):
  vir.cond_br %c, ^done, ^latch
^latch:
  %k1 = vir.add %k, %c1 : i32
  %t = vir.icmp slt %k1, %c8 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_factor_below_trip, Unsupported (a block other than the latch exits the loop: only a full unroll takes such a loop, and the request's factor is below the trip count)}}
  vir.cond_br %t, ^loop(%k1 : i32), ^done {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^done:
  vir.return
}

// -----

// More iterations than max-full-trip.
vir.func @no_long_trip(%c: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c100 = vir.constant 100 : i32
  vir.br ^loop(%c0 : i32)
^loop(%k: i32):
  vir.cond_br %c, ^done, ^latch
^latch:
  %k1 = vir.add %k, %c1 : i32
  %t = vir.icmp slt %k1, %c100 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_long_trip, TooLarge (the trip count is more than max-full-trip (32))}}
  vir.cond_br %t, ^loop(%k1 : i32), ^done {vir.traits = [#vir.req<unroll, soft>]}
^done:
  vir.return
}
