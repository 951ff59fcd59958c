#include <stdio.h>

/* strip C comments and count tokens, using flag variables */
static unsigned seed = 4242;
static unsigned rnd(void) { seed = seed * 1103515245u + 12345u; return (seed >> 16) & 0x7fff; }

static const char *snippets[] = {
    "int x = 10; ", "/* block comment */", "// line comment\n", "\"str /* not */ ing\" ",
    "a = b / c; ", "'\\'' ", "if (p && *p == '/') q++;\n", "x /= 2; ", "\"esc \\\" q\" ",
    "for (i = 0; i < n; i++) s += a[i];\n", "/* multi\n line */ ", "y = x * 3 + 1;\n",
};

static long out_len, ident_count, num_count, lines;
static unsigned long hash;

static void process(const char *s, long n) {
    int in_block = 0, in_line = 0, in_str = 0, in_chr = 0, esc = 0, in_word = 0, in_num = 0;
    for (long i = 0; i < n; i++) {
        char c = s[i], nx = i + 1 < n ? s[i + 1] : 0;
        if (c == '\n') lines++;
        if (in_block) { if (c == '*' && nx == '/') { in_block = 0; i++; } continue; }
        if (in_line) { if (c == '\n') { in_line = 0; out_len++; } continue; }
        if (in_str || in_chr) {
            out_len++; hash = hash * 31 + c;
            if (esc) esc = 0;
            else if (c == '\\') esc = 1;
            else if (in_str && c == '"') in_str = 0;
            else if (in_chr && c == '\'') in_chr = 0;
            continue;
        }
        if (c == '/' && nx == '*') { in_block = 1; i++; in_word = in_num = 0; continue; }
        if (c == '/' && nx == '/') { in_line = 1; i++; in_word = in_num = 0; continue; }
        if (c == '"') in_str = 1;
        else if (c == '\'') in_chr = 1;
        int alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        int digit = c >= '0' && c <= '9';
        if (alpha && !in_word && !in_num) { in_word = 1; ident_count++; }
        else if (digit && !in_word && !in_num) { in_num = 1; num_count++; }
        else if (!alpha && !digit) { in_word = 0; in_num = 0; }
        out_len++; hash = hash * 31 + c;
    }
}

int main(void) {
    static char buf[1 << 19];
    long n = 0;
    while (n < (1 << 19) - 64) {
        const char *p = snippets[rnd() % 12];
        while (*p) buf[n++] = *p++;
    }
    for (int rep = 0; rep < 4; rep++) process(buf, n);
    printf("n=%ld out=%ld ids=%ld nums=%ld lines=%ld hash=%lu\n", n, out_len, ident_count, num_count, lines, hash);
    return 0;
}
