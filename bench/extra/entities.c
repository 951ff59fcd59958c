/* A game-style entity update in 24.8 fixed point: every entity
   carries a 2x3 affine transform, a velocity and a local-space bounding
   box, all small structs.  Each tick, helpers take and return vec2, xform
   and aabb by value: the transform is composed with a per-kind rotation
   step, the box is transformed to world space, entities steer toward one
   of a few waypoints, overlapping neighbours are pushed apart and the
   world bounds reflect velocities.  A whole entity is copied in, updated
   and copied back.  Exercises struct copies, scalar replacement of
   aggregates and by-value argument/return lowering.  Prints checksums of
   positions, contacts and bounces. */
#include <stdio.h>
#include <stdint.h>

typedef struct { int32_t x, y; } vec2;
typedef struct { int32_t m00, m01, m10, m11; vec2 t; } xform; /* 8-bit fraction */
typedef struct { vec2 lo, hi; } aabb;
typedef struct {
  xform xf;
  vec2 vel;
  aabb local;
  int32_t kind, hp, target;
} entity;

#define NENT 256
#define NWAY 6
#define TICKS 200
#define WORLD (4000 << 8)

static entity ents[NENT];
static vec2 waypoints[NWAY];
static xform spin[4];
static unsigned long contacts, bounces, retargets;

static uint32_t rng = 0x9e3779b9u;
static uint32_t next_rand(void) {
  rng = rng * 1664525u + 1013904223u;
  return rng >> 8;
}

static vec2 v2(int32_t x, int32_t y) { vec2 r = {x, y}; return r; }
static vec2 random_point(void) {
  int32_t x = (int32_t)(next_rand() % 4000u) << 8;
  int32_t y = (int32_t)(next_rand() % 4000u) << 8;
  return v2(x, y);
}
static vec2 v_add(vec2 a, vec2 b) { return v2(a.x + b.x, a.y + b.y); }
static vec2 v_sub(vec2 a, vec2 b) { return v2(a.x - b.x, a.y - b.y); }
static vec2 v_shr(vec2 a, int s) { return v2(a.x / (1 << s), a.y / (1 << s)); }
static int64_t v_len1(vec2 a) { return (int64_t)(a.x < 0 ? -a.x : a.x) + (a.y < 0 ? -a.y : a.y); }
static int32_t clampi(int32_t v, int32_t lo, int32_t hi) { return v < lo ? lo : v > hi ? hi : v; }
static vec2 v_clamp(vec2 a, int32_t m) { return v2(clampi(a.x, -m, m), clampi(a.y, -m, m)); }

static vec2 xf_apply(xform f, vec2 p) {
  int64_t x = (int64_t)f.m00 * p.x + (int64_t)f.m01 * p.y;
  int64_t y = (int64_t)f.m10 * p.x + (int64_t)f.m11 * p.y;
  return v_add(v2((int32_t)(x / 256), (int32_t)(y / 256)), f.t);
}

static xform xf_mul(xform a, xform b) {
  xform r;
  r.m00 = (a.m00 * b.m00 + a.m01 * b.m10) / 256;
  r.m01 = (a.m00 * b.m01 + a.m01 * b.m11) / 256;
  r.m10 = (a.m10 * b.m00 + a.m11 * b.m10) / 256;
  r.m11 = (a.m10 * b.m01 + a.m11 * b.m11) / 256;
  r.t = xf_apply(a, b.t);
  return r;
}

/* keep the rotation part from drifting: renormalise row lengths roughly */
static xform xf_fix(xform f) {
  int32_t n0 = f.m00 < 0 ? -f.m00 : f.m00, n1 = f.m01 < 0 ? -f.m01 : f.m01;
  int32_t len = n0 > n1 ? n0 + n1 / 2 : n1 + n0 / 2;
  if (len < 200 || len > 300) {
    f.m00 = f.m11 = 256;
    f.m01 = f.m10 = 0;
  }
  return f;
}

static aabb world_box(xform f, aabb b) {
  vec2 c[4] = {f.t, f.t, f.t, f.t};
  c[0] = xf_apply(f, b.lo);
  c[1] = xf_apply(f, b.hi);
  c[2] = xf_apply(f, v2(b.lo.x, b.hi.y));
  c[3] = xf_apply(f, v2(b.hi.x, b.lo.y));
  aabb r = {c[0], c[0]};
  for (int i = 1; i < 4; i++) {
    if (c[i].x < r.lo.x) r.lo.x = c[i].x;
    if (c[i].y < r.lo.y) r.lo.y = c[i].y;
    if (c[i].x > r.hi.x) r.hi.x = c[i].x;
    if (c[i].y > r.hi.y) r.hi.y = c[i].y;
  }
  return r;
}

