// printf, sprintf and snprintf with constant formats: a report written
// line by line (puts, putchar), a buffer filled by sprintf (copies,
// strlen) and snprintf of fitting, empty and too-short sizes; strcpy and
// strcat of literals. The program
// prints the same at clang -O0, after simplify-libcalls alone and after
// -O2, through both backends, and with -ffreestanding, where the front end
// leaves the module without vir.hosted and printf stays printf.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.expected
// RUN: clang-22 -O0 -Xclang -disable-O0-optnone -w -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll | vct-mlir-opt --vir-produce-traits --simplify-libcalls -o %t.pass.mlir
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.mlir
// RUN: vct-translate --vir-to-llvmir %t.pass.mlir -o %t.pass.ll && lli %t.pass.ll | diff %t.expected -
// RUN: vct-translate --vir-to-c %t.pass.mlir -o %t.pass.c && %cc -w -Wno-error %t.pass.c -o %t.pc && %t.pc | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | diff %t.expected -
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | diff %t.expected -
// RUN: vct-cc -O2 -S --emit=vir %s -o - | FileCheck %s --check-prefix=O2
// RUN: vct-cc -O2 -ffreestanding --backend=llvm %s -o %t.fl && %t.fl | diff %t.expected -
// RUN: vct-cc -O2 -S --emit=vir -ffreestanding %s -o - | FileCheck %s --check-prefix=FREE
// RUN: FileCheck %s < %t.expected

// CHECK: report
// CHECK-NEXT: alpha
// CHECK-NEXT: a-beta
// CHECK-NEXT: b-gamma
// CHECK-NEXT: c-
// CHECK-NEXT: [alpha] 5 [lit] 3 [x] 1 [abc] 3 6 [] 7 [to] 0
// CHECK-NEXT: betas
// CHECK-NEXT: one two!
// CHECK-NEXT: cmp 1 0 0 1 1 0 1 0
// CHECK-NEXT: done 2

// PASS-LABEL: vir.func @main(
// PASS-NOT: vir.call @sprintf(
// PASS-NOT: vir.call @snprintf(%{{[^,]*}}, %c8
// PASS: vir.call @puts(
// PASS: vir.call @putchar(
// PASS-NOT: vir.call @strcmp(
// PASS-NOT: vir.call @strncmp(
// O2-LABEL: vir.func @main(
// O2: vir.call @puts(
// O2: vir.call @putchar(
// O2-NOT: vir.call @sprintf(
// O2-NOT: vir.call @strcat(
// FREE-NOT: vir.call @puts(
// FREE-NOT: vir.call @putchar(
// FREE: vir.call @sprintf(

#include <stdio.h>
#include <string.h>

static char buf[64];

__attribute__((noinline)) static const char *pick(int i) {
  static const char *names[] = {"alpha", "beta", "gamma"};
  return names[i % 3];
}

int main(void) {
  printf("report\n");
  for (int i = 0; i < 3; i++) {
    printf("%s\n", pick(i));
    printf("%c", 'a' + i);
    printf("-");
    printf("");
  }
  printf("\n");
  int a = sprintf(buf, "%s", pick(0));
  int b = sprintf(buf + 10, "lit");
  int c = sprintf(buf + 20, "%c", 'x');
  int d = snprintf(buf + 30, 8, "abc");
  int e = snprintf(buf + 40, 0, "abcdef");
  int f = snprintf(buf + 50, 3, "toolong");
  buf[45] = 0;
  printf("[%s] %d [%s] %d [%s] %d [%s] %d %d [%s] %d [%s] %d\n", buf, a,
         buf + 10, b, buf + 20, c, buf + 30, d, e, buf + 40, f, buf + 50,
         buf[52]);
  char words[32];
  strcpy(words, "one");
  strcat(words, " two");
  strcat(strcat(words, ""), "!");
  printf("%s\n", strcat(strcpy(buf, pick(1)), "s"));
  printf("%s\n", words);
  static const char *regs[] = {"sp", "s", "spx", "", "lr"};
  int hits[8] = {0};
  for (int i = 0; i < 5; i++) {
    hits[0] += strcmp(regs[i], "sp") == 0;
    hits[1] += strcmp("lr", regs[i]) != 0 && regs[i][0] == 'l';
    hits[2] += strncmp(regs[i], "spz", 2) == 0 && regs[i][1] != 'p';
    hits[3] += strncmp(regs[i], "", 5) == 0;
    hits[4] += strcmp(regs[i], "") == 0;
    hits[5] += strncmp(regs[i], "xy", 0) != 0;
    hits[6] += strcmp(regs[i], "lr") == 0;
    hits[7] += strcmp(regs[i], "s") != 0 && regs[i][0] == 0 && i != 3;
  }
  printf("cmp %d %d %d %d %d %d %d %d\n", hits[0], hits[1], hits[2], hits[3],
         hits[4], hits[5], hits[6], hits[7]);
  int done = printf("done ");
  printf("%d\n", done - 3);
  return 0;
}
