/* A tree-walking interpreter for a tiny imperative language.  The AST is
   built in a node pool by constructor helpers (no parser), values are a
   tagged union (integer / boolean / nil) returned by value from a recursive
   eval() with a switch over the node kind, and runtime type errors are
   counted instead of aborting.  Three small programs are interpreted:
   Collatz step counting, a pairwise gcd sum and a trial-division prime
   count with a boolean flag variable.  Exercises switch dispatch, small
   struct returns, recursion and tag tests on a union value.  Prints the
   program results and interpreter counters. */
#include <stdio.h>
#include <stdint.h>

typedef enum { V_NIL, V_INT, V_BOOL } vtag;
typedef struct {
  vtag tag;
  union {
    int64_t i;
    int b;
  } u;
} value;

typedef enum {
  N_NUM, N_TRUE, N_FALSE, N_VAR, N_ADD, N_SUB, N_MUL, N_DIV, N_MOD,
  N_LT, N_LE, N_EQ, N_NE, N_NOT, N_AND, N_OR, N_IF, N_WHILE, N_SEQ, N_SET
} ntag;

typedef struct node {
  ntag op;
  int slot;
  int64_t num;
  struct node *a, *b, *c;
} node;

#define POOL 1024
static node pool[POOL];
static int npool;
static value env[16];
static unsigned long nevals, ntype_errors, ndiv_zero;

static node *mk(ntag op, node *a, node *b, node *c) {
  node *n = &pool[npool++];
  n->op = op; n->slot = 0; n->num = 0;
  n->a = a; n->b = b; n->c = c;
  return n;
}
static node *num(int64_t v) { node *n = mk(N_NUM, 0, 0, 0); n->num = v; return n; }
static node *var(int s) { node *n = mk(N_VAR, 0, 0, 0); n->slot = s; return n; }
static node *set(int s, node *e) { node *n = mk(N_SET, e, 0, 0); n->slot = s; return n; }
static node *bin(ntag op, node *a, node *b) { return mk(op, a, b, 0); }
static node *seq(node *a, node *b) { return mk(N_SEQ, a, b, 0); }
static node *seq3(node *a, node *b, node *c) { return seq(a, seq(b, c)); }
static node *wh(node *c, node *body) { return mk(N_WHILE, c, body, 0); }
static node *iff(node *c, node *t, node *e) { return mk(N_IF, c, t, e); }

static value mkint(int64_t i) { value v; v.tag = V_INT; v.u.i = i; return v; }
static value mkbool(int b) { value v; v.tag = V_BOOL; v.u.b = b != 0; return v; }
static value mknil(void) { value v; v.tag = V_NIL; v.u.i = 0; return v; }

static int truthy(value v) {
  switch (v.tag) {
  case V_INT: return v.u.i != 0;
  case V_BOOL: return v.u.b;
  default: return 0;
  }
}

static value eval(const node *n) {
  value x, y;
  nevals++;
  switch (n->op) {
  case N_NUM: return mkint(n->num);
  case N_TRUE: return mkbool(1);
  case N_FALSE: return mkbool(0);
  case N_VAR: return env[n->slot];
  case N_NOT: return mkbool(!truthy(eval(n->a)));
  case N_AND:
    if (!truthy(eval(n->a))) return mkbool(0);
    return mkbool(truthy(eval(n->b)));
  case N_OR:
    if (truthy(eval(n->a))) return mkbool(1);
    return mkbool(truthy(eval(n->b)));
  case N_IF:
    if (truthy(eval(n->a))) return eval(n->b);
    return n->c ? eval(n->c) : mknil();
  case N_WHILE:
    while (truthy(eval(n->a)))
      eval(n->b);
    return mknil();
  case N_SEQ:
    eval(n->a);
    return eval(n->b);
  case N_SET:
    env[n->slot] = eval(n->a);
    return env[n->slot];
  default:
    break;
  }
  /* binary arithmetic and comparisons */
  x = eval(n->a);
  y = eval(n->b);
  if (n->op == N_EQ || n->op == N_NE) {
    int eq = x.tag == y.tag && (x.tag == V_NIL || (x.tag == V_INT ? x.u.i == y.u.i : x.u.b == y.u.b));
    return mkbool(n->op == N_EQ ? eq : !eq);
  }
  if (x.tag != V_INT || y.tag != V_INT) {
    ntype_errors++;
    return mknil();
  }
  switch (n->op) {
  case N_ADD: return mkint((int64_t)((uint64_t)x.u.i + (uint64_t)y.u.i));
  case N_SUB: return mkint((int64_t)((uint64_t)x.u.i - (uint64_t)y.u.i));
  case N_MUL: return mkint((int64_t)((uint64_t)x.u.i * (uint64_t)y.u.i));
  case N_DIV:
  case N_MOD:
    if (y.u.i == 0) { ndiv_zero++; return mkint(0); }
    if (y.u.i == -1) return mkint(n->op == N_DIV ? (int64_t)(0 - (uint64_t)x.u.i) : 0);
    return mkint(n->op == N_DIV ? x.u.i / y.u.i : x.u.i % y.u.i);
  case N_LT: return mkbool(x.u.i < y.u.i);
  case N_LE: return mkbool(x.u.i <= y.u.i);
  default: ntype_errors++; return mknil();
  }
}

