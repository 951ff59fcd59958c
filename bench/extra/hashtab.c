/* Byte-by-byte hash reads and list walks: a chained hash table of short
   string keys (keys read one byte at a time for hashing and comparing),
   with insert, lookup and removal. */
#include <stdio.h>
#include <stddef.h>

#define NBUCKET 512
#define NENTRY 6000
#define OPS 120000

struct entry {
  char key[12];
  unsigned count;
  struct entry *next;
};

static struct entry entries[NENTRY];
static struct entry *buckets[NBUCKET];
static struct entry *free_entries;

static unsigned hash_key(const char *k) {
  unsigned h = 5381u;
  while (*k)
    h = h * 33u + (unsigned char)*k++;
  return h;
}

static int key_eq(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return *a == *b;
}

static void make_key(unsigned v, char *out) {
  static const char alpha[] = "etaoinshrdlucmfw";
  int n = 3 + (int)(v % 7u);
  v /= 7u;
  for (int i = 0; i < n; i++) {
    out[i] = alpha[v & 15u];
    v = (v >> 4) | ((v & 15u) << 24);
  }
  out[n] = '\0';
}

static struct entry *lookup(const char *k) {
  struct entry *e = buckets[hash_key(k) % NBUCKET];
  while (e && !key_eq(e->key, k))
    e = e->next;
  return e;
}

static void add(const char *k) {
  unsigned b = hash_key(k) % NBUCKET;
  struct entry *e = buckets[b];
  while (e && !key_eq(e->key, k))
    e = e->next;
  if (e) {
    e->count++;
    return;
  }
  e = free_entries;
  if (!e)
    return;
  free_entries = e->next;
  int i = 0;
  while (k[i]) {
    e->key[i] = k[i];
    i++;
  }
  e->key[i] = '\0';
  e->count = 1;
  e->next = buckets[b];
  buckets[b] = e;
}

static int removek(const char *k) {
  struct entry **pp = &buckets[hash_key(k) % NBUCKET];
  while (*pp && !key_eq((*pp)->key, k))
    pp = &(*pp)->next;
  if (!*pp)
    return 0;
  struct entry *e = *pp;
  *pp = e->next;
  e->next = free_entries;
  free_entries = e;
  return 1;
}

int main(void) {
  for (int i = 0; i < NENTRY; i++)
    entries[i].next = i + 1 < NENTRY ? &entries[i + 1] : NULL;
  free_entries = &entries[0];
  unsigned s = 2024u, found = 0, removed = 0, sum = 0;
  char key[12];
  for (int op = 0; op < OPS; op++) {
    s = s * 1664525u + 1013904223u;
    make_key((s >> 6) % 20000u, key);
    unsigned what = s >> 29;
    if (what < 5)
      add(key);
    else if (what < 7) {
      struct entry *e = lookup(key);
      if (e) {
        found++;
        sum += e->count;
      }
    } else
      removed += (unsigned)removek(key);
  }
  unsigned check = 0, live = 0;
  for (int b = 0; b < NBUCKET; b++)
    for (struct entry *e = buckets[b]; e; e = e->next) {
      live++;
      check = check * 31u + hash_key(e->key) + e->count;
    }
  printf("hashtab %u %u %u %u %u\n", found, removed, sum, live, check);
  return 0;
}
