/* Sudoku puzzle generator and backtracking solver.  Valid grids are made by
   shuffling a base pattern, cells are blanked at random, and the solver uses
   row/column/box candidate bitmasks with a minimum-remaining-values choice
   to count solutions (up to 2).  Prints counts and a solution checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uint8_t cell[81];
    uint16_t row[9], col[9], box[9]; /* bit d set = digit d+1 used */
} grid;

static uint32_t seed;
static uint32_t next_rand(void) {
    seed = seed * 1103515245u + 12345u;
    return (seed >> 16) & 0x7fff;
}

static int popcount16(unsigned v) {
    int n = 0;
    while (v) { v &= v - 1; n++; }
    return n;
}

static void place(grid *g, int i, int d) {
    int r = i / 9, c = i % 9, b = (r / 3) * 3 + c / 3;
    g->cell[i] = (uint8_t)(d + 1);
    g->row[r] |= (uint16_t)(1u << d);
    g->col[c] |= (uint16_t)(1u << d);
    g->box[b] |= (uint16_t)(1u << d);
}

static void unplace(grid *g, int i, int d) {
    int r = i / 9, c = i % 9, b = (r / 3) * 3 + c / 3;
    g->cell[i] = 0;
    g->row[r] &= (uint16_t)~(1u << d);
    g->col[c] &= (uint16_t)~(1u << d);
    g->box[b] &= (uint16_t)~(1u << d);
}

static void load(grid *g, const uint8_t *cells) {
    memset(g, 0, sizeof *g);
    for (int i = 0; i < 81; i++)
        if (cells[i]) place(g, i, cells[i] - 1);
}

static uint8_t first_solution[81];
static long search_nodes;

static int solve(grid *g, int found) {
    search_nodes++;
    int best = -1, best_n = 10;
    unsigned best_mask = 0;
    for (int i = 0; i < 81; i++) {
        if (g->cell[i]) continue;
        int r = i / 9, c = i % 9, b = (r / 3) * 3 + c / 3;
        unsigned avail = ~(unsigned)(g->row[r] | g->col[c] | g->box[b]) & 0x1ffu;
        int n = popcount16(avail);
        if (n < best_n) { best_n = n; best = i; best_mask = avail; if (n <= 1) break; }
    }
    if (best < 0) {
        if (found == 0) memcpy(first_solution, g->cell, 81);
        return found + 1;
    }
    for (int d = 0; d < 9 && found < 2; d++) {
        if (!(best_mask & (1u << d))) continue;
        place(g, best, d);
        found = solve(g, found);
        unplace(g, best, d);
    }
    return found;
}

static void make_full(uint8_t *out) {
    int perm[9], rows[9], cols[9];
    for (int i = 0; i < 9; i++) perm[i] = rows[i] = cols[i] = i;
    for (int i = 8; i > 0; i--) {
        int j = (int)(next_rand() % (uint32_t)(i + 1));
        int t = perm[i]; perm[i] = perm[j]; perm[j] = t;
    }
    /* shuffle rows inside each band and columns inside each stack */
    for (int band = 0; band < 3; band++)
        for (int i = 2; i > 0; i--) {
            int j = (int)(next_rand() % (uint32_t)(i + 1));
            int t = rows[band * 3 + i]; rows[band * 3 + i] = rows[band * 3 + j]; rows[band * 3 + j] = t;
            j = (int)(next_rand() % (uint32_t)(i + 1));
            t = cols[band * 3 + i]; cols[band * 3 + i] = cols[band * 3 + j]; cols[band * 3 + j] = t;
        }
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) {
            int rr = rows[r], cc = cols[c];
            int base = (rr * 3 + rr / 3 + cc) % 9;
            out[r * 9 + c] = (uint8_t)(perm[base] + 1);
        }
}

int main(void) {
    uint8_t full[81], puzzle[81];
    grid g;
    int unique = 0, multi = 0, matches = 0;
    uint32_t chk = 0;
    for (int p = 0; p < 200; p++) {
        seed = 4242u + (uint32_t)p * 2654435761u;
        make_full(full);
        memcpy(puzzle, full, 81);
        int blanks = 60 + p % 40;
        for (int k = 0; k < blanks; k++) puzzle[next_rand() % 81] = 0;
        load(&g, puzzle);
        int n = solve(&g, 0);
        if (n == 1) unique++; else multi++;
        if (memcmp(first_solution, full, 81) == 0) matches++;
        for (int i = 0; i < 81; i++) chk = chk * 131u + first_solution[i];
    }
    printf("sudoku: unique=%d multi=%d matches=%d nodes=%ld chk=%08x\n",
           unique, multi, matches, search_nodes, (unsigned)chk);
    return 0;
}
