#include <stdio.h>

#include "stats.h"

int main(void) {
  struct vec v = {{0}, 0};
  unsigned seed = 12345;
  for (int i = 0; i < 12; ++i) {
    seed = seed * 1103515245u + 12345u;
    vec_push(&v, (long)(seed >> 16) % 100);
  }
  printf("stats v%d: n=%d sum=%ld max=%ld\n", STATS_VERSION, v.size,
         vec_sum(&v), vec_max(&v));
  printf("mean=%.3f var*n=%ld\n", mean(&v), variance_times_n(&v));
  return 0;
}
