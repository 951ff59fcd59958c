/* Sparse polynomial arithmetic over GF(65521) on singly linked lists of
   terms, as in a small computer-algebra package.  Term nodes come from
   malloc through a bounded free-list cache (overflow goes back to free),
   polynomials are kept sorted by decreasing exponent, products are
   accumulated by ordered insertion that merges equal exponents and unlinks
   zero terms, and a list insertion sort re-sorts a scrambled copy.  Also
   addition by merge, differentiation in place and evaluation by walking
   the list with square-and-multiply powers.  Exercises pointer chasing,
   pointer-to-pointer list surgery and malloc/free traffic.  Prints
   evaluation checksums and allocator statistics. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define P 65521u
#define ROUNDS 12

typedef struct term {
  uint32_t coef;
  uint32_t exp;
  struct term *next;
} term;

#define FREECAP 128

static term *free_list;
static unsigned nfree;
static unsigned long n_malloc, n_free, n_reuse, live;

static term *new_term(uint32_t c, uint32_t e, term *next) {
  term *t;
  if (free_list) {
    t = free_list;
    free_list = t->next;
    nfree--;
    n_reuse++;
  } else {
    t = malloc(sizeof *t);
    if (!t) { fprintf(stderr, "out of memory\n"); exit(1); }
    n_malloc++;
  }
  t->coef = c; t->exp = e; t->next = next;
  live++;
  return t;
}

/* keep a bounded cache of free nodes; give the rest back to malloc */
static void release(term *t) {
  live--;
  if (nfree < FREECAP) {
    t->next = free_list;
    free_list = t;
    nfree++;
  } else {
    free(t);
    n_free++;
  }
}

static void poly_free(term *p) {
  while (p) { term *n = p->next; release(p); p = n; }
}

/* add c*x^e into *pp keeping decreasing exponents; drop zero terms */
static void insert_term(term **pp, uint32_t c, uint32_t e) {
  while (*pp && (*pp)->exp > e) pp = &(*pp)->next;
  if (*pp && (*pp)->exp == e) {
    term *t = *pp;
    t->coef = (t->coef + c) % P;
    if (t->coef == 0) { *pp = t->next; release(t); }
  } else if (c != 0) {
    *pp = new_term(c, e, *pp);
  }
}

static term *poly_add(const term *a, const term *b) {
  term *head = NULL, **tail = &head;
  while (a || b) {
    uint32_t c, e;
    if (!b || (a && a->exp > b->exp)) { c = a->coef; e = a->exp; a = a->next; }
    else if (!a || b->exp > a->exp) { c = b->coef; e = b->exp; b = b->next; }
    else { c = (a->coef + b->coef) % P; e = a->exp; a = a->next; b = b->next; }
    if (c) { *tail = new_term(c, e, NULL); tail = &(*tail)->next; }
  }
  return head;
}

static term *poly_mul(const term *a, const term *b) {
  term *r = NULL;
  for (const term *x = a; x; x = x->next)
    for (const term *y = b; y; y = y->next)
      insert_term(&r, (uint32_t)((uint64_t)x->coef * y->coef % P), x->exp + y->exp);
  return r;
}

static void poly_deriv(term **pp) {
  while (*pp) {
    term *t = *pp;
    t->coef = (uint32_t)((uint64_t)t->coef * (t->exp % P) % P);
    if (t->exp == 0 || t->coef == 0) { *pp = t->next; release(t); continue; }
    t->exp--;
    pp = &t->next;
  }
}

static uint32_t poly_eval(const term *p, uint32_t x) {
  uint32_t s = 0;
  for (; p; p = p->next) {
    uint64_t pw = 1, b = x;
    for (uint32_t e = p->exp; e; e >>= 1) {
      if (e & 1u) pw = pw * b % P;
      b = b * b % P;
    }
    s = (uint32_t)((s + p->coef * pw) % P);
  }
  return s;
}

static unsigned poly_len(const term *p) { unsigned n = 0; for (; p; p = p->next) n++; return n; }

/* list insertion sort by decreasing exponent (stable) */
static term *list_isort(term *p) {
  term *sorted = NULL;
  while (p) {
    term *n = p->next, **pp = &sorted;
    while (*pp && (*pp)->exp >= p->exp) pp = &(*pp)->next;
    p->next = *pp;
    *pp = p;
    p = n;
  }
  return sorted;
}

static uint32_t rng = 271828u;
static uint32_t next_rand(void) { rng = rng * 1103515245u + 12345u; return rng >> 12; }

static term *random_poly(int nterms, uint32_t maxexp) {
  term *p = NULL;
  for (int i = 0; i < nterms; i++) {
    uint32_t c = 1u + next_rand() % (P - 1u);
    uint32_t e = next_rand() % maxexp;
    insert_term(&p, c, e);
  }
  return p;
}

int main(void) {
  uint32_t h = 0;
  for (int round = 0; round < ROUNDS; round++) {
    term *a = random_poly(20 + round, 160), *b = random_poly(14, 100);
    term *c = poly_mul(a, b);
    term *s = poly_add(c, a);
    term *sq = poly_mul(s, b);
    poly_deriv(&sq);
    /* scrambled copy: build in reverse-random order, then insertion sort */
    term *copy = NULL;
    for (term *t = sq; t; t = t->next)
      if (next_rand() & 1u) copy = new_term(t->coef, t->exp, copy);
      else { term **pp = &copy; while (*pp && (next_rand() & 3u)) pp = &(*pp)->next; *pp = new_term(t->coef, t->exp, *pp); }
    copy = list_isort(copy);
    uint32_t e1 = poly_eval(sq, 3u + (uint32_t)round), e2 = poly_eval(copy, 3u + (uint32_t)round);
    h = h * 131u + e1 * 7u + poly_eval(c, 12345u) + poly_len(sq);
    if (round % 4 == 0)
      printf("round %d: |a|=%u |c|=%u |sq'|=%u eval %u %s\n", round, poly_len(a), poly_len(c),
             poly_len(sq), e1, e1 == e2 ? "ok" : "MISMATCH");
    poly_free(a); poly_free(b); poly_free(c); poly_free(s); poly_free(sq); poly_free(copy);
  }
  printf("polylist %08x malloc %lu free %lu reuse %lu live %lu\n", h, n_malloc, n_free, n_reuse, live);
  while (free_list) { term *n = free_list->next; free(free_list); free_list = n; }
  return 0;
}
