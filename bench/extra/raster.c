/* 2-D software rasterizer on an 8-bit canvas: Bresenham line drawing,
   midpoint circle outlines, and filled triangles using integer edge
   functions over the bounding box (top-left fill rule), with clipping.
   Random shapes per frame; prints a canvas checksum and pixel counts. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define W 200
#define H 150

typedef struct { int x, y; } pt;

static uint8_t canvas[H][W];
static uint32_t rng;

static uint32_t rnd(void) {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static int rand_range(int lo, int hi) { return lo + (int)(rnd() % (uint32_t)(hi - lo + 1)); }

static void put_pixel(int x, int y, uint8_t c) {
    if (x >= 0 && x < W && y >= 0 && y < H) canvas[y][x] = c;
}

static void draw_line(pt a, pt b, uint8_t c) {
    int dx = b.x > a.x ? b.x - a.x : a.x - b.x;
    int dy = b.y > a.y ? a.y - b.y : b.y - a.y; /* negative */
    int sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1;
    int err = dx + dy;
    for (;;) {
        put_pixel(a.x, a.y, c);
        if (a.x == b.x && a.y == b.y) break;
        int e2 = 2 * err;
        if (e2 >= dy) { err += dy; a.x += sx; }
        if (e2 <= dx) { err += dx; a.y += sy; }
    }
}

static void draw_circle(pt ctr, int r, uint8_t c) {
    int x = r, y = 0, d = 1 - r;
    while (x >= y) {
        put_pixel(ctr.x + x, ctr.y + y, c); put_pixel(ctr.x - x, ctr.y + y, c);
        put_pixel(ctr.x + x, ctr.y - y, c); put_pixel(ctr.x - x, ctr.y - y, c);
        put_pixel(ctr.x + y, ctr.y + x, c); put_pixel(ctr.x - y, ctr.y + x, c);
        put_pixel(ctr.x + y, ctr.y - x, c); put_pixel(ctr.x - y, ctr.y - x, c);
        y++;
        if (d < 0) d += 2 * y + 1;
        else { x--; d += 2 * (y - x) + 1; }
    }
}

static int edge(pt a, pt b, int px, int py) {
    return (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
}

static int is_top_left(pt a, pt b) {
    return (a.y == b.y && b.x < a.x) || (b.y > a.y);
}

static int min3(int a, int b, int c) { int m = a < b ? a : b; return m < c ? m : c; }
static int max3(int a, int b, int c) { int m = a > b ? a : b; return m > c ? m : c; }

static long fill_triangle(pt a, pt b, pt c, uint8_t col) {
    if (edge(a, b, c.x, c.y) < 0) { pt t = b; b = c; c = t; } /* make winding consistent */
    int x0 = min3(a.x, b.x, c.x), x1 = max3(a.x, b.x, c.x);
    int y0 = min3(a.y, b.y, c.y), y1 = max3(a.y, b.y, c.y);
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > W - 1) x1 = W - 1;
    if (y1 > H - 1) y1 = H - 1;
    int b0 = is_top_left(b, c) ? 0 : -1;
    int b1 = is_top_left(c, a) ? 0 : -1;
    int b2 = is_top_left(a, b) ? 0 : -1;
    long count = 0;
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            int w0 = edge(b, c, x, y) + b0;
            int w1 = edge(c, a, x, y) + b1;
            int w2 = edge(a, b, x, y) + b2;
            if ((w0 | w1 | w2) >= 0) { canvas[y][x] = col; count++; }
        }
    return count;
}

static pt rand_pt(int margin) {
    pt p = {rand_range(-margin, W - 1 + margin), rand_range(-margin, H - 1 + margin)};
    return p;
}

int main(void) {
    uint32_t chk = 0;
    long filled = 0, lit = 0;
    for (int frame = 0; frame < 10; frame++) {
        rng = 0xA5A5A5u + (uint32_t)frame * 0x9E3779B9u;
        memset(canvas, 0, sizeof canvas);
        for (int t = 0; t < 40; t++)
            filled += fill_triangle(rand_pt(20), rand_pt(20), rand_pt(20), (uint8_t)(1 + t));
        for (int l = 0; l < 60; l++)
            draw_line(rand_pt(30), rand_pt(30), (uint8_t)(100 + l));
        for (int c = 0; c < 25; c++)
            draw_circle(rand_pt(0), rand_range(3, 60), (uint8_t)(200 + c));
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                chk = (chk ^ canvas[y][x]) * 16777619u;
                lit += canvas[y][x] != 0;
            }
    }
    printf("raster: chk=%08x filled=%ld lit=%ld\n", (unsigned)chk, filled, lit);
    return 0;
}
