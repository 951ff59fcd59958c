/* Hand-written integer formatting into char buffers, the kind found in
   loggers and serializers: unsigned/signed decimal (digit-pair table and
   plain divide-by-10 variants), fixed-width zero-padded hex, octal, binary
   with digit grouping, thousands separators, and a tiny printf-like
   formatter with a switch over conversion characters (%d %u %x %X %o %b %s
   %c %%, width and '0'/'-' flags).  Output is verified by parsing it back
   and (for a sample) by comparing with snprintf.  Exercises division and
   modulo by constants, char arithmetic, reversing buffers via pointer
   walking, switch statements, unsigned 64-bit values and signed edge cases
   (INT64_MIN).  Prints sample strings and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define N 40000

static const char pairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

static uint64_t rs = 0x123456789abcdefull;
static uint64_t rnd(void) {
    rs ^= rs >> 12;
    rs ^= rs << 25;
    rs ^= rs >> 27;
    return rs * 2685821657736338717ull;
}

static int fmt_u64_slow(char *out, uint64_t v) {
    char tmp[24];
    int n = 0;
    do { tmp[n++] = (char)('0' + (int)(v % 10u)); v /= 10u; } while (v);
    for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = 0;
    return n;
}

static int fmt_u64_fast(char *out, uint64_t v) {
    char tmp[24];
    char *p = tmp + sizeof tmp;
    while (v >= 100) {
        unsigned d = (unsigned)(v % 100u);
        v /= 100u;
        p -= 2;
        p[0] = pairs[2 * d];
        p[1] = pairs[2 * d + 1];
    }
    if (v >= 10) {
        p -= 2;
        p[0] = pairs[2 * v];
        p[1] = pairs[2 * v + 1];
    } else {
        *--p = (char)('0' + (int)v);
    }
    int n = (int)(tmp + sizeof tmp - p);
    memcpy(out, p, (size_t)n);
    out[n] = 0;
    return n;
}

static int fmt_i64(char *out, int64_t v) {
    if (v < 0) {
        out[0] = '-';
        /* negate in unsigned arithmetic: well defined for INT64_MIN */
        return 1 + fmt_u64_fast(out + 1, 0u - (uint64_t)v);
    }
    return fmt_u64_fast(out, (uint64_t)v);
}

static int fmt_radix(char *out, uint64_t v, unsigned shift, int width, int upper) {
    const char *digs = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    unsigned mask = (1u << shift) - 1u;
    char tmp[70];
    int n = 0;
    do { tmp[n++] = digs[v & mask]; v >>= shift; } while (v);
    while (n < width) tmp[n++] = '0';
    for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = 0;
    return n;
}

static int fmt_grouped(char *out, uint64_t v, char sep) {
    char digits[24];
    int n = fmt_u64_fast(digits, v);
    int o = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0 && (n - i) % 3 == 0) out[o++] = sep;
        out[o++] = digits[i];
    }
    out[o] = 0;
    return o;
}

static uint64_t parse_u64(const char *s, unsigned base) {
    uint64_t v = 0;
    for (; *s; s++) {
        int c = (unsigned char)*s, d;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
        else continue; /* skip separators */
        v = v * base + (unsigned)d;
    }
    return v;
}

typedef struct { int64_t i; uint64_t u; const char *s; char c; } argpack;

/* mini formatter: args taken in order from fixed slots per conversion kind */
static int mini_format(char *out, const char *fmt, const argpack *a) {
    char num[80];
    int o = 0;
    for (const char *f = fmt; *f; f++) {
        if (*f != '%') { out[o++] = *f; continue; }
        f++;
        int zero = 0, left = 0, width = 0;
        for (;; f++) {
            if (*f == '0') zero = 1;
            else if (*f == '-') left = 1;
            else break;
        }
        while (*f >= '0' && *f <= '9') width = width * 10 + (*f++ - '0');
        int n;
        const char *src = num;
        switch (*f) {
        case 'd': n = fmt_i64(num, a->i); break;
        case 'u': n = fmt_u64_fast(num, a->u); break;
        case 'x': n = fmt_radix(num, a->u, 4, 0, 0); break;
        case 'X': n = fmt_radix(num, a->u, 4, 0, 1); break;
        case 'o': n = fmt_radix(num, a->u, 3, 0, 0); break;
        case 'b': n = fmt_radix(num, a->u & 0xffffu, 1, 0, 0); break;
        case 's': src = a->s; n = (int)strlen(a->s); break;
        case 'c': num[0] = a->c; num[1] = 0; n = 1; break;
        case '%': num[0] = '%'; num[1] = 0; n = 1; break;
        default: num[0] = '?'; num[1] = 0; n = 1; break;
        }
        int pad = width > n ? width - n : 0;
        if (!left) {
            char pc = zero && *f != 's' ? '0' : ' ';
            if (pc == '0' && src[0] == '-') { out[o++] = '-'; src++; n--; }
            while (pad-- > 0) out[o++] = pc;
        }
        memcpy(out + o, src, (size_t)n);
        o += n;
        if (left) while (pad-- > 0) out[o++] = ' ';
        if (*f == 0) break;
    }
    out[o] = 0;
    return o;
}

static uint32_t hash_str(uint32_t h, const char *s) {
    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

int main(void) {
    static const char *fmts[4] = {"id=%08d v=%u h=%x", "[%-12d|%12u] %X", "o=%o b=%b %c%%", "%s:%06x:%-5s|"};
    static const char *names[5] = {"alpha", "beta", "gamma", "delta", "eps"};
    char a[96], b[96], line[256];
    uint32_t h = 2166136261u;
    int bad = 0;
    for (int i = 0; i < N; i++) {
        uint64_t r = rnd();
        int sh = (int)(r & 63u);
        uint64_t u = r >> sh;
        int64_t s = (int64_t)(rnd() >> (sh & 31)) * ((i & 1) ? -1 : 1);
        if (i == 17) s = INT64_MIN;
        if (i == 18) u = UINT64_MAX;
        fmt_u64_slow(a, u);
        fmt_u64_fast(b, u);
        if (strcmp(a, b) != 0 || parse_u64(b, 10) != u) bad++;
        fmt_radix(a, u, 4, 16, 0);
        if (parse_u64(a, 16) != u) bad++;
        fmt_grouped(b, u, ',');
        if (parse_u64(b, 10) != u) bad++;
        h = hash_str(h, b);
        fmt_i64(a, s);
        h = hash_str(h, a);
        if (i % 16 == 0) {
            char ref[64];
            snprintf(ref, sizeof ref, "%lld", (long long)s);
            if (strcmp(ref, a) != 0) bad++;
        }
        argpack ap = {s % 1000000, u, names[i % 5], (char)('a' + i % 26)};
        mini_format(line, fmts[i & 3], &ap);
        h = hash_str(h, line);
        if (i < 4 || i == 17 || i == 18) printf("%s\n", line);
    }
    fmt_grouped(a, 18446744073709551615ull, '\'');
    printf("%s\n", a);
    printf("bad %d\n", bad);
    printf("itoafmt check %08x\n", h);
    return 0;
}
