/* Analytic queries over a small in-memory column store of sales records
   (price, quantity, day, region, discount columns behind a table struct).
   Each query function receives the table and a query descriptor through
   pointer parameters and, inside its row loop, re-reads t->n, the column
   pointers and q->scale / q->lo / q->bucket_width on every iteration while
   storing only to an output array of a different type (double revenue,
   int64 buckets and cube cells, uint16 flags), so those loads are
   loop-invariant by type-based alias analysis.  A group-by cube is then
   scanned with nested loops whose row pointer c->cell + r * c->stride is
   invariant in the inner loop.  Exercises LICM of loads, scalar promotion
   and strength reduction of address arithmetic.  Prints per-query results
   for several query configurations and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NROWS 40000
#define NREGION 12
#define NWEEK 53
#define NBUCKET 32
#define ROUNDS 12

typedef struct {
  int n;
  int32_t *price; /* cents */
  int16_t *qty;
  uint16_t *day;  /* 0..365 */
  uint8_t *region;
  float *discount;
} sales;

typedef struct {
  float scale, tax;
  int32_t lo, hi, min_qty;
  int region, nbuckets, bucket_width;
} query;

typedef struct { int rows, cols, stride; int64_t *cell; } cube;

static uint32_t rng = 0xDEC0DEu;
static uint32_t lcg(void) { rng = rng * 1103515245u + 12345u; return rng >> 8; }

static int in_range(const sales *t, const query *q, int i) {
  return t->price[i] >= q->lo && t->price[i] <= q->hi && t->qty[i] >= q->min_qty;
}

static int q_revenue(const sales *t, const query *q, double *rev) {
  int hits = 0;
  for (int i = 0; i < t->n; i++) {
    if (in_range(t, q, i)) {
      double gross = (double)t->price[i] * t->qty[i] * (1.0f - t->discount[i]);
      rev[i] = gross * q->scale * (1.0 + q->tax);
      hits++;
    } else {
      rev[i] = 0.0;
    }
  }
  return hits;
}

static void q_buckets(const sales *t, const query *q, int64_t *bucket) {
  for (int i = 0; i < t->n; i++) {
    int32_t d = t->price[i] - q->lo;
    if (d < 0) continue;
    int b = d / q->bucket_width;
    if (b >= q->nbuckets) b = q->nbuckets - 1;
    bucket[b] += t->qty[i];
  }
}

static void q_cube(const sales *t, const query *q, cube *c) {
  for (int i = 0; i < t->n; i++) {
    if (t->qty[i] < q->min_qty) continue;
    int r = t->region[i], w = t->day[i] / 7;
    c->cell[r * c->stride + w] += (int64_t)t->price[i] * t->qty[i];
  }
}

static int q_flags(const sales *t, const query *q, uint16_t *flag) {
  int n = 0;
  for (int i = 0; i < t->n; i++) {
    uint16_t f = 0;
    if (t->region[i] == q->region) f |= 1;
    if (t->discount[i] * q->scale > 0.2f) f |= 2;
    if (t->price[i] > q->hi) f |= 4;
    if (t->day[i] >= 334) f |= 8;
    flag[i] = f;
    n += f == 3;
  }
  return n;
}

/* weighted per-region totals: inner loop over weeks with an invariant row */
static void cube_rows(const cube *c, const float *wt, double *rowsum) {
  for (int r = 0; r < c->rows; r++) {
    rowsum[r] = 0.0;
    for (int k = 0; k < c->cols; k++) rowsum[r] += (double)c->cell[r * c->stride + k] * wt[k];
  }
}

/* column maxima over the cube: outer loop over weeks, inner over regions */
static void cube_colmax(const cube *c, int64_t *colmax) {
  for (int k = 0; k < c->cols; k++) {
    colmax[k] = 0;
    for (int r = 0; r < c->rows; r++)
      if (c->cell[r * c->stride + k] > colmax[k]) colmax[k] = c->cell[r * c->stride + k];
  }
}

static double total(const double *v, int n, const query *q) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += v[i] / q->scale;
  return s;
}

int main(void) {
  sales t;
  t.n = NROWS;
  t.price = malloc(NROWS * sizeof *t.price);
  t.qty = malloc(NROWS * sizeof *t.qty);
  t.day = malloc(NROWS * sizeof *t.day);
  t.region = malloc(NROWS * sizeof *t.region);
  t.discount = malloc(NROWS * sizeof *t.discount);
  double *rev = malloc(NROWS * sizeof *rev);
  uint16_t *flag = malloc(NROWS * sizeof *flag);
  cube c = { NREGION, NWEEK, NWEEK + 3, calloc(NREGION * (NWEEK + 3), sizeof(int64_t)) };
  if (!t.price || !t.qty || !t.day || !t.region || !t.discount || !rev || !flag || !c.cell) return 1;

  for (int i = 0; i < NROWS; i++) {
    uint32_t r = lcg();
    t.price[i] = (int32_t)(99 + (r % 5000) * (1 + (r >> 20) % 8));
    t.qty[i] = (int16_t)(1 + lcg() % 24);
    t.day[i] = (uint16_t)(lcg() % 366);
    t.region[i] = (uint8_t)(lcg() % NREGION);
    t.discount[i] = (float)(lcg() % 41) / 100.0f;
  }
  float wt[NWEEK];
  for (int k = 0; k < NWEEK; k++) wt[k] = 1.0f + (float)(k % 13) * 0.125f;

  uint32_t check = 0;
  for (int round = 0; round < ROUNDS; round++) {
    query q = { 0.5f + 0.25f * (float)round, 0.07f + 0.01f * (float)(round % 3), 500 + 700 * round,
                20000 + 2500 * round, 1 + round % 4, round % NREGION, NBUCKET, 900 + 100 * (round % 5) };
    int64_t bucket[NBUCKET];
    memset(bucket, 0, sizeof bucket);
    memset(c.cell, 0, (size_t)c.rows * (size_t)c.stride * sizeof *c.cell);

    int hits = q_revenue(&t, &q, rev);
    double rtot = total(rev, t.n, &q);
    q_buckets(&t, &q, bucket);
    q_cube(&t, &q, &c);
    int both = q_flags(&t, &q, flag);
    double rowsum[NREGION];
    int64_t colmax[NWEEK];
    cube_rows(&c, wt, rowsum);
    cube_colmax(&c, colmax);

    int bmax = 0;
    for (int b = 1; b < NBUCKET; b++) if (bucket[b] > bucket[bmax]) bmax = b;
    int rbest = 0;
    for (int r = 1; r < NREGION; r++) if (rowsum[r] > rowsum[rbest]) rbest = r;
    int64_t cm = 0;
    for (int k = 0; k < NWEEK; k++) cm += colmax[k];
    printf("round %d hits %5d revenue %.2f bucket %2d (%lld) flags %4d region %2d %.1f colmax %lld\n", round,
           hits, rtot, bmax, (long long)bucket[bmax], both, rbest, rowsum[rbest], (long long)cm);
    for (int i = 0; i < NROWS; i += 97) check = check * 31u + flag[i] + (uint32_t)(rev[i] > 1e5);
    check ^= (uint32_t)cm + (uint32_t)hits;
  }
  printf("checksum %08x\n", check);
  free(t.price); free(t.qty); free(t.day); free(t.region); free(t.discount);
  free(rev); free(flag); free(c.cell);
  return 0;
}
