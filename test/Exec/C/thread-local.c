// RUN: vct-cc -O2 --backend=llvm %s -lpthread -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -lpthread -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -lpthread -o %t.vc0 && %t.vc0 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -lpthread -o %t.ref && %t.ref | FileCheck %s
// RUN: vct-cc -O2 -S --emit=llvm %s -o %t.ll && FileCheck --check-prefix=LLVM %s < %t.ll
// RUN: vct-cc -O2 -S --emit=c %s -o %t.c && FileCheck --check-prefix=C %s < %t.c

// _Thread_local globals (issue 13): one instance per thread. The importer
// keeps the global with `vct.thread_local` and maps
// llvm.threadlocal.address to the global's address; both backends declare
// it thread-local again.
// LLVM: @counter = internal thread_local global i32 5
// C: static _Thread_local int32_t

// CHECK: worker 0: 15 105
// CHECK-NEXT: worker 1: 15 105
// CHECK-NEXT: main: 6 5

#include <pthread.h>
#include <stdio.h>

static _Thread_local int counter = 5;
static _Thread_local long sums[4];

static void *work(void *arg) {
  int id = *(int *)arg;
  for (int i = 0; i < 10; ++i) {
    ++counter;
    sums[i & 3] += counter;
  }
  printf("worker %d: %d %ld\n", id, counter,
         sums[0] + sums[1] + sums[2] + sums[3]);
  return 0;
}

int main(void) {
  ++counter;
  for (int id = 0; id < 2; ++id) {
    pthread_t thread;
    int arg = id;
    pthread_create(&thread, 0, work, &arg);
    pthread_join(thread, 0);
  }
  printf("main: %d %ld\n", counter, sums[0] + 5);
  return 0;
}
