/* Arrays of small records (12-32 byte structs mixing int, short, char and
   float fields) processed by value: records built and returned by value,
   filtered into a second array by struct assignment, sorted by a key with
   an insertion sort that moves whole struct copies, aggregated per group
   into an array of accumulator structs, swapped pairwise through a
   temporary, and updated through functions taking and returning structs.
   Prints checksums of the records and aggregates. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>

#define NREC 3000
#define NGROUP 16
#define ROUNDS 7

typedef struct { /* 12 bytes */
  int id;
  short qty;
  char group;
  char flag;
  float price;
} item;

typedef struct { /* 20 bytes */
  int key;
  short x, y;
  float w;
  char tag[4];
  int score;
} point;

typedef struct { /* 32 bytes */
  int count;
  int qty_sum;
  float price_sum;
  float price_max;
  short qty_min;
  short qty_max;
  int flags;
  int first_id;
  int last_id;
} agg;

static item items[NREC], sel[NREC];
static point pts[NREC], pts2[NREC];
static agg groups[NGROUP];

static uint32_t rng = 4242u;
static uint32_t next_rand(void) {
  rng = rng * 1103515245u + 12345u;
  return (rng >> 16) & 0x7fffu;
}

static item make_item(int id) {
  item it;
  it.id = id;
  it.qty = (short)(next_rand() % 200u) - 50;
  it.group = (char)(next_rand() % NGROUP);
  it.flag = (char)(next_rand() & 3u);
  it.price = (float)(next_rand() % 10000u) * 0.01f;
  return it;
}

static point make_point(int k) {
  point p;
  p.key = (int)(next_rand() % 5000u);
  p.x = (short)((int)(next_rand() % 2000u) - 1000);
  p.y = (short)((int)(next_rand() % 2000u) - 1000);
  p.w = (float)(next_rand() % 512u) / 16.0f;
  p.tag[0] = (char)('a' + k % 26);
  p.tag[1] = (char)('A' + (k / 26) % 26);
  p.tag[2] = (char)('0' + k % 10);
  p.tag[3] = '\0';
  p.score = k;
  return p;
}

static int keep_item(item it, float lo, float hi) {
  return it.flag != 0 && it.price >= lo && it.price < hi && it.qty > 0;
}

static item adjust(item it, int r) {
  item o = it;
  o.qty = (short)(o.qty + (r & 1 ? 1 : -1));
  if (o.qty > 150)
    o.qty = -50;
  if (o.qty < -50)
    o.qty = 149;
  o.price = o.price * 0.999f + 0.5f;
  if (o.price > 100.0f)
    o.price -= 100.0f;
  o.flag = (char)((o.flag + r) & 3);
  return o;
}

static point move_point(point p, int dx, int dy) {
  point q = p;
  int nx = q.x + dx, ny = q.y + dy;
  q.x = (short)(nx > 1000 ? nx - 2000 : nx < -1000 ? nx + 2000 : nx);
  q.y = (short)(ny > 1000 ? ny - 2000 : ny < -1000 ? ny + 2000 : ny);
  q.score += (q.x < 0) - (q.y < 0);
  return q;
}

static size_t filter_items(const item *in, size_t n, item *out, float lo, float hi) {
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (keep_item(in[i], lo, hi))
      out[k++] = in[i];
  return k;
}

static int item_less(item a, item b) {
  if (a.group != b.group)
    return a.group < b.group;
  if (a.price != b.price)
    return a.price < b.price;
  return a.id < b.id;
}

static void isort_items(item *a, size_t n) {
  for (size_t i = 1; i < n; i++) {
    item v = a[i];
    size_t j = i;
    while (j > 0 && item_less(v, a[j - 1])) {
      a[j] = a[j - 1];
      j--;
    }
    a[j] = v;
  }
}

