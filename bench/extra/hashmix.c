#include <stdio.h>
#include <stdint.h>

static uint32_t fnv1a(const unsigned char *p, int n) {
    uint32_t h = 2166136261u;
    for (int i = 0; i < n; i++) { h ^= p[i]; h *= 16777619u; }
    return h;
}

static uint32_t rotl32(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }

static uint32_t bswap32(uint32_t x) {
    return (x >> 24) | ((x >> 8) & 0xFF00) | ((x << 8) & 0xFF0000) | (x << 24);
}

static uint32_t load_le32(const unsigned char *p) {
    return p[0] | (p[1] << 8) | (p[2] << 16) | ((uint32_t)p[3] << 24);
}

static uint32_t murmur3(const unsigned char *data, int len, uint32_t seed) {
    uint32_t h = seed;
    int nblocks = len / 4;
    for (int i = 0; i < nblocks; i++) {
        uint32_t k = load_le32(data + 4 * i);
        k *= 0xcc9e2d51; k = rotl32(k, 15); k *= 0x1b873593;
        h ^= k; h = rotl32(h, 13); h = h * 5 + 0xe6546b64;
    }
    const unsigned char *tail = data + nblocks * 4;
    uint32_t k1 = 0;
    switch (len & 3) {
    case 3: k1 ^= tail[2] << 16; /* fallthrough */
    case 2: k1 ^= tail[1] << 8;  /* fallthrough */
    case 1: k1 ^= tail[0]; k1 *= 0xcc9e2d51; k1 = rotl32(k1, 15); k1 *= 0x1b873593; h ^= k1;
    }
    h ^= len;
    h ^= h >> 16; h *= 0x85ebca6b; h ^= h >> 13; h *= 0xc2b2ae35; h ^= h >> 16;
    return h;
}

static int popcount_loop(uint32_t x) { int c = 0; while (x) { x &= x - 1; c++; } return c; }
static int ctz_loop(uint32_t x) { int c = 0; if (!x) return 32; while (!(x & 1)) { x >>= 1; c++; } return c; }
static int clz_loop(uint32_t x) { int c = 0; if (!x) return 32; while (!(x & 0x80000000u)) { x <<= 1; c++; } return c; }
static int parity(uint32_t x) { x ^= x >> 16; x ^= x >> 8; x ^= x >> 4; x ^= x >> 2; x ^= x >> 1; return x & 1; }

int main(void) {
    static unsigned char buf[4096];
    uint32_t s = 1;
    for (int i = 0; i < 4096; i++) { s = s * 1664525u + 1013904223u; buf[i] = s >> 24; }
    uint32_t acc = 0;
    long bits = 0;
    for (int rep = 0; rep < 200; rep++) {
        for (int len = 1; len < 200; len += 3) {
            uint32_t a = fnv1a(buf + rep, len);
            uint32_t b = murmur3(buf + len, len, a);
            acc ^= bswap32(a) + rotl32(b, len & 31);
            bits += popcount_loop(a) + ctz_loop(b) + clz_loop(a ^ b) + parity(a + b);
        }
    }
    printf("acc=%08x bits=%ld\n", acc, bits);
    return 0;
}
