/* Register-based bytecode interpreter with switch dispatch. */
#include <stdio.h>
#include <stdint.h>

enum { OP_LDI, OP_MOV, OP_ADD, OP_SUB, OP_MUL, OP_AND, OP_XOR, OP_SHR,
       OP_ADDI, OP_JNZ, OP_JLT, OP_LD, OP_ST, OP_HALT };

typedef struct { uint8_t op, a, b, c; int32_t imm; } insn;
typedef struct { int32_t r[16]; int32_t mem[256]; uint64_t steps; } vm;

static int run(vm *m, const insn *code) {
  int pc = 0;
  for (;;) {
    const insn *i = &code[pc];
    m->steps++;
    switch (i->op) {
    case OP_LDI: m->r[i->a] = i->imm; pc++; break;
    case OP_MOV: m->r[i->a] = m->r[i->b]; pc++; break;
    case OP_ADD: m->r[i->a] = (int32_t)((uint32_t)m->r[i->b] + (uint32_t)m->r[i->c]); pc++; break;
    case OP_SUB: m->r[i->a] = (int32_t)((uint32_t)m->r[i->b] - (uint32_t)m->r[i->c]); pc++; break;
    case OP_MUL: m->r[i->a] = (int32_t)((uint32_t)m->r[i->b] * (uint32_t)m->r[i->c]); pc++; break;
    case OP_AND: m->r[i->a] = m->r[i->b] & m->r[i->c]; pc++; break;
    case OP_XOR: m->r[i->a] = m->r[i->b] ^ m->r[i->c]; pc++; break;
    case OP_SHR: m->r[i->a] = (int32_t)((uint32_t)m->r[i->b] >> (i->imm & 31)); pc++; break;
    case OP_ADDI: m->r[i->a] = (int32_t)((uint32_t)m->r[i->b] + (uint32_t)i->imm); pc++; break;
    case OP_JNZ: if (m->r[i->a] != 0) pc = i->imm; else pc++; break;
    case OP_JLT: if (m->r[i->a] < m->r[i->b]) pc = i->imm; else pc++; break;
    case OP_LD: m->r[i->a] = m->mem[(m->r[i->b] + i->imm) & 255]; pc++; break;
    case OP_ST: m->mem[(m->r[i->b] + i->imm) & 255] = m->r[i->a]; pc++; break;
    case OP_HALT: return m->r[0];
    default: return -1;
    }
  }
}

#define I(o, a, b, c, imm) { o, a, b, c, imm }

int main(void) {
  /* r1 = i, r2 = n, r3 = hash, r4 = tmp, r5 = const mult, r6 = addr */
  static const insn prog[] = {
    I(OP_LDI, 1, 0, 0, 0),          /* 0: i = 0 */
    I(OP_LDI, 2, 0, 0, 200000),     /* 1: n */
    I(OP_LDI, 3, 0, 0, 17),         /* 2: h */
    I(OP_LDI, 5, 0, 0, 16777619),   /* 3: mult */
    /* loop: */
    I(OP_XOR, 3, 3, 1, 0),          /* 4: h ^= i */
    I(OP_MUL, 3, 3, 5, 0),          /* 5: h *= mult */
    I(OP_SHR, 4, 3, 0, 13),         /* 6: tmp = h >> 13 */
    I(OP_XOR, 3, 3, 4, 0),          /* 7: h ^= tmp */
    I(OP_AND, 6, 1, 1, 0),          /* 8: addr = i */
    I(OP_LD, 4, 6, 0, 3),           /* 9: tmp = mem[addr+3] */
    I(OP_ADD, 4, 4, 3, 0),          /* 10: tmp += h */
    I(OP_ST, 4, 6, 0, 0),           /* 11: mem[addr] = tmp */
    I(OP_ADDI, 1, 1, 0, 1),         /* 12: i++ */
    I(OP_JLT, 1, 2, 0, 4),          /* 13: if i < n goto 4 */
    I(OP_MOV, 0, 3, 0, 0),          /* 14: r0 = h */
    I(OP_HALT, 0, 0, 0, 0),
  };
  static vm m;
  uint32_t sum = 0;
  for (int rep = 0; rep < 3; rep++) {
    for (int k = 0; k < 16; k++) m.r[k] = 0;
    sum = sum * 33 + (uint32_t)run(&m, prog);
    for (int k = 0; k < 256; k++) sum += (uint32_t)m.mem[k] * (k + 1);
  }
  printf("%u %llu\n", sum, (unsigned long long)m.steps);
  return 0;
}
