/* Fixed-point (Q16.16) particle physics where every step is clamped.
   Particles in a box get gravity, wind and a drag term, their velocities
   are clamped to a maximum speed per axis, positions are clamped to the
   box with damped bounces (sign flips via ternaries), and small speeds are
   snapped to zero in a dead zone.  A saturating PI controller per particle
   steers toward a target height with anti-windup clamping of the
   integrator.  Afterwards a grid occupancy count uses min/max clamped cell
   indices.  Exercises min/max/abs/clamp idioms that want select formation,
   ternaries on both sides of assignments and int64 products.  Prints some
   aggregate state every few hundred steps and a checksum. */
#include <stdio.h>
#include <stdint.h>

#define NP 1024
#define STEPS 600
#define ONE 65536
#define BOXW (512 * ONE)
#define BOXH (384 * ONE)
#define VMAX (6 * ONE)
#define GRID 16

static int32_t px[NP], py[NP], vx[NP], vy[NP], integ[NP], target[NP];
static int32_t occ[GRID * GRID];

static uint32_t s = 0x2545F491u;
static uint32_t lcg(void) { s = s * 747796405u + 2891336453u; return s ^ (s >> 15); }

static inline int32_t imin(int32_t a, int32_t b) { return a < b ? a : b; }
static inline int32_t imax(int32_t a, int32_t b) { return a > b ? a : b; }
static inline int32_t clampi(int32_t v, int32_t lo, int32_t hi) { return imin(imax(v, lo), hi); }
static inline int32_t iabs(int32_t v) { return v < 0 ? -v : v; }
static inline int32_t fmul(int32_t a, int32_t b) { return (int32_t)(((int64_t)a * b) >> 16); }

static void init(void) {
    for (int i = 0; i < NP; i++) {
        px[i] = (int32_t)(lcg() % (uint32_t)BOXW);
        py[i] = (int32_t)(lcg() % (uint32_t)BOXH);
        vx[i] = (int32_t)(lcg() % (uint32_t)(2 * VMAX)) - VMAX;
        vy[i] = (int32_t)(lcg() % (uint32_t)(2 * VMAX)) - VMAX;
        integ[i] = 0;
        target[i] = (int32_t)(lcg() % (uint32_t)(BOXH / 2)) + BOXH / 4;
    }
}

static void step(int t) {
    const int32_t gravity = -ONE / 8;
    const int32_t wind = ((t >> 6) & 1) ? ONE / 32 : -ONE / 32;
    const int32_t drag = ONE - ONE / 64;
    const int32_t bounce = (ONE * 3) / 4;
    for (int i = 0; i < NP; i++) {
        /* PI controller on height, saturated thrust */
        int32_t err = clampi(target[i] - py[i], -64 * ONE, 64 * ONE);
        int32_t ni = integ[i] + (err >> 8);
        integ[i] = clampi(ni, -16 * ONE, 16 * ONE);               /* anti-windup */
        int32_t thrust = fmul(err, ONE / 64) + fmul(integ[i], ONE / 16);
        thrust = clampi(thrust, 0, ONE / 4);

        int32_t ax = wind - (vx[i] > 0 ? ONE / 256 : (vx[i] < 0 ? -ONE / 256 : 0));
        int32_t ay = gravity + thrust;
        int32_t nvx = clampi(fmul(vx[i] + ax, drag), -VMAX, VMAX);
        int32_t nvy = clampi(fmul(vy[i] + ay, drag), -VMAX, VMAX);
        if (iabs(nvx) < ONE / 128) nvx = 0;                           /* dead zone */
        if (iabs(nvy) < ONE / 128) nvy = 0;

        int32_t nx = px[i] + nvx, ny = py[i] + nvy;
        if (nx < 0) { nx = -nx; nvx = fmul(-nvx, bounce); }
        else if (nx >= BOXW) { nx = 2 * (BOXW - 1) - nx; nvx = -fmul(nvx, bounce); }
        if (ny < 0) { ny = -ny; nvy = fmul(-nvy, bounce); }
        else if (ny >= BOXH) { ny = 2 * (BOXH - 1) - ny; nvy = -fmul(nvy, bounce); }
        px[i] = clampi(nx, 0, BOXW - 1);
        py[i] = clampi(ny, 0, BOXH - 1);
        vx[i] = nvx;
        vy[i] = nvy;
    }
}

static void occupancy(void) {
    for (int i = 0; i < GRID * GRID; i++) occ[i] = 0;
    for (int i = 0; i < NP; i++) {
        int cx = px[i] / (BOXW / GRID), cy = py[i] / (BOXH / GRID);
        cx = cx < 0 ? 0 : (cx > GRID - 1 ? GRID - 1 : cx);
        cy = imin(imax(cy, 0), GRID - 1);
        occ[cy * GRID + cx]++;
    }
}

static uint32_t summary(int t, int print) {
    int64_t sx = 0, sy = 0;
    int32_t maxspeed = 0, minh = BOXH, maxh = 0, stopped = 0;
    for (int i = 0; i < NP; i++) {
        sx += px[i]; sy += py[i];
        int32_t sp = imax(iabs(vx[i]), iabs(vy[i]));
        maxspeed = imax(maxspeed, sp);
        minh = imin(minh, py[i]);
        maxh = imax(maxh, py[i]);
        stopped += (vx[i] == 0) & (vy[i] == 0);
    }
    occupancy();
    int32_t busiest = 0, empty = 0;
    for (int i = 0; i < GRID * GRID; i++) {
        busiest = imax(busiest, occ[i]);
        empty += occ[i] == 0;
    }
    if (print)
        printf("t=%d mean=(%lld,%lld) maxv=%d h=[%d,%d] stopped=%d busiest=%d empty=%d\n", t,
               (long long)(sx / NP / ONE), (long long)(sy / NP / ONE), maxspeed, minh >> 16, maxh >> 16,
               stopped, busiest, empty);
    return (uint32_t)sx ^ (uint32_t)(sy >> 3) ^ (uint32_t)maxspeed * 31u ^ (uint32_t)(busiest << 8) ^ (uint32_t)empty;
}

int main(void) {
    uint32_t check = 0;
    init();
    for (int t = 0; t < STEPS; t++) {
        step(t);
        if (t % 8 == 7) check = check * 1664525u + summary(t, t % 200 == 199);
    }
    for (int i = 0; i < NP; i++) check = check * 31u + (uint32_t)px[i] + (uint32_t)vy[i] * 7u + (uint32_t)integ[i];
    printf("checksum %08x\n", check);
    return 0;
}
