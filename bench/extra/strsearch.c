/* String search: Boyer-Moore-Horspool and KMP over a generated text, cross-checked with naive search. */
#include <stdio.h>
#include <string.h>

#define TLEN 200000
static char text[TLEN + 1];
static int fail[64];
static unsigned st = 99u;
static unsigned rnd(void) { st = st * 1103515245u + 12345u; return st >> 8; }

static int bmh_count(const char *t, int n, const char *p, int m) {
  int skip[256];
  for (int i = 0; i < 256; i++) skip[i] = m;
  for (int i = 0; i < m - 1; i++) skip[(unsigned char)p[i]] = m - 1 - i;
  int cnt = 0, i = 0;
  while (i <= n - m) {
    int j = m - 1;
    while (j >= 0 && t[i + j] == p[j]) j--;
    if (j < 0) cnt++;
    i += skip[(unsigned char)t[i + m - 1]];
  }
  return cnt;
}

static void kmp_build(const char *p, int m) {
  fail[0] = 0;
  int k = 0;
  for (int i = 1; i < m; i++) {
    while (k > 0 && p[i] != p[k]) k = fail[k - 1];
    if (p[i] == p[k]) k++;
    fail[i] = k;
  }
}

static int kmp_count(const char *t, int n, const char *p, int m) {
  kmp_build(p, m);
  int cnt = 0, k = 0;
  for (int i = 0; i < n; i++) {
    while (k > 0 && t[i] != p[k]) k = fail[k - 1];
    if (t[i] == p[k]) k++;
    if (k == m) { cnt++; k = fail[k - 1]; }
  }
  return cnt;
}

static int naive_count(const char *t, int n, const char *p, int m) {
  int cnt = 0;
  for (int i = 0; i + m <= n; i++) {
    int j = 0;
    while (j < m && t[i + j] == p[j]) j++;
    if (j == m) cnt++;
  }
  return cnt;
}

int main(void) {
  /* text: words over a small alphabet with spaces */
  for (int i = 0; i < TLEN; i++) {
    unsigned r = rnd();
    text[i] = (r % 7 == 0) ? ' ' : (char)('a' + (r >> 4) % 6);
  }
  text[TLEN] = 0;
  char pat[64];
  int ok = 1;
  unsigned long chk = 0;
  for (int q = 0; q < 12; q++) {
    int m = 2 + q % 13;
    if (q % 3 == 0) { int at = (int)(rnd() % (TLEN - m)); memcpy(pat, text + at, (size_t)m); }
    else for (int i = 0; i < m; i++) pat[i] = (char)('a' + rnd() % 3);
    pat[m] = 0;
    int a = bmh_count(text, TLEN, pat, m);
    int b = kmp_count(text, TLEN, pat, m);
    if (a != b) ok = 0;
    if (q % 6 == 0 && naive_count(text, TLEN, pat, m) != a) ok = 0;
    if (q % 3 == 0 && a < 1) ok = 0;
    chk = chk * 1009 + (unsigned long)a;
  }
  printf("strsearch chk=%lu ok=%d\n", chk, ok);
  return ok ? 0 : 1;
}
