#include <stdio.h>

typedef struct { int y, m, d; } Date;

static int is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int days_in_month(int y, int m) {
    switch (m) {
    case 2: return is_leap(y) ? 29 : 28;
    case 4: case 6: case 9: case 11: return 30;
    default: return 31;
    }
}

/* days since 1970-01-01 (Howard Hinnant's algorithm) */
static long days_from_civil(Date dt) {
    int y = dt.y - (dt.m <= 2);
    long era = (y >= 0 ? y : y - 399) / 400;
    unsigned yoe = (unsigned)(y - era * 400);
    unsigned doy = (153 * (dt.m + (dt.m > 2 ? -3 : 9)) + 2) / 5 + dt.d - 1;
    unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (long)doe - 719468;
}

static Date add_days(Date dt, int n) {
    while (n > 0) {
        int dim = days_in_month(dt.y, dt.m);
        if (dt.d + n <= dim) { dt.d += n; break; }
        n -= dim - dt.d + 1;
        dt.d = 1;
        if (++dt.m > 12) { dt.m = 1; dt.y++; }
    }
    return dt;
}

static int weekday(Date dt) { /* 0 = Sunday */
    long z = days_from_civil(dt);
    return (int)(z >= -4 ? (z + 4) % 7 : (z + 5) % 7 + 6);
}

static int valid(Date dt) {
    if (dt.m < 1 || dt.m > 12) return 0;
    if (dt.d < 1) return 0;
    return dt.d <= days_in_month(dt.y, dt.m);
}

static int cmp_date(Date a, Date b) {
    if (a.y != b.y) return (a.y > b.y) - (a.y < b.y);
    if (a.m != b.m) return (a.m > b.m) - (a.m < b.m);
    return (a.d > b.d) - (a.d < b.d);
}

static unsigned seed = 42;
static unsigned rnd(void) { seed = seed * 1664525u + 1013904223u; return seed >> 9; }

int main(void) {
    long acc = 0;
    int wd[7] = {0};
    int invalid = 0, fri13 = 0, order = 0;
    Date prev = {2000, 1, 1};
    for (int i = 0; i < 200000; i++) {
        Date d = { 1900 + (int)(rnd() % 250), 1 + (int)(rnd() % 13), 1 + (int)(rnd() % 31) };
        if (!valid(d)) { invalid++; continue; }
        Date e = add_days(d, (int)(rnd() % 100));
        long diff = days_from_civil(e) - days_from_civil(d);
        acc += diff;
        int w = weekday(e);
        wd[w]++;
        if (e.d == 13 && w == 5) fri13++;
        order += cmp_date(prev, e);
        prev = e;
    }
    printf("acc=%ld invalid=%d fri13=%d order=%d\n", acc, invalid, fri13, order);
    for (int i = 0; i < 7; i++) printf("%d ", wd[i]);
    printf("\n");
    return 0;
}
