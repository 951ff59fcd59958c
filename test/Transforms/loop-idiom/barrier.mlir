// RUN: vct-mlir-opt --loop-idiom --remarks -verify-diagnostics %s | FileCheck %s

// Region barriers (O-36, O-37): a loop whose block holds a
// vir.opaque_region is not the idiom (nothing else than the search may be
// in the loop), and a loop inside a region is not among the function's
// loops: both stay, silently, while the same loop outside any region
// becomes a call.

module attributes {vir.hosted} {

// CHECK-LABEL: vir.func @region_in_loop(
// CHECK: vir.load %{{.*}} : i8
// CHECK: vir.opaque_region
// CHECK-NOT: vir.call @strlen
vir.func @region_in_loop(%s: !vir.ptr, %x: i32) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    vir.yield %y : i32
  }
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%n: i64):
  vir.return %n : i64
}

// CHECK-LABEL: vir.func @loop_in_region(
// CHECK: vir.opaque_region
// CHECK: vir.load %{{.*}} : i8
// CHECK: vir.cond_br
// CHECK: vir.yield
// CHECK-NOT: vir.call @strlen
vir.func @loop_in_region(%s: !vir.ptr) -> i64 {
  %r = vir.opaque_region(%s : !vir.ptr) -> (i64) {
  ^bb0(%p: !vir.ptr):
    %c0 = vir.constant 0 : i64
    %c1 = vir.constant 1 : i64
    %z = vir.constant 0 : i8
    vir.br ^loop(%c0 : i64)
  ^loop(%i: i64):
    %a = vir.gep %p[%i] : i8
    %b = vir.load %a : i8
    %i1 = vir.add %i, %c1 : i64
    %t = vir.icmp ne %b, %z : i8
    vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64) {vir.traits = [#vir.req<vectorize, soft>]}
  ^exit(%n: i64):
    vir.yield %n : i64
  }
  vir.return %r : i64
}

// The same loop beside a region (before the loop, not in it) is replaced.
// CHECK-LABEL: vir.func @region_before_loop(
// CHECK: vir.opaque_region
// CHECK: vir.call @strlen(
// CHECK-NOT: vir.load
// CHECK: vir.return
vir.func @region_before_loop(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  %q = vir.opaque_region(%s : !vir.ptr) -> (!vir.ptr) {
  ^bb0(%p: !vir.ptr):
    vir.yield %p : !vir.ptr
  }
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %q[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searching for a NUL byte became a call to strlen}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%n: i64):
  vir.return %n : i64
}

// The same for a bit-serial loop: one holding a region is not a map of
// its state, one inside a region is not among the function's loops.
// CHECK-LABEL: vir.func @crc_region_in_loop(
// CHECK: vir.opaque_region
// CHECK: vir.cond_br
// CHECK-NOT: vir.addressof
vir.func @crc_region_in_loop(%crc: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %poly = vir.constant -306674912 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%crc, %c0 : i32, i32)
^loop(%c: i32, %i: i32):
  %bit = vir.and %c, %one : i32
  %set = vir.icmp ne %bit, %zero : i32
  %half = vir.lshr %c, %one : i32
  %y = vir.opaque_region(%half : i32) -> (i32) {
  ^bb0(%h: i32):
    vir.yield %h : i32
  }
  %x = vir.xor %y, %poly : i32
  %n = vir.select %set, %x, %y : i1, i32
  %i1 = vir.add %i, %one nsw : i32
  %more = vir.icmp slt %i1, %c8 : i32
  vir.cond_br %more, ^loop(%n, %i1 : i32, i32), ^exit(%n : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @crc_loop_in_region(
// CHECK: vir.opaque_region
// CHECK: vir.select
// CHECK: vir.cond_br
// CHECK: vir.yield
// CHECK-NOT: vir.addressof
vir.func @crc_loop_in_region(%arg: i32) -> i32 {
  %r = vir.opaque_region(%arg : i32) -> (i32) {
  ^bb0(%crc: i32):
  %c0 = vir.constant 0 : i32
    %one = vir.constant 1 : i32
    %zero = vir.constant 0 : i32
    %poly = vir.constant -306674912 : i32
    %c8 = vir.constant 8 : i32
    vir.br ^loop(%crc, %c0 : i32, i32)
  ^loop(%c: i32, %i: i32):
    %bit = vir.and %c, %one : i32
    %set = vir.icmp ne %bit, %zero : i32
    %half = vir.lshr %c, %one : i32
    %x = vir.xor %half, %poly : i32
    %n = vir.select %set, %x, %half : i1, i32
    %i1 = vir.add %i, %one nsw : i32
    %more = vir.icmp slt %i1, %c8 : i32
    vir.cond_br %more, ^loop(%n, %i1 : i32, i32), ^exit(%n : i32)
  ^exit(%e: i32):
    vir.yield %e : i32
  }
  vir.return %r : i32
}
}
