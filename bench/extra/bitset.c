/* Bitset operations: segmented sieve with 64-bit words, popcounts, set algebra. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NBITS (1 << 18)
#define NW (NBITS / 64)
typedef struct { uint64_t w[NW]; } bitset;

static bitset comp, tmp, mul3, res;

static inline void bs_set(bitset *b, unsigned i) { b->w[i >> 6] |= 1ull << (i & 63); }
static inline int bs_get(const bitset *b, unsigned i) { return (b->w[i >> 6] >> (i & 63)) & 1; }

static int popcnt64(uint64_t x) {
  int c = 0;
  while (x) { x &= x - 1; c++; }
  return c;
}

static int bs_count(const bitset *b) {
  int c = 0;
  for (int i = 0; i < NW; i++) c += popcnt64(b->w[i]);
  return c;
}

static void bs_andnot(bitset *d, const bitset *a, const bitset *b) {
  for (int i = 0; i < NW; i++) d->w[i] = a->w[i] & ~b->w[i];
}

static void bs_or(bitset *d, const bitset *a, const bitset *b) {
  for (int i = 0; i < NW; i++) d->w[i] = a->w[i] | b->w[i];
}

static int first_set_after(const bitset *b, unsigned i) {
  for (unsigned j = i; j < NBITS; j++)
    if (bs_get(b, j)) return (int)j;
  return -1;
}

static void sieve(bitset *c) {
  memset(c, 0, sizeof *c);
  bs_set(c, 0); bs_set(c, 1);
  for (unsigned p = 2; p * p < NBITS; p++) {
    if (bs_get(c, p)) continue;
    for (unsigned q = p * p; q < NBITS; q += p) bs_set(c, q);
  }
}

int main(void) {
  uint64_t h = 0;
  for (int rep = 0; rep < 6; rep++) {
    sieve(&comp);
    memset(&mul3, 0, sizeof mul3);
    for (unsigned q = 0; q < NBITS; q += 3 + rep) bs_set(&mul3, q);
    bs_or(&tmp, &comp, &mul3);
    bs_andnot(&res, &mul3, &comp);
    h = h * 31 + (uint64_t)bs_count(&comp);
    h = h * 31 + (uint64_t)bs_count(&tmp);
    h = h * 31 + (uint64_t)bs_count(&res);
    int k = 0;
    for (unsigned i = 1000; i < NBITS && k < 200; i += 997) {
      int j = first_set_after(&res, i);
      if (j < 0) break;
      h += (uint64_t)j;
      k++;
    }
  }
  printf("%llu\n", (unsigned long long)h);
  return 0;
}
