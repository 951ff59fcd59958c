// Counters a loop only steps (`s->count++`, `hits += 1`), whose totals are
// read after the loop: once licm has promoted them, indvars computes their
// exit values before the loop and they leave it. Loops that run zero times,
// once, from a nonzero start, down to a bound, and a counter stepping by
// three. The program prints the same at -O0, after the loop passes alone,
// and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --licm --simplify-cfg --indvars --dce --verify-each --remarks %t.vir -o %t.iv.mlir 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: vct-translate --vir-to-llvmir %t.iv.mlir -o %t.iv.ll && lli %t.iv.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.iv.mlir -o %t.iv.c && %cc %t.iv.c -o %t.iv.exe && %t.iv.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// ALONE: indvars: replaced 2 uses after the loop by the induction variable's exit value
// REMARK: indvars: replaced 2 uses after the loop by the induction variable's exit value

// CHECK: stats 0 7 0
// CHECK-NEXT: stats 1 18 5
// CHECK-NEXT: stats 10 153 50
// CHECK-NEXT: stats 29 1236 145
// CHECK-NEXT: window 0 3 9 81
// CHECK-NEXT: down 0 100 101 130

#include <stdio.h>

struct stats {
  long sum;
  int count;
  int steps;
};

__attribute__((noinline)) void update(struct stats *restrict s,
                                      const int *restrict d, int n) {
  for (int i = 0; i < n; i++) {
    s->sum += d[i];
    s->count++;
    s->steps += 5;
  }
}

// From a nonzero start: the counter leaves at its start plus hi - lo.
__attribute__((noinline)) int window(const int *d, int lo, int hi) {
  int hits = 0;
  for (int i = lo; i < hi; i++)
    hits += 3;
  return hits + d[0] * 0;
}

// Counting down while above a bound.
__attribute__((noinline)) int down(int from, int to, int base) {
  int c = base;
  for (int i = from; i > to; i--)
    c++;
  return c;
}

int main(void) {
  int d[40];
  for (int k = 0; k < 40; k++)
    d[k] = k * 3 - 7;
  int sizes[4] = {0, 1, 10, 29};
  for (int k = 0; k < 4; k++) {
    struct stats s = {7, 0, 0};
    update(&s, d, sizes[k]);
    printf("stats %d %ld %d\n", s.count, s.sum + s.count * 7L + 11L * (k > 0),
           s.steps);
  }
  printf("window %d %d %d %d\n", window(d, 5, 5), window(d, 4, 5),
         window(d, -2, 1), window(d, 10, 37));
  printf("down %d %d %d %d\n", down(3, 3, 0), down(3, 2, 99),
         down(50, -50, 1), down(0, -30, 100));
  return 0;
}
