// Bodies whose ifs nest (else-if chains joining in one block, an if inside
// an arm, a bounce off either wall in fixed point, a store under two
// nested tests, a switch, totals under nested and successive ifs, stores
// in every arm of a chain or under an outer test, totals updated on both
// sides of an if or along a chain):
// if-converted with block masks, each join's arguments a select per
// incoming edge. The program prints the same at -O0, after mem2reg,
// rotation, phiopt and loop-vectorize alone, and after -O2, through both
// backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --simplify-cfg --phiopt --loop-vectorize --remarks --verify-each %t.vir -o %t.v.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2

// REMARK-DAG: accepted vectorize on loop with back edge in @fold_range ({{.*}}if-converted
// REMARK-DAG: accepted vectorize on loop with back edge in @bounce ({{.*}}if-converted
// REMARK-DAG: accepted vectorize on loop with back edge in @mark_band ({{.*}}if-converted{{.*}}a conditional store stored lane by lane
// REMARK-DAG: accepted vectorize on loop with back edge in @by_kind ({{.*}}if-converted
// REMARK-DAG: accepted vectorize on loop with back edge in @count_band ({{.*}}1 reduction(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @sum_twice ({{.*}}if-converted{{.*}}1 reduction(s)
// O2-DAG: accepted vectorize on loop with back edge in @count_band ({{.*}}1 reduction(s)
// O2-DAG: accepted vectorize on loop with back edge in @sum_twice ({{.*}}1 reduction(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @clamp_store ({{.*}}blending the stores of its arms
// O2-DAG: accepted vectorize on loop with back edge in @clamp_store ({{.*}}blending the stores of its arms
// O2-DAG: accepted vectorize on loop with back edge in @fold_range ({{.*}}if-converted
// O2-DAG: accepted vectorize on loop with back edge in @by_kind ({{.*}}if-converted
// REMARK-DAG: accepted vectorize on loop with back edge in @balance ({{.*}}1 reduction(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @graded ({{.*}}1 reduction(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @hash_chain ({{.*}}1 reduction(s)
// O2-DAG: accepted vectorize on loop with back edge in @balance ({{.*}}1 reduction(s)

// CHECK: fold 0 0
// CHECK-NEXT: fold 3 144
// CHECK-NEXT: fold 17 4299
// CHECK-NEXT: fold 100 32594
// CHECK-NEXT: bounce 0 0 0
// CHECK-NEXT: bounce 3 2400 936
// CHECK-NEXT: bounce 17 12464 544
// CHECK-NEXT: bounce 100 78307 -4335
// CHECK-NEXT: band 0 0
// CHECK-NEXT: band 3 0
// CHECK-NEXT: band 17 3
// CHECK-NEXT: band 100 13
// CHECK-NEXT: kind 0 0
// CHECK-NEXT: kind 3 321
// CHECK-NEXT: kind 17 -82
// CHECK-NEXT: kind 100 17450
// CHECK-NEXT: count 0 0 1
// CHECK-NEXT: count 3 0 80
// CHECK-NEXT: count 17 3 3608
// CHECK-NEXT: count 100 12 16544
// CHECK-NEXT: stores 0 -507 -381
// CHECK-NEXT: stores 3 247 3306
// CHECK-NEXT: stores 17 10055 16198
// CHECK-NEXT: stores 100 66598 117137
// CHECK-NEXT: totals 0 7 -3 9
// CHECK-NEXT: totals 3 333 221 4294967209
// CHECK-NEXT: totals 17 2450 1526 1540484967
// CHECK-NEXT: totals 100 19246 9690 2754483109

#include <stdint.h>
#include <stdio.h>

// Reflects values into [0, 255]: below 0, above 255, or as they are; odd
// values inside then lose their low bit (an if inside the last arm).
__attribute__((noinline)) void fold_range(int *restrict out,
                                          const int *restrict in, int n) {
  for (int i = 0; i < n; i++) {
    int v = in[i];
    int w;
    if (v < 0) {
      w = -v;
    } else if (v > 255) {
      w = 510 - v;
    } else {
      w = v;
      if (w & 1)
        w -= 1;
    }
    out[i] = w;
  }
}

// A Q16.16 product (a macro: the pass-alone pipeline has no inliner).
#define FMUL(a, b) ((int32_t)(((int64_t)(a) * (b)) >> 16))

// A particle against two walls: bounce off either, damping the velocity.
__attribute__((noinline)) void bounce(int32_t *restrict x,
                                      int32_t *restrict v, int n) {
  const int32_t wall = 100 * 65536, damp = 3 * 16384;
  for (int i = 0; i < n; i++) {
    int32_t nx = x[i] + v[i], nv = v[i];
    if (nx < 0) {
      nx = -nx;
      nv = FMUL(-nv, damp);
    } else if (nx >= wall) {
      nx = 2 * (wall - 1) - nx;
      nv = -FMUL(nv, damp);
    }
    x[i] = nx;
    v[i] = nv;
  }
}

// Marks values inside (0, 100) that are even: a store under two tests.
__attribute__((noinline)) void mark_band(int *restrict flag,
                                         const int *restrict in, int n) {
  for (int i = 0; i < n; i++) {
    int v = in[i];
    if (v > 0) {
      if (v < 100)
        flag[i] = v & 1 ? 1 : 2;
    }
  }
}

// A switch on the low bits of each value picks its formula.
__attribute__((noinline)) void by_kind(int *restrict out,
                                       const int *restrict in, int n) {
  for (int i = 0; i < n; i++) {
    int v = in[i], w;
    switch (v & 3) {
    case 0:
      w = v + 7;
      break;
    case 1:
      w = v * 3;
      break;
    case 2:
      w = -v;
      break;
    default:
      w = v / 2;
      break;
    }
    out[i] = w;
  }
}

