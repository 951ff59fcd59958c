/* Dynamic programming: 0/1 knapsack over a 2D table and the longest
   common subsequence of two generated strings. */
#include <stdio.h>

#define ITEMS 120
#define CAP 2000
#define LEN 1000

static int best[ITEMS + 1][CAP + 1];
static int weight[ITEMS], value[ITEMS];
static char s1[LEN + 1], s2[LEN + 1];
static short lcs[2][LEN + 1];

int main(void) {
  unsigned seed = 2024u;
  int i, w, j;
  int chosen = 0, len;
  for (i = 0; i < ITEMS; i++) {
    seed = seed * 1664525u + 1013904223u;
    weight[i] = 5 + (int)((seed >> 16) % 95);
    seed = seed * 1664525u + 1013904223u;
    value[i] = 1 + (int)((seed >> 16) % 500);
  }
  for (w = 0; w <= CAP; w++)
    best[0][w] = 0;
  for (i = 1; i <= ITEMS; i++)
    for (w = 0; w <= CAP; w++) {
      int skip = best[i - 1][w];
      int take = w >= weight[i - 1] ? best[i - 1][w - weight[i - 1]] + value[i - 1] : -1;
      best[i][w] = take > skip ? take : skip;
    }
  /* Trace back the chosen items. */
  for (i = ITEMS, w = CAP; i > 0; i--)
    if (best[i][w] != best[i - 1][w]) {
      chosen++;
      w -= weight[i - 1];
    }
  for (i = 0; i < LEN; i++) {
    seed = seed * 1664525u + 1013904223u;
    s1[i] = (char)('a' + (seed >> 16) % 4);
    seed = seed * 1664525u + 1013904223u;
    s2[i] = (char)('a' + (seed >> 16) % 4);
  }
  for (j = 0; j <= LEN; j++)
    lcs[0][j] = 0;
  for (i = 1; i <= LEN; i++) {
    short *cur = lcs[i & 1], *prev = lcs[(i - 1) & 1];
    cur[0] = 0;
    for (j = 1; j <= LEN; j++) {
      if (s1[i - 1] == s2[j - 1])
        cur[j] = (short)(prev[j - 1] + 1);
      else
        cur[j] = prev[j] > cur[j - 1] ? prev[j] : cur[j - 1];
    }
  }
  len = lcs[LEN & 1][LEN];
  printf("knapsack: best=%d chosen=%d lcs=%d\n", best[ITEMS][CAP], chosen, len);
  return 0;
}
