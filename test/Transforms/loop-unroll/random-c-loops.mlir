// Differential test of the stage-4 loop passes on random C programs of
// scripts/gen-loop-programs.py (nested loops, early exits by break, return
// and goto, loops over 1-D and 2-D arrays, invariant branches and switches,
// first-iteration cases, invariant loads): the output of vct-cc at -O2 and
// -O3 on both backends against clang -O0. Three seeds here;
// scripts/loop-diff.sh runs as many as asked.
//
// RUN: %python %S/../../../scripts/gen-loop-programs.py 7 %t.7.c
// RUN: clang-22 -O0 -w %t.7.c -o %t.7.ref && %t.7.ref > %t.7.expect
// RUN: vct-cc -O2 --backend=llvm -w %t.7.c -o %t.7.o2l && %t.7.o2l | diff - %t.7.expect
// RUN: vct-cc -O2 --backend=c -w %t.7.c -o %t.7.o2c && %t.7.o2c | diff - %t.7.expect
// RUN: vct-cc -O3 --backend=llvm -w %t.7.c -o %t.7.o3l && %t.7.o3l | diff - %t.7.expect
// RUN: vct-cc -O3 --backend=c -w %t.7.c -o %t.7.o3c && %t.7.o3c | diff - %t.7.expect
//
// RUN: %python %S/../../../scripts/gen-loop-programs.py 101 %t.101.c
// RUN: clang-22 -O0 -w %t.101.c -o %t.101.ref && %t.101.ref > %t.101.expect
// RUN: vct-cc -O2 --backend=llvm -w %t.101.c -o %t.101.o2l && %t.101.o2l | diff - %t.101.expect
// RUN: vct-cc -O2 --backend=c -w %t.101.c -o %t.101.o2c && %t.101.o2c | diff - %t.101.expect
// RUN: vct-cc -O3 --backend=llvm -w %t.101.c -o %t.101.o3l && %t.101.o3l | diff - %t.101.expect
//
// RUN: %python %S/../../../scripts/gen-loop-programs.py 104 %t.104.c
// RUN: clang-22 -O0 -w %t.104.c -o %t.104.ref && %t.104.ref > %t.104.expect
// RUN: vct-cc -O2 --backend=llvm -w %t.104.c -o %t.104.o2l && %t.104.o2l | diff - %t.104.expect
// RUN: vct-cc -O3 --backend=c -w %t.104.c -o %t.104.o3c && %t.104.o3c | diff - %t.104.expect
