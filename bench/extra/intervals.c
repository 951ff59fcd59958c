#include <stdio.h>

typedef struct { int lo, hi; } Interval;
typedef struct { unsigned char r, g, b, a; } Color;
typedef struct { float x, y; } Vec2;

static Interval iv_make(int a, int b) { Interval r; r.lo = a < b ? a : b; r.hi = a < b ? b : a; return r; }
static int iv_empty(Interval a) { return a.lo > a.hi; }
static Interval iv_intersect(Interval a, Interval b) {
    Interval r = { a.lo > b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi };
    return r;
}
static Interval iv_hull(Interval a, Interval b) {
    if (iv_empty(a)) return b;
    if (iv_empty(b)) return a;
    Interval r = { a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi };
    return r;
}
static int iv_len(Interval a) { return iv_empty(a) ? 0 : a.hi - a.lo + 1; }

static unsigned char clamp255(int v) { return v < 0 ? 0 : v > 255 ? 255 : (unsigned char)v; }
static Color blend(Color src, Color dst) {
    Color o;
    int a = src.a, ia = 255 - a;
    o.r = clamp255((src.r * a + dst.r * ia) / 255);
    o.g = clamp255((src.g * a + dst.g * ia) / 255);
    o.b = clamp255((src.b * a + dst.b * ia) / 255);
    o.a = clamp255(a + dst.a * ia / 255);
    return o;
}

static Vec2 v2_add(Vec2 a, Vec2 b) { Vec2 r = { a.x + b.x, a.y + b.y }; return r; }
static Vec2 v2_scale(Vec2 a, float s) { Vec2 r = { a.x * s, a.y * s }; return r; }
static float v2_cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

static unsigned seed = 1;
static unsigned rnd(void) { seed = seed * 1103515245u + 12345u; return (seed >> 16) & 0x7fff; }

#define N 4096

int main(void) {
    static Interval ivs[N];
    static Color px[N];
    static Vec2 pts[N];
    for (int i = 0; i < N; i++) {
        ivs[i] = iv_make(rnd() % 1000, rnd() % 1000);
        Color c = { rnd() & 255, rnd() & 255, rnd() & 255, rnd() & 255 };
        px[i] = c;
        Vec2 p = { (float)(rnd() % 100) / 10.0f, (float)(rnd() % 100) / 10.0f };
        pts[i] = p;
    }
    long total = 0;
    for (int rep = 0; rep < 40; rep++) {
        Interval acc = { 1, 0 };
        for (int i = 0; i + 1 < N; i++) {
            Interval x = iv_intersect(ivs[i], ivs[i + 1]);
            total += iv_len(x);
            acc = iv_hull(acc, x);
        }
        total += iv_len(acc);
        Color c = px[rep];
        for (int i = 0; i < N; i++) { c = blend(px[i], c); px[i] = blend(c, px[i]); }
        total += c.r + c.g + c.b + c.a;
        Vec2 s = { 0, 0 };
        float area = 0;
        for (int i = 0; i + 1 < N; i++) { area += v2_cross(pts[i], pts[i + 1]); s = v2_add(s, v2_scale(pts[i], 0.5f)); }
        total += (long)area + (long)s.x + (long)s.y;
    }
    printf("total=%ld\n", total);
    return 0;
}
