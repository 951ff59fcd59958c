// Structures passed by value in a loop that stores to another global: the
// copies' alias facts carried onto the loads and stores sroa and mem2reg
// make of them. The program prints the same at -O0, after inline, sroa and
// mem2reg alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --inline --sroa --mem2reg --verify-each %t.vir -o %t.s.mlir
// RUN: vct-translate --vir-to-llvmir %t.s.mlir -o %t.s.ll && lli %t.s.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.s.mlir -o %t.s.c && %cc %t.s.c -o %t.s.exe && %t.s.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// (copy-scopes.mlir checks the facts on the accesses.)

// CHECK: forces 1873423633523590034

#include <stdio.h>

typedef struct {
  int x, y;
} vec2;

typedef struct {
  vec2 pos;
  int mass;
} body;

static body bodies[16];
static vec2 force[16];

static vec2 diff(vec2 a, vec2 b) {
  vec2 d = {a.x - b.x, a.y - b.y};
  return d;
}

/* Structures passed by value in a loop that stores to another global: the
   copies' alias facts let the invariant body i stay out of the loop. */
static void forces(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      vec2 d = diff(bodies[i].pos, bodies[j].pos);
      force[j].x += d.x * bodies[i].mass;
      force[j].y -= d.y;
    }
}

int main(void) {
  for (int i = 0; i < 16; i++) {
    bodies[i].pos.x = i * 7 % 11 - 5;
    bodies[i].pos.y = i * 3 % 13 - 6;
    bodies[i].mass = 1 + i % 4;
  }
  long check = 0;
  for (int round = 0; round < 20; round++) {
    forces(16 - round % 5);
    for (int i = 0; i < 16; i++)
      check = check * 3 + force[i].x - force[i].y;
  }
  printf("forces %ld\n", check);
  return 0;
}
