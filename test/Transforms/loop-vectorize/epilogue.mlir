// RUN: vct-mlir-opt --loop-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s
// RUN: vct-mlir-opt --loop-vectorize='epilogue-min-width=0' --split-input-file %s \
// RUN:   | FileCheck %s --check-prefix=OFF
// RUN: vct-mlir-opt --loop-vectorize --mlir-pass-statistics --mlir-pass-statistics-display=list %s 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=STATS

// Vector epilogues: a loop vectorized by 16 lanes or more leaves up to 15
// iterations to its scalar remainder, and a loop shorter than 16 runs
// there whole: the remainder gets a vector loop of 4 lanes first, with its
// own guard, and a scalar remainder of its own. The request's result is
// the main loop's.

// STATS: (S) 1 epilogues - Scalar remainders given a vector loop of their own
// STATS: (S) 2 loops-vectorized - Loops vectorized

// A loop of fewer than 4 iterations goes to the scalar loop after one
// test (LLVM's iter.check); the main guard follows in a block of its own,
// and the epilogue has its own guard after the main loop.
// CHECK-LABEL: vir.func @add_bytes(
// CHECK: %[[N:.*]] = vir.sub %arg3, %{{.*}} : i64
// CHECK: %[[SHORT:.*]] = vir.icmp uge %[[N]], %c4_i64 : i64
// CHECK: %[[ENOUGH:.*]] = vir.and %{{.*}}, %[[SHORT]] : i1
// CHECK-NEXT: vir.cond_br %[[ENOUGH]], ^[[MAIN:bb[0-9]+]], ^[[SCALAR:bb[0-9]+]](
// CHECK: ^[[MAIN]]:
// CHECK-NEXT: vir.icmp uge %[[N]], %c16_i64 : i64
// CHECK: vir.load %{{.*}} : vector<16xi8>
// CHECK: vir.store %{{.*}} : vector<16xi8>
// CHECK: vir.icmp uge %{{.*}}, %{{.*}} : i64
// CHECK: vir.load %{{.*}} : vector<4xi8>
// CHECK: vir.store %{{.*}} : vector<4xi8>
// The scalar loop, last.
// CHECK: ^[[SCALAR]](
// CHECK: vir.load %{{.*}} : i8
// OFF-LABEL: vir.func @add_bytes(
// OFF-NOT: vector<4xi8>
// OFF: vir.return
vir.func @add_bytes(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i8
  %pb = vir.gep inbounds %b[%i] : i8
  %x = vir.load %pa : i8
  %y = vir.load %pb : i8
  %s = vir.add %x, %y : i8
  %pd = vir.gep inbounds %d[%i] : i8
  vir.store %s, %pd : i8
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+3 {{VIR: loop-vectorize: vectorized by 16, interleaved by 1}}
  // expected-remark @+2 {{VIR: accepted vectorize on loop with back edge in @add_bytes}}
  // expected-remark @+1 {{VIR: loop-vectorize: its scalar remainder runs 4 lanes at a time first (a vector epilogue): cost}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Vectorized by 4 (i32 lanes): below 16, the remainder stays scalar.
// CHECK-LABEL: vir.func @add_words(
// CHECK: vir.load %{{.*}} : vector<4xi32>
// CHECK: vir.store %{{.*}} : vector<4xi32>
// CHECK-NOT: vector<
// CHECK: vir.return
vir.func @add_words(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %s = vir.add %x, %x : i32
  %pd = vir.gep inbounds %d[%i] : i32
  vir.store %s, %pd : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @+1 {{VIR: accepted vectorize on loop with back edge in @add_words}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
