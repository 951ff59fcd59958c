/* Audio mixer: saturating adds, clamps, abs, min/max envelopes (select formation). */
#include <stdio.h>
#include <stdint.h>

#define N 4096
static int16_t a[N], b[N], out[N];

static inline int clamp16(int v) {
  if (v > 32767) return 32767;
  if (v < -32768) return -32768;
  return v;
}
static inline int iabs(int v) { return v < 0 ? -v : v; }
static inline int imax(int x, int y) { return x > y ? x : y; }
static inline int imin(int x, int y) { return x < y ? x : y; }

static void mix(int16_t *o, const int16_t *x, const int16_t *y, int n, int gx, int gy) {
  for (int i = 0; i < n; i++) {
    int v = (x[i] * gx + y[i] * gy) >> 8;
    o[i] = (int16_t)clamp16(v);
  }
}

static int peak(const int16_t *x, int n) {
  int m = 0;
  for (int i = 0; i < n; i++) m = imax(m, iabs(x[i]));
  return m;
}

/* envelope follower with attack/release and a hard gate */
static uint32_t envelope(const int16_t *x, int n) {
  int env = 0;
  uint32_t h = 0;
  for (int i = 0; i < n; i++) {
    int v = iabs(x[i]);
    if (v > env) env += (v - env) >> 2;
    else env -= (env - v) >> 6;
    int g = env < 200 ? 0 : imin(env, 20000);
    h += (uint32_t)g;
  }
  return h;
}

static void limiter(int16_t *x, int n, int thr) {
  for (int i = 0; i < n; i++) {
    int v = x[i];
    int s = v < 0 ? -1 : 1;
    int m = iabs(v);
    if (m > thr) m = thr + ((m - thr) >> 2);
    x[i] = (int16_t)(s * m);
  }
}

int main(void) {
  uint32_t s = 1;
  for (int i = 0; i < N; i++) {
    s = s * 1664525u + 1013904223u;
    a[i] = (int16_t)(s >> 16);
    s = s * 1664525u + 1013904223u;
    b[i] = (int16_t)((s >> 17) - 16384);
  }
  uint32_t sum = 0;
  for (int rep = 0; rep < 200; rep++) {
    mix(out, a, b, N, 200 + (rep & 63), 300 - (rep & 31));
    sum += (uint32_t)peak(out, N);
    sum ^= envelope(out, N);
    limiter(out, N, 12000 + rep * 10);
    sum += (uint32_t)peak(out, N) * 3;
  }
  printf("%u\n", sum);
  return 0;
}
