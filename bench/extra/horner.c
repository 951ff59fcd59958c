/* Polynomial evaluation by Horner's rule: double-precision polynomials
   (approximating exp/sin), integer polynomial hashing mod 2^32, and
   polynomial evaluation mod a prime. */
#include <stdio.h>
#include <stdint.h>

#define DEG 12
#define NPTS 20000

static double coef[DEG + 1];
static uint32_t icoef[DEG + 1];
static double xs[NPTS];

static double horner(const double *c, int deg, double x) {
    double r = c[deg];
    for (int i = deg - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}

static uint32_t horner_u32(const uint32_t *c, int deg, uint32_t x) {
    uint32_t r = 0;
    for (int i = deg; i >= 0; i--) r = r * x + c[i];
    return r;
}

static uint64_t horner_mod(const uint32_t *c, int deg, uint64_t x, uint64_t p) {
    uint64_t r = 0;
    for (int i = deg; i >= 0; i--) r = (r * x + c[i]) % p;
    return r;
}

static double poly_sin(double x) {
    /* odd polynomial, evaluated in x^2 */
    static const double s[5] = {1.0, -1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362880};
    double x2 = x * x;
    return x * horner(s, 4, x2);
}

int main(void) {
    double f = 1.0;
    for (int i = 0; i <= DEG; i++) { coef[i] = 1.0 / f; f *= (double)(i + 1); }
    uint32_t seed = 5u;
    for (int i = 0; i <= DEG; i++) { seed = seed * 1664525u + 1013904223u; icoef[i] = seed >> 4; }
    for (int i = 0; i < NPTS; i++) xs[i] = -2.0 + 4.0 * (double)i / NPTS;
    double se = 0, ss = 0;
    uint32_t hsh = 0;
    uint64_t hm = 0;
    for (int r = 0; r < 10; r++) {
        for (int i = 0; i < NPTS; i++) {
            se += horner(coef, DEG, xs[i]);
            ss += poly_sin(xs[i] * 0.5);
        }
        for (uint32_t x = 0; x < NPTS; x++) hsh ^= horner_u32(icoef, DEG, x + (uint32_t)r);
        for (uint32_t x = 0; x < NPTS / 8; x++) hm += horner_mod(icoef, DEG, x * 7u + (uint32_t)r, 1000000007ull);
    }
    printf("%.6f %.6f %u %llu\n", se, ss, hsh, (unsigned long long)hm);
    return 0;
}
