// RUN: vct-mlir-opt --instcombine %s | FileCheck %s
// A signed division or remainder by a positive constant of a value the
// traits' ranges say is never negative is the unsigned one (LLVM's
// CorrelatedValuePropagation), which becomes a shift or a mask for a power
// of two; a signed remainder by 2^k whose own range is never negative is
// the mask (a negative dividend then leaves no remainder). Not without a
// range, with a stale one, with a divisor that is not a positive constant,
// or with only the srem's own range for a divisor that is no power of two.

// CHECK-LABEL: vir.func @by_dividend(
// CHECK-DAG: %[[C3:.*]] = vir.constant 3 : i32
// CHECK-DAG: %[[C7:.*]] = vir.constant 7 : i32
// CHECK-DAG: %[[C10:.*]] = vir.constant 10 : i32
// CHECK: %[[X:.*]] = vir.add %arg0, %arg1 nsw {vir.traits = [#vir.range<0, 1000>]} : i32
// CHECK-NEXT: %[[D:.*]] = vir.lshr %[[X]], %[[C3]] exact : i32
// CHECK-NEXT: %[[R:.*]] = vir.and %[[X]], %[[C7]] : i32
// CHECK-NEXT: %[[Q:.*]] = vir.udiv %[[X]], %[[C10]] : i32
// CHECK-NEXT: %[[M:.*]] = vir.urem %[[X]], %[[C10]] : i32
vir.func @by_dividend(%a: i32, %b: i32) -> i32 {
  %c8 = vir.constant 8 : i32
  %c10 = vir.constant 10 : i32
  %x = vir.add %a, %b nsw {vir.traits = [#vir.range<0, 1000>]} : i32
  %d = vir.sdiv %x, %c8 exact : i32
  %r = vir.srem %x, %c8 : i32
  %q = vir.sdiv %x, %c10 : i32
  %m = vir.srem %x, %c10 : i32
  %s1 = vir.add %d, %r : i32
  %s2 = vir.add %s1, %q : i32
  %s3 = vir.add %s2, %m : i32
  vir.return %s3 : i32
}

// CHECK-LABEL: vir.func @by_own_range(
// CHECK: vir.and %arg0, %{{.*}} : i32
// CHECK: vir.srem %arg0, %{{.*}} {vir.traits = [#vir.range<0, 9>]} : i32
vir.func @by_own_range(%i: i32) -> i32 {
  %c8 = vir.constant 8 : i32
  %c10 = vir.constant 10 : i32
  %r = vir.srem %i, %c8 {vir.traits = [#vir.range<0, 7>]} : i32
  %m = vir.srem %i, %c10 {vir.traits = [#vir.range<0, 9>]} : i32
  %s = vir.add %r, %m : i32
  vir.return %s : i32
}

// CHECK-LABEL: vir.func @no_fact(
// CHECK: vir.sdiv %arg0, %{{.*}} : i32
// CHECK: vir.srem %arg0, %{{.*}} : i32
// CHECK: vir.sdiv %[[X:.*]], %{{.*}} : i32
// CHECK: vir.srem %[[X]], %arg1 : i32
// CHECK: vir.srem %[[X]], %{{.*}} : i32
// CHECK: vir.srem %arg0, %{{.*}} {vir.traits = [#vir.range<-7, 7>]} : i32
vir.func @no_fact(%i: i32, %n: i32) -> i32 attributes {epoch = 2} {
  %c8 = vir.constant 8 : i32
  %cm8 = vir.constant -8 : i32
  %d = vir.sdiv %i, %c8 : i32
  %r = vir.srem %i, %c8 : i32
  // A stale range says nothing.
  %x = vir.add %i, %n nsw {vir.traits = [#vir.range<0, 1000, epoch = 1>]} : i32
  %e = vir.sdiv %x, %c8 : i32
  %f = vir.srem %x, %n : i32
  %g = vir.srem %x, %cm8 : i32
  %h = vir.srem %i, %c8 {vir.traits = [#vir.range<-7, 7>]} : i32
  %s1 = vir.add %d, %r : i32
  %s2 = vir.add %s1, %e : i32
  %s3 = vir.add %s2, %f : i32
  %s4 = vir.add %s3, %g : i32
  %s5 = vir.add %s4, %h : i32
  vir.return %s5 : i32
}

// The unsigned division keeps the signed one's range: the clamp's test for
// a negative quotient still folds, its test against 255 (which the range
// does not decide) stays.
// CHECK-LABEL: vir.func @keeps_range(
// CHECK: %[[Q:.*]] = vir.udiv %{{.*}}, %{{.*}} {vir.traits = [#vir.range<0, 510>]} : i32
// CHECK-NOT: vir.icmp slt
// CHECK: vir.icmp ugt %[[Q]]
vir.func @keeps_range(%a: i32, %b: i32) -> i1 {
  %c0 = vir.constant 0 : i32
  %c255 = vir.constant 255 : i32
  %x = vir.add %a, %b nsw {vir.traits = [#vir.range<0, 130050>]} : i32
  %q = vir.sdiv %x, %c255 {vir.traits = [#vir.range<0, 510>]} : i32
  %neg = vir.icmp slt %q, %c0 : i32
  %big = vir.icmp sgt %q, %c255 : i32
  %r = vir.or %neg, %big : i1
  vir.return %r : i1
}
