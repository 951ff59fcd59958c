// indvars counts a loop whose exit test compares a pointer variable (or
// its next value) with an invariant end: `while (x != end)` and `for (; d
// < e; d++)` get an i64 counter from 0 by 1 and a test against the trip
// count computed before the loop, so the vectorizer and the runtime
// unroller, which take counted loops, take them. Not for a step that is
// not a constant number of bytes forward, an end computed in the loop, a
// signed order, a loop that leaves elsewhere too, or a GEP that may leave
// its object.
// RUN: vct-mlir-opt --indvars --split-input-file --verify-each %s | FileCheck %s
// RUN: vct-mlir-opt --indvars --mlir-pass-statistics %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// STATS: 3 num-pointer-tests

// Header-tested `while (x != end) s += *x++;`: N = (end - x0) / 4.
// CHECK-LABEL: vir.func @ne_header(
// CHECK-DAG: %[[E:.*]] = vir.ptrtoint %arg1 : !vir.ptr to i64
// CHECK-DAG: %[[B:.*]] = vir.ptrtoint %arg0 : !vir.ptr to i64
// CHECK: %[[D:.*]] = vir.sub %[[E]], %[[B]] : i64
// CHECK: %[[N:.*]] = vir.udiv %[[D]], %{{.*}} : i64
// CHECK: vir.br ^bb1(%arg0, %{{.*}}, %{{.*}} : !vir.ptr, i32, i64)
// CHECK: ^bb1(%{{.*}}: !vir.ptr, %{{.*}}: i32, %[[I:.*]]: i64):
// CHECK: %[[T:.*]] = vir.icmp ne %[[I]], %[[N]] : i64
// CHECK: vir.cond_br %[[T]]
// CHECK: %[[I1:.*]] = vir.add %[[I]], %{{.*}} nsw nuw : i64
// CHECK: vir.br ^bb1(%{{.*}}, %{{.*}}, %[[I1]] : !vir.ptr, i32, i64)
vir.func @ne_header(%x0: !vir.ptr, %end: !vir.ptr) -> i32 {
  %z = vir.constant 0 : i32
  vir.br ^head(%x0, %z : !vir.ptr, i32)
^head(%x: !vir.ptr, %s: i32):
  %more = vir.icmp ne %x, %end : !vir.ptr
  vir.cond_br %more, ^body, ^exit
^body:
  %v = vir.load %x : i32
  %s1 = vir.add %s, %v : i32
  %x1 = vir.gep inbounds %x[1] : i32
  vir.br ^head(%x1, %s1 : !vir.ptr, i32)
^exit:
  vir.return %s : i32
}

// -----

// Bottom-tested `do ... while (++d < e)` on the next value: N = ceil((e -
// d0) / 4), at least 1; the test reads the incremented count.
// CHECK-LABEL: vir.func @ult_latch(
// CHECK: %[[D:.*]] = vir.sub %{{.*}}, %{{.*}} : i64
// CHECK: %[[DM1:.*]] = vir.sub %[[D]], %{{.*}} : i64
// CHECK: %[[Q:.*]] = vir.udiv %[[DM1]], %{{.*}} : i64
// CHECK: %[[UP:.*]] = vir.add %[[Q]], %{{.*}} : i64
// CHECK: %[[POS:.*]] = vir.icmp sgt %[[D]], %{{.*}} : i64
// CHECK: %[[N:.*]] = vir.select %[[POS]], %[[UP]], %{{.*}} : i1, i64
// CHECK: ^bb1(%{{.*}}: !vir.ptr, %[[I:.*]]: i64):
// CHECK: %[[I1:.*]] = vir.add %[[I]], %{{.*}} nsw nuw : i64
// CHECK: %[[T:.*]] = vir.icmp ne %[[I1]], %[[N]] : i64
// CHECK: vir.cond_br %[[T]], ^bb1(%{{.*}}, %[[I1]] : !vir.ptr, i64)
vir.func @ult_latch(%d0: !vir.ptr, %e: !vir.ptr, %k: i32) {
  vir.br ^loop(%d0 : !vir.ptr)
^loop(%d: !vir.ptr):
  %v = vir.load %d : i32
  %w = vir.ashr %v, %k : i32
  vir.store %w, %d : i32
  %d1 = vir.gep inbounds %d[1] : i32
  %more = vir.icmp ult %d1, %e : !vir.ptr
  vir.cond_br %more, ^loop(%d1 : !vir.ptr), ^exit
^exit:
  vir.return
}

