/* Structures by value: complex numbers (16-byte structs of two doubles)
   passed and returned by value, copied in loops: polynomial evaluation,
   a Julia-set iteration count and a small DFT. */
#include <stdio.h>

typedef struct {
  double re, im;
} cplx;

static cplx c_make(double re, double im) {
  cplx c = {re, im};
  return c;
}
static cplx c_add(cplx a, cplx b) { return c_make(a.re + b.re, a.im + b.im); }
static cplx c_sub(cplx a, cplx b) { return c_make(a.re - b.re, a.im - b.im); }
static cplx c_mul(cplx a, cplx b) {
  return c_make(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}
static double c_norm(cplx a) { return a.re * a.re + a.im * a.im; }

#define NC 8
static cplx coeffs[NC];
#define DFTN 64
static cplx sig[DFTN], spec[DFTN], twiddle[DFTN];

static cplx horner(const cplx *c, int n, cplx z) {
  cplx acc = c[0];
  for (int i = 1; i < n; i++)
    acc = c_add(c_mul(acc, z), c[i]);
  return acc;
}

static int julia(cplx z, cplx c, int limit) {
  int i = 0;
  while (i < limit && c_norm(z) <= 4.0) {
    z = c_add(c_mul(z, z), c);
    i++;
  }
  return i;
}

static void dft(void) {
  for (int k = 0; k < DFTN; k++) {
    cplx acc = c_make(0.0, 0.0);
    for (int n = 0; n < DFTN; n++)
      acc = c_add(acc, c_mul(sig[n], twiddle[(k * n) % DFTN]));
    spec[k] = acc;
  }
}

int main(void) {
  for (int i = 0; i < NC; i++)
    coeffs[i] = c_make((double)(i + 1) * 0.25, (double)(NC - i) * -0.125);
  /* Twiddles by repeated multiplication with a rotation (no libm). */
  cplx w = c_make(0.99518472667219693, -0.098017140329560604); /* e^{-2 pi i/64} */
  twiddle[0] = c_make(1.0, 0.0);
  for (int i = 1; i < DFTN; i++)
    twiddle[i] = c_mul(twiddle[i - 1], w);
  for (int i = 0; i < DFTN; i++)
    sig[i] = c_make((double)((i * 7) % 13) - 6.0, (double)((i * 5) % 11) - 5.0);

  unsigned long long iters = 0;
  cplx jc = c_make(-0.8, 0.156);
  for (int y = 0; y < 128; y++)
    for (int x = 0; x < 192; x++) {
      cplx z = c_make(-1.6 + x * (3.2 / 192.0), -1.0 + y * (2.0 / 128.0));
      iters += (unsigned long long)julia(z, jc, 200);
    }
  cplx psum = c_make(0.0, 0.0);
  for (int i = 0; i < 80000; i++) {
    cplx z = c_make((double)(i % 200) / 200.0 - 0.5, (double)(i % 73) / 73.0 - 0.5);
    psum = c_add(psum, horner(coeffs, NC, z));
  }
  cplx dsum = c_make(0.0, 0.0);
  for (int r = 0; r < 48; r++) {
    dft();
    for (int k = 0; k < DFTN; k++) {
      dsum = c_add(dsum, spec[k]);
      sig[k] = c_sub(sig[k], c_make(spec[k].re * 1e-3, spec[k].im * 1e-3));
    }
  }
  printf("complex %llu %.6e %.6e %.6e %.6e\n", iters, psum.re, psum.im, dsum.re, dsum.im);
  return 0;
}
