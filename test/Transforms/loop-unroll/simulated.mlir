// RUN: vct-mlir-opt --loop-unroll=runtime=false --remarks -verify-diagnostics --verify-each --split-input-file %s | FileCheck %s
// RUN: vct-mlir-opt --loop-unroll --sccp --simplify-cfg --split-input-file %s | FileCheck %s --check-prefix=FOLD
// A loop of at most 10 iterations whose copies would exceed full-budget is
// run on constants, one iteration at a time (LLVM's analyzeLoopUnrollCost):
// a switch on the induction variable takes one case per iteration, so each
// copy keeps one case's operations, and the budget grows with the rolled
// loop's work per operation left (at most 2x).

// Eight directions, a switch on the direction in the body: 8 copies of
// the whole body (6 cases) would be 8 x 34 operations; each iteration
// keeps one case's two operations and the store.
// CHECK-LABEL: vir.func @directions(
// CHECK-NOT: vir.cond_br
// CHECK-COUNT-8: vir.switch
// CHECK-NOT: vir.cond_br
// CHECK: vir.return
// Once sccp and simplify-cfg fold the copies' switches: straight-line code.
// FOLD-LABEL: vir.func @directions(
// FOLD-NOT: vir.switch
// FOLD-NOT: vir.cond_br
// FOLD-COUNT-8: vir.store
// FOLD-NOT: vir.store
// FOLD: vir.return
vir.func @directions(%p: !vir.ptr, %b: i64) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  %s1 = vir.constant 1 : i64
  %s7 = vir.constant 7 : i64
  %s8 = vir.constant 8 : i64
  %s9 = vir.constant 9 : i64
  %ma = vir.constant -72340172838076674 : i64
  %mh = vir.constant 9187201950435737471 : i64
  vir.br ^loop(%c0 : i32)
^loop(%d: i32):
  vir.switch %d : i32, [
    default: ^d7,
    0: ^d0,
    1: ^d1,
    2: ^d2,
    3: ^d3,
    4: ^d4
  ]
^d0:
  %a0 = vir.shl %b, %s8 : i64
  %r0 = vir.and %a0, %ma : i64
  vir.br ^join(%r0 : i64)
^d1:
  %a1 = vir.lshr %b, %s8 : i64
  %r1 = vir.and %a1, %mh : i64
  vir.br ^join(%r1 : i64)
^d2:
  %a2 = vir.shl %b, %s1 : i64
  %r2 = vir.and %a2, %ma : i64
  vir.br ^join(%r2 : i64)
^d3:
  %a3 = vir.lshr %b, %s1 : i64
  %r3 = vir.and %a3, %mh : i64
  vir.br ^join(%r3 : i64)
^d4:
  %a4 = vir.shl %b, %s9 : i64
  %r4 = vir.and %a4, %ma : i64
  vir.br ^join(%r4 : i64)
^d7:
  %a7 = vir.lshr %b, %s7 : i64
  %r7 = vir.and %a7, %ma : i64
  vir.br ^join(%r7 : i64)
^join(%r: i64):
  %x1 = vir.xor %r, %b : i64
  %x2 = vir.mul %x1, %x1 : i64
  %x3 = vir.xor %x2, %r : i64
  %x4 = vir.mul %x3, %x3 : i64
  %x5 = vir.xor %x4, %r : i64
  %x6 = vir.mul %x5, %x5 : i64
  %x7 = vir.xor %x6, %r : i64
  %x8 = vir.mul %x7, %x7 : i64
  %x9 = vir.xor %x8, %r : i64
  %x10 = vir.mul %x9, %x9 : i64
  %x11 = vir.xor %x10, %r : i64
  %x12 = vir.mul %x11, %x11 : i64
  %x13 = vir.xor %x12, %r : i64
  %x14 = vir.mul %x13, %x13 : i64
  %x15 = vir.xor %x14, %r : i64
  vir.store %x15, %p : i64
  %d1 = vir.add %d, %c1 : i32
  %t = vir.icmp slt %d1, %c8 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @directions (fully unrolled 8 iterations)}}
  vir.cond_br %t, ^loop(%d1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// The same switch, but each case does too much: what the eight iterations
// leave is over full-budget even as the rolled loop's work grows it.
// CHECK-LABEL: vir.func @cases_too_large(
// CHECK: vir.switch
vir.func @cases_too_large(%p: !vir.ptr, %b: i64) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  %s1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i32)
^loop(%d: i32):
  vir.switch %d : i32, [
    default: ^d1,
    0: ^d0
  ]
^d0:
  %a0 = vir.shl %b, %s1 : i64
  vir.br ^join(%a0 : i64)
^d1:
  %a1 = vir.lshr %b, %s1 : i64
  vir.br ^join(%a1 : i64)
^join(%r: i64):
  %x1 = vir.mul %r, %r : i64
  %x2 = vir.mul %x1, %x1 : i64
  %x3 = vir.mul %x2, %x2 : i64
  %x4 = vir.mul %x3, %x3 : i64
  %x5 = vir.mul %x4, %x4 : i64
  %x6 = vir.mul %x5, %x5 : i64
  %x7 = vir.mul %x6, %x6 : i64
  %x8 = vir.mul %x7, %x7 : i64
  %x9 = vir.mul %x8, %x8 : i64
  %x10 = vir.mul %x9, %x9 : i64
  %x11 = vir.mul %x10, %x10 : i64
  %x12 = vir.mul %x11, %x11 : i64
  %x13 = vir.mul %x12, %x12 : i64
  %x14 = vir.mul %x13, %x13 : i64
  %x15 = vir.mul %x14, %x14 : i64
  %x16 = vir.mul %x15, %x15 : i64
  %x17 = vir.mul %x16, %x16 : i64
  %x18 = vir.mul %x17, %x17 : i64
  %x19 = vir.mul %x18, %x18 : i64
  %x20 = vir.mul %x19, %x19 : i64
  %x21 = vir.mul %x20, %x20 : i64
  %x22 = vir.mul %x21, %x21 : i64
  %x23 = vir.mul %x22, %x22 : i64
  %x24 = vir.mul %x23, %x23 : i64
  %x25 = vir.mul %x24, %x24 : i64
  %x26 = vir.mul %x25, %x25 : i64
  %x27 = vir.mul %x26, %x26 : i64
  %x28 = vir.mul %x27, %x27 : i64
  vir.store %x28, %p : i64
  %d1 = vir.add %d, %c1 : i32
  %t = vir.icmp slt %d1, %c8 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @cases_too_large, TooLarge (8 iterations leave 240 operations (each run on constants), more than full-budget (200) grown to 232 by the 280 operations the rolled loop runs)}}
  vir.cond_br %t, ^loop(%d1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}
