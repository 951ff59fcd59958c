/* Small fixed-trip loops over struct fields: records with a 5-element
   array field and a 10-element history, updated in short inner loops. */
#include <stdio.h>

#define NREC 512
#define ROUNDS 1000

struct record {
  unsigned id;
  unsigned coef[5];
  unsigned hist[10];
  unsigned total;
};

static struct record recs[NREC];

static unsigned poly(const struct record *r, unsigned x) {
  unsigned acc = 0;
  for (int i = 0; i < 5; i++)
    acc = acc * x + r->coef[i];
  return acc;
}

static void shift_hist(struct record *r, unsigned v) {
  for (int i = 9; i > 0; i--)
    r->hist[i] = r->hist[i - 1];
  r->hist[0] = v;
}

static unsigned hist_sum(const struct record *r) {
  unsigned s = 0;
  for (int i = 0; i < 10; i++)
    s += r->hist[i] * (unsigned)(i + 1);
  return s;
}

int main(void) {
  for (int n = 0; n < NREC; n++) {
    recs[n].id = (unsigned)n;
    for (int i = 0; i < 5; i++)
      recs[n].coef[i] = (unsigned)(n * 7 + i * 3) & 31u;
    for (int i = 0; i < 10; i++)
      recs[n].hist[i] = 0;
    recs[n].total = 0;
  }
  unsigned check = 0;
  for (int r = 0; r < ROUNDS; r++) {
    for (int n = 0; n < NREC; n++) {
      struct record *p = &recs[n];
      unsigned v = poly(p, (unsigned)r + p->id);
      shift_hist(p, v & 0xffffu);
      p->total += hist_sum(p);
      for (int i = 0; i < 5; i++)
        p->coef[i] ^= (p->hist[i] >> 3) & 7u;
    }
    check = check * 33u + recs[r % NREC].total;
  }
  for (int n = 0; n < NREC; n++)
    check ^= recs[n].total + recs[n].coef[n % 5];
  printf("structloop %u\n", check);
  return 0;
}
