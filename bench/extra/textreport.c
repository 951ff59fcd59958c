/* A text report writer of the kind command-line tools carry: records of
   names, grades and amounts are laid out as fixed-width table rows in a
   line buffer (sprintf of "%s" and "%c" fields, literal separators),
   section headings and rules are printed with constant formats, and every
   line goes through a checksum instead of the terminal (stdout is written
   for the last rows only).  Exercises the C library's formatted output
   with constant formats, as LLVM's library-call simplification sees it. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define RECORDS 512
#define ROUNDS 40

typedef struct {
  const char *name;
  char grade;
  int amount;
} record;

static const char *const first[] = {"ada",  "brian", "carol", "dmitri",
                                    "eve",  "farid", "grace", "hiro",
                                    "ines", "jon",   "kemal", "lena"};
static const char *const last[] = {"ng", "okafor", "petrov", "quist",
                                   "rossi", "sato", "tanaka", "umar"};

static uint32_t rng = 2463534242u;
static uint32_t next_rand(void) {
  rng ^= rng << 13;
  rng ^= rng >> 17;
  rng ^= rng << 5;
  return rng;
}

static char names[RECORDS][32];
static record records[RECORDS];
static char line[256];
static uint32_t checksum;
static int echo;

static void emit(const char *text) {
  for (const char *p = text; *p; p++)
    checksum = checksum * 31u + (unsigned char)*p;
  if (echo)
    fputs(text, stdout);
}

/* The amount as digits with a thousands separator, right-aligned in 12. */
static int format_amount(char *out, int amount) {
  char digits[16];
  int n = 0, neg = amount < 0;
  unsigned v = neg ? 0u - (unsigned)amount : (unsigned)amount;
  do {
    if (n % 4 == 3)
      digits[n++] = ',';
    digits[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  if (neg)
    digits[n++] = '-';
  int pad = 12 - n, k = 0;
  for (int i = 0; i < pad; i++)
    out[k++] = ' ';
  while (n)
    out[k++] = digits[--n];
  out[k] = 0;
  return k;
}

static void row(const record *r) {
  char amount[24];
  int n = 0;
  n += sprintf(line + n, "%s", "| ");
  int len = sprintf(line + n, "%s", r->name);
  n += len;
  while (len++ < 20)
    line[n++] = ' ';
  n += sprintf(line + n, " | ");
  n += sprintf(line + n, "%c", r->grade);
  n += sprintf(line + n, " | ");
  format_amount(amount, r->amount);
  n += sprintf(line + n, "%s", amount);
  n += sprintf(line + n, " |\n");
  emit(line);
}

static void rule(void) { emit("+----------------------+---+--------------+\n"); }

int main(void) {
  for (int i = 0; i < RECORDS; i++) {
    uint32_t x = next_rand();
    sprintf(names[i], "%s", first[x % 12]);
    strcat(names[i], " ");
    strcat(names[i], last[(x >> 8) % 8]);
    records[i].name = names[i];
    records[i].grade = (char)('A' + (x >> 16) % 5);
    records[i].amount = (int)((x >> 4) % 2000000) - 400000;
  }
  long total = 0;
  for (int round = 0; round < ROUNDS; round++) {
    echo = round == ROUNDS - 1;
    for (char grade = 'A'; grade <= 'E'; grade++) {
      snprintf(line, sizeof line, "Section ");
      emit(line);
      sprintf(line, "%c", grade);
      emit(line);
      emit("\n");
      rule();
      int shown = 0;
      for (int i = 0; i < RECORDS; i++)
        if (records[i].grade == grade && (!echo || shown < 3)) {
          row(&records[i]);
          total += records[i].amount;
          shown++;
        }
      rule();
    }
    /* A progress mark per round, as tools print. */
    if (!echo)
      checksum += (uint32_t)printf("");
  }
  printf("total %ld\n", total);
  printf("checksum %08x\n", checksum);
  printf("done\n");
  return 0;
}
