/* Per-frame pixel pipeline of a small video compositor on 8-bit luma
   planes: a synthetic camera frame is brightened by a saturating add of an
   overlay, darkened by a saturating subtract, alpha-blended with per-pixel
   8-bit weights (exact divide-by-255 rounding), compared with the previous
   frame by absolute difference and block SAD, turned into an int16
   residual that feeds a widening int16 multiply-add against a window, and
   colour-graded through a float gain/offset with clamping.  Frame
   statistics are accumulated into struct fields through a pointer.
   Exercises vectorization with mixed element widths (u8->u16->i32
   widening, saturation, abs-diff, min/max) and scalar promotion of
   struct-field reductions.  Prints per-frame summaries and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define W 320
#define H 96
#define NPIX (W * H)
#define FRAMES 24
#define BLK 8

typedef struct {
  uint32_t sum, lo, hi, over;
  uint64_t sumsq;
} pstats;

typedef struct { float gain, offset, lo, hi; } grade;

static uint8_t cam[NPIX], prev[NPIX], overlay[NPIX], shade[NPIX], alpha[NPIX];
static uint8_t bright[NPIX], lit[NPIX], mixed[NPIX], diff[NPIX], graded[NPIX];
static uint8_t noise[NPIX + 4096];
static int16_t resid[NPIX], smooth[NPIX], window[W];

static uint32_t rng = 0x9e3779b9u;
static uint32_t xorshift(void) {
  rng ^= rng << 13;
  rng ^= rng >> 17;
  rng ^= rng << 5;
  return rng;
}

static void add_sat(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    unsigned s = (unsigned)a[i] + b[i];
    d[i] = (uint8_t)(s > 255 ? 255 : s);
  }
}

static void sub_sat(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    int s = a[i] - b[i];
    d[i] = (uint8_t)(s < 0 ? 0 : s);
  }
}

static void abs_diff(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    int s = a[i] - b[i];
    d[i] = (uint8_t)(s < 0 ? -s : s);
  }
}

static inline unsigned div255(unsigned x) { x += 128; return (x + (x >> 8)) >> 8; }

static void blend(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b,
                  const uint8_t *restrict al, int n) {
  for (int i = 0; i < n; i++)
    d[i] = (uint8_t)div255((unsigned)a[i] * al[i] + (unsigned)b[i] * (255u - al[i]));
}

static void residual(int16_t *restrict r, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) r[i] = (int16_t)(a[i] - b[i]);
}

/* 3-tap smoothing in int16 with a clamp to +-limit */
static void smooth3(int16_t *restrict d, const int16_t *restrict s, int n, int16_t limit) {
  d[0] = s[0];
  d[n - 1] = s[n - 1];
  for (int i = 1; i < n - 1; i++) {
    int v = (s[i - 1] + 2 * s[i] + s[i + 1]) >> 2;
    v = v > limit ? limit : v;
    v = v < -limit ? -limit : v;
    d[i] = (int16_t)v;
  }
}

static int32_t wdot(const int16_t *x, const int16_t *k, int n) {
  int32_t s = 0;
  for (int i = 0; i < n; i++) s += (int32_t)x[i] * k[i];
  return s;
}

static uint32_t sad_block(const uint8_t *a, const uint8_t *b, int stride) {
  uint32_t s = 0;
  for (int y = 0; y < BLK; y++, a += stride, b += stride)
    for (int x = 0; x < BLK; x++) {
      int d = a[x] - b[x];
      s += (uint32_t)(d < 0 ? -d : d);
    }
  return s;
}

static void apply_grade(uint8_t *restrict d, const uint8_t *restrict s, const grade *g, int n) {
  for (int i = 0; i < n; i++) {
    float v = (float)s[i] * g->gain + g->offset;
    v = v < g->lo ? g->lo : v;
    v = v > g->hi ? g->hi : v;
    d[i] = (uint8_t)(v + 0.5f);
  }
}

static void stats_u8(pstats *st, const uint8_t *restrict p, int n, unsigned thr) {
  for (int i = 0; i < n; i++) {
    uint32_t v = p[i];
    st->sum += v;
    st->sumsq += v * v;
    if (v < st->lo) st->lo = v;
    if (v > st->hi) st->hi = v;
    st->over += v > thr;
  }
}

