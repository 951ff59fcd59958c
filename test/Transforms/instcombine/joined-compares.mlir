// RUN: vct-mlir-opt --instcombine %s | FileCheck %s
// Running the pass again changes nothing:
// RUN: vct-mlir-opt --instcombine %s | vct-mlir-opt --instcombine | FileCheck %s

// Two compares of one value with constants, joined by and/or or their
// select forms, are one compare when the values they accept form one
// range; the traits' range of the value may decide the result.

// CHECK-LABEL: vir.func @digit(
// CHECK-SAME: %[[C:[^:]*]]: i8
// CHECK-NEXT: %[[OFF:.*]] = vir.constant -48 : i8
// CHECK-NEXT: %[[TEN:.*]] = vir.constant 10 : i8
// CHECK-NEXT: %[[A:.*]] = vir.add %[[C]], %[[OFF]] : i8
// CHECK-NEXT: %[[R:.*]] = vir.icmp ult %[[A]], %[[TEN]] : i8
// CHECK-NEXT: vir.return %[[R]]
vir.func @digit(%c: i8) -> i1 {
  %c47 = vir.constant 47 : i8
  %c58 = vir.constant 58 : i8
  %a = vir.icmp sgt %c, %c47 : i8
  %b = vir.icmp slt %c, %c58 : i8
  %r = vir.and %a, %b : i1
  vir.return %r : i1
}

// `c < 'a' || c > 'z'` as a select: outside [97, 122].
// CHECK-LABEL: vir.func @outside(
// CHECK: %[[A:.*]] = vir.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp ult %[[A]], %{{.*}} : i32
// CHECK-NEXT: vir.return %[[R]]
vir.func @outside(%c: i32) -> i1 {
  %ca = vir.constant 97 : i32
  %cz = vir.constant 122 : i32
  %a = vir.icmp slt %c, %ca : i32
  %b = vir.icmp sgt %c, %cz : i32
  %t = vir.constant true
  %r = vir.select %a, %t, %b : i1, i1
  vir.return %r : i1
}

// One range inside the other: the tighter compare alone.
// CHECK-LABEL: vir.func @tighter(
// CHECK-NEXT: %[[C5:.*]] = vir.constant 5 : i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp sgt %{{.*}}, %[[C5]] : i32
// CHECK-NEXT: vir.return %[[R]]
vir.func @tighter(%x: i32) -> i1 {
  %c5 = vir.constant 5 : i32
  %c3 = vir.constant 3 : i32
  %a = vir.icmp sgt %x, %c5 : i32
  %b = vir.icmp sgt %x, %c3 : i32
  %f = vir.constant false
  %r = vir.select %a, %b, %f : i1, i1
  vir.return %r : i1
}

// Disjoint ranges: false; two neighbouring constants: one range.
// CHECK-LABEL: vir.func @empty(
// CHECK-NEXT: %[[F:.*]] = vir.constant false
// CHECK-NEXT: vir.return %[[F]]
vir.func @empty(%x: i32) -> i1 {
  %c5 = vir.constant 5 : i32
  %c7 = vir.constant 7 : i32
  %a = vir.icmp slt %x, %c5 : i32
  %b = vir.icmp sgt %x, %c7 : i32
  %r = vir.and %a, %b : i1
  vir.return %r : i1
}
// CHECK-LABEL: vir.func @neighbours(
// CHECK: vir.add
// CHECK-NEXT: vir.icmp ult
vir.func @neighbours(%x: i32) -> i1 {
  %c5 = vir.constant 5 : i32
  %c6 = vir.constant 6 : i32
  %a = vir.icmp eq %x, %c5 : i32
  %b = vir.icmp eq %x, %c6 : i32
  %r = vir.or %a, %b : i1
  vir.return %r : i1
}

// A range test the traits decide: x is in [0, 255], inside the test's
// [-128, 255]; the same test with the fact stale (epoch 0 against the
// function's 1) stays.
// CHECK-LABEL: vir.func @decided(
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: vir.return %[[T]]
vir.func @decided(%x: i32 {vir.traits = [#vir.range<0, 255>]}) -> i1 {
  %c128 = vir.constant 128 : i32
  %c384 = vir.constant 384 : i32
  %a = vir.add %x, %c128 : i32
  %r = vir.icmp ult %a, %c384 : i32
  vir.return %r : i1
}
// CHECK-LABEL: vir.func @stale(
// CHECK: vir.icmp ult
vir.func @stale(%x: i32 {vir.traits = [#vir.range<0, 255>]}) -> i1 attributes {epoch = 1} {
  %c128 = vir.constant 128 : i32
  %c384 = vir.constant 384 : i32
  %a = vir.add %x, %c128 : i32
  %r = vir.icmp ult %a, %c384 : i32
  vir.return %r : i1
}

// Kept: a gap between the constants (two pieces); two values; compares
// that other users keep alive, when the join needs an add; vectors.
// CHECK-LABEL: vir.func @kept(
// CHECK-COUNT-5: vir.icmp {{.*}} : i32
// CHECK-COUNT-2: vir.icmp {{.*}} : vector<4xi32>
// CHECK-NOT: vir.icmp
vir.func @kept(%x: i32, %y: i32, %v: vector<4xi32>, %p: !vir.ptr) {
  %c5 = vir.constant 5 : i32
  %c7 = vir.constant 7 : i32
  %a = vir.icmp eq %x, %c5 : i32
  %b = vir.icmp eq %x, %c7 : i32
  %gap = vir.or %a, %b : i1
  %c = vir.icmp sgt %x, %c5 : i32
  %d = vir.icmp slt %y, %c7 : i32
  %two = vir.and %c, %d : i1
  %c9 = vir.constant 9 : i32
  %e = vir.icmp slt %x, %c9 : i32
  %alive = vir.and %c, %e : i1
  %v5 = vir.constant dense<5> : vector<4xi32>
  %v7 = vir.constant dense<7> : vector<4xi32>
  %va = vir.icmp sgt %v, %v5 : vector<4xi32>
  %vb = vir.icmp slt %v, %v7 : vector<4xi32>
  %vr = vir.and %va, %vb : vector<4xi1>
  vir.store volatile %gap, %p align 1 : i1
  vir.store volatile %two, %p align 1 : i1
  vir.store volatile %alive, %p align 1 : i1
  vir.store volatile %c, %p align 1 : i1
  vir.store volatile %e, %p align 1 : i1
  vir.store volatile %vr, %p align 1 : vector<4xi1>
  vir.return
}
