/* Arbitrary precision: factorials as arrays of 32-bit limbs (little
   endian), multiplied by small ints, converted to decimal by repeated
   division by 10^9, plus a big add of Fibonacci numbers. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define MAXL 1200

typedef struct { int n; uint32_t d[MAXL]; } Big;

static Big fact, tmp, fa, fb;
static char digits[MAXL * 10 + 16];

static void big_set(Big *x, uint32_t v) { x->n = 1; x->d[0] = v; }

static void big_mul_small(Big *x, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < x->n; i++) {
        uint64_t t = (uint64_t)x->d[i] * m + carry;
        x->d[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry) x->d[x->n++] = (uint32_t)carry;
}

static void big_add(Big *r, const Big *a, const Big *b) {
    int n = a->n > b->n ? a->n : b->n;
    uint64_t carry = 0;
    for (int i = 0; i < n; i++) {
        uint64_t s = carry;
        if (i < a->n) s += a->d[i];
        if (i < b->n) s += b->d[i];
        r->d[i] = (uint32_t)s;
        carry = s >> 32;
    }
    r->n = n;
    if (carry) r->d[r->n++] = (uint32_t)carry;
}

/* divide in place, return remainder */
static uint32_t big_divmod_small(Big *x, uint32_t dv) {
    uint64_t rem = 0;
    for (int i = x->n - 1; i >= 0; i--) {
        uint64_t cur = (rem << 32) | x->d[i];
        x->d[i] = (uint32_t)(cur / dv);
        rem = cur % dv;
    }
    while (x->n > 1 && x->d[x->n - 1] == 0) x->n--;
    return (uint32_t)rem;
}

static int big_to_dec(const Big *x, char *buf) {
    uint32_t chunks[MAXL * 2];
    int nc = 0;
    tmp = *x;
    while (tmp.n > 1 || tmp.d[0] != 0) chunks[nc++] = big_divmod_small(&tmp, 1000000000u);
    if (nc == 0) { buf[0] = '0'; buf[1] = 0; return 1; }
    int len = sprintf(buf, "%u", chunks[nc - 1]);
    for (int i = nc - 2; i >= 0; i--) len += sprintf(buf + len, "%09u", chunks[i]);
    return len;
}

static uint32_t digit_sum(const char *s) {
    uint32_t sum = 0;
    for (; *s; s++) sum += (uint32_t)(*s - '0');
    return sum;
}

int main(void) {
    uint32_t check = 0;
    big_set(&fact, 1);
    for (uint32_t k = 2; k <= 1500; k++) {
        big_mul_small(&fact, k);
        if (k % 250 == 0) {
            int len = big_to_dec(&fact, digits);
            check = check * 131u + (uint32_t)len * 7u + digit_sum(digits);
        }
    }
    big_set(&fa, 0); big_set(&fb, 1);
    for (int i = 0; i < 6000; i++) {
        big_add(&tmp, &fa, &fb);
        fa = fb; fb = tmp;
    }
    int len = big_to_dec(&fb, digits);
    check = check * 131u + (uint32_t)len + digit_sum(digits);
    printf("bigint checksum %u (fib digits %d, last %s)\n", check, len, digits + len - 12);
    return 0;
}
