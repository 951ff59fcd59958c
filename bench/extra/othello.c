/* Bitboard Reversi (Othello) move generator.  The board is two uint64 masks;
   legal moves are found with masked shift-and-propagate in eight directions,
   flips for a chosen square by walking each ray, and moves are iterated with
   count-trailing-zeros / clear-lowest-bit loops.  Runs a perft node count
   from the opening position and a batch of greedy self-play games with
   random tie-breaks.  Prints perft counts, game results and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define PERFT_DEPTH 7
#define NGAMES 200

static const uint64_t NOT_A = 0xfefefefefefefefeull; /* clears file A (bit column 0) */
static const uint64_t NOT_H = 0x7f7f7f7f7f7f7f7full; /* clears file H (bit column 7) */
static const uint64_t CORNERS = 0x8100000000000081ull;

static uint32_t rng = 2718281u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 10;
}

static uint64_t shift_dir(uint64_t b, int d) {
    switch (d) {
    case 0: return b << 8;
    case 1: return b >> 8;
    case 2: return (b << 1) & NOT_A;
    case 3: return (b >> 1) & NOT_H;
    case 4: return (b << 9) & NOT_A;
    case 5: return (b << 7) & NOT_H;
    case 6: return (b >> 7) & NOT_A;
    default: return (b >> 9) & NOT_H;
    }
}

static uint64_t gen_moves(uint64_t me, uint64_t opp) {
    uint64_t empty = ~(me | opp), moves = 0;
    for (int d = 0; d < 8; d++) {
        uint64_t x = shift_dir(me, d) & opp;
        x |= shift_dir(x, d) & opp;
        x |= shift_dir(x, d) & opp;
        x |= shift_dir(x, d) & opp;
        x |= shift_dir(x, d) & opp;
        x |= shift_dir(x, d) & opp;
        moves |= shift_dir(x, d) & empty;
    }
    return moves;
}

static uint64_t flips_for(uint64_t me, uint64_t opp, int sq) {
    uint64_t start = 1ull << sq, all = 0;
    for (int d = 0; d < 8; d++) {
        uint64_t f = 0, x = shift_dir(start, d);
        while (x & opp) {
            f |= x;
            x = shift_dir(x, d);
        }
        if (x & me) all |= f;
    }
    return all;
}

static uint64_t perft(uint64_t me, uint64_t opp, int depth, int passed) {
    if (depth == 0) return 1;
    uint64_t m = gen_moves(me, opp);
    if (!m) {
        if (passed) return 1;                  /* game over: leaf */
        return perft(opp, me, depth - 1, 1);   /* pass counts as a move */
    }
    if (depth == 1) return (uint64_t)__builtin_popcountll(m);
    uint64_t n = 0;
    while (m) {
        int sq = __builtin_ctzll(m);
        m &= m - 1;
        uint64_t f = flips_for(me, opp, sq);
        n += perft(opp ^ f, me | f | (1ull << sq), depth - 1, 0);
    }
    return n;
}

static int score_move(uint64_t me, uint64_t opp, int sq, uint64_t f) {
    uint64_t nme = me | f | (1ull << sq), nopp = opp & ~f;
    int s = 4 * __builtin_popcountll(f);
    if ((1ull << sq) & CORNERS) s += 60;
    s -= 3 * __builtin_popcountll(gen_moves(nopp, nme));   /* limit opponent mobility */
    s += __builtin_popcountll(nme & 0xff000000000000ffull) + __builtin_popcountll(nme & 0x8181818181818181ull);
    return s;
}

/* returns disc difference from black's point of view */
static int play_game(uint32_t *h) {
    uint64_t me = 0x0000000810000000ull, opp = 0x0000001008000000ull; /* black to move */
    int side = 0, passes = 0, plies = 0;
    while (passes < 2) {
        uint64_t m = gen_moves(me, opp);
        if (!m) {
            passes++;
        } else {
            passes = 0;
            int best = -1000000, bsq = -1;
            uint64_t bf = 0;
            while (m) {
                int sq = __builtin_ctzll(m);
                m &= m - 1;
                uint64_t f = flips_for(me, opp, sq);
                int s = score_move(me, opp, sq, f) * 8 + (int)(next_rand() & 7);
                if (s > best) { best = s; bsq = sq; bf = f; }
            }
            me |= bf | (1ull << bsq);
            opp &= ~bf;
            *h = (*h ^ (uint32_t)bsq) * 16777619u;
            plies++;
        }
        uint64_t t = me; me = opp; opp = t;
        side ^= 1;
    }
    *h = *h * 31u + (uint32_t)plies;
    int diff = __builtin_popcountll(me) - __builtin_popcountll(opp);
    return side == 0 ? diff : -diff;
}

int main(void) {
    uint64_t black = 0x0000000810000000ull, white = 0x0000001008000000ull;
    for (int d = 1; d <= PERFT_DEPTH; d++)
        printf("perft(%d)=%llu\n", d, (unsigned long long)perft(black, white, d, 0));
    uint32_t h = 2166136261u;
    int bw = 0, ww = 0, dr = 0;
    long margin = 0;
    for (int g = 0; g < NGAMES; g++) {
        int d = play_game(&h);
        if (d > 0) bw++;
        else if (d < 0) ww++;
        else dr++;
        margin += d;
    }
    printf("games=%d black=%d white=%d draw=%d margin=%ld hash=%08x\n", NGAMES, bw, ww, dr, margin, h);
    return 0;
}
