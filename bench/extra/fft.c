/* Iterative radix-2 complex FFT in float, inverse round trip, and an 8x8 DCT-II over blocks. */
#include <stdio.h>
#include <math.h>

#define LOGN 10
#define NFFT (1 << LOGN)
static float re[NFFT], im[NFFT], re0[NFFT], wr[NFFT / 2], wi[NFFT / 2];
static float blk[8][8], coef[8][8], ctab[8][8];
static unsigned st = 2463534242u;
static unsigned xs32(void) { st ^= st << 13; st ^= st >> 17; st ^= st << 5; return st; }

static unsigned bitrev(unsigned v, int bits) {
  unsigned r = 0;
  for (int i = 0; i < bits; i++) { r = (r << 1) | (v & 1); v >>= 1; }
  return r;
}

static void fft(float *xr, float *xi, int inverse) {
  for (unsigned i = 0; i < NFFT; i++) {
    unsigned j = bitrev(i, LOGN);
    if (j > i) {
      float t = xr[i]; xr[i] = xr[j]; xr[j] = t;
      t = xi[i]; xi[i] = xi[j]; xi[j] = t;
    }
  }
  for (int len = 2; len <= NFFT; len <<= 1) {
    int half = len >> 1, step = NFFT / len;
    for (int i = 0; i < NFFT; i += len) {
      for (int k = 0; k < half; k++) {
        float c = wr[k * step], s = inverse ? -wi[k * step] : wi[k * step];
        int a = i + k, b = a + half;
        float tr = xr[b] * c - xi[b] * s;
        float ti = xr[b] * s + xi[b] * c;
        xr[b] = xr[a] - tr; xi[b] = xi[a] - ti;
        xr[a] += tr; xi[a] += ti;
      }
    }
  }
  if (inverse) {
    float sc = 1.0f / NFFT;
    for (int i = 0; i < NFFT; i++) { xr[i] *= sc; xi[i] *= sc; }
  }
}

static void dct8(void) {
  for (int u = 0; u < 8; u++)
    for (int v = 0; v < 8; v++) {
      float s = 0.0f;
      for (int x = 0; x < 8; x++)
        for (int y = 0; y < 8; y++) s += blk[x][y] * ctab[u][x] * ctab[v][y];
      coef[u][v] = s;
    }
}

int main(void) {
  const float PI = 3.14159265358979f;
  for (int k = 0; k < NFFT / 2; k++) {
    wr[k] = cosf(-2.0f * PI * k / NFFT);
    wi[k] = sinf(-2.0f * PI * k / NFFT);
  }
  for (int u = 0; u < 8; u++)
    for (int x = 0; x < 8; x++)
      ctab[u][x] = (u == 0 ? 0.35355339f : 0.5f) * cosf((2 * x + 1) * u * PI / 16.0f);
  double chk = 0;
  int ok = 1;
  for (int round = 0; round < 12; round++) {
    for (int i = 0; i < NFFT; i++) {
      re[i] = re0[i] = (float)((int)(xs32() % 2001) - 1000) / 1000.0f;
      im[i] = 0.0f;
    }
    fft(re, im, 0);
    /* Parseval: sum|X|^2 = N * sum|x|^2 */
    double e1 = 0, e2 = 0;
    for (int i = 0; i < NFFT; i++) { e1 += (double)re0[i] * re0[i]; e2 += (double)re[i] * re[i] + (double)im[i] * im[i]; }
    if (fabs(e2 / NFFT - e1) > 1e-2 * e1) ok = 0;
    int peak = 0; float pm = 0;
    for (int i = 1; i < NFFT / 2; i++) { float m = re[i] * re[i] + im[i] * im[i]; if (m > pm) { pm = m; peak = i; } }
    fft(re, im, 1);
    float maxerr = 0;
    for (int i = 0; i < NFFT; i++) { float e = fabsf(re[i] - re0[i]); if (e > maxerr) maxerr = e; }
    if (maxerr > 1e-3f) ok = 0;
    chk += e1 + peak;
  }
  for (int b = 0; b < 1500; b++) {
    for (int x = 0; x < 8; x++)
      for (int y = 0; y < 8; y++) blk[x][y] = (float)((int)(xs32() & 255) - 128);
    dct8();
    float e1 = 0, e2 = 0;
    for (int x = 0; x < 8; x++)
      for (int y = 0; y < 8; y++) { e1 += blk[x][y] * blk[x][y]; e2 += coef[x][y] * coef[x][y]; }
    if (fabsf(e1 - e2) > 1e-3f * e1 + 1.0f) ok = 0;
    chk += (int)coef[0][0] * 0.001;
  }
  printf("fft chk=%.3f ok=%d\n", chk, ok);
  return ok ? 0 : 1;
}
