// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O0 --backend=llvm %s -o %t.v0l && %t.v0l | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.v0c && %t.v0c | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.v2l && %t.v2l | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.v2c && %t.v2c | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s
//
// ABI: the functions built by VCT (either backend) called from code clang
// built, and clang's functions called from VCT's code.
// RUN: clang-22 -w -c -DONLY_CALLERS %s -o %t.clang-callers.o
// RUN: clang-22 -w -c -DONLY_CALLEES %s -o %t.clang-callees.o
// RUN: vct-cc -S --emit=llvm -DONLY_CALLEES %s -o %t.callees.ll
// RUN: llc -O2 -relocation-model=pic -filetype=obj %t.callees.ll -o %t.callees-llvm.o
// RUN: clang-22 %t.callees-llvm.o %t.clang-callers.o -o %t.mix1 && %t.mix1 | FileCheck %s
// RUN: vct-cc -S --emit=c -DONLY_CALLEES %s -o %t.callees.c
// RUN: %cc -c %t.callees.c -o %t.callees-c.o
// RUN: clang-22 %t.callees-c.o %t.clang-callers.o -o %t.mix2 && %t.mix2 | FileCheck %s
// RUN: vct-cc -S --emit=llvm -DONLY_CALLERS %s -o %t.callers.ll
// RUN: llc -O2 -relocation-model=pic -filetype=obj %t.callers.ll -o %t.callers-llvm.o
// RUN: clang-22 %t.clang-callees.o %t.callers-llvm.o -o %t.mix3 && %t.mix3 | FileCheck %s
// RUN: vct-cc -S --emit=c -DONLY_CALLERS %s -o %t.callers.c
// RUN: %cc -c %t.callers.c -o %t.callers-c.o
// RUN: clang-22 %t.clang-callees.o %t.callers-c.o -o %t.mix4 && %t.mix4 | FileCheck %s

// Small structures and unions returned and passed by value. On x86-64 clang
// returns 9-16 byte ones as two-element LLVM structures ({i64, i32},
// {double, double}, {<2 x float>, float}, ...), which VCT imports as
// functions with two results; 8-byte ones are a single i64 or <2 x float>.

#include <stdio.h>

struct s8 {
  int a, b;
};
struct s12 {
  int a, b, c;
};
struct s16 {
  long a, b;
};
struct d2 {
  double x, y;
};
struct f3 {
  float a, b, c;
};
struct cd {
  char c;
  double d;
};
union u16 {
  long l;
  double d;
  char s[12];
};

struct s8 make8(int a, int b);
struct s12 make12(int a);
struct s16 make16(long a);
struct d2 maked2(double x);
struct f3 makef3(float a);
struct cd makecd(char c);
union u16 makeu(long l, char tag);
long sum8(struct s8 s);
long sum12(struct s12 s);
long sum16(struct s16 s);
double sumd2(struct d2 d);
double sumf3(struct f3 f);
double sumcd(struct cd c);
long sumu(union u16 u);
struct s12 rotate12(struct s12 s);
struct d2 swapd2(struct d2 d);
struct s16 pick16(int which, struct s16 p, struct s16 q);
struct d2 apply(struct d2 (*f)(double), double x);

#ifndef ONLY_CALLERS
struct s8 make8(int a, int b) {
  struct s8 s = {a, b};
  return s;
}

struct s12 make12(int a) {
  struct s12 s = {a, a * 2, -a};
  return s;
}

struct s16 make16(long a) {
  struct s16 s = {a, a * 1000000007L};
  return s;
}

struct d2 maked2(double x) {
  struct d2 d = {x, x / 4};
  return d;
}

struct f3 makef3(float a) {
  struct f3 f = {a, a + 0.5f, a * 3};
  return f;
}

struct cd makecd(char c) {
  struct cd r = {c, c * 0.25};
  return r;
}

union u16 makeu(long l, char tag) {
  union u16 u;
  u.l = l;
  u.s[8] = tag;
  u.s[11] = (char)(tag + 1);
  return u;
}

long sum8(struct s8 s) { return s.a + s.b; }
long sum12(struct s12 s) { return s.a + s.b + s.c; }
long sum16(struct s16 s) { return s.a - s.b; }
double sumd2(struct d2 d) { return d.x + d.y; }
double sumf3(struct f3 f) { return f.a + f.b + f.c; }
double sumcd(struct cd c) { return c.c + c.d; }
long sumu(union u16 u) { return u.l + u.s[8] * 100 + u.s[11]; }

struct s12 rotate12(struct s12 s) {
  struct s12 r = {s.b, s.c, s.a};
  return r;
}

struct d2 swapd2(struct d2 d) {
  struct d2 r = {d.y, d.x};
  return r;
}

struct s16 pick16(int which, struct s16 p, struct s16 q) {
  return which ? p : q;
}

struct d2 apply(struct d2 (*f)(double), double x) { return f(x); }
#endif

#ifndef ONLY_CALLEES
int main(void) {
  struct s8 a = make8(3, -7);
  printf("s8 %d %d sum %ld\n", a.a, a.b, sum8(a));
  struct s12 b = make12(11);
  printf("s12 %d %d %d sum %ld\n", b.a, b.b, b.c, sum12(b));
  b = rotate12(rotate12(b));
  printf("s12 rotated %d %d %d\n", b.a, b.b, b.c);
  struct s16 c = make16(-5);
  printf("s16 %ld %ld sum %ld\n", c.a, c.b, sum16(c));
  struct s16 d = pick16(0, c, make16(9));
  printf("s16 picked %ld %ld\n", d.a, d.b);
  struct d2 e = maked2(2.5);
  printf("d2 %.3f %.3f sum %.3f\n", e.x, e.y, sumd2(e));
  e = swapd2(apply(maked2, -8.0));
  printf("d2 swapped %.3f %.3f\n", e.x, e.y);
  struct f3 f = makef3(1.25f);
  printf("f3 %.3f %.3f %.3f sum %.3f\n", f.a, f.b, f.c, sumf3(f));
  struct cd g = makecd(12);
  printf("cd %d %.3f sum %.3f\n", g.c, g.d, sumcd(g));
  union u16 u = makeu(123456789012L, 7);
  printf("u16 %ld %d %d sum %ld\n", u.l, u.s[8], u.s[11], sumu(u));
  long total = 0;
  for (int i = 0; i < 10; ++i) {
    struct s12 t = make12(i);
    struct d2 w = maked2(i);
    total += sum12(rotate12(t)) + (long)sumd2(swapd2(w));
  }
  printf("total %ld\n", total);
  return 0;
}
#endif

// CHECK: s8 3 -7 sum -4
// CHECK-NEXT: s12 11 22 -11 sum 22
// CHECK-NEXT: s12 rotated -11 11 22
// CHECK-NEXT: s16 -5 -5000000035 sum 5000000030
// CHECK-NEXT: s16 picked 9 9000000063
// CHECK-NEXT: d2 2.500 0.625 sum 3.125
// CHECK-NEXT: d2 swapped -2.000 -8.000
// CHECK-NEXT: f3 1.250 1.750 3.750 sum 6.750
// CHECK-NEXT: cd 12 3.000 sum 15.000
// CHECK-NEXT: u16 123456789012 7 8 sum 123456789720
// CHECK-NEXT: total 143
