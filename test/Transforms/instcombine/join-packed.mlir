// RUN: vct-mlir-opt --instcombine --instcombine --split-input-file %s | FileCheck %s
// A truncation or a logical shift right by a constant of a block argument
// read by nothing else moves onto the edges when every incoming value is a
// constant or a value it reduces: a pair packed by zext, shl and or, as a
// small structure returned in two registers reaches the join of its
// returns (LLVM's foldOpIntoPhi). The block then reads the field itself.
// Not when the argument has another reader, or an incoming value would not
// reduce (a load). A shift moved onto the edges reduces there after the
// truncation of the new argument was looked at: the second run moves that.

// rect_intersect's `return (rect){x0, y0, 0, 0}` / `(rect){..., w, h}`,
// then `.w`: the join passes 0 or w.
// CHECK-LABEL: vir.func @low_half(
// CHECK: vir.cond_br %arg2, ^bb1, ^bb2(%{{.*}}, %[[Z:.*]] : i64, i32)
// CHECK: ^bb1:
// CHECK: vir.br ^bb2(%{{.*}}, %arg0 : i64, i32)
// CHECK: ^bb2(%{{.*}}: i64, %[[W:.*]]: i32):
// CHECK-NEXT: vir.return %[[W]] : i32
vir.func @low_half(%w: i32, %h: i32, %c: i1) -> i32 {
  %c32 = vir.constant 32 : i64
  %z = vir.constant 0 : i64
  vir.cond_br %c, ^p, ^j(%z : i64)
^p:
  %zw = vir.zext %w : i32 to i64
  %zh = vir.zext %h : i32 to i64
  %s = vir.shl %zh, %c32 : i64
  %o = vir.or %zw, %s : i64
  vir.br ^j(%o : i64)
^j(%v: i64):
  %t = vir.trunc %v : i64 to i32
  vir.return %t : i32
}

// -----

// `.h`: the high half, a shift then a truncation, both moved.
// CHECK-LABEL: vir.func @high_half(
// CHECK: ^bb1:
// CHECK: vir.br ^bb2(%{{.*}}, %arg1 : {{.*}}i32)
// CHECK: ^bb2({{.*}}%[[H:[^:]*]]: i32):
// CHECK-NEXT: vir.return %[[H]] : i32
vir.func @high_half(%w: i32, %h: i32, %c: i1) -> i32 {
  %c32 = vir.constant 32 : i64
  %z = vir.constant 0 : i64
  vir.cond_br %c, ^p, ^j(%z : i64)
^p:
  %zw = vir.zext %w : i32 to i64
  %zh = vir.zext %h : i32 to i64
  %s = vir.shl %zh, %c32 : i64
  %o = vir.or %zw, %s : i64
  vir.br ^j(%o : i64)
^j(%v: i64):
  %u = vir.lshr %v, %c32 : i64
  %t = vir.trunc %u : i64 to i32
  vir.return %t : i32
}

// -----

// Two readers of the joined pair, and an incoming load: both stay.
// CHECK-LABEL: vir.func @two_readers(
// CHECK: ^bb2(%[[V:.*]]: i64):
// CHECK: vir.trunc %[[V]] : i64 to i32
// CHECK: vir.lshr %[[V]]
vir.func @two_readers(%w: i32, %h: i32, %c: i1) -> i32 {
  %c32 = vir.constant 32 : i64
  %z = vir.constant 0 : i64
  vir.cond_br %c, ^p, ^j(%z : i64)
^p:
  %zw = vir.zext %w : i32 to i64
  %zh = vir.zext %h : i32 to i64
  %s = vir.shl %zh, %c32 : i64
  %o = vir.or %zw, %s : i64
  vir.br ^j(%o : i64)
^j(%v: i64):
  %t = vir.trunc %v : i64 to i32
  %u = vir.lshr %v, %c32 : i64
  %t2 = vir.trunc %u : i64 to i32
  %r = vir.add %t, %t2 : i32
  vir.return %r : i32
}

// -----

// CHECK-LABEL: vir.func @incoming_load(
// CHECK: ^bb2(%[[V:.*]]: i64):
// CHECK-NEXT: vir.trunc %[[V]] : i64 to i32
vir.func @incoming_load(%p: !vir.ptr, %c: i1) -> i32 {
  %z = vir.constant 0 : i64
  vir.cond_br %c, ^p, ^j(%z : i64)
^p:
  %l = vir.load %p : i64
  vir.br ^j(%l : i64)
^j(%v: i64):
  %t = vir.trunc %v : i64 to i32
  vir.return %t : i32
}
