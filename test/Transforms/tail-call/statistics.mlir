// RUN: vct-mlir-opt %s --tail-call --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// Summed over the module: two self calls made branches (one with an add
// accumulator), one call marked, one return copied into a calling block.

// CHECK: VIR pass statistics report
// CHECK: {{^}}tail-call{{$}}
// CHECK-NEXT: (S) 1 num-accumulators - Recursions turned into loops with an accumulator
// CHECK-NEXT: (S) 2 num-eliminated - Self calls in tail position turned into branches
// CHECK-NEXT: (S) 1 num-marked - Calls marked #vir.tail
// CHECK-NEXT: (S) 1 num-returns-duplicated - Returns copied into a calling block
// CHECK-NOT: (S)

vir.func private @g(i32) -> i32

vir.func @sum(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp sle %n, %c0 : i32
  vir.cond_br %done, ^exit(%c0 : i32), ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @sum(%m) : (i32) -> i32
  %s = vir.add %r, %n : i32
  vir.return %s : i32
^exit(%v: i32):
  vir.return %v : i32
}

vir.func @down(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp sle %n, %c0 : i32
  vir.cond_br %done, ^exit(%n : i32), ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @down(%m) : (i32) -> i32
  vir.br ^exit(%r : i32)
^exit(%v: i32):
  vir.return %v : i32
}

vir.func @other(%x: i32) -> i32 {
  %r = vir.call @g(%x) : (i32) -> i32
  vir.return %r : i32
}
