/* Fixed-point audio path of a four-channel mixing desk, as run on a DSP
   without floating point.  Each channel struct carries a three-band
   parametric equaliser (cascaded direct-form-I biquads with Q14
   coefficients, int16 state and a wide accumulator), a DC blocker, a Q15
   fader (Q14) with 16-bit saturation, a peak meter with decay and clip
   counters.  Channels are processed block by block over int16 sample
   buffers, panned into a stereo bus with saturating adds and run through
   a look-ahead-free peak limiter with attack/release envelope.  Test
   signals come from integer oscillators (saw, triangle, square, noise).
   Exercises fixed-point multiply/shift/saturate sequences, loop-carried
   filter recurrences, struct field promotion across a block loop and
   small constant-trip stage loops.  Prints meters and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NCH 4
#define NSTAGE 3
#define BLOCK 192
#define NBLOCKS 360

typedef struct { int16_t b0, b1, b2, a1, a2; } bq_coef;
typedef struct { int16_t x1, x2, y1, y2; } bq_state;
typedef struct {
  bq_coef eq[NSTAGE];
  bq_state st[NSTAGE];
  int16_t dc_x1, dc_y1;
  int16_t fader, pan; /* Q14 gain (up to +6 dB), Q15 pan */
  int16_t peak, buf[BLOCK];
  uint32_t phase, step, noise;
  uint32_t clips, overs;
  int64_t energy;
} channel;

static const bq_coef EQ[NCH][NSTAGE] = {
  { { 16516, -32124, 15632, -32130, 15758 }, { 15925, -30021, 14355, -30021, 13896 }, { 21123, -21494, 7625, -14158, 5027 } },
  { { 16306, -31781, 15496, -31776, 15421 }, { 17109, -29265, 13797, -29265, 14522 }, { 10711, -2873, 1974, -10616, 4043 } },
  { { 16955, -31969, 15058, -31969, 15629 }, { 15062, -25375, 12404, -25375, 11082 }, { 22151, -16347, 5971, -8142, 3532 } },
  { { 16454, -32225, 15785, -32227, 15852 }, { 16470, -32217, 15883, -32217, 15969 }, { 12943, -16925, 8390, -16925, 4949 } },
};

static inline int16_t sat16(int32_t v) { return (int16_t)(v > INT16_MAX ? INT16_MAX : v < INT16_MIN ? INT16_MIN : v); }
static inline int16_t sat16_64(int64_t v) { return (int16_t)(v > INT16_MAX ? INT16_MAX : v < INT16_MIN ? INT16_MIN : v); }
static inline int16_t mul_q15(int16_t a, int16_t b) { return sat16(((int32_t)a * b + (1 << 14)) >> 15); }
static inline int16_t abs16(int16_t v) { return v == INT16_MIN ? INT16_MAX : (int16_t)(v < 0 ? -v : v); }

static int16_t biquad(const bq_coef *c, bq_state *s, int16_t x) {
  int64_t acc = (int64_t)c->b0 * x + (int64_t)c->b1 * s->x1 + (int64_t)c->b2 * s->x2
              - (int64_t)c->a1 * s->y1 - (int64_t)c->a2 * s->y2;
  int16_t y = sat16_64((acc + (1 << 13)) >> 14);
  s->x2 = s->x1; s->x1 = x;
  s->y2 = s->y1; s->y1 = y;
  return y;
}

static void gen_block(channel *ch, int kind) {
  for (int i = 0; i < BLOCK; i++) {
    ch->phase += ch->step;
    ch->noise ^= ch->noise << 13; ch->noise ^= ch->noise >> 17; ch->noise ^= ch->noise << 5;
    int32_t saw = (int32_t)(ch->phase >> 16) - 32768;
    int32_t v;
    switch (kind) {
    case 0: v = saw - saw / 8; break;
    case 1: v = 2 * ((saw < 0 ? -saw : saw) - 16384); break;          /* triangle */
    case 2: v = (ch->phase & 0x80000000u) ? 20000 : -20000; break;    /* square */
    default: v = (int32_t)(ch->noise >> 18) - 8192 + saw / 2; break; /* noisy saw */
    }
    ch->buf[i] = sat16(v + (int32_t)((ch->noise >> 24) & 255) - 128);
  }
}

