// RUN: vct-mlir-opt --loop-idiom --remarks --split-input-file -verify-diagnostics %s | FileCheck %s

// Where the C library's strlen may not be called, the loops stay, each
// with a missed remark (NotStrlen): a module without the front end's
// vir.hosted, a module that defines its own strlen, one that declares
// strlen with another type than (!vir.ptr) -> i64, and the body of strlen
// itself. No strlen is declared and none is called.

// No vir.hosted: the C library is not known to be present.
// CHECK-LABEL: vir.func @not_hosted(
// CHECK: vir.load %{{.*}} : i8
// CHECK: vir.cond_br
// CHECK-NOT: strlen
module {
vir.func @not_hosted(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searches for a NUL byte but is not replaced by strlen: the module is not marked vir.hosted (no front-end fact that the C library is present)}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i64):
  vir.return %r : i64
}
}

// -----

// Hosted, but the module defines strlen (here without a loop): the loop of
// another function would call the module's own strlen, and is kept.
// CHECK-LABEL: vir.func @strlen(
// CHECK-LABEL: vir.func @defines_strlen(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
module attributes {vir.hosted} {
vir.func @strlen(%s: !vir.ptr) -> i64 {
  %c3 = vir.constant 3 : i64
  vir.return %c3 : i64
}
vir.func @defines_strlen(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searches for a NUL byte but is not replaced by strlen: the module defines its own strlen}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}
}

// -----

// Hosted, strlen declared with an i32 result.
// CHECK: vir.func private @strlen(!vir.ptr) -> i32
// CHECK-LABEL: vir.func @declared_i32(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
// CHECK-NOT: vir.func private @strlen
module attributes {vir.hosted} {
vir.func private @strlen(!vir.ptr) -> i32
vir.func @declared_i32(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searches for a NUL byte but is not replaced by strlen: the module declares strlen with another type}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}
}

// -----

// Hosted, strlen declared variadic.
// CHECK: vir.func private @strlen(!vir.ptr, ...) -> i64
// CHECK-LABEL: vir.func @declared_variadic(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
module attributes {vir.hosted} {
vir.func private @strlen(!vir.ptr, ...) -> i64
vir.func @declared_variadic(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searches for a NUL byte but is not replaced by strlen: the module declares strlen with another type}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}
}

// -----

// Hosted, strlen declared with a second parameter.
// CHECK: vir.func private @strlen(!vir.ptr, i64) -> i64
// CHECK-LABEL: vir.func @declared_two_params(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
module attributes {vir.hosted} {
vir.func private @strlen(!vir.ptr, i64) -> i64
vir.func @declared_two_params(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searches for a NUL byte but is not replaced by strlen: the module declares strlen with another type}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}
}

// -----

// The loop of strlen itself, the only function: replacing it would make
// strlen call itself forever. The loop stays. (A module with this body
// also defines strlen, so the module-level reason is the one reported
// today; the remark is matched on its common part.)
// CHECK-LABEL: vir.func @strlen(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
module attributes {vir.hosted} {
vir.func @strlen(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searches for a NUL byte but is not replaced by strlen: }}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}
}