static void isort_points(point *a, size_t n) {
  for (size_t i = 1; i < n; i++) {
    point v = a[i];
    size_t j = i;
    while (j > 0 && (a[j - 1].key > v.key || (a[j - 1].key == v.key && a[j - 1].score > v.score))) {
      a[j] = a[j - 1];
      j--;
    }
    a[j] = v;
  }
}

static void swap_points(point *a, point *b) {
  point t = *a;
  *a = *b;
  *b = t;
}

static agg empty_agg(void) {
  agg g;
  g.count = 0;
  g.qty_sum = 0;
  g.price_sum = 0.0f;
  g.price_max = 0.0f;
  g.qty_min = 32767;
  g.qty_max = -32768;
  g.flags = 0;
  g.first_id = -1;
  g.last_id = -1;
  return g;
}

static agg agg_add(agg g, item it) {
  g.count++;
  g.qty_sum += it.qty;
  g.price_sum += it.price;
  if (it.price > g.price_max)
    g.price_max = it.price;
  if (it.qty < g.qty_min)
    g.qty_min = it.qty;
  if (it.qty > g.qty_max)
    g.qty_max = it.qty;
  g.flags |= 1 << it.flag;
  if (g.first_id < 0)
    g.first_id = it.id;
  g.last_id = it.id;
  return g;
}

int main(void) {
  for (int i = 0; i < NREC; i++) {
    items[i] = make_item(i);
    pts[i] = make_point(i);
  }
  uint32_t h = 2166136261u;
  long long agg_sum = 0;
  double fsum = 0.0;
  for (int r = 0; r < ROUNDS; r++) {
    float lo = (float)(r * 7 % 40), hi = lo + 45.0f;
    size_t k = filter_items(items, NREC, sel, lo, hi);
    isort_items(sel, k);
    for (size_t i = 0; i < k; i++)
      h = (h ^ (uint32_t)sel[i].id) * 16777619u;

    for (int g = 0; g < NGROUP; g++)
      groups[g] = empty_agg();
    for (size_t i = 0; i < k; i++) {
      int g = sel[i].group;
      groups[g] = agg_add(groups[g], sel[i]);
    }
    for (int g = 0; g < NGROUP; g++) {
      agg a = groups[g];
      agg_sum += (long long)a.count * 1000 + a.qty_sum + a.qty_min - a.qty_max + a.flags + a.first_id - a.last_id;
      fsum += (double)a.price_sum + (double)a.price_max;
    }

    /* points: copy, move, sort, pairwise swap */
    for (int i = 0; i < NREC; i++)
      pts2[i] = move_point(pts[i], (r * 37 + i) % 21 - 10, (r * 11 + i * 3) % 17 - 8);
    size_t m = NREC / 2 + (size_t)(r * 53 % (NREC / 2));
    isort_points(pts2, m);
    for (size_t i = 0; i + 1 < m; i += 2)
      if (pts2[i].x > pts2[i + 1].x)
        swap_points(&pts2[i], &pts2[i + 1]);
    for (int i = 0; i < NREC; i++) {
      h = (h ^ (uint32_t)(pts2[i].key * 131 + pts2[i].score)) * 16777619u;
      h = (h ^ (uint32_t)(uint16_t)pts2[i].x) * 16777619u;
      h = (h ^ (unsigned char)pts2[i].tag[(r + i) % 3]) * 16777619u;
    }
    for (int i = 0; i < NREC; i++)
      pts[i] = pts2[(i * 7 + r) % NREC];

    /* update items by value */
    for (int i = 0; i < NREC; i++)
      items[i] = adjust(items[i], r + i);
  }
  long long isum = 0;
  double psum = 0.0;
  for (int i = 0; i < NREC; i++) {
    isum += items[i].qty * (i % 5) + items[i].flag + items[i].group;
    psum += (double)items[i].price + (double)pts[i].w;
  }
  printf("recarray %u %lld %.2f %lld %.2f\n", h, agg_sum, fsum, isum, psum);
  return 0;
}
