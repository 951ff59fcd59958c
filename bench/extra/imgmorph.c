/* Grayscale image processing through an image descriptor struct: every
   filter takes `const image *src, image *dst` and reads src->width,
   src->height, src->stride and src->pix inside its loops, the way library
   code written against a handle does.  Because the destination pixels are
   unsigned char, stores through dst->pix may alias the descriptor fields,
   so keeping those loads out of the inner loops takes alias reasoning.
   Filters: 3x3 erosion and dilation, a Sobel gradient magnitude with
   clamping, a separable box blur through a 16-bit scratch image, a
   threshold and a histogram.  Prints per-stage checksums. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct {
  int width, height, stride;
  unsigned char *pix;
} image;

typedef struct {
  int width, height, stride;
  uint16_t *pix;
} image16;

#define W 160
#define H 120
#define ROUNDS 16

static image *img_new(int w, int h) {
  image *im = malloc(sizeof *im);
  im->width = w;
  im->height = h;
  im->stride = w + 8;
  im->pix = calloc((size_t)im->stride * (size_t)h, 1);
  return im;
}

static void img_free(image *im) {
  free(im->pix);
  free(im);
}

static void erode(const image *src, image *dst) {
  for (int y = 0; y < src->height; y++)
    for (int x = 0; x < src->width; x++) {
      int m = 255;
      for (int dy = -1; dy <= 1; dy++) {
        int yy = y + dy;
        if (yy < 0 || yy >= src->height) continue;
        for (int dx = -1; dx <= 1; dx++) {
          int xx = x + dx;
          if (xx < 0 || xx >= src->width) continue;
          int v = src->pix[yy * src->stride + xx];
          if (v < m) m = v;
        }
      }
      dst->pix[y * dst->stride + x] = (unsigned char)m;
    }
}

static void dilate(const image *src, image *dst) {
  for (int y = 0; y < src->height; y++)
    for (int x = 0; x < src->width; x++) {
      int m = 0;
      for (int dy = -1; dy <= 1; dy++) {
        int yy = y + dy;
        if (yy < 0 || yy >= src->height) continue;
        for (int dx = -1; dx <= 1; dx++) {
          int xx = x + dx;
          if (xx < 0 || xx >= src->width) continue;
          int v = src->pix[yy * src->stride + xx];
          if (v > m) m = v;
        }
      }
      dst->pix[y * dst->stride + x] = (unsigned char)m;
    }
}

static void sobel(const image *src, image *dst) {
  for (int y = 1; y + 1 < src->height; y++)
    for (int x = 1; x + 1 < src->width; x++) {
      const unsigned char *p = src->pix + y * src->stride + x;
      int s = src->stride;
      int gx = (p[-s + 1] + 2 * p[1] + p[s + 1]) - (p[-s - 1] + 2 * p[-1] + p[s - 1]);
      int gy = (p[s - 1] + 2 * p[s] + p[s + 1]) - (p[-s - 1] + 2 * p[-s] + p[-s + 1]);
      int mag = (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
      dst->pix[y * dst->stride + x] = (unsigned char)(mag > 255 ? 255 : mag);
    }
}

/* horizontal 5-tap sums into 16-bit scratch, then vertical 5-tap average */
static void box_blur(const image *src, image16 *tmp, image *dst) {
  for (int y = 0; y < src->height; y++)
    for (int x = 0; x < src->width; x++) {
      unsigned sum = 0;
      for (int k = -2; k <= 2; k++) {
        int xx = x + k;
        xx = xx < 0 ? 0 : xx >= src->width ? src->width - 1 : xx;
        sum += src->pix[y * src->stride + xx];
      }
      tmp->pix[y * tmp->stride + x] = (uint16_t)sum;
    }
  for (int y = 0; y < src->height; y++)
    for (int x = 0; x < src->width; x++) {
      unsigned sum = 0;
      for (int k = -2; k <= 2; k++) {
        int yy = y + k;
        yy = yy < 0 ? 0 : yy >= src->height ? src->height - 1 : yy;
        sum += tmp->pix[yy * tmp->stride + x];
      }
      dst->pix[y * dst->stride + x] = (unsigned char)((sum + 12) / 25);
    }
}

static void threshold(const image *src, image *dst, int t) {
  for (int y = 0; y < src->height; y++)
    for (int x = 0; x < src->width; x++)
      dst->pix[y * dst->stride + x] = src->pix[y * src->stride + x] >= t ? 255 : 0;
}

static void histogram(const image *im, unsigned hist[256]) {
  for (int i = 0; i < 256; i++) hist[i] = 0;
  for (int y = 0; y < im->height; y++)
    for (int x = 0; x < im->width; x++)
      hist[im->pix[y * im->stride + x]]++;
}

static uint32_t img_hash(const image *im) {
  uint32_t h = 2166136261u;
  for (int y = 0; y < im->height; y++)
    for (int x = 0; x < im->width; x++)
      h = (h ^ im->pix[y * im->stride + x]) * 16777619u;
  return h;
}

int main(void) {
  image *a = img_new(W, H), *b = img_new(W, H), *c = img_new(W, H);
  image16 tmp = {W, H, W, malloc(sizeof(uint16_t) * W * H)};
  uint32_t seed = 77u;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      seed = seed * 1103515245u + 12345u;
      int v = ((x * 3 + y * 5) & 127) + (int)((seed >> 16) & 63u);
      if ((x / 20 + y / 15) % 3 == 0) v += 64;
      a->pix[y * a->stride + x] = (unsigned char)v;
    }
  unsigned hist[256];
  uint32_t h = 0;
  unsigned long nonzero = 0;
  for (int r = 0; r < ROUNDS; r++) {
    erode(a, b);
    dilate(b, c);      /* opening */
    h = h * 3u + img_hash(c);
    sobel(c, b);
    h = h * 3u + img_hash(b);
    box_blur(b, &tmp, c);
    threshold(c, b, 24 + r);
    histogram(b, hist);
    nonzero += hist[255];
    h = h * 3u + img_hash(c);
    /* feed back: blend the blurred edges into the source */
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) {
        int v = a->pix[y * a->stride + x] + (c->pix[y * c->stride + x] >> 2) - 8;
        a->pix[y * a->stride + x] = (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v);
      }
  }
  histogram(a, hist);
  unsigned long wsum = 0;
  for (int i = 0; i < 256; i++) wsum += (unsigned long)hist[i] * (unsigned)i;
  printf("imgmorph hash %08x edges %lu mean*N %lu\n", h, nonzero, wsum);
  img_free(a); img_free(b); img_free(c);
  free(tmp.pix);
  return 0;
}
