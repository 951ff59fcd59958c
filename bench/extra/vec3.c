/* Structures by value: 24-byte 3-D vectors {double x, y, z} (passed and
   returned in memory) and 8-byte colours {short r, g, b, a} passed and
   returned by value and copied in loops: a tiny ray-sphere scene and a
   colour ramp, averaged over a grid. */
#include <stdio.h>

typedef struct {
  double x, y, z;
} vec;

typedef struct {
  short r, g, b, a;
} rgba;

static vec v_make(double x, double y, double z) {
  vec v = {x, y, z};
  return v;
}
static vec v_add(vec a, vec b) { return v_make(a.x + b.x, a.y + b.y, a.z + b.z); }
static vec v_sub(vec a, vec b) { return v_make(a.x - b.x, a.y - b.y, a.z - b.z); }
static vec v_scale(vec a, double k) { return v_make(a.x * k, a.y * k, a.z * k); }
static double v_dot(vec a, vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

static rgba c_make(int r, int g, int b) {
  rgba c = {(short)r, (short)g, (short)b, 255};
  return c;
}
static rgba c_mix(rgba p, rgba q) { return c_make((p.r + q.r) / 2, (p.g + q.g) / 2, (p.b + q.b) / 2); }
static rgba c_shade(rgba p, int k) { return c_make(p.r * k / 16, p.g * k / 16, p.b * k / 16); }

#define W 96
#define H 64

static rgba image[H][W];

int main(void) {
  vec centre = v_make(0.0, 0.0, 5.0);
  vec light = v_make(-1.0, 1.0, -1.0);
  rgba base = c_make(200, 120, 40), sky = c_make(30, 60, 160);
  unsigned long long check = 0;
  for (int frame = 0; frame < 64; frame++) {
    vec eye = v_make(0.05 * frame, 0.0, 0.0);
    for (int y = 0; y < H; y++) {
      for (int x = 0; x < W; x++) {
        vec dir = v_make((x - W / 2) / (double)W, (y - H / 2) / (double)H, 1.0);
        vec oc = v_sub(eye, centre);
        double b = v_dot(oc, dir), c = v_dot(oc, oc) - 1.0, a = v_dot(dir, dir);
        double disc = b * b - a * c;
        rgba px = sky;
        if (disc > 0.0) {
          double t = (-b - disc * 0.5) / a;
          vec hit = v_add(eye, v_scale(dir, t));
          vec n = v_sub(hit, centre);
          double lum = v_dot(n, light);
          int k = lum > 0.0 ? (int)(lum * 8.0) + 8 : 8;
          px = c_shade(base, k > 16 ? 16 : k);
        }
        image[y][x] = c_mix(image[y][x], px);
      }
    }
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) {
        rgba p = image[y][x];
        check = check * 131ull + (unsigned long long)(p.r + 3 * p.g + 7 * p.b + p.a);
      }
  }
  printf("vec3 %llu\n", check);
  return 0;
}
