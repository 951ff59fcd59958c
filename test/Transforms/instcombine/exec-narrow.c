// C's integer promotions truncated back to bytes and shorts: xor, rotate
// (a signed shift of a promoted byte), wrapping sums and products, a
// select between two narrow results, mixed widths, and the refusals
// (a shift that brings high bits down, a shared wide sum). The program
// prints the same at -O0, after instcombine alone (with mem2reg to expose
// the expressions), after slp-vectorize alone on what -O2 leaves without
// it (the rotation of block_mix is a shuffled vector load), and after -O2,
// through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --verify-each %t.vir -o %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// RUN: vct-cc -O2 -fno-slp-vectorize -S --emit=vir %s -o %t.noslp.mlir
// RUN: vct-mlir-opt --slp-vectorize --verify-each %t.noslp.mlir -o %t.slp.mlir
// RUN: grep -q "vir.shuffle" %t.slp.mlir
// RUN: vct-translate --vir-to-llvmir %t.slp.mlir -o %t.slp.ll && lli %t.slp.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.slp.mlir -o %t.slp.c && %cc %t.slp.c -o %t.slp.exe && %t.slp.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// CHECK: mix e5f 2cdd
// CHECK-NEXT: rot 4200 ff
// CHECK-NEXT: short -27233 -9128 -25674
// CHECK-NEXT: bytes 535949504 68 206
// CHECK-NEXT: keep 4351 239

#include <stdint.h>
#include <stdio.h>

static uint8_t blk[16], key[16];
static int16_t sa[64], sb[64], sc[64];
static uint8_t pa[64], pb[64], po[64];

__attribute__((noinline)) static void block_mix(uint8_t *b, const uint8_t *k) {
  uint8_t t[16];
  for (int i = 0; i < 16; i++)
    t[i] = b[i] ^ k[i];
  for (int i = 0; i < 16; i++)
    b[i] = (uint8_t)((t[(i + 5) & 15] << 1) | (t[(i + 5) & 15] >> 7));
}

__attribute__((noinline)) static void short_ops(int n, int16_t m) {
  for (int i = 0; i < n; i++)
    sc[i] = (int16_t)(sa[i] * m + (sb[i] - sa[i]));
}

__attribute__((noinline)) static void byte_ops(int n, uint8_t k) {
  for (int i = 0; i < n; i++)
    po[i] = (uint8_t)(i & 1 ? pa[i] + pb[i] * k : pa[i] - pb[i]);
}

__attribute__((noinline)) static unsigned keep_wide(uint16_t s, uint8_t a,
                                                    uint8_t b) {
  uint8_t high = (uint8_t)(s >> 4); /* bits 4..11 of s */
  int sum = a + b;                  /* used wide and narrow */
  uint8_t low = (uint8_t)sum;
  return (unsigned)high + (unsigned)(sum << 4) + low;
}

int main(void) {
  for (int i = 0; i < 16; i++) {
    blk[i] = (uint8_t)(i * 37 + 11);
    key[i] = (uint8_t)(255 - i * 13);
  }
  unsigned h = 0;
  for (int r = 0; r < 100; r++) {
    block_mix(blk, key);
    h = h * 31u + blk[r & 15];
  }
  printf("mix %x %02x%02x\n", h & 0xffff, blk[0], blk[15]);

  unsigned rh = 0;
  uint8_t last = 0;
  for (int v = 0; v < 256; v++) {
    uint8_t x = (uint8_t)v;
    last = (uint8_t)((x << 3) | (x >> 5));
    rh = rh * 7u + last;
  }
  printf("rot %x %x\n", rh & 0xffff, last);

  for (int i = 0; i < 64; i++) {
    sa[i] = (int16_t)(i * 1021 - 30000);
    sb[i] = (int16_t)(32767 - i * 977);
  }
  short_ops(64, 3);
  printf("short %d %d %d\n", sc[0], sc[17], sc[63]);

  for (int i = 0; i < 64; i++) {
    pa[i] = (uint8_t)(i * 7);
    pb[i] = (uint8_t)(200 + i);
  }
  byte_ops(64, 3);
  unsigned ph = 0;
  for (int i = 0; i < 64; i++)
    ph = ph * 3u + po[i];
  printf("bytes %u %u %u\n", ph, po[2], po[63]);
  printf("keep %u %u\n", keep_wide(0x0ff0, 200, 56), keep_wide(0xabcd, 1, 2));
  return 0;
}
