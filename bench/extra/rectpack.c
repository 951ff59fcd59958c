/* Texture-atlas packing, as done by a sprite-sheet or glyph-cache builder.
   Each round creates a batch of sprites (32-byte records holding a 16-byte
   rect), sorts them by height with an insertion sort that moves whole
   structs, packs them onto 256x256 pages with a skyline packer whose node
   array is edited by struct assignment (a[i] = a[i + 1]), and then
   validates the layout: pairwise overlap tests, per-page bounding boxes by
   rect union, centroid sums and a memcpy'd snapshot compared with the
   previous round.  Small geometry helpers take and return vec2 / rect /
   placement structs (8-24 bytes) by value, and structs are built with
   compound initialisers inside loops.  Exercises SROA, by-value argument
   and return lowering and struct-copy/memcpy lowering.  Prints per-round
   page usage and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NSPR 300
#define PAGE 256
#define MAXPAGES 16
#define MAXNODES 128
#define ROUNDS 30

typedef struct { int32_t x, y; } vec2;
typedef struct { int32_t x, y, w, h; } rect;
typedef struct { rect r; uint32_t id; uint16_t flags, page; int32_t score, area; } sprite;
typedef struct { int ok; int32_t node; rect r; } placement;
typedef struct { int32_t x, y, w; } skynode;
typedef struct { skynode n[MAXNODES]; int count; } skyline;

enum { SF_PLACED = 1, SF_ROTATED = 2, SF_OVERLAP = 4 };

static uint32_t rng = 0xA71A5u;
static uint32_t xs(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static rect rect_make(int32_t x, int32_t y, int32_t w, int32_t h) { rect r = { x, y, w, h }; return r; }
static int32_t imin(int32_t a, int32_t b) { return a < b ? a : b; }
static int32_t imax(int32_t a, int32_t b) { return a > b ? a : b; }
static rect rect_union(rect a, rect b) {
  if (a.w == 0 || a.h == 0) return b;
  int32_t x0 = imin(a.x, b.x), y0 = imin(a.y, b.y);
  return rect_make(x0, y0, imax(a.x + a.w, b.x + b.w) - x0, imax(a.y + a.h, b.y + b.h) - y0);
}
static rect rect_intersect(rect a, rect b) {
  int32_t x0 = imax(a.x, b.x), y0 = imax(a.y, b.y);
  int32_t x1 = imin(a.x + a.w, b.x + b.w), y1 = imin(a.y + a.h, b.y + b.h);
  if (x1 <= x0 || y1 <= y0) return rect_make(x0, y0, 0, 0);
  return rect_make(x0, y0, x1 - x0, y1 - y0);
}
static vec2 rect_center2(rect r) { vec2 c = { 2 * r.x + r.w, 2 * r.y + r.h }; return c; }
static vec2 vadd(vec2 a, vec2 b) { vec2 c = { a.x + b.x, a.y + b.y }; return c; }
static rect rect_inset(rect r, int32_t m) { return rect_make(r.x + m, r.y + m, r.w - 2 * m, r.h - 2 * m); }

static int sprite_before(const sprite *a, const sprite *b) {
  if (a->r.h != b->r.h) return a->r.h > b->r.h;
  if (a->r.w != b->r.w) return a->r.w > b->r.w;
  return a->id < b->id;
}

static void sort_sprites(sprite *s, int n) {
  for (int i = 1; i < n; i++) {
    sprite key = s[i];
    int j = i - 1;
    while (j >= 0 && sprite_before(&key, &s[j])) { s[j + 1] = s[j]; j--; }
    s[j + 1] = key;
  }
}

static void sky_init(skyline *sk) {
  skynode first = { 0, 0, PAGE };
  sk->n[0] = first;
  sk->count = 1;
}

/* lowest y at which a w-wide rect fits starting at node i, or -1 */
static int32_t sky_fit(const skyline *sk, int i, int32_t w, int32_t h) {
  if (sk->n[i].x + w > PAGE) return -1;
  int32_t y = sk->n[i].y, left = w;
  while (left > 0) {
    if (i >= sk->count) return -1;
    y = imax(y, sk->n[i].y);
    if (y + h > PAGE) return -1;
    left -= sk->n[i].w;
    i++;
  }
  return y;
}

static placement sky_find(const skyline *sk, int32_t w, int32_t h) {
  placement best = { 0, -1, { 0, 0, 0, 0 } };
  int32_t best_y = PAGE + 1, best_w = PAGE + 1;
  for (int i = 0; i < sk->count; i++) {
    int32_t y = sky_fit(sk, i, w, h);
    if (y < 0) continue;
    if (y + h < best_y || (y + h == best_y && sk->n[i].w < best_w)) {
      placement p = { 1, i, rect_make(sk->n[i].x, y, w, h) };
      best = p;
      best_y = y + h;
      best_w = sk->n[i].w;
    }
  }
  return best;
}

