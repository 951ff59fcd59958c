// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Floating point without libm: Newton square and cube roots, Simpson and
// trapezoid integration, a Taylor series, float/double conversions.

// CHECK: sqrt(2) = 1.414214 (6 iterations), r*r-x = -4.441e-16
// CHECK-NEXT: sqrt(10) = 3.162278 (6 iterations), r*r-x = -1.776e-15
// CHECK-NEXT: sqrt(0.25) = 0.500000 (6 iterations), r*r-x = 0.000e+00
// CHECK-NEXT: sqrt(12345.7) = 111.111107 (12 iterations), r*r-x = 1.819e-12
// CHECK-NEXT: sqrt(1e-06) = 0.001000 (15 iterations), r*r-x = 0.000e+00
// CHECK-NEXT: cbrt(27) = 3.000000, cbrt(-8) = -2.000000, cbrt(2) = 1.259921
// CHECK-NEXT: pi with n=4: simpson 3.141569 trapezoid 3.131176
// CHECK-NEXT: pi with n=16: simpson 3.141593 trapezoid 3.140942
// CHECK-NEXT: pi with n=64: simpson 3.141593 trapezoid 3.141552
// CHECK-NEXT: integral of cubic over [0,2] = 2.000000
// CHECK-NEXT: e = 2.718282, e^-1 = 0.367879, e^2.5 = 12.182494
// CHECK-NEXT: float 0.1*10 = 1.000000119, double 0.1 - float 0.1 = -1.490e-09
// CHECK-NEXT: 16777216f + 1 = 16777216.0, (int)-2.7 = -2, (int)2.7 = 2, (unsigned)3.99 = 3
// CHECK-NEXT: 1e16 + 1 - 1e16 = 0.0, 0.1+0.2==0.3: 0
// CHECK-NEXT: (double)2^53+1 = 9007199254740992.0, back 9007199254740992
// CHECK-NEXT: -0.0 == 0.0: 1, 1/-0 < 0: 1

#include <stdio.h>

static double newton_sqrt(double x, int *iters) {
  if (x == 0.0)
    return 0.0;
  double g = x > 1.0 ? x / 2.0 : 1.0;
  *iters = 0;
  for (;;) {
    double next = 0.5 * (g + x / g);
    ++*iters;
    if (next == g || *iters == 100)
      return next;
    double diff = next - g;
    g = next;
    if (diff < 1e-15 && diff > -1e-15)
      return g;
  }
}

static double cbrt_newton(double x) {
  double g = x;
  for (int i = 0; i < 60; ++i)
    g = g - (g * g * g - x) / (3.0 * g * g);
  return g;
}

static double inv_one_plus_sq(double x) { return 1.0 / (1.0 + x * x); }
static double cubic(double x) { return x * x * x - 2.0 * x + 1.0; }

static double simpson(double (*f)(double), double a, double b, int n) {
  double h = (b - a) / n, s = f(a) + f(b);
  for (int i = 1; i < n; ++i)
    s += f(a + i * h) * ((i & 1) ? 4.0 : 2.0);
  return s * h / 3.0;
}

static double trapezoid(double (*f)(double), double a, double b, int n) {
  double h = (b - a) / n, s = 0.5 * (f(a) + f(b));
  for (int i = 1; i < n; ++i)
    s += f(a + i * h);
  return s * h;
}

static double exp_taylor(double x) {
  double term = 1.0, sum = 1.0;
  for (int k = 1; k < 30; ++k) {
    term *= x / k;
    sum += term;
  }
  return sum;
}

int main(void) {
  const double xs[] = {2.0, 10.0, 0.25, 12345.678, 1e-6};
  for (int i = 0; i < 5; ++i) {
    int iters = 0;
    double r = newton_sqrt(xs[i], &iters);
    printf("sqrt(%g) = %.6f (%d iterations), r*r-x = %.3e\n", xs[i], r, iters, r * r - xs[i]);
  }
  printf("cbrt(27) = %.6f, cbrt(-8) = %.6f, cbrt(2) = %.6f\n", cbrt_newton(27.0),
         cbrt_newton(-8.0), cbrt_newton(2.0));
  for (int n = 4; n <= 64; n *= 4) {
    double s = simpson(inv_one_plus_sq, 0.0, 1.0, n) * 4.0;
    double t = trapezoid(inv_one_plus_sq, 0.0, 1.0, n) * 4.0;
    printf("pi with n=%d: simpson %.6f trapezoid %.6f\n", n, s, t);
  }
  printf("integral of cubic over [0,2] = %.6f\n", simpson(cubic, 0.0, 2.0, 10));
  printf("e = %.6f, e^-1 = %.6f, e^2.5 = %.6f\n", exp_taylor(1.0), exp_taylor(-1.0),
         exp_taylor(2.5));
  /* float rounding and conversions */
  float f = 0.1f;
  double d = 0.1;
  float acc = 0.0f;
  for (int i = 0; i < 10; ++i)
    acc += f;
  printf("float 0.1*10 = %.9f, double 0.1 - float 0.1 = %.3e\n", (double)acc, d - (double)f);
  float f24 = 16777216.0f;
  double fr[3] = {-2.7, 2.7, 3.99};
  printf("16777216f + 1 = %.1f, (int)-2.7 = %d, (int)2.7 = %d, (unsigned)3.99 = %u\n",
         (double)(f24 + 1.0f), (int)fr[0], (int)fr[1], (unsigned)fr[2]);
  double big = 1e16;
  printf("1e16 + 1 - 1e16 = %.1f, 0.1+0.2==0.3: %d\n", big + 1.0 - big, 0.1 + 0.2 == 0.3);
  long long ll = 9007199254740993LL;
  printf("(double)2^53+1 = %.1f, back %lld\n", (double)ll, (long long)(double)ll);
  double neg_zero = -0.0;
  printf("-0.0 == 0.0: %d, 1/-0 < 0: %d\n", neg_zero == 0.0, 1.0 / neg_zero < 0.0);
  return 0;
}
