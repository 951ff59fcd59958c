// opt runs the VIR optimizer through VCTLLVMPlugin: `vct<O2>` imports the
// module to VIR, produces the traits, optimizes and translates back. The
// result verifies, runs, and has lost its call and its scalar slots.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%vct_llvm_plugin -passes='vct<O2>' -S %t.ll -o %t.vct.ll
// RUN: opt -passes=verify -disable-output %t.vct.ll
// RUN: FileCheck %s --check-prefix=IR < %t.vct.ll
// RUN: lli %t.vct.ll | FileCheck %s
// RUN: lli %t.ll | FileCheck %s
// `vct` alone is -O2; at -O0 the module is left as it is.
// RUN: opt -load-pass-plugin=%vct_llvm_plugin -passes=vct -S %t.ll | FileCheck %s --check-prefix=IR
// RUN: opt -load-pass-plugin=%vct_llvm_plugin -passes='vct<O0>' -S %t.ll | FileCheck %s --check-prefix=O0
// RUN: opt -load-pass-plugin=%vct_llvm_plugin -passes='vct<Oz>,verify' -S %t.ll | lli | FileCheck %s
// It composes with LLVM's own passes, and has a name in the pipeline.
// RUN: opt -load-pass-plugin=%vct_llvm_plugin -passes='vct<O3>,instcombine' -print-pipeline-passes -disable-output %t.ll | FileCheck %s --check-prefix=PIPELINE
// RUN: not opt -load-pass-plugin=%vct_llvm_plugin -passes='vct<O7>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=BAD

#include <stdio.h>

static int square(int x) { return x * x; }

int main(void) {
  int total = 0;
  for (int i = 1; i <= 10; ++i)
    total += square(i);
  printf("total = %d\n", total);
  return 0;
}

// CHECK: total = 385
// IR-LABEL: define {{.*}}i32 @main(
// IR-NOT:     alloca
// IR-NOT:     call {{.*}}@square
// IR:         call {{.*}}@printf
// O0-LABEL: define {{.*}}i32 @main(
// O0:         alloca
// O0:         call {{.*}}@square
// PIPELINE: vct,function(instcombine<{{.*}}>)
// BAD: unknown pass name 'vct<O7>'
