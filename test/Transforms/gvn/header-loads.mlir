// A load in a loop whose value, on every edge into the loop header above
// it, is known at the edge's source for the address that edge makes it
// (header arguments replaced by what the edge passes: LLVM's phi
// translation) becomes a header argument fed by those values. A sift-up
// loads a[i] each iteration, and the back edge has just stored the value
// at a[p], with p the next i. A load of the low bytes of a wider value in
// memory is a truncation of it, here and in the forward walk.
// RUN: vct-mlir-opt --gvn --split-input-file %s | FileCheck %s

// CHECK-LABEL: vir.func @sift(
// CHECK-SAME: %[[A:[^:]+]]: !vir.ptr, %[[I:[^:]+]]: i64, %[[V:[^:]+]]: i32
// CHECK: vir.store %[[V]]
// CHECK: vir.br ^[[H:.*]](%[[I]], %[[V]] : i64, i32)
// CHECK: ^[[H]](%[[IV:.*]]: i64, %[[CUR:.*]]: i32):
// CHECK-NOT: vir.load %{{.*}} : i32
// CHECK: %[[PARENT:.*]] = vir.load
// CHECK: vir.icmp ult %[[CUR]], %[[PARENT]]
// CHECK: vir.cond_br %{{.*}}, ^[[H]](%{{.*}}, %[[CUR]] : i64, i32), ^
vir.func @sift(%a: !vir.ptr, %i0: i64, %v: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c2 = vir.constant 2 : i64
  %slot0 = vir.gep inbounds %a[%i0] : i32
  vir.store %v, %slot0 : i32
  vir.br ^head(%i0 : i64)
^head(%i: i64):
  %ai = vir.gep inbounds %a[%i] : i32
  %x = vir.load %ai : i32
  %im1 = vir.sub %i, %c1 : i64
  %p = vir.udiv %im1, %c2 : i64
  %ap = vir.gep inbounds %a[%p] : i32
  %y = vir.load %ap : i32
  %lt = vir.icmp ult %x, %y : i32
  vir.cond_br %lt, ^swap, ^done
^swap:
  vir.store %y, %ai : i32
  vir.store %x, %ap : i32
  %more = vir.icmp ugt %p, %c0 : i64
  vir.cond_br %more, ^head(%p : i64), ^done
^done:
  vir.return
}

// -----

// The load is a block below the header, reached through single
// predecessors with no write on the way. The value on entry is the low
// bytes of an i64 stored there: a truncation before the loop.
// CHECK-LABEL: vir.func @below_header(
// CHECK-SAME: %[[A:[^:]+]]: !vir.ptr, %{{[^:]+}}: i64, %[[W:[^:]+]]: i64
// CHECK: %[[LOW:.*]] = vir.trunc %[[W]] : i64 to i32
// CHECK: vir.br ^[[H:.*]](%{{.*}}, %[[LOW]] : i64, i32)
// CHECK: ^[[H]](%{{.*}}: i64, %[[CUR:.*]]: i32):
// CHECK-NOT: vir.load
// CHECK: vir.store %[[CUR]]
vir.func @below_header(%a: !vir.ptr, %n: i64, %w: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %a0 = vir.gep inbounds %a[%c0] : i32
  vir.store %w, %a0 : i64
  vir.br ^head(%c0 : i64)
^head(%i: i64):
  %t = vir.icmp ult %i, %n : i64
  vir.cond_br %t, ^body, ^done
^body:
  %ai = vir.gep inbounds %a[%i] : i32
  %x = vir.load %ai : i32
  %i1 = vir.add %i, %c1 : i64
  %a1 = vir.gep inbounds %a[%i1] : i32
  vir.store %x, %a1 : i32
  vir.br ^head(%i1 : i64)
^done:
  vir.return
}

// -----

