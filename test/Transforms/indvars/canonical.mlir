// indvars keeps one induction variable per sequence of values: two with the
// same start, step and kind of increment are one.
// RUN: vct-mlir-opt --indvars --remarks --split-input-file %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// %j counts exactly like %i: its uses read %i, its increment's uses read
// %i's, and the kept increment keeps only the flags both had (nsw).
// CHECK-LABEL: vir.func @twins
// CHECK: ^[[LOOP:.*]](%[[I:.*]]: i32):
// CHECK-NEXT: vir.icmp slt %[[I]], %{{.*}} : i32
// CHECK: vir.store %[[I]], %{{.*}} : i32
// CHECK-NEXT: %[[I1:.*]] = vir.add %[[I]], %{{.*}} nsw : i32
// CHECK-NEXT: vir.store %[[I1]], %{{.*}} : i32
// CHECK-NEXT: vir.br ^[[LOOP]](%[[I1]] : i32)
// REMARK: canonical.mlir:[[@LINE+8]]:3: remark: VIR: indvars: merged two induction variables with the same start and step
vir.func @twins(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c1b = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %j: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  vir.store %j, %p : i32
  %i1 = vir.add %i, %c1 nsw nuw : i32
  %j1 = vir.add %c1b, %j nsw : i32
  vir.store %j1, %p : i32
  vir.br ^loop(%i1, %j1 : i32, i32)
^exit:
  vir.return
}

// -----

// The kept variable's increment comes after the other's, whose value is
// read first (`s[i + 1]` with `j + 1` at the end of the body): the kept
// increment moves up to the other's place.
// CHECK-LABEL: vir.func @kept_increment_later
// CHECK: ^[[LOOP:.*]](%[[I:.*]]: i32):
// CHECK: ^{{.*}}:
// CHECK-NEXT: %[[I1:.*]] = vir.add %[[I]], %{{.*}} nsw : i32
// CHECK-NEXT: vir.store %[[I1]], %{{.*}} : i32
// CHECK-NEXT: vir.store %[[I]], %{{.*}} : i32
// CHECK-NEXT: vir.br ^[[LOOP]](%[[I1]] : i32)
// REMARK: canonical.mlir:[[@LINE+7]]:3: remark: VIR: indvars: merged two induction variables with the same start and step
vir.func @kept_increment_later(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%j: i32, %i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 nsw : i32
  vir.store %i1, %p : i32
  vir.store %j, %p : i32
  %j1 = vir.add %j, %c1 nsw : i32
  vir.br ^loop(%j1, %i1 : i32, i32)
^exit:
  vir.return
}

// -----

// Different starts, different steps, an add against a sub: three
// different sequences, all kept.
// CHECK-LABEL: vir.func @distinct
// CHECK: ^{{.*}}(%{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32):
vir.func @distinct(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0, %c1, %c0, %c0 : i32, i32, i32, i32)
^loop(%i: i32, %j: i32, %k: i32, %m: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  vir.store %j, %p : i32
  vir.store %k, %p : i32
  vir.store %m, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %j1 = vir.add %j, %c1 : i32
  %k1 = vir.add %k, %c2 : i32
  %m1 = vir.sub %m, %c1 : i32
  vir.br ^loop(%i1, %j1, %k1, %m1 : i32, i32, i32, i32)
^exit:
  vir.return
}
