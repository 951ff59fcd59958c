// Loads joined at a block argument become one load of the joined address:
// a structure picked from one of two pointers, a field read through one of
// two pointers; a load followed by a store on its path stays. The program
// prints the same at -O0, after mem2reg, sroa, inline, instcombine and
// simplify-cfg alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --sroa --inline --instcombine --simplify-cfg --verify-each %t.vir -o %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// CHECK: joins -1789556331033380678 1 7 7

#include <stdio.h>

typedef struct {
  int x, y, z;
  float w;
} V;

/* A structure picked from one of two pointers, then changed. */
static V pick(const V *a, const V *b, int c) {
  V r = c ? *a : *b;
  r.x += 1;
  return r;
}

/* A field read through one of two pointers, and a load followed by a store
   on one path (which must stay where it is). */
static int field(const V *a, const V *b, int c) { return c ? a->y : b->y; }
static int read_then_write(int *p, int *q, int c) {
  int v;
  if (c) {
    v = *p;
    *q = 7;
  } else {
    v = *q;
  }
  return v;
}

int main(void) {
  V vs[8];
  for (int i = 0; i < 8; i++) {
    vs[i].x = i * 3 - 5;
    vs[i].y = 100 - i * i;
    vs[i].z = i ^ 5;
    vs[i].w = (float)i / 4;
  }
  long sum = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++) {
      V r = pick(&vs[i], &vs[j], (i + j) % 3);
      sum = sum * 7 + r.x + r.y * 3 + r.z * 5 + (int)(r.w * 8);
      sum += field(&vs[i], &vs[j], i < j);
    }
  int p = 1, q = 2;
  int a = read_then_write(&p, &q, 1);
  int b = read_then_write(&p, &q, 0);
  printf("joins %ld %d %d %d\n", sum, a, b, q);
  return 0;
}