/* reduction over int16 data into fields of a struct reached by pointer */
typedef struct { int64_t energy; int32_t pos, neg, peak; } rstats;
static void stats_i16(rstats *rs, const int16_t *r, int n) {
  for (int i = 0; i < n; i++) {
    int32_t v = r[i];
    rs->energy += v * v;
    rs->pos += v > 0;
    rs->neg += v < 0;
    int32_t a = v < 0 ? -v : v;
    rs->peak = a > rs->peak ? a : rs->peak;
  }
}

static void make_frame(int t) {
  int ox = (t * 7) % (W - 40), oy = (t * 3) % (H - 24);
  const uint8_t *nz = noise + (t * 613) % 4096;
  for (int y = 0; y < H; y++) {
    uint8_t *row = cam + y * W;
    const uint8_t *nrow = nz + y * W;
    for (int x = 0; x < W; x++) row[x] = (uint8_t)(((x + 2 * y + t * 5) & 127) + (nrow[x] & 63));
    if (y >= oy && y < oy + 24)
      for (int x = ox; x < ox + 40; x++) row[x] = (uint8_t)(200 + (nrow[x] & 31));
  }
}

int main(void) {
  for (int i = 0; i < NPIX + 4096; i++) noise[i] = (uint8_t)(xorshift() >> 24);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int i = y * W + x;
      overlay[i] = (uint8_t)(((x / 6 + y / 8) & 3) == 0 ? 90 : (x ^ y) & 15);
      shade[i] = (uint8_t)(y < H / 4 ? (H / 4 - y) * 3 : 0);
      alpha[i] = (uint8_t)((x * 255) / (W - 1));
    }
  for (int x = 0; x < W; x++) window[x] = (int16_t)(x < W / 2 ? x / 4 : (W - 1 - x) / 4);
  make_frame(0);
  memcpy(prev, cam, sizeof prev);

  uint32_t check = 0;
  int64_t tot_energy = 0;
  for (int t = 1; t <= FRAMES; t++) {
    make_frame(t);
    add_sat(bright, cam, overlay, NPIX);
    sub_sat(lit, bright, shade, NPIX);
    blend(mixed, lit, cam, alpha, NPIX);
    abs_diff(diff, cam, prev, NPIX);
    residual(resid, cam, prev, NPIX);
    smooth3(smooth, resid, NPIX, 96);

    int32_t rowsig = 0;
    for (int y = 0; y < H; y++) {
      int32_t s = wdot(smooth + y * W, window, W);
      rowsig = s > rowsig ? s : rowsig;
    }
    uint32_t best = UINT32_MAX, moving = 0;
    for (int by = 0; by + BLK <= H; by += BLK)
      for (int bx = 0; bx + BLK <= W; bx += BLK) {
        uint32_t s = sad_block(cam + by * W + bx, prev + by * W + bx, W);
        if (s < best) best = s;
        moving += s > 16u * BLK * BLK;
      }

    grade g = { 0.85f + 0.01f * (float)(t % 7), 12.0f - (float)(t % 5), 16.0f, 235.0f };
    apply_grade(graded, mixed, &g, NPIX);

    pstats ps = { 0, 255, 0, 0, 0 };
    stats_u8(&ps, graded, NPIX, 180);
    stats_u8(&ps, diff, NPIX, 40);
    rstats rs = { 0, 0, 0, 0 };
    stats_i16(&rs, smooth, NPIX);
    tot_energy += rs.energy;

    if (t % 4 == 0)
      printf("frame %2d sum %8u lo %3u hi %3u over %6u sq %10llu | +%5d -%5d peak %3d rowsig %7d | moving %3u best %4u\n",
             t, ps.sum, ps.lo, ps.hi, ps.over, (unsigned long long)ps.sumsq, rs.pos, rs.neg,
             rs.peak, rowsig, moving, best);
    for (int i = 0; i < NPIX; i += 61)
      check = check * 16777619u ^ (uint32_t)(graded[i] | mixed[i] << 8 | (uint32_t)(uint16_t)smooth[i] << 16);
    check += ps.sum ^ (uint32_t)rowsig ^ best;
    memcpy(prev, cam, sizeof prev);
  }
  printf("energy %lld checksum %08x\n", (long long)tot_energy, check);
  return 0;
}
