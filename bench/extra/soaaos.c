/* Particle-ish updates in both layouts: array-of-structs with mixed int
   and float fields vs struct-of-arrays, plus field-wise reductions and a
   stable partition of "alive" entries. */
#include <stdio.h>
#include <stdint.h>

#define N 3000

struct item { int32_t id; float x, v; int16_t hp; uint8_t alive, kind; };
static struct item aos[N];

static struct { float x[N], v[N]; int32_t hp[N]; uint8_t alive[N]; } soa;

static void step_aos(struct item *p, int n, float dt) {
    for (int i = 0; i < n; i++) {
        p[i].x += p[i].v * dt;
        if (p[i].x > 100.0f) { p[i].x -= 100.0f; p[i].hp -= 1; }
        p[i].alive = p[i].hp > 0;
    }
}

static void step_soa(int n, float dt) {
    for (int i = 0; i < n; i++) soa.x[i] += soa.v[i] * dt;
    for (int i = 0; i < n; i++) soa.hp[i] -= soa.x[i] > 100.0f;
    for (int i = 0; i < n; i++) soa.x[i] = soa.x[i] > 100.0f ? soa.x[i] - 100.0f : soa.x[i];
    for (int i = 0; i < n; i++) soa.alive[i] = soa.hp[i] > 0;
}

static int64_t sum_hp_aos(const struct item *p, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += p[i].hp * (p[i].kind + 1);
    return s;
}

static int count_alive(const uint8_t *a, int n) { int c = 0; for (int i = 0; i < n; i++) c += a[i]; return c; }

static int compact(struct item *p, int n) {
    int j = 0;
    for (int i = 0; i < n; i++) if (p[i].alive) p[j++] = p[i];
    return j;
}

int main(void) {
    uint32_t seed = 17u;
    for (int i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        aos[i].id = i; aos[i].x = (float)(seed >> 24); aos[i].v = (float)((seed >> 8) & 255) * 0.05f;
        aos[i].hp = (int16_t)(5 + (seed & 15)); aos[i].alive = 1; aos[i].kind = (uint8_t)(seed % 3);
        soa.x[i] = aos[i].x; soa.v[i] = aos[i].v; soa.hp[i] = aos[i].hp; soa.alive[i] = 1;
    }
    int64_t chk = 0;
    int n = N;
    for (int t = 0; t < 400; t++) {
        step_aos(aos, n, 0.5f);
        step_soa(N, 0.5f);
        chk += sum_hp_aos(aos, n);
        chk += count_alive(soa.alive, N);
        if ((t & 31) == 31) n = compact(aos, n);
    }
    chk += n + (int64_t)soa.x[7];
    printf("%lld\n", (long long)chk);
    return 0;
}
