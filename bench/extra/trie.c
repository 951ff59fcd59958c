/* A 26-way trie over a node pool: insert generated words with counts,
   look up present and absent words, count prefixes, and walk the trie
   depth-first to collect statistics. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define MAXNODES 100000
#define NWORDS 15000
#define MAXLEN 12

typedef struct { int child[26]; int count; } TNode;

static TNode pool[MAXNODES];
static int nnodes;
static char words[NWORDS][MAXLEN + 1];

static uint32_t seed = 31337u;
static uint32_t lcg(void) { seed = seed * 1103515245u + 12345u; return (seed >> 16) & 0x7fff; }

static int new_node(void) {
    TNode *t = &pool[nnodes];
    for (int i = 0; i < 26; i++) t->child[i] = 0;
    t->count = 0;
    return nnodes++;
}

static void gen_word(char *w) {
    static const char freq[] = "eeeeetttaaaoooiiinnnssshhrrdlcumwfgypbvk";
    int len = 2 + (int)(lcg() % (MAXLEN - 2));
    for (int i = 0; i < len; i++) w[i] = freq[lcg() % (sizeof freq - 1)];
    w[len] = '\0';
}

static int insert(const char *w) {
    int n = 0;
    for (; *w; w++) {
        int c = *w - 'a';
        if (!pool[n].child[c]) {
            if (nnodes >= MAXNODES) return -1;
            int k = new_node();
            pool[n].child[c] = k;
        }
        n = pool[n].child[c];
    }
    return ++pool[n].count;
}

static int lookup(const char *w) {
    int n = 0;
    while (*w) {
        n = pool[n].child[*w++ - 'a'];
        if (!n) return 0;
    }
    return pool[n].count;
}

static int count_below(int n) {
    int total = pool[n].count;
    for (int c = 0; c < 26; c++)
        if (pool[n].child[c]) total += count_below(pool[n].child[c]);
    return total;
}

static int prefix_count(const char *p, int len) {
    int n = 0;
    for (int i = 0; i < len && p[i]; i++) {
        n = pool[n].child[p[i] - 'a'];
        if (!n) return 0;
    }
    return count_below(n);
}

static void walk(int n, int depth, uint32_t *h, int *maxdepth) {
    if (depth > *maxdepth) *maxdepth = depth;
    if (pool[n].count) *h = *h * 33u + (uint32_t)(pool[n].count * 7 + depth);
    for (int c = 0; c < 26; c++)
        if (pool[n].child[c]) walk(pool[n].child[c], depth + 1, h, maxdepth);
}

int main(void) {
    uint32_t check = 0;
    for (int i = 0; i < NWORDS; i++) gen_word(words[i]);
    for (int round = 0; round < 3; round++) {
        nnodes = 0;
        new_node();
        for (int i = round; i < NWORDS; i++) insert(words[i]);
        uint32_t found = 0;
        for (int i = 0; i < NWORDS; i += 2) found += (uint32_t)lookup(words[i]);
        char probe[MAXLEN + 1];
        for (int i = 0; i < 5000; i++) { gen_word(probe); found += (uint32_t)lookup(probe) * 3u; }
        for (int i = 0; i < 200; i++) found += (uint32_t)prefix_count(words[i * 7], 3);
        uint32_t h = 5381; int maxd = 0;
        walk(0, 0, &h, &maxd);
        check = check * 1000003u + found + h + (uint32_t)(nnodes + maxd);
    }
    printf("trie checksum %u (nodes %d)\n", check, nnodes);
    return 0;
}
