// Jammed nests compute what the original ones do, for outer trip counts
// 1..9 (every remainder of factors 2, 3 and 4) and inner ones 5..8:
// Inputs/nests.c, compiled by vct-cc with loop-jam, loop-unroll and
// loop-vectorize off (its pragmas are jam requests). Through both backends:
// the input, after loop-jam alone, and after -O2 and -O3.
// RUN: vct-translate --vir-to-llvmir %S/Inputs/nests.mlir -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-jam --verify-each --remarks %S/Inputs/nests.mlir -o %t.jam.mlir 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: vct-translate --vir-to-llvmir %t.jam.mlir -o %t.jam.ll && lli %t.jam.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.jam.mlir -o %t.jam.c && %cc %t.jam.c -o %t.jam.exe && %t.jam.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %S/Inputs/nests.mlir -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s
// RUN: vct-mlir-opt -O3 --verify-each %S/Inputs/nests.mlir -o %t.o3.mlir
// RUN: vct-translate --vir-to-llvmir %t.o3.mlir -o %t.o3.ll && lli %t.o3.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o3.mlir -o %t.o3.c && %cc %t.o3.c -o %t.o3.exe && %t.o3.exe | FileCheck %s

// The functions are inlined into @main. `cols` (factor 3) and `dots` are
// jammed; `skew` has a (<, >) dependence, and the row index i - 1 of
// `rows` (an i32 copy of the variable) is not decomposed (what is left).
// REMARK-DAG: denied jam on loop with back edge in @main, Unsupported (store to @A[i][j] and load from @A[{{.*}}-1][j]
// REMARK-DAG: accepted jam on loop with back edge in @main (jammed by 2 with a remainder loop)
// REMARK-DAG: accepted jam on loop with back edge in @main (jammed by 3 with a remainder loop)
// REMARK-DAG: denied jam on loop with back edge in @main, Unsupported (store to @A[i][j] and load from @A[{{.*}}-1][j+1]

// CHECK: 1: 2001389494
// CHECK-NEXT: 2: 980190605
// CHECK-NEXT: 3: 3949360535
// CHECK-NEXT: 4: 2462363316
// CHECK-NEXT: 5: 2878075019
// CHECK-NEXT: 6: 3622469528
// CHECK-NEXT: 7: 1953074432
// CHECK-NEXT: 8: 2700624087
// CHECK-NEXT: 9: 1476501756
