/* Multilevel-feedback CPU scheduler simulation.  Jobs with a priority and a
   length arrive over time; an event queue (binary heap ordered by time, ties
   broken by insertion sequence) drives arrivals and end-of-slice events, and
   a ready queue (binary heap ordered by priority, ties broken by sequence)
   picks the next job for each idle CPU.  Jobs that use up their quantum are
   demoted one level.  Prints completion, waiting-time and order checksums. */
#include <stdio.h>
#include <stdint.h>

#define NJOBS 3000
#define NCPU 4
#define CAP 4096
#define QUANTUM 24
#define MAXPRIO 15

typedef struct { uint32_t key, tie; int32_t job, aux; } entry;
typedef struct { entry a[CAP]; int n; } heap;
typedef struct { uint32_t arrive, length, remaining, finish, prio; } job;

static heap events, ready;
static job jobs[NJOBS];
static int cpu_busy[NCPU];
static uint32_t seq;

static uint32_t rng;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 8;
}

static int before(entry x, entry y) {
    if (x.key != y.key) return x.key < y.key;
    return x.tie < y.tie;
}

static void push(heap *h, entry e) {
    int i = h->n++;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (!before(e, h->a[p])) break;
        h->a[i] = h->a[p];
        i = p;
    }
    h->a[i] = e;
}

static entry pop(heap *h) {
    entry top = h->a[0];
    entry last = h->a[--h->n];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= h->n) break;
        if (c + 1 < h->n && before(h->a[c + 1], h->a[c])) c++;
        if (!before(h->a[c], last)) break;
        h->a[i] = h->a[c];
        i = c;
    }
    if (h->n > 0) h->a[i] = last;
    return top;
}

static entry make(uint32_t key, int32_t job, int32_t aux) {
    entry e;
    e.key = key;
    e.tie = seq++;
    e.job = job;
    e.aux = aux;
    return e;
}

static void dispatch(uint32_t now) {
    for (int c = 0; c < NCPU && ready.n > 0; c++) {
        if (cpu_busy[c]) continue;
        entry r = pop(&ready);
        job *j = &jobs[r.job];
        uint32_t run = j->remaining < QUANTUM ? j->remaining : QUANTUM;
        cpu_busy[c] = 1;
        push(&events, make(now + run, r.job, c));
    }
}

static uint64_t simulate(int run, uint64_t *wait_sum, uint32_t *makespan) {
    uint64_t order = 0;
    uint32_t t = 0;
    rng = 0xC0FFEEu + (uint32_t)run * 977u;
    events.n = ready.n = 0;
    seq = 0;
    for (int c = 0; c < NCPU; c++) cpu_busy[c] = 0;
    for (int i = 0; i < NJOBS; i++) {
        t += next_rand() % 40;
        jobs[i].arrive = t;
        jobs[i].length = jobs[i].remaining = 1 + (next_rand() % 8 == 0 ? next_rand() % 400 : next_rand() % 60);
        jobs[i].prio = next_rand() % 4;
        jobs[i].finish = 0;
        push(&events, make(t, i, -1)); /* arrivals carry no cpu */
    }
    while (events.n > 0) {
        entry e = pop(&events);
        job *j = &jobs[e.job];
        if (e.aux < 0) {
            push(&ready, make(j->prio, e.job, 0));
        } else {
            uint32_t run = j->remaining < QUANTUM ? j->remaining : QUANTUM;
            cpu_busy[e.aux] = 0;
            j->remaining -= run;
            if (j->remaining == 0) {
                j->finish = e.key;
                order = order * 1000003u + (uint64_t)e.job * 31u + (uint64_t)e.aux;
                *wait_sum += e.key - j->arrive - j->length;
                if (e.key > *makespan) *makespan = e.key;
            } else {
                if (j->prio < MAXPRIO) j->prio++;
                push(&ready, make(j->prio, e.job, 0));
            }
        }
        dispatch(e.key);
    }
    return order;
}

int main(void) {
    uint64_t chk = 0, wait_sum = 0;
    uint32_t makespan = 0;
    for (int run = 0; run < 12; run++) {
        uint32_t ms = 0;
        chk ^= simulate(run, &wait_sum, &ms) + (uint64_t)run;
        makespan += ms;
    }
    printf("jobsched: order=%016llx wait=%llu makespan=%u\n", (unsigned long long)chk,
           (unsigned long long)wait_sum, (unsigned)makespan);
    return 0;
}
