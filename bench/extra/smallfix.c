/* Small fixed-size loops that should fully unroll: 4x4 matrix multiply
   and transform, 8-point butterfly, 16-byte block xor/rotate, 3x3 determinant. */
#include <stdio.h>
#include <stdint.h>

typedef struct { float m[4][4]; } mat4;

static void mat4_mul(mat4 *r, const mat4 *a, const mat4 *b) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            float s = 0;
            for (int k = 0; k < 4; k++) s += a->m[i][k] * b->m[k][j];
            r->m[i][j] = s;
        }
}

static void xform(const mat4 *a, const float *v, float *o) {
    for (int i = 0; i < 4; i++) {
        float s = 0;
        for (int k = 0; k < 4; k++) s += a->m[i][k] * v[k];
        o[i] = s;
    }
}

static void butterfly8(int32_t *x) {
    for (int s = 1; s < 8; s <<= 1)
        for (int i = 0; i < 8; i += 2 * s)
            for (int j = 0; j < s; j++) {
                int32_t a = x[i + j], b = x[i + j + s];
                x[i + j] = a + b; x[i + j + s] = a - b;
            }
}

static void block_mix(uint8_t *blk, const uint8_t *key) {
    uint8_t t[16];
    for (int i = 0; i < 16; i++) t[i] = blk[i] ^ key[i];
    for (int i = 0; i < 16; i++) blk[i] = (uint8_t)((t[(i + 5) & 15] << 1) | (t[(i + 5) & 15] >> 7));
}

int main(void) {
    mat4 a, b, c;
    uint32_t seed = 9u;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            seed = seed * 1664525u + 1013904223u;
            a.m[i][j] = (float)(seed >> 24) / 256.0f;
            b.m[i][j] = (i == j) ? 0.5f : (float)((seed >> 16) & 255) / 2048.0f;
        }
    float v[4] = {1, 2, 3, 4}, o[4];
    int32_t bf[8];
    uint8_t blk[16], key[16];
    for (int i = 0; i < 16; i++) { blk[i] = (uint8_t)(i * 7); key[i] = (uint8_t)(i * 13 + 1); }
    double chk = 0;
    uint32_t ichk = 0;
    for (int it = 0; it < 60000; it++) {
        mat4_mul(&c, &a, &b);
        xform(&c, v, o);
        for (int k = 0; k < 4; k++) v[k] = o[k] * 0.25f + 0.1f;
        chk += v[it & 3];
        for (int k = 0; k < 8; k++) bf[k] = (int32_t)(it * (k + 1)) ^ k;
        butterfly8(bf);
        ichk += (uint32_t)bf[it & 7];
        block_mix(blk, key);
        ichk = ichk * 3u + blk[it & 15];
    }
    printf("%.4f %u\n", chk, ichk);
    return 0;
}
