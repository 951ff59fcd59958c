/* A two-pass assembler for a toy load/store ISA, operating on source text
   generated at start-up.  Each line has its comment stripped with strchr,
   labels recognised by a trailing ':', the mnemonic matched against a
   sorted opcode table by binary search with strcmp, directives matched with
   memcmp/strncmp, and operands classified as registers (r0..r15 and the
   aliases sp/lr/pc), immediates, memory references or symbols.  Symbols
   (labels and .equ constants) live in a chained hash table keyed by short
   strings compared with strcmp; forward references are resolved in the
   second pass.  Exercises library string calls on short strings and the
   branchy scanning code around them.  Prints the encoded-image checksum
   and symbol statistics. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <ctype.h>

#define NLINES 700
#define ROUNDS 60
#define NBUCKET 128
#define MAXSYM 512

static char src[NLINES][80];

typedef struct { const char *name; int opcode, nops; } opinfo;
static const opinfo ops[] = {  /* sorted by name */
  {"add", 0x01, 3}, {"and", 0x02, 3}, {"beq", 0x10, 3}, {"bne", 0x11, 3},
  {"call", 0x12, 1}, {"cmp", 0x03, 2}, {"halt", 0x3f, 0}, {"jmp", 0x13, 1},
  {"ld", 0x20, 2}, {"ldi", 0x21, 2}, {"mov", 0x04, 2}, {"mul", 0x05, 3},
  {"nop", 0x00, 0}, {"or", 0x06, 3}, {"pop", 0x22, 1}, {"push", 0x23, 1},
  {"ret", 0x14, 0}, {"shl", 0x07, 3}, {"shr", 0x08, 3}, {"st", 0x24, 2},
  {"sub", 0x09, 3}, {"xor", 0x0a, 3},
};
#define NOPS ((int)(sizeof ops / sizeof ops[0]))

typedef struct { char name[24]; int value, defined, next; } symbol;
static symbol syms[MAXSYM];
static int nsyms, bucket[NBUCKET];
static unsigned long lookups, undefined_refs, bad_lines;

static unsigned hash_str(const char *s) {
  unsigned h = 5381u;
  while (*s) h = h * 33u + (unsigned char)*s++;
  return h;
}

static symbol *sym_find(const char *name, int create) {
  unsigned b = hash_str(name) % NBUCKET;
  lookups++;
  for (int i = bucket[b]; i >= 0; i = syms[i].next)
    if (strcmp(syms[i].name, name) == 0) return &syms[i];
  if (!create || nsyms == MAXSYM || strlen(name) >= sizeof syms[0].name) return NULL;
  symbol *s = &syms[nsyms];
  strcpy(s->name, name);
  s->value = 0; s->defined = 0;
  s->next = bucket[b];
  bucket[b] = nsyms++;
  return s;
}

static const opinfo *find_op(const char *m) {
  int lo = 0, hi = NOPS - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2, c = strcmp(m, ops[mid].name);
    if (c == 0) return &ops[mid];
    if (c < 0) hi = mid - 1; else lo = mid + 1;
  }
  return NULL;
}

static char *trim(char *s) {
  while (*s == ' ' || *s == '\t') s++;
  size_t n = strlen(s);
  while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t')) s[--n] = '\0';
  return s;
}

static int parse_reg(const char *s) {
  if (strcmp(s, "sp") == 0) return 13;
  if (strcmp(s, "lr") == 0) return 14;
  if (strcmp(s, "pc") == 0) return 15;
  size_t n = strlen(s);
  if (s[0] != 'r' || n < 2 || n > 3 || !isdigit((unsigned char)s[1])) return -1;
  if (n == 3 && !isdigit((unsigned char)s[2])) return -1;
  int r = s[1] - '0';
  if (n == 3) r = r * 10 + (s[2] - '0');
  return r < 16 ? r : -1;
}

static int parse_value(const char *s, int pass) {
  if (isdigit((unsigned char)*s) || *s == '-') {
    int v = 0, neg = *s == '-';
    for (s += neg; isdigit((unsigned char)*s); s++) v = v * 10 + (*s - '0');
    return neg ? -v : v;
  }
  symbol *sym = sym_find(s, pass == 1);
  if (!sym || !sym->defined) { if (pass == 2) undefined_refs++; return 0; }
  return sym->value;
}

/* encode one operand into a 10-bit field */
static uint32_t operand(char *s, int pass) {
  s = trim(s);
  int r = parse_reg(s);
  if (r >= 0) return (uint32_t)r;
  if (*s == '#') return 0x100u | ((uint32_t)parse_value(s + 1, pass) & 0xffu);
  if (*s == '[') {
    char *close = strchr(s, ']'), *plus = strchr(s, '+');
    if (close) *close = '\0';
    int off = 0;
    if (plus) { *plus = '\0'; off = parse_value(trim(plus + 1), pass); }
    r = parse_reg(trim(s + 1));
    return 0x200u | ((uint32_t)(off & 15) << 4) | (uint32_t)(r < 0 ? 0 : r);
  }
  return 0x300u | ((uint32_t)parse_value(s, pass) & 0xffu);
}

