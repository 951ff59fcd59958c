/* LRU cache simulator: a fixed pool of nodes linked into a doubly linked
   recency list and into separately chained hash buckets.  A synthetic key
   trace (hot set, working-set drift and occasional scans) is replayed for
   several cache sizes; prints hit/miss counts and a checksum of evictions. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define MAXCAP 1024
#define NBUCKET 2048
#define TRACE 20000

typedef struct node {
    uint32_t key;
    uint32_t value;
    struct node *prev, *next;  /* recency list, head = most recent */
    struct node *chain;        /* hash bucket chain */
} node;

typedef struct {
    node pool[MAXCAP];
    node *bucket[NBUCKET];
    node *head, *tail;
    int size, cap;
    uint32_t evict_sum;
} lru;

static lru cache;
static uint32_t trace[TRACE];

static uint32_t hash_key(uint32_t k) {
    k ^= k >> 16;
    k *= 0x7feb352du;
    k ^= k >> 15;
    return k & (NBUCKET - 1);
}

static void lru_init(lru *c, int cap) {
    memset(c->bucket, 0, sizeof c->bucket);
    c->head = c->tail = NULL;
    c->size = 0;
    c->cap = cap;
    c->evict_sum = 0;
}

static void list_unlink(lru *c, node *n) {
    if (n->prev) n->prev->next = n->next; else c->head = n->next;
    if (n->next) n->next->prev = n->prev; else c->tail = n->prev;
}

static void list_push_front(lru *c, node *n) {
    n->prev = NULL;
    n->next = c->head;
    if (c->head) c->head->prev = n;
    c->head = n;
    if (!c->tail) c->tail = n;
}

static void bucket_remove(lru *c, node *n) {
    node **pp = &c->bucket[hash_key(n->key)];
    while (*pp != n) pp = &(*pp)->chain;
    *pp = n->chain;
}

/* returns 1 on hit, 0 on miss (the key is then inserted) */
static int lru_access(lru *c, uint32_t key) {
    uint32_t h = hash_key(key);
    for (node *n = c->bucket[h]; n; n = n->chain) {
        if (n->key == key) {
            n->value++;
            if (c->head != n) { list_unlink(c, n); list_push_front(c, n); }
            return 1;
        }
    }
    node *n;
    if (c->size < c->cap) {
        n = &c->pool[c->size++];
    } else {
        n = c->tail;
        c->evict_sum = c->evict_sum * 31u + n->key + n->value;
        list_unlink(c, n);
        bucket_remove(c, n);
    }
    n->key = key;
    n->value = 0;
    n->chain = c->bucket[h];
    c->bucket[h] = n;
    list_push_front(c, n);
    return 0;
}

static void make_trace(uint32_t seed) {
    uint32_t base = 0;
    for (int i = 0; i < TRACE; i++) {
        seed = seed * 1664525u + 1013904223u;
        uint32_t r = seed >> 8;
        if (i % 5000 == 4000) {               /* sequential scan burst */
            for (int k = 0; k < 300 && i < TRACE; k++, i++) trace[i] = 100000u + (uint32_t)k;
            i--;
            continue;
        }
        if (r % 10 < 6) trace[i] = r % 200;                    /* hot set */
        else trace[i] = 1000u + base + (r >> 4) % 3000u;      /* drifting set */
        if (i % 64 == 0) base += 7;
    }
}

int main(void) {
    static const int caps[] = {64, 256, 512, 1024};
    long hits = 0, misses = 0;
    uint32_t chk = 0;
    for (int rep = 0; rep < 6; rep++) {
        make_trace(99u + (uint32_t)rep * 123457u);
        for (int ci = 0; ci < 4; ci++) {
            lru_init(&cache, caps[ci]);
            for (int i = 0; i < TRACE; i++) {
                if (lru_access(&cache, trace[i])) hits++;
                else misses++;
            }
            chk = chk * 131u ^ cache.evict_sum;
        }
    }
    printf("lrucache: hits=%ld misses=%ld chk=%08x\n", hits, misses, (unsigned)chk);
    return 0;
}
