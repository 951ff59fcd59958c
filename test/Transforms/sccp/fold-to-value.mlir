// A folder may give back a value that is not an operand of the folded
// operation (`bitcast(bitcast x)` is `x`). The solver then takes that
// value's lattice value, and must visit the operation again when it
// changes: here `x` is 0 on entry to the outer loop and unknown once its
// back edge is live (after the inner loop), while the inner bitcast (a
// vector from an integer, which has no constant folder) is unknown from the
// start. Before, the outer bitcast kept the 0 of its first visit and was
// replaced by it (bench/extra/raysphere.c printed a wrong checksum).
// RUN: vct-mlir-opt --sccp %s | FileCheck %s
// RUN: vct-mlir-opt --ipsccp %s | FileCheck %s

// CHECK-LABEL: vir.func @round_trip(
// CHECK: ^{{.*}}(%[[X:.*]]: i64):
// CHECK: %[[V:.*]] = vir.bitcast %[[X]] : i64 to vector<2xi32>
// CHECK: %[[Y:.*]] = vir.bitcast %[[V]] : vector<2xi32> to i64
// CHECK: vir.store %[[Y]]
vir.func @round_trip(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^outer(%c0 : i64)
^outer(%x: i64):
  %v = vir.bitcast %x : i64 to vector<2xi32>
  %y = vir.bitcast %v : vector<2xi32> to i64
  vir.store %y, %p : i64
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %j1 = vir.add %j, %c1 : i64
  %c = vir.icmp slt %j1, %n : i64
  vir.cond_br %c, ^inner(%j1 : i64), ^latch
^latch:
  %x1 = vir.add %x, %c1 : i64
  %m = vir.icmp slt %x1, %n : i64
  vir.cond_br %m, ^outer(%x1 : i64), ^done
^done:
  vir.return
}
