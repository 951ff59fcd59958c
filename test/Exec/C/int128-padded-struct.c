// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR
// VIR: vir.global @gs : !vir.struct<i8, !vir.array<15 x i8>, vector<2xi64>, i16, !vir.array<14 x i8>> = [3, zeroinit, dense<[9, 320]>, -2, zeroinit] align 16

// __int128 fields after smaller ones (`{ i8, i128 }`, which pads the char
// to 16 bytes; issue 13: "cannot import 'i128' here"): in a structure that
// is not packed, an integer of 65 to 128 bits is `vector<2 x i64>`, of the
// integer's size and alignment, so every field keeps its offset. Globals,
// nested structures and arrays of them, structures returned in memory,
// copies.

// CHECK: 1 4 9 size 48 align 16 off 16
// CHECK-NEXT: 00000000000001400000000000000009 3 -2
// CHECK-NEXT: 00000000000000000000000000000064 1 2
// CHECK-NEXT: fffffffffc0000000000000000000000 4 5
// CHECK-NEXT: 1fffffffffffffffffffffffffffffff 7 size 128
// CHECK-NEXT: 00000000002a00000000000000000000
// CHECK-NEXT: 00000000000300000000000000000001 3

#include <stdio.h>
#include <string.h>
struct S { char c; __int128 x; short t; };
struct N { int k; struct S inner[2]; unsigned __int128 u; };
struct S gs = { 3, ((__int128)5 << 70) + 9, -2 };
struct N gn = { 7, { {1, 100, 2}, {4, -((__int128)1 << 90), 5} }, ~(unsigned __int128)0 >> 3 };
static void show(__int128 v) { printf("%016llx%016llx", (unsigned long long)((unsigned __int128)v >> 64), (unsigned long long)v); }
static struct S make(int i) { struct S s = { (char)i, (__int128)i << 80, (short)(i * 3) }; return s; }
int main(void) {
  struct S s = { 1, (__int128)1 << 100, 9 };
  printf("%d %d %d size %zu align %zu off %zu\n", s.c, (int)(s.x >> 98), s.t, sizeof(struct S), _Alignof(struct S), __builtin_offsetof(struct S, x));
  show(gs.x); printf(" %d %d\n", gs.c, gs.t);
  for (int i = 0; i < 2; i++) { show(gn.inner[i].x); printf(" %d %d\n", gn.inner[i].c, gn.inner[i].t); }
  show((__int128)gn.u); printf(" %d size %zu\n", gn.k, sizeof(struct N));
  struct S arr[3]; for (int i = 0; i < 3; i++) arr[i] = make(i + 1);
  __int128 sum = 0; for (int i = 0; i < 3; i++) sum += arr[i].x * arr[i].t;
  show(sum); printf("\n");
  struct S copy; memcpy(&copy, &arr[2], sizeof copy); copy.x += 1; show(copy.x); printf(" %d\n", copy.c);
  return 0;
}
