// Every bundled example program prints the same through both backends.
// RUN: vct-translate --vir-to-llvmir %vct_src_root/examples/sum.mlir -o %t.sum.ll && lli %t.sum.ll | FileCheck %s --check-prefix=SUM
// RUN: vct-translate --vir-to-c %vct_src_root/examples/sum.mlir -o %t.sum.c && %cc %t.sum.c -o %t.sum.exe && %t.sum.exe | FileCheck %s --check-prefix=SUM
// RUN: vct-translate --vir-to-llvmir %vct_src_root/examples/barrier.mlir -o %t.barrier.ll && lli %t.barrier.ll | FileCheck %s --check-prefix=BARRIER
// RUN: vct-translate --vir-to-c %vct_src_root/examples/barrier.mlir -o %t.barrier.c && %cc %t.barrier.c -o %t.barrier.exe && %t.barrier.exe | FileCheck %s --check-prefix=BARRIER

// SUM: total = 204
// BARRIER: scaled 21, checksum 6