enum { I, N, T, A, B, X, Y, S, P, D, C };

static node *collatz_prog(int64_t limit) {
  node *inner = wh(bin(N_NE, var(N), num(1)),
                   seq(iff(bin(N_EQ, bin(N_MOD, var(N), num(2)), num(0)),
                           set(N, bin(N_DIV, var(N), num(2))),
                           set(N, bin(N_ADD, bin(N_MUL, num(3), var(N)), num(1)))),
                       set(T, bin(N_ADD, var(T), num(1)))));
  node *outer = wh(bin(N_LT, var(I), num(limit)),
                   seq3(set(N, var(I)), inner, set(I, bin(N_ADD, var(I), num(1)))));
  return seq3(set(I, num(1)), set(T, num(0)), outer);
}

static node *gcd_prog(int64_t na, int64_t nb) {
  node *g = wh(bin(N_NE, var(Y), num(0)),
               seq3(set(T, bin(N_MOD, var(X), var(Y))), set(X, var(Y)), set(Y, var(T))));
  node *inner = wh(bin(N_LE, var(B), num(nb)),
                   seq(seq3(set(X, var(A)), set(Y, var(B)), g),
                       seq(set(S, bin(N_ADD, var(S), var(X))), set(B, bin(N_ADD, var(B), num(1))))));
  node *outer = wh(bin(N_LE, var(A), num(na)),
                   seq3(set(B, num(1)), inner, set(A, bin(N_ADD, var(A), num(1)))));
  return seq3(set(A, num(1)), set(S, num(0)), outer);
}

static node *prime_prog(int64_t limit) {
  node *trial = wh(mk(N_AND, bin(N_LE, bin(N_MUL, var(D), var(D)), var(N)), var(P), 0),
                   seq(iff(bin(N_EQ, bin(N_MOD, var(N), var(D)), num(0)), set(P, mk(N_FALSE, 0, 0, 0)), 0),
                       set(D, bin(N_ADD, var(D), num(1)))));
  node *body = seq3(seq(set(D, num(2)), set(P, mk(N_TRUE, 0, 0, 0))), trial,
                    seq(iff(var(P), set(C, bin(N_ADD, var(C), num(1))), 0),
                        set(N, bin(N_ADD, var(N), num(1)))));
  return seq3(set(N, num(2)), set(C, num(0)), wh(bin(N_LT, var(N), num(limit)), body));
}

int main(void) {
  node *p1 = collatz_prog(1000);
  node *p2 = gcd_prog(40, 40);
  node *p3 = prime_prog(3000);
  /* a deliberately ill-typed expression: bool + int */
  node *bad = bin(N_ADD, mk(N_TRUE, 0, 0, 0), num(1));
  value r;
  uint64_t h = 1469598103934665603ull;

  eval(p1);
  printf("collatz steps %lld\n", (long long)env[T].u.i);
  h = (h ^ (uint64_t)env[T].u.i) * 1099511628211ull;
  eval(p2);
  printf("gcd sum %lld\n", (long long)env[S].u.i);
  h = (h ^ (uint64_t)env[S].u.i) * 1099511628211ull;
  eval(p3);
  printf("primes %lld\n", (long long)env[C].u.i);
  h = (h ^ (uint64_t)env[C].u.i) * 1099511628211ull;
  for (int k = 0; k < 5; k++) {
    r = eval(bad);
    h = (h ^ (uint64_t)r.tag) * 1099511628211ull;
  }
  printf("nodes %d evals %lu type_errors %lu divzero %lu hash %016llx\n", npool, nevals,
         ntype_errors, ndiv_zero, (unsigned long long)h);
  return 0;
}