static int sky_insert(skyline *sk, placement p) {
  if (sk->count + 1 >= MAXNODES) return 0;
  int idx = p.node;
  for (int k = sk->count; k > idx; k--) sk->n[k] = sk->n[k - 1];
  skynode nn = { p.r.x, p.r.y + p.r.h, p.r.w };
  sk->n[idx] = nn;
  sk->count++;
  for (int i = idx + 1; i < sk->count; i++) {
    skynode *prev = &sk->n[i - 1], *cur = &sk->n[i];
    if (cur->x >= prev->x + prev->w) break;
    int32_t shrink = prev->x + prev->w - cur->x;
    cur->x += shrink;
    cur->w -= shrink;
    if (cur->w > 0) break;
    for (int k = i; k + 1 < sk->count; k++) sk->n[k] = sk->n[k + 1];
    sk->count--;
    i--;
  }
  for (int i = 0; i + 1 < sk->count; i++)
    if (sk->n[i].y == sk->n[i + 1].y) {
      sk->n[i].w += sk->n[i + 1].w;
      for (int k = i + 1; k + 1 < sk->count; k++) sk->n[k] = sk->n[k + 1];
      sk->count--;
      i--;
    }
  return 1;
}

static sprite spr[NSPR], prev_spr[NSPR];
static vec2 size[NSPR];
static skyline pages[MAXPAGES];

int main(void) {
  uint32_t check = 0;
  long total_overlap = 0;
  for (int round = 0; round < ROUNDS; round++) {
    for (int i = 0; i < NSPR; i++) {
      if (round == 0 || xs() % 16 == 0) {
        vec2 sz = { 4 + (int32_t)(xs() % 28), 4 + (int32_t)(xs() % 28) };
        if (i % 17 == 0) sz = vadd(sz, (vec2){ 40, 24 });
        size[i] = sz;
      }
      int32_t w = size[i].x, h = size[i].y;
      sprite s = { rect_make(0, 0, w, h), (uint32_t)i * 7919u % 1000u, 0, 0,
                   (int32_t)(xs() % 100), w * h };
      if (w > 2 * h) { s.r = rect_make(0, 0, h, w); s.flags |= SF_ROTATED; }
      spr[i] = s;
    }
    sort_sprites(spr, NSPR);

    int npages = 1;
    sky_init(&pages[0]);
    for (int i = 0; i < NSPR; i++) {
      sprite *s = &spr[i];
      for (int pg = 0; pg < MAXPAGES; pg++) {
        if (pg == npages) { sky_init(&pages[pg]); npages++; }
        placement p = sky_find(&pages[pg], s->r.w, s->r.h);
        if (p.ok && sky_insert(&pages[pg], p)) {
          s->r = p.r;
          s->page = (uint16_t)pg;
          s->flags |= SF_PLACED;
          break;
        }
      }
    }

    int overlaps = 0, touching = 0;
    rect bbox[MAXPAGES];
    int32_t used[MAXPAGES];
    for (int pg = 0; pg < npages; pg++) { bbox[pg] = rect_make(0, 0, 0, 0); used[pg] = 0; }
    vec2 centroid = { 0, 0 };
    for (int i = 0; i < NSPR; i++) {
      if (!(spr[i].flags & SF_PLACED)) continue;
      bbox[spr[i].page] = rect_union(bbox[spr[i].page], spr[i].r);
      used[spr[i].page] += spr[i].area;
      centroid = vadd(centroid, rect_center2(spr[i].r));
      for (int j = i + 1; j < NSPR; j++) {
        if (spr[j].page != spr[i].page || !(spr[j].flags & SF_PLACED)) continue;
        rect x = rect_intersect(spr[i].r, spr[j].r);
        if (x.w > 0) { overlaps++; spr[j].flags |= SF_OVERLAP; }
        else if (rect_intersect(rect_inset(spr[i].r, -1), spr[j].r).w > 0) touching++;
      }
    }
    total_overlap += overlaps;

    int moved = 0;
    if (round > 0)
      for (int i = 0; i < NSPR; i++) moved += memcmp(&spr[i].r, &prev_spr[i].r, sizeof(rect)) != 0;
    memcpy(prev_spr, spr, sizeof spr);

    if (round % 3 == 0) {
      printf("round %2d pages %d overlaps %d touching %4d moved %3d centroid (%d,%d)", round, npages, overlaps, touching, moved,
             centroid.x / (2 * NSPR), centroid.y / (2 * NSPR));
      for (int pg = 0; pg < npages && pg < 4; pg++)
        printf(" [%dx%d %d%%]", bbox[pg].w, bbox[pg].h, used[pg] * 100 / (PAGE * PAGE));
      printf("\n");
    }
    for (int i = 0; i < NSPR; i++)
      check = check * 33u + (uint32_t)(spr[i].r.x * 256 + spr[i].r.y) + spr[i].id + spr[i].flags;
  }
  printf("total overlaps %ld checksum %08x\n", total_overlap, check);
  return 0;
}
