/* Incremental HTTP/1.1 request parser, as in a small embedded web server.
   A generator writes batches of pipelined requests (several methods,
   percent-escaped paths and queries, CRLF or bare-LF line endings, folded
   header lines, Content-Length bodies, and the occasional malformed header
   that forces error recovery) and a byte-at-a-time state machine parses
   them: a switch on the parser state inside the byte loop sets flags
   (bad, saw_cr, line_done, blank) that are tested again right after the
   switch, header names are hashed case-insensitively and classified, and
   header values are interpreted by a second switch on the header kind.
   Exercises jump threading, switch lowering and branch-heavy state code.
   Prints per-method request counts, parser statistics and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define BATCH 400
#define BATCHES 10
#define BUFSZ (1 << 19)

enum cls { C_ALPHA, C_DIGIT, C_SP, C_CR, C_LF, C_COLON, C_PCT, C_QMARK, C_SLASH, C_PUNCT, C_CTL };
enum state { S_METHOD, S_PATH, S_QUERY, S_PCT1, S_PCT2, S_VERSION, S_LINE_LF, S_HSTART, S_HNAME,
             S_HVALUE, S_BODY, S_SKIP };
enum hdr { H_OTHER, H_HOST, H_CLEN, H_CONN, H_ACCEPT, H_COOKIE, NHDR };
enum { M_GET, M_POST, M_PUT, M_HEAD, M_DELETE, NMETHOD };

static const char *method_names[NMETHOD] = { "GET", "POST", "PUT", "HEAD", "DELETE" };
static const char *hdr_names[NHDR] = { "", "host", "content-length", "connection", "accept", "cookie" };
static uint32_t hdr_hash[NHDR], method_hash[NMETHOD], close_hash;

typedef struct {
  int state, ret_state, method, cur_hdr, blank, line_len, prev_c;
  uint32_t hash, path_hash, val_hash;
  int clen, body_left, keep_alive, pct, segments, params, accept_items, cookies, ver_minor;
  uint32_t requests[NMETHOD], errors, folds, crlf, bare_lf, lines, keepalives, bad_method;
  uint32_t body_sum, digest;
} parser;

static unsigned char cls_of(unsigned char c) {
  if ((c | 32) >= 'a' && (c | 32) <= 'z') return C_ALPHA;
  if (c >= '0' && c <= '9') return C_DIGIT;
  switch (c) {
  case ' ': case '\t': return C_SP;
  case '\r': return C_CR;
  case '\n': return C_LF;
  case ':': return C_COLON;
  case '%': return C_PCT;
  case '?': return C_QMARK;
  case '/': return C_SLASH;
  }
  return c < 32 || c == 127 ? C_CTL : C_PUNCT;
}

static uint32_t fnv_lower(uint32_t h, unsigned char c) { return (h ^ (unsigned char)(c | 32)) * 16777619u; }
static uint32_t hash_str(const char *s) {
  uint32_t h = 2166136261u;
  while (*s) h = fnv_lower(h, (unsigned char)*s++);
  return h;
}
static int hexval(unsigned char c) { return c <= '9' ? c - '0' : (c | 32) - 'a' + 10; }
static int is_hex(unsigned char c, int cl) { return cl == C_DIGIT || (cl == C_ALPHA && (c | 32) <= 'f'); }

static void finish_request(parser *p) {
  if (p->method >= 0) p->requests[p->method]++;
  if (p->keep_alive) p->keepalives++;
  p->digest = (p->digest ^ p->path_hash) * 0x9E3779B1u + (uint32_t)(p->segments * 7 + p->params * 3 +
              p->accept_items + p->cookies * 11 + p->ver_minor) + p->val_hash;
  p->state = S_METHOD;
  p->hash = 2166136261u;
}

static void start_request(parser *p) {
  p->method = -1; p->clen = 0; p->keep_alive = 1; p->segments = p->params = 0;
  p->accept_items = p->cookies = 0; p->path_hash = 0; p->val_hash = 0; p->ver_minor = 0;
}

/* interpret one byte of a header value; returns nonzero if malformed */
static int value_char(parser *p, unsigned char c, int cl) {
  switch (p->cur_hdr) {
  case H_CLEN:
    if (cl == C_DIGIT) {
      if (p->clen > 1000000) return 1;
      p->clen = p->clen * 10 + (c - '0');
    } else if (cl != C_SP) return 1;
    break;
  case H_CONN:
    if (cl == C_ALPHA) p->val_hash = fnv_lower(p->val_hash, c);
    break;
  case H_ACCEPT:
    if (c == ',') p->accept_items++;
    break;
  case H_COOKIE:
    if (c == '=') p->cookies++;
    break;
  default:
    p->val_hash = p->val_hash * 31u + c;
    break;
  }
  return 0;
}

