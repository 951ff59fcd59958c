// Loops with more than one exit: the second test of `*a && *a == *b`, a
// break, a return from inside the loop, a goto out of a nest. loop-rotate
// takes them (the header becomes the guard and the latch's test; the other
// exits stay); they compute the same after -O2 through both backends and
// at -O0.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o /dev/null -Rpass=loop-rotate 2>&1 | FileCheck %s --check-prefix=PASSED

// PASSED-DAG: accepted rotate on loop with back edge in @key_eq (rotated:
// PASSED-DAG: accepted rotate on loop with back edge in @find (rotated:
// PASSED-DAG: accepted rotate on loop with back edge in @first_negative (rotated:
// PASSED-DAG: accepted rotate on loop with back edge in @nest_goto (rotated:

// CHECK: eq 1 0 0 1
// CHECK-NEXT: find 3 -1 0
// CHECK-NEXT: first 4 -1
// CHECK-NEXT: nest 18 9 0

#include <stdio.h>

__attribute__((noinline)) static int key_eq(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return *a == *b;
}

__attribute__((noinline)) static int find(const int *v, int n, int x) {
  int i = 0;
  for (; i < n; i++)
    if (v[i] == x)
      break;
  return i < n ? i : -1;
}

__attribute__((noinline)) static int first_negative(const int *v, int n) {
  for (int i = 0; i < n; i++)
    if (v[i] < 0)
      return i;
  return -1;
}

// The shape of loop-diff seed 43001: the inner loop's second exit leaves
// both loops, and the values it carries are live at both exits.
__attribute__((noinline)) static int nest_goto(const int *v, int n, int stop) {
  int acc = 0;
  for (int i = n; i > 0; --i) {
    acc += i;
    for (int j = 1; j < n; j += 2) {
      if (i == stop)
        goto out;
      acc += v[j % 6] & 1;
    }
  }
out:
  return acc;
}

int main(void) {
  int v[] = {5, 7, 9, 11, -2, 4};
  printf("eq %d %d %d %d\n", key_eq("abc", "abc"), key_eq("abc", "abd"),
         key_eq("", "a"), key_eq("", ""));
  printf("find %d %d %d\n", find(v, 6, 11), find(v, 6, 3), find(v, 1, 5));
  printf("first %d %d\n", first_negative(v, 6), first_negative(v, 4));
  printf("nest %d %d %d\n", nest_goto(v, 4, 0), nest_goto(v, 4, 3),
         nest_goto(v, 0, 1));
  return 0;
}
