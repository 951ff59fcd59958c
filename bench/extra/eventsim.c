/* Discrete event simulation: bounded binary-heap priority queue of event structs, M/M/c-like servers. */
#include <stdio.h>

typedef struct { unsigned long t; int kind; int cust; } event;
enum { ARRIVE, DEPART, TICK };

#define CAP 4096
typedef struct { event ev[CAP]; int n; } heap;
static heap H;

static int less(const event *a, const event *b) {
  if (a->t != b->t) return a->t < b->t;
  return a->cust < b->cust;
}

static int push(heap *h, event e) {
  if (h->n == CAP) return 0;
  int i = h->n++;
  while (i > 0) {
    int p = (i - 1) / 2;
    if (!less(&e, &h->ev[p])) break;
    h->ev[i] = h->ev[p];
    i = p;
  }
  h->ev[i] = e;
  return 1;
}

static event pop(heap *h) {
  event top = h->ev[0];
  event last = h->ev[--h->n];
  int i = 0, n = h->n;
  for (;;) {
    int c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && less(&h->ev[c + 1], &h->ev[c])) c++;
    if (!less(&h->ev[c], &last)) break;
    h->ev[i] = h->ev[c];
    i = c;
  }
  h->ev[i] = last;
  return top;
}

static unsigned long rs = 0x853c49e6748fea9bull;
static unsigned rnd(void) {
  unsigned long old = rs;
  rs = old * 6364136223846793005ull + 1442695040888963407ull;
  unsigned xsh = (unsigned)(((old >> 18) ^ old) >> 27), rot = (unsigned)(old >> 59);
  return (xsh >> rot) | (xsh << ((-rot) & 31));
}
/* crude exponential-ish: sum of two uniforms scaled */
static unsigned long draw(unsigned mean) { return 1 + (rnd() % mean + rnd() % mean); }

#define NSERV 4
#define QMAX 1024
typedef struct { int busy; unsigned long busy_time, since; int served; } server;

int main(void) {
  server sv[NSERV] = {{0}};
  int queue[QMAX], qh = 0, qt = 0, qn = 0;
  unsigned long arrive_t[65536];
  unsigned long now = 0, total_wait = 0, maxq = 0;
  int next_cust = 0, dropped = 0, done = 0, ok = 1;
  push(&H, (event){draw(10), ARRIVE, next_cust++});
  push(&H, (event){1000, TICK, -1});
  unsigned long area = 0, last_t = 0;
  while (H.n > 0 && done < 120000) {
    event e = pop(&H);
    if (e.t < now) ok = 0;
    now = e.t;
    area += (unsigned long)qn * (now - last_t); last_t = now;
    if (e.kind == ARRIVE) {
      arrive_t[e.cust & 65535] = now;
      int s = -1;
      for (int k = 0; k < NSERV; k++) if (!sv[k].busy) { s = k; break; }
      if (s >= 0) {
        sv[s].busy = 1; sv[s].since = now;
        push(&H, (event){now + draw(38), DEPART, s});
      } else if (qn < QMAX) { queue[qt] = e.cust; qt = (qt + 1) % QMAX; qn++; if ((unsigned long)qn > maxq) maxq = qn; }
      else dropped++;
      if (!push(&H, (event){now + draw(10), ARRIVE, next_cust++})) ok = 0;
    } else if (e.kind == DEPART) {
      server *p = &sv[e.cust];
      p->busy_time += now - p->since; p->served++; done++;
      if (qn > 0) {
        int c = queue[qh]; qh = (qh + 1) % QMAX; qn--;
        total_wait += now - arrive_t[c & 65535];
        p->since = now;
        push(&H, (event){now + draw(38), DEPART, e.cust});
      } else p->busy = 0;
    } else {
      push(&H, (event){now + 1000, TICK, -1});
    }
  }
  unsigned long chk = total_wait ^ (area << 3) ^ maxq;
  for (int k = 0; k < NSERV; k++) chk = chk * 1000003 + sv[k].busy_time + (unsigned long)sv[k].served;
  printf("eventsim done=%d dropped=%d now=%lu chk=%lu ok=%d\n", done, dropped, now, chk, ok);
  return ok ? 0 : 1;
}
