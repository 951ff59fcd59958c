/* A small lexer for a C-like language.  Source text is assembled from random
   fragments (keywords, identifiers, hex/decimal numbers, strings with
   escapes, line and block comments, operators).  The lexer is a character
   driven state machine with flags; it counts tokens by kind, sums number
   values, tracks line numbers and hashes identifiers.  Prints the counts. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define SRCSZ 300000

enum { T_IDENT, T_KEYWORD, T_NUMBER, T_STRING, T_OP, T_OP2, T_PUNCT, T_BAD, T_NKINDS };

static char src[SRCSZ + 64];
static long counts[T_NKINDS];

static uint32_t rng = 99u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 9;
}

static const char *frags[] = {
    "int ", "while", "return ", "if", "else ", "foo", "bar_2", "x", "_tmp",
    "0x1F", "42", "0", "123456", "0xdeadBEEF", "\"hi\\n\"", "\"a \\\"q\\\"\"",
    "// note\n", "/* blk\n * x */", "+", "+=", "==", "=", "<=", "<<", "->",
    "(", ")", "{", "}", ";", ",", " ", "\n", "  ", "\t", "@", "'c'",
};
#define NFRAGS (int)(sizeof(frags) / sizeof(frags[0]))

static size_t build_source(void) {
    size_t n = 0;
    while (n < SRCSZ) {
        const char *f = frags[next_rand() % NFRAGS];
        size_t l = strlen(f);
        memcpy(src + n, f, l);
        n += l;
        if (next_rand() % 3 == 0)
            src[n++] = ' ';
    }
    src[n] = '\0';
    return n;
}

static int is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int hexval(int c) {
    if (is_digit(c)) return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static int is_keyword(const char *s, size_t n) {
    switch (n) {
    case 2: return s[0] == 'i' && s[1] == 'f';
    case 3: return memcmp(s, "int", 3) == 0;
    case 4: return memcmp(s, "else", 4) == 0;
    case 5: return memcmp(s, "while", 5) == 0;
    case 6: return memcmp(s, "return", 6) == 0;
    default: return 0;
    }
}

int main(void) {
    size_t n = build_source();
    size_t i = 0;
    long line = 1, unterminated = 0;
    uint64_t numsum = 0;
    uint32_t idhash = 2166136261u;
    int prev_was_value = 0;   /* previous token was ident/number/')' */
    long unary = 0;

    while (i < n) {
        int c = (unsigned char)src[i];
        if (c == '\n') { line++; i++; continue; }
        if (c == ' ' || c == '\t') { i++; continue; }
        int alpha = is_alpha(c);
        int digit = is_digit(c);
        if (alpha || digit) {
            size_t st = i;
            if (digit) {
                uint64_t v = 0;
                int hex = (c == '0' && (src[i + 1] == 'x' || src[i + 1] == 'X'));
                if (hex) {
                    i += 2;
                    int d;
                    while ((d = hexval((unsigned char)src[i])) >= 0) { v = v * 16 + (uint64_t)d; i++; }
                } else {
                    while (is_digit((unsigned char)src[i])) { v = v * 10 + (uint64_t)(src[i] - '0'); i++; }
                }
                numsum += v;
                counts[T_NUMBER]++;
            } else {
                while (is_alpha((unsigned char)src[i]) || is_digit((unsigned char)src[i])) i++;
                if (is_keyword(src + st, i - st)) {
                    counts[T_KEYWORD]++;
                } else {
                    counts[T_IDENT]++;
                    for (size_t k = st; k < i; k++)
                        idhash = (idhash ^ (unsigned char)src[k]) * 16777619u;
                }
            }
            prev_was_value = 1;
            continue;
        }
        if (c == '"' || c == '\'') {
            int quote = c, esc = 0, closed = 0;
            i++;
            while (i < n) {
                int d = (unsigned char)src[i++];
                if (esc) { esc = 0; continue; }
                if (d == '\\') { esc = 1; continue; }
                if (d == '\n') { line++; break; }
                if (d == quote) { closed = 1; break; }
            }
            if (!closed) unterminated++;
            counts[T_STRING]++;
            prev_was_value = 1;
            continue;
        }
        if (c == '/' && src[i + 1] == '/') {
            while (i < n && src[i] != '\n') i++;
            continue;
        }
        if (c == '/' && src[i + 1] == '*') {
            int star = 0;
            i += 2;
            while (i < n) {
                int d = (unsigned char)src[i++];
                if (d == '\n') line++;
                if (star && d == '/') break;
                star = (d == '*');
            }
            continue;
        }
        int next = (unsigned char)src[i + 1];
        switch (c) {
        case '+': case '-': case '<': case '>': case '=': case '!':
            if (next == '=' || (next == c && c != '!' && c != '=') || (c == '-' && next == '>')) {
                counts[T_OP2]++;
                i += 2;
            } else {
                if ((c == '+' || c == '-') && !prev_was_value) unary++;
                counts[T_OP]++;
                i++;
            }
            prev_was_value = 0;
            break;
        case '(': case '{': case ';': case ',':
            counts[T_PUNCT]++; i++; prev_was_value = 0; break;
        case ')': case '}':
            counts[T_PUNCT]++; i++; prev_was_value = 1; break;
        default:
            counts[T_BAD]++; i++; prev_was_value = 0; break;
        }
    }
    printf("lines=%ld unterminated=%ld unary=%ld numsum=%llu idhash=%08x\n",
           line, unterminated, unary, (unsigned long long)numsum, idhash);
    printf("ident=%ld kw=%ld num=%ld str=%ld op=%ld op2=%ld punct=%ld bad=%ld\n",
           counts[T_IDENT], counts[T_KEYWORD], counts[T_NUMBER], counts[T_STRING],
           counts[T_OP], counts[T_OP2], counts[T_PUNCT], counts[T_BAD]);
    return 0;
}