// Totals under combined tests (`&&` is two nested branches) and under two
// ifs in a row.
__attribute__((noinline)) unsigned count_band(const int *restrict in, int n) {
  unsigned c = 0;
  for (int i = 0; i < n; i++) {
    int v = in[i];
    if (v > 3 && v < 90)
      c++;
  }
  return c;
}

__attribute__((noinline)) int sum_twice(const int *restrict a,
                                        const int *restrict b, int n) {
  int r = 1;
  for (int i = 0; i < n; i++) {
    int x = a[i], y = b[i];
    if (x > 12) {
      if (y < 5)
        r += 4;
    }
    if (y > x)
      r += y;
  }
  return r;
}

// Stores of one element in every arm of an else-if chain (a clamp written
// with stores: one store of their blend), and on both sides of an if under
// another test (one store of the blend, under either side's mask).
__attribute__((noinline)) void clamp_store(int *restrict out,
                                           const int *restrict in, int n) {
  for (int i = 0; i < n; i++) {
    int v = in[i];
    if (v < 0)
      out[i] = 0;
    else if (v > 255)
      out[i] = 255;
    else
      out[i] = v;
  }
}

__attribute__((noinline)) void guarded_pick(int *restrict out,
                                            const int *restrict in, int n) {
  for (int i = 0; i < n; i++) {
    int v = in[i];
    if (v > 0) {
      if (v & 1)
        out[i] = v * 3;
      else
        out[i] = v - 7;
    }
  }
}

// A total updated on both sides of an if (add and subtract), along an
// else-if chain of adds and subtracts, and an else-if chain of xors: each
// folds into one update of the total by a blend of the arms' amounts.
__attribute__((noinline)) int balance(const int *restrict a,
                                      const int *restrict b, int n) {
  int r = 7;
  for (int i = 0; i < n; i++) {
    int x = a[i], y = b[i];
    if (x > 0)
      r += x;
    else
      r -= y;
  }
  return r;
}

__attribute__((noinline)) int graded(const int *restrict a, int n) {
  int r = -3;
  for (int i = 0; i < n; i++) {
    int v = a[i];
    if (v < 0)
      r -= 2 * v;
    else if (v > 100)
      r += 100;
    else
      r -= v;
  }
  return r;
}

__attribute__((noinline)) unsigned hash_chain(const int *restrict a, int n) {
  unsigned h = 9;
  for (int i = 0; i < n; i++) {
    int v = a[i];
    if (v < -50)
      h ^= (unsigned)v;
    else if (v > 150)
      h ^= 0x5bd1e995u;
    else
      h ^= (unsigned)v << 3;
  }
  return h;
}

static int in[128], out[128];
static int32_t xs[128], vs[128];

int main(void) {
  static const int sizes[] = {0, 3, 17, 100};
  uint32_t seed = 12345;
  for (int i = 0; i < 128; i++) {
    seed = seed * 1103515245u + 12345u;
    in[i] = (int)((seed >> 8) % 800) - 200;
  }
  for (int k = 0; k < 4; k++) {
    fold_range(out, in, sizes[k]);
    long sum = 0;
    for (int i = 0; i < sizes[k]; i++)
      sum += out[i] * (i % 5 + 1);
    printf("fold %d %ld\n", sizes[k], sum);
  }
  for (int k = 0; k < 4; k++) {
    for (int i = 0; i < 128; i++) {
      xs[i] = (in[i] % 100 + 50) * 65536;
      vs[i] = (in[i] % 37) * 131072;
    }
    for (int t = 0; t < 5; t++)
      bounce(xs, vs, sizes[k]);
    long sx = 0, sv = 0;
    for (int i = 0; i < sizes[k]; i++) {
      sx += xs[i] >> 12;
      sv += vs[i] >> 12;
    }
    printf("bounce %d %ld %ld\n", sizes[k], sx, sv);
  }
  for (int k = 0; k < 4; k++) {
    for (int i = 0; i < 128; i++)
      out[i] = 0;
    mark_band(out, in, sizes[k]);
    long marked = 0;
    for (int i = 0; i < sizes[k]; i++)
      marked += out[i] != 0;
    printf("band %d %ld\n", sizes[k], marked);
  }
  for (int k = 0; k < 4; k++) {
    by_kind(out, in, sizes[k]);
    long sum = 0;
    for (int i = 0; i < sizes[k]; i++)
      sum += out[i] * (i % 3 + 1);
    printf("kind %d %ld\n", sizes[k], sum);
  }
  for (int k = 0; k < 4; k++)
    printf("count %d %u %d\n", sizes[k], count_band(in, sizes[k]),
           sum_twice(in, in + 7, sizes[k]));
  for (int k = 0; k < 4; k++) {
    for (int i = 0; i < 128; i++)
      out[i] = -1;
    clamp_store(out, in, sizes[k]);
    long sum = 0;
    for (int i = 0; i < 128; i++)
      sum += out[i] * (i % 7 + 1);
    guarded_pick(out, in, sizes[k]);
    long picked = 0;
    for (int i = 0; i < 128; i++)
      picked += out[i] * (i % 5 + 1);
    printf("stores %d %ld %ld\n", sizes[k], sum, picked);
  }
  for (int k = 0; k < 4; k++)
    printf("totals %d %d %d %u\n", sizes[k], balance(in, in + 9, sizes[k]),
           graded(in, sizes[k]), hash_chain(in, sizes[k]));
  return 0;
}
