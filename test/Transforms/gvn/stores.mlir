// Stores of the value already in memory, across blocks: a store whose value
// has the number of the value known at its address (the dataflow of
// loads.mlir: every path from the access that made it known is free of
// writes that may touch it) is removed. A write on one arm, a different
// value on one path, or a volatile store keep it.
// RUN: vct-mlir-opt --gvn %s | FileCheck %s

vir.func private @g(!vir.ptr)

// A struct read, one field changed on one arm of a diamond, the struct
// written back after the join: the unchanged field's store goes.
// CHECK-LABEL: vir.func @write_back_after_diamond(
// CHECK: ^bb2(%[[D:.*]]: i64):
// CHECK-NEXT: %[[N:.*]] = vir.add
// CHECK-NEXT: vir.store %[[N]]
// CHECK-NEXT: vir.return
vir.func @write_back_after_diamond(%s: !vir.ptr, %c: i1, %k: i64) {
  %c0 = vir.constant 0 : i64
  %f1 = vir.gep %s[8] : i8
  %b = vir.load %s : i64
  %l = vir.load %f1 : i64
  vir.cond_br %c, ^t, ^j(%c0 : i64)
^t:
  %m = vir.mul %b, %k : i64
  vir.br ^j(%m : i64)
^j(%d: i64):
  %n = vir.add %b, %d : i64
  vir.store %n, %s : i64
  %f1again = vir.gep %s[8] : i8
  vir.store %l, %f1again : i64
  vir.return
}

// A call on one arm may write the field: its store stays.
// CHECK-LABEL: vir.func @written_on_one_arm(
// CHECK: ^bb2:
// CHECK-NEXT: vir.store
vir.func @written_on_one_arm(%p: !vir.ptr, %c: i1) {
  %v = vir.load %p : i32
  vir.cond_br %c, ^t, ^j
^t:
  vir.call @g(%p) : (!vir.ptr) -> ()
  vir.br ^j
^j:
  vir.store %v, %p : i32
  vir.return
}

// Memory holds %x on one path and %y on the other: storing %x is not
// redundant.
// CHECK-LABEL: vir.func @different_values(
// CHECK: ^bb3:
// CHECK-NEXT: vir.store
vir.func @different_values(%p: !vir.ptr, %c: i1, %x: i32, %y: i32) {
  vir.cond_br %c, ^a, ^b
^a:
  vir.store %x, %p : i32
  vir.br ^j
^b:
  vir.store %y, %p : i32
  vir.br ^j
^j:
  vir.store %x, %p : i32
  vir.return
}

// Volatile stores always stay.
// CHECK-LABEL: vir.func @volatile_kept(
// CHECK: vir.store volatile
vir.func @volatile_kept(%p: !vir.ptr) {
  %v = vir.load %p : i32
  vir.store volatile %v, %p : i32
  vir.return
}
