/* Built by clang for int128-varargs.c: variadic functions reading
   __int128 arguments, fixed and extra. */
#include <stdarg.h>
long sum_wide(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) {
    __int128 v = va_arg(ap, __int128);
    long tail = va_arg(ap, long);
    s = s * 31 + (long)(v >> 64) * 7 + (long)v + tail;
  }
  va_end(ap);
  return s;
}
long with_base(__int128 base, ...) {
  va_list ap;
  va_start(ap, base);
  __int128 x = va_arg(ap, __int128);
  long y = va_arg(ap, long);
  va_end(ap);
  return (long)(base >> 64) + (long)base + (long)(x >> 3) + y;
}
