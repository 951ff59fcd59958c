/* A connection-tracking flow table like those in software routers and
   firewalls: an open-addressing hash map (linear probing, tombstones,
   growth by rehashing) keyed by a 5-tuple struct (source and destination
   IPv4 address, ports, protocol) whose keys are compared field by field.
   A synthetic packet stream with a skewed mix of long-lived and short
   flows updates per-flow packet/byte counters and TCP-like state flags;
   FIN packets delete flows, and a periodic sweep expires idle entries.
   Exercises struct-key hashing with unsigned arithmetic, probe loops with
   multi-field compares, and tombstone-aware insertion.  Prints table
   statistics and a checksum of the surviving flows. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct {
  uint32_t saddr, daddr;
  uint16_t sport, dport;
  uint8_t proto;
} flow_key;

enum { EMPTY = 0, USED = 1, TOMB = 2 };

typedef struct {
  flow_key key;
  uint8_t slot_state, tcp_flags;
  uint32_t packets, last_seen;
  uint64_t bytes;
} flow;

typedef struct {
  flow *slots;
  uint32_t cap, used, tombs;
  unsigned long probes, grows, lookups;
} table;

static uint32_t hash_key(const flow_key *k) {
  uint32_t h = 0x811c9dc5u;
  h = (h ^ k->saddr) * 0x01000193u;
  h = (h ^ k->daddr) * 0x01000193u;
  h = (h ^ ((uint32_t)k->sport << 16 | k->dport)) * 0x01000193u;
  h = (h ^ k->proto) * 0x01000193u;
  h ^= h >> 15;
  return h * 0x2c1b3c6du;
}

static int key_eq(const flow_key *a, const flow_key *b) {
  return a->saddr == b->saddr && a->daddr == b->daddr && a->sport == b->sport &&
         a->dport == b->dport && a->proto == b->proto;
}

static void table_init(table *t, uint32_t cap) {
  t->slots = calloc(cap, sizeof(flow));
  t->cap = cap;
  t->used = t->tombs = 0;
}

static flow *find(table *t, const flow_key *k) {
  uint32_t mask = t->cap - 1, i = hash_key(k) & mask;
  t->lookups++;
  for (;;) {
    flow *f = &t->slots[i];
    t->probes++;
    if (f->slot_state == EMPTY) return NULL;
    if (f->slot_state == USED && key_eq(&f->key, k)) return f;
    i = (i + 1) & mask;
  }
}

static void grow(table *t);

static flow *insert(table *t, const flow_key *k) {
  if ((t->used + t->tombs + 1) * 4 > t->cap * 3) grow(t);
  uint32_t mask = t->cap - 1, i = hash_key(k) & mask;
  flow *first_tomb = NULL;
  for (;;) {
    flow *f = &t->slots[i];
    t->probes++;
    if (f->slot_state == EMPTY) {
      if (first_tomb) { f = first_tomb; t->tombs--; }
      f->key = *k;
      f->slot_state = USED;
      f->tcp_flags = 0;
      f->packets = 0;
      f->bytes = 0;
      t->used++;
      return f;
    }
    if (f->slot_state == TOMB) { if (!first_tomb) first_tomb = f; }
    else if (key_eq(&f->key, k)) return f;
    i = (i + 1) & mask;
  }
}

static void erase(table *t, flow *f) {
  f->slot_state = TOMB;
  t->used--;
  t->tombs++;
}

static void grow(table *t) {
  flow *old = t->slots;
  uint32_t oldcap = t->cap;
  /* only double when really full; otherwise just clean out tombstones */
  uint32_t ncap = (t->used + 1) * 2 > oldcap ? oldcap * 2 : oldcap;
  table_init(t, ncap);
  for (uint32_t i = 0; i < oldcap; i++)
    if (old[i].slot_state == USED) {
      flow *f = insert(t, &old[i].key);
      *f = old[i];
    }
  t->grows++;
  free(old);
}

static uint32_t rng = 0xdecafbadu;
static uint32_t next_rand(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

#define PACKETS 320000
#define NLONG 300

int main(void) {
  table t = {0};
  table_init(&t, 256);
  static flow_key longf[NLONG];
  for (int i = 0; i < NLONG; i++) {
    longf[i].saddr = 0x0a000000u | (next_rand() & 0xffffu);
    longf[i].daddr = 0xc0a80000u | (next_rand() & 0xffu);
    longf[i].sport = (uint16_t)(1024u + next_rand() % 60000u);
    longf[i].dport = (uint16_t)((i & 3) == 0 ? 443 : (i & 3) == 1 ? 80 : 53);
    longf[i].proto = (uint8_t)(longf[i].dport == 53 ? 17 : 6);
  }
  unsigned long created = 0, closed = 0, expired = 0, misses = 0;
  for (uint32_t now = 1; now <= PACKETS; now++) {
    uint32_t r = next_rand();
    flow_key k;
    int fin = 0;
    if ((r & 7u) < 5) {
      k = longf[(r >> 3) % NLONG];          /* a long-lived flow */
    } else {
      uint32_t idx = (r >> 3) & 0x3ffu;    /* short flows: a rotating population */
      idx += (now >> 14) * 0x100u;
      k.saddr = 0x0a010000u | (idx & 0xffffu);
      k.daddr = 0xc0a80100u | ((idx * 7u) & 0x3fu);
      k.sport = (uint16_t)((idx * 2654435761u) >> 16);
      k.dport = (uint16_t)((idx & 1u) ? 22 : 8080);
      k.proto = 6;
      fin = ((r >> 24) & 15u) == 0;
    }
    uint32_t len = 40u + (r >> 20) % 1400u;
    flow *f = find(&t, &k);
    if (!f) {
      misses++;
      if (fin) continue;                    /* FIN for an unknown flow */
      f = insert(&t, &k);
      created++;
    }
    f->packets++;
    f->bytes += len;
    f->last_seen = now;
    f->tcp_flags |= (uint8_t)(1u << ((r >> 26) & 3u));
    if (fin && k.proto == 6) { erase(&t, f); closed++; }
    if (now % 4096 == 0) {                  /* idle sweep */
      for (uint32_t i = 0; i < t.cap; i++) {
        flow *g = &t.slots[i];
        if (g->slot_state == USED && now - g->last_seen > 3000u) { erase(&t, g); expired++; }
      }
    }
  }
  uint64_t pk = 0, by = 0;
  uint32_t h = 0;
  for (uint32_t i = 0; i < t.cap; i++) {
    const flow *f = &t.slots[i];
    if (f->slot_state != USED) continue;
    pk += f->packets;
    by += f->bytes;
    h += hash_key(&f->key) ^ (f->packets * 2654435761u) ^ f->tcp_flags;
  }
  printf("flowtab cap %u live %u tombs %u grows %lu\n", t.cap, t.used, t.tombs, t.grows);
  printf("created %lu closed %lu expired %lu misses %lu\n", created, closed, expired, misses);
  printf("lookups %lu probes %lu live-packets %llu live-bytes %llu hash %08x\n", t.lookups, t.probes,
         (unsigned long long)pk, (unsigned long long)by, h);
  free(t.slots);
  return 0;
}
