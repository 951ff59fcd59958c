/* Task-graph scheduling on random DAGs stored in compressed adjacency arrays
   (CSR: offset + target + weight arrays built with a counting pass).  Does a
   Kahn topological sort with an explicit int queue, longest (critical) path
   with predecessor tracking, earliest/latest start times and slack, a DFS
   based reachability count from a few sources with an explicit stack, and a
   per-level width histogram.  Exercises index-chasing loops over int
   arrays, struct arrays of edges, max updates, queues/stacks, loops with
   early exits and small static helpers.  Prints critical path lengths and a
   checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXV 6000
#define MAXE 48000
#define GRAPHS 18

typedef struct { int from, to, w; } edge;

static edge edges[MAXE];
static int off[MAXV + 1], tgt[MAXE], wt[MAXE];
static int indeg[MAXV], order[MAXV], queue[MAXV];
static int est[MAXV], lst[MAXV], pred[MAXV], level[MAXV], dur[MAXV];
static int stackv[MAXV];
static unsigned char seen[MAXV];
static int width[MAXV];

static uint32_t seed = 0xC0FFEEu;
static uint32_t rnd(void) {
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return seed;
}

static int build(int nv, int ne) {
    /* edges go from lower to higher index of a random permutation => acyclic */
    for (int i = 0; i < nv; i++) order[i] = i;
    for (int i = nv - 1; i > 0; i--) {
        int j = (int)(rnd() % (uint32_t)(i + 1));
        int t = order[i]; order[i] = order[j]; order[j] = t;
    }
    int m = 0;
    for (int k = 0; k < ne; k++) {
        int a = (int)(rnd() % (uint32_t)nv);
        int span = 1 + (int)(rnd() % 64u);
        int b = a + span;
        if (b >= nv) continue;
        edges[m].from = order[a];
        edges[m].to = order[b];
        edges[m].w = 1 + (int)(rnd() % 9u);
        m++;
    }
    memset(off, 0, sizeof(int) * (size_t)(nv + 1));
    for (int k = 0; k < m; k++) off[edges[k].from + 1]++;
    for (int i = 0; i < nv; i++) off[i + 1] += off[i];
    static int fill[MAXV];
    memcpy(fill, off, sizeof(int) * (size_t)nv);
    for (int k = 0; k < m; k++) {
        int p = fill[edges[k].from]++;
        tgt[p] = edges[k].to;
        wt[p] = edges[k].w;
    }
    for (int i = 0; i < nv; i++) dur[i] = 1 + (int)(rnd() % 20u);
    return m;
}

static int topo(int nv) {
    memset(indeg, 0, sizeof(int) * (size_t)nv);
    for (int v = 0; v < nv; v++)
        for (int p = off[v]; p < off[v + 1]; p++) indeg[tgt[p]]++;
    int head = 0, tail = 0;
    for (int v = 0; v < nv; v++)
        if (indeg[v] == 0) { queue[tail++] = v; level[v] = 0; }
    int n = 0;
    while (head < tail) {
        int v = queue[head++];
        order[n++] = v;
        for (int p = off[v]; p < off[v + 1]; p++) {
            int u = tgt[p];
            if (level[v] + 1 > level[u]) level[u] = level[v] + 1;
            if (--indeg[u] == 0) queue[tail++] = u;
        }
    }
    return n;
}

static int critical(int nv, int *end_node) {
    for (int v = 0; v < nv; v++) { est[v] = 0; pred[v] = -1; }
    int best = -1, arg = -1;
    for (int i = 0; i < nv; i++) {
        int v = order[i];
        int fin = est[v] + dur[v];
        if (fin > best) { best = fin; arg = v; }
        for (int p = off[v]; p < off[v + 1]; p++) {
            int u = tgt[p];
            int t = fin + wt[p];
            if (t > est[u]) { est[u] = t; pred[u] = v; }
        }
    }
    /* latest start times, backwards */
    for (int v = 0; v < nv; v++) lst[v] = best - dur[v];
    for (int i = nv - 1; i >= 0; i--) {
        int v = order[i];
        int l = lst[v];
        for (int p = off[v]; p < off[v + 1]; p++) {
            int cand = lst[tgt[p]] - wt[p] - dur[v];
            l = cand < l ? cand : l;
        }
        lst[v] = l;
    }
    *end_node = arg;
    return best;
}

static int reach_count(int nv, int src) {
    memset(seen, 0, (size_t)nv);
    int sp = 0, cnt = 0;
    stackv[sp++] = src;
    seen[src] = 1;
    while (sp > 0) {
        int v = stackv[--sp];
        cnt++;
        for (int p = off[v]; p < off[v + 1]; p++) {
            int u = tgt[p];
            if (!seen[u]) { seen[u] = 1; stackv[sp++] = u; }
        }
    }
    return cnt;
}

int main(void) {
    uint32_t check = 0;
    for (int g = 0; g < GRAPHS; g++) {
        int nv = 2000 + (int)(rnd() % (MAXV - 2000));
        int ne = nv * (2 + g % 6);
        if (ne > MAXE) ne = MAXE;
        int m = build(nv, ne);
        memset(level, 0, sizeof(int) * (size_t)nv);
        int n = topo(nv);
        if (n != nv) { printf("cycle?!\n"); return 1; }
        int endv;
        int len = critical(nv, &endv);
        int hops = 0, zero_slack = 0;
        for (int v = endv; v >= 0; v = pred[v]) hops++;
        for (int v = 0; v < nv; v++) if (lst[v] == est[v]) zero_slack++;
        int maxlev = 0;
        memset(width, 0, sizeof(int) * (size_t)nv);
        for (int v = 0; v < nv; v++) {
            width[level[v]]++;
            if (level[v] > maxlev) maxlev = level[v];
        }
        int maxw = 0;
        for (int l = 0; l <= maxlev; l++) maxw = width[l] > maxw ? width[l] : maxw;
        int rsum = 0;
        for (int s = 0; s < 6; s++) rsum += reach_count(nv, order[s * 7 % nv]);
        for (int v = 0; v < nv; v++) check = check * 2654435761u + (uint32_t)(est[v] ^ (lst[v] << 3));
        check += (uint32_t)rsum;
        if (g % 3 == 0)
            printf("graph %2d: V=%d E=%d critical=%d hops=%d critical-nodes=%d levels=%d maxwidth=%d reach=%d\n",
                   g, nv, m, len, hops, zero_slack, maxlev + 1, maxw, rsum);
    }
    printf("dagpath check %08x\n", check);
    return 0;
}
