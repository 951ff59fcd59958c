/* Floyd-Warshall all-pairs shortest paths on a random weighted digraph held
   in a 2D int matrix, with a next-hop matrix for path reconstruction.
   Unreachable pairs use a large sentinel and the relaxation skips them
   (early continue); negative edges are allowed but no negative cycles (edge
   weights come from a potential function).  Afterwards it reconstructs a
   sample of paths by walking the next-hop matrix, checks each path's length
   against the distance matrix, and computes eccentricities / graph diameter.
   Exercises triply nested loops over 2D arrays, min updates, sentinels,
   loops with early exits and small static helpers.  Prints summary values
   and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define N 150
#define INF 0x3fffffff
#define ROUNDS 4

static int w[N][N];
static int dist[N][N];
static short nxt[N][N];
static int pot[N];

static uint32_t rs = 88172645u;
static uint32_t xorshift32(void) {
    rs ^= rs << 13;
    rs ^= rs >> 17;
    rs ^= rs << 5;
    return rs;
}

static void make_graph(int density) {
    for (int i = 0; i < N; i++) pot[i] = (int)(xorshift32() % 200);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            if (i == j) { w[i][j] = 0; continue; }
            if ((int)(xorshift32() % 100) < density) {
                int base = 1 + (int)(xorshift32() % 100);
                /* reduced-cost trick: w = base + pot[i] - pot[j] has no negative cycles */
                w[i][j] = base + pot[i] - pot[j];
            } else {
                w[i][j] = INF;
            }
        }
}

static void floyd(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            dist[i][j] = w[i][j];
            nxt[i][j] = (short)(w[i][j] < INF ? j : -1);
        }
    for (int k = 0; k < N; k++) {
        const int *dk = dist[k];
        for (int i = 0; i < N; i++) {
            int dik = dist[i][k];
            if (dik >= INF) continue;
            int *di = dist[i];
            short *ni = nxt[i];
            short nik = ni[k];
            for (int j = 0; j < N; j++) {
                int dkj = dk[j];
                if (dkj >= INF) continue;
                int cand = dik + dkj;
                if (cand < di[j]) {
                    di[j] = cand;
                    ni[j] = nik;
                }
            }
        }
    }
}

/* walk the path u->v, returning its weight; -1 hop count if unreachable */
static int path_len(int u, int v, int *hops) {
    if (nxt[u][v] < 0) { *hops = -1; return INF; }
    int total = 0, h = 0;
    while (u != v) {
        int x = nxt[u][v];
        total += w[u][x];
        u = x;
        h++;
        if (h > N) break; /* safety: should never happen */
    }
    *hops = h;
    return total;
}

int main(void) {
    uint32_t check = 0;
    static const int dens[ROUNDS] = {3, 8, 20, 50};
    for (int r = 0; r < ROUNDS; r++) {
        make_graph(dens[r]);
        floyd();
        long long sum = 0;
        int reach = 0, diam = -INF, bad = 0, maxhops = 0;
        for (int i = 0; i < N; i++) {
            int ecc = -INF;
            for (int j = 0; j < N; j++) {
                int d = dist[i][j];
                if (d >= INF) continue;
                reach++;
                sum += d;
                if (d > ecc) ecc = d;
            }
            if (ecc > diam) diam = ecc;
        }
        for (int s = 0; s < 4000; s++) {
            int u = (int)(xorshift32() % N), v = (int)(xorshift32() % N);
            int hops;
            int len = path_len(u, v, &hops);
            if (hops < 0) { if (dist[u][v] < INF) bad++; continue; }
            if (len != dist[u][v]) bad++;
            maxhops = hops > maxhops ? hops : maxhops;
            check = check * 131u + (uint32_t)len + (uint32_t)hops;
        }
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                check = (check ^ (uint32_t)dist[i][j]) * 16777619u;
        printf("density %2d%%: reachable=%d sum=%lld diameter=%d maxhops=%d bad=%d\n",
               dens[r], reach, sum, diam, maxhops, bad);
    }
    printf("floyd check %08x\n", check);
    return 0;
}
