/* Graph shortest paths: Dijkstra with a binary min-heap (decrease-key via
   position index) over a generated sparse directed graph in CSR form. */
#include <stdio.h>
#include <stdint.h>

#define NV 4000
#define DEG 6
#define NE (NV * DEG)
#define INF 0x7fffffff

typedef struct { int to; int w; } Edge;

static Edge edges[NE];
static int first[NV + 1];
static int dist[NV];
static int heap[NV];
static int pos[NV];
static int hsize;

static uint32_t seed = 12345u;
static uint32_t lcg(void) { seed = seed * 1103515245u + 12345u; return seed >> 8; }

static void build_graph(void) {
    for (int v = 0; v < NV; v++) {
        first[v] = v * DEG;
        for (int k = 0; k < DEG; k++) {
            Edge *e = &edges[v * DEG + k];
            e->to = (k == 0) ? (v + 1) % NV : (int)(lcg() % NV);
            e->w = 1 + (int)(lcg() % 100);
        }
    }
    first[NV] = NE;
}

static void swap_nodes(int i, int j) {
    int a = heap[i], b = heap[j];
    heap[i] = b; heap[j] = a;
    pos[b] = i; pos[a] = j;
}

static void sift_up(int i) {
    while (i > 0) {
        int p = (i - 1) / 2;
        if (dist[heap[p]] <= dist[heap[i]]) break;
        swap_nodes(i, p);
        i = p;
    }
}

static void sift_down(int i) {
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < hsize && dist[heap[l]] < dist[heap[m]]) m = l;
        if (r < hsize && dist[heap[r]] < dist[heap[m]]) m = r;
        if (m == i) break;
        swap_nodes(i, m);
        i = m;
    }
}

static void push_or_decrease(int v, int d) {
    if (pos[v] < 0) {
        dist[v] = d;
        heap[hsize] = v; pos[v] = hsize; hsize++;
        sift_up(hsize - 1);
    } else if (d < dist[v]) {
        dist[v] = d;
        sift_up(pos[v]);
    }
}

static int pop_min(void) {
    int v = heap[0];
    hsize--;
    pos[v] = -2;               /* settled */
    if (hsize > 0) {
        heap[0] = heap[hsize];
        pos[heap[0]] = 0;
        sift_down(0);
    }
    return v;
}

static uint64_t dijkstra(int src) {
    for (int v = 0; v < NV; v++) { dist[v] = INF; pos[v] = -1; }
    hsize = 0;
    push_or_decrease(src, 0);
    while (hsize > 0) {
        int u = pop_min();
        int du = dist[u];
        for (int k = first[u]; k < first[u + 1]; k++) {
            const Edge *e = &edges[k];
            if (pos[e->to] == -2) continue;
            int nd = du + e->w;
            if (pos[e->to] == -1 || nd < dist[e->to])
                push_or_decrease(e->to, nd);
        }
    }
    uint64_t sum = 0;
    int maxd = 0;
    for (int v = 0; v < NV; v++) {
        if (dist[v] == INF) continue;
        sum += (uint64_t)dist[v];
        if (dist[v] > maxd) maxd = dist[v];
    }
    return sum * 31u + (uint64_t)maxd;
}

int main(void) {
    build_graph();
    uint64_t check = 0;
    for (int s = 0; s < 12; s++)
        check = check * 1000003u + dijkstra((s * 337) % NV);
    printf("dijkstra checksum %llu\n", (unsigned long long)check);
    return 0;
}
