/* Number printer/parser: itoa in bases 2..16, signed decimal parse with overflow check, fixed-point formatting. */
#include <stdio.h>
#include <string.h>
#include <limits.h>

static int utoa_base(unsigned long v, unsigned base, char *out) {
  char tmp[72];
  int n = 0;
  do { unsigned d = (unsigned)(v % base); tmp[n++] = (char)(d < 10 ? '0' + d : 'a' + d - 10); v /= base; } while (v);
  for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
  out[n] = 0;
  return n;
}

static int itoa10(long v, char *out) {
  char tmp[24];
  int n = 0, neg = v < 0;
  unsigned long u = neg ? 0ul - (unsigned long)v : (unsigned long)v;
  do { tmp[n++] = (char)('0' + u % 10); u /= 10; } while (u);
  int k = 0;
  if (neg) out[k++] = '-';
  while (n) out[k++] = tmp[--n];
  out[k] = 0;
  return k;
}

/* returns 1 on success */
static int parse_long(const char *s, long *res) {
  while (*s == ' ' || *s == '\t') s++;
  int neg = 0;
  if (*s == '-' || *s == '+') { neg = *s == '-'; s++; }
  if (*s < '0' || *s > '9') return 0;
  unsigned long acc = 0, lim = neg ? (unsigned long)LONG_MAX + 1 : (unsigned long)LONG_MAX;
  while (*s >= '0' && *s <= '9') {
    unsigned d = (unsigned)(*s - '0');
    if (acc > (lim - d) / 10) return 0;
    acc = acc * 10 + d;
    s++;
  }
  if (*s) return 0;
  *res = neg ? (long)(0ul - acc) : (long)acc;
  return 1;
}

static unsigned long parse_base(const char *s, unsigned base) {
  unsigned long acc = 0;
  for (; *s; s++) {
    unsigned c = (unsigned char)*s, d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'z') d = c - 'a' + 10;
    else break;
    if (d >= base) break;
    acc = acc * base + d;
  }
  return acc;
}

/* format v/1000 with 3 decimals, thousands separators */
static int fmt_fixed(long v, char *out) {
  char d[32];
  int neg = v < 0;
  unsigned long u = neg ? 0ul - (unsigned long)v : (unsigned long)v;
  unsigned long ip = u / 1000, fp = u % 1000;
  int n = utoa_base(ip, 10, d), k = 0;
  if (neg) out[k++] = '-';
  for (int i = 0; i < n; i++) {
    out[k++] = d[i];
    int rem = n - 1 - i;
    if (rem > 0 && rem % 3 == 0) out[k++] = ',';
  }
  out[k++] = '.';
  out[k++] = (char)('0' + fp / 100); out[k++] = (char)('0' + fp / 10 % 10); out[k++] = (char)('0' + fp % 10);
  out[k] = 0;
  return k;
}

int main(void) {
  unsigned long x = 0x2545F4914F6CDD1Dull, chk = 0;
  char buf[80], ref[80];
  int ok = 1;
  for (int i = 0; i < 20000; i++) {
    x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
    unsigned long m = x * 0x2545F4914F6CDD1Dull;
    long v = (long)(m >> (i % 50));
    if (i & 1) v = -v;
    int n = itoa10(v, buf);
    snprintf(ref, sizeof ref, "%ld", v);
    if (strcmp(buf, ref) != 0) ok = 0;
    long back;
    if (!parse_long(buf, &back) || back != v) ok = 0;
    unsigned base = 2 + (unsigned)(i % 15);
    int nb = utoa_base(m >> (i % 40), base, buf);
    if (parse_base(buf, base) != m >> (i % 40)) ok = 0;
    int nf = fmt_fixed(v >> 20, ref);
    chk = chk * 131 + (unsigned long)(n + nb * 3 + nf * 7) + (unsigned char)ref[nf - 5];
  }
  /* overflow detection */
  long t;
  if (parse_long("9223372036854775808", &t) || !parse_long("-9223372036854775808", &t) || t != LONG_MIN) ok = 0;
  if (parse_long("12x", &t) || parse_long("", &t)) ok = 0;
  printf("numfmt chk=%lu ok=%d\n", chk, ok);
  return ok ? 0 : 1;
}
