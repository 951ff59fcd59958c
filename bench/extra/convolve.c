/* Image convolution: a byte image filtered with several kernels whose
   shapes (offsets and weights) live in a table of internal globals. */
#include <stdio.h>

#define W 160
#define H 120
#define PASSES 6

struct tap {
  int dy, dx;
  int weight;
};

struct kernel {
  int ntaps;
  int shift;
  const struct tap *taps;
};

static const struct tap box_taps[9] = {
    {-1, -1, 1}, {-1, 0, 1}, {-1, 1, 1}, {0, -1, 1}, {0, 0, 1},
    {0, 1, 1},   {1, -1, 1}, {1, 0, 1},  {1, 1, 1}};
static const struct tap gauss_taps[9] = {
    {-1, -1, 1}, {-1, 0, 2}, {-1, 1, 1}, {0, -1, 2}, {0, 0, 4},
    {0, 1, 2},   {1, -1, 1}, {1, 0, 2},  {1, 1, 1}};
static const struct tap cross_taps[5] = {
    {-2, 0, 1}, {0, -2, 1}, {0, 0, 4}, {0, 2, 1}, {2, 0, 1}};
static const struct tap sharp_taps[5] = {
    {-1, 0, -1}, {0, -1, -1}, {0, 0, 8}, {0, 1, -1}, {1, 0, -1}};

static const struct kernel kernels[4] = {
    {9, 3, box_taps}, {9, 4, gauss_taps}, {5, 3, cross_taps}, {5, 2, sharp_taps}};

static unsigned char img[H][W];
static unsigned char out[H][W];

static int clamp255(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }

static void convolve(const struct kernel *k) {
  for (int y = 2; y < H - 2; y++)
    for (int x = 2; x < W - 2; x++) {
      int acc = 0;
      for (int t = 0; t < k->ntaps; t++)
        acc += k->taps[t].weight * img[y + k->taps[t].dy][x + k->taps[t].dx];
      out[y][x] = (unsigned char)clamp255(acc / (1 << k->shift));
    }
}

int main(void) {
  unsigned s = 77u;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      s = s * 1103515245u + 12345u;
      img[y][x] = (unsigned char)((s >> 16) ^ (unsigned)(x * y));
    }
  unsigned h = 0;
  for (int p = 0; p < PASSES; p++)
    for (int k = 0; k < 4; k++) {
      convolve(&kernels[k]);
      for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
          h = h * 131u + out[y][x];
          img[y][x] = (unsigned char)(out[y][x] ^ (unsigned char)p);
        }
    }
  printf("convolve %u\n", h);
  return 0;
}
