// Differential test: 3 x 40 random counting loops (narrow variables, some
// with a second variable of any width read after the loop,
// starts and bounds from arguments or constants, steps of +-1..3, every
// predicate, header-tested and rotated, with and without a checksum of the
// extended variable) print exactly what a simulation of VIR's semantics
// says, unoptimized, after indvars alone and after -O2. The generator puts
// nsw/nuw only where no run wraps, so the programs have no undefined
// behaviour for the optimizer to exploit.
//
// RUN: %python %S/Inputs/gen-loops.py 1 40 > %t.1.mlir
// RUN: %python %S/Inputs/gen-loops.py 1 40 --expect > %t.1.expect
// RUN: vct-translate --vir-to-llvmir %t.1.mlir -o %t.1.ll && lli %t.1.ll > %t.1.out && diff %t.1.out %t.1.expect
// RUN: vct-mlir-opt --indvars %t.1.mlir -o %t.1.iv.mlir
// RUN: vct-translate --vir-to-llvmir %t.1.iv.mlir -o %t.1.iv.ll && lli %t.1.iv.ll > %t.1.iv.out && diff %t.1.iv.out %t.1.expect
// RUN: vct-translate --vir-to-c %t.1.iv.mlir -o %t.1.iv.c && %cc %t.1.iv.c -o %t.1.iv.exe && %t.1.iv.exe > %t.1.iv.c.out && diff %t.1.iv.c.out %t.1.expect
// RUN: vct-mlir-opt -O2 %t.1.mlir -o %t.1.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.1.o2.mlir -o %t.1.o2.ll && lli %t.1.o2.ll > %t.1.o2.out && diff %t.1.o2.out %t.1.expect
//
// RUN: %python %S/Inputs/gen-loops.py 2 40 > %t.2.mlir
// RUN: %python %S/Inputs/gen-loops.py 2 40 --expect > %t.2.expect
// RUN: vct-mlir-opt --indvars %t.2.mlir -o %t.2.iv.mlir
// RUN: vct-translate --vir-to-llvmir %t.2.iv.mlir -o %t.2.iv.ll && lli %t.2.iv.ll > %t.2.iv.out && diff %t.2.iv.out %t.2.expect
// RUN: vct-mlir-opt -O2 %t.2.mlir -o %t.2.o2.mlir
// RUN: vct-translate --vir-to-c %t.2.o2.mlir -o %t.2.o2.c && %cc %t.2.o2.c -o %t.2.o2.exe && %t.2.o2.exe > %t.2.o2.out && diff %t.2.o2.out %t.2.expect
//
// RUN: %python %S/Inputs/gen-loops.py 3 40 > %t.3.mlir
// RUN: %python %S/Inputs/gen-loops.py 3 40 --expect > %t.3.expect
// RUN: vct-mlir-opt --indvars %t.3.mlir -o %t.3.iv.mlir
// RUN: vct-translate --vir-to-llvmir %t.3.iv.mlir -o %t.3.iv.ll && lli %t.3.iv.ll > %t.3.iv.out && diff %t.3.iv.out %t.3.expect
//
// Every part of the pass had work in the first module:
// RUN: vct-mlir-opt --indvars --remarks %t.1.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARKS
// REMARKS-DAG: indvars: widened an induction variable
// REMARKS-DAG: indvars: did not widen the induction variable
// REMARKS-DAG: indvars: replaced {{[0-9]+}} {{use|uses}} after the loop
// REMARKS-DAG: indvars: deleted a loop that computes nothing used after it
// REMARKS-DAG: indvars: kept the uses after the loop
