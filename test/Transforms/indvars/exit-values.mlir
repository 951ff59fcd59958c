// indvars replaces uses after a loop of its induction variable by the exit
// value, and deletes a loop that then computes nothing used after it.
// RUN: vct-mlir-opt --indvars --remarks --split-input-file %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// `i != n` counting by one leaves with i == n: the loop goes.
// CHECK-LABEL: vir.func @count_ne
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK-NEXT: vir.constant
// CHECK-NEXT: vir.constant
// CHECK-NEXT: vir.br ^[[EXIT:.*]](%[[N]] : i32)
// CHECK-NEXT: ^[[EXIT]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]] : i32
// REMARK: exit-values.mlir:[[@LINE+8]]:3: remark: VIR: indvars: replaced 1 use after the loop by the induction variable's exit value
// REMARK: exit-values.mlir:[[@LINE+7]]:3: remark: VIR: indvars: deleted a loop that computes nothing used after it
vir.func @count_ne(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit(%i : i32)
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// `i < n` from 0 leaves with max(0, n) (no wrapping assumed: below n, i + 1
// cannot pass the largest value). Two new operations, paid for by deleting
// the loop.
// CHECK-LABEL: vir.func @count_slt
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK: %[[PAST:.*]] = vir.icmp sge %[[ZERO:.*]], %[[N]] : i32
// CHECK-NEXT: %[[MAX:.*]] = vir.select %[[PAST]], %[[ZERO]], %[[N]] : i1, i32
// CHECK-NOT: vir.icmp
// CHECK: vir.return %[[MAX]] : i32
vir.func @count_slt(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return %i : i32
}

// -----

// A rotated loop testing the next value against a constant with `sle`:
// i + 1 leaves at 11, so i at 10, both constants; the loop goes.
// CHECK-LABEL: vir.func @rotated
// CHECK: %[[ELEVEN:.*]] = vir.constant 11 : i32
// CHECK-NEXT: %[[TEN:.*]] = vir.constant 10 : i32
// CHECK-NOT: vir.cond_br
// CHECK: vir.add %[[TEN]], %[[ELEVEN]] : i32
vir.func @rotated() -> i32 {
  %c3 = vir.constant 3 : i32
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^loop(%c3 : i32)
^loop(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %c = vir.icmp sle %i1, %c10 : i32
  vir.cond_br %c, ^loop(%i1 : i32), ^exit
^exit:
  %s = vir.add %i, %i1 : i32
  vir.return %s : i32
}

// -----

// Counting down from 100 while above 0 leaves at min(100, 0) = 0, a
// constant: the use is replaced even though the loop (it stores) stays.
// CHECK-LABEL: vir.func @down_stays
// CHECK: vir.cond_br
// CHECK: vir.store
// CHECK: vir.return %c0_i32 : i32
vir.func @down_stays(%p: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c100 = vir.constant 100 : i32
  vir.br ^loop(%c100 : i32)
^loop(%i: i32):
  %c = vir.icmp sgt %i, %c0 : i32
  vir.cond_br %c, ^body, ^exit
^body:
  vir.store %i, %p : i32
  %i1 = vir.sub %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return %i : i32
}

// -----

// The exit value max(0, n) would cost two operations and the loop stays
// (it stores): the use is kept, with a remark.
// CHECK-LABEL: vir.func @costly_kept
// CHECK-NOT: vir.select
// CHECK: vir.store
// CHECK: vir.return %{{[0-9]+}} : i32
// REMARK: exit-values.mlir:[[@LINE+7]]:3: remark: VIR: indvars: kept the uses after the loop of its induction variable: the exit value needs 2 new operations and the loop stays
vir.func @costly_kept(%p: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return %i : i32
}

// -----

// A step of 2 with `slt` may step over n and wrap: no exit value, and the
// loop is not known to terminate, so it stays.
// CHECK-LABEL: vir.func @step_two
// CHECK: vir.cond_br
// CHECK: vir.return %{{[0-9]+}} : i32
vir.func @step_two(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c2 : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return %i : i32
}

// -----

// Two ways out: the exit value of either is unknown.
// CHECK-LABEL: vir.func @two_exits
// CHECK: vir.return %{{[0-9]+}} : i32
// CHECK: vir.return %{{[0-9]+}} : i32
vir.func @two_exits(%n: i32, %m: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %d = vir.icmp eq %i, %m : i32
  vir.cond_br %d, ^early, ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^early:
  vir.return %i : i32
^exit:
  vir.return %i : i32
}

// -----

// A value other than the induction variable is used after the loop: the
// loop stays (its exit value for `ne` is free, so that use is replaced).
// CHECK-LABEL: vir.func @sum_escapes
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK: vir.cond_br
// CHECK: vir.add %[[N]], %{{[0-9]+}} : i32
vir.func @sum_escapes(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1, %s1 : i32, i32)
^exit:
  %r = vir.add %i, %s : i32
  vir.return %r : i32
}

// -----

// A call may have effects unless it says `noread` and `nowrite`: the first
// loop stays, the second goes.
// CHECK-LABEL: vir.func @calls
// CHECK: vir.call @g
// CHECK-NOT: vir.call @h
// CHECK: vir.return
vir.func private @g(i32)
vir.func private @h(i32) -> i32
vir.func @calls(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ult %i, %n : i32
  vir.cond_br %c, ^body, ^next
^body:
  vir.call @g(%i) : (i32) -> ()
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^next:
  vir.br ^loop2(%c0 : i32)
^loop2(%j: i32):
  %d = vir.icmp ult %j, %n : i32
  vir.cond_br %d, ^body2, ^exit
^body2:
  %x = vir.call @h(%j) {vir.traits = [#vir.noread, #vir.nowrite]} : (i32) -> i32
  %j1 = vir.add %j, %c1 : i32
  vir.br ^loop2(%j1 : i32)
^exit:
  vir.return
}

// -----

// Nested loops: the inner one goes first, then the outer one, now empty.
// CHECK-LABEL: vir.func @nest
// CHECK-NOT: vir.cond_br
// CHECK: vir.return
vir.func @nest(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^pre, ^exit
^pre:
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  %d = vir.icmp slt %j, %i : i32
  vir.cond_br %d, ^ibody, ^latch
^ibody:
  %j1 = vir.add %j, %c1 : i32
  vir.br ^inner(%j1 : i32)
^latch:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^outer(%i1 : i32)
^exit:
  vir.return
}

// -----

// Another variable leaves at its start plus the trip count (here n) times
// its step, at its own width (the count zero-extends); the loop goes.
// CHECK-LABEL: vir.func @second_variable
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK: %[[D:.*]] = vir.mul %[[N]], %{{.*}} : i32
// CHECK: %[[J:.*]] = vir.add %[[D]], %{{.*}} : i32
// CHECK: %[[W:.*]] = vir.zext %[[N]] : i32 to i64
// CHECK: %[[E:.*]] = vir.mul %[[W]], %{{.*}} : i64
// CHECK: %[[K:.*]] = vir.sub %{{.*}}, %[[E]] : i64
// CHECK-NOT: vir.cond_br
// CHECK: vir.return %[[J]], %[[K]] : i32, i64
vir.func @second_variable(%n: i32) -> (i32, i64) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  %c100 = vir.constant 100 : i64
  %c2 = vir.constant 2 : i64
  vir.br ^loop(%c0, %c10, %c100 : i32, i32, i64)
^loop(%i: i32, %j: i32, %k: i64):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  %j1 = vir.add %j, %c3 : i32
  %k1 = vir.sub %k, %c2 : i64
  vir.br ^loop(%i1, %j1, %k1 : i32, i32, i64)
^exit:
  vir.return %j, %k : i32, i64
}
