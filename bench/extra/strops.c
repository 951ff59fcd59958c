/* String code: hand-written strcmp, strstr, strchr and a tokenizer over a
   generated text; tokens are counted, compared against a keyword table and
   sorted with insertion sort by the hand-written strcmp. */
#include <stdio.h>
#include <stddef.h>

#define TEXT 12000
#define MAXTOK 2048
#define ROUNDS 20

static char text[TEXT + 1];
static const char *tok_start[MAXTOK];
static unsigned tok_len[MAXTOK];
static char tokbuf[MAXTOK][16];

static const char *const keywords[] = {"if", "else", "while", "for", "return",
                                       "int", "char", "struct", "static", "void"};

static int my_strcmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (int)(unsigned char)*a - (int)(unsigned char)*b;
}

static const char *my_strstr(const char *hay, const char *needle) {
  if (!*needle)
    return hay;
  for (; *hay; hay++) {
    const char *h = hay, *n = needle;
    while (*h && *n && *h == *n) {
      h++;
      n++;
    }
    if (!*n)
      return hay;
  }
  return NULL;
}

static int is_space(char c) { return c == ' ' || c == '\n' || c == '\t'; }
static int is_punct(char c) { return c == ';' || c == ',' || c == '(' || c == ')'; }

static int tokenize(const char *s) {
  int n = 0;
  while (*s && n < MAXTOK) {
    while (is_space(*s))
      s++;
    if (!*s)
      break;
    const char *b = s;
    if (is_punct(*s))
      s++;
    else
      while (*s && !is_space(*s) && !is_punct(*s))
        s++;
    tok_start[n] = b;
    tok_len[n] = (unsigned)(s - b);
    n++;
  }
  return n;
}

static void gen_text(unsigned seed) {
  static const char *const words[] = {"if", "else", "while", "foo", "bar", "baz",
                                      "return", "int", "x1", "counter", "struct",
                                      "value", "static", "qux", "for", "void"};
  size_t o = 0;
  while (o + 12 < TEXT) {
    seed = seed * 1103515245u + 12345u;
    const char *w = words[(seed >> 16) & 15u];
    while (*w)
      text[o++] = *w++;
    unsigned sep = (seed >> 8) & 7u;
    text[o++] = sep == 0 ? ';' : sep == 1 ? ',' : sep == 2 ? '\n' : ' ';
  }
  text[o] = '\0';
}

int main(void) {
  unsigned check = 0;
  for (int r = 0; r < ROUNDS; r++) {
    gen_text(1234u + (unsigned)r);
    int n = tokenize(text);
    unsigned kw = 0;
    for (int i = 0; i < n; i++) {
      unsigned l = tok_len[i] < 15u ? tok_len[i] : 15u;
      for (unsigned k = 0; k < l; k++)
        tokbuf[i][k] = tok_start[i][k];
      tokbuf[i][l] = '\0';
      for (int k = 0; k < 10; k++)
        if (my_strcmp(tokbuf[i], keywords[k]) == 0) {
          kw += (unsigned)k + 1u;
          break;
        }
    }
    /* Insertion sort of the first 400 tokens. */
    static int idx[MAXTOK];
    int m = n < 400 ? n : 400;
    for (int i = 0; i < m; i++) {
      int v = i, j = i - 1;
      idx[i] = v;
      while (j >= 0 && my_strcmp(tokbuf[idx[j]], tokbuf[v]) > 0) {
        idx[j + 1] = idx[j];
        j--;
      }
      idx[j + 1] = v;
    }
    unsigned h = 0;
    for (int i = 0; i < m; i++)
      h = h * 31u + (unsigned char)tokbuf[idx[i]][0] + (unsigned)idx[i];
    unsigned hits = 0;
    const char *p = text;
    while ((p = my_strstr(p, "return x1")) != NULL) {
      hits++;
      p++;
    }
    p = text;
    while ((p = my_strstr(p, "counter;")) != NULL) {
      hits += 2;
      p++;
    }
    check = check * 131u + (unsigned)n + kw + h + hits;
  }
  printf("strops %u\n", check);
  return 0;
}
