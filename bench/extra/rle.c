/* Byte-processing loops: run-length encoding and decoding, a byte
   histogram, hand-written memcmp/memcpy, and a word counter over text. */
#include <stdio.h>
#include <stddef.h>

#define LEN 20000
#define ROUNDS 40

static unsigned char src[LEN];
static unsigned char enc[2 * LEN + 2];
static unsigned char dec[LEN];
static unsigned hist[256];

static size_t rle_encode(const unsigned char *in, size_t n, unsigned char *out) {
  size_t i = 0, o = 0;
  while (i < n) {
    unsigned char c = in[i];
    size_t run = 1;
    while (i + run < n && in[i + run] == c && run < 255)
      run++;
    out[o++] = (unsigned char)run;
    out[o++] = c;
    i += run;
  }
  return o;
}

static size_t rle_decode(const unsigned char *in, size_t n, unsigned char *out) {
  size_t o = 0;
  for (size_t i = 0; i + 1 < n; i += 2)
    for (unsigned k = 0; k < in[i]; k++)
      out[o++] = in[i + 1];
  return o;
}

static int my_memcmp(const unsigned char *a, const unsigned char *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

static void my_memcpy(unsigned char *d, const unsigned char *s, size_t n) {
  while (n--)
    *d++ = *s++;
}

static unsigned count_words(const unsigned char *p, size_t n) {
  unsigned words = 0;
  int in_word = 0;
  for (size_t i = 0; i < n; i++) {
    int letter = (p[i] >= 'a' && p[i] <= 'z') || (p[i] >= 'A' && p[i] <= 'Z');
    if (letter && !in_word)
      words++;
    in_word = letter;
  }
  return words;
}

int main(void) {
  unsigned s = 5u;
  size_t i = 0;
  while (i < LEN) {
    s = s * 1103515245u + 12345u;
    size_t run = 1 + ((s >> 16) & 7u);
    unsigned char c = (unsigned char)("ab cdE fgh\n"[(s >> 20) % 11u]);
    for (size_t k = 0; k < run && i < LEN; k++)
      src[i++] = c;
  }
  unsigned check = 0;
  for (int r = 0; r < ROUNDS; r++) {
    size_t el = rle_encode(src, LEN, enc);
    size_t dl = rle_decode(enc, el, dec);
    int same = dl == LEN && my_memcmp(src, dec, LEN) == 0;
    for (int b = 0; b < 256; b++)
      hist[b] = 0;
    for (size_t k = 0; k < LEN; k++)
      hist[src[k]]++;
    unsigned hh = 0;
    for (int b = 0; b < 256; b++)
      hh = hh * 17u + hist[b];
    unsigned w = count_words(src, LEN);
    check = check * 31u + (unsigned)el + (unsigned)same + hh + w;
    /* Rotate the text by r+1 bytes through dec. */
    my_memcpy(dec, src + r + 1, LEN - (size_t)r - 1);
    my_memcpy(dec + LEN - r - 1, src, (size_t)r + 1);
    my_memcpy(src, dec, LEN);
    src[(size_t)r * 97u % LEN] = (unsigned char)'Z';
  }
  printf("rle %u\n", check);
  return 0;
}
