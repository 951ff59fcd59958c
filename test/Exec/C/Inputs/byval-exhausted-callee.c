/* Built by clang (or by vct-cc) for byval-exhausted.c. */
#include <stdio.h>
union U { char c[12]; float f[3]; };
struct P { float x, y; };
void take(long a, long b, long c, long d, long e, long f, union U u, long g,
          struct P p) {
  printf("%ld %ld %ld %ld %ld %ld %ld |", a, b, c, d, e, f, g);
  for (int i = 0; i < 12; i++)
    printf(" %d", u.c[i]);
  printf(" | %g %g\n", p.x, p.y);
}
