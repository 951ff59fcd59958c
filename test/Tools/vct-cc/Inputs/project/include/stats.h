#ifndef STATS_H
#define STATS_H

struct vec {
  long data[16];
  int size;
};

void vec_push(struct vec *v, long x);
long vec_sum(const struct vec *v);
long vec_max(const struct vec *v);
double mean(const struct vec *v);
long variance_times_n(const struct vec *v);

#define STATS_VERSION 1
#endif
