// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.expected
// RUN: vct-cc -O0 --backend=llvm -w %s -o %t.l0 && %t.l0 | diff %t.expected -
// RUN: vct-cc -O0 --backend=c -w %s -o %t.c0 && %t.c0 | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm -w %s -o %t.l2 && %t.l2 | diff %t.expected -
// RUN: vct-cc -O2 --backend=c -w %s -o %t.c2 && %t.c2 | diff %t.expected -
// The callee built by clang, the caller by vct-cc (a call without a
// prototype across objects).
// RUN: clang-22 -O0 -c %S/Inputs/float-struct-callee.c -o %t.callee.o
// RUN: vct-cc -O2 --backend=c -w -DSPLIT %s %t.callee.o -o %t.split && %t.split | diff %t.expected -
// RUN: vct-cc -O0 --backend=llvm -w -DSPLIT %s %t.callee.o -o %t.split.l && %t.split.l | diff %t.expected -
// RUN: %t.ref | FileCheck %s

// Arguments C's default promotions would change (issue 13). clang passes
// a structure of floats to a variadic function or one without a prototype
// as float values: a struct { float } as one float, the float after a
// double in its own SSE register. The C backend passes each as a
// one-float structure, which C passes as LLVM passes a float (a double
// would put other bits in the register). Vectors of 8 and 16 bytes go as
// GNU vector types, in one SSE register, not as the structures that hold
// them elsewhere. A public global named like the C backend's own names
// for private symbols (vct_def_...) keeps its name, and the private
// symbols take others.

// CHECK:      1.25 2.5 3.5
// CHECK-NEXT: 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 9.5 10.5
// CHECK-NEXT: 5 6 7 8 | 9 10 | 0.5 1.5
// CHECK-NEXT: 1.25 6
// CHECK-NEXT: 70 hello 3

#include <stdarg.h>
#include <stdio.h>

struct F1 { float a; };
struct DF { double a; float b; };
struct F3 { float a, b, c; };
typedef int v4i __attribute__((vector_size(16)));
typedef int v2i __attribute__((vector_size(8)));
typedef float v2f __attribute__((vector_size(8)));

static void structs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  struct F1 x = va_arg(ap, struct F1);
  struct DF y = va_arg(ap, struct DF);
  printf("%g %g %g\n", x.a, y.a, y.b);
  va_end(ap);
}

/* More floats than SSE registers: the last ones go on the stack. */
static void many(int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    struct F3 s = va_arg(ap, struct F3);
    printf(i ? " %g %g" : "%g %g", s.a, s.c);
  }
  printf("\n");
  va_end(ap);
}

static void vectors(int n, ...) {
  va_list ap;
  va_start(ap, n);
  v4i a = va_arg(ap, v4i);
  v2i b = va_arg(ap, v2i);
  v2f c = va_arg(ap, v2f);
  printf("%d %d %d %d | %d %d | %g %g\n", a[0], a[1], a[2], a[3], b[0], b[1],
         c[0], c[1]);
  va_end(ap);
}

#ifdef SPLIT
double take();
double take2();
#else
double take(struct F1 s) { return s.a; }
double take2(struct DF s) { return s.a + s.b; }
#endif

int vct_def__str = 70;
int vct_def_counter_count = 3;

static int counter(void) {
  static int count;
  return ++count;
}

int main(void) {
  structs(0, (struct F1){1.25f}, (struct DF){2.5, 3.5f});
  many(5, (struct F3){1.5f, 0, 2.5f}, (struct F3){3.5f, 0, 4.5f},
       (struct F3){5.5f, 0, 6.5f}, (struct F3){7.5f, 0, 8.5f},
       (struct F3){9.5f, 0, 10.5f});
  v4i a = {5, 6, 7, 8};
  v2i b = {9, 10};
  v2f c = {0.5f, 1.5f};
  vectors(0, a, b, c);
  struct F1 x = {1.25f};
  struct DF y = {2.5, 3.5f};
  printf("%g %g\n", ((double (*)())take)(x), ((double (*)())take2)(y));
  counter();
  printf("%d %s %d\n", vct_def__str, "hello", vct_def_counter_count);
  return counter() - 2;
}
