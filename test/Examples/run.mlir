// Every bundled example program prints the same through both backends.
// RUN: vct-translate --vir-to-llvmir %vct_src_root/examples/sum.mlir -o %t.sum.ll && lli %t.sum.ll | FileCheck %s --check-prefix=SUM
// RUN: vct-translate --vir-to-c %vct_src_root/examples/sum.mlir -o %t.sum.c && %cc %t.sum.c -o %t.sum.exe && %t.sum.exe | FileCheck %s --check-prefix=SUM
// RUN: vct-translate --vir-to-llvmir %vct_src_root/examples/barrier.mlir -o %t.barrier.ll && lli %t.barrier.ll | FileCheck %s --check-prefix=BARRIER
// RUN: vct-translate --vir-to-c %vct_src_root/examples/barrier.mlir -o %t.barrier.c && %cc %t.barrier.c -o %t.barrier.exe && %t.barrier.exe | FileCheck %s --check-prefix=BARRIER
// And after the optimizer at -O2:
// RUN: vct-mlir-opt -O2 --verify-each %vct_src_root/examples/sum.mlir -o %t.sum.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.sum.o2.mlir -o %t.sum.o2.ll && lli %t.sum.o2.ll | FileCheck %s --check-prefix=SUM
// RUN: vct-translate --vir-to-c %t.sum.o2.mlir -o %t.sum.o2.c && %cc %t.sum.o2.c -o %t.sum.o2.exe && %t.sum.o2.exe | FileCheck %s --check-prefix=SUM
// RUN: vct-mlir-opt -O2 --verify-each %vct_src_root/examples/barrier.mlir -o %t.barrier.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.barrier.o2.mlir -o %t.barrier.o2.ll && lli %t.barrier.o2.ll | FileCheck %s --check-prefix=BARRIER
// RUN: vct-translate --vir-to-c %t.barrier.o2.mlir -o %t.barrier.o2.c && %cc %t.barrier.o2.c -o %t.barrier.o2.exe && %t.barrier.o2.exe | FileCheck %s --check-prefix=BARRIER

// SUM: total = 204
// BARRIER: scaled 21, checksum 6
