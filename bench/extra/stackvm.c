#include <stdio.h>

/* stack-machine bytecode interpreter with calls (computes gcd/fib/sum loops) */
enum { PUSH, POP, ADD, SUB, MUL, MOD, DUP, SWAP, OVER, JZ, JMP, JLT, CALL, RET, LOAD, STORE, HALT };

typedef struct { int code[256]; int stack[256]; int rstack[64]; int locals[16]; } VM;

static long run(VM *vm, int pc) {
    int sp = 0, rsp = 0;
    long steps = 0;
    for (;;) {
        int op = vm->code[pc++];
        steps++;
        switch (op) {
        case PUSH: vm->stack[sp++] = vm->code[pc++]; break;
        case POP: sp--; break;
        case ADD: sp--; vm->stack[sp - 1] += vm->stack[sp]; break;
        case SUB: sp--; vm->stack[sp - 1] -= vm->stack[sp]; break;
        case MUL: sp--; vm->stack[sp - 1] *= vm->stack[sp]; break;
        case MOD: sp--; vm->stack[sp - 1] = vm->stack[sp] ? vm->stack[sp - 1] % vm->stack[sp] : 0; break;
        case DUP: vm->stack[sp] = vm->stack[sp - 1]; sp++; break;
        case SWAP: { int t = vm->stack[sp - 1]; vm->stack[sp - 1] = vm->stack[sp - 2]; vm->stack[sp - 2] = t; break; }
        case OVER: vm->stack[sp] = vm->stack[sp - 2]; sp++; break;
        case JZ: { int t = vm->code[pc++]; if (vm->stack[--sp] == 0) pc = t; break; }
        case JMP: pc = vm->code[pc]; break;
        case JLT: { int t = vm->code[pc++]; sp -= 2; if (vm->stack[sp] < vm->stack[sp + 1]) pc = t; break; }
        case CALL: vm->rstack[rsp++] = pc + 1; pc = vm->code[pc]; break;
        case RET: if (rsp == 0) return steps * 1000 + vm->stack[sp - 1]; pc = vm->rstack[--rsp]; break;
        case LOAD: vm->stack[sp++] = vm->locals[vm->code[pc++]]; break;
        case STORE: vm->locals[vm->code[pc++]] = vm->stack[--sp]; break;
        case HALT: return steps * 1000 + (sp ? vm->stack[sp - 1] : 0);
        }
    }
}

int main(void) {
    static VM vm;
    /* gcd(a,b) at 0: loop: DUP JZ end; SWAP OVER MOD; JMP loop; end: POP RET */
    int gcd[] = { DUP, JZ, 9, SWAP, OVER, MOD, JMP, 0, HALT, POP, RET };
    /* main at 20: i=0 (local0), acc=0 (local1); while i<N: acc += gcd(i*7+3, i*5+11); i++ */
    int mainp[] = { LOAD, 2, STORE, 0, PUSH, 0, STORE, 1,
        /*28*/ LOAD, 0, PUSH, 20000, JLT, 36, JMP, 68,
        /*36*/ LOAD, 0, PUSH, 7, MUL, PUSH, 3, ADD, LOAD, 0, PUSH, 5, MUL, PUSH, 11, ADD,
        CALL, 0, LOAD, 1, ADD, STORE, 1,
        LOAD, 0, PUSH, 1, ADD, STORE, 0, JMP, 28,
        /*68*/ LOAD, 1, HALT };
    for (int i = 0; i < (int)(sizeof gcd / sizeof *gcd); i++) vm.code[i] = gcd[i];
    for (int i = 0; i < (int)(sizeof mainp / sizeof *mainp); i++) vm.code[20 + i] = mainp[i];
    long total = 0;
    for (int rep = 0; rep < 2; rep++) { vm.locals[2] = rep * 100; total += run(&vm, 20); }
    printf("total=%ld\n", total);
    return 0;
}
