// RUN: vct-mlir-opt --memcpy-forward --remarks -verify-diagnostics %s | FileCheck %s

// Beyond single-predecessor chains: at a block with several predecessors
// the walk goes on at the immediate dominator once every operation of the
// blocks between them passes. A copy before a diamond or a loop is read
// through from the join or the loop; a write, an unknown call, a stale
// #vir.nowrite or a barrier on any of the paths keeps the load.

vir.func private @h()

// The join of a diamond whose arms write neither side.
// CHECK-LABEL: vir.func @diamond(
// CHECK: ^bb3(%{{.*}}: i32):
// CHECK: %[[G:.*]] = vir.gep %arg1[4] : i8
// CHECK-NEXT: vir.load %[[G]] align 1 : i32
vir.func @diamond(%d: !vir.ptr, %s: !vir.ptr, %c: i1, %x: i32) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.cond_br %c, ^a, ^b
^a:
  %y = vir.add %x, %x : i32
  vir.br ^join(%y : i32)
^b:
  vir.call @h() {vir.traits = [#vir.nowrite]} : () -> ()
  vir.br ^join(%x : i32)
^join(%m: i32):
  %f = vir.gep %d[0, 1] : !vir.struct<i32, i32>
  // expected-remark @below {{VIR: memcpy-forward: a load of a memcpy's destination reads its source}}
  %v = vir.load %f : i32
  %r = vir.add %v, %m : i32
  vir.return %r : i32
}

// A loop header and a loop body read through a copy made before the loop;
// the loop writes a third, separated object.
// CHECK-LABEL: vir.func @loop(
// CHECK: ^bb1(%{{.*}}: i32, %{{.*}}: i32):
// CHECK-NEXT: vir.load %arg1 align 1 : i32
// CHECK: ^bb2:
// CHECK: %[[G:.*]] = vir.gep %arg1[4] : i8
// CHECK-NEXT: vir.load %[[G]] align 1 : i32
vir.func @loop(%d: !vir.ptr, %s: !vir.ptr, %o: !vir.ptr, %k: i32) -> i32 attributes {alias_scopes = ["d", "s", "o"]} {
  %n = vir.constant 8 : i64
  %z = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  vir.memcpy %d, %s, %n {vir.traits = [#vir.noalias<alias_scopes = ["d", "s"], noalias_scopes = ["o"]>]} : i64
  vir.br ^head(%z, %z : i32, i32)
^head(%i: i32, %acc: i32):
  // expected-remark @below {{VIR: memcpy-forward: a load of a memcpy's destination reads its source}}
  %a = vir.load %d {vir.traits = [#vir.noalias<alias_scopes = ["d"], noalias_scopes = ["o"]>]} : i32
  %c = vir.icmp slt %i, %k : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %f = vir.gep %d[0, 1] : !vir.struct<i32, i32>
  // expected-remark @below {{VIR: memcpy-forward: a load of a memcpy's destination reads its source}}
  %b = vir.load %f {vir.traits = [#vir.noalias<alias_scopes = ["d"], noalias_scopes = ["o"]>]} : i32
  %t = vir.add %a, %b : i32
  %u = vir.add %acc, %t : i32
  vir.store %u, %o {vir.traits = [#vir.noalias<alias_scopes = ["o"], noalias_scopes = ["d", "s"]>]} : i32
  %i2 = vir.add %i, %one : i32
  vir.br ^head(%i2, %u : i32, i32)
^exit:
  vir.return %acc : i32
}

// One arm stores to the destination: the join keeps its load.
// CHECK-LABEL: vir.func @no_arm_writes_destination(
// CHECK: ^bb3:
// CHECK-NEXT: vir.load %arg0 : i32
vir.func @no_arm_writes_destination(%d: !vir.ptr, %s: !vir.ptr, %c: i1, %x: i32) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.cond_br %c, ^a, ^b
^a:
  vir.store %x, %d : i32
  vir.br ^join
^b:
  vir.br ^join
^join:
  %v = vir.load %d : i32
  vir.return %v : i32
}

// One arm stores to the source (separated from the destination, not from
// the source): the join keeps its load, with a remark.
// CHECK-LABEL: vir.func @no_arm_writes_source(
// CHECK: ^bb3:
// CHECK-NEXT: vir.load %arg0 {vir.traits
vir.func @no_arm_writes_source(%d: !vir.ptr, %s: !vir.ptr, %c: i1, %x: i32) -> i32 attributes {alias_scopes = ["d", "s"]} {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.cond_br %c, ^a, ^b
^a:
  vir.store %x, %s {vir.traits = [#vir.noalias<alias_scopes = ["s"], noalias_scopes = ["d"]>]} : i32
  vir.br ^join
^b:
  vir.br ^join
^join:
  // expected-remark @below {{VIR: memcpy-forward: not read from the memcpy's source: a write between the copy and the read may change the source (no trait separates them)}}
  %v = vir.load %d {vir.traits = [#vir.noalias<alias_scopes = ["d"], noalias_scopes = ["s"]>]} : i32
  vir.return %v : i32
}

// The loop's latch writes the destination (after the load in program
// order, but on the way round the loop): the header keeps its load.
// CHECK-LABEL: vir.func @no_loop_writes(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load %arg0 : i32
vir.func @no_loop_writes(%d: !vir.ptr, %s: !vir.ptr, %k: i32) -> i32 {
  %n = vir.constant 8 : i64
  %z = vir.constant 0 : i32
  vir.memcpy %d, %s, %n : i64
  vir.br ^head(%z : i32)
^head(%i: i32):
  %a = vir.load %d : i32
  %c = vir.icmp slt %i, %k : i32
  vir.cond_br %c, ^body, ^exit
^body:
  vir.store %i, %d : i32
  %i2 = vir.add %i, %a : i32
  vir.br ^head(%i2 : i32)
^exit:
  vir.return %a : i32
}

// A call without #vir.nowrite, one with a stale #vir.nowrite (the function
// is at epoch 1), and a region barrier on one arm each keep the load.
// CHECK-LABEL: vir.func @no_unknown_call(
// CHECK: ^bb3:
// CHECK-NEXT: vir.load %arg0 : i32
vir.func @no_unknown_call(%d: !vir.ptr, %s: !vir.ptr, %c: i1) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.cond_br %c, ^a, ^b
^a:
  vir.call @h() : () -> ()
  vir.br ^join
^b:
  vir.br ^join
^join:
  %v = vir.load %d : i32
  vir.return %v : i32
}

// CHECK-LABEL: vir.func @no_stale_nowrite(
// CHECK: ^bb3:
// CHECK-NEXT: vir.load %arg0 : i32
vir.func @no_stale_nowrite(%d: !vir.ptr, %s: !vir.ptr, %c: i1) -> i32 attributes {epoch = 1} {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.cond_br %c, ^a, ^b
^a:
  vir.call @h() {vir.traits = [#vir.nowrite]} : () -> ()
  vir.br ^join
^b:
  vir.br ^join
^join:
  %v = vir.load %d : i32
  vir.return %v : i32
}

// CHECK-LABEL: vir.func @no_barrier(
// CHECK: ^bb3:
// CHECK-NEXT: vir.load %arg0 : i32
vir.func @no_barrier(%d: !vir.ptr, %s: !vir.ptr, %c: i1, %x: i32) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.cond_br %c, ^a, ^b
^a:
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    vir.yield %y : i32
  }
  vir.br ^join
^b:
  vir.br ^join
^join:
  %v = vir.load %d : i32
  vir.return %v : i32
}