// A store that may write a[i] between the header and the load: the load
// stays.
// CHECK-LABEL: vir.func @write_before_load(
// CHECK: ^{{.*}}(%{{.*}}: i64):
// CHECK: vir.store
// CHECK: vir.load
vir.func @write_before_load(%a: !vir.ptr, %b: !vir.ptr, %n: i64, %v: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.store %v, %a : i32
  vir.br ^head(%c0 : i64)
^head(%i: i64):
  vir.store %v, %b : i32
  %ai = vir.gep inbounds %a[%i] : i32
  %x = vir.load %ai : i32
  %i1 = vir.add %i, %c1 : i64
  %a1 = vir.gep inbounds %a[%i1] : i32
  vir.store %x, %a1 : i32
  %t = vir.icmp ult %i1, %n : i64
  vir.cond_br %t, ^head(%i1 : i64), ^done
^done:
  vir.return
}

// -----

// The back edge stores a[i + 1] but the loop moves on to i + 2: nothing is
// known at a[i + 2], and the load stays.
// CHECK-LABEL: vir.func @other_address(
// CHECK: ^{{.*}}(%{{.*}}: i64):
// CHECK: vir.load
vir.func @other_address(%a: !vir.ptr, %n: i64, %v: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c2 = vir.constant 2 : i64
  vir.store %v, %a : i32
  vir.br ^head(%c0 : i64)
^head(%i: i64):
  %ai = vir.gep inbounds %a[%i] : i32
  %x = vir.load %ai : i32
  %i1 = vir.add %i, %c1 : i64
  %a1 = vir.gep inbounds %a[%i1] : i32
  vir.store %x, %a1 : i32
  %i2 = vir.add %i, %c2 : i64
  %t = vir.icmp ult %i2, %n : i64
  vir.cond_br %t, ^head(%i2 : i64), ^done
^done:
  vir.return
}

// -----

// A whole structure stored as an i64, its first field loaded as an i32:
// the low bytes (little-endian), a truncation, in the forward walk and on
// the edge into the loop.
// CHECK-LABEL: vir.func @low_bytes(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[W:[^:]+]]: i64
// CHECK: %[[LOW:.*]] = vir.trunc %[[W]] : i64 to i32
// CHECK-NOT: vir.load
// CHECK: vir.return %[[LOW]] : i32
vir.func @low_bytes(%p: !vir.ptr, %w: i64) -> i32 {
  vir.store %w, %p : i64
  %x = vir.load %p : i32
  vir.return %x : i32
}

// -----

// A narrower value does not give the wider load, nor a value of bits that
// are not whole bytes.
// CHECK-LABEL: vir.func @not_wider(
// CHECK: vir.load %{{.*}} : i64
// CHECK: vir.load %{{.*}} : i1
vir.func @not_wider(%p: !vir.ptr, %q: !vir.ptr, %v: i32, %w: i8) -> i64 {
  vir.store %v, %p : i32
  %x = vir.load %p : i64
  vir.store %w, %q : i8
  %b = vir.load %q : i1
  %z = vir.zext %b : i1 to i64
  %r = vir.add %x, %z : i64
  vir.return %r : i64
}

// -----

// A float's bits copied as an integer, and a float read from the low bytes
// of a wider integer: bitcasts and a truncation.
// CHECK-LABEL: vir.func @float_bits(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr, %[[F:[^:]+]]: f64, %[[W:[^:]+]]: i64
// CHECK: %[[BITS:.*]] = vir.bitcast %[[F]] : f64 to i64
// CHECK: %[[LOW:.*]] = vir.trunc %[[W]] : i64 to i32
// CHECK: %[[G:.*]] = vir.bitcast %[[LOW]] : i32 to f32
// CHECK-NOT: vir.load
// CHECK: vir.return %[[BITS]], %[[G]] : i64, f32
vir.func @float_bits(%p: !vir.ptr, %q: !vir.ptr, %f: f64, %w: i64) -> (i64, f32) {
  vir.store %f, %p : f64
  %x = vir.load %p : i64
  vir.store %w, %q : i64
  %g = vir.load %q : f32
  vir.return %x, %g : i64, f32
}