// -----

// The exit on equality, written as `end == p` (swapped and inverted).
// CHECK-LABEL: vir.func @eq_swapped(
// CHECK: %[[N:.*]] = vir.udiv
// CHECK: %[[T:.*]] = vir.icmp eq %{{.*}}, %[[N]] : i64
// CHECK: vir.cond_br %[[T]], ^bb2, ^bb1
vir.func @eq_swapped(%p0: !vir.ptr, %end: !vir.ptr) {
  %z = vir.constant 0 : i16
  vir.br ^loop(%p0 : !vir.ptr)
^loop(%p: !vir.ptr):
  vir.store %z, %p : i16
  %p1 = vir.gep inbounds %p[1] : i16
  %done = vir.icmp eq %end, %p1 : !vir.ptr
  vir.cond_br %done, ^exit, ^loop(%p1 : !vir.ptr)
^exit:
  vir.return
}

// -----

// A step of %k elements, a GEP without inbounds, a signed order and an
// end loaded in the loop: no count.
// CHECK-LABEL: vir.func @no_count(
// CHECK-NOT: vir.ptrtoint
// CHECK-NOT: vir.udiv
// CHECK: vir.return
vir.func @no_count(%p0: !vir.ptr, %end: !vir.ptr, %k: i64, %q: !vir.ptr) {
  %z = vir.constant 0 : i32
  vir.br ^a(%p0 : !vir.ptr)
^a(%p: !vir.ptr):
  vir.store %z, %p : i32
  %p1 = vir.gep inbounds %p[%k] : i32
  %c1 = vir.icmp ne %p1, %end : !vir.ptr
  vir.cond_br %c1, ^a(%p1 : !vir.ptr), ^b(%p0 : !vir.ptr)
^b(%r: !vir.ptr):
  vir.store %z, %r : i32
  %r1 = vir.gep %r[1] : i32
  %c2 = vir.icmp ne %r1, %end : !vir.ptr
  vir.cond_br %c2, ^b(%r1 : !vir.ptr), ^c(%p0 : !vir.ptr)
^c(%s: !vir.ptr):
  vir.store %z, %s : i32
  %s1 = vir.gep inbounds %s[1] : i32
  %c3 = vir.icmp slt %s1, %end : !vir.ptr
  vir.cond_br %c3, ^c(%s1 : !vir.ptr), ^d(%p0 : !vir.ptr)
^d(%t: !vir.ptr):
  vir.store %z, %t : i32
  %t1 = vir.gep inbounds %t[1] : i32
  %e = vir.load %q : !vir.ptr
  %c4 = vir.icmp ne %t1, %e : !vir.ptr
  vir.cond_br %c4, ^d(%t1 : !vir.ptr), ^exit
^exit:
  vir.return
}

// -----

// Two ways out (a search that stops early): not counted.
// CHECK-LABEL: vir.func @no_count_two_exits(
// CHECK-NOT: vir.udiv
// CHECK: vir.return
vir.func @no_count_two_exits(%p0: !vir.ptr, %end: !vir.ptr, %key: i32) -> !vir.ptr {
  vir.br ^head(%p0 : !vir.ptr)
^head(%p: !vir.ptr):
  %more = vir.icmp ne %p, %end : !vir.ptr
  vir.cond_br %more, ^body, ^exit(%end : !vir.ptr)
^body:
  %v = vir.load %p : i32
  %hit = vir.icmp eq %v, %key : i32
  %p1 = vir.gep inbounds %p[1] : i32
  vir.cond_br %hit, ^exit(%p : !vir.ptr), ^head(%p1 : !vir.ptr)
^exit(%r: !vir.ptr):
  vir.return %r : !vir.ptr
}
