/* Text formatting: builds pseudo-English paragraphs from a syllable table,
   then greedily wraps them to a column width and fully justifies each line
   (extra spaces spread left to right, last line left-aligned) into an output
   buffer.  Several widths per repetition; prints line counts and a hash. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define TEXT_CAP 6000
#define OUT_CAP 12000

static const char *const syllables[] = {
    "ka", "lo", "mi", "ter", "un", "sta", "ble", "ri", "on", "de",
    "pra", "ex", "in", "tion", "al", "co", "ver", "sa", "th", "quo"};
#define NSYL (sizeof syllables / sizeof syllables[0])

static char text[TEXT_CAP];
static char out[OUT_CAP];
static uint32_t rng;

static uint32_t lcg(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 10;
}

static size_t make_text(size_t target) {
    size_t len = 0;
    while (len + 40 < target) {
        int nsyl = 1 + (int)(lcg() % 4);
        for (int s = 0; s < nsyl; s++) {
            const char *p = syllables[lcg() % NSYL];
            while (*p) text[len++] = *p++;
        }
        uint32_t r = lcg() % 16;
        if (r == 0) text[len++] = ',';
        else if (r == 1) text[len++] = '.';
        text[len++] = ' ';
        if (lcg() % 8 == 0) text[len++] = ' '; /* stray double space */
    }
    text[len] = '\0';
    return len;
}

typedef struct { const char *start[64]; int len[64]; int count; int chars; } line_words;

/* Emit one line into out at position pos, justified to width if requested. */
static size_t emit_line(const line_words *lw, int width, int justify, size_t pos) {
    int gaps = lw->count - 1;
    int spaces = width - lw->chars;
    for (int i = 0; i < lw->count; i++) {
        memcpy(out + pos, lw->start[i], (size_t)lw->len[i]);
        pos += (size_t)lw->len[i];
        if (i < gaps) {
            int n = 1;
            if (justify) n = spaces / gaps + (i < spaces % gaps ? 1 : 0);
            for (int k = 0; k < n; k++) out[pos++] = ' ';
        }
    }
    out[pos++] = '\n';
    return pos;
}

static size_t wrap(const char *s, int width, int *nlines, int *slack) {
    line_words lw;
    size_t pos = 0;
    int used = 0;
    lw.count = 0;
    lw.chars = 0;
    *nlines = 0;
    while (*s) {
        while (*s == ' ') s++;
        if (!*s) break;
        const char *w = s;
        while (*s && *s != ' ') s++;
        int wl = (int)(s - w);
        if (wl > width) wl = width; /* overlong words are truncated */
        int need = lw.count == 0 ? wl : used + 1 + wl;
        if (lw.count > 0 && (need > width || lw.count == 64)) {
            *slack += width - used;
            pos = emit_line(&lw, width, lw.count > 1, pos);
            (*nlines)++;
            lw.count = 0;
            lw.chars = 0;
            need = wl;
        }
        lw.start[lw.count] = w;
        lw.len[lw.count] = wl;
        lw.count++;
        lw.chars += wl;
        used = need;
    }
    if (lw.count > 0) {
        pos = emit_line(&lw, width, 0, pos);
        (*nlines)++;
    }
    return pos;
}

static uint32_t fnv1a(const char *p, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)p[i];
        h *= 16777619u;
    }
    return h;
}

int main(void) {
    static const int widths[] = {20, 32, 45, 60, 72, 80};
    uint32_t hash = 0;
    long total_lines = 0, total_slack = 0, total_bytes = 0;
    for (int rep = 0; rep < 60; rep++) {
        rng = 77u + (uint32_t)rep * 31337u;
        size_t n = make_text(TEXT_CAP - 100 - (size_t)(rep % 7) * 300);
        for (int w = 0; w < 6; w++) {
            int lines, slack = 0;
            size_t len = wrap(text, widths[w], &lines, &slack);
            total_lines += lines;
            total_slack += slack;
            total_bytes += (long)len;
            hash = hash * 33u ^ fnv1a(out, len);
        }
        hash ^= (uint32_t)n;
    }
    printf("linewrap: lines=%ld slack=%ld bytes=%ld hash=%08x\n", total_lines, total_slack,
           total_bytes, (unsigned)hash);
    return 0;
}
