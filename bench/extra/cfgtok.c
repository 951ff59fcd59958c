/* Tokenizer and parser for a small INI-like configuration format.  Random
   configuration text (sections, key = value lines, comments, decimal / hex /
   negative integers, quoted strings with escapes, comma lists and some junk
   characters) is generated into a buffer; a lexer driven by a character-class
   table and a switch turns it into tokens and a line parser validates the
   statements.  Prints section/key/error counts and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define BUFSZ 32768
#define ROUNDS 30
#define VALCAP 1000000000000LL
enum { C_OTHER, C_SPACE, C_NL, C_ALPHA, C_DIGIT, C_MINUS, C_QUOTE, C_HASH, C_LBR, C_RBR, C_EQ, C_COMMA };
enum { T_EOF, T_NL, T_IDENT, T_INT, T_STR, T_LBR, T_RBR, T_EQ, T_COMMA, T_ERR };
typedef struct { int kind; int len; int64_t ival; uint32_t hash; } token;
typedef struct { const char *p, *end; int line; } lexer;
typedef struct { long sections, keys, ints, strs, lists, errors, lines, strbytes; int64_t isum; uint32_t h; } result;

static unsigned char cls[256];
static char buf[BUFSZ + 1024];
static uint32_t rng = 777u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 9;
}

static void init_classes(void) {
    memset(cls, C_OTHER, sizeof cls);
    for (int c = 'a'; c <= 'z'; c++) { cls[c] = C_ALPHA; cls[c - 32] = C_ALPHA; }
    for (int c = '0'; c <= '9'; c++) cls[c] = C_DIGIT;
    cls['_'] = C_ALPHA; cls['.'] = C_ALPHA;
    cls[' '] = C_SPACE; cls['\t'] = C_SPACE; cls['\r'] = C_SPACE;
    cls['\n'] = C_NL; cls['-'] = C_MINUS; cls['"'] = C_QUOTE; cls['#'] = C_HASH; cls[';'] = C_HASH;
    cls['['] = C_LBR; cls[']'] = C_RBR; cls['='] = C_EQ; cls[','] = C_COMMA;
}

static int hexval(int c) {
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

static void lex_number(lexer *lx, token *t) {
    int neg = 0, base = 10, digits = 0, d;
    if (*lx->p == '-') { neg = 1; lx->p++; }
    if (lx->p + 1 < lx->end && lx->p[0] == '0' && (lx->p[1] == 'x' || lx->p[1] == 'X')) { base = 16; lx->p += 2; }
    int64_t v = 0;
    while (lx->p < lx->end && (d = hexval((unsigned char)*lx->p)) >= 0 && d < base) {
        v = v * base + d;
        if (v > VALCAP) v = VALCAP;
        lx->p++; digits++;
    }
    if (digits == 0 || (lx->p < lx->end && cls[(unsigned char)*lx->p] == C_ALPHA)) { t->kind = T_ERR; return; }
    t->kind = T_INT; t->ival = neg ? -v : v;
}

static void lex_string(lexer *lx, token *t) {
    uint32_t h = 5381u;
    int n = 0;
    for (lx->p++; lx->p < lx->end && *lx->p != '\n'; n++) {
        unsigned char c = (unsigned char)*lx->p++;
        if (c == '"') { t->kind = T_STR; t->len = n; t->hash = h; return; }
        if (c == '\\' && lx->p < lx->end) {
            switch (*lx->p++) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case '\\': case '"': c = (unsigned char)lx->p[-1]; break;
            default: t->kind = T_ERR; return;
            }
        }
        h = h * 33u + c;
    }
    t->kind = T_ERR;
}

static void next_tok(lexer *lx, token *t) {
    for (;;) {
        if (lx->p >= lx->end) { t->kind = T_EOF; return; }
        unsigned char c = (unsigned char)*lx->p;
        switch (cls[c]) {
        case C_SPACE: lx->p++; continue;
        case C_HASH: while (lx->p < lx->end && *lx->p != '\n') lx->p++; continue;
        case C_NL: lx->p++; lx->line++; t->kind = T_NL; return;
        case C_ALPHA: {
            const char *s = lx->p;
            uint32_t h = 2166136261u;
            for (; lx->p < lx->end && (cls[(unsigned char)*lx->p] == C_ALPHA || cls[(unsigned char)*lx->p] == C_DIGIT); lx->p++)
                h = (h ^ (unsigned char)*lx->p) * 16777619u;
            t->kind = T_IDENT; t->len = (int)(lx->p - s); t->hash = h; return;
        }
        case C_MINUS: case C_DIGIT: lex_number(lx, t); return;
        case C_QUOTE: lex_string(lx, t); return;
        case C_LBR: case C_RBR: case C_EQ: case C_COMMA: lx->p++; t->kind = T_LBR + (cls[c] - C_LBR); return;
        default: lx->p++; t->kind = T_ERR; return;
        }
    }
}

static int is_value(const token *t) { return t->kind == T_INT || t->kind == T_STR || t->kind == T_IDENT; }

static void parse(const char *text, int len, result *r) {
    lexer lx = { text, text + len, 1 };
    token t;
    next_tok(&lx, &t);
    while (t.kind != T_EOF) {
        int ok = 0;
        if (t.kind == T_NL) { next_tok(&lx, &t); continue; }
        r->lines++;
        if (t.kind == T_LBR) {
            uint32_t sh = 0;
            next_tok(&lx, &t);
            if (t.kind == T_IDENT) { sh = t.hash; next_tok(&lx, &t); ok = t.kind == T_RBR; }
            if (ok) { next_tok(&lx, &t); ok = t.kind == T_NL || t.kind == T_EOF; }
            if (ok) { r->sections++; r->h = (r->h ^ sh) * 16777619u; }
        } else if (t.kind == T_IDENT) {
            uint32_t kh = t.hash;
            int nvals = 0;
            next_tok(&lx, &t);
            if (t.kind == T_EQ) {
                for (next_tok(&lx, &t); is_value(&t);) {
                    nvals++;
                    if (t.kind == T_INT) { r->ints++; r->isum += t.ival; kh = kh * 31u + (uint32_t)t.ival; }
                    else if (t.kind == T_STR) { r->strs++; r->strbytes += t.len; kh = kh * 31u + t.hash; }
                    else kh = kh * 37u + t.hash;
                    next_tok(&lx, &t);
                    if (t.kind != T_COMMA) break;
                    next_tok(&lx, &t);
                    if (!is_value(&t)) { nvals = 0; break; }
                }
                ok = nvals > 0 && (t.kind == T_NL || t.kind == T_EOF);
                if (ok) { r->keys++; r->lists += nvals > 1; r->h = (r->h + kh) * 2654435761u; }
            }
        }
        if (!ok) {
            r->errors++; r->h = r->h * 3u + (uint32_t)lx.line;
            while (t.kind != T_NL && t.kind != T_EOF) next_tok(&lx, &t);
        }
    }
}

static const char *syl[] = { "net", "port", "max", "user", "log", "buf", "size", "time", "out", "dir", "path", "level", "mode", "cache", "id" };

static int put_ident(char *p) {
    int n = 0, k = 1 + (int)(next_rand() % 3);
    for (int i = 0; i < k; i++) {
        n += sprintf(p + n, "%s", syl[next_rand() % 15]);
        if (i + 1 < k && (next_rand() & 3) == 0) p[n++] = '_';
    }
    if ((next_rand() & 7) == 0) p[n++] = (char)('0' + next_rand() % 10);
    return n;
}

static int put_value(char *p) {
    uint32_t r = next_rand() % 10;
    if (r < 4) return sprintf(p, "%s%u", (next_rand() & 3) == 0 ? "-" : "", next_rand() % 100000u);
    if (r < 5) return sprintf(p, "0x%X", next_rand());
    if (r < 8) {
        int n = 0, k = (int)(next_rand() % 24);
        p[n++] = '"';
        for (int i = 0; i < k; i++) {
            uint32_t q = next_rand() % 40;
            if (q < 3) { p[n++] = '\\'; p[n++] = "n\"t"[q]; }
            else p[n++] = q == 3 ? ' ' : (char)('a' + q % 26);
        }
        if ((next_rand() % 50) != 0) p[n++] = '"';
        return n;
    }
    return put_ident(p);
}

static int generate(char *b) {
    int n = 0;
    for (uint32_t r; n < BUFSZ; b[n++] = '\n') {
        r = next_rand() % 20;
        if (r == 0) { b[n++] = '['; n += put_ident(b + n); b[n++] = ']'; }
        else if (r == 1) n += sprintf(b + n, "# comment %u", next_rand() % 1000);
        else if (r != 2) {
            if (next_rand() % 4 == 0) b[n++] = ' ';
            n += put_ident(b + n);
            b[n++] = ' '; b[n++] = '='; b[n++] = ' ';
            int k = next_rand() % 5 == 0 ? 2 + (int)(next_rand() % 4) : 1;
            for (int i = 0; i < k; i++) {
                if (i) { b[n++] = ','; b[n++] = ' '; }
                n += put_value(b + n);
            }
            if (next_rand() % 60 == 0) b[n++] = '@';
            if (next_rand() % 8 == 0) n += sprintf(b + n, " ; note");
        }
    }
    return n;
}

int main(void) {
    init_classes();
    result r = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 2166136261u };
    long bytes = 0;
    for (int round = 0; round < ROUNDS; round++) {
        int n = generate(buf);
        bytes += n;
        for (int rep = 0; rep < 3; rep++) parse(buf, n - rep * 17, &r);
    }
    printf("bytes=%ld lines=%ld sections=%ld keys=%ld lists=%ld errors=%ld\n", bytes, r.lines, r.sections, r.keys, r.lists, r.errors);
    printf("ints=%ld strs=%ld strbytes=%ld isum=%lld hash=%08x\n", r.ints, r.strs, r.strbytes, (long long)r.isum, r.h);
    return 0;
}
