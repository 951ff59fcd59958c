/* Mandelbrot set on a small grid: iteration counts and a checksum. */
#include <stdio.h>

#define W 160
#define H 120
#define MAXIT 200

int main(void) {
  int px, py;
  unsigned long long total = 0, check = 0;
  int inside = 0;
  for (py = 0; py < H; py++) {
    double ci = -1.2 + 2.4 * (double)py / (double)H;
    for (px = 0; px < W; px++) {
      double cr = -2.1 + 3.0 * (double)px / (double)W;
      double zr = 0.0, zi = 0.0;
      int it = 0;
      while (it < MAXIT) {
        double zr2 = zr * zr, zi2 = zi * zi;
        if (zr2 + zi2 > 4.0)
          break;
        zi = 2.0 * zr * zi + ci;
        zr = zr2 - zi2 + cr;
        it++;
      }
      if (it == MAXIT)
        inside++;
      total += (unsigned long long)it;
      check = check * 33u + (unsigned long long)it;
    }
  }
  printf("mandel: total=%llu inside=%d check=%llu\n", total, inside, check);
  return 0;
}
