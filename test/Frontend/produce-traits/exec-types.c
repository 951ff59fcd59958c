// Strict aliasing (`types`). Under -fno-strict-aliasing clang emits no
// TBAA, so no access gets a `#vir.tbaa` and a program that writes an
// object through a cast pointer (PUN) still prints what clang -O0 prints.
// With strict aliasing the facts are stamped; a conforming program that
// reads the same bytes through char pointers and unions (which alias
// everything) and hoists an int load out of a loop storing floats prints
// the same as clang -O0.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -fno-strict-aliasing -DPUN -emit-llvm -S %s -o %t.pun.ll
// RUN: vct-translate --import-llvm %t.pun.ll -o %t.pun.mlir && vct-mlir-opt --vir-produce-traits %t.pun.mlir -o %t.pun.t.mlir
// RUN: FileCheck %s --check-prefix=NOFACTS < %t.pun.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.pun.t.mlir -o %t.pun.out.ll && lli %t.pun.out.ll | FileCheck %s --check-prefix=PUN
// RUN: vct-cc -O2 -fno-strict-aliasing -DPUN --backend=llvm %s -o %t.pl && %t.pl | FileCheck %s --check-prefix=PUN
// RUN: vct-cc -O2 -fno-strict-aliasing -DPUN --backend=c %s -o %t.pc && %t.pc | FileCheck %s --check-prefix=PUN
// RUN: vct-cc -O3 -fno-strict-aliasing -DPUN %s -o %t.p3 && %t.p3 | FileCheck %s --check-prefix=PUN
// RUN: clang-22 -O0 -w -DPUN %s -o %t.pref && %t.pref | FileCheck %s --check-prefix=PUN
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: FileCheck %s --check-prefix=FACTS < %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 %s -o %t.v3 && %t.v3 | FileCheck %s
// RUN: vct-cc -O2 --produce-traits=types=false %s -o %t.vn && %t.vn | FileCheck %s
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

#include <stdio.h>
#include <string.h>

// NOFACTS-NOT: vir.tbaa
// FACTS: #vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"], origin = "vir-produce-traits">
// FACTS: #vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"], origin = "vir-produce-traits">

#ifdef PUN
// PUN: pun 1078530011 3.000000 bits 40400000
__attribute__((noinline)) static int pun(int *ip, float *fp, int n) {
  int sum = 0;
  for (int i = 0; i < n; i++) {
    *fp = 3.0f; // the same object as *ip
    sum = *ip;
  }
  return sum;
}

int main(void) {
  float f = 3.14159274f;
  int r = *(int *)&f;
  int s = pun((int *)&f, &f, 4);
  unsigned bits;
  memcpy(&bits, &f, sizeof bits);
  printf("pun %d %f bits %x\n", r, f, s == 0x40400000 ? bits : 0u);
  return 0;
}
#else
// CHECK: scaled 0.0 7.0 14.0 21.0 28.0 35.0 42.0 49.0 sum 196.0
// CHECK: bytes 4 3 2 1 union 1084227584 char 0x2a2a2a2a
union U {
  int i;
  float f;
};

__attribute__((noinline)) static float scale(float *out, const int *k, int n) {
  float sum = 0;
  for (int i = 0; i < n; i++) {
    out[i] = (float)(*k * i); // *k stays: no int is written in the loop
    sum += out[i];
  }
  return sum;
}

__attribute__((noinline)) static int bytes(int *x, unsigned char *c) {
  *x = 0x01020304;
  int r = 0;
  for (int i = 0; i < 4; i++)
    r = r * 10 + c[i]; // reads *x through char: aliases
  return r;
}

__attribute__((noinline)) static int through_union(union U *u, int n) {
  int r = 0;
  for (int i = 0; i < n; i++) {
    u->f = 5.0f; // union members: char tags, they alias
    r = u->i;
  }
  return r;
}

__attribute__((noinline)) static void fill(char *p, int *x, int n) {
  for (int i = 0; i < n; i++)
    p[i] = 42; // writes *x through char
  *x = *x;
}

int main(void) {
  float out[8];
  int k = 7;
  float sum = scale(out, &k, 8);
  printf("scaled");
  for (int i = 0; i < 8; i++)
    printf(" %.1f", out[i]);
  printf(" sum %.1f\n", sum);
  int x = 0;
  int b = bytes(&x, (unsigned char *)&x);
  union U u = {0};
  int ui = through_union(&u, 3);
  int y = 0;
  fill((char *)&y, &y, 4);
  printf("bytes %d %d %d %d union %d char %#x\n", b / 1000, b / 100 % 10,
         b / 10 % 10, b % 10, ui, (unsigned)y);
  return 0;
}
#endif
