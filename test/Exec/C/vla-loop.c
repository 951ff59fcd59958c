// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O3 --backend=llvm %s -o %t.l3 2>/dev/null && %t.l3 | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s
// The importer keeps clang's stacksave/stackrestore around each VLA scope:
// RUN: vct-cc -O0 -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR
// VIR: vir.stacksave
// VIR: vir.alloca i32, %{{.*}} : i64
// VIR: vir.stackrestore
// The inliner brackets an inlined body that allocates at run time:
// RUN: vct-cc -O2 -S --emit=vir %s -o - | FileCheck %s --check-prefix=INLINE
// INLINE-LABEL: vir.func @main
// INLINE: vir.stacksave
// INLINE: vir.alloca i8, %{{.*}} : i64
// INLINE: vir.stackrestore

// Run-time stack allocations in loops (issue 13's stack overflows): a
// variable-length array in a loop body and in a goto loop, and a function
// calling alloca inlined into a loop. Each iteration frees what the last
// one allocated, so 200,000 iterations of up to 4 KB fit in any stack.

// CHECK: vla 102387360
// CHECK-NEXT: goto 320
// CHECK-NEXT: alloca 400000

#include <alloca.h>
#include <stdio.h>

static volatile int scale = 1;

static long scratch(int i) {
  char *p = alloca(1000 * scale);
  p[999] = (char)(i & 3);
  return p[999] + 1;
}

int main(void) {
  long sum = 0;
  for (int i = 0; i < 200000; i++) {
    int n = (i & 1023) + 1;
    int v[n];
    v[0] = 1;
    v[n - 1] = n;
    sum += v[n - 1] + v[0] * 0;
  }
  printf("vla %ld\n", sum);

  int i = 0, last = 0;
loop: {
  int n = (i & 1023) + 1;
  int w[n];
  for (int k = 0; k < n; k++)
    w[k] = k + 1;
  last = w[n - 1];
}
  if (++i < 200000)
    goto loop;
  printf("goto %d\n", last);

  long total = 0;
  for (int j = 0; j < 200000; j++)
    total += scratch(j) > 0 ? 2 : 0;
  printf("alloca %ld\n", total);
  return 0;
}
