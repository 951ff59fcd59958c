/* Quality control for a network of automatic weather stations.  Each day
   every station delivers a series of packed observations (temperature,
   humidity, pressure, wind, gust, direction, flags); the QC pass clamps
   each field to its physical range and flags what it changed, repairs
   gusts below the mean wind, removes single-sample spikes with a median of
   three, tracks per-station minima/maxima, counts threshold crossings
   (frost, calm, storm, rising/falling trend via a sign function), wraps
   direction changes into [-180, 180) and assigns a comfort category.  All
   of this is short branchy code over arrays of structs: min/max/clamp/abs/
   sign idioms, conditional increments and conditional stores to struct
   fields, the material of select formation (if-conversion to cmov).
   Prints per-station summaries and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NSTAT 32
#define NOBS 1440
#define DAYS 4

enum { F_TCLAMP = 1, F_HCLAMP = 2, F_PCLAMP = 4, F_GUSTFIX = 8, F_SPIKE = 16, F_WCLAMP = 32 };
enum comfort { CF_FREEZING, CF_COLD, CF_MILD, CF_WARM, CF_HOT, NCOMFORT };

typedef struct {
  int16_t temp;  /* 0.1 C */
  int16_t hum;   /* 0.1 % */
  int16_t press; /* 0.1 hPa - 9000 */
  int16_t wind, gust; /* 0.1 m/s */
  uint16_t dir;  /* degrees, may arrive out of range */
  uint8_t flags, comfort;
} obs;

typedef struct {
  int32_t tmin, tmax, hmin, hmax, pmin, pmax, gmax;
  uint32_t frost, calm, storm, rises, falls, flagged, spikes, veers, backs;
  uint32_t comfort[NCOMFORT];
  int64_t tsum, wsum;
  int32_t max_jump, max_turn;
} stats;

static obs day[NSTAT][NOBS];
static stats st[NSTAT];

