// A loop holding a region barrier is not interleaved (O-36, O-38), with a
// remark at the barrier; a stale interleave request is ignored with a
// remark (O-12); a stale `range` of a reduction operation goes, and so does
// a valid one (the copies compute partial sums, not the sequential ones),
// while a valid fact of another operation is kept in the copies.
// RUN: vct-mlir-opt --loop-interleave --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier
// CHECK: vir.opaque_region
// CHECK-NOT: vir.urem
vir.func @barrier(%a: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  // expected-remark @below {{VIR: loop-interleave: loop contains a vir.opaque_region; not interleaved}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied interleave on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; no code is copied across a region barrier)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<interleave, soft>]}
^exit:
  vir.return %s1 : i32
}

// -----

// CHECK-LABEL: vir.func @stale_request
// CHECK-NOT: vir.urem
vir.func @stale_request(%n: i32) -> i32 attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: loop-interleave: ignored stale interleave request (stamped at epoch 1, the function is at 2)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<interleave, strong, epoch = 1>]}
^exit:
  vir.return %s1 : i32
}

// -----

// CHECK-LABEL: vir.func @facts
// The prologue runs the sequential sums: its copy keeps the sum's range
// and nsw. The loop's copies of the load keep its valid range (the stale
// assume stays only on the original, where it is ignored); the split sums
// lose their ranges and nsw.
// CHECK: vir.load %{{.*}} {vir.traits = [#vir.range<0, 7, epoch = 2>]} : i32
// CHECK-NEXT: vir.add %{{.*}}, %{{.*}} nsw {vir.traits = [#vir.range<0, 100, epoch = 2>]} : i32
// CHECK: vir.load %{{.*}} {vir.traits = [#vir.range<0, 7, epoch = 2>, #vir.assume<ne, 5, epoch = 1>]} : i32
// CHECK-NEXT: vir.add %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK: vir.load %{{.*}} {vir.traits = [#vir.range<0, 7, epoch = 2>]} : i32
// CHECK-NEXT: vir.add %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NOT: nsw
// CHECK: vir.return
vir.func @facts(%p: !vir.ptr, %n: i32) -> i32 attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %v = vir.load %p {vir.traits = [#vir.range<0, 7, epoch = 2>, #vir.assume<ne, 5, epoch = 1>]} : i32
  %s1 = vir.add %s, %v nsw {vir.traits = [#vir.range<0, 100, epoch = 2>]} : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted interleave}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<interleave, soft, epoch = 2>]}
^exit:
  vir.return %s1 : i32
}
