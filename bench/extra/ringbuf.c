/* Ring buffer queues: a multi-queue network simulation with struct queue pointers. */
#include <stdio.h>
#include <stdint.h>

#define QCAP 64
typedef struct { int id; int size; int hops; } pkt;
typedef struct { pkt buf[QCAP]; unsigned head, tail, count; unsigned drops; uint64_t bytes; } queue;

#define NQ 8
static queue qs[NQ];

static int q_push(queue *q, pkt p) {
  if (q->count == QCAP) { q->drops++; return 0; }
  q->buf[q->tail] = p;
  q->tail = (q->tail + 1) % QCAP;
  q->count++;
  q->bytes += (uint64_t)p.size;
  return 1;
}

static int q_pop(queue *q, pkt *out) {
  if (q->count == 0) return 0;
  *out = q->buf[q->head];
  q->head = (q->head + 1) % QCAP;
  q->count--;
  return 1;
}

static int q_peek_size(const queue *q) { return q->count ? q->buf[q->head].size : -1; }

static uint32_t rs = 2463534242u;
static uint32_t xr(void) { rs ^= rs << 13; rs ^= rs >> 17; rs ^= rs << 5; return rs; }

int main(void) {
  uint64_t delivered = 0, h = 0;
  int next_id = 0;
  for (int t = 0; t < 200000; t++) {
    /* arrivals */
    int arrivals = (int)(xr() % 4);
    for (int a = 0; a < arrivals; a++) {
      pkt p = { next_id++, 64 + (int)(xr() % 1400), 0 };
      q_push(&qs[xr() % NQ], p);
    }
    /* service: each queue forwards up to 1 packet; budget limits total bytes */
    int budget = 3000;
    for (int i = 0; i < NQ; i++) {
      queue *q = &qs[(i + t) % NQ];
      int sz = q_peek_size(q);
      if (sz < 0 || sz > budget) continue;
      pkt p;
      q_pop(q, &p);
      budget -= p.size;
      p.hops++;
      if (p.hops < 3 && (p.id & 3) != 0) {
        q_push(&qs[(i * 3 + p.id) % NQ], p);
      } else {
        delivered++;
        h = h * 1000003u + (uint64_t)p.id * 7 + (uint64_t)p.hops;
      }
    }
  }
  unsigned drops = 0;
  uint64_t bytes = 0;
  for (int i = 0; i < NQ; i++) { drops += qs[i].drops; bytes += qs[i].bytes; }
  printf("%llu %llu %u %llu\n", (unsigned long long)delivered, (unsigned long long)h, drops,
         (unsigned long long)bytes);
  return 0;
}
