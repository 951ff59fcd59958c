/* String processing: build a pseudo-random text from a word list, split it
   into words, hash each word (FNV-1a) and count it in an open-addressing
   table keyed by the string itself. */
#include <stdio.h>

#define TEXT_WORDS 60000
#define TEXT_SIZE (TEXT_WORDS * 16)
#define TABLE 4096

static const char *const words[] = {
    "alpha",  "bravo",   "charlie", "delta",   "echo",     "foxtrot",
    "golf",   "hotel",   "india",   "juliett", "kilo",     "lima",
    "mike",   "november", "oscar",  "papa",    "quebec",   "romeo",
    "sierra", "tango",   "uniform", "victor",  "whiskey",  "xray",
    "yankee", "zulu",    "compiler", "optimizer", "register", "pipeline"};
#define NWORDS ((unsigned)(sizeof(words) / sizeof(words[0])))

static char text[TEXT_SIZE];
static char keys[TABLE][24];
static unsigned counts[TABLE];

static unsigned seed = 7u;
static unsigned rnd(void) {
  seed = seed * 1103515245u + 12345u;
  return seed >> 8;
}

static unsigned fnv1a(const char *s, unsigned len) {
  unsigned h = 2166136261u;
  unsigned i;
  for (i = 0; i < len; i++) {
    h ^= (unsigned char)s[i];
    h *= 16777619u;
  }
  return h;
}

static int same(const char *a, const char *b, unsigned len) {
  unsigned i;
  for (i = 0; i < len; i++)
    if (a[i] != b[i])
      return 0;
  return a[len] == 0;
}

static void add(const char *s, unsigned len) {
  unsigned h = fnv1a(s, len) & (TABLE - 1);
  for (;;) {
    if (keys[h][0] == 0) {
      unsigned i;
      for (i = 0; i < len && i < 23; i++)
        keys[h][i] = s[i];
      keys[h][i] = 0;
      counts[h] = 1;
      return;
    }
    if (same(keys[h], s, len)) {
      counts[h]++;
      return;
    }
    h = (h + 1) & (TABLE - 1);
  }
}

int main(void) {
  unsigned pos = 0, i, start;
  unsigned long long check = 0;
  /* Build the text: words, sometimes capitalised or with a numeric suffix. */
  for (i = 0; i < TEXT_WORDS; i++) {
    const char *w = words[rnd() % NWORDS];
    unsigned r = rnd();
    unsigned k = 0;
    while (w[k]) {
      char ch = w[k];
      if (k == 0 && (r & 3) == 0)
        ch = (char)(ch - 'a' + 'A');
      text[pos++] = ch;
      k++;
    }
    if ((r & 12) == 4)
      text[pos++] = (char)('0' + (r >> 4) % 10);
    text[pos++] = (r & 48) == 16 ? ',' : ' ';
  }
  text[pos] = 0;
  /* Tokenise: letters and digits form words. */
  i = 0;
  while (text[i]) {
    while (text[i] && !((text[i] >= 'a' && text[i] <= 'z') ||
                        (text[i] >= 'A' && text[i] <= 'Z') ||
                        (text[i] >= '0' && text[i] <= '9')))
      i++;
    start = i;
    while ((text[i] >= 'a' && text[i] <= 'z') ||
           (text[i] >= 'A' && text[i] <= 'Z') ||
           (text[i] >= '0' && text[i] <= '9'))
      i++;
    if (i > start)
      add(text + start, i - start);
  }
  for (i = 0; i < TABLE; i++)
    if (keys[i][0]) {
      unsigned len = 0;
      while (keys[i][len])
        len++;
      check = check * 131u + fnv1a(keys[i], len) * (unsigned long long)counts[i];
    }
  printf("strhash: chars=%u check=%llu\n", pos, check);
  return 0;
}
