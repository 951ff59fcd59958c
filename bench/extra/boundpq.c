/* Bounded priority queues ("keep the best K") over a stream of small records.
   Records are 16- and 24-byte structs that are created, compared, pushed and
   popped by value.  Each round feeds a batch of generated candidates into
   three queues of different capacity using a binary min-heap that evicts the
   worst element, then drains them in order and merges the results into a
   leaderboard.  Prints the leaders and a checksum over all popped records. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define ROUNDS 400
#define BATCH 1500
#define MAXCAP 128

typedef struct { uint32_t score; int32_t id; uint16_t group; uint16_t flags; uint32_t seq; } item;   /* 16 bytes */
typedef struct { int64_t total; int32_t id; uint16_t wins; uint16_t group; uint32_t best; uint32_t pad; } entry; /* 24 bytes */
typedef struct { item h[MAXCAP]; int n, cap; long evicted, rejected; } bpq;

static uint32_t rng = 99991u;
static uint32_t next_rand(void) {
    rng = rng * 1103515245u + 12345u;
    return (rng >> 16) | (rng << 16);
}

static item make_item(int id, uint32_t seq) {
    item it;
    uint32_t r = next_rand();
    it.score = (r % 100000u) + (uint32_t)(id % 7) * 311u;
    it.id = id;
    it.group = (uint16_t)(r >> 20 & 15);
    it.flags = (uint16_t)(r & 3);
    it.seq = seq;
    return it;
}

/* a worse than b: lower score, ties broken by larger seq, then larger id */
static int worse(item a, item b) {
    if (a.score != b.score) return a.score < b.score;
    if (a.seq != b.seq) return a.seq > b.seq;
    return a.id > b.id;
}

static void sift_up(bpq *q, int i) {
    item x = q->h[i];
    while (i > 0) {
        int p = (i - 1) / 2;
        if (!worse(x, q->h[p])) break;
        q->h[i] = q->h[p];
        i = p;
    }
    q->h[i] = x;
}

static void sift_down(bpq *q, int i) {
    item x = q->h[i];
    int n = q->n;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && worse(q->h[c + 1], q->h[c])) c++;
        if (!worse(q->h[c], x)) break;
        q->h[i] = q->h[c];
        i = c;
    }
    q->h[i] = x;
}

static void pq_init(bpq *q, int cap) { q->n = 0; q->cap = cap; q->evicted = 0; q->rejected = 0; }

static item pq_min(const bpq *q) { return q->h[0]; }

static void pq_offer(bpq *q, item it) {
    if (q->n < q->cap) {
        q->h[q->n] = it;
        sift_up(q, q->n);
        q->n++;
        return;
    }
    if (!worse(pq_min(q), it)) { q->rejected++; return; }
    q->h[0] = it;
    q->evicted++;
    sift_down(q, 0);
}

static item pq_pop(bpq *q) {
    item top = q->h[0];
    q->n--;
    if (q->n > 0) {
        q->h[0] = q->h[q->n];
        sift_down(q, 0);
    }
    return top;
}

static entry entry_add(entry e, item it, int rank) {
    e.total += it.score;
    if (rank == 0) e.wins++;
    if (it.score > e.best) e.best = it.score;
    e.group = it.group;
    return e;
}

static uint32_t mix(uint32_t h, item it) {
    h = (h ^ it.score) * 16777619u;
    h = (h ^ (uint32_t)it.id) * 16777619u;
    return (h ^ ((uint32_t)it.group << 16 | it.flags)) * 16777619u;
}

#define NIDS 5000

int main(void) {
    static bpq qs[3];
    static entry board[NIDS];
    static item out[MAXCAP];
    const int caps[3] = { 8, 40, MAXCAP };
    for (int i = 0; i < NIDS; i++) {
        memset(&board[i], 0, sizeof board[i]);
        board[i].id = i;
    }
    uint32_t h = 2166136261u;
    uint32_t seq = 0;
    long flagged = 0;
    for (int r = 0; r < ROUNDS; r++) {
        for (int k = 0; k < 3; k++) pq_init(&qs[k], caps[k]);
        for (int b = 0; b < BATCH; b++) {
            item it = make_item((int)(next_rand() % NIDS), seq++);
            if (it.flags == 3) { flagged++; continue; }
            pq_offer(&qs[0], it);
            if (it.group < 12) pq_offer(&qs[1], it);
            if (it.flags != 1) pq_offer(&qs[2], it);
        }
        for (int k = 0; k < 3; k++) {
            int n = 0;
            while (qs[k].n > 0) out[n++] = pq_pop(&qs[k]);
            /* out[] is ascending (worst first); walk best-first */
            for (int i = n - 1; i >= 0; i--) {
                h = mix(h, out[i]);
                if (k == 2) board[out[i].id] = entry_add(board[out[i].id], out[i], n - 1 - i);
            }
            h = h * 31u + (uint32_t)qs[k].evicted + (uint32_t)qs[k].rejected * 7u;
        }
    }
    /* leaderboard: the top 5 entries by total, via a bounded queue keyed on total */
    bpq lead;
    pq_init(&lead, 5);
    for (int i = 0; i < NIDS; i++) {
        item it = { (uint32_t)board[i].total, board[i].id, board[i].group, board[i].wins, (uint32_t)i };
        pq_offer(&lead, it);
    }
    int n = 0;
    while (lead.n > 0) out[n++] = pq_pop(&lead);
    for (int i = n - 1; i >= 0; i--) {
        const entry *e = &board[out[i].id];
        printf("id=%d total=%lld wins=%u best=%u\n", e->id, (long long)e->total, e->wins, e->best);
    }
    printf("flagged=%ld seq=%u hash=%08x\n", flagged, seq, h);
    return 0;
}
