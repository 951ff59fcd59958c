/* Warehouse inventory bookkeeping with small value structs.  Items (6
   fields) and money amounts are created, combined and returned by value;
   orders are filtered into new arrays by element-wise struct assignment,
   the stock is sorted by (category, value) with a struct-swapping shell sort
   and merged with incoming shipments.  Prints totals and a record hash. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NITEMS 1500
#define NSHIP 300
#define NDAYS 12

typedef struct { int64_t cents; int32_t count; } money;
typedef struct {
    uint32_t id;
    int32_t qty;
    int32_t price;      /* cents */
    int16_t category;
    uint8_t flags;
    uint8_t shelf;
} item;
typedef struct { int32_t x, y, z; } loc3;

static item stock[NITEMS + NSHIP];
static item tmp[NITEMS + NSHIP];
static item incoming[NSHIP];

static uint32_t rng = 8675309u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 8;
}

static item make_item(uint32_t id) {
    item it;
    it.id = id;
    it.qty = (int32_t)(next_rand() % 200);
    it.price = 50 + (int32_t)(next_rand() % 20000);
    it.category = (int16_t)(next_rand() % 12);
    it.flags = (uint8_t)(next_rand() & 7);
    it.shelf = (uint8_t)(next_rand() % 40);
    return it;
}

static money value_of(item it) {
    money m;
    m.cents = (int64_t)it.qty * it.price;
    m.count = it.qty;
    return m;
}

static money add_money(money a, money b) {
    money r = {a.cents + b.cents, a.count + b.count};
    return r;
}

static loc3 shelf_loc(item it) {
    loc3 l = {it.shelf % 8, (it.shelf / 8) % 5, it.category};
    return l;
}

static int item_less(item a, item b) {
    if (a.category != b.category) return a.category < b.category;
    int64_t va = (int64_t)a.qty * a.price, vb = (int64_t)b.qty * b.price;
    if (va != vb) return va > vb;
    return a.id < b.id;
}

static void shell_sort(item *a, int n) {
    static const int gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
    for (int g = 0; g < 8; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            item t = a[i];
            int j = i;
            while (j >= gap && item_less(t, a[j - gap])) {
                a[j] = a[j - gap];
                j -= gap;
            }
            a[j] = t;
        }
    }
}

static item restock(item it, int add) {
    it.qty += add;
    if (it.qty > 500) it.qty = 500;
    it.flags |= 1;
    return it;
}

int main(void) {
    int n = 0;
    for (int i = 0; i < NITEMS; i++) stock[n++] = make_item((uint32_t)i * 2654435761u);
    money total = {0, 0};
    uint32_t h = 0;
    long distsum = 0, dropped = 0;

    for (int day = 0; day < NDAYS; day++) {
        /* shipments: restock existing items or add new ones */
        for (int s = 0; s < NSHIP; s++) {
            if (s % 3 == 0 && n > 0) incoming[s] = restock(stock[next_rand() % (uint32_t)n], 25);
            else incoming[s] = make_item(next_rand());
        }
        /* sell: filter out items that hit zero and the flagged ones */
        int m = 0;
        for (int i = 0; i < n; i++) {
            item it = stock[i];
            it.qty -= (int32_t)(next_rand() % 30);
            if (it.qty <= 0 || (it.flags & 6) == 6) { dropped++; continue; }
            tmp[m++] = it;
        }
        for (int s = 0; s < NSHIP && m < NITEMS + NSHIP; s++) tmp[m++] = incoming[s];
        n = m < NITEMS ? m : NITEMS;
        for (int i = 0; i < n; i++) stock[i] = tmp[m - 1 - i];
        shell_sort(stock, n);

        money day_total = {0, 0};
        loc3 prev = {0, 0, 0};
        for (int i = 0; i < n; i++) {
            day_total = add_money(day_total, value_of(stock[i]));
            loc3 l = shelf_loc(stock[i]);
            int dx = l.x - prev.x, dy = l.y - prev.y, dz = l.z - prev.z;
            distsum += (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy) + (dz < 0 ? -dz : dz);
            prev = l;
        }
        total = add_money(total, day_total);
        for (int i = 0; i < n; i += 7) {
            item it = stock[i];
            h = (h ^ it.id) * 16777619u;
            h = (h ^ (uint32_t)it.qty ^ ((uint32_t)it.category << 16)) * 16777619u;
        }
    }
    item first = stock[0], last = stock[n - 1];
    printf("items=%d dropped=%ld total=%lld units=%d dist=%ld\n", n, dropped,
           (long long)total.cents, total.count, distsum);
    printf("first=%u/%d last=%u/%d hash=%08x\n", first.id, first.category, last.id, last.category, h);
    return 0;
}
