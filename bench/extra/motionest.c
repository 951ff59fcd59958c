/* Integer kernels from a video encoder: block-matching motion estimation
   with 8-bit frames (sum of absolute differences over 8x8 blocks in a
   +-R search window), the 16-bit residual of the chosen match, a widening
   multiply-accumulate energy (int16*int16 summed into int64), a signed
   8-bit weighted sharpness score (int8 weights times uint8 pixels summed
   into int32) and a Q15 dot product between residual rows and a fixed
   cosine table.  The inner loops are small fixed-trip reductions over
   narrow types - the shapes loop vectorizers and reduction recognition
   are meant for.  Prints motion-vector statistics and checksums. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define FW 176
#define FH 144
#define BS 8
#define R 8
#define FRAMES 6

static uint8_t cur[FH][FW], ref[FH][FW];
static int16_t resid[BS * BS];
static const int8_t sharp_w[BS] = {-1, -3, 2, 6, 6, 2, -3, -1};
static int16_t costab[BS][BS];

/* cos(pi * m / 16) in Q15 from a quarter-wave table */
static int16_t cos_q15(int m) {
  static const int16_t q[9] = {32767, 32137, 30273, 27245, 23170, 18204, 12539, 6393, 0};
  m %= 32;
  if (m > 16) m = 32 - m;
  return m <= 8 ? q[m] : (int16_t)-q[16 - m];
}

static unsigned sad8x8(const uint8_t *a, int astride, const uint8_t *b, int bstride) {
  unsigned s = 0;
  for (int y = 0; y < BS; y++) {
    for (int x = 0; x < BS; x++) {
      int d = a[x] - b[x];
      s += (unsigned)(d < 0 ? -d : d);
    }
    a += astride;
    b += bstride;
  }
  return s;
}

static int64_t energy(const int16_t *r, int n) {
  int64_t e = 0;
  for (int i = 0; i < n; i++) e += (int32_t)r[i] * r[i];
  return e;
}

static int32_t sharpness(const uint8_t *p, int stride) {
  int32_t s = 0;
  for (int y = 0; y < BS; y++, p += stride)
    for (int x = 0; x < BS; x++) s += sharp_w[x] * p[x];
  return s;
}

static int32_t q15_dot(const int16_t *a, const int16_t *b, int n) {
  int32_t acc = 0;
  for (int i = 0; i < n; i++) acc += ((int32_t)a[i] * b[i]) >> 15;
  return acc;
}

int main(void) {
  uint32_t seed = 12345u;
  /* DCT-II basis rows in Q15: costab[k][n] = cos(pi * (2n+1) * k / 16) */
  for (int k = 0; k < BS; k++)
    for (int n = 0; n < BS; n++) costab[k][n] = cos_q15((2 * n + 1) * k);
  for (int y = 0; y < FH; y++)
    for (int x = 0; x < FW; x++) {
      seed = seed * 1103515245u + 12345u;
      ref[y][x] = (uint8_t)(((x * 7) ^ (y * 13)) + ((seed >> 20) & 15u));
    }
  long sum_mvx = 0, sum_mvy = 0, zero_mv = 0;
  uint64_t sad_total = 0, h = 0;
  int64_t e_total = 0;
  int32_t sharp_total = 0, dct_total = 0;
  for (int f = 0; f < FRAMES; f++) {
    /* current frame = reference shifted by a frame-dependent motion + noise */
    int mx = (f % 3) - 1 + f, my = 2 - f;
    for (int y = 0; y < FH; y++)
      for (int x = 0; x < FW; x++) {
        int sx = x + mx, sy = y + my;
        sx = sx < 0 ? 0 : sx >= FW ? FW - 1 : sx;
        sy = sy < 0 ? 0 : sy >= FH ? FH - 1 : sy;
        seed = seed * 1103515245u + 12345u;
        int v = ref[sy][sx] + (int)((seed >> 24) & 7u) - 3;
        cur[y][x] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
      }
    for (int by = 0; by + BS <= FH; by += BS)
      for (int bx = 0; bx + BS <= FW; bx += BS) {
        unsigned best = ~0u;
        int bdx = 0, bdy = 0;
        for (int dy = -R; dy <= R; dy++)
          for (int dx = -R; dx <= R; dx++) {
            int rx = bx + dx, ry = by + dy;
            if (rx < 0 || ry < 0 || rx + BS > FW || ry + BS > FH) continue;
            unsigned s = sad8x8(&cur[by][bx], FW, &ref[ry][rx], FW);
            if (s < best || (s == best && abs(dx) + abs(dy) < abs(bdx) + abs(bdy))) {
              best = s;
              bdx = dx;
              bdy = dy;
            }
          }
        for (int y = 0; y < BS; y++)
          for (int x = 0; x < BS; x++)
            resid[y * BS + x] = (int16_t)(cur[by + y][bx + x] - ref[by + bdy + y][bx + bdx + x]);
        e_total += energy(resid, BS * BS);
        sharp_total += sharpness(&cur[by][bx], FW);
        for (int k = 0; k < BS; k++) dct_total += q15_dot(&resid[k * BS], costab[k], BS);
        sad_total += best;
        sum_mvx += bdx;
        sum_mvy += bdy;
        zero_mv += bdx == 0 && bdy == 0;
        h = h * 1000003u + (uint64_t)(best * 256u + (unsigned)(bdx + 16) * 16u + (unsigned)(bdy + 16));
      }
    /* next reference is the current frame */
    for (int y = 0; y < FH; y++)
      for (int x = 0; x < FW; x++) ref[y][x] = cur[y][x];
  }
  printf("motionest sad %llu mv %ld %ld zero %ld\n", (unsigned long long)sad_total, sum_mvx, sum_mvy, zero_mv);
  printf("energy %lld sharp %d dct %d hash %016llx\n", (long long)e_total, sharp_total, dct_total,
         (unsigned long long)h);
  return 0;
}
