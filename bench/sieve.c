/* Sieve of Eratosthenes: count and sum the primes below LIMIT, several
   rounds with a shifting limit.  Integer loops over a byte array. */
#include <stdio.h>

#define LIMIT 1000000

static unsigned char composite[LIMIT + 1];

static unsigned long long sieve(int n, int *count) {
  int i, j;
  unsigned long long sum = 0;
  int c = 0;
  for (i = 0; i <= n; i++)
    composite[i] = 0;
  for (i = 2; (long long)i * i <= n; i++)
    if (!composite[i])
      for (j = i * i; j <= n; j += i)
        composite[j] = 1;
  for (i = 2; i <= n; i++)
    if (!composite[i]) {
      c++;
      sum += (unsigned long long)i;
    }
  *count = c;
  return sum;
}

int main(void) {
  unsigned long long check = 0;
  int round;
  for (round = 0; round < 3; round++) {
    int count = 0;
    unsigned long long sum = sieve(LIMIT - round * 1000, &count);
    check = check * 31u + sum + (unsigned long long)count;
  }
  printf("sieve: %llu\n", check);
  return 0;
}
