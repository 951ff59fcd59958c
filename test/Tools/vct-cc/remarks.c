// Remarks the clang way: -Rpass=<regex>, -Rpass-missed=<regex> and
// -Rpass-analysis=<regex> print the optimizer's passed, missed and analysis
// remarks of the passes matching <regex> as file:line:col diagnostics;
// -fsave-optimization-record writes them all as LLVM remark YAML next to
// the output, which llvm-remarkutil reads.
// RUN: rm -rf %t && mkdir %t && cd %t
// RUN: vct-cc -O2 -Rpass=inline -c %s -o r.o 2>&1 | FileCheck %s --check-prefix=PASSED
// RUN: vct-cc -O2 -Rpass-missed=licm -c %s -o r.o 2>&1 | FileCheck %s --check-prefix=MISSED
// RUN: vct-cc -O2 -Rpass-analysis=size-info -c %s -o r.o 2>&1 | FileCheck %s --check-prefix=ANALYSIS
// RUN: vct-cc -O2 -Rpass='^(mem2reg|sroa)$' -c %s -o r.o 2>&1 | FileCheck %s --check-prefix=REGEX
// No filter, no remark (-O2 prints none of its own).
// RUN: vct-cc -O2 -c %s -o r.o 2>&1 | count 0
//
// RUN: vct-cc -O2 -fsave-optimization-record -c %s -o r.o
// RUN: llvm-remarkutil count --parser=yaml --group-by=function r.opt.yaml | FileCheck %s --check-prefix=COUNT
// RUN: llvm-remarkutil count --parser=yaml --group-by=function --remark-type=missed r.opt.yaml | FileCheck %s --check-prefix=COUNT-MISSED
// RUN: llvm-remarkutil count --parser=yaml --group-by=source r.opt.yaml | FileCheck %s --check-prefix=SOURCE
// RUN: llvm-remarkutil yaml2bitstream r.opt.yaml -o r.bitstream
// RUN: llvm-remarkutil count --parser=bitstream --group-by=function r.bitstream | FileCheck %s --check-prefix=COUNT
// Linking: the record is named after the program; -foptimization-record-file
// picks the name.
// RUN: vct-cc -O2 -fsave-optimization-record %s -o prog
// RUN: llvm-remarkutil count --parser=yaml --group-by=function prog.opt.yaml | FileCheck %s --check-prefix=COUNT
// RUN: vct-cc -O2 -foptimization-record-file=mine.yaml -c %s -o r2.o
// RUN: llvm-remarkutil count --parser=yaml --group-by=function mine.yaml | FileCheck %s --check-prefix=COUNT
// RUN: ./prog | FileCheck %s --check-prefix=OUT

#include <stdio.h>

static int weight(int x) { return 3 * x + 1; }

int table[64];

int main(int argc, char **argv) {
  (void)argv;
  int total = 0;
  for (int i = 0; i < 64; ++i)
    table[i] = weight(i);
  for (int i = 0; i < 64; ++i)
    total += table[i] * argc;
  printf("total = %d\n", total);
  return 0;
}

// PASSED: {{.*}}remarks.c:[[@LINE-7]]:16: remark: VIR: accepted inline on call to @weight ({{.*}}) [-Rpass=inline]
// PASSED-NOT: remark:
// MISSED: {{.*}}remarks.c:{{[0-9]+}}:{{[0-9]+}}: remark: VIR: denied licm on loop {{.*}} [-Rpass-missed=licm]
// MISSED-NOT: -Rpass=
// ANALYSIS-DAG: {{.*}}remarks.c:[[@LINE-15]]:0: remark: main: {{[0-9]+}} operations before the optimizer, {{[0-9]+}} after [-Rpass-analysis=size-info]
// ANALYSIS-DAG: {{.*}}remarks.c:[[@LINE-20]]:0: remark: weight: {{[0-9]+}} operations before the optimizer, removed by it [-Rpass-analysis=size-info]
// REGEX: remark: promoted a stack slot to SSA values [-Rpass=^(mem2reg|sroa)$]
// REGEX-NOT: inline
// COUNT: Function,Count
// COUNT-DAG: main,{{[1-9][0-9]*}}
// COUNT-DAG: weight,{{[1-9][0-9]*}}
// COUNT-MISSED: main,{{[1-9][0-9]*}}
// SOURCE: Source,Count
// SOURCE: remarks.c,{{[1-9][0-9]*}}
// OUT: total = 6112
