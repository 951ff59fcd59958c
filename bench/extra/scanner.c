/* State-machine text scanner: counts identifiers, numbers, comments, strings. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

enum { S_START, S_IDENT, S_NUM, S_STR, S_ESC, S_SLASH, S_LCOMMENT, S_BCOMMENT, S_BSTAR };

typedef struct { int idents, nums, strs, comments, lines, ops; uint32_t hash; } stats;

static const char *frag[] = {
  "int foo_bar = 42 + baz; /* block comment */\n",
  "if (x1 >= 0x1f) { s = \"hello \\\"world\\\"\"; }\n",
  "// line comment with stuff 123\n",
  "while (a_long_identifier_name < 1000000) a_long_identifier_name += 3;\n",
  "return (p * q) / r - 7;  /* multi\n line ** comment */\n",
};

static char text[1 << 16];

static int is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }

static void scan(const char *s, int n, stats *st) {
  int state = S_START;
  int in_tok = 0;
  uint32_t h = st->hash;
  for (int i = 0; i < n; i++) {
    int c = (unsigned char)s[i];
    int emit = 0;
    if (c == '\n') st->lines++;
    switch (state) {
    case S_START:
      if (is_alpha(c)) { state = S_IDENT; in_tok = 1; }
      else if (is_digit(c)) { state = S_NUM; in_tok = 1; }
      else if (c == '"') state = S_STR;
      else if (c == '/') state = S_SLASH;
      else if (c != ' ' && c != '\n' && c != '\t') st->ops++;
      break;
    case S_IDENT:
      if (!is_alpha(c) && !is_digit(c)) { st->idents++; emit = 1; state = S_START; }
      break;
    case S_NUM:
      if (!is_digit(c) && !is_alpha(c)) { st->nums++; emit = 1; state = S_START; }
      break;
    case S_STR:
      if (c == '\\') state = S_ESC;
      else if (c == '"') { st->strs++; state = S_START; }
      break;
    case S_ESC: state = S_STR; break;
    case S_SLASH:
      if (c == '/') state = S_LCOMMENT;
      else if (c == '*') state = S_BCOMMENT;
      else { st->ops++; state = S_START; }
      break;
    case S_LCOMMENT:
      if (c == '\n') { st->comments++; state = S_START; }
      break;
    case S_BCOMMENT:
      if (c == '*') state = S_BSTAR;
      break;
    case S_BSTAR:
      if (c == '/') { st->comments++; state = S_START; }
      else if (c != '*') state = S_BCOMMENT;
      break;
    }
    if (emit) { in_tok = 0; h = h * 31 + (uint32_t)i; }
    if (in_tok) h ^= (uint32_t)c << (i & 7);
  }
  st->hash = h;
}

int main(void) {
  int n = 0; unsigned k = 0;
  while (n < (int)sizeof(text) - 100) {
    const char *f = frag[k % 5];
    int len = (int)strlen(f);
    memcpy(text + n, f, len);
    n += len;
    k = k * 7 + 3;
  }
  stats st = { 0 };
  for (int rep = 0; rep < 40; rep++) scan(text, n, &st);
  printf("%d %d %d %d %d %d %u\n", st.idents, st.nums, st.strs, st.comments, st.lines, st.ops, st.hash);
  return 0;
}
