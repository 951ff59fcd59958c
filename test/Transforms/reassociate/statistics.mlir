// RUN: vct-mlir-opt %s --reassociate --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// reassociate's statistics count the trees it rewrote: the chain with two
// constants is rebuilt with them folded. The xor that uses it and the
// multiply have their operands in rank order (program position) and stay.

// CHECK: VIR pass statistics report
// CHECK: {{^}}reassociate{{$}}
// CHECK-NEXT: (S) 1 num-trees-reassociated - Expression trees rewritten in rank order
// CHECK-NOT: (S)

vir.func @f(%x: i32, %y: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %a = vir.add %x, %c3 : i32
  %b = vir.add %y, %c5 : i32
  %r = vir.add %a, %b : i32
  %m = vir.mul %x, %y : i32
  %s = vir.xor %r, %m : i32
  vir.return %s : i32
}
