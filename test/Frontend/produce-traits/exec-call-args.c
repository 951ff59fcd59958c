// Slots passed to parameters that do not keep their pointer (`call-args`)
// on a program that breaks if the facts overreach: structures returned
// through sret slots and passed by value, a slot a callee fills through a
// chain of calls and recursion, and next to them a slot whose address a
// callee keeps in a global and a later call writes through, a slot whose
// address is returned, and one compared with another pointer.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: FileCheck %s --check-prefix=FACTS < %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 %t.t.mlir -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O3 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 --produce-traits="call-args=false" %s -o %t.off && %t.off | FileCheck %s
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

#include <stdio.h>

typedef struct {
  double x, y, z;
} vec;

// FACTS-LABEL: vir.func private @add(
// FACTS-SAME: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">, #vir.nocapture<origin = "vir-produce-traits">]}
// FACTS-SAME: !vir.ptr {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">]}
// FACTS-SAME: !vir.ptr {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">]}
__attribute__((noinline)) static vec add(vec a, vec b) {
  vec r = {a.x + b.x, a.y + b.y, a.z + b.z};
  return r;
}

__attribute__((noinline)) static void fill(int *p, int n) {
  for (int i = 0; i < n; i++)
    p[i] = i * i;
}

__attribute__((noinline)) static void fill_rec(int *p, int n) {
  if (n <= 0)
    return;
  p[n - 1] = n * 3;
  fill_rec(p, n - 1);
}

static int *kept;
__attribute__((noinline)) static void keep(int *p) { kept = p; }
__attribute__((noinline)) static void poke(int v) { *kept = v; }
__attribute__((noinline)) static int *same(int *p) { return p + 1; }
__attribute__((noinline)) static int is(int *p, int *q) { return p == q; }

int main(void) {
  vec a = {1.0, 2.0, 3.0}, b = {0.5, 0.25, 0.125};
  double t = 0.0;
  for (int i = 0; i < 4; i++) {
    vec c = add(a, b);
    a = add(c, b);
    t += a.x + a.y + a.z;
  }
  printf("vec %.4f %.4f %.4f %.4f\n", a.x, a.y, a.z, t);
  // CHECK: vec 5.0000 4.0000 4.0000 41.5000

  int arr[6];
  fill(arr, 6);
  int rec[5];
  fill_rec(rec, 5);
  printf("fill %d %d %d %d\n", arr[0] + arr[5], arr[3], rec[0], rec[4]);
  // CHECK: fill 25 9 3 15

  // Kept: the later call writes the slot through the global.
  int k = 1;
  keep(&k);
  int before = k;
  poke(42);
  printf("kept %d %d\n", before, k);
  // CHECK: kept 1 42

  int pair[2] = {7, 8};
  int *q = same(pair);
  *q += 1;
  printf("same %d %d %d\n", pair[0], pair[1], is(pair, pair));
  // CHECK: same 7 9 1
  return 0;
}
