// loop-vectorize takes pointers carried around the loop as `vir.gep %p[C]`
// (`*d++ = *s++ * k`) when they are read only as addresses: each is its
// start plus C bytes per iteration, in the vector body, in the runtime
// checks and where the scalar remainder resumes. It also takes an exit test
// that reads the counter before its increment (`while (n-- > 0)` rotated):
// the trip count is then one more. A pointer read as a value, or moving by
// an amount that is not a constant, is refused with the argument named.
// RUN: vct-mlir-opt --loop-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// while (n--) *d++ = *s++ * 3, after rotation and indvars: the counter
// counts down to -1, both pointers move by 4 bytes. The two pointers are
// the function's arguments: a runtime check of the byte ranges they cover
// separates them.
// The runtime check runs in a block of its own after the count's guard.
// CHECK-LABEL: vir.func @copy_scale(
// CHECK: %[[ENOUGH:.*]] = vir.icmp uge
// CHECK-NOT: vir.ptrtoint
// CHECK: vir.cond_br %[[ENOUGH]], ^[[CHK:bb[0-9]+]], ^
// CHECK: ^[[CHK]]:
// CHECK: %[[LO:.*]] = vir.ptrtoint %{{.*}} : !vir.ptr to i64
// CHECK: vir.icmp ule
// CHECK: ^[[V:bb[0-9]+]](%[[J:.*]]: i32):
// CHECK: %[[J64:.*]] = vir.zext %[[J]] : i32 to i64
// CHECK: %[[OFF:.*]] = vir.mul %[[J64]], %{{.*}} : i64
// CHECK: %[[PD:.*]] = vir.gep %{{.*}}[%[[OFF]]] : i8
// CHECK: %[[PS:.*]] = vir.gep %{{.*}}[%{{.*}}] : i8
// CHECK: vir.load %[[PS]] align 4 : vector<4xi32>
// CHECK: vir.store %{{.*}}, %[[PD]] align 4 : vector<4xi32>
// The remainder resumes both pointers after the vector iterations.
// CHECK: vir.gep %{{.*}}[%{{.*}}] : i8
// CHECK: vir.gep %{{.*}}[%{{.*}}] : i8
vir.func @copy_scale(%d: !vir.ptr, %s: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %cm1 = vir.constant -1 : i32
  %three = vir.constant 3 : i32
  %t = vir.icmp ne %n, %c0 : i32
  %v0 = vir.add %n, %cm1 nsw : i32
  vir.cond_br %t, ^loop(%v0, %d, %s : i32, !vir.ptr, !vir.ptr), ^exit
^loop(%v: i32, %pd: !vir.ptr, %ps: !vir.ptr):
  %ps1 = vir.gep inbounds %ps[4] : i8
  %x = vir.load %ps align 4 : i32
  %y = vir.mul %x, %three : i32
  %pd1 = vir.gep inbounds %pd[4] : i8
  vir.store %y, %pd align 4 : i32
  %v1 = vir.add %v, %cm1 nsw : i32
  %more = vir.icmp ne %v1, %cm1 : i32
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 5.0 -> 3.0 per element, counting down, with a scalar remainder, behind a runtime check of 1 pair(s) (no trait separates store to %arg0 may alias load from %arg1: no noalias or restrict trait; the original loop runs when the check fails)}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @copy_scale (vectorized by 4, interleaved by 1: cost 5.0 -> 3.0 per element, counting down, with a scalar remainder, behind a runtime check of 1 pair(s) (no trait separates store to %arg0 may alias load from %arg1: no noalias or restrict trait; the original loop runs when the check fails))}}
  vir.cond_br %more, ^loop(%v1, %pd1, %ps1 : i32, !vir.ptr, !vir.ptr), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// while (n-- > 0) *d++ = v: the test reads the counter before its
// decrement; n iterations from start n - 1 down to 0, so the trip count is
// start - bound + 1. The pointer's final value is used after the loop.
// CHECK-LABEL: vir.func @fill(
// CHECK: %[[N:.*]] = vir.sub %[[START:.*]], %{{.*}} : i32
// CHECK: %[[N1:.*]] = vir.add %[[N]], %{{.*}} : i32
// CHECK: vir.icmp sgt %[[START]], %{{.*}} : i32
// CHECK: vir.store %{{.*}}, %{{.*}} align 4 : vector<4xi32>
// CHECK: %[[END:.*]] = vir.zext %[[N1]] : i32 to i64
// CHECK: vir.return
vir.func @fill(%d: !vir.ptr, %n: i32, %val: i32) -> !vir.ptr {
  %c0 = vir.constant 0 : i32
  %cm1 = vir.constant -1 : i32
  %t = vir.icmp sgt %n, %c0 : i32
  %v0 = vir.add %n, %cm1 nsw : i32
  vir.cond_br %t, ^loop(%v0, %d : i32, !vir.ptr), ^exit(%d : !vir.ptr)
^loop(%v: i32, %pd: !vir.ptr):
  %pd1 = vir.gep inbounds %pd[4] : i8
  vir.store %val, %pd align 4 : i32
  %v1 = vir.add %v, %cm1 nsw : i32
  %more = vir.icmp sgt %v, %c0 : i32
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 3.0 -> 1.0 per element, counting down, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @fill (vectorized by 4, interleaved by 1: cost 3.0 -> 1.0 per element, counting down, with a scalar remainder)}}
  vir.cond_br %more, ^loop(%v1, %pd1 : i32, !vir.ptr), ^exit(%pd1 : !vir.ptr) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%end: !vir.ptr):
  vir.return %end : !vir.ptr
}

// -----

// Refused: the pointer is stored as a value.
vir.func @pointer_as_value(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0, %d : i64, !vir.ptr)
^loop(%i: i64, %pd: !vir.ptr):
  %pq = vir.gep inbounds %q[%i] : !vir.ptr
  vir.store %pd, %pq align 8 : !vir.ptr
  %pd1 = vir.gep inbounds %pd[8] : i8
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @pointer_as_value, Unsupported (header argument 1 is a pointer the loop reads other than as an address)}}
  vir.cond_br %more, ^loop(%i1, %pd1 : i64, !vir.ptr), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Refused: the pointer moves by a stride that is not a constant.
vir.func @variable_stride(%d: !vir.ptr, %n: i64, %w: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0, %d : i64, !vir.ptr)
^loop(%i: i64, %pd: !vir.ptr):
  vir.store %z, %pd align 4 : i32
  %pd1 = vir.gep inbounds %pd[%w] : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @variable_stride, Unsupported (header argument 1 is a pointer that moves by a non-constant offset per iteration; only a constant number of bytes is vectorized)}}
  vir.cond_br %more, ^loop(%i1, %pd1 : i64, !vir.ptr), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