static int overlap(aabb a, aabb b) {
  return a.lo.x <= b.hi.x && b.lo.x <= a.hi.x && a.lo.y <= b.hi.y && b.lo.y <= a.hi.y;
}

static entity update(entity e, xform rot) {
  vec2 pos = e.xf.t;
  vec2 to = v_sub(waypoints[e.target], pos);
  if (v_len1(to) < (64 << 8)) {
    e.target = (e.target + 1 + e.kind) % NWAY;
    retargets++;
  }
  e.vel = v_clamp(v_add(e.vel, v_shr(to, 7 + e.kind)), 24 << 8);
  e.xf = xf_fix(xf_mul(e.xf, rot));
  e.xf.t = v_add(pos, e.vel);
  if (e.xf.t.x < 0 || e.xf.t.x > WORLD) {
    e.vel.x = -e.vel.x;
    e.xf.t.x = clampi(e.xf.t.x, 0, WORLD);
    bounces++;
  }
  if (e.xf.t.y < 0 || e.xf.t.y > WORLD) {
    e.vel.y = -e.vel.y;
    e.xf.t.y = clampi(e.xf.t.y, 0, WORLD);
    bounces++;
  }
  return e;
}

static void separate(entity *a, entity *b) {
  aabb wa = world_box(a->xf, a->local), wb = world_box(b->xf, b->local);
  if (!overlap(wa, wb))
    return;
  contacts++;
  vec2 d = v_shr(v_sub(a->xf.t, b->xf.t), 3);
  a->vel = v_add(a->vel, d);
  b->vel = v_sub(b->vel, d);
  a->hp -= b->kind + 1;
  b->hp -= a->kind + 1;
  if (a->hp < 0) a->hp = 100;
  if (b->hp < 0) b->hp = 100;
}

int main(void) {
  static const int32_t cs[4][2] = {{256, 0}, {255, 13}, {254, 25}, {251, 50}};
  for (int k = 0; k < 4; k++) {
    xform r = {cs[k][0], -cs[k][1], cs[k][1], cs[k][0], {0, 0}};
    spin[k] = r;
  }
  for (int w = 0; w < NWAY; w++)
    waypoints[w] = random_point();
  for (int i = 0; i < NENT; i++) {
    entity e;
    e.xf = spin[0];
    e.xf.t = random_point();
    e.vel.x = (int32_t)(next_rand() % 512u) - 256;
    e.vel.y = (int32_t)(next_rand() % 512u) - 256;
    int32_t hw = (int32_t)(16 + next_rand() % 64u) << 8, hh = (int32_t)(16 + next_rand() % 64u) << 8;
    e.local.lo = v2(-hw, -hh);
    e.local.hi = v2(hw, hh);
    e.kind = (int32_t)(next_rand() & 3u);
    e.hp = 100;
    e.target = (int32_t)(next_rand() % NWAY);
    ents[i] = e;
  }
  for (int t = 0; t < TICKS; t++) {
    for (int i = 0; i < NENT; i++)
      ents[i] = update(ents[i], spin[ents[i].kind]);
    for (int i = 0; i < NENT; i++)
      for (int j = 1; j <= 4; j++)
        separate(&ents[i], &ents[(i + j * 17) % NENT]);
  }
  uint64_t hx = 0, hv = 0, hr = 0;
  long hpsum = 0;
  for (int i = 0; i < NENT; i++) {
    hx = hx * 31u + (uint32_t)ents[i].xf.t.x * 7u + (uint32_t)ents[i].xf.t.y;
    hv = hv * 37u + (uint32_t)ents[i].vel.x + (uint32_t)ents[i].vel.y * 3u;
    hr = hr * 41u + (uint32_t)ents[i].xf.m00 + (uint32_t)ents[i].xf.m01;
    hpsum += ents[i].hp;
  }
  printf("pos %016llx vel %016llx rot %016llx\n", (unsigned long long)hx,
         (unsigned long long)hv, (unsigned long long)hr);
  printf("contacts %lu bounces %lu retargets %lu hp %ld\n", contacts, bounces, retargets, hpsum);
  return 0;
}
