#include <stdio.h>
#include <string.h>

/* cellular simulation driven by global configuration variables */
#define W 96
#define H 96
int g_width = W, g_height = H;
int g_birth_mask = 1 << 3, g_survive_mask = (1 << 2) | (1 << 3);
int g_wrap = 1;
int g_generations = 60;
long g_births, g_deaths;

static unsigned char grid[H][W], next[H][W];

static int cell(int y, int x) {
    if (g_wrap) {
        if (y < 0) y += g_height; else if (y >= g_height) y -= g_height;
        if (x < 0) x += g_width; else if (x >= g_width) x -= g_width;
    } else if (y < 0 || y >= g_height || x < 0 || x >= g_width) return 0;
    return grid[y][x];
}

static void step(void) {
    for (int y = 0; y < g_height; y++)
        for (int x = 0; x < g_width; x++) {
            int n = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++)
                    if (dy || dx) n += cell(y + dy, x + dx);
            int alive = grid[y][x];
            int nv = alive ? (g_survive_mask >> n) & 1 : (g_birth_mask >> n) & 1;
            if (nv && !alive) g_births++;
            if (!nv && alive) g_deaths++;
            next[y][x] = (unsigned char)nv;
        }
    memcpy(grid, next, sizeof grid);
}

int main(void) {
    unsigned s = 2718;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) { s = s * 1103515245u + 12345u; grid[y][x] = ((s >> 16) % 3) == 0; }
    unsigned long h = 0;
    for (int g = 0; g < g_generations; g++) {
        step();
        if (g == 30) g_wrap = 0;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) h = h * 3 + grid[y][x];
    }
    printf("births=%ld deaths=%ld h=%lu\n", g_births, g_deaths, h);
    return 0;
}
