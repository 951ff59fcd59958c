// Structures the x86-64 ABI passes as vectors and integers: two floats
// (a vector<2xf32>), four floats (two of them), a structure of an int, an
// array of shorts and a byte (two i64) built by a loop the vectorizer
// turns into vector stores. sroa splits the vector accesses the field
// accesses divide, so the fields become values; the programs print the
// same at -O0, -O2 and -O3 through both backends, and the copies leave no
// slot behind in the loop kernel (@walk).
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 --backend=llvm %s -o %t.v3 && %t.v3 | FileCheck %s
// RUN: vct-cc -O3 --backend=c %s -o %t.v3c && %t.v3c | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o %t.mlir && FileCheck %s --check-prefix=IR < %t.mlir

// CHECK: walk -0.500 0.250 -0.500 -8.750
// CHECK-NEXT: quad 6.000 -6.000 7.000 1.000
// CHECK-NEXT: mix 207824

// IR-LABEL: vir.func {{.*}}@walk(
// IR-NOT: vir.alloca
// IR: vir.return

#include <stdio.h>

struct vec2 { float x, y; };
struct quad { float a, b, c, d; };
struct sample { int id; short channel[5]; unsigned char flags; };

__attribute__((noinline)) static struct vec2 add(struct vec2 p, struct vec2 q) {
  return (struct vec2){p.x + q.x, p.y - q.y};
}

static struct vec2 step(struct vec2 p, int i) {
  struct vec2 d = {(float)(i % 3) - 1.0f, (float)(i % 4) * 0.25f};
  if (p.x > 2.0f) d.x = -d.x;
  return add(p, d);
}

__attribute__((noinline)) static struct vec2 walk(int n, struct vec2 *box) {
  struct vec2 p = {0.5f, 0.25f};
  for (int i = 0; i < n; i++) {
    p = step(p, i);
    if (p.x < box[0].x) box[0].x = p.x;
    if (p.y > box[1].y) box[1].y = p.y;
  }
  return p;
}

static struct quad swap(struct quad q) {
  return (struct quad){q.c + q.d, q.b - q.a, q.a, q.d * 0.5f};
}

static struct sample make(int i) {
  struct sample s;
  s.id = i;
  for (int c = 0; c < 5; c++)
    s.channel[c] = (short)((i * (c + 3)) & 0x7ff);
  s.flags = (unsigned char)i;
  return s;
}

static int mix(struct sample s) {
  int acc = s.id;
  for (int c = 0; c < 5; c++)
    acc = acc * 3 + s.channel[c];
  return s.flags & 1 ? acc : -acc;
}

int main(void) {
  struct vec2 box[2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
  struct vec2 p = walk(25, box);
  printf("walk %.3f %.3f %.3f %.3f\n", box[0].x, box[1].y, p.x, p.y);
  struct quad q = swap(swap((struct quad){1.0f, 2.0f, 3.0f, 4.0f}));
  q.a += 3.0f;
  printf("quad %.3f %.3f %.3f %.3f\n", q.a, q.b, q.c, q.d);
  long total = 0;
  for (int i = 0; i < 100; i++)
    total += mix(make(i * 7));
  printf("mix %ld\n", total);
  return 0;
}
