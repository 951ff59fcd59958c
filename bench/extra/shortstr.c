/* String handling on short strings (3-40 chars): hand-written strlen,
   strncpy- and strlcpy-style bounded copies, left/right padding to a width,
   trimming of blanks, upper/lower-casing, in-place reversal, case-sensitive
   and case-insensitive comparison, prefix tests, and joining words with a
   separator into a bounded buffer.  Every loop has a small trip count that
   varies from call to call.  Prints a hash of the produced strings. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>

#define NWORDS 512
#define MAXW 48
#define ROUNDS 40

static char words[NWORDS][MAXW];

static uint32_t rng = 777u;
static uint32_t next_rand(void) {
  rng = rng * 1103515245u + 12345u;
  return (rng >> 16) & 0x7fffu;
}

static size_t s_len(const char *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

/* strncpy semantics: copy up to n chars, pad the rest with NULs. */
static char *s_ncpy(char *d, const char *s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  for (; i < n; i++)
    d[i] = '\0';
  return d;
}

/* strlcpy semantics: always NUL-terminate (size > 0), return strlen(s). */
static size_t s_lcpy(char *d, const char *s, size_t size) {
  size_t i = 0;
  if (size > 0) {
    for (; i + 1 < size && s[i]; i++)
      d[i] = s[i];
    d[i] = '\0';
  }
  while (s[i])
    i++;
  return i;
}

static size_t s_lcat(char *d, const char *s, size_t size) {
  size_t dl = 0;
  while (dl < size && d[dl])
    dl++;
  if (dl == size)
    return size + s_len(s);
  return dl + s_lcpy(d + dl, s, size - dl);
}

static void pad_right(char *d, const char *s, size_t width, char fill) {
  size_t i = 0;
  for (; s[i] && i < width; i++)
    d[i] = s[i];
  for (; i < width; i++)
    d[i] = fill;
  d[i] = '\0';
}

static void pad_left(char *d, const char *s, size_t width, char fill) {
  size_t n = s_len(s);
  size_t i = 0;
  if (n >= width) {
    for (; i < n; i++)
      d[i] = s[i];
    d[i] = '\0';
    return;
  }
  size_t pad = width - n;
  for (; i < pad; i++)
    d[i] = fill;
  for (size_t j = 0; j < n; j++)
    d[i++] = s[j];
  d[i] = '\0';
}

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '_'; }

/* Trim blanks in place; returns new length. */
static size_t trim(char *s) {
  size_t start = 0, n = s_len(s);
  while (start < n && is_blank(s[start]))
    start++;
  while (n > start && is_blank(s[n - 1]))
    n--;
  size_t k = 0;
  for (size_t i = start; i < n; i++)
    s[k++] = s[i];
  s[k] = '\0';
  return k;
}

static void to_upper(char *s) {
  for (; *s; s++)
    if (*s >= 'a' && *s <= 'z')
      *s = (char)(*s - 'a' + 'A');
}

static void to_lower(char *s) {
  for (; *s; s++)
    if (*s >= 'A' && *s <= 'Z')
      *s = (char)(*s - 'A' + 'a');
}

static void reverse(char *s) {
  size_t n = s_len(s);
  if (n < 2)
    return;
  char *a = s, *b = s + n - 1;
  while (a < b) {
    char t = *a;
    *a++ = *b;
    *b-- = t;
  }
}

static int s_cmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char)*a - (unsigned char)*b;
}

static int fold(int c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }

static int s_casecmp(const char *a, const char *b) {
  for (;;) {
    int x = fold((unsigned char)*a++), y = fold((unsigned char)*b++);
    if (x != y || x == 0)
      return x - y;
  }
}

static int s_ncmp(const char *a, const char *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned char x = (unsigned char)a[i], y = (unsigned char)b[i];
    if (x != y)
      return x - y;
    if (x == 0)
      return 0;
  }
  return 0;
}

