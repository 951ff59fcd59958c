/* String-to-integer parsing with overflow detection.  Generates numeric
   strings with optional leading blanks, sign, base prefixes (0x, 0o, 0b),
   digit-group underscores, overlong digit runs and trailing junk; parses them
   to int64 with __builtin_mul_overflow / __builtin_add_overflow, narrows to
   int32 with range checks, and formats accepted values back to decimal to
   verify the round trip.  Prints per-status counts and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NSTR 70000

enum { P_OK, P_EMPTY, P_JUNK, P_OVERFLOW, P_BADSEP, P_NSTAT };
static const char *status_name[P_NSTAT] = { "ok", "empty", "junk", "overflow", "badsep" };

static uint32_t rng = 1234567u;
static uint32_t next_rand(void) {
    rng = rng * 22695477u + 1u;
    return rng >> 9;
}

static int digit_value(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    c |= 0x20;
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    return 99;
}

static int parse_i64(const char *s, int64_t *out, int *consumed) {
    const char *p = s;
    while (*p == ' ' || *p == '\t') p++;
    int neg = 0;
    if (*p == '+' || *p == '-') { neg = *p == '-'; p++; }
    int base = 10;
    if (p[0] == '0' && (p[1] | 0x20) == 'x') { base = 16; p += 2; }
    else if (p[0] == '0' && (p[1] | 0x20) == 'o') { base = 8; p += 2; }
    else if (p[0] == '0' && (p[1] | 0x20) == 'b') { base = 2; p += 2; }
    int64_t v = 0;
    int nd = 0, last_sep = 0, st = P_OK;
    for (;; p++) {
        int c = (unsigned char)*p;
        if (c == '_') {
            if (nd == 0 || last_sep) { st = P_BADSEP; break; }
            last_sep = 1;
            continue;
        }
        int d = digit_value(c);
        if (d >= base) break;
        last_sep = 0;
        nd++;
        /* accumulate negatively so INT64_MIN is representable */
        if (st == P_OK && (__builtin_mul_overflow(v, base, &v) || __builtin_sub_overflow(v, d, &v)))
            st = P_OVERFLOW;
    }
    *consumed = (int)(p - s);
    if (st != P_OK) return st;
    if (nd == 0) return P_EMPTY;
    if (last_sep) return P_BADSEP;
    if (*p != '\0' && *p != ' ') return P_JUNK;
    if (!neg) {
        if (v == INT64_MIN) return P_OVERFLOW;
        v = -v;
    }
    *out = v;
    return P_OK;
}

static int narrow_i32(int64_t v, int32_t *out) {
    if (v < INT32_MIN || v > INT32_MAX) return 0;
    *out = (int32_t)v;
    return 1;
}

static int format_i64(int64_t v, char *buf) {
    char tmp[24];
    int n = 0;
    uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    do { tmp[n++] = (char)('0' + u % 10); u /= 10; } while (u);
    int k = 0;
    if (v < 0) buf[k++] = '-';
    while (n) buf[k++] = tmp[--n];
    buf[k] = '\0';
    return k;
}

static const char digs[] = "0123456789abcdefABCDEF";

static int gen(char *s) {
    int n = 0;
    uint32_t r = next_rand();
    int blanks = (int)(r & 3);
    for (int i = 0; i < blanks; i++) s[n++] = ' ';
    r >>= 2;
    if ((r & 3) == 1) s[n++] = '-';
    else if ((r & 3) == 2) s[n++] = '+';
    r >>= 2;
    int base = 10, nd;
    switch (r & 7) {
    case 0: s[n++] = '0'; s[n++] = 'x'; base = 16; break;
    case 1: s[n++] = '0'; s[n++] = 'b'; base = 2; break;
    case 2: s[n++] = '0'; s[n++] = 'o'; base = 8; break;
    default: break;
    }
    r >>= 3;
    uint32_t len_sel = next_rand() % 100;
    if (len_sel < 2) nd = 0;
    else if (len_sel < 70) nd = 1 + (int)(next_rand() % 10);
    else if (len_sel < 95) nd = 11 + (int)(next_rand() % 9);
    else nd = 20 + (int)(next_rand() % 50);
    if (base == 2) nd *= 3;
    if (nd > 80) nd = 80;
    for (int i = 0; i < nd; i++) {
        uint32_t q = next_rand();
        int d = (int)(q % (uint32_t)base);
        s[n++] = base == 16 && d >= 10 && (q & 0x100) ? digs[d + 6] : digs[d];
        if ((q & 0x3f000) == 0 && i + 1 < nd) s[n++] = '_';
        if ((q & 0xffc00) == 0x400) s[n++] = '_';
    }
    uint32_t tail = next_rand() % 40;
    if (tail == 0) s[n++] = 'z';
    else if (tail == 1) s[n++] = '.';
    else if (tail < 4) { s[n++] = ' '; s[n++] = '#'; }
    s[n] = '\0';
    return n;
}

int main(void) {
    static char s[512];
    static char back[32];
    long count[P_NSTAT] = { 0 };
    long fits32 = 0, roundtrip_bad = 0, chars = 0, consumed_total = 0;
    int64_t maxv = INT64_MIN, minv = INT64_MAX;
    uint32_t h = 2166136261u;
    int64_t sum32 = 0;
    for (int i = 0; i < NSTR; i++) {
        chars += gen(s);
        int64_t v = 0;
        int used = 0;
        int st = parse_i64(s, &v, &used);
        count[st]++;
        consumed_total += used;
        h = (h ^ (uint32_t)st ^ ((uint32_t)used << 4)) * 16777619u;
        if (st != P_OK) continue;
        if (v > maxv) maxv = v;
        if (v < minv) minv = v;
        int32_t v32;
        if (narrow_i32(v, &v32)) { fits32++; sum32 += v32; }
        int len = format_i64(v, back);
        int64_t w = 0;
        int u2 = 0;
        if (parse_i64(back, &w, &u2) != P_OK || w != v || u2 != len) roundtrip_bad++;
        h = (h ^ (uint32_t)v) * 16777619u;
        h = (h ^ (uint32_t)((uint64_t)v >> 32)) * 16777619u;
    }
    for (int k = 0; k < P_NSTAT; k++) printf("%s=%ld ", status_name[k], count[k]);
    printf("\nfits32=%ld sum32=%lld roundtrip_bad=%ld chars=%ld consumed=%ld\n", fits32, (long long)sum32,
           roundtrip_bad, chars, consumed_total);
    printf("min=%lld max=%lld hash=%08x\n", (long long)minv, (long long)maxv, h);
    return 0;
}
