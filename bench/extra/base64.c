/* Byte-processing loops: base64 and hex encoding/decoding, and
   hand-written strlen/tolower/isalnum over text buffers. */
#include <stdio.h>
#include <stddef.h>

#define LEN 3000
#define ROUNDS 100

static const char b64chars[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char hexchars[] = "0123456789abcdef";

static unsigned char data[LEN];
static char enc[(LEN + 2) / 3 * 4 + 1];
static unsigned char dec[LEN + 3];
static char hex[2 * LEN + 1];
static signed char b64rev[256];

static size_t my_strlen(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (size_t)(p - s);
}

static char my_tolower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c; }

static int my_isalnum(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static void b64_encode(const unsigned char *in, size_t n, char *out) {
  size_t i = 0, o = 0;
  for (; i + 2 < n; i += 3) {
    unsigned v = ((unsigned)in[i] << 16) | ((unsigned)in[i + 1] << 8) | in[i + 2];
    out[o++] = b64chars[(v >> 18) & 63u];
    out[o++] = b64chars[(v >> 12) & 63u];
    out[o++] = b64chars[(v >> 6) & 63u];
    out[o++] = b64chars[v & 63u];
  }
  if (i < n) {
    unsigned v = (unsigned)in[i] << 16;
    if (i + 1 < n)
      v |= (unsigned)in[i + 1] << 8;
    out[o++] = b64chars[(v >> 18) & 63u];
    out[o++] = b64chars[(v >> 12) & 63u];
    out[o++] = i + 1 < n ? b64chars[(v >> 6) & 63u] : '=';
    out[o++] = '=';
  }
  out[o] = '\0';
}

static size_t b64_decode(const char *in, unsigned char *out) {
  size_t o = 0;
  unsigned acc = 0;
  int bits = 0;
  for (; *in; in++) {
    if (*in == '=')
      break;
    int v = b64rev[(unsigned char)*in];
    if (v < 0)
      continue;
    acc = (acc << 6) | (unsigned)v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (unsigned char)(acc >> bits);
      acc &= (1u << bits) - 1u;
    }
  }
  return o;
}

static void hex_encode(const unsigned char *in, size_t n, char *out) {
  for (size_t i = 0; i < n; i++) {
    out[2 * i] = hexchars[in[i] >> 4];
    out[2 * i + 1] = hexchars[in[i] & 15u];
  }
  out[2 * n] = '\0';
}

int main(void) {
  for (int i = 0; i < 256; i++)
    b64rev[i] = -1;
  for (int i = 0; i < 64; i++)
    b64rev[(unsigned char)b64chars[i]] = (signed char)i;
  unsigned s = 99u;
  for (size_t i = 0; i < LEN; i++) {
    s = s * 1103515245u + 12345u;
    data[i] = (unsigned char)(s >> 16);
  }
  unsigned check = 0;
  for (int r = 0; r < ROUNDS; r++) {
    size_t n = LEN - (size_t)r;
    b64_encode(data, n, enc);
    size_t elen = my_strlen(enc);
    unsigned alnum = 0, lower = 0;
    for (size_t i = 0; i < elen; i++) {
      char c = my_tolower(enc[i]);
      alnum += (unsigned)my_isalnum(enc[i]);
      lower = lower * 31u + (unsigned char)c;
    }
    size_t dlen = b64_decode(enc, dec);
    unsigned same = 0;
    for (size_t i = 0; i < dlen && i < n; i++)
      same += dec[i] == data[i];
    hex_encode(dec, dlen, hex);
    unsigned hh = 0;
    for (const char *p = hex; *p; p++)
      hh = (hh ^ (unsigned char)*p) * 16777619u;
    check = check * 7u + (unsigned)elen + (unsigned)dlen + alnum + lower + same + hh;
    for (size_t i = 0; i < LEN; i++)
      data[i] = (unsigned char)(data[i] * 5u + 1u);
  }
  printf("base64 %u\n", check);
  return 0;
}
