// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O3 --backend=llvm %s -o %t.l3 && %t.l3 | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | FileCheck %s
// RUN: vct-cc -O3 --backend=c %s -o %t.c3 && %t.c3 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// __attribute__((constructor)) and destructor functions (issue 13): static
// and public ones, with and without priorities. The constructors run before
// main in priority order and fill state main reads (so no pass may take the
// globals' initial values for their values); the destructors run after
// main returns, in reverse priority order, and see what main left.

// CHECK: main: value 42 table 1 4 9 16 order 2 3 1
// CHECK-NEXT: fini: value 7
// CHECK-NEXT: late fini: 7

#include <stdio.h>

static int value;
static int table[4];
static int order[8], count;

static void __attribute__((constructor)) init(void) {
  value = 42;
  order[count++] = 1;
}

static void __attribute__((constructor(150))) fill(void) {
  for (int i = 0; i < 4; ++i)
    table[i] = (i + 1) * (i + 1);
  order[count++] = 2;
}

__attribute__((constructor(200))) void public_init(void) { order[count++] = 3; }

static void __attribute__((destructor(300))) fini(void) {
  printf("fini: value %d\n", value);
}

static void __attribute__((destructor(250))) late_fini(void) {
  printf("late fini: %d\n", value);
}

int main(void) {
  printf("main: value %d table", value);
  for (int i = 0; i < 4; ++i)
    printf(" %d", table[i]);
  printf(" order");
  for (int i = 0; i < count; ++i)
    printf(" %d", order[i]);
  printf("\n");
  value = 7;
  return 0;
}
