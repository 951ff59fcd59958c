// RUN: vct-mlir-opt --instcombine --split-input-file %s | FileCheck %s
// The three-way comparison (a > b) - (a < b) is -1, 0 or 1; compared with
// a constant it is one compare of a and b (LLVM's scmp/ucmp folds), also
// when it reaches the compare through a block argument whose incoming
// values are all three-way comparisons or constants (the comparator that
// breaks ties on a second key). Not when the two compares read different
// operands or mix signed and unsigned orders, not for an i1 difference,
// and not through an argument read by anything else.

// CHECK-LABEL: vir.func @direct(
// CHECK-DAG: %[[LT:.*]] = vir.icmp slt %arg0, %arg1 : i32
// CHECK-DAG: %[[EQ:.*]] = vir.icmp eq %arg0, %arg1 : i32
// CHECK-DAG: %[[GE:.*]] = vir.icmp sge %arg0, %arg1 : i32
// CHECK-DAG: %[[NE:.*]] = vir.icmp ne %arg0, %arg1 : i32
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK: vir.call @use5(%[[LT]], %[[EQ]], %[[GE]], %[[NE]], %[[T]])
vir.func private @use5(i1, i1, i1, i1, i1)
vir.func @direct(%a: i32, %b: i32) {
  %gt = vir.icmp sgt %a, %b : i32
  %lt = vir.icmp slt %a, %b : i32
  %x = vir.zext %gt : i1 to i32
  %y = vir.zext %lt : i1 to i32
  %c = vir.sub %x, %y nsw : i32
  %c0 = vir.constant 0 : i32
  %cm1 = vir.constant -1 : i32
  %c5 = vir.constant 5 : i32
  %r1 = vir.icmp slt %c, %c0 : i32
  %r2 = vir.icmp eq %c, %c0 : i32
  %r3 = vir.icmp sgt %c, %cm1 : i32
  %r4 = vir.icmp ne %c, %c0 : i32
  %r5 = vir.icmp slt %c, %c5 : i32
  vir.call @use5(%r1, %r2, %r3, %r4, %r5) : (i1, i1, i1, i1, i1) -> ()
  vir.return
}

// -----

// Unsigned, written with the operands of `<` swapped: b > a is a < b.
// CHECK-LABEL: vir.func @unsigned_swapped(
// CHECK: %[[R:.*]] = vir.icmp ugt %arg0, %arg1 : i64
// CHECK: vir.return %[[R]] : i1
vir.func @unsigned_swapped(%a: i64, %b: i64) -> i1 {
  %gt = vir.icmp ugt %a, %b : i64
  %lt = vir.icmp ugt %b, %a : i64
  %x = vir.zext %gt : i1 to i8
  %y = vir.zext %lt : i1 to i8
  %c = vir.sub %x, %y : i8
  %one = vir.constant 1 : i8
  %r = vir.icmp eq %c, %one : i8
  vir.return %r : i1
}

// -----

// Through a block argument: c = cmp(a1, b1); if (c == 0) c = cmp(a2, b2);
// return c < 0. The compare moves onto both edges and folds there.
// CHECK-LABEL: vir.func @tie_break(
// CHECK: %[[EQ:.*]] = vir.icmp eq %arg0, %arg1 : i32
// CHECK-NEXT: %[[T1:.*]] = vir.icmp slt %arg0, %arg1 : i32
// CHECK-NEXT: vir.cond_br %[[EQ]], ^bb1, ^[[J:bb[0-9]+]](%{{.*}}, %[[T1]] : i32, i1)
// CHECK: vir.sub
// CHECK-NEXT: %[[T2:.*]] = vir.icmp slt %arg2, %arg3 : i32
// CHECK: vir.br ^[[J]](%{{.*}}, %[[T2]] : i32, i1)
// CHECK: ^[[J]](%{{.*}}: i32, %[[T:.*]]: i1):
// CHECK-NEXT: vir.return %[[T]] : i1
vir.func @tie_break(%a1: i32, %b1: i32, %a2: i32, %b2: i32) -> i1 {
  %gt1 = vir.icmp sgt %a1, %b1 : i32
  %lt1 = vir.icmp slt %a1, %b1 : i32
  %x1 = vir.zext %gt1 : i1 to i32
  %y1 = vir.zext %lt1 : i1 to i32
  %c1 = vir.sub %x1, %y1 nsw : i32
  %c0 = vir.constant 0 : i32
  %tie = vir.icmp eq %c1, %c0 : i32
  vir.cond_br %tie, ^second, ^join(%c1 : i32)
^second:
  %gt2 = vir.icmp sgt %a2, %b2 : i32
  %lt2 = vir.icmp slt %a2, %b2 : i32
  %x2 = vir.zext %gt2 : i1 to i32
  %y2 = vir.zext %lt2 : i1 to i32
  %c2 = vir.sub %x2, %y2 nsw : i32
  vir.br ^join(%c2 : i32)
^join(%c: i32):
  %r = vir.icmp slt %c, %c0 : i32
  vir.return %r : i1
}

