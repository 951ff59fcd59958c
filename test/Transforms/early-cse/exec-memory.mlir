// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After early-cse alone (and proof that it removed what it may and kept the
// rest):
// RUN: vct-mlir-opt --early-cse --verify-each %s -o %t.cse.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.cse.mlir
// RUN: vct-translate --vir-to-llvmir %t.cse.mlir -o %t.cse.ll && lli %t.cse.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.cse.mlir -o %t.cse.c && %cc %t.cse.c -o %t.cse.exe && %t.cse.exe | FileCheck %s
// After the whole optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Loads early-cse may and may not reuse, run with inputs where reusing a
// load wrongly changes the output: two pointers to the same slot (a store
// through one changes what the other reads), a call that writes the slot,
// an opaque region that writes it, a loop that updates it, and volatile
// reads of a counter a call increments; next to them the loads the traits
// let it reuse (restrict, noalias scopes, a nowrite call).

// CHECK: alias: 1 7 7
// CHECK-NEXT: alias: 1 7 7
// CHECK-NEXT: call: 5 6 6
// CHECK-NEXT: region: 3 42
// CHECK-NEXT: loop: 10 15
// CHECK-NEXT: volatile: 1 2 2
// CHECK-NEXT: restrict: 4 9 4
// CHECK-NEXT: scoped: 8 -3 8
// CHECK-NEXT: nowrite: 11 11 21
// CHECK-NEXT: pure: -3 -3 -1

// IR-LABEL: vir.func private @restrict_reuse(
// IR-COUNT-1: vir.load
// IR-NOT: vir.load
// IR-LABEL: vir.func private @scoped_reuse(
// IR-COUNT-1: vir.load
// IR-NOT: vir.load
// IR-LABEL: vir.func private @sum2(
// IR-LABEL: vir.func private @nowrite_reuse(
// IR-COUNT-1: vir.load %
// IR-NOT: vir.load %
// IR-LABEL: vir.func private @pure_reuse(
// IR-COUNT-1: vir.sdiv
// IR-NOT: vir.sdiv
// IR-LABEL: vir.func @main(

vir.global private constant @fmt_alias : !vir.array<17 x i8> = "alias: %d %d %d\0A\00"
vir.global private constant @fmt_call : !vir.array<16 x i8> = "call: %d %d %d\0A\00"
vir.global private constant @fmt_region : !vir.array<15 x i8> = "region: %d %d\0A\00"
vir.global private constant @fmt_loop : !vir.array<13 x i8> = "loop: %d %d\0A\00"
vir.global private constant @fmt_volatile : !vir.array<20 x i8> = "volatile: %d %d %d\0A\00"
vir.global private constant @fmt_restrict : !vir.array<20 x i8> = "restrict: %d %d %d\0A\00"
vir.global private constant @fmt_scoped : !vir.array<18 x i8> = "scoped: %d %d %d\0A\00"
vir.global private constant @fmt_nowrite : !vir.array<19 x i8> = "nowrite: %d %d %d\0A\00"
vir.global private constant @fmt_pure : !vir.array<16 x i8> = "pure: %d %d %d\0A\00"
vir.global private @counter : i32 = 0

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @print3(%f: !vir.ptr, %a: i32, %b: i32, %c: i32) {
  %n = vir.call @printf(%f, %a, %b, %c) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  vir.return
}

// Reads *p, writes 7 through q, reads *p again: with p == q the second
// read is 7; the store through q is also forwarded to a read of *q.
vir.func private @store_through_alias(%p: !vir.ptr, %q: !vir.ptr) {
  %seven = vir.constant 7 : i32
  %a = vir.load %p : i32
  vir.store %seven, %q : i32
  %b = vir.load %p : i32
  %c = vir.load %q : i32
  %f = vir.addressof @fmt_alias : !vir.ptr
  vir.call @print3(%f, %a, %b, %c) : (!vir.ptr, i32, i32, i32) -> ()
  vir.return
}

// Increments *p.
vir.func private @bump(%p: !vir.ptr) {
  %v = vir.load %p : i32
  %one = vir.constant 1 : i32
  %w = vir.add %v, %one : i32
  vir.store %w, %p : i32
  vir.return
}

// A call without traits writes *p in between.
vir.func private @across_call(%p: !vir.ptr) {
  %a = vir.load %p : i32
  vir.call @bump(%p) : (!vir.ptr) -> ()
  %b = vir.load %p : i32
  %c = vir.load %p : i32
  %f = vir.addressof @fmt_call : !vir.ptr
  vir.call @print3(%f, %a, %b, %c) : (!vir.ptr, i32, i32, i32) -> ()
  vir.return
}

