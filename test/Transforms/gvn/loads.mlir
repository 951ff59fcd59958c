// Redundant loads and store-to-load forwarding across blocks. A load reuses
// a known value only when nothing on any path from the access that made it
// known may write there, by traits alone (O-31..O-33): an untagged store,
// call or memory intrinsic may write anything.
// RUN: vct-mlir-opt --gvn %s | FileCheck %s

// Forwarded from a store in a dominating block, and reused by a later load.
// CHECK-LABEL: vir.func @forward_across_blocks(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[V:[^:]+]]: i32
// CHECK-NOT: vir.load
// CHECK: vir.return %[[V]] : i32
// CHECK-NOT: vir.load
// CHECK: vir.return %[[V]] : i32
vir.func @forward_across_blocks(%p: !vir.ptr, %v: i32, %c: i1) -> i32 {
  vir.store %v, %p : i32
  vir.cond_br %c, ^one, ^two
^one:
  %x = vir.load %p : i32
  vir.return %x : i32
^two:
  %y = vir.load %p : i32
  vir.return %y : i32
}

// The same address computed twice is one address (value numbers).
// CHECK-LABEL: vir.func @same_address_number(
// CHECK: %[[X:.*]] = vir.load
// CHECK-NOT: vir.load
// CHECK: vir.add %[[X]], %[[X]]
vir.func @same_address_number(%p: !vir.ptr, %i: i64) -> i32 {
  %a = vir.gep %p[%i] : i32
  %x = vir.load %a : i32
  %b = vir.gep %p[%i] : i32
  %y = vir.load %b : i32
  %r = vir.add %x, %y : i32
  vir.return %r : i32
}

// A store through another pointer without traits may alias (O-32), even
// in another block.
// CHECK-LABEL: vir.func @no_reuse_across_untagged_store(
// CHECK: vir.load
// CHECK: ^bb1:
// CHECK-NEXT: vir.store
// CHECK-NEXT: %[[Y:.*]] = vir.load
// CHECK-NEXT: vir.return %[[Y]]
vir.func @no_reuse_across_untagged_store(%p: !vir.ptr, %q: !vir.ptr, %v: i32) -> i32 {
  %x = vir.load %p : i32
  vir.br ^next
^next:
  vir.store %v, %q : i32
  %y = vir.load %p : i32
  vir.return %y : i32
}

// Two distinct stack slots: still MayAlias without a trait (O-32).
// CHECK-LABEL: vir.func @no_reuse_distinct_allocas(
// CHECK: vir.store %{{.*}}, %[[A:[^ ]+]] : i32
// CHECK: vir.store
// CHECK: vir.load %[[A]] : i32
vir.func @no_reuse_distinct_allocas(%v: i32, %w: i32) -> i32 {
  %a = vir.alloca i32
  %b = vir.alloca i32
  vir.store %v, %a : i32
  vir.br ^next
^next:
  vir.store %w, %b : i32
  %x = vir.load %a : i32
  vir.return %x : i32
}

// Scoped noalias separates the store from the load: reused.
// CHECK-LABEL: vir.func @reuse_across_scoped_store(
// CHECK-SAME: %[[V:[^:]+]]: i32
// CHECK-NOT: vir.load
// CHECK: vir.return %[[V]] : i32
vir.func @reuse_across_scoped_store(%p: !vir.ptr, %q: !vir.ptr, %v: i32, %w: i32) -> i32 attributes {alias_scopes = ["p", "q"]} {
  vir.store %v, %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  vir.br ^next
^next:
  vir.store %w, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  %x = vir.load %p : i32
  vir.return %x : i32
}

// The scope fact covers the exact pair only (O-33): the store is separated
// from accesses in scope "p", not from the untagged load that made the
// value known.
// CHECK-LABEL: vir.func @no_reuse_other_pair(
// CHECK: vir.store %{{.*}}, %{{.*}} {
// CHECK-NEXT: %[[Y:.*]] = vir.load
// CHECK-NEXT: vir.return %[[Y]]
vir.func @no_reuse_other_pair(%p: !vir.ptr, %q: !vir.ptr, %w: i32) -> i32 attributes {alias_scopes = ["p", "q"]} {
  %x = vir.load %p : i32
  vir.br ^next
^next:
  vir.store %w, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  %y = vir.load %p : i32
  vir.return %y : i32
}

