/* memset/memcpy/memmove/memcmp-like loops written by hand, plus a
   row-copy with i*w+j indexing, 2-D clear, and fill-with-pattern. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

#define W 200
#define H 150

static uint8_t img[W * H], img2[W * H];
static int32_t buf[W * H], buf2[W * H];

static void my_memset(void *d, int c, size_t n) { uint8_t *p = d; while (n--) *p++ = (uint8_t)c; }
static void my_memcpy(void *d, const void *s, size_t n) {
    uint8_t *p = d; const uint8_t *q = s;
    for (size_t i = 0; i < n; i++) p[i] = q[i];
}
static void my_memmove_fwd(int32_t *d, const int32_t *s, int n) { for (int i = 0; i < n; i++) d[i] = s[i]; }
static int my_memcmp(const uint8_t *a, const uint8_t *b, size_t n) {
    for (size_t i = 0; i < n; i++) if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}
static void fill32(int32_t *p, int n, int32_t v) { for (int i = 0; i < n; i++) p[i] = v; }
static void fill_pattern(uint8_t *p, int n) { for (int i = 0; i < n; i++) p[i] = (uint8_t)(i & 7); }
static void copy_rect(uint8_t *d, const uint8_t *s, int w, int x0, int y0, int cw, int ch) {
    for (int y = 0; y < ch; y++)
        for (int x = 0; x < cw; x++) d[(y0 + y) * w + x0 + x] = s[(y0 + y) * w + x0 + x];
}
static void clear2d(int32_t *p, int w, int h) {
    for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) p[y * w + x] = 0;
}

int main(void) {
    uint32_t seed = 77u;
    for (int i = 0; i < W * H; i++) { seed = seed * 1664525u + 1013904223u; img[i] = (uint8_t)(seed >> 24); buf[i] = (int32_t)seed; }
    uint64_t chk = 0;
    for (int r = 0; r < 40; r++) {
        my_memcpy(img2, img, W * H);
        img2[(r * 101) % (W * H)] ^= 1;
        chk += (uint64_t)(my_memcmp(img, img2, W * H) + 2);
        my_memset(img2, r, W * H / 2);
        chk += img2[r] + img2[W * H - 1 - r];
        my_memmove_fwd(buf2, buf + 1, W * H - 1);
        chk += (uint64_t)buf2[r * 3];
        fill32(buf, W * H / 4, r);
        fill_pattern(img2 + 7, W * H - 7);
        copy_rect(img, img2, W, 10 + r, 5, 100, 80);
        clear2d(buf2, W, H / 2);
        for (int i = 0; i < W * H; i += 211) chk = chk * 31 + img[i] + (uint64_t)buf[i] + (uint64_t)buf2[i];
        buf[(r * 13) % (W * H)] = r * 12345;
    }
    printf("%llu\n", (unsigned long long)chk);
    return 0;
}
