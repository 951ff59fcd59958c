/* Fixed-point 4x4 matrix transform pipeline.  Matrices are int32 in Q12
   (4096 = 1.0) with small constant trip-count loops for multiply, transpose
   and vector transform.  For each frame a model matrix is composed from
   translation, two table-driven rotations and a scale, combined with a view
   matrix, and applied to a mesh of integer vertices, followed by a perspective
   divide, a screen bounds test and a bounding box.  Also checks the
   rotation part against its transpose.  Prints counts and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FRAMES 500
#define NVERT 2000
#define ONE 4096
#define SCREEN 320

typedef struct { int32_t m[4][4]; } mat4;
typedef struct { int32_t x, y, z; } vtx;

/* sin in Q12 for 0..90 degrees in steps of 11.25 */
static const int32_t qsin[9] = { 0, 799, 1567, 2276, 2896, 3406, 3784, 4017, 4096 };

static uint32_t rng = 8675309u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 8;
}

static int32_t isin(int a) {           /* a in 1/32 turns */
    a &= 31;
    if (a <= 8) return qsin[a];
    if (a <= 16) return qsin[16 - a];
    if (a <= 24) return -qsin[a - 16];
    return -qsin[32 - a];
}
static int32_t icos(int a) { return isin(a + 8); }

static mat4 identity(void) {
    mat4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            r.m[i][j] = i == j ? ONE : 0;
    return r;
}

static mat4 mul(const mat4 *a, const mat4 *b) {
    mat4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            int64_t s = 0;
            for (int k = 0; k < 4; k++)
                s += (int64_t)a->m[i][k] * b->m[k][j];
            r.m[i][j] = (int32_t)(s / ONE);
        }
    return r;
}

static mat4 transpose(const mat4 *a) {
    mat4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            r.m[i][j] = a->m[j][i];
    return r;
}

static mat4 translate(int32_t x, int32_t y, int32_t z) {
    mat4 r = identity();
    r.m[0][3] = x * ONE; r.m[1][3] = y * ONE; r.m[2][3] = z * ONE;
    return r;
}

static mat4 rot_z(int a) {
    mat4 r = identity();
    int32_t c = icos(a), s = isin(a);
    r.m[0][0] = c; r.m[0][1] = -s; r.m[1][0] = s; r.m[1][1] = c;
    return r;
}

static mat4 rot_y(int a) {
    mat4 r = identity();
    int32_t c = icos(a), s = isin(a);
    r.m[0][0] = c; r.m[0][2] = s; r.m[2][0] = -s; r.m[2][2] = c;
    return r;
}

static mat4 scale(int32_t q) {
    mat4 r = identity();
    for (int i = 0; i < 3; i++) r.m[i][i] = q;
    return r;
}

/* transforms an integer point; result in integer units */
static void xform(const mat4 *m, const vtx *v, int32_t out[4]) {
    for (int i = 0; i < 4; i++) {
        int64_t s = (int64_t)m->m[i][0] * v->x + (int64_t)m->m[i][1] * v->y + (int64_t)m->m[i][2] * v->z
                    + (int64_t)m->m[i][3];
        out[i] = (int32_t)(s / ONE);
    }
}

/* deviation of R * R^T from the identity over the 3x3 rotation part */
static int32_t ortho_error(const mat4 *m) {
    mat4 t = transpose(m);
    mat4 p = mul(m, &t);
    int32_t e = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            int32_t d = p.m[i][j] - (i == j ? ONE : 0);
            e += d < 0 ? -d : d;
        }
    return e;
}

int main(void) {
    vtx *mesh = malloc(sizeof(vtx) * NVERT);
    if (!mesh) return 1;
    for (int i = 0; i < NVERT; i++) {
        mesh[i].x = (int32_t)(next_rand() % 201) - 100;
        mesh[i].y = (int32_t)(next_rand() % 201) - 100;
        mesh[i].z = (int32_t)(next_rand() % 201) - 100;
    }
    mat4 view = translate(0, 0, 420);
    uint32_t h = 2166136261u;
    long visible = 0, behind = 0, offscreen = 0;
    int32_t maxerr = 0;
    for (int f = 0; f < FRAMES; f++) {
        mat4 t = translate((int32_t)(next_rand() % 401) - 200, (int32_t)(next_rand() % 301) - 150,
                           (int32_t)(next_rand() % 400) - 250);
        mat4 rz = rot_z(f), ry = rot_y(f * 3 + 1);
        mat4 s = scale(2048 + (int32_t)(next_rand() % 6144));
        mat4 r = mul(&rz, &ry);
        int32_t oe = ortho_error(&r);
        if (oe > maxerr) maxerr = oe;
        mat4 model = mul(&t, &r);
        model = mul(&model, &s);
        mat4 mv = mul(&view, &model);
        int32_t minx = INT32_MAX, miny = INT32_MAX, maxx = INT32_MIN, maxy = INT32_MIN;
        for (int i = 0; i < NVERT; i++) {
            int32_t p[4];
            xform(&mv, &mesh[i], p);
            if (p[2] <= 16) { behind++; continue; }
            int32_t sx = SCREEN / 2 + p[0] * 256 / p[2];
            int32_t sy = SCREEN / 2 - p[1] * 256 / p[2];
            if (sx < 0 || sx >= SCREEN || sy < 0 || sy >= SCREEN) { offscreen++; continue; }
            visible++;
            if (sx < minx) minx = sx;
            if (sx > maxx) maxx = sx;
            if (sy < miny) miny = sy;
            if (sy > maxy) maxy = sy;
            h = (h ^ (uint32_t)(sx << 9 | sy)) * 16777619u;
        }
        if (maxx >= minx)
            h = h * 31u + (uint32_t)((maxx - minx) * 1000 + (maxy - miny));
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                h = (h ^ (uint32_t)mv.m[i][j]) * 16777619u;
    }
    printf("frames=%d visible=%ld behind=%ld offscreen=%ld maxerr=%d\n", FRAMES, visible, behind, offscreen,
           maxerr);
    printf("hash=%08x\n", h);
    free(mesh);
    return 0;
}
