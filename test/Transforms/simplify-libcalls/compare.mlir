// RUN: vct-mlir-opt --simplify-libcalls --remarks -verify-diagnostics %s | FileCheck %s

// strcmp and strncmp with a constant string of at most two characters
// (three bytes with its NUL, LLVM's strncmp-inline-threshold), whose
// result is only tested against zero: the call's block is split and the
// bytes are compared one at a time, each test leaving at the first
// difference, which is the result (the constant's byte first when it is
// the first argument). strncmp compares at most its constant length;
// with 0 the result is 0. Longer strings, other uses of the result, two
// constant strings and a length that is not a constant keep the call.

module attributes {vir.hosted} {
vir.global private constant @sp : !vir.array<3 x i8> = "sp\00"
vir.global private constant @x : !vir.array<2 x i8> = "x\00"
vir.global private constant @word : !vir.array<5 x i8> = "word\00"
vir.func private @strcmp(!vir.ptr, !vir.ptr) -> i32
vir.func private @strncmp(!vir.ptr, !vir.ptr, i64) -> i32

// CHECK-LABEL: vir.func @is_sp(
// CHECK-SAME: %[[S:[^:]*]]: !vir.ptr)
// CHECK-NOT: vir.call
// CHECK: %[[B0:.*]] = vir.load %[[S]] align 1 : i8
// CHECK: %[[W0:.*]] = vir.zext %[[B0]] : i8 to i32
// CHECK: %[[K0:.*]] = vir.constant 115 : i32
// CHECK: %[[D0:.*]] = vir.sub %[[W0]], %[[K0]] : i32
// CHECK: %[[NE0:.*]] = vir.icmp ne %[[D0]], %{{.*}} : i32
// CHECK: vir.cond_br %[[NE0]], ^[[REST:.*]](%[[D0]] : i32), ^[[B1:.*]]
// CHECK: ^[[B1]]:
// CHECK: %[[P1:.*]] = vir.gep %[[S]][1] : i8
// CHECK: vir.load %[[P1]] align 1 : i8
// CHECK: vir.constant 112 : i32
// CHECK: vir.cond_br %{{.*}}, ^[[REST]](%{{.*}} : i32), ^[[B2:.*]]
// CHECK: ^[[B2]]:
// CHECK: %[[P2:.*]] = vir.gep %[[S]][2] : i8
// CHECK: vir.load %[[P2]] align 1 : i8
// CHECK: vir.br ^[[REST]](%{{.*}} : i32)
// CHECK: ^[[REST]](%[[R:.*]]: i32):
// CHECK: %[[EQ:.*]] = vir.icmp eq %[[R]], %{{.*}} : i32
// CHECK: vir.return %[[EQ]] : i1
vir.func @is_sp(%s: !vir.ptr) -> i1 {
  %zero = vir.constant 0 : i32
  %sp = vir.addressof @sp : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of strcmp became a comparison of 3 byte(s) (its argument is a constant string)}}
  %c = vir.call @strcmp(%s, %sp) {vir.traits = [#vir.libcall<"strcmp">]} : (!vir.ptr, !vir.ptr) -> i32
  %eq = vir.icmp eq %c, %zero : i32
  vir.return %eq : i1
}

// The constant first: its byte minus the other's. Two tests of the result
// (ne and eq, zero on either side) are fine.
// CHECK-LABEL: vir.func @x_first(
// CHECK-NOT: vir.call
// CHECK: %[[B:.*]] = vir.load %arg0 align 1 : i8
// CHECK: %[[W:.*]] = vir.zext %[[B]] : i8 to i32
// CHECK: %[[K:.*]] = vir.constant 120 : i32
// CHECK: vir.sub %[[K]], %[[W]] : i32
vir.func @x_first(%s: !vir.ptr) -> (i1, i1) {
  %zero = vir.constant 0 : i32
  %x = vir.addressof @x : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of strcmp became a comparison of 2 byte(s) (its argument is a constant string)}}
  %c = vir.call @strcmp(%x, %s) {vir.traits = [#vir.libcall<"strcmp">]} : (!vir.ptr, !vir.ptr) -> i32
  %ne = vir.icmp ne %c, %zero : i32
  %eq = vir.icmp eq %zero, %c : i32
  vir.return %ne, %eq : i1, i1
}

// strncmp: a length of 2 against "word" compares two bytes; a length of 0
// is 0; a length of 9 against "sp" compares three (the NUL ends it).
// CHECK-LABEL: vir.func @prefixes(
// CHECK-NOT: vir.call
// CHECK: vir.constant 119 : i32
// CHECK: vir.constant 111 : i32
// CHECK: vir.return
vir.func @prefixes(%s: !vir.ptr) -> i1 {
  %zero = vir.constant 0 : i32
  %two = vir.constant 2 : i64
  %none = vir.constant 0 : i64
  %nine = vir.constant 9 : i64
  %word = vir.addressof @word : !vir.ptr
  %sp = vir.addressof @sp : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of strncmp became a comparison of 2 byte(s) (its argument is a constant string)}}
  %a = vir.call @strncmp(%s, %word, %two) {vir.traits = [#vir.libcall<"strncmp">]} : (!vir.ptr, !vir.ptr, i64) -> i32
  %ta = vir.icmp eq %a, %zero : i32
  // expected-remark @below {{VIR: simplify-libcalls: the call of strncmp became nothing (its argument is a constant string)}}
  %b = vir.call @strncmp(%s, %word, %none) {vir.traits = [#vir.libcall<"strncmp">]} : (!vir.ptr, !vir.ptr, i64) -> i32
  %tb = vir.icmp eq %b, %zero : i32
  // expected-remark @below {{VIR: simplify-libcalls: the call of strncmp became a comparison of 3 byte(s) (its argument is a constant string)}}
  %c = vir.call @strncmp(%s, %sp, %nine) {vir.traits = [#vir.libcall<"strncmp">]} : (!vir.ptr, !vir.ptr, i64) -> i32
  %tc = vir.icmp ne %c, %zero : i32
  %ab = vir.and %ta, %tb : i1
  %abc = vir.and %ab, %tc : i1
  vir.return %abc : i1
}

// Kept: a result compared by order (the difference's magnitude is
// glibc's, not the standard's, so only a test against zero is taken), a
// string of four characters, two constant strings, a length that is not
// a constant, and a call without the trait.
// CHECK-LABEL: vir.func @no_compares(
// CHECK-COUNT-5: vir.call
vir.func @no_compares(%s: !vir.ptr, %n: i64) -> i1 {
  %zero = vir.constant 0 : i32
  %sp = vir.addressof @sp : !vir.ptr
  %word = vir.addressof @word : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of strcmp with a constant argument is not simplified: its result is used other than in a test against zero}}
  %a = vir.call @strcmp(%s, %sp) {vir.traits = [#vir.libcall<"strcmp">]} : (!vir.ptr, !vir.ptr) -> i32
  %ta = vir.icmp slt %a, %zero : i32
  %b = vir.call @strcmp(%s, %word) {vir.traits = [#vir.libcall<"strcmp">]} : (!vir.ptr, !vir.ptr) -> i32
  %tb = vir.icmp eq %b, %zero : i32
  %c = vir.call @strcmp(%sp, %word) {vir.traits = [#vir.libcall<"strcmp">]} : (!vir.ptr, !vir.ptr) -> i32
  %tc = vir.icmp eq %c, %zero : i32
  %d = vir.call @strncmp(%s, %sp, %n) {vir.traits = [#vir.libcall<"strncmp">]} : (!vir.ptr, !vir.ptr, i64) -> i32
  %td = vir.icmp eq %d, %zero : i32
  %e = vir.call @strcmp(%s, %sp) : (!vir.ptr, !vir.ptr) -> i32
  %te = vir.icmp eq %e, %zero : i32
  %r0 = vir.and %ta, %tb : i1
  %r1 = vir.and %r0, %tc : i1
  %r2 = vir.and %r1, %td : i1
  %r3 = vir.and %r2, %te : i1
  vir.return %r3 : i1
}
}
