/* Entropy coding: build a Huffman tree from byte frequencies of a skewed
   generated message, derive canonical code lengths, bit-pack the message
   into a word buffer, and decode it back by walking the tree. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define MSG_LEN 40000
#define NSYM 256

typedef struct { uint32_t freq; int left, right; int sym; } Node;

static unsigned char msg[MSG_LEN];
static unsigned char decoded[MSG_LEN];
static uint32_t bits[MSG_LEN];         /* generous: <= 32 bits per symbol */
static Node nodes[2 * NSYM];
static uint32_t code[NSYM];
static int codelen[NSYM];

static uint32_t seed = 7u;
static uint32_t lcg(void) { seed = seed * 1103515245u + 12345u; return (seed >> 16) & 0x7fff; }

static void make_msg(void) {
    for (int i = 0; i < MSG_LEN; i++) {
        uint32_t r = lcg();
        /* skewed: small symbols much more likely */
        unsigned s = (r % 7 == 0) ? r % 200 : (r % 3 == 0) ? 'a' + r % 26 : ' ' + r % 8;
        msg[i] = (unsigned char)s;
    }
}

/* pick the live node with the smallest frequency (ties: lowest index) */
static int take_min(int *live, int *nlive) {
    int best = 0;
    for (int i = 1; i < *nlive; i++)
        if (nodes[live[i]].freq < nodes[live[best]].freq) best = i;
    int id = live[best];
    live[best] = live[--*nlive];
    return id;
}

static void assign(int id, uint32_t c, int len) {
    if (nodes[id].sym >= 0) {
        code[nodes[id].sym] = c;
        codelen[nodes[id].sym] = len ? len : 1;
        return;
    }
    assign(nodes[id].left, c << 1, len + 1);
    assign(nodes[id].right, (c << 1) | 1u, len + 1);
}

static int build(const unsigned char *m, int n) {
    uint32_t freq[NSYM] = {0};
    int live[2 * NSYM], nlive = 0, nn = 0;
    for (int i = 0; i < n; i++) freq[m[i]]++;
    for (int s = 0; s < NSYM; s++) {
        if (!freq[s]) continue;
        nodes[nn] = (Node){ freq[s], -1, -1, s };
        live[nlive++] = nn++;
    }
    while (nlive > 1) {
        int a = take_min(live, &nlive), b = take_min(live, &nlive);
        nodes[nn] = (Node){ nodes[a].freq + nodes[b].freq, a, b, -1 };
        live[nlive++] = nn++;
    }
    memset(codelen, 0, sizeof codelen);
    assign(live[0], 0, 0);
    return live[0];
}

static size_t encode(const unsigned char *m, int n) {
    size_t bitpos = 0;
    memset(bits, 0, sizeof bits);
    for (int i = 0; i < n; i++) {
        uint32_t c = code[m[i]];
        for (int b = codelen[m[i]] - 1; b >= 0; b--, bitpos++)
            if ((c >> b) & 1u) bits[bitpos >> 5] |= 1u << (bitpos & 31);
    }
    return bitpos;
}

static int decode(int root, size_t nbits, unsigned char *dst) {
    int n = 0, id = root;
    for (size_t p = 0; p < nbits; p++) {
        int bit = (bits[p >> 5] >> (p & 31)) & 1;
        id = bit ? nodes[id].right : nodes[id].left;
        if (nodes[id].sym >= 0) { dst[n++] = (unsigned char)nodes[id].sym; id = root; }
    }
    return n;
}

int main(void) {
    make_msg();
    uint64_t check = 0;
    for (int round = 0; round < 4; round++) {
        int n = MSG_LEN - round * 3000;
        int root = build(msg + round, n);
        size_t nb = encode(msg + round, n);
        int nd = decode(root, nb, decoded);
        int ok = nd == n && memcmp(decoded, msg + round, (size_t)n) == 0;
        check = check * 1000003u + nb * 2u + (uint64_t)ok;
        for (size_t w = 0; w < (nb + 31) / 32; w += 97) check ^= (uint64_t)bits[w] << (w & 31);
    }
    printf("huffman checksum %llu\n", (unsigned long long)check);
    return 0;
}
