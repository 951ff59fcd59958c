/* Linked-list walks: a sorted singly linked list built from a node pool,
   with insert, search and delete by key, all by walking
   `while (p && p->key < k) p = p->next;`. */
#include <stdio.h>
#include <stddef.h>

#define POOL 4096
#define OPS 16000

struct node {
  unsigned key;
  unsigned val;
  struct node *next;
};

static struct node pool[POOL];
static struct node *free_list;
static struct node *head;

static unsigned rng = 88172645u;
static unsigned xorshift(void) {
  rng ^= rng << 13;
  rng ^= rng >> 17;
  rng ^= rng << 5;
  return rng;
}

static struct node *alloc_node(void) {
  struct node *n = free_list;
  if (n)
    free_list = n->next;
  return n;
}

static int insert(unsigned k, unsigned v) {
  struct node **pp = &head;
  while (*pp && (*pp)->key < k)
    pp = &(*pp)->next;
  if (*pp && (*pp)->key == k) {
    (*pp)->val += v;
    return 0;
  }
  struct node *n = alloc_node();
  if (!n)
    return 0;
  n->key = k;
  n->val = v;
  n->next = *pp;
  *pp = n;
  return 1;
}

static struct node *search(unsigned k) {
  struct node *p = head;
  while (p && p->key < k)
    p = p->next;
  return (p && p->key == k) ? p : NULL;
}

static int delete_key(unsigned k) {
  struct node *prev = NULL, *p = head;
  while (p && p->key < k) {
    prev = p;
    p = p->next;
  }
  if (!p || p->key != k)
    return 0;
  if (prev)
    prev->next = p->next;
  else
    head = p->next;
  p->next = free_list;
  free_list = p;
  return 1;
}

int main(void) {
  for (int i = 0; i < POOL; i++)
    pool[i].next = i + 1 < POOL ? &pool[i + 1] : NULL;
  free_list = &pool[0];
  head = NULL;
  unsigned check = 0, inserted = 0, found = 0, deleted = 0;
  for (int op = 0; op < OPS; op++) {
    unsigned r = xorshift();
    unsigned k = (r >> 8) % 2048u;
    switch (r & 3u) {
    case 0:
    case 1:
      inserted += (unsigned)insert(k, r >> 20);
      break;
    case 2: {
      struct node *n = search(k);
      if (n) {
        found++;
        check += n->val * 3u + n->key;
      }
      break;
    }
    default:
      deleted += (unsigned)delete_key(k);
      break;
    }
  }
  unsigned len = 0;
  for (struct node *p = head; p; p = p->next) {
    len++;
    check = check * 31u + p->key + p->val;
  }
  printf("sortedlist %u %u %u %u %u\n", inserted, found, deleted, len, check);
  return 0;
}
