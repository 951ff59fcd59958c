// RUN: vct-mlir-opt --tail-call=max-iterations=1 -verify-diagnostics %s -o %t.mlir
// RUN: vct-mlir-opt --verify-each %t.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=SHORT < %t.mlir
// RUN: vct-mlir-opt --tail-call %s | FileCheck %s --check-prefix=FULL

// One vir.max_iterations budget covers the module (O-39..O-41): when it
// runs out the pass warns once, at the function it ran out in (not at the
// module, which has no line), and leaves the later calls alone.
// With a budget of one call, @first's becomes a loop and @second's stays.
// SHORT-LABEL: vir.func @first(
// SHORT-NOT: vir.call @first
// SHORT-LABEL: vir.func @second(
// SHORT: vir.call @second
// FULL-LABEL: vir.func @first(
// FULL-NOT: vir.call @first
// FULL-LABEL: vir.func @second(
// FULL-NOT: vir.call @second

vir.func @first(%n: i32, %acc: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  %b = vir.add %acc, %c1 : i32
  %r = vir.call @first(%m, %b) : (i32, i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %acc : i32
}

// expected-warning @below {{VIR: tail-call: vir.max_iterations exhausted; calls after that point were not considered}}
vir.func @second(%n: i32, %acc: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  %c2 = vir.constant 2 : i32
  %b = vir.add %acc, %c2 : i32
  %r = vir.call @second(%m, %b) : (i32, i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %acc : i32
}
