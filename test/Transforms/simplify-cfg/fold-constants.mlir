// RUN: vct-mlir-opt --simplify-cfg --verify-each %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll; test $? -eq 43
// RUN: vct-mlir-opt --simplify-cfg %s | vct-translate --vir-to-llvmir -o %t.s.ll && lli %t.s.ll; test $? -eq 43
// RUN: vct-mlir-opt --simplify-cfg %s | vct-translate --vir-to-c -o %t.c && %cc %t.c -o %t.exe && %t.exe; test $? -eq 43
// RUN: vct-mlir-opt -O2 %s | vct-translate --vir-to-llvmir -o %t.o2.ll && lli %t.o2.ll; test $? -eq 43
// RUN: vct-mlir-opt -O2 %s | vct-translate --vir-to-c -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe; test $? -eq 43
//
// A block argument that becomes a constant (the block merged into its only
// predecessor, or every edge passing the same constant) leaves its users
// with constant operands: simplify-cfg folds them, and what they feed in
// turn, so that a branch they decide folds in the same run (it left
// `add 0, 1` for the next pipeline round, and -O2 needed a round more on
// small programs: vir.max_pipeline_rounds warnings on bench/bits.c).

// CHECK-LABEL: vir.func @merged(
// CHECK-NOT: vir.add
// CHECK: %[[C:.*]] = vir.constant 43 : i32
// CHECK-NEXT: vir.return %[[C]] : i32
vir.func @merged() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c42 = vir.constant 42 : i32
  vir.br ^next(%c0 : i32)
^next(%i: i32):
  %j = vir.add %i, %c1 : i32
  %small = vir.icmp slt %j, %c42 : i32
  vir.cond_br %small, ^yes(%j : i32), ^no
^yes(%k: i32):
  %r = vir.add %k, %c42 : i32
  vir.return %r : i32
^no:
  vir.return %c0 : i32
}

// Both edges pass 2: the argument goes, and x * 2 + 1 is not folded (x is
// not a constant) while 2 + 1 is.
// CHECK-LABEL: vir.func @common(
// CHECK-SAME: %[[X:[^:]+]]: i32,
// CHECK: // 2 preds:
// CHECK-NEXT: %[[M:.*]] = vir.mul %[[X]], %{{.*}} : i32
// CHECK-NEXT: %[[C3:.*]] = vir.constant 3 : i32
// CHECK-NEXT: %[[S:.*]] = vir.add %[[M]], %[[C3]] : i32
vir.func @common(%x: i32, %p: i1) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.cond_br %p, ^a, ^b
^a:
  %side = vir.add %x, %c1 : i32
  vir.cond_br %p, ^join(%c2 : i32), ^join(%c2 : i32)
^b:
  vir.br ^join(%c2 : i32)
^join(%two: i32):
  %m = vir.mul %x, %two : i32
  %three = vir.add %two, %c1 : i32
  %s = vir.add %m, %three : i32
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %r = vir.call @merged() : () -> i32
  vir.return %r : i32
}
