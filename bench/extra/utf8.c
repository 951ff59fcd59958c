#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

static uint32_t seed = 12345;
static uint32_t rnd(void) { seed = seed * 1103515245u + 12345u; return seed >> 8; }

/* encode a code point as UTF-8, return length */
static int utf8_encode(uint32_t cp, unsigned char *out) {
    if (cp < 0x80) { out[0] = (unsigned char)cp; return 1; }
    if (cp < 0x800) { out[0] = 0xC0 | (cp >> 6); out[1] = 0x80 | (cp & 0x3F); return 2; }
    if (cp < 0x10000) {
        out[0] = 0xE0 | (cp >> 12); out[1] = 0x80 | ((cp >> 6) & 0x3F);
        out[2] = 0x80 | (cp & 0x3F); return 3;
    }
    out[0] = 0xF0 | (cp >> 18); out[1] = 0x80 | ((cp >> 12) & 0x3F);
    out[2] = 0x80 | ((cp >> 6) & 0x3F); out[3] = 0x80 | (cp & 0x3F); return 4;
}

/* decode one code point; returns bytes consumed, 0 on error */
static int utf8_decode(const unsigned char *s, size_t n, uint32_t *cp) {
    unsigned char c = s[0];
    int len; uint32_t v, min;
    if (c < 0x80) { *cp = c; return 1; }
    else if ((c & 0xE0) == 0xC0) { len = 2; v = c & 0x1F; min = 0x80; }
    else if ((c & 0xF0) == 0xE0) { len = 3; v = c & 0x0F; min = 0x800; }
    else if ((c & 0xF8) == 0xF0) { len = 4; v = c & 0x07; min = 0x10000; }
    else return 0;
    if ((size_t)len > n) return 0;
    for (int i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        v = (v << 6) | (s[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;
    *cp = v;
    return len;
}

enum { CLS_ASCII, CLS_LATIN, CLS_CJK, CLS_EMOJI, CLS_OTHER, NCLS };

static int classify(uint32_t cp) {
    if (cp < 0x80) return CLS_ASCII;
    if (cp < 0x250) return CLS_LATIN;
    if (cp >= 0x4E00 && cp < 0xA000) return CLS_CJK;
    if (cp >= 0x1F300 && cp < 0x1FAFF) return CLS_EMOJI;
    return CLS_OTHER;
}

#define N 400000

int main(void) {
    unsigned char *buf = malloc(N * 4 + 8);
    size_t len = 0;
    for (int i = 0; i < N; i++) {
        uint32_t r = rnd();
        uint32_t cp;
        switch (r % 8) {
        case 0: case 1: case 2: case 3: cp = 0x20 + (r >> 4) % 95; break;
        case 4: cp = 0xA0 + (r >> 4) % 0x1A0; break;
        case 5: cp = 0x4E00 + (r >> 4) % 0x5000; break;
        case 6: cp = 0x1F300 + (r >> 4) % 0x700; break;
        default: cp = 0x370 + (r >> 4) % 0x3000; if (cp >= 0xD800) cp = 0x41; break;
        }
        len += utf8_encode(cp, buf + len);
        if ((r & 1023) == 7) buf[len++] = 0xFF; /* invalid byte */
    }
    unsigned long counts[NCLS] = {0};
    unsigned long errors = 0, sum = 0;
    for (int pass = 0; pass < 3; pass++) {
        size_t i = 0;
        while (i < len) {
            uint32_t cp;
            int k = utf8_decode(buf + i, len - i, &cp);
            if (k == 0) { errors++; i++; continue; }
            counts[classify(cp)]++;
            sum = sum * 31 + cp;
            i += k;
        }
    }
    printf("len=%zu err=%lu sum=%lu\n", len, errors, sum);
    for (int c = 0; c < NCLS; c++) printf("%d: %lu\n", c, counts[c]);
    free(buf);
    return 0;
}
