/* 2-D image processing through a struct pointer: loop-invariant loads of
   img->w, img->h, img->data inside nested loops. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct { int w, h, stride; int32_t *data; } image;
typedef struct { int32_t k[3][3]; int shift; } kernel;

static void fill(image *img, uint32_t seed) {
  for (int y = 0; y < img->h; y++)
    for (int x = 0; x < img->w; x++) {
      seed = seed * 1103515245u + 12345u;
      img->data[y * img->stride + x] = (int32_t)((seed >> 16) & 255);
    }
}

static void convolve(image *dst, const image *src, const kernel *k) {
  for (int y = 1; y < src->h - 1; y++)
    for (int x = 1; x < src->w - 1; x++) {
      int32_t acc = 0;
      for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++)
          acc += k->k[j][i] * src->data[(y + j - 1) * src->stride + x + i - 1];
      dst->data[y * dst->stride + x] = acc >> k->shift;
    }
}

static void threshold(image *img, const int *level) {
  for (int y = 0; y < img->h; y++)
    for (int x = 0; x < img->w; x++) {
      int32_t *p = &img->data[y * img->stride + x];
      *p = *p > *level ? 255 : 0;
    }
}

static void row_sums(const image *img, int64_t *sums) {
  for (int y = 0; y < img->h; y++) {
    sums[y] = 0;
    for (int x = 0; x < img->w; x++)
      sums[y] += img->data[y * img->stride + x];
  }
}

int main(void) {
  image a, b;
  a.w = b.w = 160; a.h = b.h = 120; a.stride = b.stride = 168;
  a.data = calloc((size_t)a.stride * a.h, sizeof(int32_t));
  b.data = calloc((size_t)b.stride * b.h, sizeof(int32_t));
  kernel k = { { { 1, 2, 1 }, { 2, 4, 2 }, { 1, 2, 1 } }, 4 };
  int64_t sums[120];
  uint64_t h = 0;
  fill(&a, 7);
  for (int rep = 0; rep < 20; rep++) {
    convolve(&b, &a, &k);
    convolve(&a, &b, &k);
    row_sums(&a, sums);
    for (int y = 0; y < a.h; y++) h = h * 1000003u + (uint64_t)sums[y];
    int lvl = 100 + rep;
    if (rep % 5 == 4) { threshold(&a, &lvl); fill(&b, rep); }
  }
  printf("%llu\n", (unsigned long long)h);
  free(a.data); free(b.data);
  return 0;
}
