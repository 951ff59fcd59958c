/* Backtracking polyomino tiling: counts the ways to tile small rectangular
   boards with a limited inventory of pieces (dominoes, straight and bent
   trominoes, T and square tetrominoes).  Piece orientations are generated
   once by rotating and mirroring the base shapes and de-duplicated; the
   board is a 64-bit occupancy mask, the search always fills the first
   empty cell in row-major order and tries every remaining piece
   orientation anchored there.  Exercises deep recursion, bitmask tests
   with early exits, small inner loops over shape cells and inventory
   bookkeeping undone on backtrack.  Prints solution counts and a hash of
   the solutions' piece sequences per board. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct { int n; int dr[5], dc[5]; } shape;
typedef struct {
  const char *name;
  const char *rows;   /* '#' cells, '/' separates rows */
  int norient;
  shape orient[8];
} piece;

static piece pieces[] = {
  {"domino", "##", 0, {{0, {0}, {0}}}},
  {"I3", "###", 0, {{0, {0}, {0}}}},
  {"L3", "#./##", 0, {{0, {0}, {0}}}},
  {"T4", "###/.#.", 0, {{0, {0}, {0}}}},
  {"O4", "##/##", 0, {{0, {0}, {0}}}},
};
#define NPIECE ((int)(sizeof pieces / sizeof pieces[0]))

static int W, H;
static uint64_t full;
static int left[NPIECE];
static int used[NPIECE];
static int stack[64];
static unsigned long long nsol, nodes;
static uint32_t solhash;

static void normalize(shape *s) {
  /* insertion sort cells by (row, col), then anchor at the first one */
  for (int i = 1; i < s->n; i++) {
    int r = s->dr[i], c = s->dc[i], j = i - 1;
    while (j >= 0 && (s->dr[j] > r || (s->dr[j] == r && s->dc[j] > c))) {
      s->dr[j + 1] = s->dr[j];
      s->dc[j + 1] = s->dc[j];
      j--;
    }
    s->dr[j + 1] = r;
    s->dc[j + 1] = c;
  }
  int r0 = s->dr[0], c0 = s->dc[0];
  for (int i = 0; i < s->n; i++) {
    s->dr[i] -= r0;
    s->dc[i] -= c0;
  }
}

static int same_shape(const shape *a, const shape *b) {
  if (a->n != b->n) return 0;
  for (int i = 0; i < a->n; i++)
    if (a->dr[i] != b->dr[i] || a->dc[i] != b->dc[i]) return 0;
  return 1;
}

static void build_orientations(piece *p) {
  shape base = {0, {0}, {0}};
  int r = 0, c = 0;
  for (const char *q = p->rows; *q; q++) {
    if (*q == '/') { r++; c = 0; continue; }
    if (*q == '#') { base.dr[base.n] = r; base.dc[base.n] = c; base.n++; }
    c++;
  }
  p->norient = 0;
  for (int t = 0; t < 8; t++) {
    shape s = base;
    for (int i = 0; i < s.n; i++) {
      int a = base.dr[i], b = base.dc[i], x, y;
      switch (t & 3) {
      case 0: x = a; y = b; break;
      case 1: x = b; y = -a; break;
      case 2: x = -a; y = -b; break;
      default: x = -b; y = a; break;
      }
      if (t & 4) y = -y;
      s.dr[i] = x;
      s.dc[i] = y;
    }
    normalize(&s);
    int dup = 0;
    for (int k = 0; k < p->norient; k++)
      if (same_shape(&p->orient[k], &s)) dup = 1;
    if (!dup) p->orient[p->norient++] = s;
  }
}

static void solve(uint64_t filled, int pos, int depth) {
  nodes++;
  if (filled == full) {
    uint32_t h = 2166136261u;
    for (int i = 0; i < depth; i++) h = (h ^ (uint32_t)stack[i]) * 16777619u;
    solhash += h;
    nsol++;
    return;
  }
  while ((filled >> pos) & 1u) pos++;
  int r = pos / W, c = pos % W;
  for (int p = 0; p < NPIECE; p++) {
    if (left[p] == 0) continue;
    const piece *pc = &pieces[p];
    for (int o = 0; o < pc->norient; o++) {
      const shape *s = &pc->orient[o];
      uint64_t m = 0;
      int ok = 1;
      for (int k = 0; k < s->n; k++) {
        int rr = r + s->dr[k], cc = c + s->dc[k];
        if (rr >= H || cc < 0 || cc >= W) { ok = 0; break; }
        uint64_t bit = (uint64_t)1 << (rr * W + cc);
        if (filled & bit) { ok = 0; break; }
        m |= bit;
      }
      if (!ok) continue;
      left[p]--;
      used[p]++;
      stack[depth] = p * 8 + o;
      solve(filled | m, pos + 1, depth + 1);
      left[p]++;
    }
  }
}

static void run(int w, int h, const int *inv) {
  W = w;
  H = h;
  full = (w * h == 64) ? ~(uint64_t)0 : (((uint64_t)1 << (w * h)) - 1);
  memcpy(left, inv, sizeof left);
  memset(used, 0, sizeof used);
  nsol = nodes = 0;
  solhash = 0;
  solve(0, 0, 0);
  printf("%dx%d inv", w, h);
  for (int p = 0; p < NPIECE; p++) printf(" %s:%d", pieces[p].name, inv[p]);
  printf(" -> %llu tilings, %llu nodes, hash %08x, placed", nsol, nodes, solhash);
  for (int p = 0; p < NPIECE; p++) printf(" %d", used[p]);
  printf("\n");
}

int main(void) {
  for (int p = 0; p < NPIECE; p++) build_orientations(&pieces[p]);
  for (int p = 0; p < NPIECE; p++) printf("%s: %d orientations\n", pieces[p].name, pieces[p].norient);
  static const int inv1[NPIECE] = {6, 2, 4, 2, 1};
  static const int inv2[NPIECE] = {4, 3, 3, 1, 2};
  static const int inv3[NPIECE] = {10, 0, 0, 2, 2};
  run(4, 4, inv1);
  run(3, 6, inv2);
  run(3, 5, inv1);
  run(2, 9, inv1);
  run(4, 7, inv3);
  return 0;
}
