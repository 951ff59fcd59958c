// Vector epilogues: byte loops vectorized by 16 whose scalar remainders
// get a vector loop of 4 lanes of their own. A swap of n bytes between two
// buffers that may overlap (runtime checks in both loops), a byte sum with
// its total used after the loop (a reduction resumed twice), and a copy
// counting down, and a branching body if-converted (its remainder is a
// block of selects); every length from 0 to 40 and overlapping swaps. The
// program prints the same at -O0, after mem2reg, rotation and
// loop-vectorize alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --simplify-cfg --loop-vectorize --remarks --verify-each %t.vir -o %t.v.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=IR < %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// REMARK-DAG: accepted vectorize on loop with back edge in @swap_bytes
// REMARK-DAG: accepted vectorize on loop with back edge in @sum_bytes
// REMARK-DAG: accepted vectorize on loop with back edge in @copy_down
// REMARK-DAG: accepted vectorize on loop with back edge in @sub_or_add
// REMARK-DAG: loop-vectorize: its scalar remainder runs 4 lanes at a time first (a vector epilogue){{.*}}, behind its own runtime check of 1 pair(s)
// IR-LABEL: vir.func @swap_bytes(
// IR: vir.load {{.*}} : vector<16xi8>
// IR: vir.load {{.*}} : vector<4xi8>
// IR-LABEL: vir.func @sum_bytes(
// IR: vir.reduce add {{.*}} : vector<16xi8>
// IR: vir.reduce add {{.*}} : vector<4xi8>
// IR-LABEL: vir.func @sub_or_add(
// IR: vir.select {{.*}} : vector<16xi1>, vector<16xi8>
// IR: vir.select {{.*}} : vector<4xi1>, vector<4xi8>

// CHECK: swap 493814500 sum 1969388830 down 1303275519

#include <stdio.h>
#include <stddef.h>

void swap_bytes(char *a, char *b, size_t n) {
  while (n--) {
    char t = *a;
    *a++ = *b;
    *b++ = t;
  }
}

unsigned char sum_bytes(const unsigned char *p, int n) {
  unsigned char s = 7;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

void copy_down(unsigned char *d, const unsigned char *s, int n) {
  for (int i = n - 1; i >= 0; i--)
    d[i] = (unsigned char)(s[i] + 1);
}

void sub_or_add(unsigned char *restrict d, const unsigned char *restrict a,
                const unsigned char *restrict b, int n) {
  for (int i = 0; i < n; i++) {
    unsigned char x = a[i], y = b[i];
    if (x > 100)
      d[i] = (unsigned char)(x - 100);
    else
      d[i] = (unsigned char)(x + y);
  }
}

static unsigned mix(unsigned h, const unsigned char *p, int n) {
  for (int i = 0; i < n; i++)
    h = h * 31u + p[i];
  return h;
}

int main(void) {
  unsigned char buf[128];
  for (int i = 0; i < 128; i++)
    buf[i] = (unsigned char)(i * 7 + 3);
  unsigned swap = 0, sum = 0, down = 0;
  for (int n = 0; n <= 40; n++) {
    swap_bytes((char *)buf, (char *)buf + 64, (size_t)n);
    swap_bytes((char *)buf + 3, (char *)buf + 5, (size_t)n / 4);
    swap = mix(swap, buf, 128);
    sum = sum * 3u + sum_bytes(buf + n, n);
    copy_down(buf + 70, buf + 20, n);
    copy_down(buf + 1, buf, n / 2);
    sub_or_add(buf + 80, buf + 10, buf + 40, n);
    down = mix(down, buf, 128);
  }
  printf("swap %u sum %u down %u\n", swap, sum, down);
  return 0;
}
