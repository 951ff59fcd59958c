// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// A singly linked list of structures allocated from a static pool: sorted
// insertion, removal, reversal, and a free list that recycles nodes.

// CHECK: sorted: 1h 3d 7b 19f 19c 42a 50i 64g 88e (sum 293, allocated 9)
// CHECK-NEXT: remove 19: 1, remove 5: 0, remove 88: 1
// CHECK-NEXT: after remove: 1h 3d 7b 19c 42a 50i 64g (sum 186, allocated 7)
// CHECK-NEXT: reversed: 64g 50i 42a 19c 7b 3d 1h (sum 186, allocated 7)
// CHECK-NEXT: extra nodes: 9, first recycled index: 4
// CHECK-NEXT: count 16 allocated 16
// CHECK-NEXT: after free: allocated 0, free list head index 7

#include <stdio.h>

#define POOL_SIZE 16

struct node {
  int key;
  const char *tag;
  struct node *next;
};

static struct node pool[POOL_SIZE];
static struct node *free_list;
static int allocated;

static void pool_init(void) {
  free_list = NULL;
  for (int i = POOL_SIZE - 1; i >= 0; --i) {
    pool[i].next = free_list;
    free_list = &pool[i];
  }
  allocated = 0;
}

static struct node *node_alloc(int key, const char *tag) {
  struct node *n = free_list;
  if (!n)
    return NULL;
  free_list = n->next;
  n->key = key;
  n->tag = tag;
  n->next = NULL;
  ++allocated;
  return n;
}

static void node_free(struct node *n) {
  n->next = free_list;
  free_list = n;
  --allocated;
}

static void insert_sorted(struct node **head, struct node *n) {
  struct node **pp = head;
  while (*pp && (*pp)->key < n->key)
    pp = &(*pp)->next;
  n->next = *pp;
  *pp = n;
}

static int remove_key(struct node **head, int key) {
  for (struct node **pp = head; *pp; pp = &(*pp)->next) {
    if ((*pp)->key == key) {
      struct node *dead = *pp;
      *pp = dead->next;
      node_free(dead);
      return 1;
    }
  }
  return 0;
}

static struct node *reverse(struct node *head) {
  struct node *prev = NULL;
  while (head) {
    struct node *next = head->next;
    head->next = prev;
    prev = head;
    head = next;
  }
  return prev;
}

static void print_list(const char *label, const struct node *n) {
  printf("%s:", label);
  int sum = 0;
  for (; n; n = n->next) {
    printf(" %d%s", n->key, n->tag);
    sum += n->key;
  }
  printf(" (sum %d, allocated %d)\n", sum, allocated);
}

int main(void) {
  static const int keys[] = {42, 7, 19, 3, 88, 19, 64, 1, 50};
  static const char *const tags[] = {"a", "b", "c", "d", "e", "f", "g", "h", "i"};
  struct node *head = NULL;
  pool_init();
  for (unsigned i = 0; i < sizeof keys / sizeof keys[0]; ++i)
    insert_sorted(&head, node_alloc(keys[i], tags[i]));
  print_list("sorted", head);
  int r19 = remove_key(&head, 19);
  int r5 = remove_key(&head, 5);
  int r88 = remove_key(&head, 88);
  printf("remove 19: %d, remove 5: %d, remove 88: %d\n", r19, r5, r88);
  print_list("after remove", head);
  head = reverse(head);
  print_list("reversed", head);
  /* Exhaust the pool: the free list hands back recycled nodes first. */
  int extra = 0;
  struct node *n;
  while ((n = node_alloc(100 + extra, "x")) != NULL) {
    n->next = head;
    head = n;
    ++extra;
  }
  printf("extra nodes: %d, first recycled index: %d\n", extra,
         (int)(head->next->next->next->next->next->next->next->next - pool));
  int count = 0;
  for (struct node *p = head; p; p = p->next)
    ++count;
  printf("count %d allocated %d\n", count, allocated);
  while (head) {
    struct node *next = head->next;
    node_free(head);
    head = next;
  }
  printf("after free: allocated %d, free list head index %d\n", allocated,
         (int)(free_list - pool));
  return 0;
}
