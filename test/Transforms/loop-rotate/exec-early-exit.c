// Loops with more than one exit: the second test of `*a && *a == *b`, a
// break, a return from inside the loop. loop-rotate does not take them yet
// (a block other than the header exits the loop); they compute the same
// after -O2 through both backends and at -O0.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o /dev/null -Rpass-missed=loop-rotate 2>&1 | FileCheck %s --check-prefix=MISSED

// MISSED: denied rotate on loop with back edge in @key_eq, Unsupported (a block other than the header exits the loop)

// CHECK: eq 1 0 0 1
// CHECK-NEXT: find 3 -1 0
// CHECK-NEXT: first 4 -1

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

int main(void) {
  int v[] = {5, 7, 9, 11, -2, 4};
  printf("eq %d %d %d %d\n", key_eq("abc", "abc"), key_eq("abc", "abd"),
         key_eq("", "a"), key_eq("", ""));
  printf("find %d %d %d\n", find(v, 6, 11), find(v, 6, 3), find(v, 1, 5));
  printf("first %d %d\n", first_negative(v, 6), first_negative(v, 4));
  return 0;
}
