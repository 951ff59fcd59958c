// Bit-serial CRC loops in C: CRC-16/CCITT from the top bit with a branch,
// CRC-32 in the mask form `(c >> 1) ^ (poly & -(c & 1))`, CRC-8 and
// CRC-16 over a data value that shifts alongside (both index one table),
// CRC-32C over four bits (a 16-entry table), CRC-64 from the sign bit;
// and two loops that stay: 32 iterations over 32 bits (four tables) and an
// addition in the step. The program prints the same at -O0, after -O2
// through both backends, and after loop-idiom alone (behind the
// canonicalization that makes the loops SSA) through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o %t.o2.vir -Rpass=loop-idiom -Rpass-missed=loop-idiom 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-idiom --verify-each %t.vir -o %t.p.mlir
// RUN: FileCheck %s --check-prefix=ALONE < %t.p.mlir
// RUN: vct-translate --vir-to-llvmir %t.p.mlir -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.p.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s

// CHECK: 35aa 5ff2695a f9 e854 aef31f56 81a8d2e0c7f570fc 225834d9 000008fd
// CHECK-NEXT: a0940c91

// REMARK-DAG: remark: the loop computes bits as exclusive ors of its state but is not replaced by table lookups: it would need 4 byte tables, more than 2
// REMARK-DAG: remark: the loop's 8 iterations of shifts and exclusive ors became 1 table lookup(s)
// REMARK-DAG: remark: the loop's 16 iterations of shifts and exclusive ors became 2 table lookup(s)
// REMARK-DAG: remark: the loop's 4 iterations of shifts and exclusive ors became 1 table lookup(s)

// ALONE-COUNT-7: vir.global private constant @{{.*}}.table
// ALONE-NOT: vir.global private constant @{{.*}}.table

#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint16_t crc16_be(uint16_t crc, const uint8_t *p, int n) {
  for (int i = 0; i < n; i++) {
    crc ^= (uint16_t)(p[i] << 8);
    for (int b = 0; b < 8; b++)
      crc = (crc & 0x8000) ? (uint16_t)((crc << 1) ^ 0x1021) : (uint16_t)(crc << 1);
  }
  return crc;
}
static uint32_t crc32_mask(const uint8_t *p, size_t n) {
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++)
      c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  return ~c;
}
static uint8_t crc8_data(uint8_t crc, uint8_t data) {
  for (int i = 0; i < 8; i++) {
    uint8_t mix = (crc ^ data) & 1;
    crc >>= 1;
    if (mix) crc ^= 0x8C;
    data >>= 1;
  }
  return crc;
}
static uint16_t crc16_le_data(uint16_t crc, uint16_t data) {
  for (int i = 0; i < 16; i++) {
    if ((crc ^ data) & 1) crc = (crc >> 1) ^ 0xA001; else crc >>= 1;
    data >>= 1;
  }
  return crc;
}
static uint32_t crc32_nibble_bits(uint32_t c, uint8_t v) {
  c ^= v;
  for (int k = 0; k < 4; k++) c = (c & 1) ? (c >> 1) ^ 0x82F63B78u : c >> 1;
  return c;
}
static uint64_t crc64_be(uint64_t c, uint8_t v) {
  c ^= (uint64_t)v << 56;
  for (int k = 0; k < 8; k++)
    c = (int64_t)c < 0 ? (c << 1) ^ 0x42F0E1EBA9EA3693ull : c << 1;
  return c;
}
static uint32_t crc32_wide(uint32_t c, uint32_t word) {
  /* 32 iterations over a word: more tables than allowed, stays a loop */
  c ^= word;
  for (int k = 0; k < 32; k++) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
  return c;
}
static uint32_t notlinear(uint32_t c) {
  for (int k = 0; k < 8; k++) c = (c & 1) ? (c >> 1) + 0x1234u : c >> 1;
  return c;
}

int main(void) {
  uint8_t buf[1000];
  uint32_t s = 12345;
  for (int i = 0; i < 1000; i++) { s = s * 1103515245u + 12345u; buf[i] = (uint8_t)(s >> 16); }
  uint32_t h = 0;
  for (int r = 0; r < 20; r++) {
    uint16_t a = crc16_be(0xFFFF, buf + r, 900);
    uint32_t b = crc32_mask(buf + r, 900);
    uint8_t c = 0; uint16_t d = 0; uint32_t e = 0; uint64_t f = 0; uint32_t g = 0, q = 0;
    for (int i = 0; i < 900; i++) {
      c = crc8_data(c, buf[i + r]);
      d = crc16_le_data(d, (uint16_t)(buf[i + r] | (buf[i + r + 1] << 8)));
      e = crc32_nibble_bits(e, buf[i + r]);
      f = crc64_be(f, buf[i + r]);
      if (i % 16 == 0) g = crc32_wide(g, (uint32_t)buf[i + r] * 0x01010101u);
      q = notlinear(q ^ buf[i + r]);
    }
    h = h * 31 + a; h = h * 31 + b; h = h * 31 + c; h = h * 31 + d;
    h = h * 31 + e; h = h * 31 + (uint32_t)(f ^ (f >> 32)); h = h * 31 + g; h = h * 31 + q;
    if (r == 0) printf("%04x %08x %02x %04x %08x %016llx %08x %08x\n", a, b, c, d, e, (unsigned long long)f, g, q);
  }
  printf("%08x\n", h);
  return 0;
}
