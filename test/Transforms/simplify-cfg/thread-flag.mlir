// An edge that passes a constant to a block that only compares it with a
// constant and branches on the result goes straight to the side the
// compare picks (LLVM's FoldCondBranchOnValueKnownInPredecessor). clang
// routes `break` and `return` out of a scope with cleanups through such a
// flag; threaded, the loop's exits are branches of their own. Constants
// before the compare may stay in the block; a compare read by anything
// else, or of a value that is not the block's argument, is left.
// RUN: vct-mlir-opt --simplify-cfg --split-input-file %s | FileCheck %s

// Both breaks pass 2, the fall-through 0: the breaks leave directly.
// CHECK-LABEL: vir.func @cleanup_flag(
// CHECK-NOT: vir.icmp
// CHECK: vir.cond_br %arg0, ^[[SECOND:bb[0-9]+]], ^[[OUT:bb[0-9]+]]
// CHECK: ^[[SECOND]]:
// CHECK-NEXT: vir.cond_br %arg1, ^[[OUT]], ^[[LATCH:bb[0-9]+]]
// CHECK: ^[[LATCH]]:
// CHECK-NEXT: vir.return %c0_i32
// CHECK: ^[[OUT]]:
// CHECK-NEXT: vir.return %c2_i32
vir.func @cleanup_flag(%a: i1, %b: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  vir.cond_br %a, ^second, ^flag(%c2 : i32)
^second:
  vir.cond_br %b, ^flag(%c2 : i32), ^flag(%c0 : i32)
^flag(%f: i32):
  %zero = vir.constant 0 : i32
  %go = vir.icmp eq %f, %zero : i32
  vir.cond_br %go, ^latch, ^out
^latch:
  vir.return %c0 : i32
^out:
  vir.return %c2 : i32
}

// -----

// The compare is read by more than the branch: left.
// CHECK-LABEL: vir.func @compare_used(
// CHECK: ^{{.*}}(%[[F:.*]]: i32):
// CHECK: vir.icmp eq %[[F]]
vir.func @compare_used(%a: i1) -> i1 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  vir.cond_br %a, ^flag(%c2 : i32), ^flag(%c0 : i32)
^flag(%f: i32):
  %go = vir.icmp eq %f, %c0 : i32
  vir.cond_br %go, ^x, ^y
^x:
  vir.return %go : i1
^y:
  vir.return %go : i1
}
