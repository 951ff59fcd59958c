/* Modular exponentiation with Montgomery multiplication on 64-bit
   moduli, using unsigned __int128 products. */
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;

struct mont {
  uint64_t n, ninv, r2;
};

static uint64_t inverse(uint64_t n) {
  uint64_t x = n;
  for (int i = 0; i < 5; i++)
    x *= 2 - n * x;
  return x;
}

static uint64_t redc(const struct mont *m, u128 t) {
  uint64_t u = (uint64_t)t * -m->ninv;
  u128 s = t + (u128)u * m->n;
  uint64_t r = (uint64_t)(s >> 64);
  int carry = s < t;
  if (carry || r >= m->n)
    r -= m->n;
  return r;
}

static uint64_t mulm(const struct mont *m, uint64_t a, uint64_t b) {
  return redc(m, (u128)a * b);
}

static void setup(struct mont *m, uint64_t n) {
  m->n = n;
  m->ninv = inverse(n);
  u128 r = ((u128)1 << 64) % n;
  m->r2 = (uint64_t)((r * r) % n);
}

static uint64_t powm(const struct mont *m, uint64_t base, uint64_t e) {
  uint64_t x = mulm(m, base, m->r2), acc = mulm(m, 1, m->r2);
  while (e) {
    if (e & 1)
      acc = mulm(m, acc, x);
    x = mulm(m, x, x);
    e >>= 1;
  }
  return redc(m, acc);
}

int main(void) {
  uint64_t check = 0;
  uint64_t n = 0xffffffff00000001ull;
  for (int k = 0; k < 40; k++) {
    struct mont m;
    setup(&m, n - 2 * (uint64_t)k);
    for (uint64_t b = 2; b < 400; b++)
      check ^= powm(&m, b * 0x9e3779b97f4a7c15ull, m.n - 1 - b) + b;
  }
  printf("%llu\n", (unsigned long long)check);
  return 0;
}
