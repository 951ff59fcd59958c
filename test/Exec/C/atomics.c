// RUN: clang-22 -O0 -w %s -lpthread -o %t.ref && %t.ref > %t.expected
// RUN: vct-cc -O0 --backend=llvm %s -lpthread -o %t.l0 && %t.l0 | diff %t.expected -
// RUN: vct-cc -O0 --backend=c %s -lpthread -o %t.c0 && %t.c0 | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm %s -lpthread -o %t.l2 && %t.l2 | diff %t.expected -
// RUN: vct-cc -O2 --backend=c %s -lpthread -o %t.c2 && %t.c2 | diff %t.expected -
// RUN: vct-cc -O3 --backend=llvm %s -lpthread -o %t.l3 2>/dev/null && %t.l3 | diff %t.expected -
// RUN: vct-cc -O3 --backend=c %s -lpthread -o %t.c3 2>/dev/null && %t.c3 | diff %t.expected -
// RUN: %t.ref | FileCheck %s

// Atomic read-modify-writes (issue 13): <stdatomic.h> fetch-and-op,
// exchange and compare-exchange, a spin lock from atomic_flag guarding a
// plain variable, a compare-exchange max loop, four threads; then each
// operation's value in one thread, pointers, __sync and __atomic min/max.
// The optimizer moves no access across them and forwards nothing through
// them: the guarded sum stays exact at -O2.

// CHECK:      80000 799960000 51072 200000 79996
// CHECK-NEXT: 12 15 6 3 0 -7 1 -7 1
// CHECK-NEXT: 1 1
// CHECK-NEXT: 3 -3
// CHECK-NEXT: 5 9
// CHECK-NEXT: -5 -9 -9

#include <stdatomic.h>
#include <pthread.h>
#include <stdio.h>

static atomic_int counter;
static atomic_long total;
static _Atomic unsigned short small;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static long guarded;
static atomic_int maxseen;
static int * _Atomic slot;
static int cells[2];

static void atomic_max(atomic_int *p, int v) {
  int old = atomic_load_explicit(p, memory_order_relaxed);
  while (old < v && !atomic_compare_exchange_weak(p, &old, v))
    ;
}

static void *work(void *arg) {
  int id = *(int *)arg;
  for (int i = 0; i < 20000; ++i) {
    atomic_fetch_add(&counter, 1);
    atomic_fetch_add_explicit(&total, i, memory_order_relaxed);
    atomic_fetch_sub(&small, 1);
    while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
      ;
    guarded += id + 1;
    atomic_flag_clear_explicit(&lock, memory_order_release);
    atomic_max(&maxseen, i * (id + 1));
  }
  return 0;
}

int main(void) {
  pthread_t t[4];
  int ids[4] = {0, 1, 2, 3};
  for (int i = 0; i < 4; ++i)
    pthread_create(&t[i], 0, work, &ids[i]);
  for (int i = 0; i < 4; ++i)
    pthread_join(t[i], 0);
  printf("%d %ld %u %ld %d\n", atomic_load(&counter), atomic_load(&total),
         (unsigned)small, guarded, atomic_load(&maxseen));
  /* Single-threaded semantics of each operation. */
  atomic_int x = 12;
  printf("%d ", atomic_fetch_or(&x, 3));
  printf("%d ", atomic_fetch_and(&x, 6));
  printf("%d ", atomic_fetch_xor(&x, 5));
  printf("%d ", atomic_exchange(&x, -7));
  int expected = 5;
  _Bool ok = atomic_compare_exchange_strong(&x, &expected, 1);
  printf("%d %d ", ok, expected);
  ok = atomic_compare_exchange_strong(&x, &expected, 1);
  printf("%d %d %d\n", ok, expected, atomic_load(&x));
  int *prev = atomic_exchange(&slot, &cells[1]);
  printf("%d %d\n", prev == 0, atomic_load(&slot) == &cells[1]);
  int v = 3;
  printf("%d %d\n", __sync_fetch_and_nand(&v, 6), v);
  unsigned u = 5;
  printf("%u %u\n", __atomic_fetch_max(&u, 9u, __ATOMIC_SEQ_CST), u);
  int s = -5;
  printf("%d %d %d\n", __atomic_fetch_min(&s, -9, __ATOMIC_SEQ_CST), s, __atomic_fetch_max(&s, 2, __ATOMIC_SEQ_CST));
  return 0;
}
