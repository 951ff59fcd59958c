// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Recursion: Ackermann, N-queens by backtracking, Towers of Hanoi, mutual
// recursion, permutations in lexicographic order and a recursive power set.

// CHECK: ackermann(0, 3) = 4 in 1 calls
// CHECK-NEXT: ackermann(1, 3) = 5 in 8 calls
// CHECK-NEXT: ackermann(2, 3) = 9 in 44 calls
// CHECK-NEXT: ackermann(3, 3) = 61 in 2432 calls
// CHECK-NEXT: first 4-queens solution: 1 3 0 2
// CHECK-NEXT: 4-queens: 2 solutions
// CHECK-NEXT: first 6-queens solution: 1 3 5 0 2 4
// CHECK-NEXT: 6-queens: 4 solutions
// CHECK-NEXT: first 8-queens solution: 0 4 7 5 2 6 1 3
// CHECK-NEXT: 8-queens: 92 solutions
// CHECK-NEXT: hanoi 3:
// CHECK-NEXT:   disk 1 A->C
// CHECK-NEXT:   disk 2 A->B
// CHECK-NEXT:   disk 1 C->B
// CHECK-NEXT:   disk 3 A->C
// CHECK-NEXT:   disk 1 B->A
// CHECK-NEXT:   disk 2 B->C
// CHECK-NEXT:   disk 1 A->C
// CHECK-NEXT: moves: 7, hanoi 16 moves: 65535
// CHECK-NEXT: even(10)=1 odd(7)=1 even(1001)=0
// CHECK-NEXT: perm 1: abcd
// CHECK-NEXT: perm 2: abdc
// CHECK-NEXT: perm 3: acbd
// CHECK-NEXT: perm 24: dcba
// CHECK-NEXT: permutations: 24
// CHECK-NEXT: subsets summing to 9: 4, to 20: 3

#include <stdio.h>

static int calls;

static unsigned ackermann(unsigned m, unsigned n) {
  ++calls;
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

static int queens_cols[12];

static int safe(int row, int col) {
  for (int r = 0; r < row; ++r) {
    int c = queens_cols[r];
    if (c == col || c - col == r - row || c - col == row - r)
      return 0;
  }
  return 1;
}

static int queens(int row, int n, int *first_found) {
  if (row == n) {
    if (!*first_found) {
      *first_found = 1;
      printf("first %d-queens solution:", n);
      for (int r = 0; r < n; ++r)
        printf(" %d", queens_cols[r]);
      printf("\n");
    }
    return 1;
  }
  int count = 0;
  for (int col = 0; col < n; ++col)
    if (safe(row, col)) {
      queens_cols[row] = col;
      count += queens(row + 1, n, first_found);
    }
  return count;
}

static long hanoi(int n, char from, char to, char via, int print) {
  if (n == 0)
    return 0;
  long moves = hanoi(n - 1, from, via, to, print);
  if (print)
    printf("  disk %d %c->%c\n", n, from, to);
  return moves + 1 + hanoi(n - 1, via, to, from, print);
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static char perm[5];
static int perm_count;

static void permute(int k, int n, int used) {
  if (k == n) {
    ++perm_count;
    if (perm_count <= 3 || perm_count == 24)
      printf("perm %d: %.*s\n", perm_count, n, perm);
    return;
  }
  for (int i = 0; i < n; ++i)
    if (!(used & (1 << i))) {
      perm[k] = (char)('a' + i);
      permute(k + 1, n, used | (1 << i));
    }
}

static int subset_sums(const int *v, int n, int target) {
  if (n == 0)
    return target == 0;
  return subset_sums(v + 1, n - 1, target - v[0]) + subset_sums(v + 1, n - 1, target);
}

int main(void) {
  for (unsigned m = 0; m <= 3; ++m) {
    calls = 0;
    unsigned r = ackermann(m, 3);
    printf("ackermann(%u, 3) = %u in %d calls\n", m, r, calls);
  }
  for (int n = 4; n <= 8; n += 2) {
    int found = 0;
    printf("%d-queens: %d solutions\n", n, queens(0, n, &found));
  }
  printf("hanoi 3:\n");
  long m3 = hanoi(3, 'A', 'C', 'B', 1);
  printf("moves: %ld, hanoi 16 moves: %ld\n", m3, hanoi(16, 'A', 'C', 'B', 0));
  printf("even(10)=%d odd(7)=%d even(1001)=%d\n", is_even(10), is_odd(7), is_even(1001));
  permute(0, 4, 0);
  printf("permutations: %d\n", perm_count);
  static const int set[] = {3, 34, 4, 12, 5, 2, 7, 9};
  printf("subsets summing to 9: %d, to 20: %d\n", subset_sums(set, 8, 9), subset_sums(set, 8, 20));
  return 0;
}
