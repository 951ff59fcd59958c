// Any-of reductions (LLVM's AnyOf recurrence): a flag some iteration sets to
// a value from before the loop, `if (a[i - 1] > a[i]) ok = 0;`, kept as
// `select(c, k, acc)` or `select(c, acc, k)`. Each lane holds the start
// value or k; after the loop the result is k if any lane does. Refused: a
// value that changes in the loop (`last = i`, an index, is not a flag).
// The program prints the same at -O0, after mem2reg, rotation, phiopt and
// loop-vectorize alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --simplify-cfg --phiopt --loop-vectorize --remarks --verify-each %t.vir -o %t.v.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=IR < %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// REMARK-DAG: accepted vectorize on loop with back edge in @sorted_ok ({{.*}}1 reduction(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @any_negative ({{.*}}1 reduction(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @all_small ({{.*}}1 reduction(s)
// REMARK-DAG: denied vectorize on loop with back edge in @last_negative, Unsupported (header argument {{[0-9]+}} is updated by vir.select, which is not a reduction the pass vectorizes)
// IR-LABEL: vir.func @sorted_ok(
// IR: vir.select %{{.*}} : vector<4xi1>, vector<4xi32>
// IR: vir.icmp ne %{{.*}} : vector<4xi32>
// IR: vir.reduce or %{{.*}} : vector<4xi1>

// CHECK: sorted 1 0 1 negative 42 7 7 small 0 -9 last 500 -1

#include <stdio.h>

int sorted_ok(const int *a, int n) {
  int ok = 1;
  for (int i = 1; i < n; i++)
    if (a[i - 1] > a[i])
      ok = 0;
  return ok;
}

long any_negative(const short *a, int n, long flag) {
  long r = 7;
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      r = flag;
  return r;
}

int all_small(const unsigned char *a, int n, int k) {
  int r = k;
  for (int i = 0; i < n; i++)
    r = a[i] < 200 ? r : 0;
  return r;
}

int last_negative(const short *a, int n) {
  int last = -1;
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      last = i;
  return last;
}

int main(void) {
  int a[1003];
  short b[1003];
  unsigned char c[1003];
  for (int i = 0; i < 1003; i++) {
    a[i] = i * 3;
    b[i] = (short)(i * 7 - (i == 500 ? 4000 : 0));
    c[i] = (unsigned char)(i % 199);
  }
  int s1 = sorted_ok(a, 1003);
  a[1001] = -5;
  int s2 = sorted_ok(a, 1003), s3 = sorted_ok(a, 1000);
  long n1 = any_negative(b, 1003, 42), n2 = any_negative(b, 400, 42),
       n3 = any_negative(b, 0, 42);
  c[777] = 250;
  int m1 = all_small(c, 1003, -9), m2 = all_small(c, 700, -9);
  printf("sorted %d %d %d negative %ld %ld %ld small %d %d last %d %d\n", s1,
         s2, s3, n1, n2, n3, m1, m2, last_negative(b, 1003),
         last_negative(b, 300));
  return 0;
}
