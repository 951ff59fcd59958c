/* A switch interpreter over characters: a Brainfuck interpreter with a
   precomputed bracket table, running a program that prints a squares
   table into a buffer (the buffer's checksum is printed). */
#include <stdio.h>
#include <stddef.h>

#define TAPE 30000
#define MAXP 4096

static unsigned char tape[TAPE];
static int match[MAXP];
static unsigned char outbuf[65536];
static size_t outlen;

/* Prints the squares 0..10000 (Daniel Cristofani's program). */
static const char program[] =
    "++++[>+++++<-]>[<+++++>-]+<+[>[>+>+<<-]++>>[<<+>>-]>>>[-]++>[-]+"
    ">>>+[[-]++++++>>>]<<<[[<++++++++<++>>-]+<.<[>----<-]<]"
    "<<[>>>>>[>>>[-]+++++++++<[>-<-]+++++++++>[-[<->-]+[<<<]]<[>+<-]>]<<-]<<-]";

static int build_match(const char *p, int n) {
  int stack[256], sp = 0;
  for (int i = 0; i < n; i++) {
    if (p[i] == '[') {
      if (sp >= 256)
        return 0;
      stack[sp++] = i;
    } else if (p[i] == ']') {
      if (sp == 0)
        return 0;
      int j = stack[--sp];
      match[i] = j;
      match[j] = i;
    }
  }
  return sp == 0;
}

static unsigned long long run(const char *p, int n) {
  size_t ptr = 0;
  unsigned long long steps = 0;
  int pc = 0;
  while (pc < n) {
    steps++;
    switch (p[pc]) {
    case '>': ptr = ptr + 1 < TAPE ? ptr + 1 : 0; break;
    case '<': ptr = ptr > 0 ? ptr - 1 : TAPE - 1; break;
    case '+': tape[ptr]++; break;
    case '-': tape[ptr]--; break;
    case '.':
      if (outlen < sizeof outbuf)
        outbuf[outlen++] = tape[ptr];
      break;
    case ',': tape[ptr] = 0; break;
    case '[': if (tape[ptr] == 0) pc = match[pc]; break;
    case ']': if (tape[ptr] != 0) pc = match[pc]; break;
    default: break;
    }
    pc++;
  }
  return steps;
}

int main(void) {
  int n = 0;
  while (program[n])
    n++;
  if (n >= MAXP || !build_match(program, n)) {
    printf("bf bad program\n");
    return 1;
  }
  unsigned long long steps = 0;
  for (int rep = 0; rep < 2; rep++) {
    for (size_t i = 0; i < TAPE; i++)
      tape[i] = 0;
    outlen = 0;
    steps += run(program, n);
  }
  unsigned h = 2166136261u, lines = 0;
  for (size_t i = 0; i < outlen; i++) {
    h = (h ^ outbuf[i]) * 16777619u;
    lines += outbuf[i] == '\n';
  }
  printf("bf %llu %zu %u %08x\n", steps, outlen, lines, h);
  return 0;
}
