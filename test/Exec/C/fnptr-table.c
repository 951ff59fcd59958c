// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Tables of function pointers: a calculator dispatch table searched by name,
// a state machine whose states are functions, and callbacks with context.

// CHECK: add: fold=17 f(9,2)=11
// CHECK-NEXT: sub: fold=-17 f(9,2)=7
// CHECK-NEXT: mul: fold=-840 f(9,2)=18
// CHECK-NEXT: div: fold=0 f(9,2)=4
// CHECK-NEXT: max: fold=7 f(9,2)=9
// CHECK-NEXT: pow: fold=1 f(9,2)=81
// CHECK-NEXT: mod: unknown
// CHECK-NEXT: "123": number (int)
// CHECK-NEXT: "-4.5": number (frac)
// CHECK-NEXT: "+.5": rejected (error)
// CHECK-NEXT: "7.": rejected (dot)
// CHECK-NEXT: "3.14159": number (frac)
// CHECK-NEXT: "12a": rejected (error)
// CHECK-NEXT: "": rejected (start)
// CHECK-NEXT: "-": rejected (sign)
// CHECK-NEXT: sum=43 min=-9 max=25 same fn: 1

#include <stdio.h>
#include <string.h>

typedef long (*binop)(long, long);

static long op_add(long a, long b) { return a + b; }
static long op_sub(long a, long b) { return a - b; }
static long op_mul(long a, long b) { return a * b; }
static long op_div(long a, long b) { return b ? a / b : 0; }
static long op_max(long a, long b) { return a > b ? a : b; }
static long op_pow(long a, long b) {
  long r = 1;
  while (b-- > 0)
    r *= a;
  return r;
}

static const struct {
  const char *name;
  binop fn;
  long identity;
} ops[] = {
    {"add", op_add, 0}, {"sub", op_sub, 0}, {"mul", op_mul, 1},
    {"div", op_div, 1}, {"max", op_max, -1000000}, {"pow", op_pow, 1},
};

static binop lookup(const char *name) {
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; ++i)
    if (strcmp(ops[i].name, name) == 0)
      return ops[i].fn;
  return NULL;
}

static long fold(binop f, long init, const long *v, int n) {
  for (int i = 0; i < n; ++i)
    init = f(init, v[i]);
  return init;
}

/* A state machine recognising signed decimal numbers with an optional
 * fraction: each state is a function returning the next state. */
struct state;
typedef const struct state *(*step_fn)(char c);
struct state {
  step_fn step;
  int accepting;
  const char *name;
};
static const struct state s_start, s_sign, s_int, s_dot, s_frac, s_error;
static const struct state *st_start(char c) {
  return (c == '+' || c == '-') ? &s_sign : (c >= '0' && c <= '9') ? &s_int : &s_error;
}
static const struct state *st_sign(char c) { return (c >= '0' && c <= '9') ? &s_int : &s_error; }
static const struct state *st_int(char c) {
  return (c >= '0' && c <= '9') ? &s_int : c == '.' ? &s_dot : &s_error;
}
static const struct state *st_dot(char c) { return (c >= '0' && c <= '9') ? &s_frac : &s_error; }
static const struct state *st_frac(char c) { return (c >= '0' && c <= '9') ? &s_frac : &s_error; }
static const struct state *st_error(char c) { (void)c; return &s_error; }
static const struct state s_start = {st_start, 0, "start"}, s_sign = {st_sign, 0, "sign"},
                          s_int = {st_int, 1, "int"}, s_dot = {st_dot, 0, "dot"},
                          s_frac = {st_frac, 1, "frac"}, s_error = {st_error, 0, "error"};

static const struct state *run_machine(const char *s) {
  const struct state *st = &s_start;
  while (*s)
    st = st->step(*s++);
  return st;
}

typedef void (*visitor)(int value, void *ctx);
static void for_each(const int *v, int n, visitor fn, void *ctx) {
  for (int i = 0; i < n; ++i)
    fn(v[i], ctx);
}
static void sum_visitor(int value, void *ctx) { *(long *)ctx += value; }
struct minmax { int min, max; };
static void minmax_visitor(int value, void *ctx) {
  struct minmax *m = ctx;
  if (value < m->min) m->min = value;
  if (value > m->max) m->max = value;
}

int main(void) {
  const long vals[] = {3, 7, -2, 5, 4};
  const char *names[] = {"add", "sub", "mul", "div", "max", "pow", "mod"};
  for (int i = 0; i < 7; ++i) {
    binop f = lookup(names[i]);
    if (!f) {
      printf("%s: unknown\n", names[i]);
      continue;
    }
    long id = ops[i].identity;
    printf("%s: fold=%ld f(9,2)=%ld\n", names[i], fold(f, id, vals, 5), f(9, 2));
  }
  const char *inputs[] = {"123", "-4.5", "+.5", "7.", "3.14159", "12a", "", "-"};
  for (int i = 0; i < 8; ++i) {
    const struct state *st = run_machine(inputs[i]);
    printf("\"%s\": %s (%s)\n", inputs[i], st->accepting ? "number" : "rejected", st->name);
  }
  const int data[] = {4, -9, 16, 25, 0, -1, 8};
  long sum = 0;
  struct minmax mm = {data[0], data[0]};
  visitor visitors[] = {sum_visitor, minmax_visitor};
  void *contexts[] = {&sum, &mm};
  for (int i = 0; i < 2; ++i)
    for_each(data, 7, visitors[i], contexts[i]);
  printf("sum=%ld min=%d max=%d same fn: %d\n", sum, mm.min, mm.max,
         visitors[0] == sum_visitor && visitors[1] != sum_visitor);
  return 0;
}
