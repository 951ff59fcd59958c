// Differential test: 3 x 40 random counting loops of gen-loops.py (see
// test/Transforms/indvars/random-loops.mlir: narrow variables, a second
// variable read after the loop, constant or argument starts and bounds,
// steps of +-1..3, every predicate, header-tested and rotated), with soft
// rotate and unroll requests (some with a factor) on their back edges,
// print what the generator's simulation says after loop-rotate, after
// loop-rotate + loop-unroll, and after -O2 and -O3, on both backends.
//
// RUN: %python %S/../indvars/Inputs/gen-loops.py 11 40 | %python %S/Inputs/add-requests.py 11 > %t.1.mlir
// RUN: %python %S/../indvars/Inputs/gen-loops.py 11 40 --expect > %t.1.expect
// RUN: vct-mlir-opt --loop-rotate --verify-each %t.1.mlir -o %t.1.rot.mlir
// RUN: vct-translate --vir-to-llvmir %t.1.rot.mlir -o %t.1.rot.ll && lli %t.1.rot.ll > %t.1.rot.out && diff %t.1.rot.out %t.1.expect
// RUN: vct-translate --vir-to-c %t.1.rot.mlir -o %t.1.rot.c && %cc %t.1.rot.c -o %t.1.rot.exe && %t.1.rot.exe > %t.1.rot.c.out && diff %t.1.rot.c.out %t.1.expect
// RUN: vct-mlir-opt --loop-rotate --loop-unroll --verify-each %t.1.mlir -o %t.1.un.mlir
// RUN: vct-translate --vir-to-llvmir %t.1.un.mlir -o %t.1.un.ll && lli %t.1.un.ll > %t.1.un.out && diff %t.1.un.out %t.1.expect
// RUN: vct-translate --vir-to-c %t.1.un.mlir -o %t.1.un.c && %cc %t.1.un.c -o %t.1.un.exe && %t.1.un.exe > %t.1.un.c.out && diff %t.1.un.c.out %t.1.expect
// RUN: vct-mlir-opt -O2 --verify-each %t.1.mlir -o %t.1.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.1.o2.mlir -o %t.1.o2.ll && lli %t.1.o2.ll > %t.1.o2.out && diff %t.1.o2.out %t.1.expect
// RUN: vct-translate --vir-to-c %t.1.o2.mlir -o %t.1.o2.c && %cc %t.1.o2.c -o %t.1.o2.exe && %t.1.o2.exe > %t.1.o2.c.out && diff %t.1.o2.c.out %t.1.expect
//
// RUN: %python %S/../indvars/Inputs/gen-loops.py 12 40 | %python %S/Inputs/add-requests.py 12 > %t.2.mlir
// RUN: %python %S/../indvars/Inputs/gen-loops.py 12 40 --expect > %t.2.expect
// RUN: vct-mlir-opt --loop-rotate --loop-unroll --verify-each %t.2.mlir -o %t.2.un.mlir
// RUN: vct-translate --vir-to-llvmir %t.2.un.mlir -o %t.2.un.ll && lli %t.2.un.ll > %t.2.un.out && diff %t.2.un.out %t.2.expect
// RUN: vct-translate --vir-to-c %t.2.un.mlir -o %t.2.un.c && %cc %t.2.un.c -o %t.2.un.exe && %t.2.un.exe > %t.2.un.c.out && diff %t.2.un.c.out %t.2.expect
// RUN: vct-mlir-opt -O3 --verify-each %t.2.mlir -o %t.2.o3.mlir
// RUN: vct-translate --vir-to-llvmir %t.2.o3.mlir -o %t.2.o3.ll && lli %t.2.o3.ll > %t.2.o3.out && diff %t.2.o3.out %t.2.expect
// RUN: vct-translate --vir-to-c %t.2.o3.mlir -o %t.2.o3.c && %cc %t.2.o3.c -o %t.2.o3.exe && %t.2.o3.exe > %t.2.o3.c.out && diff %t.2.o3.c.out %t.2.expect
//
// RUN: %python %S/../indvars/Inputs/gen-loops.py 13 40 | %python %S/Inputs/add-requests.py 13 > %t.3.mlir
// RUN: %python %S/../indvars/Inputs/gen-loops.py 13 40 --expect > %t.3.expect
// RUN: vct-mlir-opt -O2 --verify-each %t.3.mlir -o %t.3.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.3.o2.mlir -o %t.3.o2.ll && lli %t.3.o2.ll > %t.3.o2.out && diff %t.3.o2.out %t.3.expect
// RUN: vct-translate --vir-to-c %t.3.o2.mlir -o %t.3.o2.c && %cc %t.3.o2.c -o %t.3.o2.exe && %t.3.o2.exe > %t.3.o2.c.out && diff %t.3.o2.c.out %t.3.expect
// RUN: vct-mlir-opt -Oz --verify-each %t.3.mlir -o %t.3.oz.mlir
// RUN: vct-translate --vir-to-llvmir %t.3.oz.mlir -o %t.3.oz.ll && lli %t.3.oz.ll > %t.3.oz.out && diff %t.3.oz.out %t.3.expect
//
// Every transform had work in the first module:
// RUN: vct-mlir-opt --loop-rotate --loop-unroll --remarks %t.1.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARKS
// REMARKS-DAG: accepted rotate
// REMARKS-DAG: denied rotate on {{.*}}, AlreadyDone
// REMARKS-DAG: fully unrolled
// REMARKS-DAG: unrolled by {{[2-4]}}, each copy keeping its exit test
