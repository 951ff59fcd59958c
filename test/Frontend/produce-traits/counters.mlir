// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false' --split-input-file | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false ranges=false' --split-input-file | FileCheck %s --check-prefix=OFF
// `ranges` on counters: a slot that is only loaded and stored to whole,
// each store storing a non-negative constant or `add nsw` of a load of the
// slot and a non-negative constant (an `int i` counting up from 0), only
// ever holds non-negative values. Its loads get `#vir.range<0, max>`, and
// the values computed from them that stay once mem2reg has replaced the
// loads get theirs by interval arithmetic: `add nsw` of it and 2 is in
// [2, max], `mul nsw` of two non-negative values in [0, max], `srem` by a
// positive constant in [0, C-1] and `sdiv` by one in [lo / C, max / C].

// OFF-NOT: #vir.range

// CHECK-LABEL: vir.func @counter(
// CHECK: %[[I:.*]] = vir.load %[[SLOT:[^ ]*]] {{.*}}#vir.range<0, 2147483647, origin = "vir-produce-traits">]} : i32
// CHECK: vir.srem %[[I]], %{{.*}} {vir.traits = [#vir.range<0, 7, origin = "vir-produce-traits">]} : i32
// CHECK: %[[J:.*]] = vir.load %[[SLOT]] {{.*}}#vir.range<0, 2147483647, origin = "vir-produce-traits">]} : i32
// CHECK: %[[S:.*]] = vir.add %[[J]], %{{.*}} nsw {vir.traits = [#vir.range<2, 2147483647, origin = "vir-produce-traits">]} : i32
// CHECK: vir.sdiv %[[S]], %{{.*}} {vir.traits = [#vir.range<1, 1073741823, origin = "vir-produce-traits">]} : i32
// CHECK: vir.mul %[[J]], %[[J]] nsw {vir.traits = [#vir.range<0, 2147483647, origin = "vir-produce-traits">]} : i32
// A divisor that is not a positive constant, and an add that may wrap.
// CHECK: vir.srem %[[J]], %arg0 : i32
// CHECK: vir.add %[[J]], %arg0 : i32
// CHECK: vir.add %[[J]], %{{.*}} nsw {vir.traits = [#vir.range<1, 2147483647, origin = "vir-produce-traits">]} : i32
vir.func @counter(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c8 = vir.constant 8 : i32
  %i = vir.alloca i32
  vir.store %c0, %i : i32
  vir.br ^loop
^loop:
  %v = vir.load %i : i32
  %r = vir.srem %v, %c8 : i32
  %w = vir.load %i : i32
  %s = vir.add %w, %c2 nsw : i32
  %d = vir.sdiv %s, %c2 : i32
  %m = vir.mul %w, %w nsw : i32
  %x = vir.srem %w, %n : i32
  %y = vir.add %w, %n : i32
  %next = vir.add %w, %c1 nsw : i32
  vir.store %next, %i : i32
  %more = vir.icmp slt %next, %n : i32
  vir.cond_br %more, ^loop, ^exit
^exit:
  vir.return %r : i32
}

// -----

// Not counters: a slot that is also stored a negative constant, one
// counting down, one stored an `add` without nsw, one whose address is
// passed on: their loads get no range of a counter (the first, stored 0
// and -1, holds [-1, 0]).
// CHECK-LABEL: vir.func @not_counters(
// CHECK-NOT: #vir.range<0, 2147483647
// CHECK: vir.return
vir.func private @use(!vir.ptr)
vir.func @not_counters(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %cm1 = vir.constant -1 : i32
  %a = vir.alloca i32
  %b = vir.alloca i32
  %c = vir.alloca i32
  %d = vir.alloca i32
  vir.store %c0, %a : i32
  vir.store %cm1, %a : i32
  vir.store %n, %b : i32
  %bv = vir.load %b : i32
  %bd = vir.add %bv, %cm1 nsw : i32
  vir.store %bd, %b : i32
  vir.store %c0, %c : i32
  %cv = vir.load %c : i32
  %ci = vir.add %cv, %c1 : i32
  vir.store %ci, %c : i32
  vir.store %c0, %d : i32
  vir.call @use(%d) : (!vir.ptr) -> ()
  %av = vir.load %a : i32
  %dv = vir.load %d : i32
  %s1 = vir.add %av, %bd : i32
  %s2 = vir.add %s1, %ci : i32
  %s3 = vir.add %s2, %dv : i32
  vir.return %s3 : i32
}