// Restrict: a store through a restrict argument does not touch another
// argument's memory.
// CHECK-LABEL: vir.func @reuse_across_restrict_store(
// CHECK: %[[X:.*]] = vir.load
// CHECK-NOT: vir.load
// CHECK: vir.return %[[X]]
vir.func @reuse_across_restrict_store(%p: !vir.ptr, %r: !vir.ptr {vir.traits = [#vir.restrict]}, %v: i32) -> i32 {
  %x = vir.load %p : i32
  vir.br ^next
^next:
  vir.store %v, %r : i32
  %y = vir.load %p : i32
  vir.return %y : i32
}

// A call writes memory unless it carries #vir.nowrite.
// CHECK-LABEL: vir.func @calls(
// CHECK: %[[X:.*]] = vir.load %[[P:[^ ]+]] : i32
// CHECK-NEXT: vir.call @g(%[[X]]) {vir.traits = [#vir.nowrite]}
// CHECK-NEXT: vir.call @g(%[[X]]) : (i32) -> ()
// CHECK-NEXT: %[[Z:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.return %[[Z]]
vir.func private @g(i32)
vir.func @calls(%p: !vir.ptr) -> i32 {
  %x = vir.load %p : i32
  vir.call @g(%x) {vir.traits = [#vir.nowrite]} : (i32) -> ()
  %y = vir.load %p : i32
  vir.call @g(%y) : (i32) -> ()
  %z = vir.load %p : i32
  vir.return %z : i32
}

// A memset may write anything without a trait.
// CHECK-LABEL: vir.func @no_reuse_across_memset(
// CHECK: vir.memset
// CHECK-NEXT: %[[Y:.*]] = vir.load
// CHECK-NEXT: vir.return %[[Y]]
vir.func @no_reuse_across_memset(%p: !vir.ptr, %q: !vir.ptr, %n: i64) -> i32 {
  %x = vir.load %p : i32
  %zero = vir.constant 0 : i8
  vir.memset %q, %zero, %n : i64
  %y = vir.load %p : i32
  vir.return %y : i32
}

// Volatile and atomic accesses are never reused and forget what was known.
// CHECK-LABEL: vir.func @volatile_and_atomic(
// CHECK: vir.load volatile
// CHECK-NEXT: vir.load volatile
// CHECK-NEXT: vir.load %{{.*}} atomic acquire align 4
// CHECK-NEXT: vir.load %{{.*}} atomic acquire align 4
// CHECK-NEXT: %[[Y:.*]] = vir.load %{{.*}} : i32
vir.func @volatile_and_atomic(%p: !vir.ptr, %q: !vir.ptr, %v: i32) -> i32 {
  vir.store %v, %p : i32
  %a = vir.load volatile %q : i32
  %b = vir.load volatile %q : i32
  %c = vir.load %q atomic acquire align 4 : i32
  %d = vir.load %q atomic acquire align 4 : i32
  %y = vir.load %p : i32
  %s = vir.add %a, %b : i32
  %t = vir.add %c, %d : i32
  %u = vir.add %s, %t : i32
  %r = vir.add %u, %y : i32
  vir.return %r : i32
}

// Another scalar type of the same width at the same address reads the
// stored bits.
// CHECK-LABEL: vir.func @forward_other_type(
// CHECK-SAME: %{{[^:]+}}: !vir.ptr, %[[V:[^:]+]]: i32
// CHECK: vir.store
// CHECK-NEXT: %[[F:.*]] = vir.bitcast %[[V]] : i32 to f32
// CHECK-NEXT: vir.return %[[F]] : f32
vir.func @forward_other_type(%p: !vir.ptr, %v: i32) -> f32 {
  vir.store %v, %p : i32
  %x = vir.load %p : f32
  vir.return %x : f32
}

// Different values in the predecessors of a join meet in a block argument.
// CHECK-LABEL: vir.func @join_argument(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %{{[^:]+}}: i1, %[[V:[^:]+]]: i32)
// CHECK: ^bb1:
// CHECK-NEXT: vir.store %[[V]], %[[P]] : i32
// CHECK-NEXT: vir.br ^bb3(%[[V]] : i32)
// CHECK: ^bb2:
// CHECK-NEXT: %[[X:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.br ^bb3(%[[X]] : i32)
// CHECK: ^bb3(%[[J:.*]]: i32):
// CHECK-NEXT: vir.return %[[J]] : i32
vir.func @join_argument(%p: !vir.ptr, %c: i1, %v: i32) -> i32 {
  vir.cond_br %c, ^one, ^two
^one:
  vir.store %v, %p : i32
  vir.br ^join
^two:
  %x = vir.load %p : i32
  vir.br ^join
^join:
  %y = vir.load %p : i32
  vir.return %y : i32
}

// Known on one path only: the join loads.
// CHECK-LABEL: vir.func @no_join_partial(
// CHECK: ^bb3:
// CHECK-NEXT: vir.load
vir.func @no_join_partial(%p: !vir.ptr, %c: i1, %v: i32) -> i32 {
  vir.cond_br %c, ^one, ^two
^one:
  vir.store %v, %p : i32
  vir.br ^join
^two:
  vir.br ^join
^join:
  %y = vir.load %p : i32
  vir.return %y : i32
}

// Around a loop: known on entry and written nowhere in the loop (the only
// store is scoped apart), so reused inside and after the loop.
// CHECK-LABEL: vir.func @loop_no_writer(
// CHECK: %[[X:.*]] = vir.load %{{.*}} {
// CHECK-NOT: vir.load
// CHECK: vir.store %[[X]]
// CHECK-NOT: vir.load
// CHECK: vir.return %[[X]] : i32
vir.func @loop_no_writer(%p: !vir.ptr, %q: !vir.ptr, %n: i32) -> i32 attributes {alias_scopes = ["p", "q"]} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %x = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %y = vir.load %p : i32
  vir.store %y, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  %next = vir.add %i, %c1 : i32
  vir.br ^header(%next : i32)
^exit:
  %z = vir.load %p : i32
  vir.return %z : i32
}

// A store anywhere in the loop may write it: nothing known in the loop or
// after it.
// CHECK-LABEL: vir.func @no_reuse_loop_writer(
// CHECK: ^bb2:
// CHECK-NEXT: vir.load
// CHECK: ^bb3:
// CHECK-NEXT: vir.load
vir.func @no_reuse_loop_writer(%p: !vir.ptr, %q: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %x = vir.load %p : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %y = vir.load %p : i32
  vir.store %i, %q : i32
  %next = vir.add %i, %c1 : i32
  vir.br ^header(%next : i32)
^exit:
  %z = vir.load %p : i32
  vir.return %z : i32
}

// An address computed in the loop is a new address each iteration: what a
// store wrote in one iteration is not reused in the next.
// CHECK-LABEL: vir.func @loop_variant_address(
// CHECK: ^bb1(%{{.*}}: i64):
// CHECK: vir.gep
// CHECK-NEXT: vir.load
vir.func @loop_variant_address(%p: !vir.ptr, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %p[%i] : i32
  %x = vir.load %a : i32
  %x1 = vir.trunc %i : i64 to i32
  vir.store %x1, %a : i32
  %next = vir.add %i, %c1 : i64
  %more = vir.icmp slt %next, %n : i64
  vir.cond_br %more, ^loop(%next : i64), ^exit
^exit:
  vir.return %x : i32
}

// A stale scope fact is ignored (O-12): the store may alias.
// CHECK-LABEL: vir.func @no_reuse_stale_scopes(
// CHECK: vir.store
// CHECK-NEXT: vir.store
// CHECK-NEXT: %[[X:.*]] = vir.load
// CHECK-NEXT: vir.return %[[X]]
vir.func @no_reuse_stale_scopes(%p: !vir.ptr, %q: !vir.ptr, %v: i32, %w: i32) -> i32 attributes {alias_scopes = ["p", "q"], epoch = 2} {
  vir.store %v, %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"], epoch = 2>]} : i32
  vir.store %w, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"], epoch = 1>]} : i32
  %x = vir.load %p : i32
  vir.return %x : i32
}
