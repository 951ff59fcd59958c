// Search loops over global arrays of known size: a vector loop tests VF
// iterations' exit condition per trip ahead of the original loop, which is
// entered at the first vector with a lane that leaves. A first match, a
// first mismatch of two byte arrays (the exit on the test's false edge), a
// search from index 3 returning the element found, 64-bit elements (two
// lanes), keys found in the first, a middle and the last vector, past the
// last whole vector, and nowhere; and a bound known only at run time. The program prints the same at -O0, after
// mem2reg, rotation and loop-vectorize alone, and after -O2, through both
// backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --simplify-cfg --loop-vectorize --remarks --verify-each %t.vir -o %t.v.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// REMARK-DAG: accepted vectorize on loop with back edge in @find (a search: vectors of 4 lanes
// REMARK-DAG: accepted vectorize on loop with back edge in @mismatch (a search: vectors of 16 lanes
// REMARK-DAG: accepted vectorize on loop with back edge in @above (a search: vectors of 4 lanes
// REMARK-DAG: accepted vectorize on loop with back edge in @first_negative (a search: vectors of 2 lanes
// REMARK-DAG: accepted vectorize on loop with back edge in @find_n (a search: vectors of 4 lanes{{.*}}for bounds up to 1000, checked before the loop

// CHECK: find 0 5 517 998 999 -1 mismatch 777 0 16 400 776 above 0 42 1998 negative -1 0 311 498 bounded 1926670380

#include <stdio.h>

static int v[1000];
static unsigned char bytes[777], other[777];
static long w[499];

int find(int key) {
  for (int i = 0; i < 1000; i++)
    if (v[i] == key)
      return i;
  return -1;
}

int mismatch(void) {
  int i = 0;
  while (i < 777 && bytes[i] == other[i])
    i++;
  return i;
}

int above(int t) {
  for (int i = 3; i < 1000; i++)
    if (v[i] > t)
      return v[i] * 2;
  return 0;
}

// A bound known at run time: the vector loop runs when 0 + 4 < n <= 1000.
int find_n(int key, int n) {
  for (int i = 0; i < n; i++)
    if (v[i] == key)
      return i;
  return -1;
}

long first_negative(void) {
  for (long i = 0; i < 499; i++)
    if (w[i] < 0)
      return i;
  return -1;
}

int main(void) {
  for (int i = 0; i < 1000; i++)
    v[i] = i * 7 % 1000;
  for (int i = 0; i < 777; i++)
    bytes[i] = other[i] = (unsigned char)(i * 13);
  printf("find %d %d %d %d %d %d", find(0), find(35), find(619), find(986),
         find(993), find(1001));
  int m[5];
  m[0] = mismatch();
  int at[4] = {0, 16, 400, 776};
  for (int k = 0; k < 4; k++) {
    other[at[k]] ^= 1;
    m[k + 1] = mismatch();
    other[at[k]] ^= 1;
  }
  printf(" mismatch %d %d %d %d %d", m[0], m[1], m[2], m[3], m[4]);
  printf(" above %d %d %d", above(2000), above(3), above(998));
  long n[4];
  n[0] = first_negative();
  long neg[3] = {0, 311, 498};
  for (int k = 0; k < 3; k++) {
    w[neg[k]] = -1;
    n[k + 1] = first_negative();
    w[neg[k]] = 0;
  }
  printf(" negative %ld %ld %ld %ld", n[0], n[1], n[2], n[3]);
  int bounds[] = {-3, 0, 1, 4, 5, 6, 9, 100, 517, 518, 999, 1000};
  unsigned h = 0;
  for (int b = 0; b < 12; b++)
    h = h * 33u + (unsigned)find_n(619, bounds[b]) + (unsigned)find_n(35, bounds[b]) * 7u +
        (unsigned)find_n(993, bounds[b]) * 3u;
  printf(" bounded %u\n", h);
  return 0;
}
