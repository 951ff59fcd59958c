/* Murmur3-style 32-bit hashing of strings/ints, xorshift keys, a Bloom filter with k hashes. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define MBITS (1u << 18)
static uint64_t bits[MBITS / 64];
static uint64_t xs = 0x9E3779B97F4A7C15ull;

static uint64_t xorshift64(void) { xs ^= xs << 13; xs ^= xs >> 7; xs ^= xs << 17; return xs; }

static inline uint32_t rotl32(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }

static uint32_t murmur3(const void *key, int len, uint32_t seed) {
  const uint8_t *data = (const uint8_t *)key;
  int nblocks = len / 4;
  uint32_t h = seed;
  const uint32_t c1 = 0xcc9e2d51, c2 = 0x1b873593;
  for (int i = 0; i < nblocks; i++) {
    uint32_t k;
    memcpy(&k, data + 4 * i, 4);
    k *= c1; k = rotl32(k, 15); k *= c2;
    h ^= k; h = rotl32(h, 13); h = h * 5 + 0xe6546b64;
  }
  const uint8_t *tail = data + nblocks * 4;
  uint32_t k1 = 0;
  switch (len & 3) {
  case 3: k1 ^= (uint32_t)tail[2] << 16; /* fallthrough */
  case 2: k1 ^= (uint32_t)tail[1] << 8;  /* fallthrough */
  case 1: k1 ^= tail[0]; k1 *= c1; k1 = rotl32(k1, 15); k1 *= c2; h ^= k1;
  }
  h ^= (uint32_t)len;
  h ^= h >> 16; h *= 0x85ebca6b; h ^= h >> 13; h *= 0xc2b2ae35; h ^= h >> 16;
  return h;
}

static void make_key(uint64_t v, char *buf, int *len) {
  static const char al[] = "abcdefghijklmnopqrstuvwxyz0123456789_-";
  int n = 5 + (int)(v % 11);
  v /= 11;
  for (int i = 0; i < n; i++) { buf[i] = al[v % 38]; v /= 38; if (!v) v = 0x5851F42D4C957F2Dull ^ (uint64_t)i; }
  buf[n] = 0;
  *len = n;
}

#define K 6
static void bloom_add(const char *s, int len) {
  uint32_t h1 = murmur3(s, len, 0x1234), h2 = murmur3(s, len, 0x9876) | 1;
  for (int i = 0; i < K; i++) {
    uint32_t b = (h1 + (uint32_t)i * h2) & (MBITS - 1);
    bits[b >> 6] |= 1ull << (b & 63);
  }
}

static int bloom_test(const char *s, int len) {
  uint32_t h1 = murmur3(s, len, 0x1234), h2 = murmur3(s, len, 0x9876) | 1;
  for (int i = 0; i < K; i++) {
    uint32_t b = (h1 + (uint32_t)i * h2) & (MBITS - 1);
    if (!(bits[b >> 6] >> (b & 63) & 1)) return 0;
  }
  return 1;
}

int main(void) {
  char buf[32];
  int len, ok = 1;
  /* known murmur3 test vector: "" seed 0 -> 0; "hello" seed 0 -> 0x248bfa47 */
  if (murmur3("", 0, 0) != 0 || murmur3("hello", 5, 0) != 0x248bfa47u) ok = 0;
  uint64_t save = xs;
  int nins = 20000;
  for (int i = 0; i < nins; i++) { make_key(xorshift64(), buf, &len); bloom_add(buf, len); }
  xs = save;
  for (int i = 0; i < nins; i++) { make_key(xorshift64(), buf, &len); if (!bloom_test(buf, len)) ok = 0; }
  int fp = 0;
  uint32_t hacc = 0;
  for (int i = 0; i < 60000; i++) {
    make_key(xorshift64() ^ 0xABCDEFull, buf, &len);
    fp += bloom_test(buf, len);
    hacc ^= murmur3(buf, len, (uint32_t)i);
  }
  int pop = 0;
  for (unsigned i = 0; i < MBITS / 64; i++) pop += __builtin_popcountll(bits[i]);
  printf("bloom pop=%d fp=%d hacc=%08x ok=%d\n", pop, fp, hacc, ok);
  return ok ? 0 : 1;
}
