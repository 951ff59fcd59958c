// Conditional stores vectorized lane by lane (a block per lane, entered
// when its lane of the condition holds), with counts taken in the same arm
// folded into add reductions: k-means' relabelling, a clamp, a store on
// the else side, and trip counts that leave scalar remainders (which keep
// the store under its condition). The program prints the same at -O0,
// after -O2 without the vectorizer and then loop-vectorize alone, and after
// -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 -fno-loop-vectorize -fno-loop-unroll -fno-loop-interleave -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --loop-vectorize --verify-each %t.vir -o %t.v.mlir
// RUN: FileCheck %s --check-prefix=VIR < %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// VIR-LABEL: vir.func @relabel(
// VIR: vir.extract %{{.*}} : vector<2xi1>
// VIR: vir.reduce add
// VIR-LABEL: vir.func @clamp(
// VIR: vir.extract %{{.*}} : vector<4xi1>
// VIR-LABEL: vir.func @keep_odd(
// VIR: vir.extract %{{.*}} : vector<4xi1>

// CHECK: relabel 0: changed 60 hash 3323270344
// CHECK-NEXT: relabel 1: changed 0 hash 3323270344
// CHECK-NEXT: clamp 13: 371
// CHECK-NEXT: clamp 101: 4000
// CHECK-NEXT: keep_odd 1: 0 0
// CHECK-NEXT: keep_odd 7: 2 2
// CHECK-NEXT: keep_odd 99: 29 29

#include <stdio.h>

static double px[101], cx[3];
static int label[101];

// The nearest of three centres; relabel and count the changes.
int relabel(int n) {
  int changed = 0;
  for (int i = 0; i < n; i++) {
    double d0 = px[i] - cx[0], d1 = px[i] - cx[1], d2 = px[i] - cx[2];
    d0 *= d0;
    d1 *= d1;
    d2 *= d2;
    int best = d1 < d0 ? 1 : 0;
    double bd = d1 < d0 ? d1 : d0;
    if (d2 < bd)
      best = 2;
    if (label[i] != best) {
      label[i] = best;
      changed++;
    }
  }
  return changed;
}

static int a[101];

int clamp(int n, int top) {
  for (int i = 0; i < n; i++)
    if (a[i] > top)
      a[i] = top;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static int out[101];

// Copies the odd values (the store on the else side), counts them.
int keep_odd(int n) {
  int kept = 0;
  for (int i = 0; i < n; i++) {
    if ((a[i] & 1) == 0) {
    } else {
      out[i] = a[i];
      kept++;
    }
  }
  return kept;
}

int main(void) {
  for (int i = 0; i < 101; i++) {
    px[i] = (double)((i * 37) % 101);
    label[i] = i % 3;
    a[i] = (i * 53) % 97;
  }
  cx[0] = 10.0;
  cx[1] = 50.0;
  cx[2] = 90.0;
  for (int round = 0; round < 2; round++) {
    int changed = relabel(101);
    unsigned hash = 0;
    for (int i = 0; i < 101; i++)
      hash = hash * 31u + (unsigned)label[i];
    printf("relabel %d: changed %d hash %u\n", round, changed, hash);
  }
  int small = clamp(13, 40);
  printf("clamp 13: %d\n", small);
  int all = clamp(101, 60);
  printf("clamp 101: %d\n", all);
  int sizes[] = {1, 7, 99};
  for (int k = 0; k < 3; k++) {
    int kept = keep_odd(sizes[k]);
    int copied = 0;
    for (int i = 0; i < sizes[k]; i++)
      copied += out[i] == a[i] && (a[i] & 1);
    printf("keep_odd %d: %d %d\n", sizes[k], kept, copied);
  }
  return 0;
}
