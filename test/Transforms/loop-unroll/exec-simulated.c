// Loops of a few iterations whose body switches or branches on the
// induction variable (eight board directions; the first and last of five
// taps): run on constants, each iteration keeps one case, so they are
// fully unrolled although all their cases would not fit. The program
// prints the same at -O0, after the loop passes alone and after -O2,
// through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --inline --mem2reg --sroa --mem2reg --instcombine --simplify-cfg --loop-rotate --loop-unroll --verify-each --remarks %t.vir -o %t.un.mlir 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: vct-translate --vir-to-llvmir %t.un.mlir -o %t.un.ll && lli %t.un.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.un.mlir -o %t.un.c && %cc %t.un.c -o %t.un.exe && %t.un.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

#include <stdint.h>
#include <stdio.h>

// CHECK: moves 5b57992f60581d28 taps 17600 sum 43690

// ALONE: remark: VIR: accepted unroll on loop with back edge in @gen_moves (fully unrolled 8 iterations)

static uint64_t shift_dir(uint64_t b, int d) {
  switch (d) {
  case 0: return b << 8;
  case 1: return b >> 8;
  case 2: return (b << 1) & 0xfefefefefefefefeull;
  case 3: return (b >> 1) & 0x7f7f7f7f7f7f7f7full;
  case 4: return (b << 9) & 0xfefefefefefefefeull;
  case 5: return (b << 7) & 0x7f7f7f7f7f7f7f7full;
  case 6: return (b >> 7) & 0xfefefefefefefefeull;
  default: return (b >> 9) & 0x7f7f7f7f7f7f7f7full;
  }
}

__attribute__((noinline)) static uint64_t gen_moves(uint64_t me, uint64_t opp) {
  uint64_t empty = ~(me | opp), moves = 0;
  for (int d = 0; d < 8; d++) {
    uint64_t x = shift_dir(me, d) & opp;
    x |= shift_dir(x, d) & opp;
    x |= shift_dir(x, d) & opp;
    x |= shift_dir(x, d) & opp;
    x |= shift_dir(x, d) & opp;
    x |= shift_dir(x, d) & opp;
    moves |= shift_dir(x, d) & empty;
  }
  return moves;
}

__attribute__((noinline)) static int taps(const int *v, int i) {
  int s = 0;
  for (int k = 0; k < 5; k++) {
    int w = k == 0 || k == 4 ? 1 : (k == 2 ? 6 : 4);
    s += w * v[i + k];
  }
  return s;
}

int main(void) {
  uint64_t me = 0x0000000810000000ull, opp = 0x0000001008000000ull, h = 0;
  for (int i = 0; i < 1000; i++) {
    uint64_t m = gen_moves(me, opp);
    h = h * 31 + m;
    me = (me * 6364136223846793005ull + 1442695040888963407ull) & ~opp;
    opp = (opp ^ (opp << 13)) ^ (opp >> 7);
    opp &= ~me;
  }
  int v[64], t = 0;
  for (int i = 0; i < 64; i++)
    v[i] = (i * 37) % 101;
  for (int r = 0; r < 100; r++)
    for (int i = 0; i + 5 <= 64; i++)
      t += taps(v, i) % 7;
  uint32_t sum = 0;
  for (int i = 0; i < 8; i++)
    sum = sum * 4 + (uint32_t)(gen_moves(1ull << (i * 9), 2ull << (i * 9)) & 3) + 2;
  printf("moves %llx taps %d sum %u\n", (unsigned long long)h, t, sum);
  return 0;
}
