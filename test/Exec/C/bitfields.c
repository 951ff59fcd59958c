// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Bit-fields in structures: packing, unsigned wraparound inside a field,
// signed fields with in-range values, and a packed colour/flags word.

// CHECK: zero: ready=0 mode=0 count=0 delta=0 wide=0
// CHECK-NEXT: set: ready=1 mode=5 count=30 delta=-32 wide=131071
// CHECK-NEXT: wrapped: ready=0 mode=1 count=3 delta=-32 wide=1
// CHECK-NEXT: delta sum=-5 last=31
// CHECK-NEXT: rgb[0] = r0 g0 b31 word=0x001f
// CHECK-NEXT: rgb[1] = r0 g63 b0 word=0x07e0
// CHECK-NEXT: rgb[2] = r31 g0 b0 word=0xf800
// CHECK-NEXT: rgb[3] = r30 g20 b10 word=0xf28a
// CHECK-NEXT: brightened: 8/16 8/63 31/16 31/36
// CHECK-NEXT: date 1789-07-14 packed=916206 roundtrip=1
// CHECK-NEXT: date 1999-12-31 packed=1023903 roundtrip=1
// CHECK-NEXT: date 2024-02-29 packed=1036381 roundtrip=1

#include <stdio.h>

struct flags {
  unsigned ready : 1;
  unsigned mode : 3;
  unsigned count : 5;
  signed delta : 6;
  unsigned wide : 17;
};

struct rgb565 {
  unsigned b : 5;
  unsigned g : 6;
  unsigned r : 5;
};

struct date {
  unsigned day : 5;
  unsigned month : 4;
  unsigned year : 12;
};

static unsigned pack_date(struct date d) { return d.day | (d.month << 5) | ((unsigned)d.year << 9); }

static void show(const char *label, const struct flags *f) {
  printf("%s: ready=%u mode=%u count=%u delta=%d wide=%u\n", label, f->ready, f->mode,
         f->count, f->delta, f->wide);
}

int main(void) {
  struct flags f = {0};
  show("zero", &f);
  f.ready = 1;
  f.mode = 5;
  f.count = 30;
  f.delta = -32;
  f.wide = 131071;
  show("set", &f);
  /* Unsigned fields wrap modulo 2^width. */
  f.count += 5;
  f.mode = (unsigned)(f.mode + 4);
  f.wide += 2;
  f.ready = !f.ready;
  show("wrapped", &f);
  int total = 0;
  for (int d = -32; d <= 31; d += 7) {
    f.delta = d;
    total += f.delta;
  }
  printf("delta sum=%d last=%d\n", total, f.delta);

  struct rgb565 colours[4] = {{31, 0, 0}, {0, 63, 0}, {0, 0, 31}, {10, 20, 30}};
  for (int i = 0; i < 4; ++i) {
    unsigned word = colours[i].b | (colours[i].g << 5) | ((unsigned)colours[i].r << 11);
    printf("rgb[%d] = r%u g%u b%u word=0x%04x\n", i, colours[i].r, colours[i].g, colours[i].b,
           word);
  }
  /* Brighten with saturation, field by field. */
  for (int i = 0; i < 4; ++i) {
    colours[i].r = colours[i].r + 8 > 31 ? 31 : colours[i].r + 8;
    colours[i].g = colours[i].g + 16 > 63 ? 63 : colours[i].g + 16;
  }
  printf("brightened: %u/%u %u/%u %u/%u %u/%u\n", colours[0].r, colours[0].g, colours[1].r,
         colours[1].g, colours[2].r, colours[2].g, colours[3].r, colours[3].g);

  struct date dates[3] = {{14, 7, 1789}, {31, 12, 1999}, {29, 2, 2024}};
  for (int i = 0; i < 3; ++i) {
    unsigned packed = pack_date(dates[i]);
    struct date back = {packed & 31u, (packed >> 5) & 15u, packed >> 9};
    printf("date %04u-%02u-%02u packed=%u roundtrip=%d\n", dates[i].year, dates[i].month,
           dates[i].day, packed,
           back.day == dates[i].day && back.month == dates[i].month && back.year == dates[i].year);
  }
  return 0;
}
