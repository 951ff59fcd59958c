// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Static locals and globals with initializers: arrays of structures with
// string pointers, pointers into other globals, nested and designated
// initializers, and counters that keep their value between calls.

// CHECK: Mercury  0.39 AU  0 moons [hot]
// CHECK-NEXT: Venus    0.72 AU  0 moons [cloudy] [retrograde]
// CHECK-NEXT: Earth    1.00 AU  1 moons [home]
// CHECK-NEXT: Mars     1.52 AU  2 moons [red] [dusty]
// CHECK-NEXT: Jupiter  5.20 AU 95 moons
// CHECK-NEXT: home: Earth, index 2
// CHECK-NEXT: primes sum 177, cursor 105
// CHECK-NEXT: hello, globals | globals | o
// CHECK-NEXT: row 0: 1 2 0 0
// CHECK-NEXT: row 1: 0 0 0 9
// CHECK-NEXT: row 2: 5 6 7 8
// CHECK-NEXT: config 0: id=10 rgb=1,2,3 label=first weight=0.50
// CHECK-NEXT: config 1: id=20 rgb=0,200,0 label=second weight=0.00
// CHECK-NEXT: config 2: id=0 rgb=0,0,0 label=(none) weight=0.00
// CHECK-NEXT: config 3: id=0 rgb=0,0,0 label=(none) weight=2.25
// CHECK-NEXT: last ticket 104, total 510
// CHECK-NEXT: fib(10)=55 fib(30)=832040 fib(5)=5 fib(39)=63245986
// CHECK-NEXT: days: Mon Sun Thu Sun

#include <stdio.h>

struct planet {
  const char *name;
  double au;
  int moons;
  const char *notes[2];
};

static const struct planet planets[] = {
    {"Mercury", 0.39, 0, {"hot", NULL}},
    {"Venus", 0.72, 0, {"cloudy", "retrograde"}},
    {"Earth", 1.00, 1, {"home", NULL}},
    {"Mars", 1.52, 2, {"red", "dusty"}},
    {"Jupiter", 5.20, 95, {NULL, NULL}},
};

static int primes[8] = {2, 3, 5, 7, 11, 13};
static int *const prime_cursor = &primes[2];
static const char *const greeting = "hello, globals";
static const char *tail = &"hello, globals"[7];
static short matrix[3][4] = {{1, 2}, {[3] = 9}, [2] = {5, 6, 7, 8}};
static const struct planet *const home = &planets[2];

struct config {
  int id;
  struct { unsigned char r, g, b; } colour;
  const char *label;
  double weight;
};
static struct config configs[] = {
    [1] = {.label = "second", .id = 20, .colour = {.g = 200}},
    [0] = {10, {1, 2, 3}, "first", 0.5},
    [3] = {.weight = 2.25},
};

static unsigned long long counter_total;
unsigned next_ticket(void) {
  static unsigned ticket = 100;
  counter_total += ticket;
  return ticket++;
}

static int fib_memo(int n) {
  static int memo[40] = {0, 1};
  static int filled = 2;
  while (filled <= n) {
    memo[filled] = memo[filled - 1] + memo[filled - 2];
    ++filled;
  }
  return memo[n];
}

static const char *weekday(int d) {
  static const char *const names[7] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  return names[((d % 7) + 7) % 7];
}

int main(void) {
  for (size_t i = 0; i < sizeof planets / sizeof planets[0]; ++i) {
    const struct planet *p = &planets[i];
    printf("%-8s %.2f AU %2d moons", p->name, p->au, p->moons);
    for (int k = 0; k < 2; ++k)
      if (p->notes[k])
        printf(" [%s]", p->notes[k]);
    printf("\n");
  }
  printf("home: %s, index %d\n", home->name, (int)(home - planets));
  *prime_cursor += 100;
  primes[6] = 17;
  primes[7] = primes[6] + 2;
  int psum = 0;
  for (int i = 0; i < 8; ++i)
    psum += primes[i];
  printf("primes sum %d, cursor %d\n", psum, *prime_cursor);
  printf("%s | %s | %c\n", greeting, tail, greeting[4]);
  for (int i = 0; i < 3; ++i)
    printf("row %d: %d %d %d %d\n", i, matrix[i][0], matrix[i][1], matrix[i][2], matrix[i][3]);
  for (int i = 0; i < 4; ++i)
    printf("config %d: id=%d rgb=%u,%u,%u label=%s weight=%.2f\n", i, configs[i].id,
           configs[i].colour.r, configs[i].colour.g, configs[i].colour.b,
           configs[i].label ? configs[i].label : "(none)", configs[i].weight);
  unsigned t = 0;
  for (int i = 0; i < 5; ++i)
    t = next_ticket();
  printf("last ticket %u, total %llu\n", t, counter_total);
  printf("fib(10)=%d fib(30)=%d fib(5)=%d fib(39)=%d\n", fib_memo(10), fib_memo(30), fib_memo(5),
         fib_memo(39));
  printf("days: %s %s %s %s\n", weekday(0), weekday(6), weekday(10), weekday(-1));
  return 0;
}