// An opaque region writes 42 to *p; the store before it is not forwarded
// past it.
vir.func private @across_region(%p: !vir.ptr) {
  %three = vir.constant 3 : i32
  vir.store %three, %p : i32
  %a = vir.load %p : i32
  %r = vir.opaque_region(%p : !vir.ptr) -> (i32) {
  ^bb0(%q: !vir.ptr):
    %v = vir.constant 42 : i32
    vir.store %v, %q : i32
    vir.yield %v : i32
  }
  %b = vir.load %p : i32
  %f = vir.addressof @fmt_region : !vir.ptr
  %n = vir.call @printf(%f, %a, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return
}

// Adds 1 to *p five times; the header reloads *p each time round.
vir.func private @loop(%p: !vir.ptr) {
  %ten = vir.constant 10 : i32
  %one = vir.constant 1 : i32
  %five = vir.constant 5 : i32
  vir.store %ten, %p : i32
  %before = vir.load %p : i32
  %z = vir.constant 0 : i32
  vir.br ^header(%z : i32)
^header(%i: i32):
  %v = vir.load %p : i32
  %more = vir.icmp slt %i, %five : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %w = vir.add %v, %one : i32
  vir.store %w, %p : i32
  %next = vir.add %i, %one : i32
  vir.br ^header(%next : i32)
^exit:
  %after = vir.load %p : i32
  %f = vir.addressof @fmt_loop : !vir.ptr
  %n = vir.call @printf(%f, %before, %after) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return
}

// Volatile reads of the counter around a call that increments it.
vir.func private @volatile_reads() {
  %g = vir.addressof @counter : !vir.ptr
  vir.call @bump(%g) : (!vir.ptr) -> ()
  %a = vir.load volatile %g : i32
  vir.call @bump(%g) : (!vir.ptr) -> ()
  %b = vir.load volatile %g : i32
  %c = vir.load volatile %g : i32
  %f = vir.addressof @fmt_volatile : !vir.ptr
  vir.call @print3(%f, %a, %b, %c) : (!vir.ptr, i32, i32, i32) -> ()
  vir.return
}

// p is restrict: the store of 9 through q does not change *p.
vir.func private @restrict_reuse(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr) {
  %nine = vir.constant 9 : i32
  %a = vir.load %p : i32
  vir.store %nine, %q : i32
  %b = vir.load %p : i32
  %f = vir.addressof @fmt_restrict : !vir.ptr
  vir.call @print3(%f, %a, %nine, %b) : (!vir.ptr, i32, i32, i32) -> ()
  vir.return
}

// Scoped no-alias between the accesses through p and q.
vir.func private @scoped_reuse(%p: !vir.ptr, %q: !vir.ptr) attributes {alias_scopes = ["p", "q"]} {
  %m3 = vir.constant -3 : i32
  %a = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  vir.store %m3, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  %b = vir.load %p : i32
  %f = vir.addressof @fmt_scoped : !vir.ptr
  vir.call @print3(%f, %a, %m3, %b) : (!vir.ptr, i32, i32, i32) -> ()
  vir.return
}

// Returns a[0] + a[1]; writes nothing.
vir.func private @sum2(%a: !vir.ptr) -> i32 {
  %x = vir.load %a : i32
  %p1 = vir.gep %a[1] : i32
  %y = vir.load %p1 : i32
  %s = vir.add %x, %y : i32
  vir.return %s : i32
}

// The call to @sum2 carries #vir.nowrite: *p is still what was loaded.
vir.func private @nowrite_reuse(%p: !vir.ptr) {
  %a = vir.load %p : i32
  %s = vir.call @sum2(%p) {vir.traits = [#vir.nowrite]} : (!vir.ptr) -> i32
  %b = vir.load %p : i32
  %f = vir.addressof @fmt_nowrite : !vir.ptr
  vir.call @print3(%f, %a, %b, %s) : (!vir.ptr, i32, i32, i32) -> ()
  vir.return
}

// The same division in a dominating and a dominated block, with a
// negative dividend.
vir.func private @pure_reuse(%x: i32, %y: i32, %c: i1) {
  %d = vir.sdiv %x, %y : i32
  %f = vir.addressof @fmt_pure : !vir.ptr
  vir.cond_br %c, ^then, ^else
^then:
  %e = vir.sdiv %x, %y : i32
  %r = vir.srem %x, %y : i32
  vir.call @print3(%f, %d, %e, %r) : (!vir.ptr, i32, i32, i32) -> ()
  vir.return
^else:
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  %c5 = vir.constant 5 : i32
  %c8 = vir.constant 8 : i32
  %c10 = vir.constant 10 : i32
  %c11 = vir.constant 11 : i32
  %slot = vir.alloca i32 align 4
  %pair = vir.alloca !vir.array<2 x i32> align 4
  %other = vir.alloca i32 align 4

  vir.store %c1, %slot : i32
  vir.call @store_through_alias(%slot, %slot) : (!vir.ptr, !vir.ptr) -> ()
  vir.store %c1, %slot : i32
  %alias = vir.gep %slot[0] : i32
  vir.call @store_through_alias(%slot, %alias) : (!vir.ptr, !vir.ptr) -> ()

  vir.store %c5, %slot : i32
  vir.call @across_call(%slot) : (!vir.ptr) -> ()
  vir.call @across_region(%slot) : (!vir.ptr) -> ()
  vir.call @loop(%slot) : (!vir.ptr) -> ()
  vir.call @volatile_reads() : () -> ()

  vir.store %c4, %slot : i32
  vir.call @restrict_reuse(%slot, %other) : (!vir.ptr, !vir.ptr) -> ()
  vir.store %c8, %slot : i32
  vir.call @scoped_reuse(%slot, %other) : (!vir.ptr, !vir.ptr) -> ()

  %first = vir.gep %pair[0, 0] : !vir.array<2 x i32>
  %second = vir.gep %pair[0, 1] : !vir.array<2 x i32>
  vir.store %c11, %first : i32
  vir.store %c10, %second : i32
  vir.call @nowrite_reuse(%first) : (!vir.ptr) -> ()

  %m7 = vir.constant -7 : i32
  %c2 = vir.constant 2 : i32
  %t = vir.constant true
  vir.call @pure_reuse(%m7, %c2, %t) : (i32, i32, i1) -> ()
  vir.return %c0 : i32
}
