// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.expected
// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | diff %t.expected -
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | diff %t.expected -
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | diff %t.expected -
// RUN: vct-cc -O3 --backend=llvm %s -o %t.l3 2>/dev/null && %t.l3 | diff %t.expected -
// RUN: vct-cc -O3 --backend=c %s -o %t.c3 2>/dev/null && %t.c3 | diff %t.expected -
// RUN: %t.ref | FileCheck %s

// Computed goto (issue 13), as threaded interpreters use it: a static
// dispatch table of label addresses, `goto *table[op]`, a label address
// chosen in code, and labels compared as values. The importer makes a
// label's address its function's plus an offset and each indirectbr a
// switch over its targets' offsets; `run` is inlined into main at -O2, whose
// copy dispatches on the same offsets.

// CHECK:      2900000 2 1
// CHECK-NEXT: same 0 1

#include <stdio.h>

static int run(const unsigned char *code, int x) {
  static const void *table[] = {&&op_inc, &&op_dbl, &&op_dec, &&op_halt};
  const unsigned char *pc = code;
#define NEXT goto *table[*pc++]
  NEXT;
op_inc:
  x += 1;
  NEXT;
op_dbl:
  x *= 2;
  NEXT;
op_dec:
  x -= 3;
  NEXT;
op_halt:
  return x;
}

int pick(int x) {
  void *target = x ? &&one : &&two;
  goto *target;
one:
  return 1;
two:
  return 2;
}

/* Label addresses are values: equal for one label, different for two. */
int labels(int x) {
  void *a = &&first, *b = x ? &&first : &&second;
  if (a == b)
    printf("same ");
  goto *b;
first:
  return 0;
second:
  return 1;
}

int main(void) {
  static const unsigned char prog[] = {0, 1, 1, 2, 0, 1, 2, 3};
  long s = 0;
  for (int i = 0; i < 100000; ++i)
    s += run(prog, i & 7);
  printf("%ld %d %d\n", s, pick(0), pick(5));
  int f = labels(1);
  printf("%d %d\n", f, labels(0));
  return 0;
}
