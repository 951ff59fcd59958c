#include "stats.h"

void vec_push(struct vec *v, long x) {
  if (v->size < 16)
    v->data[v->size++] = x * SCALE;
}

long vec_sum(const struct vec *v) {
  long s = 0;
  for (int i = 0; i < v->size; ++i)
    s += v->data[i];
  return s;
}

long vec_max(const struct vec *v) {
  long m = v->data[0];
  for (int i = 1; i < v->size; ++i)
    if (v->data[i] > m)
      m = v->data[i];
  return m;
}
