/* A switch-dispatched bytecode interpreter (register machine) running a
   program that counts primes by trial division and sums a series. */
#include <stdio.h>

enum op {
  OP_LI,   /* r[a] = imm */
  OP_MOV,  /* r[a] = r[b] */
  OP_ADD,  /* r[a] = r[b] + r[c] */
  OP_SUB,  /* r[a] = r[b] - r[c] */
  OP_MUL,  /* r[a] = r[b] * r[c] */
  OP_MOD,  /* r[a] = r[b] % r[c] */
  OP_ADDI, /* r[a] = r[b] + imm */
  OP_JMP,  /* pc = imm */
  OP_JLT,  /* if r[a] < r[b] pc = imm */
  OP_JGT,  /* if r[a] > r[b] pc = imm */
  OP_JZ,   /* if r[a] == 0 pc = imm */
  OP_XOR,  /* r[a] = r[b] ^ r[c] */
  OP_SHL,  /* r[a] = r[b] << imm */
  OP_HALT
};

struct insn {
  int op, a, b, c;
  long imm;
};

/* r0 = n, r1 = limit, r2 = count, r3 = d, r4 = tmp, r5 = acc, r6 = d*d */
static const struct insn program[] = {
    /* 0 */ {OP_LI, 0, 0, 0, 2},
    /* 1 */ {OP_LI, 1, 0, 0, 12000},
    /* 2 */ {OP_LI, 2, 0, 0, 0},
    /* 3 */ {OP_LI, 5, 0, 0, 1},
    /* 4: outer */ {OP_JGT, 0, 1, 0, 18},
    /* 5 */ {OP_LI, 3, 0, 0, 2},
    /* 6: inner */ {OP_MUL, 6, 3, 3, 0},
    /* 7 */ {OP_JGT, 6, 0, 0, 12},
    /* 8 */ {OP_MOD, 4, 0, 3, 0},
    /* 9 */ {OP_JZ, 4, 0, 0, 14},
    /* 10 */ {OP_ADDI, 3, 3, 0, 1},
    /* 11 */ {OP_JMP, 0, 0, 0, 6},
    /* 12: prime */ {OP_ADDI, 2, 2, 0, 1},
    /* 13 */ {OP_XOR, 5, 5, 0, 0},
    /* 14: next */ {OP_SHL, 4, 5, 0, 1},
    /* 15 */ {OP_ADD, 5, 4, 0, 0},
    /* 16 */ {OP_ADDI, 0, 0, 0, 1},
    /* 17 */ {OP_JMP, 0, 0, 0, 4},
    /* 18: done */ {OP_SUB, 7, 1, 2, 0},
    /* 19 */ {OP_HALT, 0, 0, 0, 0},
};

static unsigned long long executed;

static void run(const struct insn *code, long *r) {
  int pc = 0;
  for (;;) {
    const struct insn *in = &code[pc++];
    executed++;
    switch (in->op) {
    case OP_LI:
      r[in->a] = in->imm;
      break;
    case OP_MOV:
      r[in->a] = r[in->b];
      break;
    case OP_ADD:
      r[in->a] = (long)((unsigned long)r[in->b] + (unsigned long)r[in->c]);
      break;
    case OP_SUB:
      r[in->a] = (long)((unsigned long)r[in->b] - (unsigned long)r[in->c]);
      break;
    case OP_MUL:
      r[in->a] = (long)((unsigned long)r[in->b] * (unsigned long)r[in->c]);
      break;
    case OP_MOD:
      r[in->a] = r[in->c] ? r[in->b] % r[in->c] : 0;
      break;
    case OP_ADDI:
      r[in->a] = (long)((unsigned long)r[in->b] + (unsigned long)in->imm);
      break;
    case OP_JMP:
      pc = (int)in->imm;
      break;
    case OP_JLT:
      if (r[in->a] < r[in->b])
        pc = (int)in->imm;
      break;
    case OP_JGT:
      if (r[in->a] > r[in->b])
        pc = (int)in->imm;
      break;
    case OP_JZ:
      if (r[in->a] == 0)
        pc = (int)in->imm;
      break;
    case OP_XOR:
      r[in->a] = r[in->b] ^ r[in->c];
      break;
    case OP_SHL:
      r[in->a] = (long)(((unsigned long)r[in->b] << in->imm) & 0xFFFFFFFFul);
      break;
    case OP_HALT:
    default:
      return;
    }
  }
}

int main(void) {
  long regs[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  run(program, regs);
  printf("interp: primes=%ld acc=%ld r7=%ld executed=%llu\n", regs[2], regs[5],
         regs[7], executed);
  return 0;
}
