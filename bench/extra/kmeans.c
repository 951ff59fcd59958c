/* K-means clustering (Lloyd's algorithm) of 2-D points in double precision.
   Points are drawn around a few hidden centers with an xorshift generator;
   each run does assignment/update steps until no point changes cluster.
   Prints the total iterations, an assignment checksum and the final cost. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NPTS 2000
#define K 8
#define MAXIT 50

typedef struct { double x, y; } point;
typedef struct { double sx, sy; int count; } accum;

static point pts[NPTS];
static int label[NPTS];
static point cent[K];

static uint64_t rng_state;
static uint64_t xorshift64(void) {
    uint64_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    rng_state = x;
    return x;
}
/* uniform in [0,1) with 53 random bits */
static double urand(void) { return (double)(xorshift64() >> 11) * (1.0 / 9007199254740992.0); }

static void make_points(int run) {
    point hidden[K];
    rng_state = 0x9E3779B97F4A7C15ull ^ (uint64_t)(run + 1) * 0x100000001B3ull;
    for (int k = 0; k < K; k++) {
        hidden[k].x = urand() * 100.0;
        hidden[k].y = urand() * 100.0;
    }
    for (int i = 0; i < NPTS; i++) {
        int k = (int)(xorshift64() % K);
        /* sum of uniforms approximates a bell-shaped spread */
        double dx = (urand() + urand() + urand() - 1.5) * 6.0;
        double dy = (urand() + urand() + urand() - 1.5) * 6.0;
        pts[i].x = hidden[k].x + dx;
        pts[i].y = hidden[k].y + dy;
    }
}

static double dist2(point a, point b) {
    double dx = a.x - b.x, dy = a.y - b.y;
    return dx * dx + dy * dy;
}

static int assign(void) {
    int changed = 0;
    for (int i = 0; i < NPTS; i++) {
        int best = 0;
        double bd = dist2(pts[i], cent[0]);
        for (int k = 1; k < K; k++) {
            double d = dist2(pts[i], cent[k]);
            if (d < bd) { bd = d; best = k; }
        }
        if (label[i] != best) { label[i] = best; changed++; }
    }
    return changed;
}

static void update(void) {
    accum acc[K];
    memset(acc, 0, sizeof acc);
    for (int i = 0; i < NPTS; i++) {
        accum *a = &acc[label[i]];
        a->sx += pts[i].x;
        a->sy += pts[i].y;
        a->count++;
    }
    for (int k = 0; k < K; k++) {
        if (acc[k].count > 0) {
            cent[k].x = acc[k].sx / acc[k].count;
            cent[k].y = acc[k].sy / acc[k].count;
        }
    }
}

static double cost(void) {
    double c = 0.0;
    for (int i = 0; i < NPTS; i++) c += dist2(pts[i], cent[label[i]]);
    return c;
}

static int kmeans(void) {
    /* deterministic init: evenly spaced points from the data set */
    for (int k = 0; k < K; k++) cent[k] = pts[(k * NPTS) / K + 3];
    for (int i = 0; i < NPTS; i++) label[i] = -1;
    int it = 0;
    while (it < MAXIT) {
        it++;
        if (assign() == 0) break;
        update();
    }
    return it;
}

int main(void) {
    int total_it = 0;
    uint32_t chk = 0;
    double total_cost = 0.0;
    for (int run = 0; run < 16; run++) {
        make_points(run);
        total_it += kmeans();
        for (int i = 0; i < NPTS; i++) chk = chk * 16777619u ^ (uint32_t)label[i];
        total_cost += cost();
    }
    printf("kmeans: iterations=%d labels=%08x cost=%.3f\n", total_it, (unsigned)chk, total_cost);
    return 0;
}