static uint32_t assemble(int pass, uint32_t *image, int *nwords) {
  char line[80];
  int pc = 0;
  uint32_t sum = 0;
  for (int l = 0; l < NLINES; l++) {
    memcpy(line, src[l], sizeof line);
    char *semi = strchr(line, ';');
    if (semi) *semi = '\0';
    char *s = trim(line);
    if (*s == '\0') continue;
    char *colon = strchr(s, ':');
    if (colon) {
      *colon = '\0';
      if (pass == 1) { symbol *sym = sym_find(trim(s), 1); if (sym) { sym->value = pc; sym->defined = 1; } }
      s = trim(colon + 1);
      if (*s == '\0') continue;
    }
    char *sp = strchr(s, ' ');
    char *args = sp ? (*sp = '\0', sp + 1) : s + strlen(s);
    if (*s == '.') {
      if (strncmp(s, ".equ", 4) == 0 && s[4] == '\0') {
        char *comma = strchr(args, ',');
        if (!comma) { bad_lines++; continue; }
        *comma = '\0';
        if (pass == 1) { symbol *sym = sym_find(trim(args), 1); if (sym) { sym->value = parse_value(trim(comma + 1), 1); sym->defined = 1; } }
      } else if (memcmp(s, ".word", 6) == 0) {
        if (pass == 2) image[pc] = (uint32_t)parse_value(trim(args), 2);
        pc++;
      } else bad_lines += pass == 2;
      continue;
    }
    const opinfo *op = find_op(s);
    if (!op) { bad_lines += pass == 2; continue; }
    if (pass == 2) {
      uint32_t w = (uint32_t)op->opcode << 26;
      char *a = args;
      for (int k = 0; k < op->nops; k++) {
        char *comma = k + 1 < op->nops ? strchr(a, ',') : NULL;
        if (comma) *comma = '\0';
        if (k < 3) w |= operand(a, 2) << (16 - 8 * k);
        a = comma ? comma + 1 : a + strlen(a);
      }
      image[pc] = w;
      sum = sum * 31u + w;
    }
    pc++;
  }
  *nwords = pc;
  return sum;
}

static uint32_t rng = 99991u;
static uint32_t next_rand(void) { rng = rng * 1664525u + 1013904223u; return rng >> 10; }

static void generate(void) {
  static const char *const alu[] = {"add", "sub", "and", "or", "xor", "mul", "shl", "shr"};
  static const char *const regs[] = {"r0", "r1", "r2", "r3", "r7", "r12", "sp", "lr"};
  for (int l = 0; l < NLINES; l++) {
    unsigned r = next_rand() % 20u, a = next_rand(), b = next_rand(), c = next_rand();
    char *d = src[l];
    size_t n = sizeof src[l];
    if (l < 8) snprintf(d, n, ".equ K_%u, %u   ; constant", l, a % 200u);
    else if (l % 8 == 0 && r < 10) snprintf(d, n, "blk_%u:", l / 8);
    else if (l % 8 == 0) snprintf(d, n, "blk_%u:  mov r%u, r%u", l / 8, b % 16u, c % 16u);
    else if (r == 0) snprintf(d, n, "tmp_%u:   ; local label", l);
    else if (r < 9) snprintf(d, n, "    %s %s, %s, %s ; op", alu[a % 8u], regs[b % 8u], regs[c % 8u], regs[(a >> 4) % 8u]);
    else if (r < 11) snprintf(d, n, "    ldi r%u, #%u", b % 16u, c % 256u);
    else if (r < 12) snprintf(d, n, "    ldi r%u, #K_%u", b % 16u, c % 8u);
    else if (r < 14) snprintf(d, n, "    ld r%u, [r%u+%u]", b % 16u, c % 16u, a % 16u);
    else if (r < 15) snprintf(d, n, "    st r%u, [sp]", b % 16u);
    else if (r < 16) snprintf(d, n, "    bne r%u, r%u, blk_%u", b % 16u, c % 16u, (a % (NLINES / 8u)));
    else if (r < 17) snprintf(d, n, "    call blk_%u  ; maybe forward", a % (NLINES / 8u));
    else if (r < 18) snprintf(d, n, "l%u: .word %u", l, a % 10000u);
    else if (r < 19) snprintf(d, n, "    %s", a % 3u == 0 ? "ret" : a % 3u == 1 ? "nop" : "push lr");
    else snprintf(d, n, "    ; comment line %u", a);
  }
}

int main(void) {
  static uint32_t image[NLINES];
  generate();
  uint32_t total = 0;
  int nwords = 0;
  for (int round = 0; round < ROUNDS; round++) {
    nsyms = 0;
    for (int b = 0; b < NBUCKET; b++) bucket[b] = -1;
    memset(image, 0, sizeof image);
    assemble(1, image, &nwords);
    uint32_t s = assemble(2, image, &nwords);
    for (int i = 0; i < nwords; i++) s ^= image[i] * (uint32_t)(i + 1);
    total = total * 7u + s;
  }
  int defined = 0;
  for (int i = 0; i < nsyms; i++) defined += syms[i].defined;
  printf("asmparse words %d symbols %d defined %d checksum %08x\n", nwords, nsyms, defined, total);
  printf("lookups %lu undefined %lu bad %lu\n", lookups, undefined_refs, bad_lines);
  return 0;
}
