/* Hand-written string routines over a pool of generated lines of run-time
   length: length, trimming, reversing words, case folding, character
   counting, naive substring search and comparison.  The lines are then
   sorted with an insertion sort using the custom compare.  Prints counts
   and a hash of the final sorted, transformed text. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NLINES 1200
#define MAXLEN 96
#define ROUNDS 3

static char pool[NLINES][MAXLEN + 1];
static char *order[NLINES];

static uint32_t rng = 2024u;
static uint32_t next_rand(void) {
    rng = rng * 1103515245u + 12345u;
    return (rng >> 16) & 0x7fff;
}

static size_t my_strlen(const char *s) {
    const char *p = s;
    while (*p)
        p++;
    return (size_t)(p - s);
}

static int my_strcmp(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

static size_t trim(char *s) {
    size_t n = my_strlen(s);
    while (n > 0 && s[n - 1] == ' ')
        n--;
    s[n] = '\0';
    size_t start = 0;
    while (start < n && s[start] == ' ')
        start++;
    if (start > 0) {
        size_t i;
        for (i = 0; i + start <= n; i++)
            s[i] = s[i + start];
    }
    return n - start;
}

static void reverse_range(char *s, size_t lo, size_t hi) {
    while (lo + 1 < hi) {
        char t = s[lo];
        s[lo] = s[hi - 1];
        s[hi - 1] = t;
        lo++;
        hi--;
    }
}

static void reverse_words(char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        while (i < n && s[i] == ' ')
            i++;
        size_t j = i;
        while (j < n && s[j] != ' ')
            j++;
        reverse_range(s, i, j);
        i = j;
    }
}

static int count_char(const char *s, char c) {
    int k = 0;
    for (; *s; s++)
        k += (*s == c);
    return k;
}

static void fold_case(char *s, size_t n, int upper) {
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (upper && c >= 'a' && c <= 'z')
            s[i] = (char)(c - 32);
        else if (!upper && c >= 'A' && c <= 'Z')
            s[i] = (char)(c + 32);
    }
}

static int find_sub(const char *s, size_t n, const char *pat, size_t m) {
    if (m == 0 || m > n)
        return -1;
    for (size_t i = 0; i + m <= n; i++) {
        size_t j = 0;
        while (j < m && s[i + j] == pat[j])
            j++;
        if (j == m)
            return (int)i;
    }
    return -1;
}

static void make_line(char *dst) {
    size_t len = next_rand() % (MAXLEN + 1);
    for (size_t i = 0; i < len; i++) {
        uint32_t r = next_rand();
        dst[i] = (r % 6 == 0) ? ' ' : (char)('a' + (r >> 3) % 6);
    }
    dst[len] = '\0';
}

int main(void) {
    static const char *pats[4] = {"abc", "fed", "aa", "cafe"};
    long total_len = 0, spaces = 0, hits = 0;
    uint32_t h = 2166136261u;

    for (int round = 0; round < ROUNDS; round++) {
        for (int i = 0; i < NLINES; i++) {
            make_line(pool[i]);
            spaces += count_char(pool[i], ' ');
            size_t n = trim(pool[i]);
            total_len += (long)n;
            reverse_words(pool[i], n);
            fold_case(pool[i], n, (i + round) & 1);
            for (int p = 0; p < 4; p++) {
                size_t m = my_strlen(pats[p]);
                int pos = find_sub(pool[i], n, pats[p], m);
                if (pos >= 0) {
                    hits++;
                    h = (h ^ (uint32_t)pos) * 16777619u;
                }
            }
            order[i] = pool[i];
        }
        for (int i = 1; i < NLINES; i++) {
            char *key = order[i];
            int j = i - 1;
            while (j >= 0 && my_strcmp(order[j], key) > 0) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = key;
        }
        for (int i = 0; i < NLINES; i++)
            for (const char *p = order[i]; *p; p++)
                h = (h ^ (unsigned char)*p) * 16777619u;
        h ^= (uint32_t)strlen(order[NLINES / 2]);
    }
    printf("len=%ld spaces=%ld hits=%ld\n", total_len, spaces, hits);
    printf("first=\"%.20s\" hash=%08x\n", order[0], h);
    return 0;
}
