/* Structures by value: 8-byte 2-D integer points passed and returned by
   value and copied in loops: bounding boxes, rotations, Manhattan
   distances, a gift-wrapping convex hull and polygon areas. */
#include <stdio.h>

typedef struct {
  int x, y;
} point;

typedef struct {
  point lo, hi;
} box;

#define NP 600

static point pts[NP];
static point hull[NP + 1];

static point p_make(int x, int y) {
  point p = {x, y};
  return p;
}
static point p_add(point a, point b) { return p_make(a.x + b.x, a.y + b.y); }
static point p_sub(point a, point b) { return p_make(a.x - b.x, a.y - b.y); }
static point p_rot90(point a) { return p_make(-a.y, a.x); }
static point p_min(point a, point b) { return p_make(a.x < b.x ? a.x : b.x, a.y < b.y ? a.y : b.y); }
static point p_max(point a, point b) { return p_make(a.x > b.x ? a.x : b.x, a.y > b.y ? a.y : b.y); }
static long long cross(point o, point a, point b) {
  point u = p_sub(a, o), v = p_sub(b, o);
  return (long long)u.x * v.y - (long long)u.y * v.x;
}
static int manhattan(point a, point b) {
  int dx = a.x - b.x, dy = a.y - b.y;
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

static box bbox(const point *p, int n) {
  box b;
  b.lo = p[0];
  b.hi = p[0];
  for (int i = 1; i < n; i++) {
    b.lo = p_min(b.lo, p[i]);
    b.hi = p_max(b.hi, p[i]);
  }
  return b;
}

/* Gift wrapping (Jarvis march); returns the hull size. */
static int convex_hull(const point *p, int n, point *out) {
  int start = 0;
  for (int i = 1; i < n; i++)
    if (p[i].x < p[start].x || (p[i].x == p[start].x && p[i].y < p[start].y))
      start = i;
  int h = 0, cur = start;
  do {
    out[h++] = p[cur];
    int next = (cur + 1) % n;
    for (int i = 0; i < n; i++) {
      long long c = cross(p[cur], p[next], p[i]);
      if (c < 0 || (c == 0 && manhattan(p[cur], p[i]) > manhattan(p[cur], p[next])))
        next = i;
    }
    cur = next;
  } while (cur != start && h < n);
  return h;
}

static long long area2(const point *p, int n) {
  long long a = 0;
  for (int i = 0; i < n; i++) {
    point u = p[i], v = p[(i + 1) % n];
    a += (long long)u.x * v.y - (long long)v.x * u.y;
  }
  return a;
}

int main(void) {
  unsigned s = 31337u;
  for (int i = 0; i < NP; i++) {
    s = s * 1103515245u + 12345u;
    int x = (int)((s >> 8) % 2001u) - 1000;
    s = s * 1103515245u + 12345u;
    int y = (int)((s >> 8) % 2001u) - 1000;
    pts[i] = p_make(x, y);
  }
  unsigned long long check = 0;
  for (int r = 0; r < 40; r++) {
    box b = bbox(pts, NP);
    int h = convex_hull(pts, NP, hull);
    long long a = area2(hull, h);
    unsigned long long dist = 0;
    for (int i = 0; i < NP; i++)
      for (int j = i + 1; j < NP; j += 7)
        dist += (unsigned long long)manhattan(pts[i], pts[j]);
    check = check * 1000003ull + (unsigned long long)h + (unsigned long long)a + dist +
            (unsigned long long)(b.hi.x - b.lo.x) + (unsigned long long)(b.hi.y - b.lo.y);
    /* Rotate every point by 90 degrees around the box centre and jitter. */
    point c = p_make((b.lo.x + b.hi.x) / 2, (b.lo.y + b.hi.y) / 2);
    for (int i = 0; i < NP; i++) {
      point q = p_add(p_rot90(p_sub(pts[i], c)), c);
      pts[i] = p_add(q, p_make((i % 3) - 1, (i % 5) - 2));
    }
  }
  printf("points %llu\n", check);
  return 0;
}