static void process_channel(channel *ch) {
  for (int i = 0; i < BLOCK; i++) {
    int16_t x = ch->buf[i];
    /* DC blocker: y = x - x1 + 0.995 * y1 */
    int32_t dc = (int32_t)x - ch->dc_x1 + (((int32_t)ch->dc_y1 * 32604 + (1 << 14)) >> 15);
    ch->dc_x1 = x;
    x = sat16(dc);
    ch->dc_y1 = x;
    for (int s = 0; s < NSTAGE; s++) x = biquad(&ch->eq[s], &ch->st[s], x);
    int32_t g = ((int32_t)x * ch->fader + (1 << 13)) >> 14;
    if (g > INT16_MAX || g < INT16_MIN) ch->clips++;
    x = sat16(g);
    int16_t a = abs16(x);
    if (a > ch->peak) ch->peak = a;
    if (a > 29000) ch->overs++;
    ch->energy += (int32_t)x * x;
    ch->buf[i] = x;
  }
  ch->peak = (int16_t)(ch->peak - (ch->peak >> 3)); /* meter decay per block */
}

typedef struct { int32_t env; int16_t thresh, attack, release; uint32_t active; int16_t gmin; } limiter;

static int16_t limit(limiter *lm, int16_t x) {
  int32_t a = abs16(x);
  if (a > lm->env) lm->env += ((a - lm->env) * lm->attack) >> 15;
  else lm->env -= ((lm->env - a) * lm->release) >> 15;
  if (lm->env <= lm->thresh) return x;
  lm->active++;
  int16_t g = (int16_t)(((int32_t)lm->thresh << 15) / (lm->env + 1));
  if (g < lm->gmin) lm->gmin = g;
  return mul_q15(x, g);
}

static channel chans[NCH];
static int16_t bus_l[BLOCK], bus_r[BLOCK];

int main(void) {
  static const uint32_t steps[NCH] = { 5872025u, 11744051u, 2936012u, 23488102u };
  static const int16_t faders[NCH] = { 13000, 17000, 22000, 14500 };
  static const int16_t pans[NCH] = { 8192, 16384, 24576, 32767 };
  for (int c = 0; c < NCH; c++) {
    channel *ch = &chans[c];
    memset(ch, 0, sizeof *ch);
    memcpy(ch->eq, EQ[c], sizeof ch->eq);
    ch->step = steps[c];
    ch->fader = faders[c];
    ch->pan = pans[c];
    ch->noise = 0x1234567u * (uint32_t)(c + 1);
  }
  limiter lim[2] = { { 0, 24000, 8000, 40, 0, INT16_MAX }, { 0, 24000, 8000, 40, 0, INT16_MAX } };
  uint32_t check = 0, bus_clips = 0;
  int64_t out_energy = 0;
  for (int b = 0; b < NBLOCKS; b++) {
    for (int c = 0; c < NCH; c++) {
      if (b % 90 == 45) chans[c].fader = (int16_t)(chans[c].fader ^ 0x2000); /* fader move */
      gen_block(&chans[c], c);
      process_channel(&chans[c]);
    }
    for (int i = 0; i < BLOCK; i++) {
      int32_t l = 0, r = 0;
      for (int c = 0; c < NCH; c++) {
        int16_t x = chans[c].buf[i];
        r += mul_q15(x, chans[c].pan);
        l += mul_q15(x, (int16_t)(32767 - chans[c].pan));
      }
      if (l > INT16_MAX || l < INT16_MIN || r > INT16_MAX || r < INT16_MIN) bus_clips++;
      bus_l[i] = limit(&lim[0], sat16(l));
      bus_r[i] = limit(&lim[1], sat16(r));
      out_energy += (int64_t)bus_l[i] * bus_l[i] + (int64_t)bus_r[i] * bus_r[i];
    }
    for (int i = 0; i < BLOCK; i += 3) check = check * 65599u + (uint16_t)bus_l[i] + ((uint32_t)(uint16_t)bus_r[i] << 3);
    if (b % 60 == 59) {
      printf("block %3d peaks", b);
      for (int c = 0; c < NCH; c++) printf(" %5d", chans[c].peak);
      printf(" | lim %5u %5u gmin %5d %5d\n", lim[0].active, lim[1].active, lim[0].gmin, lim[1].gmin);
    }
  }
  for (int c = 0; c < NCH; c++)
    printf("ch %d clips %5u overs %5u rms^2 %lld\n", c, chans[c].clips, chans[c].overs,
           (long long)(chans[c].energy / (BLOCK * NBLOCKS)));
  printf("bus clips %u energy %lld checksum %08x\n", bus_clips, (long long)out_energy, check);
  return 0;
}
