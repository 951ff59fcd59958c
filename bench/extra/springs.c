/* 2-D particle simulation in fixed point (1/256 units).  Discs fall under
   gravity inside a box, bounce off the walls with damping and push each other
   apart with a soft spring-like repulsion when they overlap.  Vectors are
   small structs of two ints passed and returned by value.  Prints the number
   of contacts, the final kinetic energy and a position checksum. */
#include <stdio.h>
#include <stdint.h>

#define NP 120
#define STEPS 900
#define ONE 256
#define BOX (160 * ONE)
#define RAD (3 * ONE)
#define MAXV (6 * ONE)
#define GRAV 5

typedef struct { int32_t x, y; } vec2;
typedef struct { vec2 pos, vel; int32_t mass; } particle;
typedef struct { uint32_t contacts; uint64_t energy; } stats;

static particle parts[NP];

static uint32_t rng = 7u;
static uint32_t next_rand(void) {
    rng = rng * 1103515245u + 12345u;
    return (rng >> 16) & 0x7fff;
}

static vec2 v2(int32_t x, int32_t y) { vec2 r; r.x = x; r.y = y; return r; }
static vec2 vadd(vec2 a, vec2 b) { return v2(a.x + b.x, a.y + b.y); }
static vec2 vsub(vec2 a, vec2 b) { return v2(a.x - b.x, a.y - b.y); }
static vec2 vscale(vec2 a, int32_t num, int32_t den) { return v2(a.x * num / den, a.y * num / den); }
static int64_t vdot(vec2 a, vec2 b) { return (int64_t)a.x * b.x + (int64_t)a.y * b.y; }
static int32_t clampi(int32_t v, int32_t lo, int32_t hi) { return v < lo ? lo : v > hi ? hi : v; }
static vec2 vclamp(vec2 a, int32_t m) { return v2(clampi(a.x, -m, m), clampi(a.y, -m, m)); }

/* repulsion on a from b, zero when the discs do not overlap */
static vec2 pair_force(vec2 a, vec2 b, int *touch) {
    vec2 d = vsub(a, b);
    if (d.x >= 2 * RAD || d.x <= -2 * RAD || d.y >= 2 * RAD || d.y <= -2 * RAD) return v2(0, 0);
    int64_t d2 = vdot(d, d);
    const int64_t r2 = (int64_t)(2 * RAD) * (2 * RAD);
    if (d2 >= r2) return v2(0, 0);
    *touch = 1;
    int64_t k = r2 - d2; /* overlap measure, up to r2 */
    return v2((int32_t)((int64_t)d.x * k / r2 / 4), (int32_t)((int64_t)d.y * k / r2 / 4));
}

static particle integrate(particle p, vec2 force) {
    p.vel = vadd(p.vel, vscale(force, 8, p.mass));
    p.vel.y -= GRAV;
    p.vel = vclamp(vscale(p.vel, 255, 256), MAXV);
    p.pos = vadd(p.pos, p.vel);
    if (p.pos.x < RAD) { p.pos.x = RAD; p.vel.x = -p.vel.x * 3 / 4; }
    if (p.pos.x > BOX - RAD) { p.pos.x = BOX - RAD; p.vel.x = -p.vel.x * 3 / 4; }
    if (p.pos.y < RAD) { p.pos.y = RAD; p.vel.y = -p.vel.y * 3 / 4; }
    if (p.pos.y > BOX - RAD) { p.pos.y = BOX - RAD; p.vel.y = -p.vel.y * 3 / 4; }
    return p;
}

static stats step(stats s) {
    static vec2 force[NP];
    for (int i = 0; i < NP; i++) force[i] = v2(0, 0);
    for (int i = 0; i < NP; i++)
        for (int j = i + 1; j < NP; j++) {
            int touch = 0;
            vec2 f = pair_force(parts[i].pos, parts[j].pos, &touch);
            if (!touch) continue;
            s.contacts++;
            force[i] = vadd(force[i], f);
            force[j] = vsub(force[j], f);
        }
    for (int i = 0; i < NP; i++) parts[i] = integrate(parts[i], force[i]);
    return s;
}

int main(void) {
    stats s = {0, 0};
    for (int i = 0; i < NP; i++) {
        parts[i].pos = v2(RAD + (int32_t)(next_rand() % (BOX - 2 * RAD)), BOX / 2 + (int32_t)(next_rand() % (BOX / 2 - RAD)));
        parts[i].vel = v2((int32_t)(next_rand() % 1025) - 512, (int32_t)(next_rand() % 1025) - 512);
        parts[i].mass = 4 + (int32_t)(next_rand() % 8);
    }
    for (int t = 0; t < STEPS; t++) s = step(s);
    uint32_t chk = 0;
    for (int i = 0; i < NP; i++) {
        s.energy += (uint64_t)(vdot(parts[i].vel, parts[i].vel) * parts[i].mass);
        chk = (chk ^ (uint32_t)parts[i].pos.x) * 16777619u;
        chk = (chk ^ (uint32_t)parts[i].pos.y) * 16777619u;
    }
    printf("springs: contacts=%u energy=%llu poschk=%08x\n", (unsigned)s.contacts,
           (unsigned long long)s.energy, (unsigned)chk);
    return 0;
}
