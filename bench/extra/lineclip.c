/* Line rasterizer with clipping.  Random segments (many partly or wholly
   outside the viewport) are clipped against a rectangle with Cohen-Sutherland
   outcodes using integer arithmetic, then drawn with Bresenham's algorithm
   into a byte canvas with a per-line colour.  A second pass walks Bresenham
   lines between random points on an obstacle map and stops at the first
   blocked cell (line-of-sight queries).  Prints counts and canvas checksums. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define W 320
#define H 200
#define NLINES 60000
#define NQUERIES 40000

enum { INSIDE = 0, LEFT = 1, RIGHT = 2, BOTTOM = 4, TOP = 8 };

typedef struct { int xmin, ymin, xmax, ymax; } rect;

static uint8_t canvas[H][W];
static uint8_t blocked[H][W];

static uint32_t rng = 4242u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 8;
}

static int outcode(const rect *r, int x, int y) {
    int c = INSIDE;
    if (x < r->xmin) c |= LEFT;
    else if (x > r->xmax) c |= RIGHT;
    if (y < r->ymin) c |= BOTTOM;
    else if (y > r->ymax) c |= TOP;
    return c;
}

/* returns 1 if some part remains; endpoints updated in place */
static int clip(const rect *r, int *x0, int *y0, int *x1, int *y1) {
    int c0 = outcode(r, *x0, *y0), c1 = outcode(r, *x1, *y1);
    for (int iter = 0; iter < 8; iter++) {
        if (!(c0 | c1)) return 1;
        if (c0 & c1) return 0;
        int c = c0 ? c0 : c1;
        int64_t dx = *x1 - *x0, dy = *y1 - *y0;
        int x, y;
        if (c & TOP) { x = *x0 + (int)(dx * (r->ymax - *y0) / dy); y = r->ymax; }
        else if (c & BOTTOM) { x = *x0 + (int)(dx * (r->ymin - *y0) / dy); y = r->ymin; }
        else if (c & RIGHT) { y = *y0 + (int)(dy * (r->xmax - *x0) / dx); x = r->xmax; }
        else { y = *y0 + (int)(dy * (r->xmin - *x0) / dx); x = r->xmin; }
        if (c == c0) { *x0 = x; *y0 = y; c0 = outcode(r, x, y); }
        else { *x1 = x; *y1 = y; c1 = outcode(r, x, y); }
    }
    return 0;
}

static int draw_line(int x0, int y0, int x1, int y1, uint8_t col) {
    int dx = abs(x1 - x0), sx = x0 < x1 ? 1 : -1;
    int dy = -abs(y1 - y0), sy = y0 < y1 ? 1 : -1;
    int err = dx + dy, n = 0;
    for (;;) {
        if ((unsigned)x0 < W && (unsigned)y0 < H) {
            canvas[y0][x0] = (uint8_t)(canvas[y0][x0] + col);
            n++;
        }
        if (x0 == x1 && y0 == y1) break;
        int e2 = 2 * err;
        if (e2 >= dy) { err += dy; x0 += sx; }
        if (e2 <= dx) { err += dx; y0 += sy; }
    }
    return n;
}

/* returns number of steps taken before hitting an obstacle, or -1 if clear */
static int line_of_sight(int x0, int y0, int x1, int y1) {
    int dx = abs(x1 - x0), sx = x0 < x1 ? 1 : -1;
    int dy = -abs(y1 - y0), sy = y0 < y1 ? 1 : -1;
    int err = dx + dy, steps = 0;
    for (;;) {
        if (blocked[y0][x0]) return steps;
        if (x0 == x1 && y0 == y1) return -1;
        int e2 = 2 * err;
        if (e2 >= dy) { err += dy; x0 += sx; }
        if (e2 <= dx) { err += dx; y0 += sy; }
        steps++;
    }
}

static uint32_t canvas_hash(void) {
    uint32_t h = 2166136261u;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            h = (h ^ canvas[y][x]) * 16777619u;
    return h;
}

int main(void) {
    rect views[3] = { { 0, 0, W - 1, H - 1 }, { 40, 30, W - 41, H - 31 }, { 100, 60, 180, 120 } };
    long drawn = 0, rejected = 0, pixels = 0;
    uint32_t hh = 0;
    for (int v = 0; v < 3; v++) {
        memset(canvas, 0, sizeof canvas);
        for (int i = 0; i < NLINES / 3; i++) {
            int x0 = (int)(next_rand() % (3 * W)) - W, y0 = (int)(next_rand() % (3 * H)) - H;
            int x1 = (int)(next_rand() % (3 * W)) - W, y1 = (int)(next_rand() % (3 * H)) - H;
            if (i % 5 == 0) { x1 = x0 + (int)(next_rand() % 41) - 20; y1 = y0 + (int)(next_rand() % 41) - 20; }
            uint8_t col = (uint8_t)(1 + i % 13);
            if (!clip(&views[v], &x0, &y0, &x1, &y1)) { rejected++; continue; }
            drawn++;
            pixels += draw_line(x0, y0, x1, y1, col);
        }
        uint32_t ch = canvas_hash();
        printf("view %d: hash=%08x\n", v, ch);
        hh = hh * 31u + ch;
    }
    /* obstacle map: random walls */
    memset(blocked, 0, sizeof blocked);
    for (int k = 0; k < 90; k++) {
        int x = (int)(next_rand() % W), y = (int)(next_rand() % H), len = 5 + (int)(next_rand() % 40);
        int horiz = (int)(next_rand() & 1);
        for (int j = 0; j < len; j++) {
            int xx = horiz ? x + j : x, yy = horiz ? y : y + j;
            if (xx < W && yy < H) blocked[yy][xx] = 1;
        }
    }
    long visible = 0, steps = 0;
    uint32_t qh = 0;
    for (int q = 0; q < NQUERIES; q++) {
        int x0 = (int)(next_rand() % W), y0 = (int)(next_rand() % H);
        int x1 = (int)(next_rand() % W), y1 = (int)(next_rand() % H);
        int s = line_of_sight(x0, y0, x1, y1);
        if (s < 0) visible++;
        else steps += s;
        qh = (qh ^ (uint32_t)(s + 1)) * 16777619u;
    }
    printf("drawn=%ld rejected=%ld pixels=%ld\n", drawn, rejected, pixels);
    printf("visible=%ld steps=%ld hash=%08x %08x\n", visible, steps, hh, qh);
    return 0;
}
