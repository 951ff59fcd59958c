/* Sensor log scanning over an array of structs.  Each record has a
   timestamp, station id, temperature, humidity, pressure and status flags.
   Windows of records are scanned for min/max/argmin/argmax, clamped sums and
   threshold counts, reading the limits from a configuration struct through a
   pointer inside the loops while writing per-record scores into an int array.
   A per-station table keeps the record extremes.  Prints station summaries
   and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NREC 20000
#define NSTATION 16
#define PASSES 40

typedef struct { uint32_t ts; uint16_t station; int16_t temp; uint16_t humid; uint8_t flags; uint8_t q; int32_t press; } rec;
typedef struct { int temp_lo, temp_hi, humid_max, press_ref, clamp, bad_mask, weight_t, weight_h; } config;
typedef struct { int32_t tmin, tmax; uint32_t tmin_ts, tmax_ts; int64_t psum; int n, alarms; } station;
typedef struct { int imin, imax, inrange, alarm; int32_t vmin, vmax; int64_t csum; } winres;

static uint32_t rng = 55555u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 8;
}

static winres scan_window(const rec *r, int n, const config *cfg, int *score) {
    winres w = { -1, -1, 0, 0, INT32_MAX, INT32_MIN, 0 };
    for (int i = 0; i < n; i++) {
        if (r[i].flags & cfg->bad_mask) { score[i] = 0; continue; }
        int t = r[i].temp;
        if (t < w.vmin) { w.vmin = t; w.imin = i; }
        if (t > w.vmax) { w.vmax = t; w.imax = i; }
        int inr = t >= cfg->temp_lo && t <= cfg->temp_hi;
        w.inrange += inr;
        int d = r[i].press - cfg->press_ref;
        d = d > cfg->clamp ? cfg->clamp : d < -cfg->clamp ? -cfg->clamp : d;
        w.csum += d;
        int s = t * cfg->weight_t + (int)r[i].humid * cfg->weight_h;
        if (!inr) s /= 2;
        score[i] = s;
        if (r[i].humid > cfg->humid_max) w.alarm++;
    }
    return w;
}

static int argmax_score(const int *score, int n) {
    int best = 0;
    for (int i = 1; i < n; i++)
        if (score[i] > score[best]) best = i;
    return best;
}

static void update_station(station *st, const rec *r, int n, const config *cfg) {
    for (int i = 0; i < n; i++) {
        station *s = &st[r[i].station];
        int32_t t = r[i].temp;
        s->tmin_ts = t < s->tmin ? r[i].ts : s->tmin_ts;
        s->tmin = t < s->tmin ? t : s->tmin;
        s->tmax_ts = t > s->tmax ? r[i].ts : s->tmax_ts;
        s->tmax = t > s->tmax ? t : s->tmax;
        s->psum += r[i].press;
        s->n++;
        s->alarms += r[i].humid > cfg->humid_max || t > cfg->temp_hi + 100;
    }
}

int main(void) {
    rec *log = malloc(sizeof(rec) * NREC);
    int *score = malloc(sizeof(int) * NREC);
    if (!log || !score) return 1;
    int32_t temp = 150;
    int32_t press = 101300;
    uint32_t ts = 1000000;
    for (int i = 0; i < NREC; i++) {
        uint32_t r = next_rand();
        ts += 1 + r % 60;
        temp += (int32_t)((r >> 6) % 15) - 7 - (temp - 150) / 64;
        if (temp < -400) temp = -400;
        if (temp > 500) temp = 500;
        press += (int32_t)((r >> 10) % 63) - 31;
        log[i].ts = ts;
        log[i].station = (uint16_t)(r >> 16 & (NSTATION - 1));
        log[i].temp = (int16_t)(temp + (int32_t)(next_rand() % 21) - 10);
        log[i].humid = (uint16_t)(next_rand() % 1001);
        log[i].flags = (uint8_t)((r & 0x3f) == 0 ? 1 : (r & 0x7c0) == 0 ? 4 : 0);
        log[i].q = (uint8_t)(r >> 20);
        log[i].press = press;
    }
    config cfg = { -50, 300, 900, 101300, 400, 1, 3, 1 };
    station st[NSTATION];
    for (int k = 0; k < NSTATION; k++) {
        st[k].tmin = INT32_MAX; st[k].tmax = INT32_MIN; st[k].tmin_ts = st[k].tmax_ts = 0;
        st[k].psum = 0; st[k].n = 0; st[k].alarms = 0;
    }
    uint32_t h = 2166136261u;
    long inrange = 0, alarms = 0;
    int64_t csum = 0;
    for (int pass = 0; pass < PASSES; pass++) {
        cfg.temp_lo = 80 + (pass % 5) * 20;
        cfg.temp_hi = 240 - (pass % 3) * 30;
        cfg.clamp = 200 + pass * 10;
        cfg.bad_mask = pass & 1 ? 5 : 1;
        int wsize = 64 << (pass % 4);
        for (int base = 0; base < NREC; base += wsize) {
            int n = NREC - base < wsize ? NREC - base : wsize;
            winres w = scan_window(log + base, n, &cfg, score + base);
            inrange += w.inrange;
            alarms += w.alarm;
            csum += w.csum;
            int am = argmax_score(score + base, n);
            h = (h ^ (uint32_t)(w.imin * 4099 + w.imax)) * 16777619u;
            h = (h ^ (uint32_t)w.vmin ^ ((uint32_t)w.vmax << 16)) * 16777619u;
            h = (h ^ (uint32_t)am ^ (uint32_t)score[base + am]) * 16777619u;
        }
        if (pass % 8 == 0) update_station(st, log, NREC, &cfg);
    }
    for (int k = 0; k < NSTATION; k += 3)
        printf("station %2d: n=%d tmin=%d@%u tmax=%d@%u pavg=%lld alarms=%d\n", k, st[k].n, st[k].tmin,
               st[k].tmin_ts, st[k].tmax, st[k].tmax_ts, (long long)(st[k].psum / (st[k].n ? st[k].n : 1)),
               st[k].alarms);
    printf("inrange=%ld alarms=%ld csum=%lld hash=%08x\n", inrange, alarms, (long long)csum, h);
    free(log);
    free(score);
    return 0;
}
