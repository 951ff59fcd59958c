/* Bit packing: a bit writer and bit reader with a 64-bit accumulator
   (fixed-width fields of 1-32 bits, Elias-gamma and Rice codes), LEB128
   varints with zigzag for signed values, run-length coding of a bit map
   into gamma-coded run lengths, and popcount / parity / leading-zero
   tallies computed with shifts and masks.  Everything is round-tripped and
   checked.  Prints checksums of the encoded buffers and decoded values. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>

#define NVAL 4096
#define BUFSZ (NVAL * 12 + 64)
#define NBITMAP 2048 /* 64-bit words */
#define ROUNDS 6

static uint32_t rng = 99u;
static uint32_t next_rand(void) {
  rng = rng * 1103515245u + 12345u;
  return rng;
}

/* ---------- bit writer / reader, LSB-first ---------- */
typedef struct {
  uint8_t *buf;
  size_t pos; /* bytes flushed */
  uint64_t acc;
  unsigned nbits;
} bitw;

typedef struct {
  const uint8_t *buf;
  size_t pos, len;
  uint64_t acc;
  unsigned nbits;
} bitr;

static void bw_init(bitw *w, uint8_t *buf) {
  w->buf = buf;
  w->pos = 0;
  w->acc = 0;
  w->nbits = 0;
}

static void bw_put(bitw *w, uint32_t v, unsigned n) { /* n <= 32 */
  if (n < 32)
    v &= (1u << n) - 1u;
  w->acc |= (uint64_t)v << w->nbits;
  w->nbits += n;
  while (w->nbits >= 8) {
    w->buf[w->pos++] = (uint8_t)w->acc;
    w->acc >>= 8;
    w->nbits -= 8;
  }
}

static size_t bw_flush(bitw *w) {
  if (w->nbits > 0) {
    w->buf[w->pos++] = (uint8_t)w->acc;
    w->acc = 0;
    w->nbits = 0;
  }
  return w->pos;
}

static void br_init(bitr *r, const uint8_t *buf, size_t len) {
  r->buf = buf;
  r->pos = 0;
  r->len = len;
  r->acc = 0;
  r->nbits = 0;
}

static void br_fill(bitr *r) {
  while (r->nbits <= 56) {
    uint64_t b = r->pos < r->len ? r->buf[r->pos] : 0;
    r->pos++;
    r->acc |= b << r->nbits;
    r->nbits += 8;
  }
}

static uint32_t br_get(bitr *r, unsigned n) { /* n <= 32 */
  if (r->nbits < n)
    br_fill(r);
  uint32_t v = (uint32_t)(r->acc & ((n < 32 ? (1ull << n) : 0x100000000ull) - 1ull));
  r->acc >>= n;
  r->nbits -= n;
  return v;
}

static unsigned bit_length(uint32_t v) {
  unsigned n = 0;
  if (v >= 1u << 16) { n += 16; v >>= 16; }
  if (v >= 1u << 8) { n += 8; v >>= 8; }
  if (v >= 1u << 4) { n += 4; v >>= 4; }
  if (v >= 1u << 2) { n += 2; v >>= 2; }
  if (v >= 1u << 1) { n += 1; v >>= 1; }
  return n + v;
}

/* Elias gamma for v >= 1 (v < 2^31). */
static void put_gamma(bitw *w, uint32_t v) {
  unsigned len = bit_length(v);
  bw_put(w, 0, len - 1);
  /* write v MSB-first so the leading 1 terminates the zero prefix */
  for (unsigned i = len; i-- > 0;)
    bw_put(w, (v >> i) & 1u, 1);
}

static uint32_t get_gamma(bitr *r) {
  unsigned zeros = 0;
  while (br_get(r, 1) == 0)
    zeros++;
  uint32_t v = 1;
  for (unsigned i = 0; i < zeros; i++)
    v = (v << 1) | br_get(r, 1);
  return v;
}

/* Rice code with parameter k: quotient in unary, remainder in k bits. */
static void put_rice(bitw *w, uint32_t v, unsigned k) {
  uint32_t q = v >> k;
  while (q >= 16) {
    bw_put(w, 0xffffu, 16);
    q -= 16;
  }
  bw_put(w, (1u << q) - 1u, q);
  bw_put(w, 0, 1);
  if (k)
    bw_put(w, v, k);
}

