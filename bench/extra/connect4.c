/* Connect-four self-play with a bitboard representation (7 columns x 6 rows,
   one 64-bit word per stone set) and depth-limited negamax with alpha-beta
   pruning and a center-weighted static evaluation.  Several games are played
   from different random openings; prints move and node-count checksums. */
#include <stdio.h>
#include <stdint.h>

#define WIDTH 7
#define HEIGHT 6
#define DEPTH 5
#define WIN_SCORE 10000

typedef struct { uint64_t cur, mask; int moves; } board;

static const int order[WIDTH] = {3, 2, 4, 1, 5, 0, 6};
static int weight[WIDTH * (HEIGHT + 1)];
static uint64_t nodes;

static uint64_t bottom_bit(int col) { return (uint64_t)1 << (col * (HEIGHT + 1)); }
static uint64_t top_bit(int col) { return (uint64_t)1 << (HEIGHT - 1 + col * (HEIGHT + 1)); }
static uint64_t column_mask(int col) {
    return (((uint64_t)1 << HEIGHT) - 1) << (col * (HEIGHT + 1));
}

static int can_play(board b, int col) { return (b.mask & top_bit(col)) == 0; }

static board play(board b, int col) {
    b.cur ^= b.mask;                      /* switch to the other player */
    b.mask |= b.mask + bottom_bit(col);   /* drop a stone into the column */
    b.moves++;
    return b;
}

static int four_in_row(uint64_t pos) {
    uint64_t m;
    m = pos & (pos >> (HEIGHT + 1));        /* horizontal */
    if (m & (m >> (2 * (HEIGHT + 1)))) return 1;
    m = pos & (pos >> HEIGHT);              /* diagonal / */
    if (m & (m >> (2 * HEIGHT))) return 1;
    m = pos & (pos >> (HEIGHT + 2));        /* diagonal \ */
    if (m & (m >> (2 * (HEIGHT + 2)))) return 1;
    m = pos & (pos >> 1);                   /* vertical */
    if (m & (m >> 2)) return 1;
    return 0;
}

static int wins_now(board b, int col) {
    uint64_t pos = b.cur | ((b.mask + bottom_bit(col)) & column_mask(col));
    return four_in_row(pos);
}

static int evaluate(board b) {
    uint64_t opp = b.cur ^ b.mask;
    int s = 0;
    for (int i = 0; i < WIDTH * (HEIGHT + 1); i++) {
        uint64_t bit = (uint64_t)1 << i;
        if (b.cur & bit) s += weight[i];
        else if (opp & bit) s -= weight[i];
    }
    return s;
}

static int negamax(board b, int depth, int alpha, int beta) {
    nodes++;
    if (b.moves == WIDTH * HEIGHT) return 0;
    for (int c = 0; c < WIDTH; c++)
        if (can_play(b, c) && wins_now(b, c)) return WIN_SCORE + depth;
    if (depth == 0) return evaluate(b);
    int best = -WIN_SCORE * 2;
    for (int i = 0; i < WIDTH; i++) {
        int c = order[i];
        if (!can_play(b, c)) continue;
        int score = -negamax(play(b, c), depth - 1, -beta, -alpha);
        if (score > best) best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    return best;
}

static int choose_move(board b) {
    int best_col = -1, best = -WIN_SCORE * 3;
    for (int i = 0; i < WIDTH; i++) {
        int c = order[i];
        if (!can_play(b, c)) continue;
        if (wins_now(b, c)) return c;
        int score = -negamax(play(b, c), DEPTH - 1, -WIN_SCORE * 2, WIN_SCORE * 2);
        if (score > best) { best = score; best_col = c; }
    }
    return best_col;
}

static uint32_t rng = 2463534242u;
static uint32_t xorshift32(void) {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

int main(void) {
    for (int c = 0; c < WIDTH; c++)
        for (int r = 0; r <= HEIGHT; r++) {
            int dc = c < 3 ? 3 - c : c - 3;
            int dr = r < 3 ? 3 - r : r - 2;
            weight[c * (HEIGHT + 1) + r] = r == HEIGHT ? 0 : 8 - 2 * dc - dr;
        }
    uint32_t moves_chk = 0;
    int results[3] = {0, 0, 0};
    for (int game = 0; game < 7; game++) {
        board b = {0, 0, 0};
        rng = 2463534242u + (uint32_t)game * 977u;
        int winner = 0;
        for (int k = 0; k < 3; k++)        /* random opening */
            b = play(b, (int)(xorshift32() % WIDTH));
        while (b.moves < WIDTH * HEIGHT) {
            int c = choose_move(b);
            int won = wins_now(b, c);
            moves_chk = moves_chk * 7u + (uint32_t)c;
            b = play(b, c);
            if (won) { winner = (b.moves & 1) ? 1 : 2; break; }
        }
        results[winner]++;
    }
    printf("connect4: moves=%08x draws=%d first=%d second=%d nodes=%llu\n", (unsigned)moves_chk,
           results[0], results[1], results[2], (unsigned long long)nodes);
    return 0;
}
