// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false' --split-input-file | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false ranges=false' --split-input-file | FileCheck %s --check-prefix=OFF
// `ranges` by interval arithmetic (ValueRanges): the intervals of chars
// widened to int flow through sub, mul, add and division, through a local
// slot whose every store has an interval, and through shifts, masks,
// remainders and selects. An operation whose bounds leave its type gets a
// range only when it is `nsw` (clamped to the type); a wrapping one gets
// none.

// OFF-NOT: #vir.range

// The alpha blend of two channels: (s * a + d * (255 - a)) / 255.
// CHECK-LABEL: vir.func @blend(
// CHECK: %[[A:.*]] = vir.load %[[SA:[^ ]*]] {{.*}}#vir.range<0, 255, origin = "vir-produce-traits">]} : i32
// CHECK: vir.sub %{{.*}}, %[[A]] nsw {vir.traits = [#vir.range<0, 255, origin = "vir-produce-traits">]} : i32
// CHECK: vir.load %{{.*}}#vir.range<0, 255, origin = "vir-produce-traits">]} : i32
// CHECK: vir.mul {{.*}} nsw {vir.traits = [#vir.range<0, 65025, origin = "vir-produce-traits">]} : i32
// CHECK: vir.mul {{.*}} nsw {vir.traits = [#vir.range<0, 65025, origin = "vir-produce-traits">]} : i32
// CHECK: vir.add {{.*}} nsw {vir.traits = [#vir.range<0, 130050, origin = "vir-produce-traits">]} : i32
// CHECK: vir.sdiv {{.*}} {vir.traits = [#vir.range<0, 510, origin = "vir-produce-traits">]} : i32
vir.func @blend(%s: i8, %d: i8, %alpha: i8) -> i32 {
  %c255 = vir.constant 255 : i32
  %sa = vir.alloca i32
  %sia = vir.alloca i32
  %a = vir.zext %alpha : i8 to i32
  vir.store %a, %sa : i32
  %la = vir.load %sa : i32
  %ia = vir.sub %c255, %la nsw : i32
  vir.store %ia, %sia : i32
  %lia = vir.load %sia : i32
  %s32 = vir.zext %s : i8 to i32
  %d32 = vir.zext %d : i8 to i32
  %p = vir.mul %s32, %la nsw : i32
  %q = vir.mul %d32, %lia nsw : i32
  %sum = vir.add %p, %q nsw : i32
  %r = vir.sdiv %sum, %c255 : i32
  vir.return %r : i32
}

// -----

