/* Tiny ray tracer in single precision: casts one primary ray per pixel
   against a handful of spheres, shades the nearest hit with a Lambert term
   and a hard shadow ray, and quantizes the result to an 8-bit grayscale
   image.  Prints a checksum of the images rendered from moving cameras. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

#define W 96
#define H 72
#define NS 6

typedef struct { float x, y, z; } vec3;
typedef struct { vec3 c; float r; float albedo; } sphere;

static sphere scene[NS];
static uint8_t image[W * H];

static vec3 v_make(float x, float y, float z) { vec3 v = {x, y, z}; return v; }
static vec3 v_add(vec3 a, vec3 b) { return v_make(a.x + b.x, a.y + b.y, a.z + b.z); }
static vec3 v_sub(vec3 a, vec3 b) { return v_make(a.x - b.x, a.y - b.y, a.z - b.z); }
static vec3 v_scale(vec3 a, float s) { return v_make(a.x * s, a.y * s, a.z * s); }
static float v_dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static vec3 v_norm(vec3 a) {
    float len = sqrtf(v_dot(a, a));
    return len > 0.0f ? v_scale(a, 1.0f / len) : a;
}

/* Returns distance along the (unit) ray to the sphere, or -1 on miss. */
static float hit_sphere(const sphere *s, vec3 org, vec3 dir) {
    vec3 oc = v_sub(org, s->c);
    float b = v_dot(oc, dir);
    float c = v_dot(oc, oc) - s->r * s->r;
    float disc = b * b - c;
    if (disc < 0.0f) return -1.0f;
    float sq = sqrtf(disc);
    float t = -b - sq;
    if (t > 1e-3f) return t;
    t = -b + sq;
    if (t > 1e-3f) return t;
    return -1.0f;
}

static int nearest(vec3 org, vec3 dir, float *tout) {
    int best = -1;
    float bt = 1e30f;
    for (int i = 0; i < NS; i++) {
        float t = hit_sphere(&scene[i], org, dir);
        if (t > 0.0f && t < bt) { bt = t; best = i; }
    }
    *tout = bt;
    return best;
}

static float shade(vec3 org, vec3 dir, vec3 light) {
    float t;
    int id = nearest(org, dir, &t);
    if (id < 0) return 0.1f + 0.2f * (dir.y > 0.0f ? dir.y : 0.0f);
    vec3 p = v_add(org, v_scale(dir, t));
    vec3 n = v_norm(v_sub(p, scene[id].c));
    vec3 l = v_norm(v_sub(light, p));
    float lam = v_dot(n, l);
    if (lam <= 0.0f) return 0.05f;
    float ts;
    if (nearest(p, l, &ts) >= 0) {
        vec3 d = v_sub(light, p);
        if (ts * ts < v_dot(d, d)) lam *= 0.2f;
    }
    return 0.05f + scene[id].albedo * lam;
}

static void build_scene(int frame) {
    for (int i = 0; i < NS - 1; i++) {
        float a = (float)i * 1.2566f + (float)frame * 0.05f;
        scene[i].c = v_make(2.2f * (float)((i % 3) - 1) + 0.3f * a,
                            -0.2f + 0.25f * (float)(i & 1), 6.0f + (float)i * 0.7f);
        scene[i].r = 0.6f + 0.1f * (float)i;
        scene[i].albedo = 0.5f + 0.08f * (float)i;
    }
    /* big "floor" sphere */
    scene[NS - 1].c = v_make(0.0f, -101.0f, 8.0f);
    scene[NS - 1].r = 100.0f;
    scene[NS - 1].albedo = 0.6f;
}

static void render(int frame) {
    vec3 eye = v_make(0.02f * (float)frame, 0.5f, 0.0f);
    vec3 light = v_make(-5.0f + 0.1f * (float)frame, 8.0f, 2.0f);
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
            float u = ((float)x + 0.5f) / (float)W * 2.0f - 1.0f;
            float v = 1.0f - ((float)y + 0.5f) / (float)H * 2.0f;
            vec3 dir = v_norm(v_make(u * 1.333f, v, 1.5f));
            float c = shade(eye, dir, light);
            if (c > 1.0f) c = 1.0f;
            image[y * W + x] = (uint8_t)(c * 255.0f);
        }
    }
}

int main(void) {
    uint32_t sum = 0, hist_hi = 0;
    for (int frame = 0; frame < 12; frame++) {
        build_scene(frame);
        render(frame);
        for (int i = 0; i < W * H; i++) {
            sum = sum * 31u + image[i];
            if (image[i] > 128) hist_hi++;
        }
    }
    printf("raysphere: checksum=%08x bright=%u\n", (unsigned)sum, (unsigned)hist_hi);
    return 0;
}
