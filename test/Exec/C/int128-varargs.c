// RUN: clang-22 -O0 -w %s %S/Inputs/int128-varargs-callee.c -o %t.ref && %t.ref > %t.expected
// RUN: vct-cc -O0 --backend=llvm -w %s %S/Inputs/int128-varargs-callee.c -o %t.l0 && %t.l0 | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm -w %s %S/Inputs/int128-varargs-callee.c -o %t.l2 && %t.l2 | diff %t.expected -
// RUN: vct-cc -O0 --backend=c -w %s %S/Inputs/int128-varargs-callee.c -o %t.c0 && %t.c0 | diff %t.expected -
// RUN: vct-cc -O2 --backend=c -w %s %S/Inputs/int128-varargs-callee.c -o %t.c2 && %t.c2 | diff %t.expected -
// The callees by clang, the caller by vct-cc, and the other way round.
// RUN: clang-22 -O0 -c %S/Inputs/int128-varargs-callee.c -o %t.callee.o
// RUN: vct-cc -O2 --backend=llvm -w %s %t.callee.o -o %t.s1 && %t.s1 | diff %t.expected -
// RUN: vct-cc -O2 --backend=c -w %s %t.callee.o -o %t.s2 && %t.s2 | diff %t.expected -
// RUN: clang-22 -O0 -c -w %s -o %t.caller.o
// RUN: vct-cc -O2 --backend=c -c %S/Inputs/int128-varargs-callee.c -o %t.vcallee.o
// RUN: clang-22 %t.caller.o %t.vcallee.o -o %t.s3 && %t.s3 | diff %t.expected -
// RUN: %t.ref | FileCheck %s

// __int128 arguments of variadic functions (issue 13): among the extra
// arguments (in a register pair or on the stack, as the registers run
// out) and as a fixed parameter. The importer marks the two i64 halves of
// each in the call's own vct.abi, and a fixed one in the call's callee
// type, so both backends pass one __int128 where the C ABI wants it. It
// used to refuse such calls ("cannot import a call passing an 'i128' to a
// variadic function").

// CHECK:      sum_wide 1636350056
// CHECK-NEXT: with_base 121
// CHECK-NEXT: local 1234:5678 1 ffffffffffffffff:fffffffffffffffd 2

#include <stdarg.h>
#include <stdio.h>

long sum_wide(int n, ...);
long with_base(__int128 base, ...);

static void local(int n, ...) {
  va_list ap;
  va_start(ap, n);
  printf("local");
  for (int i = 0; i < n; i++) {
    __int128 v = va_arg(ap, __int128);
    long tail = va_arg(ap, long);
    printf(" %llx:%llx %ld", (unsigned long long)(v >> 64),
           (unsigned long long)v, tail);
  }
  printf("\n");
  va_end(ap);
}

int main(void) {
  __int128 a = ((__int128)0x1234 << 64) | 0x5678, b = -3;
  printf("sum_wide %ld\n", sum_wide(4, a, 1L, b, 2L, a * 3, 3L,
                                    (__int128)-1 << 70, 4L));
  printf("with_base %ld\n",
         with_base(((__int128)7 << 64) | 9, (__int128)800, 5L));
  local(2, a, 1L, b, 2L);
  return 0;
}
