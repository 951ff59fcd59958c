/* Array-of-structs particle system with small structs passed and returned by value. */
#include <stdio.h>
#include <stdint.h>

typedef struct { int x, y; } vec2;
typedef struct { vec2 pos; vec2 vel; int mass; int alive; } particle;
typedef struct { vec2 lo, hi; } box;

#define N 512
static particle ps[N];

static vec2 v_add(vec2 a, vec2 b) { vec2 r = { a.x + b.x, a.y + b.y }; return r; }
static vec2 v_scale(vec2 a, int s) { vec2 r = { (a.x * s) >> 4, (a.y * s) >> 4 }; return r; }
static vec2 v_neg(vec2 a) { vec2 r = { -a.x, -a.y }; return r; }
static int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

static particle step(particle p, vec2 grav, box b) {
  particle q = p;
  q.vel = v_add(q.vel, v_scale(grav, q.mass));
  q.pos = v_add(q.pos, q.vel);
  if (q.pos.x < b.lo.x || q.pos.x > b.hi.x) {
    q.vel.x = -q.vel.x;
    q.pos.x = clampi(q.pos.x, b.lo.x, b.hi.x);
  }
  if (q.pos.y < b.lo.y || q.pos.y > b.hi.y) {
    q.vel = v_neg(q.vel);
    q.pos.y = clampi(q.pos.y, b.lo.y, b.hi.y);
    q.vel = v_scale(q.vel, 14);
  }
  return q;
}

static uint32_t seed = 12345;
static uint32_t rnd(void) { seed = seed * 1103515245u + 12345u; return seed >> 8; }

static vec2 centroid(const particle *a, int n) {
  vec2 c = { 0, 0 };
  int k = 0;
  for (int i = 0; i < n; i++) {
    if (!a[i].alive) continue;
    c = v_add(c, a[i].pos);
    k++;
  }
  if (k) { c.x /= k; c.y /= k; }
  return c;
}

int main(void) {
  box b = { { 0, 0 }, { 100000, 80000 } };
  for (int i = 0; i < N; i++) {
    particle p;
    p.pos.x = rnd() % 100000; p.pos.y = rnd() % 80000;
    p.vel.x = (int)(rnd() % 401) - 200; p.vel.y = (int)(rnd() % 401) - 200;
    p.mass = 1 + rnd() % 31;
    p.alive = (rnd() & 7) != 0;
    ps[i] = p;
  }
  vec2 grav = { 0, -9 };
  uint64_t sum = 0;
  for (int t = 0; t < 1500; t++) {
    for (int i = 0; i < N; i++) {
      if (ps[i].alive)
        ps[i] = step(ps[i], grav, b);
    }
    if ((t & 63) == 0) {
      vec2 c = centroid(ps, N);
      sum = sum * 31 + (uint32_t)c.x * 7 + (uint32_t)c.y;
      grav.x = (t & 128) ? 1 : -1;
    }
  }
  for (int i = 0; i < N; i++)
    sum += (uint32_t)(ps[i].pos.x ^ ps[i].vel.y) + (uint32_t)ps[i].pos.y;
  printf("%llu\n", (unsigned long long)sum);
  return 0;
}
