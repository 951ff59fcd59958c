// A C program through clang, the importer and both backends prints what
// clang's own build prints.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir
// RUN: vct-translate --vir-to-llvmir %t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// With the front-end traits stamped, both backends still agree.
// RUN: vct-mlir-opt --vir-produce-traits %t.mlir -o %t.traits.mlir
// RUN: vct-translate --vir-to-llvmir %t.traits.mlir -o %t.traits.ll && lli %t.traits.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.traits.mlir -o %t.traits.c && %cc %t.traits.c -o %t.traits.exe && %t.traits.exe | FileCheck %s
// The -O0 form (every function noinline/optnone) imports the same way.
// RUN: clang-22 -O0 -emit-llvm -S %s -o %t.O0.ll
// RUN: vct-translate --import-llvm %t.O0.ll -o %t.O0.mlir
// RUN: vct-translate --vir-to-llvmir %t.O0.mlir -o %t.O0.out.ll && lli %t.O0.out.ll | FileCheck %s

// CHECK: -23 4.500000 3

#include <stdio.h>
#include <string.h>
struct P { int x; long y; char c[3]; };
static int tab[4] = {1,2,3,4};
int *ptab = &tab[1];
static int sq(int v) { return v * v; }
int sum(struct P *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    switch (p[i].x & 3) { case 0: s += sq(p[i].x); break; case 1: s -= 1; break; default: s ^= (int)p[i].y; }
  }
  return s > 100 ? s : -s;
}
int main(void) {
  struct P ps[3]; memset(ps, 0, sizeof ps);
  for (int i = 0; i < 3; ++i) { ps[i].x = i + *ptab; ps[i].y = i * 7L; }
  double d = 1.5; float f = (float)d * 2;
  printf("%d %f %d\n", sum(ps, 3), f + d, tab[2]);
  return 0;
}
