/* Tokenizer and word-frequency counter.  A text buffer is generated from a
   syllable-built vocabulary with a skewed word distribution, random
   capitalisation, punctuation and line breaks.  The tokenizer lower-cases
   alphabetic runs and counts them in an open-addressing hash table (linear
   probing, string compare on hash match, words kept in a string pool).
   Prints the distinct/total word counts, the ten most frequent words and a
   checksum over the table. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define TEXTLEN 600000
#define NVOCAB 3000
#define TABSIZE 8192
#define POOLSIZE 65536
#define MAXWORD 32

typedef struct { uint32_t hash; int count; int off; } slot;

static char text[TEXTLEN + 1];
static char vocab[NVOCAB][MAXWORD];
static slot table[TABSIZE];
static char pool[POOLSIZE];
static int pool_used, distinct;

static const char *syll[] = {"ka", "ri", "mon", "te", "sa", "lo", "ven", "du", "pi", "quor",
                             "el", "an", "st", "ber", "ix", "o", "tha", "gre", "na", "ul"};

static uint32_t rng = 20240601u;
static uint32_t next_rand(void) {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static void make_text(void) {
    for (int v = 0; v < NVOCAB; v++) {
        int ns = 1 + (int)(next_rand() % 4);
        vocab[v][0] = '\0';
        for (int s = 0; s < ns; s++) strcat(vocab[v], syll[next_rand() % 20]);
    }
    int pos = 0;
    while (1) {
        uint32_t r = next_rand() % NVOCAB;
        uint32_t idx = (r * r) / NVOCAB; /* skewed toward small indices */
        const char *w = vocab[idx];
        size_t len = strlen(w);
        if (pos + (int)len + 3 > TEXTLEN) break;
        memcpy(text + pos, w, len);
        if (next_rand() % 10 == 0) text[pos] = (char)(text[pos] - 'a' + 'A');
        pos += (int)len;
        uint32_t p = next_rand() % 16;
        if (p == 0) text[pos++] = ',';
        else if (p == 1) text[pos++] = '.';
        text[pos++] = (p == 2) ? '\n' : ' ';
    }
    text[pos] = '\0';
}

static void count_word(const char *w, int len) {
    uint32_t h = 2166136261u;
    for (int i = 0; i < len; i++) h = (h ^ (uint8_t)w[i]) * 16777619u;
    uint32_t i = h & (TABSIZE - 1);
    while (table[i].count != 0) {
        if (table[i].hash == h && strcmp(pool + table[i].off, w) == 0) {
            table[i].count++;
            return;
        }
        i = (i + 1) & (TABSIZE - 1);
    }
    table[i].hash = h;
    table[i].count = 1;
    table[i].off = pool_used;
    memcpy(pool + pool_used, w, (size_t)len + 1);
    pool_used += len + 1;
    distinct++;
}

static int tokenize(const char *s) {
    char word[MAXWORD + 1];
    int n = 0, total = 0;
    for (;; s++) {
        char c = *s;
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (c >= 'a' && c <= 'z') {
            if (n < MAXWORD) word[n++] = c;
        } else {
            if (n > 0) { word[n] = '\0'; count_word(word, n); total++; n = 0; }
            if (c == '\0') break;
        }
    }
    return total;
}

int main(void) {
    make_text();
    int total = 0;
    for (int pass = 0; pass < 3; pass++) total += tokenize(text + pass * 7);
    uint32_t chk = 0;
    for (int i = 0; i < TABSIZE; i++)
        if (table[i].count) chk += table[i].hash * (uint32_t)table[i].count;
    printf("top:");
    for (int k = 0; k < 10; k++) {
        int best = -1;
        for (int i = 0; i < TABSIZE; i++) {
            if (table[i].count <= 0) continue;
            if (best < 0 || table[i].count > table[best].count ||
                (table[i].count == table[best].count && strcmp(pool + table[i].off, pool + table[best].off) < 0))
                best = i;
        }
        printf(" %s=%d", pool + table[best].off, table[best].count);
        chk = chk * 31u + (uint32_t)table[best].count;
        table[best].count = -table[best].count; /* mark as reported */
    }
    printf("\nwordfreq: distinct=%d total=%d pool=%d chk=%08x\n", distinct, total, pool_used, (unsigned)chk);
    return 0;
}
