// Nests versioned on an invariant branch their inner loops left: a
// neighbourhood sum whose 3x3 window reads through a wrap-around flag (the
// inner loops run 3 times and are unrolled), and an inner loop of unknown
// length with a mode switch, each run with both values of the flag and
// with empty and one-row grids. The program prints the same at -O0, after
// loop-unswitch alone and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --instcombine --simplify-cfg --licm --loop-unswitch=full-unroll-budget=200 --verify-each --remarks %t.vir -o %t.un.mlir 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: vct-translate --vir-to-llvmir %t.un.mlir -o %t.un.ll && lli %t.un.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.un.mlir -o %t.un.c && %cc %t.un.c -o %t.un.exe && %t.un.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// ALONE: denied unswitch on loop with back edge in @neighbours, CostModel (the loop runs 3 times
// ALONE-NEXT: vir.cond_br
// ALONE: accepted unswitch on loop with back edge in @neighbours (versioned the loop on an invariant branch: 1 copy)
// ALONE-NEXT: vir.cond_br
// ALONE: denied unswitch on loop with back edge in @neighbours, CostModel (the branches on conditions defined outside the loop are in its own blocks

// CHECK: neighbours 0 0 0
// CHECK-NEXT: neighbours 1 {{-?[0-9]+}} {{-?[0-9]+}}
// CHECK-NEXT: neighbours 5 [[A:-?[0-9]+]] [[B:-?[0-9]+]]
// CHECK-NEXT: modes 0 0
// CHECK-NEXT: modes 2 [[C:-?[0-9]+]]
// CHECK-NEXT: modes 7 [[D:-?[0-9]+]]

#include <stdio.h>

#define W 6

static int grid[8][W];

__attribute__((noinline)) int neighbours(int rows, int wrap) {
  int total = 0;
  for (int y = 0; y < rows; y++)
    for (int x = 0; x < W; x++)
      for (int d = -1; d <= 1; d++) {
        int xx = x + d;
        if (wrap)
          xx = xx < 0 ? xx + W : (xx >= W ? xx - W : xx);
        else
          xx = xx < 0 ? 0 : (xx >= W ? W - 1 : xx);
        total = total * 3 + grid[y][xx];
      }
  return total;
}

__attribute__((noinline)) int modes(int rows, int n, int mode) {
  int s = 0;
  for (int y = 0; y < rows; y++)
    for (int x = 0; x < n; x++) {
      if (mode)
        s += grid[y % 8][x % W] * (x + 1);
      else
        s -= grid[y % 8][x % W];
    }
  return s;
}

int main(void) {
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < W; x++)
      grid[y][x] = (y * 7 + x * 3) % 5 - 2;
  int sizes[3] = {0, 1, 5};
  for (int k = 0; k < 3; k++)
    printf("neighbours %d %d %d\n", sizes[k], neighbours(sizes[k], 0),
           neighbours(sizes[k], 1));
  printf("modes 0 %d\n", modes(0, 5, 1) + modes(3, 0, 0));
  printf("modes 2 %d\n", modes(2, 9, 1) * 1000 + modes(2, 9, 0));
  printf("modes 7 %d\n", modes(7, 4, 0) * 1000 + modes(7, 13, 1));
  return 0;
}
