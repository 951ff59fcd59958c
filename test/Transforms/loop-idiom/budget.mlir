// One vir.max_iterations budget covers the module (O-39..O-41): with ten
// steps loop-idiom replaces the first function's loop, then runs out in the
// second and warns once, at the function where it stopped; the loops from
// there on stay and the output is well-formed VIR. With the default budget
// both loops become calls.
// RUN: vct-mlir-opt %s --loop-idiom=max-iterations=10 -verify-diagnostics \
// RUN:   | FileCheck %s --check-prefix=SHORT
// RUN: vct-mlir-opt %s --loop-idiom=max-iterations=10 -o %t.mlir 2>/dev/null
// RUN: vct-mlir-opt %t.mlir --verify-each -o /dev/null
// RUN: vct-mlir-opt %s --loop-idiom | FileCheck %s --check-prefix=DEFAULT

// SHORT-LABEL: vir.func @first(
// SHORT: vir.call @strlen(
// SHORT-LABEL: vir.func @second(
// SHORT: vir.load %{{.*}} : i8
// SHORT-NOT: vir.call @strlen(
// DEFAULT-LABEL: vir.func @first(
// DEFAULT: vir.call @strlen(
// DEFAULT-LABEL: vir.func @second(
// DEFAULT: vir.call @strlen(
// DEFAULT-NOT: vir.load

module attributes {vir.hosted} {
vir.func @first(%s: !vir.ptr) -> i64 {
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

// expected-warning @below {{VIR: loop-idiom: vir.max_iterations exhausted; loops after that point were not looked at}}
vir.func @second(%p0: !vir.ptr) -> !vir.ptr {
  %z = vir.constant 0 : i8
  vir.br ^loop(%p0 : !vir.ptr)
^loop(%p: !vir.ptr):
  %b = vir.load %p : i8
  %p1 = vir.gep %p[1] : i8
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%p1 : !vir.ptr), ^exit(%p : !vir.ptr)
^exit(%r: !vir.ptr):
  vir.return %r : !vir.ptr
}
}
