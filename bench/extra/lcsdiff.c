/* Dynamic-programming kernels over flat 2-D tables indexed i*w+j, as in a
   line-diff tool and a few planning utilities: (1) the longest common
   subsequence of two "files" given as arrays of line hashes, with a
   traceback that emits diff hunks (kept/added/removed runs); (2) coin
   change, both the number of ways (mod 2^32) and the minimum number of
   coins per amount, per currency; (3) a minimum-cost monotone path
   through a cost grid with per-cell turn penalties.  Table rows are reused
   through pointer offsets into malloc'd buffers.  Exercises nested loops
   with max/min selects, loads from the previous row and column, and
   address arithmetic on computed row offsets.  Prints checksums. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

static uint32_t rng = 31337u;
static uint32_t next_rand(void) {
  rng = rng * 1103515245u + 12345u;
  return (rng >> 16) & 0x7fffu;
}

/* returns LCS length; fills counts of kept, removed and added lines */
static int lcs_diff(const uint32_t *a, int n, const uint32_t *b, int m, int *hunks) {
  int w = m + 1;
  uint16_t *t = malloc(sizeof(uint16_t) * (size_t)(n + 1) * (size_t)w);
  for (int j = 0; j <= m; j++) t[j] = 0;
  for (int i = 1; i <= n; i++) {
    uint16_t *row = t + i * w, *prev = row - w;
    row[0] = 0;
    for (int j = 1; j <= m; j++) {
      if (a[i - 1] == b[j - 1])
        row[j] = (uint16_t)(prev[j - 1] + 1);
      else
        row[j] = prev[j] >= row[j - 1] ? prev[j] : row[j - 1];
    }
  }
  int len = t[n * w + m];
  /* traceback from the end, counting hunks (maximal runs of one kind) */
  int i = n, j = m, last = -1;
  *hunks = 0;
  while (i > 0 || j > 0) {
    int kind;
    if (i > 0 && j > 0 && a[i - 1] == b[j - 1]) { kind = 0; i--; j--; }
    else if (j > 0 && (i == 0 || t[i * w + j - 1] >= t[(i - 1) * w + j])) { kind = 1; j--; }
    else { kind = 2; i--; }
    if (kind != last && kind != 0) (*hunks)++;
    last = kind;
  }
  free(t);
  return len;
}

static uint32_t coin_change(const int *coins, int nc, int amount, int *mincoins_at_amount) {
  int w = amount + 1;
  uint32_t *ways = malloc(sizeof(uint32_t) * (size_t)(nc + 1) * (size_t)w);
  int *best = malloc(sizeof(int) * (size_t)w);
  for (int v = 0; v <= amount; v++) { ways[v] = v == 0; best[v] = v == 0 ? 0 : 1 << 30; }
  for (int c = 1; c <= nc; c++) {
    int coin = coins[c - 1];
    uint32_t *row = ways + c * w, *prev = row - w;
    for (int v = 0; v <= amount; v++) {
      row[v] = prev[v] + (v >= coin ? row[v - coin] : 0u);
      if (v >= coin && best[v - coin] + 1 < best[v]) best[v] = best[v - coin] + 1;
    }
  }
  uint32_t r = ways[nc * w + amount];
  uint32_t s = 0;
  for (int v = 0; v <= amount; v++) s = s * 33u + (uint32_t)(best[v] == 1 << 30 ? 0 : best[v]);
  *mincoins_at_amount = best[amount] == 1 << 30 ? -1 : best[amount];
  free(ways);
  free(best);
  return r ^ s;
}

/* path from top-left to bottom-right moving right or down; changing
   direction costs `turn`.  State per cell: arrived moving right / down. */
static int64_t grid_path(const uint8_t *cost, int h, int w, int turn) {
  int64_t *r = malloc(sizeof(int64_t) * (size_t)h * (size_t)w);
  int64_t *d = malloc(sizeof(int64_t) * (size_t)h * (size_t)w);
  const int64_t INF = INT64_C(1) << 50;
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) {
      int k = i * w + j;
      int64_t c = cost[k];
      if (i == 0 && j == 0) { r[k] = d[k] = c; continue; }
      int64_t br = INF, bd = INF;
      if (j > 0) {
        int64_t a1 = r[k - 1], a2 = d[k - 1] + turn;
        br = (a1 < a2 ? a1 : a2) + c;
      }
      if (i > 0) {
        int64_t a1 = d[k - w], a2 = r[k - w] + turn;
        bd = (a1 < a2 ? a1 : a2) + c;
      }
      r[k] = br;
      d[k] = bd;
    }
  int64_t res = r[h * w - 1] < d[h * w - 1] ? r[h * w - 1] : d[h * w - 1];
  free(r);
  free(d);
  return res;
}

#define NLINES 1000
#define ROUNDS 3

int main(void) {
  static uint32_t fa[NLINES], fb[NLINES + 200];
  uint32_t h = 0;
  for (int round = 0; round < ROUNDS; round++) {
    /* file b is file a with random edits: deletions, insertions, changes */
    int n = NLINES, m = 0;
    for (int i = 0; i < n; i++) fa[i] = next_rand() % 97u;  /* many repeated lines */
    for (int i = 0; i < n && m < NLINES + 190; i++) {
      uint32_t r = next_rand() % 100u;
      if (r < 4) continue;
      if (r < 8) { fb[m++] = 1000u + next_rand(); fb[m++] = fa[i]; continue; }
      if (r < 11) { fb[m++] = 2000u + next_rand(); continue; }
      fb[m++] = fa[i];
    }
    int hunks;
    int len = lcs_diff(fa, n, fb, m, &hunks);
    printf("diff %d: %d vs %d lines, lcs %d, hunks %d\n", round, n, m, len, hunks);
    h = h * 131u + (uint32_t)len * 7u + (uint32_t)hunks;
  }
  static const int cur1[] = {1, 2, 5, 10, 20, 50, 100, 200};
  static const int cur2[] = {3, 7, 11, 23, 47, 97};
  static const int cur3[] = {1, 3, 4, 9, 27, 36, 81};
  int mc;
  uint32_t c1 = coin_change(cur1, 8, 20000, &mc);
  printf("coins1 %08x min %d\n", c1, mc);
  uint32_t c2 = coin_change(cur2, 6, 20000, &mc);
  printf("coins2 %08x min %d\n", c2, mc);
  uint32_t c3 = coin_change(cur3, 7, 20001, &mc);
  printf("coins3 %08x min %d\n", c3, mc);
  static uint8_t grid[300 * 400];
  for (int i = 0; i < 300 * 400; i++) grid[i] = (uint8_t)(next_rand() % 50u + ((i / 400 + i % 400) % 37 == 0 ? 200u : 0u));
  for (int t = 0; t < 4; t++) {
    int64_t p = grid_path(grid, 300, 400, t * 15);
    printf("path turn=%d cost %lld\n", t * 15, (long long)p);
    h = h * 131u + (uint32_t)p;
  }
  printf("lcsdiff %08x\n", h ^ c1 ^ c2 ^ c3);
  return 0;
}
