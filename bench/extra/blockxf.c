/* Inner loops of a toy intra-frame image codec.  Each frame is run
   through a six-tap half-pel interpolation filter (the H.264 luma kernel),
   split into 4x4 blocks that are predicted from their left neighbour,
   transformed with the integer core transform written as small matrix
   products, quantized, dequantized, inverse transformed and reconstructed
   with clamping; the coefficient stream is protected by a bit-serial
   CRC-16 and a nibble-table CRC-32.  All block, tap and bit trip counts are
   compile-time constants (#defines or fields of a static const struct)
   nested inside larger loops, so loop rotation, full unrolling and the
   constant folding that follows are what matter.  Prints per-frame squared
   error, CRCs and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define W 128
#define H 64
#define BS 4
#define TAPS 6
#define FRAMES 20

typedef struct { int bs, taps, crc_bits, nib_per_byte, qshift; } codec_cfg;
static const codec_cfg CFG = { BS, TAPS, 8, 2, 15 };

static const int32_t T[BS][BS] = { { 1, 1, 1, 1 }, { 2, 1, -1, -2 }, { 1, -1, -1, 1 }, { 1, -2, 2, -1 } };
static const int32_t TT[BS][BS] = { { 1, 2, 1, 1 }, { 1, 1, -1, -2 }, { 1, -1, -1, 2 }, { 1, -2, 1, -1 } };
static const int32_t FIRK[TAPS] = { 1, -5, 20, 20, -5, 1 };
/* QM * DQ ~= 2^21 / (row norm^2 * column norm^2) */
static const int32_t QM[BS][BS] = { { 8192, 2621, 8192, 2621 }, { 2621, 839, 2621, 839 },
                                    { 8192, 2621, 8192, 2621 }, { 2621, 839, 2621, 839 } };
static const int32_t DQ[BS][BS] = { { 16, 20, 16, 20 }, { 20, 25, 20, 25 }, { 16, 20, 16, 20 }, { 20, 25, 20, 25 } };

typedef struct {
  uint8_t src[H][W], half[H][W], recon[H][W];
  int16_t coef[H * W];
  int ncoef;
  uint64_t sse;
  uint32_t nonzero;
} frame;

static uint32_t crc32_nib[16];

static void init_crc(void) {
  for (uint32_t i = 0; i < 16; i++) {
    uint32_t c = i;
    for (int k = 0; k < 4; k++) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
    crc32_nib[i] = c;
  }
}

static uint16_t crc16_bitwise(uint16_t crc, const uint8_t *p, int n) {
  for (int i = 0; i < n; i++) {
    crc ^= (uint16_t)(p[i] << 8);
    for (int b = 0; b < CFG.crc_bits; b++)
      crc = (crc & 0x8000) ? (uint16_t)((crc << 1) ^ 0x1021) : (uint16_t)(crc << 1);
  }
  return crc;
}

static uint32_t crc32_nibble(uint32_t crc, const uint8_t *p, int n) {
  crc = ~crc;
  for (int i = 0; i < n; i++) {
    crc ^= p[i];
    for (int k = 0; k < CFG.nib_per_byte; k++) crc = crc32_nib[crc & 15] ^ (crc >> 4);
  }
  return ~crc;
}

static inline uint8_t clip255(int32_t v) { return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v); }

static void interp_half(frame *f) {
  for (int y = 0; y < H; y++) {
    const uint8_t *s = f->src[y];
    for (int x = 0; x < W; x++) {
      int32_t acc = 0;
      for (int k = 0; k < CFG.taps; k++) {
        int xx = x + k - TAPS / 2 + 1;
        xx = xx < 0 ? 0 : xx >= W ? W - 1 : xx;
        acc += FIRK[k] * s[xx];
      }
      f->half[y][x] = clip255((acc + 16) >> 5);
    }
  }
}

