/* Bit-manipulation workload written with plain loops: population count,
   bit reversal, Gray code encode/decode, parity, leading/trailing zero
   counts and a next-permutation-of-bits step, applied to a stream of
   pseudo-random 32- and 64-bit words.  Each result is folded into a
   checksum; a few self-checks (decode(encode(x)) == x, reverse twice) are
   counted as well. */
#include <stdio.h>
#include <stdint.h>

#define NWORDS 90000

static uint64_t rng_state = 0x853C49E6748FEA9Bull;
static uint64_t next64(void) {
    uint64_t x = rng_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    rng_state = x;
    return x * 0x2545F4914F6CDD1Dull;
}

static int popcount32(uint32_t v) {
    int n = 0;
    for (int i = 0; i < 32; i++) n += (v >> i) & 1u;
    return n;
}

static int popcount64(uint64_t v) {
    int n = 0;
    while (v) { v &= v - 1; n++; }
    return n;
}

static uint32_t reverse32(uint32_t v) {
    uint32_t r = 0;
    for (int i = 0; i < 32; i++) { r = (r << 1) | (v & 1u); v >>= 1; }
    return r;
}

static uint32_t gray_encode(uint32_t v) { return v ^ (v >> 1); }

static uint32_t gray_decode(uint32_t g) {
    uint32_t v = 0;
    for (; g; g >>= 1) v ^= g;
    return v;
}

static int parity64(uint64_t v) {
    int p = 0;
    while (v) { p ^= (int)(v & 1u); v >>= 1; }
    return p;
}

static int clz32(uint32_t v) {
    if (v == 0) return 32;
    int n = 0;
    while (!(v & 0x80000000u)) { v <<= 1; n++; }
    return n;
}

static int ctz64(uint64_t v) {
    if (v == 0) return 64;
    int n = 0;
    while (!(v & 1u)) { v >>= 1; n++; }
    return n;
}

/* next larger integer with the same number of set bits (0 if none fits) */
static uint32_t next_same_pop(uint32_t v) {
    if (v == 0) return 0;
    uint32_t low = v & (~v + 1u);
    uint32_t ripple = v + low;
    if (ripple == 0) return 0;
    uint32_t ones = v ^ ripple;
    int shift = 2;
    while (!(low & 1u)) { low >>= 1; shift++; }
    ones = shift >= 32 ? 0 : ones >> shift;
    return ripple | ones;
}

int main(void) {
    uint32_t chk = 0;
    uint64_t pops = 0, zeros = 0;
    int selfok = 0, par = 0;
    for (int i = 0; i < NWORDS; i++) {
        uint64_t w = next64();
        /* vary density: sometimes thin the word out, sometimes shift it */
        if (i % 3 == 1) w &= next64();
        if (i % 5 == 2) w >>= (unsigned)(i % 61);
        uint32_t lo = (uint32_t)w, hi = (uint32_t)(w >> 32);
        int pc = popcount32(lo) + popcount32(hi);
        if (pc == popcount64(w)) selfok++;
        pops += (uint64_t)pc;
        uint32_t rv = reverse32(lo);
        if (reverse32(rv) == lo) selfok++;
        uint32_t g = gray_encode(hi);
        if (gray_decode(g) == hi) selfok++;
        par += parity64(w);
        zeros += (uint64_t)(clz32(hi) + clz32(lo) + ctz64(w));
        uint32_t nx = next_same_pop(lo);
        if (nx != 0 && popcount32(nx) != popcount32(lo)) selfok--;
        chk = (chk ^ rv) * 16777619u;
        chk = (chk ^ g) * 16777619u;
        chk = (chk ^ nx) * 16777619u;
    }
    printf("bittwiddle: chk=%08x pops=%llu zeros=%llu parity=%d selfok=%d\n", (unsigned)chk,
           (unsigned long long)pops, (unsigned long long)zeros, par, selfok);
    return 0;
}
