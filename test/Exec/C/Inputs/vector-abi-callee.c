/* Built by clang for vector-abi.c (or by vct-cc, the other way round):
   functions taking and returning vectors by value. */
#include "vector-abi.h"

int sum4i(v4i a, int k) { return (a[0] + a[1] + a[2] + a[3]) * k; }
v4f scale4f(v4f a, float s) { return a * s; }
v2d swap2d(v2d a) { return (v2d){a[1], a[0]}; }
v8s add8s(v8s a, v8s b) { return a + b; }
int sum16c(v16c a) {
  int s = 0;
  for (int i = 0; i < 16; i++)
    s += a[i] * (i + 1);
  return s;
}
v2i mix2i(v2i a, v2f b, int k) { return (v2i){a[0] + (int)b[1], a[1] * k}; }
/* 32 bytes: in memory without AVX (LLVM byval). */
int sum8i(int k, v8i a) {
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += a[i] * (i + k);
  return s;
}
/* More vectors than SSE registers: the last ones go on the stack. */
double many(v2d a, v2d b, v2d c, v2d d, v2d e, v2d f, v2d g, v2d h, v2d i,
            v2d j) {
  v2d s = a + b + c + d + e + f + g + h + i * 2 + j * 3;
  return s[0] * 10 + s[1];
}
