#include <stdio.h>
#include <stdlib.h>

typedef struct { int dept; int age; unsigned salary; char name[8]; } Rec;

static int cmp_int(int a, int b) { return (a > b) - (a < b); }

static int cmp_rec(const Rec *a, const Rec *b) {
    int c = cmp_int(a->dept, b->dept);
    if (c) return c;
    c = cmp_int(b->salary > a->salary, a->salary > b->salary);
    if (c) return c;
    return cmp_int(a->age, b->age);
}

static void insertion_sort(Rec *a, int n) {
    for (int i = 1; i < n; i++) {
        Rec t = a[i];
        int j = i - 1;
        while (j >= 0 && cmp_rec(&a[j], &t) > 0) { a[j + 1] = a[j]; j--; }
        a[j + 1] = t;
    }
}

static void shell_sort(Rec *a, int n) {
    static const int gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
    for (int g = 0; g < 8; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            Rec t = a[i];
            int j = i;
            while (j >= gap && cmp_rec(&a[j - gap], &t) > 0) { a[j] = a[j - gap]; j -= gap; }
            a[j] = t;
        }
    }
}

static int lower_bound(const Rec *a, int n, const Rec *key) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (cmp_rec(&a[mid], key) < 0) lo = mid + 1; else hi = mid;
    }
    return lo;
}

static unsigned seed = 31337;
static unsigned rnd(void) { seed = seed * 1103515245u + 12345u; return seed >> 11; }

#define N 20000

int main(void) {
    static Rec a[N], b[600];
    for (int i = 0; i < N; i++) {
        a[i].dept = rnd() % 20; a[i].age = 20 + rnd() % 45; a[i].salary = 1000 + rnd() % 9000;
        for (int k = 0; k < 7; k++) a[i].name[k] = 'a' + rnd() % 26;
        a[i].name[7] = 0;
    }
    for (int i = 0; i < 600; i++) b[i] = a[i * 7];
    shell_sort(a, N);
    insertion_sort(b, 600);
    long acc = 0;
    for (int i = 1; i < N; i++) if (cmp_rec(&a[i - 1], &a[i]) > 0) acc += 1000000;
    for (int q = 0; q < 200000; q++) {
        Rec key = { (int)(rnd() % 20), (int)(20 + rnd() % 45), 1000 + rnd() % 9000, "" };
        int p = lower_bound(a, N, &key);
        acc += p;
        if (p < N && a[p].dept == key.dept) acc += a[p].name[0];
    }
    for (int i = 0; i < 600; i++) acc = acc * 3 + b[i].salary;
    printf("acc=%ld\n", acc);
    return 0;
}
