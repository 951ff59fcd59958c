/* Collatz sequences: total steps and the longest chain for 1..N. */
#include <stdio.h>

#define N 60000

static unsigned collatz_steps(unsigned long long n) {
  unsigned steps = 0;
  while (n != 1) {
    if (n & 1)
      n = 3 * n + 1;
    else
      n >>= 1;
    steps++;
  }
  return steps;
}

int main(void) {
  unsigned long long total = 0;
  unsigned best = 0, best_n = 1;
  unsigned n;
  for (n = 1; n <= N; n++) {
    unsigned s = collatz_steps(n);
    total += s;
    if (s > best) {
      best = s;
      best_n = n;
    }
  }
  printf("collatz: total=%llu best=%u at %u\n", total, best, best_n);
  return 0;
}
