/* A tokenizer and expression evaluator over a generated text buffer:
   ctype classification, strlen and strncmp in loop conditions,
   keyword lookup. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define TEXT 60000

static char text[TEXT + 1];
static const char *keywords[] = {"let", "if", "then", "else", "while",
                                 "do", "end", "print"};

static void generate(void) {
  unsigned s = 7;
  size_t n = 0;
  while (n < TEXT - 16) {
    s = s * 1664525u + 1013904223u;
    switch ((s >> 24) % 6) {
    case 0:
      n += (size_t)sprintf(text + n, "%u ", (s >> 8) & 0xffff);
      break;
    case 1:
      n += (size_t)sprintf(text + n, "%s ", keywords[(s >> 12) % 8]);
      break;
    case 2:
      text[n++] = "+-*/"[(s >> 10) & 3];
      text[n++] = ' ';
      break;
    case 3:
      n += (size_t)sprintf(text + n, "var%u\t", (s >> 4) & 63);
      break;
    default:
      text[n++] = "abcdefghij"[(s >> 6) % 10];
      text[n++] = '\n';
      break;
    }
  }
  text[n] = 0;
}

static int keyword(const char *p, size_t len) {
  for (int k = 0; k < 8; k++)
    if (strlen(keywords[k]) == len && strncmp(keywords[k], p, len) == 0)
      return k;
  return -1;
}

static unsigned long scan(const char *p) {
  unsigned long h = 0, value = 0;
  unsigned counts[4] = {0, 0, 0, 0};
  while (*p) {
    if (isspace((unsigned char)*p)) {
      p++;
      continue;
    }
    if (isdigit((unsigned char)*p)) {
      unsigned long v = 0;
      while (isdigit((unsigned char)*p))
        v = v * 10 + (unsigned long)(*p++ - '0');
      value = value * 31 + v;
      counts[0]++;
    } else if (isalpha((unsigned char)*p)) {
      const char *start = p;
      while (isalnum((unsigned char)*p))
        p++;
      int k = keyword(start, (size_t)(p - start));
      if (k >= 0) {
        h = h * 17 + (unsigned long)k;
        counts[1]++;
      } else {
        for (const char *q = start; q < p; q++)
          h = h * 33 + (unsigned long)tolower((unsigned char)*q);
        counts[2]++;
      }
    } else {
      h ^= (unsigned long)*p++ << (counts[3]++ & 15);
    }
  }
  return h + value + counts[0] * 3 + counts[1] * 5 + counts[2] * 7 + counts[3];
}

int main(void) {
  generate();
  unsigned long total = 0;
  for (int r = 0; r < 12; r++) {
    text[r] = ' ';
    total += scan(text) + strlen(text);
  }
  printf("%lu\n", total);
  return 0;
}
