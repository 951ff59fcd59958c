// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// Without tail-recursion elimination the recursions stay calls, whose
// frames the C backend must keep small:
// RUN: vct-cc -O2 -fno-tail-call --backend=c %s -o %t.vn && %t.vn | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// The reference: clang's own build, in the same 8 MB stack.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s
// RUN: vct-cc -O2 -fno-tail-call -S --emit=c %s -o %t.c && FileCheck --check-prefix=C %s < %t.c

// 100,000-deep recursions, which clang -O0's frames fit in an 8 MB stack
// (issue 13): the C backend, compiled with cc -O0, gave every SSA value a
// stack slot (96-byte frames for sum_to). SSA values whose address is not
// taken are `register` variables now, and scalar loads and stores go
// through unaligned may_alias lvalues instead of taking the address of the
// value.
// C: typedef {{.*}} __attribute__((aligned(1), may_alias)) vct_ua0;
// C-LABEL: sum_to(int64_t
// C: register int64_t

// CHECK: list 100000 sum 5000050000 fib 698665985 depth 100000

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

struct node {
  int value;
  struct node *next;
};

static int list_length(struct node *n) {
  return n ? 1 + list_length(n->next) : 0;
}
static long sum_to(long n) { return n == 0 ? 0 : n + sum_to(n - 1); }
static int fib_like(int n, int acc) {
  if (n == 0)
    return acc;
  return fib_like(n - 1, acc * 31 + n) + (n & 1);
}
static int depth(struct node *n, int d) {
  if (!n)
    return d;
  int here = n->value & 1;
  int below = depth(n->next, d + 1);
  return here > below ? here : below;
}

static struct node nodes[100000];

int main(void) {
  // The default 8 MB, whatever the environment says.
  struct rlimit limit;
  if (getrlimit(RLIMIT_STACK, &limit) == 0 &&
      limit.rlim_cur > 8 * 1024 * 1024) {
    limit.rlim_cur = 8 * 1024 * 1024;
    setrlimit(RLIMIT_STACK, &limit);
  }
  for (int i = 0; i < 100000; ++i) {
    nodes[i].value = i * 7;
    nodes[i].next = i + 1 < 100000 ? &nodes[i + 1] : 0;
  }
  printf("list %d sum %ld fib %d depth %d\n", list_length(&nodes[0]),
         sum_to(100000), fib_like(100000, 1), depth(&nodes[0], 0));
  return 0;
}
