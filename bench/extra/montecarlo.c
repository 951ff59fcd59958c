/* Monte-Carlo estimators driven by an xorshift64* RNG converted to doubles
   in [0,1): pi by dart throwing, the volume of a 4-D unit ball, a 1-D
   integral with importance-free sampling, a random walk first-passage time,
   Box-Muller normal samples (mean/variance/kurtosis), and a European option
   price under geometric Brownian motion.  Exercises float/double
   arithmetic, sqrt/log/exp/cos from <math.h>, int<->double conversions,
   accumulation loops, early-exit loops and small static helpers.  Results
   are printed rounded to a few digits and folded into a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

static uint64_t s = 0x2545F4914F6CDD1Dull;
static uint64_t xs64(void) {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 2685821657736338717ull;
}
static double unif(void) { return (double)(xs64() >> 11) * (1.0 / 9007199254740992.0); }
static float uniff(void) { return (float)(xs64() >> 40) * (1.0f / 16777216.0f); }

static double est_pi(int n) {
    int hit = 0;
    for (int i = 0; i < n; i++) {
        float x = uniff(), y = uniff();
        if (x * x + y * y < 1.0f) hit++;
    }
    return 4.0 * hit / n;
}

static double ball4(int n) {
    int hit = 0;
    for (int i = 0; i < n; i++) {
        double r2 = 0.0;
        int k;
        for (k = 0; k < 4; k++) {
            double c = 2.0 * unif() - 1.0;
            r2 += c * c;
            if (r2 >= 1.0) break; /* early exit: already outside */
        }
        if (k == 4) hit++;
    }
    return 16.0 * hit / n; /* cube volume 2^4 */
}

static double f1(double x) { return sqrt(x) * exp(-x) + 1.0 / (1.0 + x * x); }

static double integrate(int n) {
    double sum = 0.0;
    for (int i = 0; i < n; i++) sum += f1(3.0 * unif());
    return 3.0 * sum / n;
}

static double first_passage(int walks, int limit) {
    long total = 0;
    int escaped = 0;
    for (int w = 0; w < walks; w++) {
        int pos = 0, t;
        for (t = 0; t < limit; t++) {
            pos += (xs64() >> 63) ? 1 : -1;
            if (pos >= 12 || pos <= -12) break;
        }
        if (t < limit) { escaped++; total += t + 1; }
    }
    return escaped ? (double)total / escaped : -1.0;
}

typedef struct { double mean, var, kurt; } moments;

static moments normals(int n) {
    double s1 = 0, s2 = 0, s4 = 0;
    for (int i = 0; i < n; i += 2) {
        double u1 = unif(), u2 = unif();
        if (u1 < 1e-300) u1 = 1e-300;
        double r = sqrt(-2.0 * log(u1));
        double z0 = r * cos(6.283185307179586 * u2);
        double z1 = r * sin(6.283185307179586 * u2);
        s1 += z0 + z1;
        s2 += z0 * z0 + z1 * z1;
        s4 += z0 * z0 * z0 * z0 + z1 * z1 * z1 * z1;
    }
    moments m;
    m.mean = s1 / n;
    m.var = s2 / n - m.mean * m.mean;
    m.kurt = (s4 / n) / (m.var * m.var);
    return m;
}

static double option_price(int paths, int steps) {
    const double S0 = 100.0, K = 105.0, r = 0.03, sigma = 0.25, T = 1.0;
    double dt = T / steps, drift = (r - 0.5 * sigma * sigma) * dt, vol = sigma * sqrt(dt);
    double payoff = 0.0;
    for (int p = 0; p < paths; p++) {
        double logS = log(S0);
        for (int k = 0; k < steps; k += 2) {
            double u1 = unif(), u2 = unif();
            if (u1 < 1e-300) u1 = 1e-300;
            double rr = sqrt(-2.0 * log(u1));
            logS += 2.0 * drift + vol * rr * (cos(6.283185307179586 * u2) + sin(6.283185307179586 * u2));
        }
        double ST = exp(logS);
        payoff += ST > K ? ST - K : 0.0;
    }
    return exp(-r * T) * payoff / paths;
}

static uint32_t fold(uint32_t h, double v) {
    long long q = llround(v * 10000.0);
    return (h ^ (uint32_t)q) * 16777619u;
}

int main(void) {
    uint32_t h = 2166136261u;
    double pi = est_pi(600000);
    double b4 = ball4(300000);
    double in = integrate(150000);
    double fp = first_passage(2000, 2000);
    moments m = normals(200000);
    double opt = option_price(3000, 32);
    printf("pi ~ %.4f (err %.4f)\n", pi, fabs(pi - 3.14159265358979));
    printf("ball4 ~ %.4f (exact %.4f)\n", b4, 3.14159265358979 * 3.14159265358979 / 2.0);
    printf("integral ~ %.4f\n", in);
    printf("first passage ~ %.2f steps\n", fp);
    printf("normal mean %.4f var %.4f kurt %.3f\n", m.mean, m.var, m.kurt);
    printf("option ~ %.3f\n", opt);
    h = fold(h, pi); h = fold(h, b4); h = fold(h, in);
    h = fold(h, fp); h = fold(h, m.mean); h = fold(h, m.var); h = fold(h, m.kurt); h = fold(h, opt);
    printf("montecarlo check %08x\n", h);
    return 0;
}
