/* A small backtracking pattern matcher (literals, '.', '*', '^', '$',
   character classes), case-insensitive, over lines of a generated text. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static int match_here(const char *re, const char *text);

static int match_class(const char **re, int c) {
  const char *p = *re + 1;
  int negate = 0, hit = 0;
  if (*p == '^') {
    negate = 1;
    p++;
  }
  for (; *p && *p != ']'; p++) {
    if (p[1] == '-' && p[2] && p[2] != ']') {
      if (c >= p[0] && c <= p[2])
        hit = 1;
      p += 2;
    } else if (*p == c) {
      hit = 1;
    }
  }
  *re = *p ? p + 1 : p;
  return hit != negate;
}

static int match_one(const char *re, int c, const char **next) {
  if (*re == '[') {
    const char *p = re;
    int ok = match_class(&p, c);
    *next = p;
    return ok;
  }
  *next = re + 1;
  return *re == '.' || tolower((unsigned char)*re) == tolower(c);
}

static int match_star(const char *re, const char *after, const char *text) {
  do {
    if (match_here(after, text))
      return 1;
    const char *next;
    if (!*text || !match_one(re, (unsigned char)*text, &next))
      return 0;
    text++;
  } while (1);
}

static int match_here(const char *re, const char *text) {
  while (*re) {
    const char *next;
    if (*re == '[') {
      const char *p = re;
      while (*p && *p != ']')
        p++;
      next = *p ? p + 1 : p;
    } else {
      next = re + 1;
    }
    if (*next == '*')
      return match_star(re, next + 1, text);
    if (*re == '$' && next[0] == 0)
      return *text == 0;
    if (!*text || !match_one(re, (unsigned char)*text, &next))
      return 0;
    re = next;
    text++;
  }
  return 1;
}

static int match(const char *re, const char *text) {
  if (*re == '^')
    return match_here(re + 1, text);
  do {
    if (match_here(re, text))
      return 1;
  } while (*text++);
  return 0;
}

int main(void) {
  static const char *patterns[] = {"ab*c", "^[a-f]+x", "q.*z$", "[^aeiou]*y",
                                   "h.l*o", "^...$", "[0-9][0-9]*k", "e.e"};
  char line[64];
  unsigned s = 11, hits = 0;
  for (int i = 0; i < 4000; i++) {
    int len = 8 + (int)(s % 40);
    for (int j = 0; j < len; j++) {
      s = s * 1103515245u + 12345u;
      unsigned r = (s >> 16) % 40;
      line[j] = r < 26 ? (char)('a' + r) : r < 36 ? (char)('0' + r - 26)
                                                 : (char)('A' + r);
    }
    line[len] = 0;
    for (int p = 0; p < 8; p++)
      hits = hits * 3 + (unsigned)match(patterns[p], line) + (unsigned)p;
  }
  printf("%u %zu\n", hits, strlen(line));
  return 0;
}
