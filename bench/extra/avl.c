/* AVL tree with malloc'd nodes: recursive insert/delete, height/balance checks, in-order walk. */
#include <stdio.h>
#include <stdlib.h>

typedef struct node { int key; int val; int h; struct node *l, *r; } node;

static int height(node *n) { return n ? n->h : 0; }
static int maxi(int a, int b) { return a > b ? a : b; }
static void fix(node *n) { n->h = 1 + maxi(height(n->l), height(n->r)); }

static node *rot_r(node *y) { node *x = y->l; y->l = x->r; x->r = y; fix(y); fix(x); return x; }
static node *rot_l(node *x) { node *y = x->r; x->r = y->l; y->l = x; fix(x); fix(y); return y; }

static node *balance(node *n) {
  fix(n);
  int bf = height(n->l) - height(n->r);
  if (bf > 1) {
    if (height(n->l->l) < height(n->l->r)) n->l = rot_l(n->l);
    return rot_r(n);
  }
  if (bf < -1) {
    if (height(n->r->r) < height(n->r->l)) n->r = rot_r(n->r);
    return rot_l(n);
  }
  return n;
}

static node *insert(node *n, int key, int val) {
  if (!n) {
    node *m = malloc(sizeof *m);
    m->key = key; m->val = val; m->h = 1; m->l = m->r = NULL;
    return m;
  }
  if (key < n->key) n->l = insert(n->l, key, val);
  else if (key > n->key) n->r = insert(n->r, key, val);
  else { n->val += val; return n; }
  return balance(n);
}

static node *remove_min(node *n, node **minp) {
  if (!n->l) { *minp = n; return n->r; }
  n->l = remove_min(n->l, minp);
  return balance(n);
}

static node *erase(node *n, int key) {
  if (!n) return NULL;
  if (key < n->key) n->l = erase(n->l, key);
  else if (key > n->key) n->r = erase(n->r, key);
  else {
    node *l = n->l, *r = n->r;
    free(n);
    if (!r) return l;
    node *m;
    r = remove_min(r, &m);
    m->l = l; m->r = r;
    return balance(m);
  }
  return balance(n);
}

static node *find(node *n, int key) {
  while (n && n->key != key) n = key < n->key ? n->l : n->r;
  return n;
}

static int check(node *n, long lo, long hi, int *cnt) {
  if (!n) return 1;
  if (n->key <= lo || n->key >= hi) return 0;
  int hl = height(n->l), hr = height(n->r);
  if (n->h != 1 + maxi(hl, hr) || hl - hr > 1 || hr - hl > 1) return 0;
  ++*cnt;
  return check(n->l, lo, n->key, cnt) && check(n->r, n->key, hi, cnt);
}

static unsigned long walk(node *n, unsigned long acc) {
  if (!n) return acc;
  acc = walk(n->l, acc);
  acc = acc * 1000003u + (unsigned)n->key * 7u + (unsigned)n->val;
  return walk(n->r, acc);
}

static void destroy(node *n) { if (n) { destroy(n->l); destroy(n->r); free(n); } }

int main(void) {
  unsigned s = 1u;
  node *root = NULL;
  int ok = 1;
  unsigned long found = 0;
  for (int i = 0; i < 30000; i++) {
    s = s * 1664525u + 1013904223u;
    int k = (int)(s >> 12) % 50000;
    root = insert(root, k, i & 15);
    if ((i & 3) == 3) {
      s = s * 1664525u + 1013904223u;
      root = erase(root, (int)(s >> 12) % 50000);
    }
    s = s * 1664525u + 1013904223u;
    node *f = find(root, (int)(s >> 12) % 50000);
    if (f) found += (unsigned)f->val + 1;
  }
  int cnt = 0;
  if (!check(root, -1, 1L << 40, &cnt)) ok = 0;
  unsigned long w = walk(root, 0);
  printf("avl cnt=%d h=%d found=%lu walk=%lu ok=%d\n", cnt, height(root), found, w, ok);
  destroy(root);
  return ok ? 0 : 1;
}
