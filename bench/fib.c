/* Doubly recursive Fibonacci and Ackermann: call-heavy recursion. */
#include <stdio.h>

static unsigned fib(unsigned n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}

static unsigned ack(unsigned m, unsigned n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

int main(void) {
  unsigned f = fib(29);
  unsigned a = ack(2, 300) + ack(3, 5);
  printf("fib: fib(29)=%u ack=%u\n", f, a);
  return 0;
}
