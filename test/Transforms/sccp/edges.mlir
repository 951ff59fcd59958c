// The solver makes exactly the edge a known condition selects live, even
// when several cases of a switch reach one block with different operands,
// and forwards each operand only along its own live edge.
// RUN: vct-mlir-opt --sccp --split-input-file %s | FileCheck %s

// Case 3 is taken: %v is 1, although the default and case 4 reach the
// same block with other values.
// CHECK-LABEL: vir.func @switch_same_block(
// CHECK: vir.br ^bb1(
// CHECK: ^bb1(
// CHECK-NEXT: %[[ONE:.*]] = vir.constant 1 : i32
// CHECK-NEXT: vir.return %[[ONE]] : i32
vir.func @switch_same_block(%x: i32) -> i32 {
  %k = vir.constant 3 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.switch %k : i32, [
    default: ^d(%x : i32),
    3: ^d(%c1 : i32),
    4: ^d(%c2 : i32)
  ]
^d(%v: i32):
  vir.return %v : i32
}

// -----

// A cond_br on true whose two edges reach one block: only the true edge's
// operand counts.
// CHECK-LABEL: vir.func @cond_br_same_block(
// CHECK: vir.br ^bb1(
// CHECK: ^bb1(
// CHECK-NEXT: %[[SEVEN:.*]] = vir.constant 7 : i32
// CHECK-NEXT: vir.return %[[SEVEN]] : i32
vir.func @cond_br_same_block(%x: i32) -> i32 {
  %t = vir.constant true
  %c7 = vir.constant 7 : i32
  vir.cond_br %t, ^d(%c7 : i32), ^d(%x : i32)
^d(%v: i32):
  vir.return %v : i32
}

// -----

// An unknown flag: every edge is live; %v joins an unknown value and is
// unknown, %w is 5 on every edge and becomes the constant.
// CHECK-LABEL: vir.func @switch_unknown(
// CHECK: ^bb1(%[[V:[^:]*]]: i32, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[FIVE:.*]] = vir.constant 5 : i32
// CHECK-NEXT: vir.add %[[V]], %[[FIVE]] : i32
vir.func @switch_unknown(%k: i32, %x: i32) -> i32 {
  %c5 = vir.constant 5 : i32
  vir.switch %k : i32, [
    default: ^d(%x, %c5 : i32, i32),
    1: ^d(%c5, %c5 : i32, i32),
    2: ^d(%c5, %c5 : i32, i32)
  ]
^d(%v: i32, %w: i32):
  %s = vir.add %v, %w : i32
  vir.return %s : i32
}
