// What a guarding branch says of a local: `(i - 1) / 2` under `while (i >
// 0)` and `(hi - lo) / 2` under `lo < hi` are never negative, so their
// divisions become shifts; a value read before the guard, after a store,
// or on the other edge keeps its sign. The producer and instcombine alone
// (the guarded divisions by 2 are shifts there), and -O2, through both backends.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir
// RUN: vct-mlir-opt --vir-produce-traits --mem2reg --instcombine %t.mlir -o %t.g.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.g.mlir
// RUN: vct-translate --vir-to-llvmir %t.g.mlir -o %t.g.ll && lli %t.g.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.g.mlir -o %t.g.c && %cc %t.g.c -o %t.g.exe && %t.g.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

#include <stdio.h>

// CHECK: parents 13233 search 3333 halves -6 -2 3 3 sum -561

// IR-LABEL: vir.func @parents(
// IR-NOT: vir.sdiv
// IR: vir.lshr %{{.*}}, %c1_i32
// IR-LABEL: vir.func @search(
// IR-NOT: vir.sdiv
// IR: vir.lshr %{{.*}}, %c1_i32
// IR-LABEL: vir.func @halves(
// IR-COUNT-5: vir.sdiv
// IR-NOT: vir.sdiv
// IR: vir.lshr %{{.*}}, %c1_i32
// IR-NOT: vir.lshr
// IR: vir.sdiv %{{.*}}, %cn2_i32
// IR-LABEL: vir.func @main(

static int heap[100];

int parents(int i) {
  int s = 0;
  while (i > 0) {
    int p = (i - 1) / 2;
    s += heap[p];
    i = p;
  }
  return s;
}

int search(const int *a, int lo, int hi, int key) {
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

// Negative values: read on the edge where the test failed, or after a
// store, their halves round toward zero.
int halves(int a, int b, int *out) {
  int x = a;
  if (x > 0)
    out[0] = x / 2;
  else
    out[0] = (x - 1) / 2;
  int y = b;
  if (y >= 0) {
    y = y - 10;
    out[1] = y / 2;
  } else {
    out[1] = y / 2;
  }
  int lo = a, hi = b;
  if (lo < hi)
    out[2] = (hi - lo) / 2;
  else
    out[2] = (hi - lo) / 2 - 1;
  out[3] = (lo - hi) / -2;
  return out[0] + out[1];
}

int main(void) {
  for (int i = 0; i < 100; i++)
    heap[i] = i * 3 + 1;
  int p = 0;
  for (int i = 0; i < 100; i++)
    p += parents(i);
  int sorted[5000];
  for (int i = 0; i < 5000; i++)
    sorted[i] = 2 * i;
  int found = search(sorted, 0, 5000, 6666);
  int out[4];
  int sum = 0;
  for (int a = -20; a <= 20; a += 3)
    for (int b = -20; b <= 20; b += 7)
      sum += halves(a, b, out) + out[2] + out[3];
  halves(-12, -5, out);
  printf("parents %d search %d halves %d %d %d %d sum %d\n", p, found, out[0],
         out[1], out[2], out[3], sum);
  return 0;
}
