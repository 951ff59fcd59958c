// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Nested loops: the row sums of a 5x5 multiplication table.
//
// int main(void) {
//   int total = 0;
//   for (int i = 1; i <= 5; ++i) {
//     int row = 0;
//     for (int j = 1; j <= 5; ++j) row += i * j;
//     printf("row %d: %d\n", i, row);
//     total += row;
//   }
//   printf("total = %d\n", total);
// }

// CHECK: row 1: 15
// CHECK-NEXT: row 2: 30
// CHECK-NEXT: row 3: 45
// CHECK-NEXT: row 4: 60
// CHECK-NEXT: row 5: 75
// CHECK-NEXT: total = 225

vir.global private constant @fmt_row : !vir.array<12 x i8> = "row %d: %d\0A\00"
vir.global private constant @fmt_total : !vir.array<12 x i8> = "total = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c5 = vir.constant 5 : i32
  vir.br ^outer(%c1, %c0 : i32, i32)

^outer(%i: i32, %total: i32):
  %more_i = vir.icmp sle %i, %c5 : i32
  vir.cond_br %more_i, ^inner(%c1, %c0 : i32, i32), ^done

^inner(%j: i32, %row: i32):
  %more_j = vir.icmp sle %j, %c5 : i32
  vir.cond_br %more_j, ^inner_body, ^row_done

^inner_body:
  %p = vir.mul %i, %j nsw : i32
  %row1 = vir.add %row, %p nsw : i32
  %j1 = vir.add %j, %c1 nsw : i32
  vir.br ^inner(%j1, %row1 : i32, i32)

^row_done:
  %f = vir.addressof @fmt_row : !vir.ptr
  %n = vir.call @printf(%f, %i, %row) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %total1 = vir.add %total, %row nsw : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^outer(%i1, %total1 : i32, i32)

^done:
  %g = vir.addressof @fmt_total : !vir.ptr
  %m = vir.call @printf(%g, %total) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
