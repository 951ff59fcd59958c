#include <stdio.h>
#include <stdlib.h>

typedef struct Node { int key; int val; struct Node *left, *right; } Node;

static Node pool[1 << 17];
static int npool;

static Node *insert(Node *root, int key, int val) {
    Node **pp = &root;
    while (*pp) {
        Node *n = *pp;
        if (key == n->key) { n->val += val; return root; }
        pp = key < n->key ? &n->left : &n->right;
    }
    Node *n = &pool[npool++];
    n->key = key; n->val = val; n->left = n->right = NULL;
    *pp = n;
    return root;
}

static Node *find(Node *n, int key) {
    while (n) {
        if (key == n->key) return n;
        n = key < n->key ? n->left : n->right;
    }
    return NULL;
}

static int height(const Node *n) {
    if (!n) return 0;
    int l = height(n->left), r = height(n->right);
    return 1 + (l > r ? l : r);
}

static long sum_range(const Node *n, int lo, int hi) {
    if (!n) return 0;
    if (n->key < lo) return sum_range(n->right, lo, hi);
    if (n->key > hi) return sum_range(n->left, lo, hi);
    return n->val + sum_range(n->left, lo, hi) + sum_range(n->right, lo, hi);
}

static int count_if_even(const Node *n) {
    if (!n) return 0;
    return (n->val % 2 == 0) + count_if_even(n->left) + count_if_even(n->right);
}

static const Node *kth(const Node *n, int *k) { /* in-order k-th, early exit */
    if (!n) return NULL;
    const Node *r = kth(n->left, k);
    if (r) return r;
    if ((*k)-- == 0) return n;
    return kth(n->right, k);
}

static unsigned seed = 77;
static unsigned rnd(void) { seed = seed * 1103515245u + 12345u; return (seed >> 8) & 0xffffff; }

int main(void) {
    Node *root = NULL;
    for (int i = 0; i < 100000; i++) root = insert(root, rnd() % 500000, i & 15);
    long acc = 0;
    int hits = 0;
    for (int q = 0; q < 300000; q++) {
        Node *n = find(root, rnd() % 500000);
        if (n) { hits++; acc += n->val; }
    }
    for (int q = 0; q < 200; q++) { int lo = rnd() % 500000; acc += sum_range(root, lo, lo + 5000); }
    for (int q = 0; q < 50; q++) { int k = rnd() % 1000; const Node *n = kth(root, &k); if (n) acc += n->key; }
    acc += height(root) * 1000 + count_if_even(root);
    printf("nodes=%d hits=%d acc=%ld\n", npool, hits, acc);
    return 0;
}
