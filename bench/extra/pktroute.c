/* Packet router simulation.  Raw IPv4-like headers are generated into a byte
   buffer, parsed and validated (version, length, header checksum), routed by
   longest-prefix match over a routing table, TTL-decremented with checksum
   fix-up, policed by per-port token buckets from a config struct, and queued
   by value into per-port ring buffers that are drained each tick.  Prints
   per-port statistics and checksums. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NPORTS 6
#define NROUTES 48
#define QLEN 64
#define TICKS 1500
#define PER_TICK 24
#define HDR 20

typedef struct { uint32_t prefix; uint8_t len; uint8_t port; uint16_t metric; } route;
typedef struct { uint32_t src, dst; uint16_t size; uint8_t ttl, proto; } pkt;
typedef struct { int rate; int burst; int drain; int min_ttl; } config;
typedef struct { pkt q[QLEN]; int head, count; int tokens; } port;
typedef struct { long fwd, drop_q, drop_pol, drop_ttl, drop_bad, noroute, bytes, recheck; } stats;

static route table[NROUTES];
static int nroutes;
static port ports[NPORTS];
static stats pst[NPORTS];
static stats glob;
static uint8_t wire[HDR * PER_TICK];

static uint32_t rng = 20240601u;
static uint32_t next_rand(void) {
    rng = rng * 1103515245u + 12345u;
    return (rng >> 1) ^ (rng >> 17);
}

static uint16_t ip_csum(const uint8_t *h, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i += 2) s += (uint32_t)(h[i] << 8 | h[i + 1]);
    while (s >> 16) s = (s & 0xffff) + (s >> 16);
    return (uint16_t)~s;
}

static void put32(uint8_t *p, uint32_t v) { p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v; }
static uint32_t get32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

static void gen_header(uint8_t *h) {
    uint32_t r = next_rand();
    memset(h, 0, HDR);
    h[0] = (r % 53 == 0) ? 0x65 : 0x45;                 /* version 4, ihl 5; sometimes bad */
    uint16_t size = (uint16_t)(40 + next_rand() % 1460);
    h[2] = (uint8_t)(size >> 8); h[3] = (uint8_t)size;
    h[8] = (uint8_t)(1 + next_rand() % 64);             /* ttl */
    h[9] = (uint8_t)((r >> 8) % 3 == 0 ? 17 : 6);
    put32(h + 12, next_rand());
    uint32_t dst = table[next_rand() % (uint32_t)nroutes].prefix | (next_rand() & 0xffff);
    if (r % 11 == 0) dst = next_rand();
    put32(h + 16, dst);
    uint16_t c = ip_csum(h, HDR);
    h[10] = (uint8_t)(c >> 8); h[11] = (uint8_t)c;
    if (r % 97 == 0) h[15] ^= 0x40;                     /* corrupted in flight */
}

static int parse(const uint8_t *h, pkt *out) {
    if ((h[0] >> 4) != 4) return 0;
    if ((h[0] & 15) != 5) return 0;
    if (ip_csum(h, HDR) != 0) return 0;
    out->size = (uint16_t)(h[2] << 8 | h[3]);
    if (out->size < HDR) return 0;
    out->ttl = h[8];
    out->proto = h[9];
    out->src = get32(h + 12);
    out->dst = get32(h + 16);
    return 1;
}

static const route *lookup(uint32_t dst) {
    const route *best = NULL;
    for (int i = 0; i < nroutes; i++) {
        const route *r = &table[i];
        uint32_t mask = r->len == 0 ? 0 : 0xffffffffu << (32 - r->len);
        if ((dst & mask) == r->prefix) {
            if (!best || r->len > best->len || (r->len == best->len && r->metric < best->metric))
                best = r;
        }
    }
    return best;
}

static void refill(const config *cfg) {
    for (int p = 0; p < NPORTS; p++) {
        int t = ports[p].tokens + cfg->rate;
        ports[p].tokens = t > cfg->burst ? cfg->burst : t;
    }
}