static uint32_t get_rice(bitr *r, unsigned k) {
  uint32_t q = 0;
  while (br_get(r, 1))
    q++;
  uint32_t rem = k ? br_get(r, k) : 0;
  return (q << k) | rem;
}

/* ---------- varint / zigzag ---------- */
static uint32_t zz_enc(int32_t v) { return ((uint32_t)v << 1) ^ (uint32_t)(v >> 31); }
static int32_t zz_dec(uint32_t u) { return (int32_t)(u >> 1) ^ -(int32_t)(u & 1u); }

static size_t put_varint(uint8_t *p, uint64_t v) {
  size_t n = 0;
  while (v >= 0x80u) {
    p[n++] = (uint8_t)(v | 0x80u);
    v >>= 7;
  }
  p[n++] = (uint8_t)v;
  return n;
}

static size_t get_varint(const uint8_t *p, uint64_t *out) {
  uint64_t v = 0;
  unsigned shift = 0;
  size_t n = 0;
  for (;;) {
    uint8_t b = p[n++];
    v |= (uint64_t)(b & 0x7fu) << shift;
    if (!(b & 0x80u))
      break;
    shift += 7;
  }
  *out = v;
  return n;
}

/* ---------- shift-and-mask tallies ---------- */
static unsigned popcount64(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (unsigned)((x * 0x0101010101010101ull) >> 56);
}

static unsigned popcount_loop(uint32_t x) {
  unsigned n = 0;
  while (x) {
    x &= x - 1u;
    n++;
  }
  return n;
}

static unsigned parity32(uint32_t x) {
  x ^= x >> 16;
  x ^= x >> 8;
  x ^= x >> 4;
  x ^= x >> 2;
  x ^= x >> 1;
  return x & 1u;
}

static unsigned clz64(uint64_t x) {
  if (x == 0)
    return 64;
  unsigned n = 0;
  while (!(x & 0x8000000000000000ull)) {
    x <<= 1;
    n++;
  }
  return n;
}

static uint32_t bitrev32(uint32_t x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}

/* ---------- run-length coding of a bitmap ---------- */
static size_t rle_bits_encode(const uint64_t *bm, size_t nwords, uint8_t *out) {
  bitw w;
  bw_init(&w, out);
  size_t total = nwords * 64;
  unsigned cur = (unsigned)(bm[0] & 1u);
  bw_put(&w, cur, 1);
  size_t i = 0;
  while (i < total) {
    size_t run = 0;
    while (i < total && (unsigned)((bm[i >> 6] >> (i & 63)) & 1u) == cur) {
      run++;
      i++;
    }
    put_gamma(&w, (uint32_t)run);
    cur ^= 1u;
  }
  return bw_flush(&w);
}

static void rle_bits_decode(const uint8_t *in, size_t len, uint64_t *bm, size_t nwords) {
  bitr r;
  br_init(&r, in, len);
  memset(bm, 0, nwords * sizeof bm[0]);
  size_t total = nwords * 64, i = 0;
  unsigned cur = br_get(&r, 1);
  while (i < total) {
    uint32_t run = get_gamma(&r);
    if (cur)
      for (uint32_t k = 0; k < run; k++, i++)
        bm[i >> 6] |= 1ull << (i & 63);
    else
      i += run;
    cur ^= 1u;
  }
}

static uint32_t vals[NVAL];
static int32_t svals[NVAL];
static unsigned widths[NVAL];
static uint32_t dec[NVAL];
static uint8_t buf[BUFSZ];
static uint64_t bitmap[NBITMAP], bitmap2[NBITMAP];

static uint32_t hash_buf(const uint8_t *p, size_t n, uint32_t h) {
  for (size_t i = 0; i < n; i++)
    h = (h ^ p[i]) * 16777619u;
  return h;
}

