/* N-queens by recursive backtracking over bit masks, plus a permutation
   generator (Heap's algorithm) checksum. */
#include <stdio.h>

static unsigned long long solve(int n, unsigned cols, unsigned d1, unsigned d2,
                                int row) {
  unsigned long long count = 0;
  unsigned full = (1u << n) - 1u;
  unsigned avail;
  if (row == n)
    return 1;
  avail = full & ~(cols | d1 | d2);
  while (avail) {
    unsigned bit = avail & (0u - avail);
    avail ^= bit;
    count += solve(n, cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1,
                   row + 1);
  }
  return count;
}

static int perm[9];
static unsigned long long perm_check;

static void heap_permute(int k) {
  int i;
  if (k == 1) {
    unsigned long long h = 0;
    for (i = 0; i < 9; i++)
      h = h * 10u + (unsigned)perm[i];
    perm_check = perm_check * 7u + h;
    return;
  }
  heap_permute(k - 1);
  for (i = 0; i < k - 1; i++) {
    int t;
    if (k % 2 == 0) {
      t = perm[i];
      perm[i] = perm[k - 1];
      perm[k - 1] = t;
    } else {
      t = perm[0];
      perm[0] = perm[k - 1];
      perm[k - 1] = t;
    }
    heap_permute(k - 1);
  }
}

int main(void) {
  int n, i;
  unsigned long long total = 0;
  for (n = 4; n <= 11; n++)
    total = total * 1000u + solve(n, 0, 0, 0, 0);
  for (i = 0; i < 9; i++)
    perm[i] = i + 1;
  heap_permute(8);
  printf("queens: %llu perms=%llu\n", total, perm_check);
  return 0;
}
