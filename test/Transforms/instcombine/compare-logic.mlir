// RUN: vct-mlir-opt --instcombine --split-input-file %s | FileCheck %s
// Two compares of the same two values joined by and, or or xor, or compared
// with each other as i1 values, are one compare of those values or a
// constant: each outcome (below, equal, above) passes or not (LLVM's
// foldLogicOfICmps with getICmpCode). and/or/xor of two zero-extended i1
// values is the extension of the i1 operation, so the compares under it meet.
// Not when the compares read different values, or mix a signed and an
// unsigned order.

// (b >u a) != (a >u b) is a != b.
// CHECK-LABEL: vir.func @ne_of_orders(
// CHECK-NEXT: %[[R:.*]] = vir.icmp ne %arg1, %arg0 : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @ne_of_orders(%a: i32, %b: i32) -> i1 {
  %p = vir.icmp ugt %b, %a : i32
  %q = vir.icmp ugt %a, %b : i32
  %r = vir.icmp ne %p, %q : i1
  vir.return %r : i1
}

// -----

// (a < b) & (a != b) is a < b; (a < b) | (a == b) is a <= b.
// CHECK-LABEL: vir.func @joins(
// CHECK-DAG: vir.icmp slt %arg0, %arg1 : i32
// CHECK-DAG: vir.icmp sle %arg0, %arg1 : i32
// CHECK-NOT: vir.and
// CHECK-NOT: vir.or
// CHECK: vir.return
vir.func @joins(%a: i32, %b: i32) -> (i1, i1) {
  %lt = vir.icmp slt %a, %b : i32
  %ne = vir.icmp ne %a, %b : i32
  %eq = vir.icmp eq %a, %b : i32
  %x = vir.and %lt, %ne : i1
  %y = vir.or %lt, %eq : i1
  vir.return %x, %y : i1, i1
}

// -----

// (a <= b) ^ (a >= b) is a != b.
// CHECK-LABEL: vir.func @xor_join(
// CHECK-NEXT: %[[R:.*]] = vir.icmp ne %arg0, %arg1 : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @xor_join(%a: i32, %b: i32) -> i1 {
  %le = vir.icmp sle %a, %b : i32
  %ge = vir.icmp sge %a, %b : i32
  %z = vir.xor %le, %ge : i1
  vir.return %z : i1
}

// -----

// Every outcome or none: constants. (a <=u b) | (a >u b) is true, (a <u b)
// & (b <u a) is false.
// CHECK-LABEL: vir.func @constants(
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK: vir.return %[[T]], %[[F]] : i1, i1
vir.func @constants(%a: i32, %b: i32) -> (i1, i1) {
  %le = vir.icmp ule %a, %b : i32
  %gt = vir.icmp ugt %a, %b : i32
  %lt = vir.icmp ult %a, %b : i32
  %lt2 = vir.icmp ult %b, %a : i32
  %t = vir.or %le, %gt : i1
  %f = vir.and %lt, %lt2 : i1
  vir.return %t, %f : i1, i1
}

// -----

// A compare of two i1 compares: p <u q is !p & q (true is 1); p <s q is
// p & !q (true is -1).
// CHECK-LABEL: vir.func @ordered_booleans(
// CHECK-DAG: vir.icmp sgt %arg0, %arg1 : i32
// CHECK-DAG: vir.icmp slt %arg0, %arg1 : i32
vir.func @ordered_booleans(%a: i32, %b: i32) -> (i1, i1) {
  %p = vir.icmp slt %a, %b : i32
  %q = vir.icmp sgt %a, %b : i32
  %u = vir.icmp ult %p, %q : i1
  %s = vir.icmp slt %p, %q : i1
  vir.return %u, %s : i1, i1
}

// -----

// Through zero extensions: (zext p) | (zext q) is zext (p | q), then one
// compare.
// CHECK-LABEL: vir.func @extended(
// CHECK-NEXT: %[[C:.*]] = vir.icmp ne %arg1, %arg0 : i32
// CHECK-NEXT: %[[Z:.*]] = vir.zext %[[C]] : i1 to i32
// CHECK-NEXT: vir.return %[[Z]] : i32
vir.func @extended(%a: i32, %b: i32) -> i32 {
  %p = vir.icmp ugt %b, %a : i32
  %q = vir.icmp ugt %a, %b : i32
  %pz = vir.zext %p : i1 to i32
  %qz = vir.zext %q : i1 to i32
  %r = vir.or %pz, %qz : i32
  vir.return %r : i32
}

// -----

// Refused: different values; a signed and an unsigned order.
// CHECK-LABEL: vir.func @no_combine(
// CHECK: vir.and
// CHECK: vir.or
vir.func @no_combine(%a: i32, %b: i32, %c: i32) -> (i1, i1) {
  %p = vir.icmp slt %a, %b : i32
  %q = vir.icmp slt %a, %c : i32
  %x = vir.and %p, %q : i1
  %s = vir.icmp slt %a, %b : i32
  %u = vir.icmp ult %a, %b : i32
  %y = vir.or %s, %u : i1
  vir.return %x, %y : i1, i1
}

// -----

// The select forms of and and or (C's && and ||) of compares of the same
// values fold too; of different values they stay selects (the second
// compare may be poison where the first is false).
// CHECK-LABEL: vir.func @select_forms(
// CHECK-DAG: vir.icmp slt %arg0, %arg1 : i32
// CHECK-DAG: vir.icmp ule %arg0, %arg1 : i32
// CHECK-NOT: vir.select
// CHECK: vir.return
vir.func @select_forms(%a: i32, %b: i32) -> (i1, i1) {
  %false = vir.constant false
  %true = vir.constant true
  %le = vir.icmp sle %a, %b : i32
  %ne = vir.icmp ne %b, %a : i32
  %x = vir.select %le, %ne, %false : i1, i1
  %lt = vir.icmp ult %a, %b : i32
  %eq = vir.icmp eq %a, %b : i32
  %y = vir.select %lt, %true, %eq : i1, i1
  vir.return %x, %y : i1, i1
}

// -----

// CHECK-LABEL: vir.func @no_select_of_other_values(
// CHECK: vir.select
vir.func @no_select_of_other_values(%a: i32, %b: i32, %c: i32) -> i1 {
  %false = vir.constant false
  %p = vir.icmp slt %a, %b : i32
  %q = vir.icmp slt %a, %c : i32
  %x = vir.select %p, %q, %false : i1, i1
  vir.return %x : i1
}
