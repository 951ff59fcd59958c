#include <stdio.h>
#include <string.h>

/* recursive-descent parser/evaluator for integer expressions */
typedef struct { const char *s; int pos; int err; } Parser;

static unsigned long expr(Parser *p);

static void skip_ws(Parser *p) { while (p->s[p->pos] == ' ') p->pos++; }

static unsigned long primary(Parser *p) {
    skip_ws(p);
    char c = p->s[p->pos];
    if (c == '(') {
        p->pos++;
        unsigned long v = expr(p);
        skip_ws(p);
        if (p->s[p->pos] == ')') p->pos++; else p->err = 1;
        return v;
    }
    if (c == '-') { p->pos++; return -primary(p); }
    if (c >= '0' && c <= '9') {
        unsigned long v = 0;
        while (p->s[p->pos] >= '0' && p->s[p->pos] <= '9') v = v * 10 + (p->s[p->pos++] - '0');
        return v;
    }
    p->err = 1;
    return 0;
}

static unsigned long term(Parser *p) {
    unsigned long v = primary(p);
    for (;;) {
        skip_ws(p);
        char c = p->s[p->pos];
        if (c == '*') { p->pos++; v *= primary(p); }
        else if (c == '/') { p->pos++; unsigned long d = primary(p); v = d ? v / d : 0; }
        else if (c == '%') { p->pos++; unsigned long d = primary(p); v = d ? v % d : 0; }
        else return v;
    }
}

static unsigned long expr(Parser *p) {
    unsigned long v = term(p);
    for (;;) {
        skip_ws(p);
        char c = p->s[p->pos];
        if (c == '+') { p->pos++; v += term(p); }
        else if (c == '-') { p->pos++; v -= term(p); }
        else return v;
    }
}

static unsigned seed = 2024;
static unsigned rnd(void) { seed = seed * 214013u + 2531011u; return (seed >> 16) & 0x7fff; }

static char buf[4096];
static int blen;

static void gen(int depth) {
    unsigned r = rnd();
    if (depth > 5 || r % 3 == 0) {
        blen += sprintf(buf + blen, "%u", r % 1000);
        return;
    }
    static const char ops[] = "+-*/%";
    if (r % 7 == 1) { buf[blen++] = '('; gen(depth + 1); buf[blen++] = ')'; return; }
    gen(depth + 1);
    buf[blen++] = ' ';
    buf[blen++] = ops[(r >> 3) % 5];
    buf[blen++] = ' ';
    gen(depth + 1);
}

int main(void) {
    unsigned long sum = 0; int errs = 0;
    char exprs[64][4096];
    for (int i = 0; i < 64; i++) {
        blen = 0; gen(0); buf[blen] = 0;
        memcpy(exprs[i], buf, blen + 1);
    }
    for (int rep = 0; rep < 300; rep++) {
        for (int i = 0; i < 64; i++) {
            Parser p = { exprs[i], 0, 0 };
            unsigned long v = expr(&p);
            if (p.err) errs++;
            sum = sum * 7 + v + rep;
        }
    }
    printf("sum=%lu errs=%d\n", sum, errs);
    return 0;
}