static int enqueue(port *pt, pkt p) {
    if (pt->count == QLEN) return 0;
    pt->q[(pt->head + pt->count) % QLEN] = p;
    pt->count++;
    return 1;
}

static uint32_t drain(const config *cfg, int pi, uint32_t h) {
    port *pt = &ports[pi];
    for (int k = 0; k < cfg->drain && pt->count > 0; k++) {
        pkt p = pt->q[pt->head];
        pt->head = (pt->head + 1) % QLEN;
        pt->count--;
        h = (h ^ p.dst ^ ((uint32_t)p.ttl << 24)) * 16777619u;
        h = (h ^ p.size) * 16777619u;
    }
    return h;
}

int main(void) {
    config cfg = {2600, 12000, 4, 2};
    nroutes = 0;
    table[nroutes++] = (route){0, 0, 0, 100};                  /* default route */
    for (int i = 1; i < NROUTES; i++) {
        uint8_t len = (uint8_t)(8 + next_rand() % 17);
        uint32_t pre = next_rand() & (0xffffffffu << (32 - len));
        table[nroutes++] = (route){pre, len, (uint8_t)(next_rand() % NPORTS), (uint16_t)(next_rand() % 50)};
    }
    for (int p = 0; p < NPORTS; p++) { ports[p].head = 0; ports[p].count = 0; ports[p].tokens = cfg.burst; }
    memset(pst, 0, sizeof pst);
    memset(&glob, 0, sizeof glob);
    uint32_t h = 2166136261u;

    for (int t = 0; t < TICKS; t++) {
        for (int i = 0; i < PER_TICK; i++) gen_header(wire + i * HDR);
        refill(&cfg);
        for (int i = 0; i < PER_TICK; i++) {
            uint8_t *hd = wire + i * HDR;
            pkt p;
            if (!parse(hd, &p)) { glob.drop_bad++; continue; }
            const route *r = lookup(p.dst);
            if (!r) { glob.noroute++; continue; }
            stats *s = &pst[r->port];
            if (p.ttl <= cfg.min_ttl) { s->drop_ttl++; continue; }
            p.ttl--;
            /* incremental checksum update for the TTL change (RFC 1624 style) */
            uint32_t c = (uint32_t)(hd[10] << 8 | hd[11]) + 0x100u;
            c = (c & 0xffff) + (c >> 16);
            hd[8] = p.ttl; hd[10] = (uint8_t)(c >> 8); hd[11] = (uint8_t)c;
            if (ip_csum(hd, HDR) != 0) glob.recheck++;
            port *pt = &ports[r->port];
            if (pt->tokens < p.size) { s->drop_pol++; continue; }
            if (!enqueue(pt, p)) { s->drop_q++; continue; }
            pt->tokens -= p.size;
            s->fwd++;
            s->bytes += p.size;
            h = (h ^ (uint32_t)(hd[10] << 8 | hd[11])) * 16777619u;
        }
        for (int pi = 0; pi < NPORTS; pi++) h = drain(&cfg, pi, h);
    }
    long fwd = 0, bytes = 0, maxq = 0;
    for (int p = 0; p < NPORTS; p++) {
        printf("port %d: fwd=%ld bytes=%ld pol=%ld q=%ld ttl=%ld\n", p, pst[p].fwd, pst[p].bytes,
               pst[p].drop_pol, pst[p].drop_q, pst[p].drop_ttl);
        fwd += pst[p].fwd;
        bytes += pst[p].bytes;
        if (ports[p].count > maxq) maxq = ports[p].count;
    }
    printf("fwd=%ld bytes=%ld bad=%ld noroute=%ld recheck=%ld maxq=%ld hash=%08x\n", fwd, bytes,
           glob.drop_bad, glob.noroute, glob.recheck, maxq, h);
    return 0;
}
