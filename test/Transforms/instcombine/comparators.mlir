// RUN: vct-mlir-opt --instcombine --split-input-file %s | FileCheck %s
// What an inlined comparator leaves: a select between constants compared
// with a constant is its condition, its negation or a constant; a
// difference compared with zero is a compare of its operands when it
// cannot wrap (nsw; eq and ne always); through a block argument whose
// incoming values are such selects and differences the compare moves onto
// the edges. A select on an i1 argument whose incoming values are
// constants takes the arms on the edges. Not for a difference that may
// wrap, nor a select with two computed incoming conditions.

// CHECK-LABEL: vir.func @select_of_constants(
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[GE:.*]] = vir.icmp sge %arg0, %arg1 : i32
// CHECK-DAG: %[[LT:.*]] = vir.icmp slt %arg0, %arg1 : i32
// CHECK: vir.call @use3(%[[GE]], %[[LT]], %[[T]])
vir.func private @use3(i1, i1, i1)
vir.func @select_of_constants(%a: i32, %b: i32) {
  %lt = vir.icmp slt %a, %b : i32
  %m1 = vir.constant -1 : i32
  %p1 = vir.constant 1 : i32
  %c0 = vir.constant 0 : i32
  %c5 = vir.constant 5 : i32
  %s = vir.select %lt, %m1, %p1 : i1, i32
  %r1 = vir.icmp sgt %s, %c0 : i32
  %r2 = vir.icmp slt %s, %c0 : i32
  %r3 = vir.icmp slt %s, %c5 : i32
  vir.call @use3(%r1, %r2, %r3) : (i1, i1, i1) -> ()
  vir.return
}

// -----

// sub nsw against 0, and the strict forms of >= 0 and <= 0; eq without nsw
// (each difference read by its compare alone).
// CHECK-LABEL: vir.func @difference(
// CHECK-DAG: %[[GT:.*]] = vir.icmp sgt %arg0, %arg1 : i32
// CHECK-DAG: %[[GE:.*]] = vir.icmp sge %arg0, %arg1 : i32
// CHECK-DAG: %[[LE:.*]] = vir.icmp sle %arg0, %arg1 : i32
// CHECK-DAG: %[[EQ:.*]] = vir.icmp eq %arg0, %arg1 : i32
// CHECK: vir.call @use4(%[[GT]], %[[GE]], %[[LE]], %[[EQ]])
vir.func private @use4(i1, i1, i1, i1)
vir.func @difference(%a: i32, %b: i32) {
  %d1 = vir.sub %a, %b nsw : i32
  %d2 = vir.sub %a, %b nsw : i32
  %d3 = vir.sub %a, %b nsw : i32
  %w = vir.sub %a, %b : i32
  %c0 = vir.constant 0 : i32
  %m1 = vir.constant -1 : i32
  %p1 = vir.constant 1 : i32
  %r1 = vir.icmp sgt %d1, %c0 : i32
  %r2 = vir.icmp sgt %d2, %m1 : i32
  %r3 = vir.icmp slt %d3, %p1 : i32
  %r4 = vir.icmp eq %w, %c0 : i32
  vir.call @use4(%r1, %r2, %r3, %r4) : (i1, i1, i1, i1) -> ()
  vir.return
}

// -----

// A difference that may wrap is not an order of its operands.
// CHECK-LABEL: vir.func @difference_may_wrap(
// CHECK: %[[D:.*]] = vir.sub %arg0, %arg1 : i32
// CHECK: vir.icmp sgt %[[D]], %{{.*}} : i32
vir.func @difference_may_wrap(%a: i32, %b: i32) -> i1 {
  %d = vir.sub %a, %b : i32
  %c0 = vir.constant 0 : i32
  %r = vir.icmp sgt %d, %c0 : i32
  vir.return %r : i1
}

// -----

// A difference read only by compares it folds into (`c < 0 || c == 0` of
// an inlined cross product) dies: each compare reads a and b (and the or
// of the two is one compare).
// CHECK-LABEL: vir.func @difference_read_by_compares(
// CHECK-NEXT: %[[LE:.*]] = vir.icmp sle %arg0, %arg1 : i64
// CHECK-NEXT: vir.return %[[LE]] : i1
vir.func @difference_read_by_compares(%a: i64, %b: i64) -> i1 {
  %d = vir.sub %a, %b nsw : i64
  %c0 = vir.constant 0 : i64
  %lt = vir.icmp slt %d, %c0 : i64
  %eq = vir.icmp eq %d, %c0 : i64
  %r = vir.or %lt, %eq : i1
  vir.return %r : i1
}

// -----

// One reader that is not a compare of it keeps the difference and its
// compares.
// CHECK-LABEL: vir.func @difference_also_used(
// CHECK: %[[D:.*]] = vir.sub %arg0, %arg1 nsw : i64
// CHECK-DAG: vir.icmp slt %[[D]], %{{.*}} : i64
// CHECK-DAG: vir.icmp eq %[[D]], %{{.*}} : i64
vir.func private @use_all(i1, i1, i64)
vir.func @difference_also_used(%a: i64, %b: i64) {
  %d = vir.sub %a, %b nsw : i64
  %c0 = vir.constant 0 : i64
  %lt = vir.icmp slt %d, %c0 : i64
  %eq = vir.icmp eq %d, %c0 : i64
  vir.call @use_all(%lt, %eq, %d) : (i1, i1, i64) -> ()
  vir.return
}