static void parse(parser *p, const unsigned char *buf, int n) {
  for (int i = 0; i < n; i++) {
    unsigned char c = buf[i];
    if (p->state == S_BODY) {
      p->body_sum = p->body_sum * 33u + c;
      if (--p->body_left == 0) finish_request(p);
      continue;
    }
    int cl = cls_of(c);
    int bad = 0, saw_cr = 0, line_done = 0;
    switch (p->state) {
    case S_METHOD:
      if (cl == C_ALPHA) { if (p->hash == 2166136261u) start_request(p); p->hash = fnv_lower(p->hash, c); }
      else if (cl == C_SP) {
        for (int m = 0; m < NMETHOD; m++) if (method_hash[m] == p->hash) p->method = m;
        if (p->method < 0) p->bad_method++;
        p->state = S_PATH;
      } else bad = 1;
      break;
    case S_PATH:
    case S_QUERY:
      if (cl == C_SP) p->state = S_VERSION;
      else if (cl == C_PCT) { p->ret_state = p->state; p->state = S_PCT1; }
      else if (cl == C_QMARK) { p->state = S_QUERY; p->params = 1; }
      else if (cl == C_CR || cl == C_LF || cl == C_CTL) bad = 1;
      else {
        if (cl == C_SLASH && p->state == S_PATH) p->segments++;
        if (c == '&' && p->state == S_QUERY) p->params++;
        p->path_hash = p->path_hash * 131u + c;
      }
      break;
    case S_PCT1:
    case S_PCT2:
      if (!is_hex(c, cl)) bad = 1;
      else if (p->state == S_PCT1) { p->pct = hexval(c) << 4; p->state = S_PCT2; }
      else { p->path_hash = p->path_hash * 131u + (uint32_t)(p->pct | hexval(c)); p->state = p->ret_state; }
      break;
    case S_VERSION:
      if (cl == C_CR) { saw_cr = 1; p->state = S_LINE_LF; }
      else if (cl == C_LF) line_done = 1;
      else if (cl == C_DIGIT) p->ver_minor = c - '0';
      break;
    case S_LINE_LF:
      if (cl == C_LF) line_done = 1; else bad = 1;
      break;
    case S_HSTART:
      if (cl == C_CR) { saw_cr = 1; p->blank = 1; p->state = S_LINE_LF; }
      else if (cl == C_LF) { p->blank = 1; line_done = 1; }
      else if (cl == C_SP) { p->folds++; p->state = S_HVALUE; }
      else if (cl == C_ALPHA) { p->hash = fnv_lower(2166136261u, c); p->state = S_HNAME; }
      else bad = 1;
      break;
    case S_HNAME:
      if (cl == C_ALPHA || cl == C_DIGIT || c == '-') p->hash = fnv_lower(p->hash, c);
      else if (cl == C_COLON) {
        p->cur_hdr = H_OTHER;
        for (int h = 1; h < NHDR; h++) if (hdr_hash[h] == p->hash) p->cur_hdr = h;
        if (p->cur_hdr == H_CONN) p->val_hash = 2166136261u;
        p->state = S_HVALUE;
      } else bad = 1;
      break;
    case S_HVALUE:
      if (cl == C_CR) { saw_cr = 1; p->state = S_LINE_LF; }
      else if (cl == C_LF) line_done = 1;
      else bad = value_char(p, c, cl);
      break;
    case S_SKIP:
      if (cl == C_LF) { if (p->line_len == 0) { p->state = S_METHOD; p->hash = 2166136261u; } p->line_len = 0; }
      else if (cl != C_CR) p->line_len++;
      break;
    }
    if (bad) { p->errors++; p->state = S_SKIP; p->line_len = 1; p->prev_c = c; continue; }
    if (saw_cr) p->crlf++;
    if (line_done) {
      p->lines++;
      if (p->prev_c != '\r') p->bare_lf++;
      if (p->state == S_LINE_LF || p->state == S_VERSION || p->state == S_HVALUE) {
        if (p->cur_hdr == H_CONN && p->val_hash == close_hash) p->keep_alive = 0;
        p->cur_hdr = H_OTHER;
      }
      if (p->blank) {
        p->blank = 0;
        if (p->clen > 0 && (p->method == M_POST || p->method == M_PUT)) {
          p->body_left = p->clen;
          p->state = S_BODY;
        } else finish_request(p);
      } else p->state = S_HSTART;
    }
    p->prev_c = c;
  }
}

