/* A JSON-like parser: a generated document of objects, arrays, strings,
   numbers and keywords is tokenized with character classification and a
   switch on the current character, parsed recursively, and summarized. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define BUF_SIZE 200000

static char doc[BUF_SIZE];
static int dlen;

typedef struct { const char *p; const char *end; int depth, maxdepth;
                 long nums, strs, keys, trues, falses, nulls; uint32_t hash; } Parser;

static uint32_t seed = 99u;
static uint32_t lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 10; }

static void put(const char *s) { while (*s && dlen < BUF_SIZE - 1) doc[dlen++] = *s++; }

static const char *names[] = { "id", "name", "value", "tags", "active", "x", "y", "children" };

static void gen(int depth) {
    char tmp[32];
    uint32_t r = lcg() % (depth > 4 ? 5 : 7);
    switch (r) {
    case 0: snprintf(tmp, sizeof tmp, "%d", (int)(lcg() % 200000) - 100000); put(tmp); break;
    case 1: snprintf(tmp, sizeof tmp, "\"s%u\\n\"", lcg() % 1000); put(tmp); break;
    case 2: put("true"); break;
    case 3: put(lcg() & 1 ? "false" : "null"); break;
    case 4: { uint32_t ip = lcg() % 100, fp = lcg() % 1000;
        snprintf(tmp, sizeof tmp, "%u.%u", ip, fp); put(tmp); break; }
    case 5: {
        int n = (int)(lcg() % 5);
        put("[ ");
        for (int i = 0; i < n; i++) { if (i) put(", "); gen(depth + 1); }
        put(" ]");
        break; }
    default: {
        int n = (int)(lcg() % 5);
        put("{\n");
        for (int i = 0; i < n; i++) {
            if (i) put(",\n");
            put("  \""); put(names[lcg() % 8]); put("\": ");
            gen(depth + 1);
        }
        put("\n}");
        break; }
    }
}

static void skip_ws(Parser *ps) {
    while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\n' || *ps->p == '\t' || *ps->p == '\r'))
        ps->p++;
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static int parse_value(Parser *ps);

static int parse_string(Parser *ps, uint32_t *h) {
    ps->p++;                                  /* opening quote */
    uint32_t x = 2166136261u;
    while (ps->p < ps->end && *ps->p != '"') {
        char c = *ps->p++;
        if (c == '\\' && ps->p < ps->end) {
            switch (*ps->p++) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            default: c = ps->p[-1]; break;
            }
        }
        x = (x ^ (unsigned char)c) * 16777619u;
    }
    if (ps->p >= ps->end) return -1;
    ps->p++;
    *h = x;
    return 0;
}

static int parse_number(Parser *ps) {
    int neg = 0; long ip = 0, fp = 0;
    if (*ps->p == '-') { neg = 1; ps->p++; }
    while (ps->p < ps->end && is_digit(*ps->p)) ip = ip * 10 + (*ps->p++ - '0');
    if (ps->p < ps->end && *ps->p == '.') {
        ps->p++;
        while (ps->p < ps->end && is_digit(*ps->p)) fp = fp * 10 + (*ps->p++ - '0');
    }
    ps->nums++;
    ps->hash = ps->hash * 31u + (uint32_t)(neg ? -ip : ip) + (uint32_t)fp;
    return 0;
}

static int match_kw(Parser *ps, const char *kw) {
    size_t n = strlen(kw);
    if ((size_t)(ps->end - ps->p) < n || strncmp(ps->p, kw, n) != 0) return -1;
    ps->p += n;
    return 0;
}

static int parse_value(Parser *ps) {
    uint32_t h;
    skip_ws(ps);
    if (ps->p >= ps->end) return -1;
    switch (*ps->p) {
    case '{':
        if (++ps->depth > ps->maxdepth) ps->maxdepth = ps->depth;
        ps->p++; skip_ws(ps);
        if (*ps->p == '}') { ps->p++; ps->depth--; return 0; }
        for (;;) {
            skip_ws(ps);
            if (*ps->p != '"' || parse_string(ps, &h)) return -1;
            ps->keys++; ps->hash ^= h;
            skip_ws(ps);
            if (*ps->p++ != ':') return -1;
            if (parse_value(ps)) return -1;
            skip_ws(ps);
            if (*ps->p == ',') { ps->p++; continue; }
            if (*ps->p == '}') { ps->p++; ps->depth--; return 0; }
            return -1;
        }
    case '[':
        if (++ps->depth > ps->maxdepth) ps->maxdepth = ps->depth;
        ps->p++; skip_ws(ps);
        if (*ps->p == ']') { ps->p++; ps->depth--; return 0; }
        for (;;) {
            if (parse_value(ps)) return -1;
            skip_ws(ps);
            if (*ps->p == ',') { ps->p++; continue; }
            if (*ps->p == ']') { ps->p++; ps->depth--; return 0; }
            return -1;
        }
    case '"':
        if (parse_string(ps, &h)) return -1;
        ps->strs++; ps->hash += h;
        return 0;
    case 't': ps->trues++; return match_kw(ps, "true");
    case 'f': ps->falses++; return match_kw(ps, "false");
    case 'n': ps->nulls++; return match_kw(ps, "null");
    default:
        if (*ps->p == '-' || is_digit(*ps->p)) return parse_number(ps);
        return -1;
    }
}

int main(void) {
    put("[\n");
    for (int i = 0; dlen < BUF_SIZE - 2000; i++) { if (i) put(",\n"); gen(0); }
    put("\n]");
    uint32_t check = 0;
    for (int round = 0; round < 10; round++) {
        Parser ps = { doc, doc + dlen, 0, 0, 0, 0, 0, 0, 0, 0, (uint32_t)round };
        int err = parse_value(&ps);
        check = check * 1000003u + ps.hash + (uint32_t)(ps.nums + 3 * ps.strs + 5 * ps.keys)
              + (uint32_t)(7 * ps.trues + 11 * ps.falses + 13 * ps.nulls + 17 * ps.maxdepth) + (uint32_t)err;
    }
    printf("json checksum %u (len %d)\n", check, dlen);
    return 0;
}