// -----

// Refused: the two compares read different operands, or mix orders.
// CHECK-LABEL: vir.func @refused(
// CHECK: %[[C1:.*]] = vir.sub
// CHECK: %[[C2:.*]] = vir.sub
// CHECK: vir.icmp slt %[[C1]]
// CHECK: vir.icmp slt %[[C2]]
vir.func @refused(%a: i32, %b: i32, %d: i32) -> (i1, i1) {
  %gt = vir.icmp sgt %a, %b : i32
  %lt = vir.icmp slt %a, %d : i32
  %x = vir.zext %gt : i1 to i32
  %y = vir.zext %lt : i1 to i32
  %c1 = vir.sub %x, %y : i32
  %ult = vir.icmp ult %a, %b : i32
  %z = vir.zext %ult : i1 to i32
  %c2 = vir.sub %x, %z : i32
  %c0 = vir.constant 0 : i32
  %r1 = vir.icmp slt %c1, %c0 : i32
  %r2 = vir.icmp slt %c2, %c0 : i32
  vir.return %r1, %r2 : i1, i1
}

// -----

// Refused: the argument is also returned, so the three-way value stays.
// CHECK-LABEL: vir.func @argument_used_twice(
// CHECK: ^bb1(%[[C:.*]]: i32):
// CHECK: vir.icmp slt %[[C]]
vir.func @argument_used_twice(%a: i32, %b: i32, %p: i1) -> (i1, i32) {
  %gt = vir.icmp sgt %a, %b : i32
  %lt = vir.icmp slt %a, %b : i32
  %x = vir.zext %gt : i1 to i32
  %y = vir.zext %lt : i1 to i32
  %c1 = vir.sub %x, %y : i32
  %c7 = vir.constant 7 : i32
  vir.cond_br %p, ^join(%c1 : i32), ^join(%c7 : i32)
^join(%c: i32):
  %c0 = vir.constant 0 : i32
  %r = vir.icmp slt %c, %c0 : i32
  vir.return %r, %c : i1, i32
}

// -----

// Extensions of i1 on every edge (an inlined `return a < b;` from several
// returns, or `return 0;`), tested against 0: the test moves onto the
// edges, where each copy is the i1 itself, and the i32 argument is left
// unused.
// CHECK-LABEL: vir.func @extended_bools(
// CHECK: %[[FALSE:.*]] = vir.constant false
// CHECK: %[[LT:.*]] = vir.icmp ult %arg0, %arg1 : i32
// CHECK: vir.br ^[[J:bb[0-9]+]](%{{.*}}, %[[LT]] : i32, i1)
// CHECK: vir.cond_br %arg3, ^{{bb[0-9]+}}, ^[[J]](%{{.*}}, %[[FALSE]] : i32, i1)
// CHECK: %[[GT:.*]] = vir.icmp sgt %arg0, %arg1 : i32
// CHECK: vir.br ^[[J]](%{{.*}}, %[[GT]] : i32, i1)
// CHECK: ^[[J]](%{{.*}}: i32, %[[T:.*]]: i1):
// CHECK-NEXT: vir.return %[[T]] : i1
vir.func @extended_bools(%a: i32, %b: i32, %p: i1, %q: i1) -> i1 {
  %c0 = vir.constant 0 : i32
  vir.cond_br %p, ^x, ^y
^x:
  %lt = vir.icmp ult %a, %b : i32
  %lz = vir.zext %lt : i1 to i32
  vir.br ^join(%lz : i32)
^y:
  vir.cond_br %q, ^z, ^join(%c0 : i32)
^z:
  %gt = vir.icmp sgt %a, %b : i32
  %gz = vir.zext %gt : i1 to i32
  vir.br ^join(%gz : i32)
^join(%r: i32):
  %t = vir.icmp ne %r, %c0 : i32
  vir.return %t : i1
}

// -----

// Refused: an extension also read elsewhere would stay beside the copy.
// CHECK-LABEL: vir.func @extension_used_twice(
// CHECK: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: vir.icmp ne %[[R]]
vir.func @extension_used_twice(%a: i32, %b: i32, %p: i1, %m: !vir.ptr) -> i1 {
  %c0 = vir.constant 0 : i32
  vir.cond_br %p, ^x, ^y
^x:
  %lt = vir.icmp ult %a, %b : i32
  %lz = vir.zext %lt : i1 to i32
  vir.store %lz, %m : i32
  vir.br ^join(%lz : i32)
^y:
  %gt = vir.icmp sgt %a, %b : i32
  %gz = vir.zext %gt : i1 to i32
  vir.br ^join(%gz : i32)
^join(%r: i32):
  %t = vir.icmp ne %r, %c0 : i32
  vir.return %t : i1
}
