/* Line-oriented text processing written the naive way: loops whose
   condition calls strlen on a line the loop only reads (character
   classes, counts, checksums), loops that modify the line and must call
   it each time (in-place case folding, blanking of comments), repeated
   strlen of one string in an expression, and hand-written length and
   end-of-string scans (while (*p) p++) on lines of 20-120 characters.
   Prints counts and a hash of the processed lines. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define NLINES 400
#define MAXL 128
#define ROUNDS 30

static char lines[NLINES][MAXL];
static uint32_t rng = 12345u;

static uint32_t next_rand(void) {
  rng = rng * 1664525u + 1013904223u;
  return rng >> 8;
}

static void make_lines(void) {
  static const char alphabet[] =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789 ,.;:#";
  for (int i = 0; i < NLINES; i++) {
    int len = 20 + (int)(next_rand() % 100);
    for (int k = 0; k < len; k++)
      lines[i][k] = alphabet[next_rand() % (sizeof alphabet - 1)];
    lines[i][len] = '\0';
  }
}

/* Reads only: strlen(s) is the same on every iteration. */
static int count_digits(const char *s) {
  int n = 0;
  for (size_t i = 0; i < strlen(s); i++)
    if (s[i] >= '0' && s[i] <= '9')
      n++;
  return n;
}

static uint32_t checksum(const char *s) {
  uint32_t h = 2166136261u;
  for (unsigned i = 0; i < strlen(s); i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

/* Writes the line: the length may change, strlen runs every time. */
static void fold_case(char *s) {
  for (size_t i = 0; i < strlen(s); i++)
    if (s[i] >= 'A' && s[i] <= 'Z')
      s[i] = (char)(s[i] + 32);
}

static void cut_comment(char *s) {
  for (size_t i = 0; i < strlen(s); i++)
    if (s[i] == '#') {
      s[i] = '\0';
      break;
    }
}

static size_t my_len(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (size_t)(p - s);
}

static int words_in(const char *s) {
  int words = 0, in = 0;
  size_t n = my_len(s);
  for (size_t i = 0; i < n; i++) {
    int blank = s[i] == ' ' || s[i] == ',' || s[i] == '.';
    if (!blank && !in)
      words++;
    in = !blank;
  }
  return words;
}

/* Pads a copy of s to width w on the right; strlen(s) twice. */
static int pad_to(char *dst, const char *s, int w) {
  int extra = (int)strlen(s) < w ? w - (int)strlen(s) : 0;
  int k = 0;
  for (; s[k]; k++)
    dst[k] = s[k];
  for (int j = 0; j < extra; j++)
    dst[k++] = '_';
  dst[k] = '\0';
  return k;
}

int main(void) {
  make_lines();
  uint32_t hash = 0;
  long digits = 0, words = 0, total = 0;
  static char work[MAXL], padded[2 * MAXL];
  for (int r = 0; r < ROUNDS; r++) {
    for (int i = 0; i < NLINES; i++) {
      const char *line = lines[(i + r * 7) % NLINES];
      digits += count_digits(line);
      hash = hash * 31u + checksum(line);
      memcpy(work, line, my_len(line) + 1);
      cut_comment(work);
      fold_case(work);
      words += words_in(work);
      total += pad_to(padded, work, 64 + r % 8);
      hash ^= checksum(padded) + (uint32_t)my_len(work);
    }
  }
  printf("digits %ld words %ld total %ld hash %08x\n", digits, words, total,
         (unsigned)hash);
  return 0;
}