// -----

// A difference read by more than the compare stays compared: the compare
// reads the flags the subtraction sets, and `d < 0 ? -d : d` stays the
// absolute value.
// CHECK-LABEL: vir.func @difference_kept(
// CHECK: %[[D:.*]] = vir.sub %arg0, %arg1 nsw : i32
// CHECK: %[[N:.*]] = vir.icmp slt %[[D]], %{{.*}} : i32
// CHECK: vir.select %[[N]]
vir.func @difference_kept(%a: i32, %b: i32) -> i32 {
  %d = vir.sub %a, %b nsw : i32
  %c0 = vir.constant 0 : i32
  %n = vir.icmp slt %d, %c0 : i32
  %m = vir.sub %c0, %d nsw : i32
  %r = vir.select %n, %m, %d : i1, i32
  vir.return %r : i32
}

// -----

// if (x->key != y->key) return x->key < y->key ? -1 : 1;
// return x->pri - y->pri;   ... cmp(x, y) > 0
// CHECK-LABEL: vir.func @comparator(
// CHECK: ^bb1:
// CHECK: %[[GE:.*]] = vir.icmp sge %arg0, %arg1 : i32
// CHECK-NEXT: vir.br ^[[J:bb[0-9]+]](%{{.*}}, %[[GE]] : i32, i1)
// CHECK: ^bb2:
// CHECK: %[[GT:.*]] = vir.icmp sgt %arg2, %arg3 : i32
// CHECK-NEXT: vir.br ^[[J]](%{{.*}}, %[[GT]] : i32, i1)
// CHECK: ^[[J]](%{{.*}}: i32, %[[R:.*]]: i1):
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @comparator(%k1: i32, %k2: i32, %p1: i32, %p2: i32) -> i1 {
  %ne = vir.icmp ne %k1, %k2 : i32
  vir.cond_br %ne, ^keys, ^pris
^keys:
  %lt = vir.icmp slt %k1, %k2 : i32
  %m1 = vir.constant -1 : i32
  %one = vir.constant 1 : i32
  %s = vir.select %lt, %m1, %one : i1, i32
  vir.br ^join(%s : i32)
^pris:
  %d = vir.sub %p1, %p2 nsw : i32
  vir.br ^join(%d : i32)
^join(%c: i32):
  %c0 = vir.constant 0 : i32
  %r = vir.icmp sgt %c, %c0 : i32
  vir.return %r : i1
}

// -----

// if (l < n && less(...)) m = l; as a select on the joined `&&`.
// CHECK-LABEL: vir.func @select_on_join(
// CHECK: vir.cond_br %{{.*}}, ^bb1, ^[[J:bb[0-9]+]](%{{.*}}, %arg3 : i1, i32)
// CHECK: vir.cond_br %{{.*}}, ^[[J]](%{{.*}}, %arg2 : i1, i32), ^bb2
// CHECK: ^bb2:
// CHECK-NEXT: %[[S:.*]] = vir.select %arg4, %arg2, %arg3 : i1, i32
// CHECK-NEXT: vir.br ^[[J]](%{{.*}}, %[[S]] : i1, i32)
// CHECK: ^[[J]](%{{.*}}: i1, %[[M:.*]]: i32):
// CHECK-NEXT: vir.return %[[M]] : i32
vir.func @select_on_join(%l: i32, %n: i32, %li: i32, %mi: i32, %tie: i1) -> i32 {
  %t = vir.constant true
  %f = vir.constant false
  %in = vir.icmp slt %l, %n : i32
  vir.cond_br %in, ^less, ^join(%f : i1)
^less:
  %lt = vir.icmp ult %li, %mi : i32
  vir.cond_br %lt, ^join(%t : i1), ^tie
^tie:
  vir.br ^join(%tie : i1)
^join(%c: i1):
  %m = vir.select %c, %li, %mi : i1, i32
  vir.return %m : i32
}

// -----

// Two computed conditions would copy the select twice: left alone.
// CHECK-LABEL: vir.func @select_two_computed(
// CHECK: ^bb4(%[[C:.*]]: i1):
// CHECK-NEXT: vir.select %[[C]], %arg0, %arg1 : i1, i32
vir.func @select_two_computed(%a: i32, %b: i32, %x: i1, %y: i1, %z: i1) -> i32 {
  %t = vir.constant true
  vir.cond_br %x, ^p, ^q
^p:
  vir.br ^join(%y : i1)
^q:
  vir.cond_br %z, ^join(%t : i1), ^r
^r:
  vir.br ^join(%z : i1)
^join(%c: i1):
  %m = vir.select %c, %a, %b : i1, i32
  vir.return %m : i32
}
