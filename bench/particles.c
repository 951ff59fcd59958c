/* Struct arrays: particles under gravity and drag bouncing in a box. */
#include <stdio.h>

#define NP 2048
#define STEPS 200

struct particle {
  double x, y, z;
  double vx, vy, vz;
  double mass;
  int bounces;
  int alive;
};

static struct particle ps[NP];

static void init(void) {
  unsigned s = 99u;
  int i;
  for (i = 0; i < NP; i++) {
    struct particle *p = &ps[i];
    s = s * 1664525u + 1013904223u;
    p->x = (double)(s >> 20) / 4096.0 * 10.0;
    s = s * 1664525u + 1013904223u;
    p->y = (double)(s >> 20) / 4096.0 * 10.0;
    s = s * 1664525u + 1013904223u;
    p->z = (double)(s >> 20) / 4096.0 * 10.0;
    s = s * 1664525u + 1013904223u;
    p->vx = (double)(int)((s >> 24) & 255) / 64.0 - 2.0;
    s = s * 1664525u + 1013904223u;
    p->vy = (double)(int)((s >> 24) & 255) / 64.0 - 2.0;
    s = s * 1664525u + 1013904223u;
    p->vz = (double)(int)((s >> 24) & 255) / 64.0 - 2.0;
    p->mass = 1.0 + (double)(i & 7);
    p->bounces = 0;
    p->alive = 1;
  }
}

static void step(double dt) {
  int i;
  for (i = 0; i < NP; i++) {
    struct particle *p = &ps[i];
    double drag;
    if (!p->alive)
      continue;
    drag = 1.0 - 0.01 * dt / p->mass;
    p->vx *= drag;
    p->vy = p->vy * drag - 9.81 * dt;
    p->vz *= drag;
    p->x += p->vx * dt;
    p->y += p->vy * dt;
    p->z += p->vz * dt;
    if (p->x < 0.0) { p->x = -p->x; p->vx = -p->vx * 0.9; p->bounces++; }
    if (p->x > 10.0) { p->x = 20.0 - p->x; p->vx = -p->vx * 0.9; p->bounces++; }
    if (p->y < 0.0) { p->y = -p->y; p->vy = -p->vy * 0.8; p->bounces++; }
    if (p->z < 0.0) { p->z = -p->z; p->vz = -p->vz * 0.9; p->bounces++; }
    if (p->z > 10.0) { p->z = 20.0 - p->z; p->vz = -p->vz * 0.9; p->bounces++; }
    if (p->bounces > 400)
      p->alive = 0;
  }
}

int main(void) {
  int s, i, alive = 0;
  long long bounces = 0;
  double e = 0.0, cx = 0.0;
  init();
  for (s = 0; s < STEPS; s++)
    step(0.01);
  for (i = 0; i < NP; i++) {
    struct particle *p = &ps[i];
    alive += p->alive;
    bounces += p->bounces;
    e += 0.5 * p->mass * (p->vx * p->vx + p->vy * p->vy + p->vz * p->vz);
    cx += p->x * p->mass;
  }
  printf("particles: alive=%d bounces=%lld energy=%.9e cx=%.9e\n", alive,
         bounces, e, cx);
  return 0;
}
