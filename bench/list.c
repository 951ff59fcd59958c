/* Pointer chasing: a singly linked list threaded through a static pool in
   a pseudo-random order, traversed, spliced and re-traversed. */
#include <stdio.h>

#define POOL 65536
#define ROUNDS 24

struct node {
  struct node *next;
  unsigned value;
  unsigned tag;
};

static struct node pool[POOL];
static unsigned order[POOL];

static unsigned lcg_state = 2463534242u;
static unsigned lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state;
}

static unsigned long long walk(struct node *head, unsigned salt) {
  unsigned long long sum = 0;
  struct node *p;
  for (p = head; p; p = p->next) {
    sum += p->value ^ salt;
    p->tag += p->value & 3u;
  }
  return sum;
}

/* Moves every k-th node to the front of the list. */
static struct node *splice(struct node *head, unsigned k) {
  struct node *prev = head, *p = head->next;
  unsigned i = 1;
  while (p) {
    struct node *next = p->next;
    if (i % k == 0) {
      prev->next = next;
      p->next = head;
      head = p;
    } else {
      prev = p;
    }
    p = next;
    i++;
  }
  return head;
}

int main(void) {
  unsigned i, r;
  struct node *head;
  unsigned long long check = 0;
  for (i = 0; i < POOL; i++)
    order[i] = i;
  for (i = POOL - 1; i > 0; i--) {
    unsigned j = lcg() % (i + 1);
    unsigned t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  for (i = 0; i < POOL; i++) {
    pool[order[i]].value = lcg() >> 8;
    pool[order[i]].tag = 0;
    pool[order[i]].next = i + 1 < POOL ? &pool[order[i + 1]] : 0;
  }
  head = &pool[order[0]];
  for (r = 0; r < ROUNDS; r++) {
    check = check * 1000003u + walk(head, r);
    head = splice(head, 3 + r % 5);
  }
  for (i = 0; i < POOL; i++)
    check += pool[i].tag * (unsigned long long)(i & 15);
  printf("list: %llu\n", check);
  return 0;
}
