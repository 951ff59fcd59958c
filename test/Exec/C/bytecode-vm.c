// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// A switch-based interpreter of a tiny stack bytecode, running a factorial,
// a Fibonacci loop and a GCD program written in it.

// CHECK: factorial:
// CHECK-NEXT:   out: 1307674368000
// CHECK-NEXT:   depth 0, top -1, steps 174
// CHECK-NEXT: fib:
// CHECK-NEXT:   out: 0
// CHECK-NEXT:   out: 1
// CHECK-NEXT:   out: 1
// CHECK-NEXT:   out: 2
// CHECK-NEXT:   out: 3
// CHECK-NEXT:   out: 5
// CHECK-NEXT:   out: 8
// CHECK-NEXT:   out: 13
// CHECK-NEXT:   out: 21
// CHECK-NEXT:   out: 34
// CHECK-NEXT:   out: 55
// CHECK-NEXT:   out: 89
// CHECK-NEXT:   out: 144
// CHECK-NEXT:   out: 233
// CHECK-NEXT:   out: 377
// CHECK-NEXT:   out: 610
// CHECK-NEXT:   out: 987
// CHECK-NEXT:   depth 0, top -1, steps 213
// CHECK-NEXT: gcd:
// CHECK-NEXT:   depth 1, top 21, steps 30
// CHECK-NEXT: bad opcode 99 at 2
// CHECK-NEXT: bad: -1
// CHECK-NEXT: push  x40
// CHECK-NEXT: load  x134
// CHECK-NEXT: store x71
// CHECK-NEXT: add   x18
// CHECK-NEXT: sub   x15
// CHECK-NEXT: mul   x15
// CHECK-NEXT: mod   x3
// CHECK-NEXT: dup   x24
// CHECK-NEXT: swap  x3
// CHECK-NEXT: jmp   x36
// CHECK-NEXT: jz    x20
// CHECK-NEXT: jlt   x18
// CHECK-NEXT: print x18
// CHECK-NEXT: halt  x3

#include <stdio.h>

enum op { PUSH, LOAD, STORE, ADD, SUB, MUL, MOD, DUP, SWAP, JMP, JZ, JLT, PRINT, HALT };

static const char *const op_names[] = {"push", "load", "store", "add", "sub", "mul", "mod",
                                       "dup",  "swap", "jmp",   "jz",  "jlt", "print", "halt"};

struct vm {
  long stack[32];
  int sp;
  long vars[8];
  long steps;
  int op_count[HALT + 1];
};

static int run(struct vm *vm, const int *code) {
  int pc = 0;
  vm->sp = 0;
  for (;;) {
    int op = code[pc++];
    long a, b;
    ++vm->steps;
    if (op >= PUSH && op <= HALT)
      ++vm->op_count[op];
    switch (op) {
    case PUSH: vm->stack[vm->sp++] = code[pc++]; break;
    case LOAD: vm->stack[vm->sp++] = vm->vars[code[pc++]]; break;
    case STORE: vm->vars[code[pc++]] = vm->stack[--vm->sp]; break;
    case ADD: b = vm->stack[--vm->sp]; a = vm->stack[--vm->sp]; vm->stack[vm->sp++] = a + b; break;
    case SUB: b = vm->stack[--vm->sp]; a = vm->stack[--vm->sp]; vm->stack[vm->sp++] = a - b; break;
    case MUL: b = vm->stack[--vm->sp]; a = vm->stack[--vm->sp]; vm->stack[vm->sp++] = a * b; break;
    case MOD: b = vm->stack[--vm->sp]; a = vm->stack[--vm->sp]; vm->stack[vm->sp++] = a % b; break;
    case DUP: vm->stack[vm->sp] = vm->stack[vm->sp - 1]; ++vm->sp; break;
    case SWAP:
      a = vm->stack[vm->sp - 1];
      vm->stack[vm->sp - 1] = vm->stack[vm->sp - 2];
      vm->stack[vm->sp - 2] = a;
      break;
    case JMP: pc = code[pc]; break;
    case JZ: a = vm->stack[--vm->sp]; pc = a == 0 ? code[pc] : pc + 1; break;
    case JLT:
      b = vm->stack[--vm->sp];
      a = vm->stack[--vm->sp];
      pc = a < b ? code[pc] : pc + 1;
      break;
    case PRINT: printf("  out: %ld\n", vm->stack[--vm->sp]); break;
    case HALT: return vm->sp;
    default: printf("bad opcode %d at %d\n", op, pc - 1); return -1;
    }
  }
}

/* vars[0] = n, vars[1] = acc; while (n) { acc *= n; n -= 1; } print acc */
static const int factorial[] = {PUSH, 15, STORE, 0, PUSH, 1, STORE, 1,
                                LOAD, 0, JZ, 28, LOAD, 1, LOAD, 0, MUL, STORE, 1,
                                LOAD, 0, PUSH, 1, SUB, STORE, 0, JMP, 8, LOAD, 1, PRINT, HALT};
/* print the Fibonacci numbers below 1000 */
static const int fib[] = {PUSH, 0, STORE, 0, PUSH, 1, STORE, 1,
                          LOAD, 0, PUSH, 1000, JLT, 16, JMP, 31,
                          LOAD, 0, PRINT, LOAD, 0, LOAD, 1, DUP, STORE, 0, ADD, STORE, 1, JMP, 8,
                          HALT};
/* gcd(1071, 462) by Euclid, leaving the result on the stack */
static const int gcd[] = {PUSH, 1071, PUSH, 462,
                          DUP, JZ, 16, DUP, STORE, 2, MOD, LOAD, 2, SWAP, JMP, 4,
                          ADD, HALT};

int main(void) {
  static struct vm vm;
  const int *programs[] = {factorial, fib, gcd, 0};
  const char *names[] = {"factorial", "fib", "gcd"};
  for (int i = 0; programs[i]; ++i) {
    printf("%s:\n", names[i]);
    long before = vm.steps;
    int depth = run(&vm, programs[i]);
    printf("  depth %d, top %ld, steps %ld\n", depth, depth > 0 ? vm.stack[depth - 1] : -1L,
           vm.steps - before);
  }
  static const int bad[] = {PUSH, 1, 99};
  printf("bad: %d\n", run(&vm, bad));
  for (int op = PUSH; op <= HALT; ++op)
    if (vm.op_count[op])
      printf("%-5s x%d\n", op_names[op], vm.op_count[op]);
  return 0;
}
