// RUN: vct-mlir-opt --dse %s | FileCheck %s

// Within a block: a store that a later store covers, with no read that may
// alias it between, goes; a read of another field (a disjoint range on the
// same base) does not keep it.
// CHECK-LABEL: vir.func @overwritten(
// CHECK-NEXT: %[[F:.*]] = vir.gep
// CHECK-NEXT: vir.store %arg2, %[[F]]
// CHECK-NEXT: vir.load %[[F]]
// CHECK-NEXT: vir.store %arg3, %arg0
// CHECK-NEXT: vir.return
vir.func @overwritten(%p: !vir.ptr, %a: i32, %b: i32, %c: i32) -> i32 {
  vir.store %a, %p : i32
  %f = vir.gep %p[0, 1] : !vir.struct<i32, i32>
  vir.store %b, %f : i32
  %v = vir.load %f : i32
  vir.store %c, %p : i32
  vir.return %v : i32
}

// Two narrower stores together cover a wider one.
// CHECK-LABEL: vir.func @covered_by_two(
// CHECK-NOT: vir.store %arg1
// CHECK: vir.return
vir.func @covered_by_two(%p: !vir.ptr, %w: i64, %a: i32, %b: i32) {
  vir.store %w, %p : i64
  vir.store %a, %p : i32
  %f = vir.gep %p[4] : i8
  vir.store %b, %f : i32
  vir.return
}

// Across blocks: the covering store post-dominates, or each side of a
// diamond covers.
// CHECK-LABEL: vir.func @post_dominated(
// CHECK-NOT: vir.store %arg1
// CHECK: vir.store %arg2, %arg0
vir.func @post_dominated(%p: !vir.ptr, %a: i32, %b: i32, %c: i1) {
  vir.store %a, %p : i32
  vir.cond_br %c, ^t, ^j
^t:
  vir.br ^j
^j:
  vir.store %b, %p : i32
  vir.return
}

// CHECK-LABEL: vir.func @diamond(
// CHECK-NEXT: vir.cond_br
vir.func @diamond(%p: !vir.ptr, %a: i32, %b: i32, %c: i1) {
  vir.store %a, %p : i32
  vir.cond_br %c, ^t, ^f
^t:
  vir.store %b, %p : i32
  vir.return
^f:
  vir.store %a, %p : i32
  vir.return
}

