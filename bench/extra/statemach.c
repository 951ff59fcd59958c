/* Hand-written, table-free state machine over generated text.  An LCG
   produces a pseudo-source text of words, integers, decimals, hex numbers,
   double-quoted strings with backslash escapes, '#' line comments,
   punctuation and blank lines.  A single scanning loop keeps the current
   state in an int and flags in locals and dispatches with if/else chains on
   the state and the character class, counting lines, words, numbers by
   kind, strings, escapes, comments, the longest word and the numeric sum.
   Exercises chains of comparisons on the same variable (jump threading),
   flag variables tested right after being set, character-class range
   checks and a loop whose body is one big branchy dispatch.  Prints the
   counters and a checksum.  The text is generated once and scanned from
   several starting offsets. */
#include <stdio.h>
#include <stdint.h>

#define TEXTLEN (384 * 1024)
#define PASSES 4

enum { S_START, S_WORD, S_INT, S_FRAC, S_HEX0, S_HEX, S_STR, S_ESC, S_COMMENT };

static char text[TEXTLEN + 1];
static uint32_t seed = 7u;
static uint32_t rnd(uint32_t n) {
    seed = seed * 22695477u + 1u;
    return (seed >> 16) % n;
}

static int emit(int pos, char c) {
    if (pos < TEXTLEN) text[pos++] = c;
    return pos;
}

static void gen_text(void) {
    static const char punct[] = "+-*/=(){};,.<>";
    int p = 0;
    while (p < TEXTLEN) {
        uint32_t k = rnd(100);
        if (k < 40) {                           /* word */
            int len = 1 + (int)rnd(9);
            p = emit(p, (char)('a' + rnd(26)));
            for (int i = 1; i < len; i++)
                p = emit(p, (char)(rnd(4) == 0 ? '0' + rnd(10) : (rnd(8) == 0 ? '_' : 'a' + rnd(26))));
        } else if (k < 55) {                    /* integer or decimal */
            int len = 1 + (int)rnd(6);
            for (int i = 0; i < len; i++) p = emit(p, (char)('0' + rnd(10)));
            if (rnd(3) == 0) {
                p = emit(p, '.');
                for (int i = 0; i < 2; i++) p = emit(p, (char)('0' + rnd(10)));
            }
        } else if (k < 60) {                    /* hex */
            p = emit(p, '0'); p = emit(p, 'x');
            int len = 1 + (int)rnd(6);
            for (int i = 0; i < len; i++) p = emit(p, "0123456789abcdefABCDEF"[rnd(22)]);
        } else if (k < 66) {                    /* string */
            p = emit(p, '"');
            int len = (int)rnd(12);
            for (int i = 0; i < len; i++) {
                if (rnd(6) == 0) { p = emit(p, '\\'); p = emit(p, "n\"t\\"[rnd(4)]); }
                else {
                    char ch = (char)(' ' + rnd(91));
                    p = emit(p, (ch == '"' || ch == '\\') ? '.' : ch);
                }
            }
            p = emit(p, '"');
        } else if (k < 69) {                    /* comment */
            p = emit(p, '#');
            int len = (int)rnd(30);
            for (int i = 0; i < len; i++) p = emit(p, (char)('a' + rnd(27)));
            p = emit(p, '\n');
        } else if (k < 80) {
            p = emit(p, punct[rnd(sizeof punct - 1)]);
        } else if (k < 88) {
            p = emit(p, '\n');
            if (rnd(4) == 0) p = emit(p, '\n');
        } else {
            p = emit(p, rnd(5) == 0 ? '\t' : ' ');
        }
    }
    text[TEXTLEN] = '\0';
}

typedef struct {
    uint32_t lines, blank, words, ints, decs, hexes, strs, escs, comments, punct;
    uint32_t longest, numsum, hexsum, hash;
} counts;

static void scan(const char *s, counts *c) {
    int state = S_START, wlen = 0, line_has_token = 0;
    uint32_t num = 0, hexv = 0, h = 0;
    for (int i = 0;; i++) {
        int ch = (unsigned char)s[i];
        int alpha = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_';
        int digit = ch >= '0' && ch <= '9';
        if (state == S_WORD) {
            if (alpha || digit) { wlen++; h = h * 31u + (uint32_t)ch; continue; }
            c->words++;
            if ((uint32_t)wlen > c->longest) c->longest = (uint32_t)wlen;
            state = S_START;
        } else if (state == S_INT) {
            if (digit) { num = num * 10u + (uint32_t)(ch - '0'); continue; }
            if (ch == '.') { state = S_FRAC; continue; }
            if (ch == 'x' && num == 0) { state = S_HEX0; hexv = 0; continue; }
            c->ints++; c->numsum += num; state = S_START;
        } else if (state == S_FRAC) {
            if (digit) { num = num * 10u + (uint32_t)(ch - '0'); continue; }
            c->decs++; c->numsum += num / 100u; state = S_START;
        } else if (state == S_HEX0 || state == S_HEX) {
            int hd = digit ? ch - '0' : (ch >= 'a' && ch <= 'f') ? ch - 'a' + 10
                   : (ch >= 'A' && ch <= 'F') ? ch - 'A' + 10 : -1;
            if (hd >= 0) { hexv = (hexv << 4) | (uint32_t)hd; state = S_HEX; continue; }
            if (state == S_HEX) { c->hexes++; c->hexsum ^= hexv; }
            state = S_START;
        } else if (state == S_STR) {
            if (ch == '\\') { state = S_ESC; continue; }
            if (ch == '"') { c->strs++; state = S_START; continue; }
            if (ch == 0) break;
            h ^= (uint32_t)ch;
            continue;
        } else if (state == S_ESC) {
            c->escs++;
            if (ch == 0) break;
            state = S_STR;
            continue;
        } else if (state == S_COMMENT) {
            if (ch != '\n' && ch != 0) continue;
            c->comments++;
            state = S_START;
        }
        /* S_START: classify ch */
        if (ch == 0) break;
        if (ch == '\n') {
            c->lines++;
            if (!line_has_token) c->blank++;
            line_has_token = 0;
        } else if (ch == ' ' || ch == '\t') {
            /* nothing */
        } else {
            line_has_token = 1;
            if (alpha) { state = S_WORD; wlen = 1; h = h * 31u + (uint32_t)ch; }
            else if (digit) { state = S_INT; num = (uint32_t)(ch - '0'); }
            else if (ch == '"') state = S_STR;
            else if (ch == '#') state = S_COMMENT;
            else { c->punct++; h += (uint32_t)ch << 3; }
        }
    }
    c->hash = h;
}

int main(void) {
    uint32_t check = 0;
    gen_text();
    for (int pass = 0; pass < PASSES; pass++) {
        counts c = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        scan(text + pass * 4099, &c);   /* start mid-token on later passes */
        printf("pass %d: lines=%u blank=%u words=%u ints=%u decs=%u hex=%u strs=%u escs=%u "
               "comments=%u punct=%u longest=%u\n", pass, c.lines, c.blank, c.words, c.ints,
               c.decs, c.hexes, c.strs, c.escs, c.comments, c.punct, c.longest);
        check = check * 1000003u ^ c.hash;
        check += c.numsum * 7u + c.hexsum + c.lines + c.words * 3u + c.strs * 5u;
    }
    printf("checksum %08x\n", check);
    return 0;
}
