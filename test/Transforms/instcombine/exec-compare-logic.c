// Two compares of the same values joined by &, |, ^, !=, <, && and ||, and a
// three-way comparison of two booleans, over extreme and equal values:
// instcombine makes each join one compare (or a constant); mixed signed and
// unsigned orders stay two. The program prints the same at -O0, after
// mem2reg, inline, instcombine and simplify-cfg alone, and after -O2,
// through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --inline --instcombine --simplify-cfg --verify-each %t.vir -o %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// CHECK: joins 3617168489 8111

#include <limits.h>
#include <stdio.h>

/* Joins of two compares of the same two values, as C writes them: with &,
   | and ^ on the 0/1 results, != and < between them, and the tie-breaking
   `(a > b) - (a < b)` of two booleans. */
static unsigned joins(int a, int b, unsigned ua, unsigned ub) {
  unsigned bits = 0;
  bits = bits * 2 + ((a < b) & (a != b));
  bits = bits * 2 + ((a < b) | (a == b));
  bits = bits * 2 + ((a <= b) ^ (a >= b));
  bits = bits * 2 + ((a > b) != (b > a));
  bits = bits * 2 + ((a >= b) < (a <= b));
  bits = bits * 2 + ((ua > ub) | (ub > ua));
  bits = bits * 2 + ((ua >= ub) & (ua <= ub));
  bits = bits * 2 + ((ua < ub) ^ (ua == ub));
  int p = ub > ua, q = ua > ub;
  bits = bits * 2 + (((p > q) - (p < q)) < 0);
  bits = bits * 2 + (((p > q) - (p < q)) > 0);
  /* Short-circuit forms. */
  bits = bits * 2 + (a <= b && a != b);
  bits = bits * 2 + (ua < ub || ua == ub);
  /* Mixed orders stay two compares. */
  bits = bits * 2 + ((a < b) & ((unsigned)a < (unsigned)b));
  return bits;
}

int main(void) {
  static const int values[] = {INT_MIN, -7, -1, 0, 1, 2, 7, INT_MAX};
  unsigned hash = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++) {
      unsigned bits = joins(values[i], values[j], (unsigned)values[i],
                            (unsigned)values[j]);
      hash = hash * 31 + bits;
    }
  printf("joins %u %u\n", hash, joins(3, 5, 3u, 5u));
  return 0;
}
