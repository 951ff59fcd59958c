// Identified objects and dereferenceable facts on a program that breaks if
// they overreach: a private global written through a pointer that escaped
// to another function, a public global changed by a callee, a fresh
// allocation copied into a slot, a write through a cast pointer (under
// -fno-strict-aliasing too), and a pointer that is only read when not null.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: FileCheck %s --check-prefix=FACTS < %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 -fno-strict-aliasing --backend=llvm %s -o %t.na && %t.na | FileCheck %s
// RUN: vct-cc -O2 --produce-traits="objects=false dereferenceable=false" %s -o %t.off && %t.off | FileCheck %s
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// CHECK: sum 136 via 1000 pub 7
// CHECK-NEXT: heap 30 slot 30
// CHECK-NEXT: bits 3f800000 1
// CHECK-NEXT: maybe 0 5

// @bounds is private and only read: its loads name the other objects.
// FACTS: vir.global private constant @bounds
// @via escapes (its address reaches @bump): it is an object, but unknown
// pointers may reach it.
// FACTS-LABEL: vir.func @main
// FACTS: vct.global.via

static int bounds[2] = {1, 16};
static int via;
int pub = 3;

static void bump(int *p, int v) { *p = v; }
void set_pub(void) { pub = 7; }

static int sum_to_bounds(void) {
  int s = 0;
  for (int i = bounds[0]; i <= bounds[1]; i++) {
    bump(&via, 1000); // a store to another global, through a pointer
    s += i;
  }
  return s;
}

static int maybe(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    if (p)
      s += *p;
  return s;
}

int main(void) {
  int s = sum_to_bounds();
  int before = pub;
  set_pub();
  printf("sum %d via %d pub %d\n", s + before - 3, via, pub);

  int *heap = malloc(4 * sizeof(int));
  int slot[4];
  for (int i = 0; i < 4; i++)
    heap[i] = i * 5;
  memcpy(slot, heap, sizeof slot);
  heap[0] = 99;
  free(heap);
  printf("heap %d slot %d\n", slot[0] + slot[1] + slot[2] + slot[3],
         slot[1] + slot[2] + slot[3]);

  float f = 1.0f;
  unsigned bits;
  memcpy(&bits, &f, sizeof bits);
  unsigned *alias = (unsigned *)&f;
  *alias += 0; // a write through a cast pointer
  printf("bits %x %d\n", bits, f == 1.0f);

  int five = 5;
  printf("maybe %d %d\n", maybe(NULL, 4), maybe(&five, 1));
  return 0;
}
