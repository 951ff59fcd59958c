/* Edit distance (Levenshtein, full 2-D table) and LCS length over pseudo-random strings. */
#include <stdio.h>
#include <string.h>

#define MAXN 320
static int D[MAXN + 1][MAXN + 1];
static unsigned short L[MAXN + 1][MAXN + 1];
static char sa[MAXN + 1], sb[MAXN + 1];
static unsigned rng = 12345u;

static unsigned nextr(void) { rng = rng * 1103515245u + 12345u; return (rng >> 16) & 0x7fff; }

static void gen(char *s, int n, int alpha) {
  for (int i = 0; i < n; i++) s[i] = (char)('a' + nextr() % alpha);
  s[n] = 0;
}

static inline int min3(int a, int b, int c) {
  int m = a < b ? a : b;
  return m < c ? m : c;
}

static int levenshtein(const char *a, int n, const char *b, int m) {
  for (int i = 0; i <= n; i++) D[i][0] = i;
  for (int j = 0; j <= m; j++) D[0][j] = j;
  for (int i = 1; i <= n; i++) {
    char ca = a[i - 1];
    for (int j = 1; j <= m; j++) {
      int cost = (ca == b[j - 1]) ? 0 : 1;
      D[i][j] = min3(D[i - 1][j] + 1, D[i][j - 1] + 1, D[i - 1][j - 1] + cost);
    }
  }
  return D[n][m];
}

static int lcs(const char *a, int n, const char *b, int m) {
  for (int i = 0; i <= n; i++) L[i][0] = 0;
  for (int j = 0; j <= m; j++) L[0][j] = 0;
  for (int i = 1; i <= n; i++) {
    for (int j = 1; j <= m; j++) {
      if (a[i - 1] == b[j - 1])
        L[i][j] = L[i - 1][j - 1] + 1;
      else if (L[i - 1][j] >= L[i][j - 1])
        L[i][j] = L[i - 1][j];
      else
        L[i][j] = L[i][j - 1];
    }
  }
  return L[n][m];
}

/* reconstruct an LCS string by walking the table backwards */
static int lcs_trace(const char *a, int n, const char *b, int m, char *out) {
  int i = n, j = m, k = 0;
  while (i > 0 && j > 0) {
    if (a[i - 1] == b[j - 1]) { out[k++] = a[i - 1]; i--; j--; }
    else if (L[i - 1][j] >= L[i][j - 1]) i--;
    else j--;
  }
  for (int x = 0; x < k / 2; x++) { char t = out[x]; out[x] = out[k - 1 - x]; out[k - 1 - x] = t; }
  out[k] = 0;
  return k;
}

/* check that out is a subsequence of s */
static int is_subseq(const char *out, const char *s) {
  while (*out) {
    while (*s && *s != *out) s++;
    if (!*s) return 0;
    s++; out++;
  }
  return 1;
}

int main(void) {
  unsigned long sum = 0;
  char buf[MAXN + 1];
  int ok = 1;
  for (int round = 0; round < 14; round++) {
    int n = 200 + (int)(nextr() % 120), m = 200 + (int)(nextr() % 120);
    int alpha = 2 + round % 7;
    gen(sa, n, alpha);
    gen(sb, m, alpha);
    int d = levenshtein(sa, n, sb, m);
    int l = lcs(sa, n, sb, m);
    int k = lcs_trace(sa, n, sb, m, buf);
    if (k != l || !is_subseq(buf, sa) || !is_subseq(buf, sb)) ok = 0;
    /* bounds: |n-m| <= d <= max(n,m); d <= n+m-2*l */
    int lo = n > m ? n - m : m - n, hi = n > m ? n : m;
    if (d < lo || d > hi || d > n + m - 2 * l) ok = 0;
    sum = sum * 31 + (unsigned long)d * 1000 + (unsigned long)l;
    for (int x = 0; x < k; x++) sum += (unsigned char)buf[x] * (unsigned long)(x + 1);
  }
  /* identity check */
  gen(sa, 150, 5);
  if (levenshtein(sa, 150, sa, 150) != 0 || lcs(sa, 150, sa, 150) != 150) ok = 0;
  printf("editdist sum=%lu ok=%d\n", sum, ok);
  return ok ? 0 : 1;
}