/* out = A * in * B^T for BS x BS integer matrices */
static void mat_sandwich(int32_t out[BS][BS], const int32_t A[BS][BS], const int32_t in[BS][BS],
                         const int32_t B[BS][BS]) {
  int32_t tmp[BS][BS];
  for (int i = 0; i < BS; i++)
    for (int j = 0; j < BS; j++) {
      int32_t s = 0;
      for (int k = 0; k < BS; k++) s += A[i][k] * in[k][j];
      tmp[i][j] = s;
    }
  for (int i = 0; i < BS; i++)
    for (int j = 0; j < BS; j++) {
      int32_t s = 0;
      for (int k = 0; k < BS; k++) s += tmp[i][k] * B[j][k];
      out[i][j] = s;
    }
}

static int32_t quant(int32_t c, int32_t q, int shift) {
  int32_t a = c < 0 ? -c : c;
  int32_t l = (a * q + (1 << (shift - 1))) >> shift;
  return c < 0 ? -l : l;
}

static void code_block(frame *f, int by, int bx, int qp) {
  int32_t res[BS][BS], co[BS][BS], rq[BS][BS], rec[BS][BS];
  for (int i = 0; i < CFG.bs; i++)
    for (int j = 0; j < CFG.bs; j++) {
      int pred = bx > 0 ? f->recon[by + i][bx - 1] : 128;
      res[i][j] = (int32_t)f->half[by + i][bx + j] - pred;
    }
  mat_sandwich(co, T, res, T);
  for (int i = 0; i < BS; i++)
    for (int j = 0; j < BS; j++) {
      int32_t l = quant(co[i][j], QM[i][j], CFG.qshift + qp);
      f->nonzero += l != 0;
      f->coef[f->ncoef++] = (int16_t)l;
      rq[i][j] = l * DQ[i][j] * (1 << qp);
    }
  mat_sandwich(rec, TT, rq, TT);
  for (int i = 0; i < BS; i++)
    for (int j = 0; j < BS; j++) {
      int pred = bx > 0 ? f->recon[by + i][bx - 1] : 128;
      uint8_t r = clip255(pred + ((rec[i][j] + 32) >> 6));
      int32_t d = (int32_t)r - f->half[by + i][bx + j];
      f->sse += (uint64_t)(d * d);
      f->recon[by + i][bx + j] = r;
    }
}

static uint32_t rng = 77777u;
static uint32_t lcg(void) { rng = rng * 1664525u + 1013904223u; return rng >> 8; }

static void make_src(frame *f, int t) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int v = ((x * 3 + y * 2 + t * 4) & 255);
      v = v > 127 ? 255 - v : v;
      v = 2 * v + (int)(lcg() & 15) - 8;
      if (((x + t) / 16 + y / 16) % 5 == 0) v = 40 + (int)(lcg() & 7);
      f->src[y][x] = clip255(v);
    }
}

static frame fr;

int main(void) {
  init_crc();
  uint32_t check = 0;
  for (int t = 0; t < FRAMES; t++) {
    make_src(&fr, t);
    interp_half(&fr);
    fr.ncoef = 0;
    fr.sse = 0;
    fr.nonzero = 0;
    int qp = t % 4;
    for (int by = 0; by < H; by += BS)
      for (int bx = 0; bx < W; bx += BS) code_block(&fr, by, bx, qp);
    uint8_t bytes[H * W * 2];
    for (int i = 0; i < fr.ncoef; i++) {
      bytes[2 * i] = (uint8_t)((uint16_t)fr.coef[i] & 0xff);
      bytes[2 * i + 1] = (uint8_t)((uint16_t)fr.coef[i] >> 8);
    }
    uint16_t c16 = crc16_bitwise(0xFFFF, bytes, 2 * fr.ncoef);
    uint32_t c32 = crc32_nibble(0, &fr.recon[0][0], W * H);
    uint32_t rsum = 0;
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) rsum += fr.recon[y][x] * (uint32_t)(x + 1);
    if (t % 2 == 0)
      printf("frame %2d qp %d nonzero %5u sse %8llu crc16 %04x crc32 %08x rsum %u\n", t, qp,
             fr.nonzero, (unsigned long long)fr.sse, c16, c32, rsum);
    check = (check ^ c32) * 2654435761u + c16 + rsum;
  }
  printf("checksum %08x\n", check);
  return 0;
}
