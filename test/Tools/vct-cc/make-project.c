// vct-cc as a build system's C compiler: Inputs/project (a static library
// of two files, a program linked against it with -L/-l, -MMD -MP
// dependency files) built with `make CC=vct-cc` and with `make CC=clang-22`;
// both programs print the same.
// RUN: rm -rf %t && mkdir %t && cp -r %S/Inputs/project %t/vct && cp -r %S/Inputs/project %t/clang
// RUN: make -s -C %t/vct CC=vct-cc CFLAGS=-O2 2> %t/vct.log
// RUN: make -s -C %t/clang CC=clang-22 CFLAGS=-O2
// RUN: %t/vct/prog > %t/vct.out
// RUN: %t/clang/prog > %t/clang.out
// RUN: diff %t/clang.out %t/vct.out
// RUN: FileCheck %s < %t/vct.out
// The library holds vct-cc's objects; -pipe is ignored with a warning.
// RUN: ar t %t/vct/libstats.a | FileCheck %s --check-prefix=AR
// RUN: FileCheck %s --check-prefix=LOG < %t/vct.log
//
// The dependency files name the header, so make rebuilds after it changes
// and not otherwise.
// RUN: FileCheck %s --check-prefix=DEPS < %t/vct/main.d
// RUN: make -q -C %t/vct CC=vct-cc CFLAGS=-O2
// RUN: touch %t/vct/include/stats.h
// RUN: not make -q -C %t/vct CC=vct-cc CFLAGS=-O2
// RUN: make -s -C %t/vct CC=vct-cc CFLAGS=-O2 2> /dev/null
// RUN: make -q -C %t/vct CC=vct-cc CFLAGS=-O2
//
// The same at -O0 and -O3, with the C backend too.
// RUN: make -s -C %t/vct clean && make -s -C %t/vct CC=vct-cc 'CFLAGS=-O3 --backend=c' 2> /dev/null
// RUN: %t/vct/prog | diff %t/clang.out -
// RUN: make -s -C %t/vct clean && make -s -C %t/vct CC=vct-cc CFLAGS=-O0 2> /dev/null
// RUN: %t/vct/prog | diff %t/clang.out -

// CHECK: stats v1: n=12 sum=1896 max=294
// CHECK: mean=158.000 var*n=104226
// AR: stats.o
// AR: vec.o
// LOG: vct-cc: warning: ignoring unknown option '-pipe'
// DEPS: main.o: main.c include/stats.h
// DEPS: include/stats.h:
