// RUN: clang-22 -O0 -w %s %S/Inputs/byval-exhausted-callee.c -o %t.ref && %t.ref > %t.expected
// RUN: vct-cc -O0 --backend=c -w %s %S/Inputs/byval-exhausted-callee.c -o %t.c0 && %t.c0 | diff %t.expected -
// RUN: vct-cc -O2 --backend=c -w %s %S/Inputs/byval-exhausted-callee.c -o %t.c2 && %t.c2 | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm -w %s %S/Inputs/byval-exhausted-callee.c -o %t.l2 && %t.l2 | diff %t.expected -
// One half by clang, the other by vct-cc's C backend, both ways.
// RUN: clang-22 -O0 -c %S/Inputs/byval-exhausted-callee.c -o %t.callee.o
// RUN: vct-cc -O2 --backend=c -w %s %t.callee.o -o %t.s1 && %t.s1 | diff %t.expected -
// RUN: clang-22 -O0 -c -w %s -o %t.caller.o
// RUN: vct-cc -O0 --backend=c -c %S/Inputs/byval-exhausted-callee.c -o %t.vcallee.o
// RUN: clang-22 %t.caller.o %t.vcallee.o -o %t.s2 && %t.s2 | diff %t.expected -
// RUN: %t.ref | FileCheck %s

// Structures clang passes in memory because the registers ran out
// (issue 13). clang classes a union of chars and floats as INTEGER; with
// the general registers used up it passes the union on the stack (LLVM
// byval). The C backend passed it as the structure of floats LLVM and VIR
// see, which C classes as SSE and put in free SSE registers: the callee read
// the stack. A byval structure of at most 16 bytes is now bytes with a
// misaligned field, which C compilers always pass in memory. The same for
// variadic arguments, where clang's va_arg reads the overflow area.

// CHECK:      1 2 3 4 5 6 7 | 1 2 3 4 5 6 7 8 9 10 11 12 | 1.5 2.5
// CHECK-NEXT: 1 2 3 4 5 6 7 8 9 10 11 12 | 1 2 3 4 5 6 7 8 9 10 11 12 | 1 2 3 4 5 6 7 8 9 10 11 12 | 99

#include <stdarg.h>
#include <stdio.h>

union U { char c[12]; float f[3]; };
struct P { float x, y; };

void take(long a, long b, long c, long d, long e, long f, union U u, long g,
          struct P p);

static void many(int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int k = 0; k < n; k++) {
    union U u = va_arg(ap, union U);
    for (int i = 0; i < 12; i++)
      printf(i ? " %d" : "%d", u.c[i]);
    printf(" | ");
  }
  printf("%ld\n", va_arg(ap, long));
  va_end(ap);
}

int main(void) {
  union U u;
  for (int i = 0; i < 12; i++)
    u.c[i] = (char)(i + 1);
  take(1, 2, 3, 4, 5, 6, u, 7, (struct P){1.5f, 2.5f});
  many(3, u, u, u, 99L);
  return 0;
}
