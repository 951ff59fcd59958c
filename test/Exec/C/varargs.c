// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.expected
// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | diff %t.expected -
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | diff %t.expected -
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | diff %t.expected -
// RUN: vct-cc -O3 --backend=llvm %s -o %t.l3 2>/dev/null && %t.l3 | diff %t.expected -
// RUN: vct-cc -O3 --backend=c %s -o %t.c3 2>/dev/null && %t.c3 | diff %t.expected -
// RUN: %t.ref | FileCheck %s

// Definitions of variadic functions (issue 13): va_start, va_arg of int,
// long long, double, pointer and structure arguments (in registers and on
// the stack), va_copy, and a va_list passed on to vsnprintf. The importer
// keeps va_start/va_copy/va_end as VIR operations; clang's va_arg expansion
// is ordinary loads and stores.

// CHECK:      6
// CHECK-NEXT: 55
// CHECK-NEXT: 40000000059507.0
// CHECK-NEXT: 3500.5
// CHECK-NEXT: 46
// CHECK-NEXT: 17 [x=42 y=abc z=3.25]
// CHECK-NEXT: 1499500

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

long sum_ints(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; ++i)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

/* Mixed integer and floating arguments, beyond the six registers. */
static double mix(const char *fmt, ...) {
  va_list ap, again;
  va_start(ap, fmt);
  va_copy(again, ap);
  double total = 0;
  for (const char *p = fmt; *p; ++p) {
    if (*p == 'i')
      total += va_arg(ap, int);
    else if (*p == 'l')
      total += (double)va_arg(ap, long long);
    else if (*p == 'd')
      total += va_arg(ap, double);
    else if (*p == 's')
      total += (double)strlen(va_arg(ap, const char *));
  }
  va_end(ap);
  /* The copy starts from the first argument again. */
  double first = *fmt == 'd' ? va_arg(again, double) : (double)va_arg(again, int);
  va_end(again);
  return total * 1000 + first;
}

struct pair { long a, b; };
static long pairs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; ++i) {
    struct pair p = va_arg(ap, struct pair);
    s += p.a * 10 + p.b;
  }
  va_end(ap);
  return s;
}

static int logf_(char *buf, size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, size, fmt, ap);
  va_end(ap);
  return n;
}

int main(void) {
  char buf[64];
  printf("%ld\n", sum_ints(3, 1, 2, 3));
  printf("%ld\n", sum_ints(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  printf("%.1f\n", mix("idlsddddddddd", 7, 2.5, 40000000000LL, "hello", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0));
  printf("%.1f\n", mix("dii", 0.5, 1, 2));
  struct pair p = {1, 2}, q = {3, 4};
  printf("%ld\n", pairs(2, p, q));
  int n = logf_(buf, sizeof buf, "x=%d y=%s z=%.2f", 42, "abc", 3.25);
  printf("%d [%s]\n", n, buf);
  long t = 0;
  for (int i = 0; i < 1000; ++i)
    t += sum_ints(4, i, i + 1, i * 2, -i);
  printf("%ld\n", t);
  return 0;
}
