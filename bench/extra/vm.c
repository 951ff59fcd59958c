/* A switch interpreter: a small stack-and-register bytecode VM running a
   program that runs a sieve 40 times and mixes the prime count into a hash. */
#include <stdio.h>

enum op {
  OP_PUSH, OP_LOAD, OP_STORE, OP_ADD, OP_SUB, OP_MUL, OP_MOD, OP_AND,
  OP_XOR, OP_SHL, OP_SHR, OP_LT, OP_EQ, OP_JMP, OP_JZ, OP_JNZ, OP_DUP,
  OP_POP, OP_ALOAD, OP_ASTORE, OP_INC, OP_HALT
};

struct insn {
  unsigned char op;
  unsigned arg;
};

#define MEM 1024

static unsigned vars[16];
static unsigned mem[MEM];

static struct insn code[256];
static int ncode;

static int emit(unsigned char op, unsigned arg) {
  code[ncode].op = op;
  code[ncode].arg = arg;
  return ncode++;
}

static void build(void) {
  ncode = 0;
  emit(OP_PUSH, 0); emit(OP_STORE, 4);
  int outer = emit(OP_PUSH, 0); emit(OP_STORE, 0);
  /* clear: for i in 0..MEM: mem[i] = 1 */
  int clear = emit(OP_PUSH, 1); emit(OP_LOAD, 0); emit(OP_ASTORE, 0);
  emit(OP_INC, 0); emit(OP_LOAD, 0); emit(OP_PUSH, MEM); emit(OP_LT, 0);
  emit(OP_JNZ, (unsigned)clear);
  /* i = 2, count = 0 */
  emit(OP_PUSH, 2); emit(OP_STORE, 0); emit(OP_PUSH, 0); emit(OP_STORE, 2);
  int loop_i = emit(OP_LOAD, 0); emit(OP_ALOAD, 0);
  int jz_next = emit(OP_JZ, 0);
  emit(OP_INC, 2);
  emit(OP_LOAD, 0); emit(OP_LOAD, 0); emit(OP_ADD, 0); emit(OP_STORE, 1);
  int loop_j = emit(OP_LOAD, 1); emit(OP_PUSH, MEM); emit(OP_LT, 0);
  int jz_done = emit(OP_JZ, 0);
  emit(OP_PUSH, 0); emit(OP_LOAD, 1); emit(OP_ASTORE, 0);
  emit(OP_LOAD, 1); emit(OP_LOAD, 0); emit(OP_ADD, 0); emit(OP_STORE, 1);
  emit(OP_JMP, (unsigned)loop_j);
  int next = emit(OP_INC, 0);
  code[jz_next].arg = (unsigned)next;
  code[jz_done].arg = (unsigned)next;
  emit(OP_LOAD, 0); emit(OP_PUSH, MEM); emit(OP_LT, 0); emit(OP_JNZ, (unsigned)loop_i);
  /* hash = (hash ^ count) * 31 + rounds; shift mixing */
  emit(OP_LOAD, 3); emit(OP_LOAD, 2); emit(OP_XOR, 0); emit(OP_PUSH, 31); emit(OP_MUL, 0);
  emit(OP_LOAD, 4); emit(OP_ADD, 0); emit(OP_DUP, 0); emit(OP_PUSH, 7); emit(OP_SHR, 0);
  emit(OP_XOR, 0); emit(OP_STORE, 3);
  /* hash += (rounds * 2654435761) mod 1000003 */
  emit(OP_LOAD, 4); emit(OP_PUSH, 2654435761u); emit(OP_MUL, 0); emit(OP_PUSH, 1000003u);
  emit(OP_MOD, 0); emit(OP_LOAD, 3); emit(OP_ADD, 0); emit(OP_STORE, 3);
  emit(OP_INC, 4); emit(OP_LOAD, 4); emit(OP_PUSH, 40); emit(OP_LT, 0);
  emit(OP_JNZ, (unsigned)outer);
  emit(OP_HALT, 0);
}

static unsigned run(unsigned long long *steps) {
  unsigned stack[64];
  int sp = 0;
  int pc = 0;
  unsigned long long n = 0;
  for (;;) {
    const struct insn in = code[pc++];
    n++;
    switch (in.op) {
    case OP_PUSH: stack[sp++] = in.arg; break;
    case OP_LOAD: stack[sp++] = vars[in.arg & 15u]; break;
    case OP_STORE: vars[in.arg & 15u] = stack[--sp]; break;
    case OP_ADD: sp--; stack[sp - 1] += stack[sp]; break;
    case OP_SUB: sp--; stack[sp - 1] -= stack[sp]; break;
    case OP_MUL: sp--; stack[sp - 1] *= stack[sp]; break;
    case OP_MOD: sp--; stack[sp - 1] = stack[sp] ? stack[sp - 1] % stack[sp] : 0; break;
    case OP_AND: sp--; stack[sp - 1] &= stack[sp]; break;
    case OP_XOR: sp--; stack[sp - 1] ^= stack[sp]; break;
    case OP_SHL: sp--; stack[sp - 1] <<= (stack[sp] & 31u); break;
    case OP_SHR: sp--; stack[sp - 1] >>= (stack[sp] & 31u); break;
    case OP_LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
    case OP_EQ: sp--; stack[sp - 1] = stack[sp - 1] == stack[sp]; break;
    case OP_JMP: pc = (int)in.arg; break;
    case OP_JZ: if (stack[--sp] == 0) pc = (int)in.arg; break;
    case OP_JNZ: if (stack[--sp] != 0) pc = (int)in.arg; break;
    case OP_DUP: stack[sp] = stack[sp - 1]; sp++; break;
    case OP_POP: sp--; break;
    case OP_ALOAD: stack[sp - 1] = mem[stack[sp - 1] % MEM]; break;
    case OP_ASTORE: sp -= 2; mem[stack[sp + 1] % MEM] = stack[sp]; break;
    case OP_INC: vars[in.arg & 15u]++; break;
    case OP_HALT: *steps = n; return vars[3] ^ vars[2];
    default: *steps = n; return 0xFFFFFFFFu;
    }
  }
}

int main(void) {
  build();
  unsigned long long steps = 0;
  unsigned r = run(&steps);
  printf("vm %u %llu %u\n", r, steps, vars[2]);
  return 0;
}
