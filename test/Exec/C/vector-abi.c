// RUN: clang-22 -O0 -w %s %S/Inputs/vector-abi-callee.c -o %t.ref && %t.ref > %t.expected
// The caller by vct-cc, the callees by clang, and the other way round.
// RUN: clang-22 -O0 -w -c %S/Inputs/vector-abi-callee.c -o %t.callee.o
// RUN: clang-22 -O0 -c -w %s -o %t.caller.o
// RUN: vct-cc -O0 --backend=c -w %s %t.callee.o -o %t.c0 && %t.c0 | diff %t.expected -
// RUN: vct-cc -O2 --backend=c -w %s %t.callee.o -o %t.c2 && %t.c2 | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm -w %s %t.callee.o -o %t.l2 && %t.l2 | diff %t.expected -
// RUN: vct-cc -O0 --backend=c -c %S/Inputs/vector-abi-callee.c -o %t.vcallee.o
// RUN: clang-22 %t.caller.o %t.vcallee.o -o %t.rc0 && %t.rc0 | diff %t.expected -
// RUN: vct-cc -O2 --backend=c -c %S/Inputs/vector-abi-callee.c -o %t.vcallee2.o
// RUN: clang-22 %t.caller.o %t.vcallee2.o -o %t.rc2 && %t.rc2 | diff %t.expected -
// Both halves through the C backend, and through the LLVM backend.
// RUN: vct-cc -O2 --backend=c -w %s %S/Inputs/vector-abi-callee.c -o %t.cc && %t.cc | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm -w %s %S/Inputs/vector-abi-callee.c -o %t.ll && %t.ll | diff %t.expected -
// RUN: %t.ref | FileCheck %s

// Vectors of 8 and 16 bytes passed and returned by value between code the
// C backend emits and code clang compiles (issue 13): in every function
// signature the C backend uses the GNU vector type, which C compilers pass
// in one SSE register as LLVM passes the vector. The structure that holds
// a vector in the emitted C went in general registers (integers) or two
// SSE registers (four floats), and the callee read other values. A vector
// of 32 bytes, which clang passes in memory (byval) without AVX, is passed
// as its bytes, which C passes in memory too.

// CHECK:      sum4i 140
// CHECK-NEXT: scale4f 1.5 3 4.5 6
// CHECK-NEXT: swap2d 2.5 1.5
// CHECK-NEXT: add8s 11 22 33 44 55 66 77 88
// CHECK-NEXT: sum16c 3360
// CHECK-NEXT: mix2i 9 60
// CHECK-NEXT: sum8i 276
// CHECK-NEXT: many 188

#include <stdio.h>

#include "Inputs/vector-abi.h"

int main(void) {
  printf("sum4i %d\n", sum4i((v4i){5, 6, 7, 10}, 5));
  v4f f = scale4f((v4f){1, 2, 3, 4}, 1.5f);
  printf("scale4f %g %g %g %g\n", f[0], f[1], f[2], f[3]);
  v2d d = swap2d((v2d){1.5, 2.5});
  printf("swap2d %g %g\n", d[0], d[1]);
  v8s s = add8s((v8s){1, 2, 3, 4, 5, 6, 7, 8},
                (v8s){10, 20, 30, 40, 50, 60, 70, 80});
  printf("add8s %d %d %d %d %d %d %d %d\n", s[0], s[1], s[2], s[3], s[4], s[5],
         s[6], s[7]);
  v16c c;
  for (int i = 0; i < 16; i++)
    c[i] = (signed char)(i * 3 - 20);
  printf("sum16c %d\n", sum16c(c) + 2000);
  v2i m = mix2i((v2i){4, 6}, (v2f){0.5f, 5.5f}, 10);
  printf("mix2i %d %d\n", m[0], m[1]);
  printf("sum8i %d\n", sum8i(3, (v8i){1, 2, 3, 4, 5, 6, 7, 8}));
  v2d one = {1, 1}, two = {2, 0};
  printf("many %g\n", many(one, one, one, one, one, one, one, one, two, two));
  return 0;
}
