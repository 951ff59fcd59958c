// Three-way comparisons `(a > b) - (a < b)` (signed and unsigned, a tie
// broken on a second key) used by an insertion sort, a binary search and
// direct tests against -1, 0 and 1, with equal, extreme and negative keys.
// The program prints the same at -O0, after mem2reg, instcombine and
// simplify-cfg alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --inline --instcombine --simplify-cfg --verify-each %t.vir -o %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// CHECK: sorted -2147483648/5 -2/6 -2/7 -1/1 0/0 0/9 3/0 3/1 3/4000000000 7/3 7/3 2147483647/2
// CHECK-NEXT: bounds 7 11 0 1
// CHECK-NEXT: counts 10 5 15 15 10 15

#include <limits.h>
#include <stdio.h>

typedef struct {
  int k1;
  unsigned k2;
} Key;

static int cmp_int(int a, int b) { return (a > b) - (a < b); }
static int cmp_uns(unsigned a, unsigned b) { return (a > b) - (a < b); }
static int cmp_key(const Key *a, const Key *b) {
  int c = cmp_int(a->k1, b->k1);
  return c ? c : cmp_uns(a->k2, b->k2);
}

#define N 12
static Key keys[N] = {{3, 1u},       {-2, 7u}, {3, 0u},  {INT_MAX, 2u},
                      {INT_MIN, 5u}, {0, 9u},  {-2, 6u}, {3, 4000000000u},
                      {0, 0u},       {7, 3u},  {7, 3u},  {-1, 1u}};

__attribute__((noinline)) static int lower_bound(const Key *k) {
  int lo = 0, hi = N;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (cmp_key(&keys[mid], k) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

int main(void) {
  for (int i = 1; i < N; i++)
    for (int j = i; j > 0 && cmp_key(&keys[j - 1], &keys[j]) > 0; j--) {
      Key t = keys[j];
      keys[j] = keys[j - 1];
      keys[j - 1] = t;
    }
  printf("sorted");
  for (int i = 0; i < N; i++)
    printf(" %d/%u", keys[i].k1, keys[i].k2);
  printf("\n");
  Key probes[4] = {{3, 1u}, {7, 4u}, {INT_MIN, 0u}, {-2, 6u}};
  printf("bounds");
  for (int i = 0; i < 4; i++)
    printf(" %d", lower_bound(&probes[i]));
  printf("\n");
  int v[5] = {INT_MIN, -1, 0, 1, INT_MAX};
  int counts[6] = {0, 0, 0, 0, 0, 0};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) {
      int c = cmp_int(v[i], v[j]);
      counts[0] += c < 0;
      counts[1] += c == 0;
      counts[2] += c > -1;
      counts[3] += c != 1;
      counts[4] += c == -1;
      counts[5] += cmp_uns((unsigned)v[i], (unsigned)v[j]) >= 0;
    }
  printf("counts %d %d %d %d %d %d\n", counts[0], counts[1], counts[2],
         counts[3], counts[4], counts[5]);
  return 0;
}
