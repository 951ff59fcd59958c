/* Byte-processing loops: CRC-32 (bitwise and table-driven), Adler-32 and
   FNV-1a over byte buffers, with buffers rewritten between rounds. */
#include <stdio.h>
#include <stddef.h>

#define LEN 8192
#define ROUNDS 60

static unsigned char buf[LEN];
static unsigned crc_table[256];

static void make_table(void) {
  for (unsigned n = 0; n < 256; n++) {
    unsigned c = n;
    for (int k = 0; k < 8; k++)
      c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crc_table[n] = c;
  }
}

static unsigned crc32_bitwise(const unsigned char *p, size_t n) {
  unsigned c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++)
      c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  return ~c;
}

static unsigned crc32_table(const unsigned char *p, size_t n) {
  unsigned c = 0xFFFFFFFFu;
  while (n--)
    c = crc_table[(c ^ *p++) & 0xFFu] ^ (c >> 8);
  return ~c;
}

static unsigned adler32(const unsigned char *p, size_t n) {
  unsigned a = 1, b = 0;
  for (size_t i = 0; i < n; i++) {
    a = (a + p[i]) % 65521u;
    b = (b + a) % 65521u;
  }
  return (b << 16) | a;
}

static unsigned fnv1a(const unsigned char *p, size_t n) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 16777619u;
  }
  return h;
}

int main(void) {
  make_table();
  unsigned s = 4242u;
  for (size_t i = 0; i < LEN; i++) {
    s = s * 1664525u + 1013904223u;
    buf[i] = (unsigned char)(s >> 24);
  }
  unsigned check = 0;
  for (int r = 0; r < ROUNDS; r++) {
    unsigned c1 = crc32_bitwise(buf, LEN);
    unsigned c2 = crc32_table(buf, LEN);
    unsigned a = adler32(buf, LEN);
    unsigned f = fnv1a(buf, LEN);
    if (c1 != c2)
      check ^= 0xDEADu;
    check = check * 31u + c1 + a + f;
    for (size_t i = 0; i < LEN; i++)
      buf[i] = (unsigned char)(buf[i] + (unsigned char)(c2 >> (i & 24u)) + (unsigned char)i);
  }
  printf("crc %08x\n", check);
  return 0;
}
