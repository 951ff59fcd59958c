// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O3 --backend=llvm %s -o %t.l3 2>/dev/null && %t.l3 | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | FileCheck %s
// RUN: vct-cc -O3 --backend=c %s -o %t.c3 2>/dev/null && %t.c3 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref -lm && %t.ref | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR
// VIR: vir.fdiv %{{.*}}, %{{.*}} : f80

// x87 `long double` (LLVM's x86_fp80, VIR's f80; issue 13: "cannot import
// the type 'f80'"): arithmetic, printf with %Lf and va_arg, the C
// library's long double functions, classification (isnan, signbit:
// through the value's bytes), conversions, structures and unions holding
// one, arrays, comparisons and fmodl, at every level on both backends.

// CHECK: poly 2.734375
// CHECK-NEXT: div 0.54761904761904761906
// CHECK-NEXT: sum 3.6
// CHECK-NEXT: sqrt 1.73205080756887729 sin 0.997494986604054431 pow 4.13351394094661304 fabs 1.5
// CHECK-NEXT: floor -2 ceil -1 trunc -1 round 2
// CHECK-NEXT: class 0 1 1 1 1 1
// CHECK-NEXT: cast 15000000000 10000000000000000000 -1 0.500000 1.500000
// CHECK-NEXT: rec x 3 3 pass 6 size 48
// CHECK-NEXT: bytes c0 ff 3f
// CHECK-NEXT: acc 67.5 cmp 1 1 eps 1.0842e-19
// CHECK-NEXT: fmod 1.5 -1.25

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <float.h>

struct Rec { char tag; long double value; int n; };
union Pun { long double ld; unsigned char bytes[16]; };
static volatile long double vin[] = {1.5L, -0.0L, 3.0L, 1e-4950L, 1e4000L};

static long double poly(long double x, const long double *c, int n) {
  long double r = 0;
  for (int i = n - 1; i >= 0; --i) r = r * x + c[i];
  return r;
}
static long double vsum(int n, ...) {
  va_list ap; va_start(ap, n); long double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long double);
  va_end(ap); return s;
}
static struct Rec make(long double v) { struct Rec r = {'x', v * 2, 3}; return r; }
static long double pass(struct Rec r) { return r.value + r.n; }

int main(void) {
  long double c[4] = {1.0L, 0.5L, 0.25L, 0.125L};
  long double a = vin[0], z = vin[1], big = vin[4], tiny = vin[3];
  printf("poly %.18Lg\n", poly(a, c, 4));
  printf("div %.20Lg\n", 1.0L / 3.0L + a / 7);
  printf("sum %.18Lg\n", vsum(3, a, (long double)2, 0.1L));
  printf("sqrt %.18Lg sin %.18Lg pow %.18Lg fabs %.3Lg\n", sqrtl(2.0L * a), sinl(a), powl(a, 3.5L), fabsl(-a));
  printf("floor %.3Lg ceil %.3Lg trunc %.3Lg round %.3Lg\n", floorl(-a), ceill(-a), truncl(-a), roundl(a));
  printf("class %d %d %d %d %d %d\n", isnan(a), isinf(big * big), isfinite(tiny), signbit(z) != 0, fpclassify(tiny) == FP_SUBNORMAL, isnormal(a));
  printf("cast %lld %llu %d %.6f %.6Lf\n", (long long)(a * 1e10L), (unsigned long long)(big > 0 ? 1e19L : 0), (int)-a, (double)(a / 3), (long double)(float)a);
  struct Rec r = make(a);
  printf("rec %c %.3Lg %d pass %.3Lg size %zu\n", r.tag, r.value, r.n, pass(r), sizeof(struct Rec));
  union Pun p; p.ld = a;
  printf("bytes %02x %02x %02x\n", p.bytes[7], p.bytes[8], p.bytes[9]);
  long double arr[5]; for (int i = 0; i < 5; i++) arr[i] = i * a;
  long double acc = 0; for (int i = 0; i < 5; i++) acc += arr[i] * arr[i];
  printf("acc %.18Lg cmp %d %d eps %Lg\n", acc, a < 2.0L, a == 1.5L, LDBL_EPSILON);
  printf("fmod %.6Lg %.6Lg\n", fmodl(10.5L, 3.0L), (long double)__builtin_fmodl(-7.25L, 2.0L));
  return 0;
}
