/* Byte-stuffed framing protocol with run-length extension (SLIP-like).
   Frames of generated payload plus a CRC-16 are encoded with an END
   delimiter, ESC escapes for the special bytes and an RLE marker for runs;
   the stream is then damaged (bit flips, dropped bytes, inserted garbage) and
   decoded by a byte-at-a-time state machine driven by flag variables
   (in-frame, escape pending, RLE state, frame poisoned).  Prints frame
   statistics and a checksum over the accepted payloads. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define END 0xC0
#define ESC 0xDB
#define RLE 0xDA
#define ESC_END 0xDC
#define ESC_ESC 0xDD
#define ESC_RLE 0xDF
#define MAXPAY 600
#define NFRAMES 1500
#define ROUNDS 2

static uint32_t rng = 424242u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 8;
}

static uint16_t crctab[256];

static void crc_init(void) {
    for (int i = 0; i < 256; i++) {
        uint16_t c = (uint16_t)(i << 8);
        for (int b = 0; b < 8; b++)
            c = (c & 0x8000) ? (uint16_t)((c << 1) ^ 0x1021) : (uint16_t)(c << 1);
        crctab[i] = c;
    }
}

static uint16_t crc16(const uint8_t *p, int n) {
    uint16_t c = 0xffff;
    for (int i = 0; i < n; i++)
        c = (uint16_t)((c << 8) ^ crctab[(c >> 8) ^ p[i]]);
    return c;
}

static int put_byte(uint8_t *o, int n, uint8_t v) {
    switch (v) {
    case END: o[n++] = ESC; o[n++] = ESC_END; break;
    case ESC: o[n++] = ESC; o[n++] = ESC_ESC; break;
    case RLE: o[n++] = ESC; o[n++] = ESC_RLE; break;
    default: o[n++] = v; break;
    }
    return n;
}

static int encode(const uint8_t *p, int len, uint8_t *o) {
    int n = 0;
    o[n++] = END;
    int i = 0;
    while (i < len) {
        int j = i + 1;
        while (j < len && p[j] == p[i] && j - i < 180) j++;
        int run = j - i;
        if (run >= 4) {
            o[n++] = RLE;
            o[n++] = (uint8_t)run;
            n = put_byte(o, n, p[i]);
        } else {
            for (int k = 0; k < run; k++) n = put_byte(o, n, p[i]);
        }
        i = j;
    }
    o[n++] = END;
    return n;
}

typedef struct { long ok, crcfail, badesc, overflow, runt, skipped, bytes; uint32_t h; } dstats;

static void deliver(const uint8_t *f, int len, dstats *st) {
    if (len < 3) { st->runt++; return; }
    uint16_t want = (uint16_t)(f[len - 2] << 8 | f[len - 1]);
    if (crc16(f, len - 2) != want) { st->crcfail++; return; }
    st->ok++;
    st->bytes += len - 2;
    for (int i = 0; i < len - 2; i++) st->h = (st->h ^ f[i]) * 16777619u;
}

static void decode(const uint8_t *s, int n, dstats *st) {
    static uint8_t frame[MAXPAY + 8];
    int len = 0, in_frame = 0, esc = 0, rle = 0, poisoned = 0, count = 0;
    for (int i = 0; i < n; i++) {
        uint8_t c = s[i];
        if (c == END) {
            if (in_frame && !poisoned && !esc && !rle && len > 0) deliver(frame, len, st);
            in_frame = 1; len = 0; esc = 0; rle = 0; poisoned = 0;
            continue;
        }
        if (!in_frame) { st->skipped++; continue; }
        if (poisoned) continue;
        if (rle == 1) {
            if (c < 4 || c > 180) { poisoned = 1; st->badesc++; continue; }
            count = c;
            rle = 2;
            continue;
        }
        uint8_t v;
        if (esc) {
            esc = 0;
            if (c == ESC_END) v = END;
            else if (c == ESC_ESC) v = ESC;
            else if (c == ESC_RLE) v = RLE;
            else { poisoned = 1; st->badesc++; continue; }
        } else if (c == ESC) {
            esc = 1;
            continue;
        } else if (c == RLE) {
            if (rle) { poisoned = 1; st->badesc++; continue; }
            rle = 1;
            continue;
        } else {
            v = c;
        }
        int k = rle == 2 ? count : 1;
        rle = 0;
        if (len + k > MAXPAY + 2) { poisoned = 1; st->overflow++; continue; }
        for (int j = 0; j < k; j++) frame[len++] = v;
    }
}

int main(void) {
    static uint8_t pay[MAXPAY + 2];
    uint8_t *stream = malloc((size_t)NFRAMES * (2 * (MAXPAY + 2) + 24));
    if (!stream) return 1;
    dstats st;
    crc_init();
    memset(&st, 0, sizeof st);
    st.h = 2166136261u;
    long sent = 0, enc_bytes = 0, damaged = 0;
    for (int r = 0; r < ROUNDS; r++) {
        int n = 0;
        for (int f = 0; f < NFRAMES; f++) {
            int len = 1 + (int)(next_rand() % MAXPAY);
            uint32_t kind = next_rand() % 4;
            for (int i = 0; i < len; i++) {
                uint32_t x = next_rand();
                if (kind == 0) pay[i] = (uint8_t)x;                                  /* random */
                else if (kind == 1) pay[i] = (i == 0 || x % 9 == 0) ? (uint8_t)(x >> 8) : pay[i - 1]; /* runs */
                else if (kind == 2) pay[i] = (x & 3) == 0 ? END : (x & 3) == 1 ? ESC : (uint8_t)(x >> 8);
                else pay[i] = (uint8_t)(x % 5 == 0 ? RLE : 'a' + x % 26);
            }
            uint16_t c = crc16(pay, len);
            pay[len] = (uint8_t)(c >> 8);
            pay[len + 1] = (uint8_t)c;
            int start = n;
            n += encode(pay, len + 2, stream + n);
            sent++;
            uint32_t dmg = next_rand() % 64;
            if (dmg == 0) { stream[start + 1 + (int)(next_rand() % (uint32_t)(n - start - 1))] ^= (uint8_t)(1u << (next_rand() % 8)); damaged++; }
            else if (dmg == 1 && n - start > 4) { int at = start + 2 + (int)(next_rand() % (uint32_t)(n - start - 3)); memmove(stream + at, stream + at + 1, (size_t)(n - at - 1)); n--; damaged++; }
            else if (dmg == 2) { for (int g = 0; g < 6; g++) stream[n++] = (uint8_t)next_rand(); damaged++; }
        }
        enc_bytes += n;
        decode(stream, n, &st);
    }
    printf("sent=%ld damaged=%ld encoded=%ld\n", sent, damaged, enc_bytes);
    printf("ok=%ld crcfail=%ld badesc=%ld overflow=%ld runt=%ld skipped=%ld bytes=%ld hash=%08x\n", st.ok,
           st.crcfail, st.badesc, st.overflow, st.runt, st.skipped, st.bytes, st.h);
    free(stream);
    return 0;
}
