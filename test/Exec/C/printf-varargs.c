// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Calls to the variadic printf family with mixed argument types: promoted
// char/short/float, long long, size_t, strings, width/precision from
// arguments, and snprintf into a buffer.

// CHECK: char Q (81), short -1234, ushort 65000, float 3.250000
// CHECK-NEXT: long -1234567890123, ulong 18446744073709551615, llong -9223372036854775808
// CHECK-NEXT: size_t 24, ptrdiff -42, int8 -128, hex 123456789abcdef, HEX 123456789ABCDEF, oct 221505
// CHECK-NEXT: [   42] [42   ] [00042] [+42] [ 42] [ff] [0xff] [010]
// CHECK-NEXT: [   3.142] [-2.50   ] [1.234568e+05] [1.230E-04] [100000] [1e+06] [0.0001]
// CHECK-NEXT: [text] [     right] [left      ] [tru] [abc] [%]
// CHECK-NEXT: [        7] [7        ] [2.72] [     1.41]
// CHECK-NEXT: widget     x 12 @   2.50 =    30.00 (delta -3)
// CHECK-NEXT: gadget     x  3 @  19.99 =    59.97 (delta +7)
// CHECK-NEXT: doohickey  x250 @   0.75 =   187.50 (delta +0)
// CHECK-NEXT: total 277.47 over 3 items
// CHECK-NEXT: snprintf wrote 12: id-007-z-0.2
// CHECK-NEXT: truncated to [1234567], would need 9
// CHECK-NEXT: 40000+50000=90000 (17 chars)
// CHECK-NEXT: 1 2 3.000000 4 5 6.000000 7 8.000000 9 10.000000 11 12.000000 13 end

#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct item {
  const char *name;
  unsigned short qty;
  float price;
  signed char delta;
};

int main(void) {
  char c = 'Q';
  short s = -1234;
  unsigned short us = 65000;
  float f = 3.25f;
  long l = -1234567890123L;
  unsigned long ul = 18446744073709551615UL;
  long long ll = -9223372036854775807LL - 1;
  size_t sz = sizeof(struct item);
  ptrdiff_t pd = -42;
  int8_t i8 = -128;
  uint64_t u64 = 0x0123456789abcdefULL;
  printf("char %c (%d), short %hd, ushort %hu, float %f\n", c, c, s, us, f);
  printf("long %ld, ulong %lu, llong %lld\n", l, ul, ll);
  printf("size_t %zu, ptrdiff %td, int8 %d, hex %llx, HEX %llX, oct %llo\n", sz, pd, i8,
         (unsigned long long)u64, (unsigned long long)u64, (unsigned long long)(u64 >> 40));
  printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%x] [%#x] [%#o]\n", 42, 42, 42, 42, 42, 255, 255, 8);
  printf("[%8.3f] [%-8.2f] [%e] [%.3E] [%g] [%g] [%g]\n", 3.14159265, -2.5, 123456.789, 0.000123,
         100000.0, 1000000.0, 0.0001);
  printf("[%s] [%10s] [%-10s] [%.3s] [%c%c%c] [%%]\n", "text", "right", "left", "truncate", 'a',
         'b', 'c');
  int width = 9, prec = 2;
  printf("[%*d] [%-*d] [%.*f] [%*.*f]\n", width, 7, width, 7, prec, 2.71828, width, prec, 1.41421);
  struct item items[] = {{"widget", 12, 2.5f, -3}, {"gadget", 3, 19.99f, 7}, {"doohickey", 250, 0.75f, 0}};
  double total = 0;
  for (int i = 0; i < 3; ++i) {
    double line = items[i].qty * (double)items[i].price;
    total += line;
    printf("%-10s x%3hu @ %6.2f = %8.2f (delta %+hhd)\n", items[i].name, items[i].qty,
           items[i].price, line, items[i].delta);
  }
  printf("total %.2f over %d items\n", total, 3);
  char buf[64];
  int n = snprintf(buf, sizeof buf, "%s-%03d-%c-%.1f", "id", 7, 'z', 0.25);
  printf("snprintf wrote %d: %s\n", n, buf);
  char small[8];
  n = snprintf(small, sizeof small, "%d", 123456789);
  printf("truncated to [%s], would need %d\n", small, n);
  n = sprintf(buf, "%u+%u=%u", 40000u, 50000u, 40000u + 50000u);
  printf("%s (%d chars)\n", buf, n);
  /* Many arguments: more than fit in registers. */
  printf("%d %ld %f %d %lld %f %d %f %d %f %d %f %d %s\n", 1, 2L, 3.0, 4, 5LL, 6.0, 7, 8.0, 9,
         10.0, 11, 12.0, 13, "end");
  return 0;
}