static int starts_with(const char *s, const char *p) {
  while (*p)
    if (*s++ != *p++)
      return 0;
  return 1;
}

static size_t count_char(const char *s, char c) {
  size_t k = 0;
  for (; *s; s++)
    k += *s == c;
  return k;
}

/* Join count words with sep into d of capacity cap; truncates safely. */
static size_t join(char *d, size_t cap, char **w, int count, const char *sep) {
  size_t o = 0;
  d[0] = '\0';
  for (int i = 0; i < count; i++) {
    if (i > 0)
      for (const char *p = sep; *p && o + 1 < cap; p++)
        d[o++] = *p;
    for (const char *p = w[i]; *p && o + 1 < cap; p++)
      d[o++] = *p;
  }
  d[o] = '\0';
  return o;
}

static uint32_t hash_str(const char *s, uint32_t h) {
  while (*s)
    h = (h ^ (unsigned char)*s++) * 16777619u;
  return h * 31u + 7u;
}

static uint32_t hash_mem(const char *s, size_t n, uint32_t h) {
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

static void gen_word(char *w) {
  static const char alpha[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ _-.0123";
  size_t len = 3 + next_rand() % 38u; /* 3..40 */
  size_t lead = next_rand() % 4u == 0 ? next_rand() % 3u : 0;
  size_t i = 0;
  for (; i < lead; i++)
    w[i] = ' ';
  for (; i < len; i++)
    w[i] = alpha[next_rand() % (sizeof alpha - 1)];
  w[len] = '\0';
}

int main(void) {
  char a[MAXW + 8], b[MAXW + 8], c[MAXW + 8];
  char line[160];
  char *pick[6];
  for (int i = 0; i < NWORDS; i++)
    gen_word(words[i]);
  uint32_t h = 2166136261u;
  long total = 0;
  int cmps = 0, ccmps = 0, pre = 0;
  for (int r = 0; r < ROUNDS; r++) {
    for (int i = 0; i < NWORDS; i++) {
      const char *w = words[i];
      const char *v = words[(i * 7 + r) % NWORDS];
      size_t width = 4 + (size_t)((i + r) % 37);

      s_ncpy(a, w, width);
      a[width] = '\0';
      h = hash_mem(a, width, h);

      total += (long)s_lcpy(b, v, 1 + (size_t)((i ^ r) % 24));
      total += (long)s_lcat(b, "::", 30);
      total += (long)s_lcat(b, w, 40);
      h = hash_str(b, h);

      pad_right(c, w, width, '.');
      h = hash_str(c, h);
      pad_left(c, v, width, ' ');
      total += (long)trim(c);
      h = hash_str(c, h);

      s_lcpy(a, w, sizeof a);
      if ((i + r) & 1)
        to_upper(a);
      else
        to_lower(a);
      reverse(a);
      h = hash_str(a, h);

      cmps += s_cmp(w, v) < 0;
      ccmps += s_casecmp(a, v) > 0;
      cmps += s_ncmp(w, v, 3) == 0;
      pre += starts_with(w, "a") + starts_with(v, w + (s_len(w) > 2 ? s_len(w) - 2 : 0));
      total += (long)count_char(w, 'a') + (long)count_char(v, ' ');

      if ((i & 7) == 0) {
        int cnt = 2 + (i + r) % 5;
        for (int k = 0; k < cnt; k++)
          pick[k] = words[(i + k * 13 + r) % NWORDS];
        const char *sep = (r & 1) ? ", " : "/";
        total += (long)join(line, sizeof line, pick, cnt, sep);
        h = hash_str(line, h);
      }
    }
    /* mutate a few words between rounds so later rounds differ */
    for (int k = 0; k < 8; k++)
      gen_word(words[next_rand() % NWORDS]);
  }
  printf("shortstr %u %ld %d %d %d\n", h, total, cmps, ccmps, pre);
  return 0;
}
