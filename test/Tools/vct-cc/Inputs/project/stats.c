#include "stats.h"

double mean(const struct vec *v) {
  return v->size ? (double)vec_sum(v) / v->size : 0.0;
}

long variance_times_n(const struct vec *v) {
  long s = vec_sum(v), acc = 0;
  for (int i = 0; i < v->size; ++i) {
    long d = v->data[i] * v->size - s;
    acc += d * d;
  }
  return v->size ? acc / ((long)v->size * v->size) : 0;
}