// Signed values: a signed char minus 200, its quotient and remainder by
// negative and positive constants, shifts, masks, a select of two known
// values, a narrowing that fits and one that does not.
// CHECK-LABEL: vir.func @signed(
// CHECK: %[[C:.*]] = vir.sext %arg0 {vir.traits = [#vir.range<-128, 127, origin = "vir-produce-traits">]} : i8 to i32
// CHECK: %[[M:.*]] = vir.sub %[[C]], %{{.*}} {vir.traits = [#vir.range<-328, -73, origin = "vir-produce-traits">]} : i32
// CHECK: vir.sdiv %[[M]], %{{.*}} {vir.traits = [#vir.range<-82, -18, origin = "vir-produce-traits">]} : i32
// CHECK: vir.sdiv %[[M]], %{{.*}} {vir.traits = [#vir.range<18, 82, origin = "vir-produce-traits">]} : i32
// CHECK: vir.srem %[[M]], %{{.*}} {vir.traits = [#vir.range<-9, 0, origin = "vir-produce-traits">]} : i32
// CHECK: vir.srem %[[C]], %{{.*}} {vir.traits = [#vir.range<-9, 9, origin = "vir-produce-traits">]} : i32
// CHECK: vir.ashr %[[M]], %{{.*}} {vir.traits = [#vir.range<-21, -5, origin = "vir-produce-traits">]} : i32
// CHECK: vir.lshr %arg1, %{{.*}} {vir.traits = [#vir.range<0, 16777215, origin = "vir-produce-traits">]} : i32
// CHECK: vir.shl %[[C]], %{{.*}} {vir.traits = [#vir.range<-512, 508, origin = "vir-produce-traits">]} : i32
// CHECK: vir.udiv %arg1, %{{.*}} {vir.traits = [#vir.range<0, 429496729, origin = "vir-produce-traits">]} : i32
// CHECK: vir.select %arg2, {{.*}} {vir.traits = [#vir.range<-328, 127, origin = "vir-produce-traits">]} : i1, i32
// CHECK: vir.trunc %[[C]] {vir.traits = [#vir.range<-128, 127, origin = "vir-produce-traits">]} : i32 to i16
// CHECK: vir.trunc %[[M]] : i32 to i8
vir.func @signed(%b: i8, %x: i32, %f: i1) -> i32 {
  %c200 = vir.constant 200 : i32
  %c4 = vir.constant 4 : i32
  %cm4 = vir.constant -4 : i32
  %c10 = vir.constant 10 : i32
  %c2 = vir.constant 2 : i32
  %c8 = vir.constant 8 : i32
  %c = vir.sext %b : i8 to i32
  %m = vir.sub %c, %c200 : i32
  %q1 = vir.sdiv %m, %c4 : i32
  %q2 = vir.sdiv %m, %cm4 : i32
  %r1 = vir.srem %m, %c10 : i32
  %r2 = vir.srem %c, %c10 : i32
  %h = vir.ashr %m, %c4 : i32
  %l = vir.lshr %x, %c8 : i32
  %s = vir.shl %c, %c2 : i32
  %u = vir.udiv %x, %c10 : i32
  %sel = vir.select %f, %m, %c : i1, i32
  %t1 = vir.trunc %c : i32 to i16
  %t2 = vir.trunc %m : i32 to i8
  %e1 = vir.sext %t1 : i16 to i32
  %e2 = vir.sext %t2 : i8 to i32
  %a1 = vir.add %q1, %q2 : i32
  %a2 = vir.xor %a1, %r1 : i32
  %a3 = vir.xor %a2, %r2 : i32
  %a4 = vir.xor %a3, %h : i32
  %a5 = vir.xor %a4, %l : i32
  %a6 = vir.xor %a5, %s : i32
  %a7 = vir.xor %a6, %u : i32
  %a8 = vir.xor %a7, %sel : i32
  %a9 = vir.xor %a8, %e1 : i32
  %a10 = vir.xor %a9, %e2 : i32
  vir.return %a10 : i32
}

// -----

// Bounds beyond the type: `add nsw` of two non-negative ints is clamped to
// [0, max]; the same add without nsw may wrap and gets nothing, as does a
// product whose bounds leave the type. A slot one of whose stores has no
// interval has none either.
// CHECK-LABEL: vir.func @wrap(
// CHECK: %[[P:.*]] = vir.and %arg0, %{{.*}} {vir.traits = [#vir.range<0, 2147483647, origin = "vir-produce-traits">]} : i32
// CHECK: vir.add %[[P]], %[[P]] nsw {vir.traits = [#vir.range<0, 2147483647, origin = "vir-produce-traits">]} : i32
// CHECK: vir.add %[[P]], %[[P]] : i32
// CHECK: vir.mul %[[P]], %{{.*}} : i32
// CHECK: vir.load %{{.*}} : i32
vir.func @wrap(%x: i32, %y: i32) -> i32 {
  %max = vir.constant 2147483647 : i32
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %p = vir.and %x, %max : i32
  %s1 = vir.add %p, %p nsw : i32
  %s2 = vir.add %p, %p : i32
  %m = vir.mul %p, %c3 : i32
  %slot = vir.alloca i32
  vir.store %c7, %slot : i32
  vir.store %y, %slot : i32
  %v = vir.load %slot : i32
  %a = vir.add %s1, %s2 : i32
  %b = vir.add %a, %m : i32
  %c = vir.add %b, %v : i32
  vir.return %c : i32
}