int main(void) {
  uint32_t h = 2166136261u;
  unsigned long long tally = 0;
  int errors = 0;
  size_t bytes = 0;
  for (int r = 0; r < ROUNDS; r++) {
    for (int i = 0; i < NVAL; i++) {
      uint32_t x = next_rand();
      unsigned wdt = 1 + (x >> 27); /* 1..32 */
      widths[i] = wdt;
      vals[i] = (x ^ (x << 7)) & (wdt < 32 ? (1u << wdt) - 1u : 0xffffffffu);
      int32_t sv = (int32_t)((next_rand() >> 8) & 0xffffu) - 0x8000;
      svals[i] = (i & 3) == 0 ? sv * 4096 : sv >> (i & 7);
    }

    /* fixed-width fields */
    bitw w;
    bw_init(&w, buf);
    for (int i = 0; i < NVAL; i++)
      bw_put(&w, vals[i], widths[i]);
    size_t n = bw_flush(&w);
    bytes += n;
    h = hash_buf(buf, n, h);
    bitr rd;
    br_init(&rd, buf, n);
    for (int i = 0; i < NVAL; i++)
      dec[i] = br_get(&rd, widths[i]);
    errors += memcmp(dec, vals, sizeof vals) != 0;

    /* gamma and rice codes of small values */
    bw_init(&w, buf);
    for (int i = 0; i < NVAL; i++) {
      put_gamma(&w, (vals[i] & 0x3ffu) + 1u);
      put_rice(&w, vals[i] & 0x1ffu, 3 + (unsigned)(i & 3));
    }
    n = bw_flush(&w);
    bytes += n;
    h = hash_buf(buf, n, h);
    br_init(&rd, buf, n);
    for (int i = 0; i < NVAL; i++) {
      uint32_t g = get_gamma(&rd);
      uint32_t q = get_rice(&rd, 3 + (unsigned)(i & 3));
      errors += g != (vals[i] & 0x3ffu) + 1u;
      errors += q != (vals[i] & 0x1ffu);
    }

    /* zigzag varints */
    n = 0;
    for (int i = 0; i < NVAL; i++)
      n += put_varint(buf + n, zz_enc(svals[i]));
    for (int i = 0; i < NVAL / 4; i++)
      n += put_varint(buf + n, ((uint64_t)vals[i] << (i & 31)) | 1u);
    bytes += n;
    h = hash_buf(buf, n, h);
    size_t p = 0;
    for (int i = 0; i < NVAL; i++) {
      uint64_t u;
      p += get_varint(buf + p, &u);
      errors += zz_dec((uint32_t)u) != svals[i];
    }
    for (int i = 0; i < NVAL / 4; i++) {
      uint64_t u;
      p += get_varint(buf + p, &u);
      errors += u != (((uint64_t)vals[i] << (i & 31)) | 1u);
    }
    errors += p != n;

    /* bitmap with runs; RLE round trip and tallies */
    {
      size_t i = 0, total = (size_t)NBITMAP * 64;
      unsigned cur = r & 1;
      memset(bitmap, 0, sizeof bitmap);
      while (i < total) {
        size_t run = 1 + (next_rand() >> 16) % (cur ? 40u : 90u);
        for (size_t k = 0; k < run && i < total; k++, i++)
          if (cur)
            bitmap[i >> 6] |= 1ull << (i & 63);
        cur ^= 1u;
      }
    }
    n = rle_bits_encode(bitmap, NBITMAP, buf);
    bytes += n;
    h = hash_buf(buf, n, h);
    rle_bits_decode(buf, n, bitmap2, NBITMAP);
    errors += memcmp(bitmap, bitmap2, sizeof bitmap) != 0;
    for (int i = 0; i < NBITMAP; i++) {
      uint64_t x = bitmap[i];
      tally += popcount64(x);
      tally += popcount_loop((uint32_t)x ^ (uint32_t)(x >> 32)) * 3u;
      tally += parity32((uint32_t)(x >> 16)) * 5u;
      tally += clz64(x ^ (x >> 1));
      tally = tally * 3u + bitrev32((uint32_t)x) % 1000u;
    }
  }
  printf("bitpack %u %llu %zu %d\n", h, tally, bytes, errors);
  return 0;
}
