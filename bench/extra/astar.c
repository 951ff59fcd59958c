/* A* path finding on a weighted tile map, as used for unit movement in a
   strategy game.  The map holds walls, rooms with doorways and terrain
   costs 1..9; each query runs A* with an octile heuristic over 8-connected
   moves, an open list kept in a binary min-heap of 12-byte node structs
   ordered by (f, -g) with whole-struct moves during sift-up/sift-down, lazy
   deletion of stale entries, and visited/closed sets reset in O(1) with
   generation stamps.  Paths are reconstructed from a parent array and
   summarised.  Exercises struct compares on a key field, heap index
   arithmetic, small-struct copies, branchy neighbour expansion with bounds
   checks and enum-driven direction tables.  Prints per-query path costs
   and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define GW 96
#define GH 64
#define NCELL (GW * GH)
#define HCAP (NCELL * 8)
#define QUERIES 40

enum dir { D_N, D_NE, D_E, D_SE, D_S, D_SW, D_W, D_NW, NDIR };
static const int DX[NDIR] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int DY[NDIR] = { -1, -1, 0, 1, 1, 1, 0, -1 };

typedef struct { int32_t f, g, idx; } hnode;
typedef struct { hnode a[HCAP]; int n, peak; uint32_t pushes, pops; } heap;

static uint8_t cost[NCELL];        /* 0 = wall */
static int32_t gbest[NCELL];
static int32_t parent[NCELL];
static uint32_t seen_gen[NCELL], closed_gen[NCELL];
static uint32_t gen;
static heap open;

static uint32_t rng = 0x51DEu;
static uint32_t xs(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static int node_less(hnode a, hnode b) { return a.f < b.f || (a.f == b.f && a.g > b.g); }

static void heap_push(heap *h, hnode v) {
  int i = h->n++;
  while (i > 0) {
    int p = (i - 1) / 2;
    if (!node_less(v, h->a[p])) break;
    h->a[i] = h->a[p];
    i = p;
  }
  h->a[i] = v;
  if (h->n > h->peak) h->peak = h->n;
  h->pushes++;
}

static hnode heap_pop(heap *h) {
  hnode top = h->a[0], last = h->a[--h->n];
  int i = 0, n = h->n;
  for (;;) {
    int c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && node_less(h->a[c + 1], h->a[c])) c++;
    if (!node_less(h->a[c], last)) break;
    h->a[i] = h->a[c];
    i = c;
  }
  if (n > 0) h->a[i] = last;
  h->pops++;
  return top;
}

static int32_t octile(int a, int b) {
  int dx = a % GW - b % GW, dy = a / GW - b / GW;
  dx = dx < 0 ? -dx : dx;
  dy = dy < 0 ? -dy : dy;
  int mn = dx < dy ? dx : dy, mx = dx < dy ? dy : dx;
  return 10 * (mx - mn) + 14 * mn;
}

typedef struct { int32_t cost; int len, expanded, turns; } path_info;

static path_info astar(int start, int goal) {
  path_info res = { -1, 0, 0, 0 };
  gen++;
  open.n = 0;
  gbest[start] = 0;
  parent[start] = -1;
  seen_gen[start] = gen;
  hnode s = { octile(start, goal), 0, start };
  heap_push(&open, s);
  while (open.n > 0) {
    hnode cur = heap_pop(&open);
    if (closed_gen[cur.idx] == gen || cur.g > gbest[cur.idx]) continue;
    closed_gen[cur.idx] = gen;
    res.expanded++;
    if (cur.idx == goal) { res.cost = cur.g; break; }
    int cx = cur.idx % GW, cy = cur.idx / GW;
    for (int d = 0; d < NDIR; d++) {
      int nx = cx + DX[d], ny = cy + DY[d];
      if (nx < 0 || nx >= GW || ny < 0 || ny >= GH) continue;
      int ni = ny * GW + nx;
      if (cost[ni] == 0 || closed_gen[ni] == gen) continue;
      int diag = d & 1;
      if (diag && (cost[cy * GW + nx] == 0 || cost[ny * GW + cx] == 0)) continue; /* no corner cutting */
      int32_t step = (diag ? 14 : 10) * (cost[cur.idx] + cost[ni]) / 2;
      int32_t g = cur.g + step;
      if (seen_gen[ni] == gen && g >= gbest[ni]) continue;
      seen_gen[ni] = gen;
      gbest[ni] = g;
      parent[ni] = cur.idx;
      hnode nn = { g + octile(ni, goal), g, ni };
      heap_push(&open, nn);
    }
  }
  if (res.cost >= 0) {
    int prev_dir = -1;
    for (int v = goal; parent[v] >= 0; v = parent[v]) {
      int dir = parent[v] - v;
      if (dir != prev_dir) res.turns++;
      prev_dir = dir;
      res.len++;
    }
  }
  return res;
}

