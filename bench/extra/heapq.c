#include <stdio.h>
#include <stdlib.h>

typedef struct { unsigned key; int id; } Item;
typedef struct { Item *a; int n, cap; } Heap;

static int less(Item x, Item y) { return x.key < y.key || (x.key == y.key && x.id < y.id); }

static void swap_item(Item *a, Item *b) { Item t = *a; *a = *b; *b = t; }

static void push(Heap *h, Item it) {
    if (h->n == h->cap) { h->cap = h->cap ? h->cap * 2 : 16; h->a = realloc(h->a, h->cap * sizeof(Item)); }
    int i = h->n++;
    h->a[i] = it;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (!less(h->a[i], h->a[p])) break;
        swap_item(&h->a[i], &h->a[p]);
        i = p;
    }
}

static Item pop(Heap *h) {
    Item top = h->a[0];
    h->a[0] = h->a[--h->n];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < h->n && less(h->a[l], h->a[m])) m = l;
        if (r < h->n && less(h->a[r], h->a[m])) m = r;
        if (m == i) break;
        swap_item(&h->a[i], &h->a[m]);
        i = m;
    }
    return top;
}

static unsigned seed = 7;
static unsigned rnd(void) { seed = seed * 1103515245u + 12345u; return (seed >> 16) & 0x7fff; }

int main(void) {
    Heap h = {0, 0, 0};
    unsigned long sum = 0;
    int id = 0;
    for (int round = 0; round < 20; round++) {
        for (int i = 0; i < 10000; i++) {
            Item it = { rnd() * 32768u + rnd(), id++ };
            push(&h, it);
        }
        unsigned last = 0; int bad = 0;
        for (int i = 0; i < 8000; i++) {
            Item it = pop(&h);
            if (it.key < last) bad++;
            last = it.key;
            sum = sum * 33 + (unsigned)it.id;
            if ((it.id & 7) == 0) { Item again = { it.key + rnd(), it.id + 1000000 }; push(&h, again); }
        }
        sum += bad;
    }
    printf("n=%d sum=%lu\n", h.n, sum);
    free(h.a);
    return 0;
}