static uint32_t rng = 20240611u;
static uint32_t xs(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static int32_t rnd(int32_t lo, int32_t hi) { return lo + (int32_t)(((xs() >> 16) * (uint32_t)(hi - lo + 1)) >> 16); }

static inline int32_t min32(int32_t a, int32_t b) { return a < b ? a : b; }
static inline int32_t max32(int32_t a, int32_t b) { return a > b ? a : b; }
static inline int32_t iabs(int32_t a) { return a < 0 ? -a : a; }
static inline int sign(int32_t a) { return (a > 0) - (a < 0); }
static inline int32_t med3(int32_t a, int32_t b, int32_t c) {
  return max32(min32(a, b), min32(max32(a, b), c));
}

static int16_t clamp_field(int32_t v, int32_t lo, int32_t hi, uint8_t *flags, uint8_t bit) {
  if (v < lo) { *flags |= bit; return (int16_t)lo; }
  if (v > hi) { *flags |= bit; return (int16_t)hi; }
  return (int16_t)v;
}

static int wrap180(int32_t d) {
  if (d >= 180) d -= 360;
  else if (d < -180) d += 360;
  return d;
}

static enum comfort classify(int32_t t, int32_t h) {
  int32_t feel = t + (h > 700 && t > 200 ? (h - 700) / 10 : 0) - (h < 300 ? 10 : 0);
  if (feel < 0) return CF_FREEZING;
  if (feel < 100) return CF_COLD;
  if (feel < 220) return CF_MILD;
  if (feel < 300) return CF_WARM;
  return CF_HOT;
}

static void generate(int d) {
  for (int s = 0; s < NSTAT; s++) {
    int32_t t = 50 + 20 * (s % 13) + 15 * d, h = 600, p = 1130, w = 30, dir = (s * 37) % 360;
    for (int k = 0; k < NOBS; k++) {
      obs *o = &day[s][k];
      t += rnd(-6, 6) + (k < NOBS / 2 ? 1 : -1) * (k % 4 == 0);
      h += rnd(-15, 15);
      p += rnd(-3, 3);
      w = max32(0, w + rnd(-8, 8));
      dir += rnd(-25, 25);
      o->temp = (int16_t)t;
      o->hum = (int16_t)h;
      o->press = (int16_t)p;
      o->wind = (int16_t)min32(w, 30000);
      o->gust = (int16_t)min32(w + rnd(-20, 90), 30000);
      o->dir = (uint16_t)(((dir % 360) + 360) % 360 + ((xs() & 127) == 0 ? 360 : 0));
      o->flags = 0;
      if ((xs() & 255) == 0) o->temp = (int16_t)(o->temp + rnd(-900, 900)); /* sensor spike */
    }
  }
}

static void qc_station(obs *o, int n, stats *s) {
  for (int k = 0; k < n; k++) {
    obs *c = &o[k];
    c->temp = clamp_field(c->temp, -600, 600, &c->flags, F_TCLAMP);
    c->hum = clamp_field(c->hum, 0, 1000, &c->flags, F_HCLAMP);
    c->press = clamp_field(c->press, 0, 1800, &c->flags, F_PCLAMP);
    c->wind = clamp_field(c->wind, 0, 700, &c->flags, F_WCLAMP);
    if (c->gust < c->wind) { c->gust = c->wind; c->flags |= F_GUSTFIX; }
    if (c->dir >= 360) c->dir = (uint16_t)(c->dir - 360);
  }
  for (int k = 1; k + 1 < n; k++) {
    int32_t m = med3(o[k - 1].temp, o[k].temp, o[k + 1].temp);
    if (iabs(o[k].temp - m) > 150) { o[k].temp = (int16_t)m; o[k].flags |= F_SPIKE; s->spikes++; }
  }
  int32_t prev_t = o[0].temp, prev_dir = o[0].dir;
  for (int k = 0; k < n; k++) {
    const obs *c = &o[k];
    int32_t t = c->temp, h = c->hum;
    if (t < s->tmin) s->tmin = t;
    if (t > s->tmax) s->tmax = t;
    s->hmin = min32(s->hmin, h);
    s->hmax = max32(s->hmax, h);
    s->pmin = min32(s->pmin, c->press);
    s->pmax = max32(s->pmax, c->press);
    if (c->gust > s->gmax) s->gmax = c->gust;
    if (t < 0) s->frost++;
    if (c->wind < 5) s->calm++;
    if (c->gust > 400) s->storm++;
    if (c->flags) s->flagged++;
    int sg = sign(t - prev_t);
    if (sg > 0) s->rises++;
    else if (sg < 0) s->falls++;
    s->max_jump = max32(s->max_jump, iabs(t - prev_t));
    int32_t turn = wrap180((int32_t)c->dir - prev_dir);
    s->veers += turn > 10;
    s->backs += turn < -10;
    s->max_turn = max32(s->max_turn, iabs(turn));
    s->comfort[classify(t, h)]++;
    s->tsum += t;
    s->wsum += c->wind;
    prev_t = t;
    prev_dir = c->dir;
  }
}

int main(void) {
  for (int s = 0; s < NSTAT; s++) {
    memset(&st[s], 0, sizeof st[s]);
    st[s].tmin = st[s].hmin = st[s].pmin = INT32_MAX;
    st[s].tmax = st[s].hmax = st[s].pmax = st[s].gmax = INT32_MIN;
  }
  uint32_t check = 0;
  for (int d = 0; d < DAYS; d++) {
    generate(d);
    for (int s = 0; s < NSTAT; s++) qc_station(day[s], NOBS, &st[s]);
    for (int s = 0; s < NSTAT; s++)
      for (int k = 0; k < NOBS; k += 7) {
        const obs *o = &day[s][k];
        check = check * 31u + (uint32_t)(uint16_t)o->temp + ((uint32_t)o->flags << 16) + o->dir;
      }
  }
  for (int s = 0; s < NSTAT; s += 6) {
    const stats *x = &st[s];
    printf("st %2d T %5d..%4d H %4d..%4d P %4d..%4d G %4d frost %5u calm %4u storm %5u "
           "up %5u dn %5u jump %4d turn %3d v/b %5u/%5u spikes %3u flagged %4u mean %lld\n",
           s, x->tmin, x->tmax, x->hmin, x->hmax, x->pmin, x->pmax, x->gmax, x->frost, x->calm, x->storm,
           x->rises, x->falls, x->max_jump, x->max_turn, x->veers, x->backs, x->spikes, x->flagged,
           (long long)(x->tsum / (NOBS * DAYS)));
  }
  uint32_t cf[NCOMFORT] = { 0 };
  for (int s = 0; s < NSTAT; s++)
    for (int c = 0; c < NCOMFORT; c++) cf[c] += st[s].comfort[c];
  printf("comfort %u %u %u %u %u\n", cf[0], cf[1], cf[2], cf[3], cf[4]);
  printf("checksum %08x\n", check);
  return 0;
}
