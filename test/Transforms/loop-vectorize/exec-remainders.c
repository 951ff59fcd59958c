// Remainders by constants in vector lanes: signed by a positive and a
// negative constant (C's sign of the dividend), unsigned, and a quotient
// beside them; a remainder by a variable is refused. The program prints
// the same at -O0, after mem2reg, rotation and loop-vectorize alone, and
// after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --simplify-cfg --loop-vectorize --remarks --verify-each %t.vir -o %t.v.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=IR < %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// REMARK-DAG: accepted vectorize on loop with back edge in @wrap
// REMARK-DAG: accepted vectorize on loop with back edge in @digits
// REMARK-DAG: denied vectorize on loop with back edge in @by_variable, Unsupported (vir.srem in the loop divides by a value that is not a constant other than 0 and -1)
// IR-LABEL: vir.func @wrap(
// IR: vir.srem %{{.*}} : vector<4xi32>
// IR: vir.srem %{{.*}} : vector<4xi32>
// IR-LABEL: vir.func @digits(
// IR: vir.urem %{{.*}} : vector<4xi32>

// CHECK: wrap -768 digits 181399 by_variable -24

#include <stdio.h>

void wrap(int *out, const int *in, int n) {
  for (int i = 0; i < n; i++)
    out[i] = in[i] % 97 + in[i] % -7;
}

void digits(unsigned *out, const unsigned *in, int n) {
  for (int i = 0; i < n; i++)
    out[i] = in[i] % 10u + in[i] / 10u % 10u;
}

void by_variable(int *out, const int *in, int n, int d) {
  for (int i = 0; i < n; i++)
    out[i] = in[i] % d;
}

int main(void) {
  int in[203], out[203];
  unsigned uin[203], uout[203];
  unsigned s = 99u;
  for (int i = 0; i < 203; i++) {
    s = s * 1103515245u + 12345u;
    in[i] = (int)(s >> 8) - (1 << 23);
    uin[i] = s;
  }
  in[0] = -2147483647 - 1;
  in[1] = 2147483647;
  wrap(out, in, 203);
  int a = 0;
  for (int i = 0; i < 203; i++)
    a += out[i];
  digits(uout, uin, 203);
  unsigned b = 0;
  for (int i = 0; i < 203; i++)
    b += uout[i] * (unsigned)(i + 1);
  by_variable(out, in, 203, -13);
  int c = 0;
  for (int i = 0; i < 203; i++)
    c += out[i];
  printf("wrap %d digits %u by_variable %d\n", a, b, c);
  return 0;
}
