// The clang-compiled side of byval-abi.c: functions taking and calling
// with structures passed by value (in memory: more than 16 bytes), and a
// variadic function reading them with va_arg.
#include <stdarg.h>

struct Big {
  long a, b, c, d;
};
struct Mixed {
  char tag;
  double x, y;
};

long big_sum(int k, struct Big b, long scale) {
  return k + (b.a + 2 * b.b + 3 * b.c + 4 * b.d) * scale;
}

double mixed_dot(struct Mixed m, struct Mixed n) {
  return m.tag * n.tag + m.x * n.x + m.y * n.y;
}

// Aligned beyond its fields: passed at 16 bytes (after a stack argument,
// where a wrong alignment shows).
struct __attribute__((aligned(16))) Aligned {
  long a, b, c;
};
long take_aligned(long r1, long r2, long r3, long r4, long r5, long r6,
                  long s1, struct Aligned x) {
  return r1 + r2 + r3 + r4 + r5 + r6 + s1 * 1000 + x.a * 100 + x.b * 10 + x.c;
}

long vct_big(struct Big b, int k);
long (*vct_big_pointer(void))(struct Big, int);

// Calls into the VCT-compiled side, directly and through its pointer.
long call_vct(void) {
  struct Big b = {1, 2, 3, 4};
  return vct_big(b, 10) + vct_big_pointer()(b, 100);
}

long sum_varargs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; ++i) {
    struct Big b = va_arg(ap, struct Big);
    s = s * 3 + b.a + b.b + b.c + b.d + va_arg(ap, int);
  }
  va_end(ap);
  return s;
}
