// Loops whose variable steps by more than one (findSteppedLoop): `i += 2`
// over interleaved pairs, `i += 3` over triples, `i -= 2` counting down, a
// `<=` against a constant, a pointer bumped once per two elements and the
// variable's value after the loop. The vector loop runs (distance - 1) /
// step + 1 iterations, VF x IC at a time; the scalar remainder finishes.
// Every other element alone is a group with a gap (the vector loop leaves
// the last iteration to the scalar one). Refused: an unsigned variable (its
// increment may wrap) and pairs walked down by `i -= 2` (a group moving
// backward).
// The program prints the same at -O0, after mem2reg, rotation, phiopt and
// loop-vectorize alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --simplify-cfg --phiopt --loop-vectorize --remarks --verify-each %t.vir -o %t.v.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2

// REMARK-DAG: accepted vectorize on loop with back edge in @gain ({{.*}}stepping by 2
// REMARK-DAG: accepted vectorize on loop with back edge in @triples ({{.*}}stepping by 3
// REMARK-DAG: denied vectorize on loop with back edge in @swap_down, Unsupported (non-consecutive access: load from %arg1 moves -8 bytes per iteration for 4-byte elements)
// REMARK-DAG: accepted vectorize on loop with back edge in @fill_to ({{.*}}stepping by 2
// REMARK-DAG: accepted vectorize on loop with back edge in @pairs_out ({{.*}}stepping by 2
// REMARK-DAG: accepted vectorize on loop with back edge in @last_index ({{.*}}stepping by 2
// REMARK-DAG: denied vectorize on loop with back edge in @unsigned_step, Unsupported (not a counted loop: induction variable {{[0-9]+}} steps by 2, and a step other than +1 and -1 counts only under a strict test
// REMARK-DAG: accepted vectorize on loop with back edge in @evens ({{.*}}stepping by 2
// O2-DAG: accepted vectorize on loop with back edge in @gain ({{.*}}stepping by 2
// O2-DAG: accepted vectorize on loop with back edge in @triples ({{.*}}stepping by 3{{.*}}1 reduction(s)
// O2-DAG: accepted vectorize on loop with back edge in @last_index ({{.*}}stepping by 2

// CHECK: gain 0 0
// CHECK-NEXT: gain 1 70
// CHECK-NEXT: gain 2 616
// CHECK-NEXT: gain 7 2260
// CHECK-NEXT: gain 16 5361
// CHECK-NEXT: gain 33 13804
// CHECK-NEXT: gain 64 35090
// CHECK-NEXT: triples 0 0 triples 1 104 triples 5 473 triples 21 1910 triples 40 3656
// CHECK-NEXT: swap 0 0 swap 2 7 swap 9 268 swap 18 718 swap 40 1966
// CHECK-NEXT: fill 2601 unsigned 14 evens 302 pairs -96 last 0 2 18 34 64
// CHECK-NEXT: at end 86100

#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

static int s[256], d[256];
static int tri[256];

static void init(void) {
  for (int i = 0; i < 256; i++) {
    s[i] = (i * 7) % 23 + i / 5;
    d[i] = -1;
    tri[i] = (i * 13) % 31;
  }
}

static long sum(const int *a, int n) {
  long t = 0;
  for (int i = 0; i < n; i++)
    t += (long)a[i] * (i % 5 + 1);
  return t;
}

// Interleaved stereo: left gains 3, right 5; n frames of two samples.
__attribute__((noinline)) void gain(int *restrict out, const int *restrict in,
                                    int n) {
  for (int i = 0; i < 2 * n; i += 2) {
    out[i] = in[i] * 3;
    out[i + 1] = in[i + 1] * 5;
  }
}

__attribute__((noinline)) int triples(const int *p, int n) {
  int t = 0;
  for (int i = 0; i < 3 * n; i += 3)
    t += p[i] + 2 * p[i + 1] + 3 * p[i + 2];
  return t;
}

// Swaps neighbours from the top down: counting down by 2.
__attribute__((noinline)) void swap_down(int *restrict out,
                                         const int *restrict in, int n) {
  for (int i = n - 2; i >= 0; i -= 2) {
    out[i] = in[i + 1];
    out[i + 1] = in[i];
  }
}

static int table[102];
__attribute__((noinline)) int fill_to(void) {
  for (int i = 0; i <= 100; i += 2) {
    table[i] = i;
    table[i + 1] = 1;
  }
  int t = 0;
  for (int i = 0; i < 102; i++)
    t += table[i];
  return t;
}

__attribute__((noinline)) unsigned unsigned_step(const int *p, unsigned n) {
  unsigned t = 0;
  for (unsigned i = 0; i < n; i += 2) {
    d[i] = p[i] + 1;
    d[i + 1] = p[i + 1] - 1;
    t += 1;
  }
  return t + (unsigned)d[7];
}

__attribute__((noinline)) int evens(const int *p, int n) {
  int t = 0;
  for (int i = 0; i < n; i += 2)
    t += p[i];
  return t;
}

// A pointer bumped once per pair.
__attribute__((noinline)) void pairs_out(int *restrict q,
                                         const int *restrict p, int n) {
  for (int i = 0; i < n; i += 2)
    *q++ = p[i] - p[i + 1];
}

// The variable after the loop.
__attribute__((noinline)) int last_index(int *restrict out,
                                         const int *restrict in, int n) {
  int i;
  for (i = 0; i < n; i += 2) {
    int left = in[i], right = in[i + 1];
    out[i] = left + right;
    out[i + 1] = left - right;
  }
  return i;
}

// The even elements of an array that ends at a page before an inaccessible
// one: the group's wide load must never read past the last element (the
// vector loop leaves the last iteration to the scalar loop).
static long evens_at_end(void) {
  long page = sysconf(_SC_PAGESIZE);
  char *base = mmap(0, 2 * page, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED || mprotect(base + page, page, PROT_NONE))
    return -1;
  long t = 0;
  for (int n = 1; n <= 40; n++) {
    int *p = (int *)(base + page) - (2 * n - 1); // p[2n - 2] is the last
    for (int i = 0; i < 2 * n - 1; i++)
      p[i] = i * 3 + n;
    t += evens(p, 2 * n - 1);
  }
  munmap(base, 2 * page);
  return t;
}

int main(void) {
  static const int sizes[] = {0, 1, 2, 7, 16, 33, 64};
  for (int k = 0; k < 7; k++) {
    init();
    gain(d, s, sizes[k]);
    printf("gain %d %ld\n", sizes[k], sum(d, 2 * sizes[k]));
  }
  static const int tris[] = {0, 1, 5, 21, 40};
  for (int k = 0; k < 5; k++)
    printf("triples %d %d ", tris[k], triples(tri, tris[k]));
  printf("\n");
  static const int swaps[] = {0, 2, 9, 18, 40};
  for (int k = 0; k < 5; k++) {
    init();
    swap_down(d, s, swaps[k]);
    printf("swap %d %ld ", swaps[k], sum(d, swaps[k]));
  }
  printf("\n");
  init();
  int f = fill_to();
  unsigned u = unsigned_step(s, 22);
  int e = evens(s, 41);
  int pairs[128];
  pairs_out(pairs, s, 60);
  long pt = sum(pairs, 30);
  printf("fill %d unsigned %u evens %d pairs %ld last", f, u, e, pt);
  static const int lasts[] = {0, 1, 17, 34, 63};
  for (int k = 0; k < 5; k++)
    printf(" %d", last_index(d, s, lasts[k]));
  printf("\n");
  printf("at end %ld\n", evens_at_end());
  return 0;
}
