/* Fixed-point separable Gaussian blur on an 8-bit image, plus gamma LUT and histogram. */
#include <stdio.h>
#include <stdint.h>

#define W 256
#define H 192
static uint8_t img[H][W], tmp[H][W], outp[H][W];
static uint8_t gamma_lut[256];
static uint32_t hist[256];

static void hblur(uint8_t dst[H][W], uint8_t src[H][W]) {
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++) {
      int xm2 = x < 2 ? 0 : x - 2, xm1 = x < 1 ? 0 : x - 1;
      int xp1 = x + 1 >= W ? W - 1 : x + 1, xp2 = x + 2 >= W ? W - 1 : x + 2;
      unsigned acc = src[y][xm2] + 4u * src[y][xm1] + 6u * src[y][x] + 4u * src[y][xp1] + src[y][xp2];
      dst[y][x] = (uint8_t)((acc + 8) >> 4);
    }
  }
}

static void vblur(uint8_t dst[H][W], uint8_t src[H][W]) {
  for (int y = 0; y < H; y++) {
    int ym2 = y < 2 ? 0 : y - 2, ym1 = y < 1 ? 0 : y - 1;
    int yp1 = y + 1 >= H ? H - 1 : y + 1, yp2 = y + 2 >= H ? H - 1 : y + 2;
    for (int x = 0; x < W; x++) {
      unsigned acc = src[ym2][x] + 4u * src[ym1][x] + 6u * src[y][x] + 4u * src[yp1][x] + src[yp2][x];
      dst[y][x] = (uint8_t)((acc + 8) >> 4);
    }
  }
}

static void apply_lut(uint8_t p[H][W], const uint8_t *lut) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) p[y][x] = lut[p[y][x]];
}

static void histogram(uint8_t p[H][W]) {
  for (int i = 0; i < 256; i++) hist[i] = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) hist[p[y][x]]++;
}

int main(void) {
  uint32_t s = 5;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      s = s * 1103515245u + 12345u;
      img[y][x] = (uint8_t)((s >> 16) ^ (x * y));
    }
  for (int i = 0; i < 256; i++) gamma_lut[i] = (uint8_t)((i * i + 255) / 256 + (i >> 3));
  uint64_t h = 0;
  for (int rep = 0; rep < 8; rep++) {
    hblur(tmp, img);
    vblur(outp, tmp);
    apply_lut(outp, gamma_lut);
    histogram(outp);
    for (int i = 0; i < 256; i++) h = h * 31 + hist[i];
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) img[y][x] = (uint8_t)((img[y][x] + outp[y][x]) >> 1);
  }
  printf("%llu\n", (unsigned long long)h);
  return 0;
}