/* ---- request generator ---- */
static unsigned char buf[BUFSZ];
static int blen;
static uint32_t rng = 0xC0FFEEu;
static uint32_t xs(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static void put(const char *s) { while (*s) buf[blen++] = (unsigned char)*s++; }
static void put_u(uint32_t v) {
  char t[12]; int k = 0;
  do { t[k++] = (char)('0' + v % 10); v /= 10; } while (v);
  while (k) buf[blen++] = (unsigned char)t[--k];
}

static void gen_request(void) {
  int m = (int)(xs() % NMETHOD), lf_only = xs() % 8 == 0, malformed = m == M_GET && xs() % 16 == 0;
  const char *eol = lf_only ? "\n" : "\r\n";
  put(m == M_HEAD && xs() % 4 == 0 ? "PATCH" : method_names[m]);
  put(" ");
  for (int s = 0, ns = 1 + (int)(xs() % 4); s < ns; s++) {
    put(s == 1 && xs() % 3 == 0 ? "/a%2Fb%20c" : "/seg"); put_u(xs() % 1000);
  }
  if (xs() % 2) { put("?id="); put_u(xs() % 100000); put("&sort=asc&page="); put_u(xs() % 50); }
  put(" HTTP/1."); put_u(xs() % 2); put(eol);
  put("Host: www.example"); put_u(xs() % 40); put(".org"); put(eol);
  put("User-Agent: bench-client/"); put_u(xs() % 9); put(".0 (x11; linux)"); put(eol);
  if (xs() % 3) { put("Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"); put(eol); }
  if (xs() % 2) { put("Cookie: sid="); put_u(xs()); put("; theme=dark; lang=en"); put(eol); }
  if (xs() % 5 == 0) { put("X-Long-Header: first part"); put(eol); put("\tcontinued part"); put(eol); }
  if (malformed) { put("Broken header line without colon"); put(eol); }
  put("Connection: "); put(xs() % 4 == 0 ? "close" : "keep-alive"); put(eol);
  uint32_t clen = 0;
  if (m == M_POST || m == M_PUT) { clen = 16 + xs() % 200; put("Content-Length: "); put_u(clen); put(eol); }
  put(eol);
  for (uint32_t k = 0; k < clen; k++) buf[blen++] = (unsigned char)('a' + (xs() >> 7) % 26);
}

int main(void) {
  for (int h = 1; h < NHDR; h++) hdr_hash[h] = hash_str(hdr_names[h]);
  for (int m = 0; m < NMETHOD; m++) method_hash[m] = hash_str(method_names[m]);
  close_hash = hash_str("close");
  static parser p;
  p.state = S_METHOD;
  p.hash = 2166136261u;
  uint32_t total = 0;
  for (int b = 0; b < BATCHES; b++) {
    blen = 0;
    for (int r = 0; r < BATCH; r++) gen_request();
    total += (uint32_t)blen;
    parse(&p, buf, blen);
  }
  for (int m = 0; m < NMETHOD; m++) printf("%-6s %u\n", method_names[m], p.requests[m]);
  printf("bytes %u lines %u crlf %u bare_lf %u folds %u errors %u bad_method %u keepalive %u\n", total,
         p.lines, p.crlf, p.bare_lf, p.folds, p.errors, p.bad_method, p.keepalives);
  printf("body %08x digest %08x\n", p.body_sum, p.digest);
  return 0;
}
