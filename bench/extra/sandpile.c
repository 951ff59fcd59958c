/* Abelian sandpile automaton.  The grid size, neighbourhood (4 or 8 cells),
   number of grains piled on the centre and number of randomly dropped grains
   are read from global configuration variables.  A cell holding at least as
   many grains as it has neighbours topples, sending one grain to each;
   grains falling off the edge are lost.  Unstable cells are kept on an
   explicit work stack.  Prints topple and loss counts, the avalanche size
   distribution, the height histogram and a grid checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

int cfg_width = 41;
int cfg_height = 39;
int cfg_neighbors = 4;
int32_t cfg_center_grains = 5000;
int cfg_random_drops = 6000;
uint32_t cfg_seed = 0x5EED1234u;

static int32_t *grid;
static int *stack;
static uint64_t topples, lost;

static const int dx8[8] = {1, -1, 0, 0, 1, 1, -1, -1};
static const int dy8[8] = {0, 0, 1, -1, 1, -1, 1, -1};

static uint32_t rng;
static uint32_t next_rand(void) {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

/* add grains to cell (x,y) and relax the whole pile; returns topplings */
static uint64_t drop(int x, int y, int32_t grains) {
    const int w = cfg_width, h = cfg_height, thr = cfg_neighbors;
    uint64_t before = topples;
    int sp = 0;
    int32_t *c = &grid[y * w + x];
    *c += grains;
    if (*c >= thr && *c - grains < thr) stack[sp++] = y * w + x;
    while (sp > 0) {
        int idx = stack[--sp];
        int cx = idx % w, cy = idx / w;
        int32_t k = grid[idx] / thr;
        grid[idx] -= k * thr;
        topples += (uint64_t)k;
        for (int d = 0; d < thr; d++) {
            int nx = cx + dx8[d], ny = cy + dy8[d];
            if (nx < 0 || nx >= w || ny < 0 || ny >= h) { lost += (uint64_t)k; continue; }
            int32_t *n = &grid[ny * w + nx];
            *n += k;
            if (*n >= thr && *n - k < thr) stack[sp++] = ny * w + nx;
        }
    }
    return topples - before;
}

int main(void) {
    const int w = cfg_width, h = cfg_height;
    uint64_t hist[9] = {0}, aval[6] = {0};
    grid = calloc((size_t)w * (size_t)h, sizeof *grid);
    stack = malloc((size_t)w * (size_t)h * sizeof *stack);
    if (!grid || !stack || cfg_neighbors < 1 || cfg_neighbors > 8) return 1;
    rng = cfg_seed;
    /* pile the centre in chunks, then sprinkle single grains */
    for (int32_t left = cfg_center_grains; left > 0; left -= 500)
        drop(w / 2, h / 2, left < 500 ? left : 500);
    uint64_t center_topples = topples;
    for (int i = 0; i < cfg_random_drops; i++) {
        int x = (int)(next_rand() % (uint32_t)w), y = (int)(next_rand() % (uint32_t)h);
        uint64_t a = drop(x, y, 1);
        int b = 0;
        while (a > 0 && b < 5) { a /= 10; b++; }
        aval[b]++;
    }
    uint32_t chk = 2166136261u;
    for (int i = 0; i < w * h; i++) {
        hist[grid[i]]++;
        chk = (chk ^ (uint32_t)grid[i]) * 16777619u;
    }
    printf("heights:");
    for (int v = 0; v < cfg_neighbors; v++) printf(" %llu", (unsigned long long)hist[v]);
    printf("\navalanche decades:");
    for (int b = 0; b < 6; b++) printf(" %llu", (unsigned long long)aval[b]);
    printf("\nsandpile: center_topples=%llu topples=%llu lost=%llu chk=%08x\n",
           (unsigned long long)center_topples, (unsigned long long)topples, (unsigned long long)lost,
           (unsigned)chk);
    free(grid);
    free(stack);
    return 0;
}