static void build_map(void) {
  for (int i = 0; i < NCELL; i++) {
    uint32_t r = xs();
    cost[i] = (uint8_t)(1 + (r % 16 < 10 ? 0 : r % 9));
  }
  for (int k = 0; k < 18; k++) { /* rooms with a door on each side */
    int w = 6 + (int)(xs() % 12), h = 5 + (int)(xs() % 9);
    int x0 = 1 + (int)(xs() % (GW - w - 2)), y0 = 1 + (int)(xs() % (GH - h - 2));
    for (int x = x0; x < x0 + w; x++) { cost[y0 * GW + x] = 0; cost[(y0 + h - 1) * GW + x] = 0; }
    for (int y = y0; y < y0 + h; y++) { cost[y * GW + x0] = 0; cost[y * GW + x0 + w - 1] = 0; }
    cost[y0 * GW + x0 + w / 2] = 1;
    cost[(y0 + h - 1) * GW + x0 + w / 3] = 1;
    if (k % 3) cost[(y0 + h / 2) * GW + x0] = 1;
    if (k % 2) cost[(y0 + h / 3) * GW + x0 + w - 1] = 1;
  }
  for (int k = 0; k < 40; k++) { /* scattered wall segments */
    int x = (int)(xs() % GW), y = (int)(xs() % GH), len = 3 + (int)(xs() % 10), vert = (int)(xs() & 1);
    for (int t = 0; t < len && x < GW && y < GH; t++) {
      cost[y * GW + x] = 0;
      if (vert) y++; else x++;
    }
  }
}

static int random_open_cell(void) {
  for (;;) {
    int i = (int)(xs() % NCELL);
    if (cost[i]) return i;
  }
}

int main(void) {
  build_map();
  int walls = 0;
  for (int i = 0; i < NCELL; i++) walls += cost[i] == 0;
  uint32_t check = 0;
  int found = 0;
  long total_cost = 0, total_exp = 0;
  for (int q = 0; q < QUERIES; q++) {
    for (int k = 0; k < 12; k++) { /* moving obstacles: toggle a few tiles */
      int i = (int)(xs() % NCELL);
      cost[i] = cost[i] ? 0 : (uint8_t)(1 + xs() % 4);
    }
    int a = random_open_cell(), b = random_open_cell();
    if (q % 4 == 0) { a = GW + 1; cost[a] = 1; b = NCELL - GW - 2; cost[b] = 1; }
    path_info p = astar(a, b);
    if (p.cost >= 0) { found++; total_cost += p.cost; }
    total_exp += p.expanded;
    if (q % 6 == 0)
      printf("query %2d (%2d,%2d)->(%2d,%2d) cost %5d len %3d turns %3d expanded %4d\n", q, a % GW, a / GW,
             b % GW, b / GW, p.cost, p.len, p.turns, p.expanded);
    check = check * 1000003u ^ (uint32_t)(p.cost * 31 + p.len * 7 + p.turns + p.expanded);
  }
  printf("walls %d found %d/%d total cost %ld expanded %ld pushes %u pops %u peak %d\n", walls, found,
         QUERIES, total_cost, total_exp, open.pushes, open.pops, open.peak);
  printf("checksum %08x\n", check);
  return 0;
}
