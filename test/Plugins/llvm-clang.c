// clang -fpass-plugin=VCTLLVMPlugin.so runs the VIR optimizer at the
// pipeline-start extension point, at clang's -O level, before LLVM's own -O
// pipeline (which still runs). The program prints the same as without the
// plugin, at -O2, -O3 and -Oz, with and without -g.
// RUN: clang-22 -O2 %s -o %t.plain.exe
// RUN: %t.plain.exe > %t.plain.out
// RUN: clang-22 -O2 -fpass-plugin=%vct_llvm_plugin %s -o %t.vct.exe
// RUN: %t.vct.exe > %t.vct.out
// RUN: diff %t.plain.out %t.vct.out
// RUN: clang-22 -O3 -g -fpass-plugin=%vct_llvm_plugin %s -o %t.vct3.exe
// RUN: %t.vct3.exe | diff %t.plain.out -
// RUN: clang-22 -Oz -fpass-plugin=%vct_llvm_plugin %s -o %t.vctz.exe
// RUN: %t.vctz.exe | diff %t.plain.out -
// RUN: FileCheck %s < %t.vct.out
//
// Where it runs: first of the module pipeline's real work (after clang's
// bookkeeping passes), before LLVM's simplification pipeline.
// RUN: clang-22 -O2 -fpass-plugin=%vct_llvm_plugin -Xclang -fdebug-pass-manager -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PM
// At -O0 it is scheduled and does nothing.
// RUN: clang-22 -O0 -fpass-plugin=%vct_llvm_plugin %s -o %t.o0.exe
// RUN: %t.o0.exe | diff %t.plain.out -

#include <stdio.h>
#include <string.h>

struct point {
  int x, y;
};

static int manhattan(struct point a, struct point b) {
  int dx = a.x - b.x, dy = a.y - b.y;
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

static unsigned hash(const char *s) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < strlen(s); ++i)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

int main(void) {
  struct point path[6] = {{0, 0}, {3, 4}, {-2, 7}, {5, -1}, {0, 0}, {9, 9}};
  int length = 0;
  for (int i = 1; i < 6; ++i)
    length += manhattan(path[i - 1], path[i]);
  double mean = 0;
  for (int i = 0; i < 6; ++i)
    mean += (path[i].x + path[i].y) / 6.0;
  printf("length = %d\n", length);
  printf("mean = %.4f\n", mean);
  printf("hash = %u\n", hash("vct in clang"));
  return 0;
}

// CHECK: length = 54
// CHECK: mean =
// CHECK: hash =
// PM:      Running pass: ForceFunctionAttrsPass on [module]
// PM:      Running pass: vct on [module]
// PM:      Running pass: InferFunctionAttrsPass on [module]
