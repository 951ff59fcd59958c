// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// A hash table with open addressing (linear probing, tombstones) mapping
// string keys to counts, with FNV-1a hashing, deletion and rehash on growth.

// CHECK:   grew to 16, size 6
// CHECK-NEXT:   grew to 32, size 12
// CHECK-NEXT: size 20 cap 32
// CHECK-NEXT: get(apple) = 4
// CHECK-NEXT: get(banana) = 2
// CHECK-NEXT: get(fig) = 2
// CHECK-NEXT: get(zucchini) = -1
// CHECK-NEXT: get(watermelon) = 1
// CHECK-NEXT: get(kiwi) = 1
// CHECK-NEXT: erase banana 1, erase banana again 0, erase kiwi 1
// CHECK-NEXT: get(banana) = -1, size 18
// CHECK-NEXT: get(banana) = 5, get(coconut) = 2, size 20
// CHECK-NEXT: full 20 deleted 1 checksum 2075585948 probes 127

#include <stdio.h>
#include <string.h>

#define MAX_CAP 64

enum slot_state { EMPTY, FULL, DELETED };

struct slot {
  enum slot_state state;
  char key[16];
  int value;
};

struct table {
  struct slot slots[MAX_CAP];
  unsigned cap, size, probes;
};

static unsigned fnv1a(const char *s) {
  unsigned h = 2166136261u;
  while (*s)
    h = (h ^ (unsigned char)*s++) * 16777619u;
  return h;
}

static struct slot *find(struct table *t, const char *key, int for_insert) {
  unsigned i = fnv1a(key) & (t->cap - 1);
  struct slot *tomb = NULL;
  for (unsigned n = 0; n < t->cap; ++n, i = (i + 1) & (t->cap - 1)) {
    struct slot *s = &t->slots[i];
    ++t->probes;
    if (s->state == EMPTY)
      return for_insert ? (tomb ? tomb : s) : NULL;
    if (s->state == DELETED) {
      if (!tomb)
        tomb = s;
    } else if (strcmp(s->key, key) == 0) {
      return s;
    }
  }
  return for_insert ? tomb : NULL;
}

static void put(struct table *t, const char *key, int delta);

static void grow(struct table *t) {
  static struct slot old[MAX_CAP];
  unsigned old_cap = t->cap;
  memcpy(old, t->slots, sizeof old);
  memset(t->slots, 0, sizeof t->slots);
  t->cap *= 2;
  t->size = 0;
  for (unsigned i = 0; i < old_cap; ++i)
    if (old[i].state == FULL)
      put(t, old[i].key, old[i].value);
  printf("  grew to %u, size %u\n", t->cap, t->size);
}

static void put(struct table *t, const char *key, int delta) {
  if ((t->size + 1) * 4 > t->cap * 3 && t->cap < MAX_CAP)
    grow(t);
  struct slot *s = find(t, key, 1);
  if (s->state != FULL) {
    s->state = FULL;
    strncpy(s->key, key, sizeof s->key - 1);
    s->key[sizeof s->key - 1] = '\0';
    s->value = 0;
    ++t->size;
  }
  s->value += delta;
}

static int erase(struct table *t, const char *key) {
  struct slot *s = find(t, key, 0);
  if (!s)
    return 0;
  s->state = DELETED;
  --t->size;
  return 1;
}

static int get(struct table *t, const char *key) {
  struct slot *s = find(t, key, 0);
  return s ? s->value : -1;
}

int main(void) {
  static struct table t;
  t.cap = 8;
  static const char *const words[] = {
      "apple", "banana", "cherry", "apple", "date", "elder", "fig", "grape", "banana",
      "apple", "kiwi", "lemon", "mango", "nectarine", "olive", "papaya", "quince", "fig",
      "raspberry", "strawberry", "tangerine", "ugli", "vanilla", "watermelon", "apple"};
  for (size_t i = 0; i < sizeof words / sizeof words[0]; ++i)
    put(&t, words[i], 1);
  printf("size %u cap %u\n", t.size, t.cap);
  const char *queries[] = {"apple", "banana", "fig", "zucchini", "watermelon", "kiwi"};
  for (int i = 0; i < 6; ++i)
    printf("get(%s) = %d\n", queries[i], get(&t, queries[i]));
  int e1 = erase(&t, "banana");
  int e2 = erase(&t, "banana");
  int e3 = erase(&t, "kiwi");
  printf("erase banana %d, erase banana again %d, erase kiwi %d\n", e1, e2, e3);
  printf("get(banana) = %d, size %u\n", get(&t, "banana"), t.size);
  put(&t, "banana", 5);
  put(&t, "coconut", 2);
  printf("get(banana) = %d, get(coconut) = %d, size %u\n", get(&t, "banana"), get(&t, "coconut"),
         t.size);
  unsigned full = 0, deleted = 0, checksum = 0;
  for (unsigned i = 0; i < t.cap; ++i) {
    if (t.slots[i].state == FULL) {
      ++full;
      checksum = checksum * 31u + fnv1a(t.slots[i].key) + (unsigned)t.slots[i].value * i;
    } else if (t.slots[i].state == DELETED) {
      ++deleted;
    }
  }
  printf("full %u deleted %u checksum %u probes %u\n", full, deleted, checksum, t.probes);
  return 0;
}
