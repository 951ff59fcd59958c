/* 0/1 knapsack by dynamic programming over capacities, with a full decision
   table so the chosen item set can be reconstructed, plus an unbounded
   coin-change count modulo 2^32 on the same weights.  Item lists are random
   per repetition; prints best values and a checksum of chosen items. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NITEMS 120
#define CAP 1000

typedef struct { int weight; int value; } item;

static item items[NITEMS];
static int32_t best[CAP + 1];
static uint8_t take[NITEMS][CAP + 1];
static uint32_t ways[CAP + 1];
static uint32_t seed;

static uint32_t lcg(void) {
    seed = seed * 22695477u + 1u;
    return seed >> 9;
}

static void make_items(int rep) {
    seed = 31u + (uint32_t)rep * 1009u;
    for (int i = 0; i < NITEMS; i++) {
        items[i].weight = 5 + (int)(lcg() % 60);
        /* value loosely correlated with weight */
        items[i].value = items[i].weight * 3 + (int)(lcg() % 50) - 20;
        if (items[i].value < 1) items[i].value = 1;
    }
}

static int32_t knapsack(int cap) {
    memset(best, 0, sizeof best);
    for (int i = 0; i < NITEMS; i++) {
        int w = items[i].weight, v = items[i].value;
        for (int c = cap; c >= 0; c--) {
            take[i][c] = 0;
            if (c >= w && best[c - w] + v > best[c]) {
                best[c] = best[c - w] + v;
                take[i][c] = 1;
            }
        }
    }
    return best[cap];
}

/* walks the decision table backwards; returns a mask-like checksum */
static uint32_t reconstruct(int cap, int *count, int *weight) {
    uint32_t h = 0;
    int c = cap;
    *count = 0;
    *weight = 0;
    for (int i = NITEMS - 1; i >= 0; i--) {
        if (take[i][c]) {
            h = h * 131u + (uint32_t)i;
            c -= items[i].weight;
            (*count)++;
            *weight += items[i].weight;
        }
    }
    return h;
}

static uint32_t count_ways(int cap, int nkinds) {
    memset(ways, 0, sizeof ways);
    ways[0] = 1;
    for (int i = 0; i < nkinds; i++) {
        int w = items[i].weight;
        for (int c = w; c <= cap; c++) ways[c] += ways[c - w];
    }
    return ways[cap];
}

int main(void) {
    long total_value = 0, total_items = 0, total_weight = 0;
    uint32_t chk = 0;
    for (int rep = 0; rep < 40; rep++) {
        make_items(rep);
        int cap = CAP - (rep % 10) * 37;
        int32_t v = knapsack(cap);
        int cnt, wt;
        uint32_t h = reconstruct(cap, &cnt, &wt);
        total_value += v;
        total_items += cnt;
        total_weight += wt;
        chk = chk * 1000003u ^ h ^ count_ways(cap, 12);
    }
    printf("knapsack: value=%ld items=%ld weight=%ld chk=%08x\n", total_value, total_items,
           total_weight, (unsigned)chk);
    return 0;
}
