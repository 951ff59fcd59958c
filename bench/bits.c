/* Bit manipulation: table-driven CRC-32, popcounts, bit reversal. */
#include <stdio.h>

#define BUF 200000

static unsigned crc_table[256];
static unsigned char buf[BUF];

static void make_table(void) {
  unsigned i, k;
  for (i = 0; i < 256; i++) {
    unsigned c = i;
    for (k = 0; k < 8; k++)
      c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crc_table[i] = c;
  }
}

static unsigned crc32(const unsigned char *p, unsigned n) {
  unsigned c = 0xFFFFFFFFu;
  unsigned i;
  for (i = 0; i < n; i++)
    c = crc_table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

static unsigned popcount_kernighan(unsigned x) {
  unsigned n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

static unsigned popcount_swar(unsigned long long x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return (unsigned)((x * 0x0101010101010101ull) >> 56);
}

static unsigned reverse_bits(unsigned x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
  return (x >> 16) | (x << 16);
}

int main(void) {
  unsigned long long s = 0x9E3779B97F4A7C15ull;
  unsigned i, r;
  unsigned crc = 0, pk = 0, ps = 0, rev = 0;
  make_table();
  for (i = 0; i < BUF; i++) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    buf[i] = (unsigned char)(s >> 24);
  }
  for (r = 0; r < 4; r++) {
    buf[r * 7] ^= (unsigned char)r;
    crc ^= crc32(buf, BUF) + r;
  }
  for (i = 0; i < 300000; i++) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    pk += popcount_kernighan((unsigned)s);
    ps += popcount_swar(s);
    rev ^= reverse_bits((unsigned)(s >> 32)) + i;
  }
  printf("bits: crc=%08x pk=%u ps=%u rev=%08x\n", crc, pk, ps, rev);
  return 0;
}
