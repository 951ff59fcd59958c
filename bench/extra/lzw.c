/* Dictionary compression: LZW with 12-bit codes over a generated text,
   hash-table dictionary for the encoder, prefix-chain decoding, then a
   round-trip check. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define TEXT_LEN 60000
#define MAX_CODES 4096
#define HASH_SIZE 8191

static unsigned char text[TEXT_LEN];
static unsigned char out[TEXT_LEN];
static uint16_t codes[TEXT_LEN];

typedef struct { int prefix; int ch; int code; } Slot;
static Slot table[HASH_SIZE];

static int dec_prefix[MAX_CODES];
static unsigned char dec_ch[MAX_CODES];
static unsigned char stack[MAX_CODES];

static uint32_t seed = 2024u;
static uint32_t lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 16; }

static const char *words[] = { "the ", "quick ", "brown ", "fox ", "jumps ",
    "over ", "lazy ", "dog ", "and ", "then ", "runs ", "away ", "\n" };

static void make_text(void) {
    int n = 0, nw = (int)(sizeof words / sizeof words[0]);
    while (n < TEXT_LEN) {
        const char *w = words[lcg() % (uint32_t)nw];
        while (*w && n < TEXT_LEN) text[n++] = (unsigned char)*w++;
    }
}

static int find_slot(int prefix, int ch) {
    unsigned h = (((unsigned)prefix << 8 | (unsigned)ch) * 2654435761u >> 7) % HASH_SIZE;
    while (table[h].code >= 0 && (table[h].prefix != prefix || table[h].ch != ch))
        h = (h + 1 == HASH_SIZE) ? 0 : h + 1;
    return (int)h;
}

static int compress(const unsigned char *in, int n, uint16_t *dst) {
    for (int i = 0; i < HASH_SIZE; i++) table[i].code = -1;
    int next = 256, nout = 0;
    int w = in[0];
    for (int i = 1; i < n; i++) {
        int c = in[i];
        int s = find_slot(w, c);
        if (table[s].code >= 0) {
            w = table[s].code;
        } else {
            dst[nout++] = (uint16_t)w;
            if (next < MAX_CODES) {
                table[s].prefix = w; table[s].ch = c; table[s].code = next++;
            }
            w = c;
        }
    }
    dst[nout++] = (uint16_t)w;
    return nout;
}

static int emit(int code, unsigned char *dst, int *first) {
    int sp = 0;
    while (code >= 256) { stack[sp++] = dec_ch[code]; code = dec_prefix[code]; }
    stack[sp++] = (unsigned char)code;
    *first = code;
    for (int i = 0; i < sp; i++) dst[i] = stack[sp - 1 - i];
    return sp;
}

static int decompress(const uint16_t *src, int n, unsigned char *dst) {
    int next = 256, len = 0, first;
    int prev = src[0];
    len += emit(prev, dst, &first);
    for (int i = 1; i < n; i++) {
        int code = src[i];
        int f;
        if (code < next) {
            len += emit(code, dst + len, &f);
        } else {               /* KwKwK case */
            int l = emit(prev, dst + len, &f);
            dst[len + l] = (unsigned char)f;
            len += l + 1;
        }
        if (next < MAX_CODES) { dec_prefix[next] = prev; dec_ch[next] = (unsigned char)f; next++; }
        prev = code;
    }
    return len;
}

int main(void) {
    make_text();
    uint32_t check = 0;
    for (int round = 0; round < 6; round++) {
        int n = TEXT_LEN - round * 5000;
        int nc = compress(text + round, n, codes);
        int nd = decompress(codes, nc, out);
        int ok = (nd == n) && memcmp(out, text + round, (size_t)n) == 0;
        for (int i = 0; i < nc; i++) check = check * 31u + codes[i];
        check += (uint32_t)(nc * 7 + ok);
    }
    printf("lzw checksum %u\n", check);
    return 0;
}
