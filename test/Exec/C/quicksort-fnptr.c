// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// A generic quicksort (qsort-like, byte-swapping elements of any size) driven
// by comparator function pointers: integers both ways, structures by two keys.

// CHECK: input: -264 256 385 -2 195 -455 9 390 -90 -471 -448 -73 258 -413 375 -132 -499 480 161 -236
// CHECK-NEXT: ascending: -499 -471 -455 -448 -413 -264 -236 -132 -90 -73 -2 9 161 195 256 258 375 385 390 480
// CHECK-NEXT: comparisons: 87
// CHECK-NEXT: descending: 480 390 385 375 258 256 195 161 9 -2 -73 -90 -132 -236 -264 -413 -448 -455 -471 -499
// CHECK-NEXT: by age: bob/25/6.0 dave/25/9.5 alice/30/9.2 carol/30/8.8 trent/30/7.0 mallory/31/7.5 eve/41/5.5
// CHECK-NEXT: by score: dave/25/9.5 alice/30/9.2 carol/30/8.8 mallory/31/7.5 trent/30/7.0 bob/25/6.0 eve/41/5.5
// CHECK-NEXT: sorted: 1

#include <stdio.h>
#include <string.h>

typedef int (*cmp_fn)(const void *, const void *);

static void swap_bytes(unsigned char *a, unsigned char *b, size_t size) {
  while (size--) {
    unsigned char t = *a;
    *a++ = *b;
    *b++ = t;
  }
}

static int comparisons;

static void my_qsort(void *base, size_t n, size_t size, cmp_fn cmp) {
  unsigned char *a = base;
  while (n > 1) {
    /* Median of three moved to the end as the pivot. */
    size_t mid = n / 2;
    unsigned char *lo = a, *mi = a + mid * size, *hi = a + (n - 1) * size;
    ++comparisons;
    if (cmp(mi, lo) < 0) swap_bytes(mi, lo, size);
    ++comparisons;
    if (cmp(hi, lo) < 0) swap_bytes(hi, lo, size);
    ++comparisons;
    if (cmp(mi, hi) < 0) swap_bytes(mi, hi, size);
    size_t store = 0;
    for (size_t i = 0; i + 1 < n; ++i) {
      ++comparisons;
      if (cmp(a + i * size, hi) < 0) {
        swap_bytes(a + i * size, a + store * size, size);
        ++store;
      }
    }
    swap_bytes(a + store * size, hi, size);
    /* Recurse into the smaller side, loop on the larger. */
    size_t left = store, right = n - store - 1;
    if (left < right) {
      my_qsort(a, left, size, cmp);
      a += (store + 1) * size;
      n = right;
    } else {
      my_qsort(a + (store + 1) * size, right, size, cmp);
      n = left;
    }
  }
}

static int int_asc(const void *x, const void *y) {
  int a = *(const int *)x, b = *(const int *)y;
  return (a > b) - (a < b);
}
static int int_desc(const void *x, const void *y) { return int_asc(y, x); }

struct person {
  const char *name;
  int age;
  double score;
};

static int by_age_then_name(const void *x, const void *y) {
  const struct person *a = x, *b = y;
  if (a->age != b->age)
    return a->age < b->age ? -1 : 1;
  return strcmp(a->name, b->name);
}

static int by_score_desc(const void *x, const void *y) {
  const struct person *a = x, *b = y;
  return (a->score < b->score) - (a->score > b->score);
}

static void print_ints(const char *label, const int *v, int n) {
  printf("%s:", label);
  for (int i = 0; i < n; ++i)
    printf(" %d", v[i]);
  printf("\n");
}

static void print_people(const char *label, const struct person *p, int n) {
  printf("%s:", label);
  for (int i = 0; i < n; ++i)
    printf(" %s/%d/%.1f", p[i].name, p[i].age, p[i].score);
  printf("\n");
}

int main(void) {
  int v[20];
  unsigned seed = 12345u;
  for (int i = 0; i < 20; ++i) {
    seed = seed * 1103515245u + 12345u;
    v[i] = (int)((seed >> 16) % 1000u) - 500;
  }
  print_ints("input", v, 20);
  comparisons = 0;
  my_qsort(v, 20, sizeof v[0], int_asc);
  print_ints("ascending", v, 20);
  printf("comparisons: %d\n", comparisons);
  cmp_fn fns[2] = {int_asc, int_desc};
  my_qsort(v, 20, sizeof v[0], fns[1]);
  print_ints("descending", v, 20);

  struct person people[] = {
      {"mallory", 31, 7.5}, {"alice", 30, 9.25}, {"bob", 25, 6.0},
      {"carol", 30, 8.75},  {"dave", 25, 9.5},   {"eve", 41, 5.5},
      {"trent", 30, 7.0},
  };
  int np = (int)(sizeof people / sizeof people[0]);
  my_qsort(people, (size_t)np, sizeof people[0], by_age_then_name);
  print_people("by age", people, np);
  my_qsort(people, (size_t)np, sizeof people[0], by_score_desc);
  print_people("by score", people, np);
  int sorted = 1;
  for (int i = 1; i < np; ++i)
    sorted &= by_score_desc(&people[i - 1], &people[i]) <= 0;
  printf("sorted: %d\n", sorted);
  return 0;
}
