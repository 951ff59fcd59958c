/* Records passed and returned by value: 2-D and 3-D points, a bounding
   box accumulated in a loop, small fixed-trip loops over fields. */
#include <stdio.h>

struct vec2 { float x, y; };
struct box { struct vec2 lo, hi; };
struct sample { int id; short channel[5]; unsigned char flags; };

static struct vec2 add(struct vec2 a, struct vec2 b) {
  return (struct vec2){a.x + b.x, a.y + b.y};
}
static struct vec2 scale(struct vec2 a, float k) {
  return (struct vec2){a.x * k, a.y * k};
}
static struct box extend(struct box b, struct vec2 p) {
  if (p.x < b.lo.x) b.lo.x = p.x;
  if (p.y < b.lo.y) b.lo.y = p.y;
  if (p.x > b.hi.x) b.hi.x = p.x;
  if (p.y > b.hi.y) b.hi.y = p.y;
  return b;
}
static int mix(struct sample s) {
  int acc = s.id;
  for (int c = 0; c < 5; c++)
    acc = acc * 3 + s.channel[c];
  return s.flags & 1 ? acc : -acc;
}
static struct sample make(int i) {
  struct sample s;
  s.id = i;
  for (int c = 0; c < 5; c++)
    s.channel[c] = (short)((i * (c + 3)) & 0x7ff);
  s.flags = (unsigned char)i;
  return s;
}

int main(void) {
  struct box b = {{1e9f, 1e9f}, {-1e9f, -1e9f}};
  struct vec2 p = {0.5f, 0.25f}, v = {0.01f, -0.02f};
  long check = 0;
  for (int i = 0; i < 600000; i++) {
    p = add(p, scale(v, 1.0f + (float)(i & 7)));
    if (p.x > 10 || p.x < -10) v.x = -v.x;
    if (p.y > 10 || p.y < -10) v.y = -v.y;
    b = extend(b, p);
    check += mix(make(i));
  }
  printf("%.3f %.3f %.3f %.3f %ld\n", b.lo.x, b.lo.y, b.hi.x, b.hi.y, check);
  return 0;
}
