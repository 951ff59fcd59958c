#include <stdio.h>
#include <stdlib.h>

#define NV 20000
#define NE 120000

static int parent[NV], rnk[NV], sz[NV];

static int find(int x) {
    int root = x;
    while (parent[root] != root) root = parent[root];
    while (parent[x] != root) { int nx = parent[x]; parent[x] = root; x = nx; }
    return root;
}

static int unite(int a, int b) {
    a = find(a); b = find(b);
    if (a == b) return 0;
    if (rnk[a] < rnk[b]) { int t = a; a = b; b = t; }
    parent[b] = a;
    sz[a] += sz[b];
    if (rnk[a] == rnk[b]) rnk[a]++;
    return 1;
}

typedef struct { int u, v, w; } Edge;
static Edge edges[NE];

static int cmp_edge(const void *pa, const void *pb) {
    const Edge *a = pa, *b = pb;
    if (a->w != b->w) return (a->w > b->w) - (a->w < b->w);
    return (a->u > b->u) - (a->u < b->u);
}

static unsigned seed = 99;
static unsigned rnd(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void) {
    for (int i = 0; i < NE; i++) {
        edges[i].u = rnd() % NV; edges[i].v = rnd() % NV; edges[i].w = rnd() % 100000;
    }
    qsort(edges, NE, sizeof(Edge), cmp_edge);
    long total = 0;
    int used = 0;
    for (int rep = 0; rep < 2; rep++) {
        for (int i = 0; i < NV; i++) { parent[i] = i; rnk[i] = 0; sz[i] = 1; }
        total = 0; used = 0;
        for (int i = 0; i < NE; i++) {
            int off = rep * 37;
            int u = (edges[i].u + off) % NV, v = (edges[i].v + off) % NV;
            if (unite(u, v)) { total += edges[i].w; used++; }
        }
    }
    int comps = 0, biggest = 0;
    for (int i = 0; i < NV; i++) if (find(i) == i) { comps++; if (sz[i] > biggest) biggest = sz[i]; }
    printf("total=%ld used=%d comps=%d biggest=%d\n", total, used, comps, biggest);
    return 0;
}
