/* Structures by value: 8-byte rationals {int num, den} and 16-byte
   intervals {int lo, hi, step, n} passed and returned by value (in
   registers: one i64, two i64), copied into arrays and reduced in loops:
   continued-fraction convergents, Farey neighbours and interval sums. */
#include <stdio.h>

typedef struct {
  int num, den;
} rat;

typedef struct {
  int lo, hi, step, n;
} span;

#define NR 512

static rat table[NR];
static span spans[NR];

static int gcd(int a, int b) {
  if (a < 0)
    a = -a;
  if (b < 0)
    b = -b;
  while (b) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a ? a : 1;
}
static rat r_make(int n, int d) {
  rat r = {n, d};
  return r;
}
static rat r_norm(rat a) {
  int g = gcd(a.num, a.den);
  return r_make(a.num / g, a.den / g);
}
static rat r_mediant(rat a, rat b) { return r_make(a.num + b.num, a.den + b.den); }
static rat r_swap(rat a) { return r_make(a.den, a.num); }
static int r_less(rat a, rat b) { return (long long)a.num * b.den < (long long)b.num * a.den; }
static rat r_min(rat a, rat b) { return r_less(a, b) ? a : b; }

static span s_make(int lo, int hi, int step) {
  span s = {lo, hi, step, step ? (hi - lo) / step : 0};
  return s;
}
static span s_shift(span s, int by) { return s_make(s.lo + by, s.hi + by, s.step); }
static span s_join(span a, span b) {
  return s_make(a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi, a.step < b.step ? a.step : b.step);
}
static long long s_weight(span s) { return (long long)s.n * s.step + s.lo - s.hi; }

int main(void) {
  unsigned s = 2463534242u;
  for (int i = 0; i < NR; i++) {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    table[i] = r_make((int)(s % 97u) + 1, (int)((s >> 8) % 89u) + 1);
    spans[i] = s_make((int)(s % 1000u), (int)(s % 1000u) + (int)((s >> 12) % 500u), (int)((s >> 4) % 7u) + 1);
  }
  unsigned long long check = 0;
  for (int r = 0; r < 360; r++) {
    rat lo = r_make(0, 1), best = r_make(1, 1);
    for (int i = 0; i < NR; i++) {
      rat m = r_mediant(lo, table[i]);
      best = r_min(best, r_swap(m));
      lo = r_norm(r_make(m.num % 1000, m.den % 1000 + 1));
      table[i] = r_make(table[i].den, table[i].num + (i & 3));
    }
    span acc = spans[0];
    long long w = 0;
    for (int i = 1; i < NR; i++) {
      span t = s_shift(spans[i], r & 15);
      acc = s_join(acc, t);
      w += s_weight(t);
      spans[i - 1] = t;
    }
    check = check * 31ull + (unsigned long long)best.num * 7u + (unsigned long long)best.den +
            (unsigned long long)lo.num + (unsigned long long)w + (unsigned long long)s_weight(acc);
  }
  printf("rational %llu\n", check);
  return 0;
}
