// RUN: vct-mlir-opt %s --vir-produce-traits --loop-idiom | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='libcalls=false' --loop-idiom | FileCheck %s --check-prefix=OFF

// The front end's word that the C library is present: the trait producer
// marks the module vir.hosted when it stamps library facts (its libcalls
// kind, on by default), and loop-idiom then replaces the loop. Without it
// (vct-cc -ffreestanding or -fno-builtin turn libcalls off) the module is
// not marked and the loop stays.

// CHECK: module attributes {vir.hosted}
// CHECK-LABEL: vir.func @f(
// CHECK: vir.call @strlen(
// CHECK-NOT: vir.load
// CHECK: vir.func private @strlen(

// OFF-NOT: vir.hosted
// OFF-LABEL: vir.func @f(
// OFF: vir.load %{{.*}} : i8
// OFF-NOT: strlen
vir.func @f(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}
