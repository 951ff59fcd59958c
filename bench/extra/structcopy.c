/* Small structs passed and returned by value.  Integer 2D and 3D vector
   helpers (add, sub, scale, cross, dot, min/max corners) all take and
   return structs; a polyline is walked accumulating a bounding box and a
   signed area, triangles get integer normals, and an array of 24-byte
   records is sorted with an insertion sort that moves whole structs
   (struct temporaries, struct assignment) and then merged pairwise into a
   second array by whole-struct copies.  Exercises scalar replacement of
   aggregates, struct copies that should become register moves or small
   memcpys, by-value arguments and returns, and comparisons on several
   fields.  Prints aggregate results and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct { int32_t x, y; } v2;
typedef struct { int32_t x, y, z; } v3;
typedef struct { v2 lo, hi; } box2;
typedef struct { uint32_t key; uint16_t tag; uint16_t flags; int32_t a, b; uint64_t payload; } rec; /* 24 bytes */

#define NPTS 4096
#define NTRI 3000
#define NREC 700
#define ROUNDS 8

static v2 pts[NPTS];
static v3 verts[NTRI * 3];
static rec recs[NREC], sorted[NREC], merged[NREC];

static uint32_t st = 88172645u;
static uint32_t rnd(void) { st ^= st << 13; st ^= st >> 17; st ^= st << 5; return st; }
static int32_t srnd(int range) { return (int32_t)(rnd() % (uint32_t)(2 * range + 1)) - range; }

static v2 v2_add(v2 a, v2 b) { v2 r = {a.x + b.x, a.y + b.y}; return r; }
static v2 v2_sub(v2 a, v2 b) { v2 r = {a.x - b.x, a.y - b.y}; return r; }
static v2 v2_min(v2 a, v2 b) { v2 r = {a.x < b.x ? a.x : b.x, a.y < b.y ? a.y : b.y}; return r; }
static v2 v2_max(v2 a, v2 b) { v2 r = {a.x > b.x ? a.x : b.x, a.y > b.y ? a.y : b.y}; return r; }
static int64_t v2_cross(v2 a, v2 b) { return (int64_t)a.x * b.y - (int64_t)a.y * b.x; }
static box2 box_extend(box2 bx, v2 p) { bx.lo = v2_min(bx.lo, p); bx.hi = v2_max(bx.hi, p); return bx; }

static v3 v3_sub(v3 a, v3 b) { v3 r = {a.x - b.x, a.y - b.y, a.z - b.z}; return r; }
static v3 v3_cross(v3 a, v3 b) {
    v3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
    return r;
}
static v3 v3_scale_down(v3 a, int sh) { v3 r = {a.x >> sh, a.y >> sh, a.z >> sh}; return r; }
static int64_t v3_dot(v3 a, v3 b) { return (int64_t)a.x * b.x + (int64_t)a.y * b.y + (int64_t)a.z * b.z; }

static int rec_less(const rec *p, const rec *q) {
    if (p->key != q->key) return p->key < q->key;
    if (p->tag != q->tag) return p->tag < q->tag;
    return p->a < q->a;
}

static void insertion_sort(rec *r, int n) {
    for (int i = 1; i < n; i++) {
        rec t = r[i];
        int j = i - 1;
        while (j >= 0 && rec_less(&t, &r[j])) {
            r[j + 1] = r[j];
            j--;
        }
        r[j + 1] = t;
    }
}

static rec combine(rec p, rec q) {
    rec r = p;
    r.a += q.a >> 4;
    r.b ^= q.b;
    r.flags = (uint16_t)(p.flags | q.flags);
    r.payload += q.payload >> 1;
    return r;
}

int main(void) {
    uint64_t check = 0;
    for (int round = 0; round < ROUNDS; round++) {
        /* polyline walk */
        v2 cur = {0, 0};
        for (int i = 0; i < NPTS; i++) {
            v2 d; d.x = srnd(50); d.y = srnd(50);
            cur = v2_add(cur, d);
            pts[i] = cur;
        }
        box2 bx = {pts[0], pts[0]};
        int64_t area2 = 0;
        for (int i = 0; i < NPTS; i++) {
            v2 a = pts[i], b = pts[(i + 1) % NPTS];
            bx = box_extend(bx, a);
            area2 += v2_cross(a, b);
        }
        v2 ext = v2_sub(bx.hi, bx.lo);
        check = check * 31u + (uint64_t)area2 + (uint64_t)(uint32_t)(ext.x * 7 + ext.y);

        /* triangle normals */
        for (int i = 0; i < NTRI * 3; i++) { v3 v; v.x = srnd(1000); v.y = srnd(1000); v.z = srnd(1000); verts[i] = v; }
        v3 light = {3, -5, 7};
        int64_t lit = 0; int facing = 0;
        for (int k = 0; k < 8; k++)
            for (int t = 0; t < NTRI; t++) {
                v3 e1 = v3_sub(verts[3 * t + 1], verts[3 * t]);
                v3 e2 = v3_sub(verts[3 * t + 2], verts[3 * t]);
                v3 n = v3_scale_down(v3_cross(v3_scale_down(e1, 2), v3_scale_down(e2, 2)), 4);
                int64_t d = v3_dot(n, light);
                if (d > 0) { lit += d; facing++; }
                light.x = (light.x + k) & 15; light.z = 7 - (light.z & 7);
            }
        check = check * 31u + (uint64_t)lit + (uint64_t)facing;

        /* records: generate, sort, merge pairs */
        for (int i = 0; i < NREC; i++) {
            rec r;
            memset(&r, 0, sizeof r);
            r.key = rnd() % 97u; r.tag = (uint16_t)(rnd() & 15u); r.flags = (uint16_t)(1u << (rnd() & 7u));
            r.a = srnd(100000); r.b = (int32_t)(rnd() & 0xFFFFFF); r.payload = (uint64_t)rnd() << 32; r.payload |= rnd();
            recs[i] = r;
        }
        memcpy(sorted, recs, sizeof recs);
        insertion_sort(sorted, NREC);
        int ok = 1;
        for (int i = 1; i < NREC; i++) if (rec_less(&sorted[i], &sorted[i - 1])) ok = 0;
        int m = 0;
        for (int i = 0; i < NREC; i++) {
            if (m > 0 && merged[m - 1].key == sorted[i].key) merged[m - 1] = combine(merged[m - 1], sorted[i]);
            else merged[m++] = sorted[i];
        }
        uint64_t h = 0;
        for (int i = 0; i < m; i++)
            h = h * 1099511628211ull + merged[i].payload + (uint32_t)merged[i].a + merged[i].flags + (uint32_t)merged[i].b;
        if (round == 0 || round == ROUNDS - 1)
            printf("round %d: box %dx%d area2 %lld lit %lld facing %d sorted %d groups %d\n", round, ext.x, ext.y,
                   (long long)area2, (long long)lit, facing, ok, m);
        check = check * 31u + h;
    }
    printf("checksum %016llx\n", (unsigned long long)check);
    return 0;
}
