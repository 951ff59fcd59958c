// A generator's state (a static global read and written by an inlined
// helper in several blocks of the loop) is carried in registers across the
// loop and stored on its exits: its accesses, scoped `vct.global.state`,
// are kept apart from the table's (`vct.global.table`) by their module
// scopes. A location stored on one arm only stays in memory. The program
// prints the same at -O0, after -O2 without licm and then licm alone, and
// after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 -fno-licm -fno-loop-unroll -fno-loop-interleave -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --licm --verify-each %t.vir -o %t.l.mlir
// RUN: FileCheck %s --check-prefix=VIR < %t.l.mlir
// RUN: vct-translate --vir-to-llvmir %t.l.mlir -o %t.l.ll && lli %t.l.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.l.mlir -o %t.l.c && %cc %t.l.c -o %t.l.exe && %t.l.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// The state is loaded once before simulate's loop and stored after it.
// VIR-LABEL: vir.func @simulate(
// VIR: vir.load %state_addr
// VIR-NEXT: vir.br
// VIR-NOT: vir.load %state_addr
// VIR-NOT: vir.store %{{.*}}, %state_addr
// VIR: vir.store %{{.*}}, %state_addr
// VIR-NOT: vir.store %{{.*}}, %state_addr
// VIR: vir.return

// CHECK: simulate 2000: 2598 table 580287946
// CHECK-NEXT: simulate 1: 45 table 1594303324
// CHECK-NEXT: simulate 0: 0 table 1594303324
// CHECK-NEXT: high 999

#include <stdio.h>

static unsigned state = 12345u;
static int table[64];

static unsigned next(void) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

long simulate(int n) {
  long sum = 0;
  for (int k = 0; k < n; k++) {
    unsigned r = next() % 100;
    int kind = r < 40 ? 0 : r < 75 ? 1 : 2;
    unsigned slot = next() % 64;
    switch (kind) {
    case 0:
      table[slot] += 3;
      break;
    case 1:
      table[slot] -= 1;
      sum += next() & 7;
      break;
    default:
      sum ^= slot;
      break;
    }
  }
  return sum;
}

static int high;

// `high` is stored on one arm only: it stays in memory.
void track(const int *v, int n) {
  for (int i = 0; i < n; i++)
    if (v[i] > high)
      high = v[i];
}

int main(void) {
  int sizes[] = {2000, 1, 0};
  for (int s = 0; s < 3; s++) {
    long sum = simulate(sizes[s]);
    unsigned h = state;
    for (int i = 0; i < 64; i++)
      h = h * 31u + (unsigned)table[i];
    printf("simulate %d: %ld table %u\n", sizes[s], sum, h);
  }
  int v[50];
  for (int i = 0; i < 50; i++)
    v[i] = (i * 37) % 1030;
  track(v, 50);
  printf("high %d\n", high);
  return 0;
}