// A store to a nocapture slot that nothing reads before the return; a call
// that is not given the slot's address does not read it.
// CHECK-LABEL: vir.func @dead_at_return(
// CHECK-NOT: vir.store
// CHECK: vir.call @g
// CHECK-NOT: vir.store
// CHECK: vir.return
vir.func private @g(!vir.ptr)
vir.func @dead_at_return(%q: !vir.ptr, %a: i32, %b: i32) {
  %s = vir.alloca !vir.struct<i32, i32> align 4 {vir.traits = [#vir.nocapture]}
  vir.store %a, %s : i32
  vir.call @g(%q) : (!vir.ptr) -> ()
  %f = vir.gep %s[0, 1] : !vir.struct<i32, i32>
  vir.store %b, %f : i32
  vir.return
}

// Shortening: the memset's first 8 bytes are overwritten before any read,
// so it keeps the 8 after them.
// CHECK-LABEL: vir.func @shorten_prefix(
// CHECK: %[[D:.*]] = vir.gep %arg0[8] : i8
// CHECK: vir.memset %[[D]], %{{.*}}, %[[L:.*]] : i64
// CHECK: vir.store %arg1, %arg0 : i64
vir.func @shorten_prefix(%p: !vir.ptr, %w: i64) {
  %z = vir.constant 0 : i8
  %n = vir.constant 16 : i64
  vir.memset %p, %z, %n : i64
  vir.store %w, %p : i64
  vir.return
}

// And a memcpy whose last 4 bytes a later store covers.
// CHECK-LABEL: vir.func @shorten_suffix(
// CHECK: %[[C12:.*]] = vir.constant 12 : i64
// CHECK: vir.memcpy %arg0, %arg1, %[[C12]] : i64
vir.func @shorten_suffix(%p: !vir.ptr, %q: !vir.ptr, %a: i32) {
  %n = vir.constant 16 : i64
  vir.memcpy %p, %q, %n : i64
  %f = vir.gep %p[12] : i8
  vir.store %a, %f : i32
  vir.return
}

// Refusals. A load between the stores through another pointer may alias
// (different bases: no trait says otherwise).
// CHECK-LABEL: vir.func @no_other_base_read(
// CHECK: vir.store %arg2, %arg0
// CHECK: vir.load %arg1
// CHECK: vir.store %arg3, %arg0
vir.func @no_other_base_read(%p: !vir.ptr, %q: !vir.ptr, %a: i32, %b: i32) -> i32 {
  vir.store %a, %p : i32
  %v = vir.load %q : i32
  vir.store %b, %p : i32
  vir.return %v : i32
}

// The same with scoped no-alias traits separating the load: the first
// store goes.
// CHECK-LABEL: vir.func @scoped_read(
// CHECK-NOT: vir.store %arg2
// CHECK: vir.load %arg1
// CHECK: vir.store %arg3, %arg0
vir.func @scoped_read(%p: !vir.ptr, %q: !vir.ptr, %a: i32, %b: i32) -> i32 attributes {alias_scopes = ["p", "q"]} {
  vir.store %a, %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %v = vir.load %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  vir.store %b, %p : i32
  vir.return %v : i32
}

// A call between the stores may read them; with #vir.noread it does not.
// CHECK-LABEL: vir.func @no_call_reads(
// CHECK: vir.store %arg1, %arg0
// CHECK: vir.call @h
// CHECK: vir.store %arg2, %arg0
vir.func private @h()
vir.func @no_call_reads(%p: !vir.ptr, %a: i32, %b: i32) {
  vir.store %a, %p : i32
  vir.call @h() : () -> ()
  vir.store %b, %p : i32
  vir.return
}
// CHECK-LABEL: vir.func @noread_call(
// CHECK-NOT: vir.store %arg1
// CHECK: vir.call @h
// CHECK: vir.store %arg2, %arg0
vir.func @noread_call(%p: !vir.ptr, %a: i32, %b: i32) {
  vir.store %a, %p : i32
  vir.call @h() {vir.traits = [#vir.noread]} : () -> ()
  vir.store %b, %p : i32
  vir.return
}

// A store to memory that is not a nocapture slot is seen by the caller
// after the return; a slot without nocapture may be reached by the call.
// CHECK-LABEL: vir.func @no_nocapture(
// CHECK: vir.store %arg1, %arg0
// CHECK: vir.store %arg1, %[[S:.*]] :
// CHECK: vir.call @g(%arg0)
vir.func @no_nocapture(%p: !vir.ptr, %a: i32) {
  %s = vir.alloca i32 align 4
  vir.store %a, %p : i32
  vir.store %a, %s : i32
  vir.call @g(%p) : (!vir.ptr) -> ()
  vir.return
}

// A slot given to a call is read by it.
// CHECK-LABEL: vir.func @no_slot_passed(
// CHECK: vir.store
// CHECK: vir.call @g
vir.func @no_slot_passed(%a: i32) {
  %s = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %a, %s : i32
  vir.call @g(%s) : (!vir.ptr) -> ()
  vir.return
}

// Volatile and atomic: never removed, and they count as reads.
// CHECK-LABEL: vir.func @no_volatile(
// CHECK: vir.store %arg1, %arg0
// CHECK: vir.load volatile %arg2
// CHECK: vir.store volatile %arg1, %arg0
// CHECK: vir.store %arg1, %arg0
vir.func @no_volatile(%p: !vir.ptr, %a: i32, %q: !vir.ptr) -> i32 {
  vir.store %a, %p : i32
  %v = vir.load volatile %q : i32
  vir.store volatile %a, %p : i32
  vir.store %a, %p : i32
  vir.return %v : i32
}

// A loop may read the store on its next iteration before overwriting it.
// CHECK-LABEL: vir.func @no_loop_carried(
// CHECK: ^bb1:
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.store
vir.func @no_loop_carried(%p: !vir.ptr, %c: i1) -> i32 {
  vir.br ^l
^l:
  %v = vir.load %p : i32
  vir.store %v, %p : i32
  vir.cond_br %c, ^l, ^x
^x:
  vir.return %v : i32
}

// A later store of another size that does not cover every byte.
// CHECK-LABEL: vir.func @no_partial_cover(
// CHECK: vir.store %arg1, %arg0 : i64
// CHECK: vir.store %arg2, %arg0 : i32
vir.func @no_partial_cover(%p: !vir.ptr, %w: i64, %a: i32) {
  vir.store %w, %p : i64
  vir.store %a, %p : i32
  vir.return
}
