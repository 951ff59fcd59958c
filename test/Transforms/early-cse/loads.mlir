// RUN: vct-mlir-opt --early-cse %s | FileCheck %s

// Redundant loads: a load is replaced by an earlier load of the same address
// and type, or by the value an earlier store wrote there, within a block and
// into a dominated block whose only predecessor is its dominator. Every
// operation in between that may write memory must be known not to touch it
// (O-31..O-33): AliasInfo answers NoAlias only from `#vir.noalias` scopes or
// `#vir.restrict`, and a call writes nothing only with `#vir.nowrite`.
// Without such a trait (O-32, even for two distinct allocas), and across an
// opaque region (O-37), a join, a volatile or atomic access, the load
// stays.

vir.func private @use(i32, i32)
vir.func private @g(!vir.ptr)

//===----------------------------------------------------------------------===//
// Load-load and store-load forwarding
//===----------------------------------------------------------------------===//

// A second load of %p is the first.
// CHECK-LABEL: vir.func @load_load(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
vir.func @load_load(%p: !vir.ptr) {
  %a = vir.load %p : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// A load after a store to the same address is the stored value.
// CHECK-LABEL: vir.func @store_load(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: vir.store %[[X]], %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[X]], %[[X]])
vir.func @store_load(%p: !vir.ptr, %x: i32) {
  vir.store %x, %p : i32
  %a = vir.load %p : i32
  vir.call @use(%a, %x) : (i32, i32) -> ()
  vir.return
}

// The latest store wins.
// CHECK-LABEL: vir.func @store_store_load(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: vir.store %[[X]], %[[P]] : i32
// CHECK-NEXT: vir.store %[[Y]], %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[Y]], %[[Y]])
vir.func @store_store_load(%p: !vir.ptr, %x: i32, %y: i32) {
  vir.store %x, %p : i32
  vir.store %y, %p : i32
  %a = vir.load %p : i32
  vir.call @use(%a, %y) : (i32, i32) -> ()
  vir.return
}

// A load of another type at the same address is not the stored value.
// CHECK-LABEL: vir.func @no_forward_other_type(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: vir.store %[[X]], %[[P]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i8
// CHECK-NEXT: %[[F:.*]] = vir.load %[[P]] : f32
vir.func private @use_other(i8, f32)
vir.func @no_forward_other_type(%p: !vir.ptr, %x: i32) {
  vir.store %x, %p : i32
  %b = vir.load %p : i8
  %f = vir.load %p : f32
  vir.call @use_other(%b, %f) : (i8, f32) -> ()
  vir.return
}

// Into a dominated block whose only predecessor is the dominator.
// CHECK-LABEL: vir.func @into_single_predecessor(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[P:[^:]+]]: !vir.ptr)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.cond_br %[[C]], ^[[T:bb[0-9]+]], ^[[E:bb[0-9]+]]
// CHECK-NEXT: ^[[T]]:
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
// CHECK-NEXT: vir.return
// CHECK-NEXT: ^[[E]]:
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
// CHECK-NEXT: vir.return
vir.func @into_single_predecessor(%c: i1, %p: !vir.ptr) {
  %a = vir.load %p : i32
  vir.cond_br %c, ^then, ^else
^then:
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
^else:
  %d = vir.load %p : i32
  vir.call @use(%d, %a) : (i32, i32) -> ()
  vir.return
}

// A store in one branch is not known in the other.
// CHECK-LABEL: vir.func @no_forward_from_sibling(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[P:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK: vir.store %[[X]], %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[X]], %[[X]])
// CHECK: ^{{bb[0-9]+}}:
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[B]], %[[B]])
vir.func @no_forward_from_sibling(%c: i1, %p: !vir.ptr, %x: i32) {
  vir.cond_br %c, ^then, ^else
^then:
  vir.store %x, %p : i32
  %a = vir.load %p : i32
  vir.call @use(%a, %x) : (i32, i32) -> ()
  vir.return
^else:
  %b = vir.load %p : i32
  vir.call @use(%b, %b) : (i32, i32) -> ()
  vir.return
}

// Availability does not cross a join: the join block has two predecessors,
// and a store on one path may have changed %p.
// CHECK-LABEL: vir.func @no_forward_into_join(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[P:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK: ^{{bb[0-9]+}}:  // 2 preds
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[B]])
vir.func @no_forward_into_join(%c: i1, %p: !vir.ptr, %x: i32) {
  %a = vir.load %p : i32
  vir.cond_br %c, ^then, ^join
^then:
  vir.store %x, %p : i32
  vir.br ^join
^join:
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Not even when no path stores: the rule is structural.
// CHECK-LABEL: vir.func @no_forward_into_join_without_store(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[P:[^:]+]]: !vir.ptr)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK: ^{{bb[0-9]+}}:  // 2 preds
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[B]])
vir.func @no_forward_into_join_without_store(%c: i1, %p: !vir.ptr) {
  %a = vir.load %p : i32
  vir.cond_br %c, ^then, ^join
^then:
  vir.br ^join
^join:
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// A loop header has two predecessors: the value loaded before the loop is
// not reused inside it, where the body stores.
// CHECK-LABEL: vir.func @no_forward_into_loop(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[N:[^:]+]]: i32)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK: ^{{bb[0-9]+}}(%{{.*}}: i32):
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
vir.func @no_forward_into_loop(%p: !vir.ptr, %n: i32) {
  %a = vir.load %p : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%a : i32)
^header(%i: i32):
  %b = vir.load %p : i32
  %more = vir.icmp slt %i, %b : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %next = vir.add %i, %c1 : i32
  vir.store %next, %p : i32
  vir.br ^header(%next : i32)
^exit:
  vir.return
}

//===----------------------------------------------------------------------===//
// Stores in between
//===----------------------------------------------------------------------===//

// A store without traits to another pointer may alias %p (O-32).
// CHECK-LABEL: vir.func @no_forward_across_store(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.store %[[X]], %[[Q]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[B]])
vir.func @no_forward_across_store(%p: !vir.ptr, %q: !vir.ptr, %x: i32) {
  %a = vir.load %p : i32
  vir.store %x, %q : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Two distinct stack slots may alias too as far as AliasInfo knows: it does
// not infer NoAlias from distinct allocas (O-32).
// CHECK-LABEL: vir.func @no_forward_distinct_allocas(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK: vir.store %[[X]], %[[A:.*]] : i32
// CHECK-NEXT: vir.store %[[Y]], %[[B:.*]] : i32
// CHECK-NEXT: %[[L:.*]] = vir.load %[[A]] : i32
// CHECK-NEXT: vir.call @use(%[[L]], %[[Y]])
vir.func @no_forward_distinct_allocas(%x: i32, %y: i32) {
  %a = vir.alloca i32
  %b = vir.alloca i32
  vir.store %x, %a : i32
  vir.store %y, %b : i32
  %la = vir.load %a : i32
  %lb = vir.load %b : i32
  vir.call @use(%la, %lb) : (i32, i32) -> ()
  vir.return
}

// A memset and a memcpy without traits are writes that may alias.
// CHECK-LABEL: vir.func @no_forward_across_memory_intrinsics(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr
// CHECK: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.memset
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.memcpy
// CHECK-NEXT: %[[C:.*]] = vir.load %[[P]] : i32
vir.func private @use3(i32, i32, i32)
vir.func @no_forward_across_memory_intrinsics(%p: !vir.ptr, %q: !vir.ptr, %n: i64) {
  %z = vir.constant 0 : i8
  %a = vir.load %p : i32
  vir.memset %q, %z, %n : i64
  %b = vir.load %p : i32
  vir.memcpy %q, %p, %n : i64
  %c = vir.load %p : i32
  vir.call @use3(%a, %b, %c) : (i32, i32, i32) -> ()
  vir.return
}

// Scoped no-alias: the store's scope "b" is among the load's noalias scopes
// and the other way round, so the store does not touch what was loaded.
// CHECK-LABEL: vir.func @forward_across_noalias_store(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
// CHECK-NEXT: vir.store %[[X]], %[[Q]] {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
vir.func @forward_across_noalias_store(%p: !vir.ptr, %q: !vir.ptr, %x: i32) attributes {alias_scopes = ["a", "b"]} {
  %a = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.store %x, %q {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// One direction is enough: the store's scopes are all among the load's
// noalias scopes.
// CHECK-LABEL: vir.func @forward_noalias_one_direction(
// CHECK: %[[A:.*]] = vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
vir.func @forward_noalias_one_direction(%p: !vir.ptr, %q: !vir.ptr, %x: i32) attributes {alias_scopes = ["a", "b"]} {
  %a = vir.load %p {vir.traits = [#vir.noalias<noalias_scopes = ["b"]>]} : i32
  vir.store %x, %q {vir.traits = [#vir.noalias<alias_scopes = ["b"]>]} : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// The scopes must cover: the store is in "b" and "c", the load excludes
// only "b" (O-33: not generalized to the pair's other scopes).
// CHECK-LABEL: vir.func @no_forward_scopes_do_not_cover(
// CHECK: %[[A:.*]] = vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: %[[B:.*]] = vir.load
// CHECK-NEXT: vir.call @use(%[[A]], %[[B]])
vir.func @no_forward_scopes_do_not_cover(%p: !vir.ptr, %q: !vir.ptr, %x: i32) attributes {alias_scopes = ["a", "b", "c"]} {
  %a = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.store %x, %q {vir.traits = [#vir.noalias<alias_scopes = ["b", "c"], noalias_scopes = ["c"]>]} : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Only the first access carries a fact: no pair is separated.
// CHECK-LABEL: vir.func @no_forward_noalias_on_one_side(
// CHECK: %[[A:.*]] = vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: %[[B:.*]] = vir.load
vir.func @no_forward_noalias_on_one_side(%p: !vir.ptr, %q: !vir.ptr, %x: i32) attributes {alias_scopes = ["a", "b"]} {
  %a = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.store %x, %q : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// A stale noalias fact separates nothing (O-12).
// CHECK-LABEL: vir.func @no_forward_stale_noalias(
// CHECK: %[[A:.*]] = vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: %[[B:.*]] = vir.load
vir.func @no_forward_stale_noalias(%p: !vir.ptr, %q: !vir.ptr, %x: i32) attributes {alias_scopes = ["a", "b"], epoch = 1} {
  %a = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"], epoch = 1>]} : i32
  vir.store %x, %q {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Store-to-load forwarding across a noalias store: the first store's value
// is still there.
// CHECK-LABEL: vir.func @forward_store_across_noalias_store(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: vir.store %[[X]], %[[P]]
// CHECK-NEXT: vir.store %[[Y]], %[[Q]]
// CHECK-NEXT: vir.call @use(%[[X]], %[[Y]])
vir.func @forward_store_across_noalias_store(%p: !vir.ptr, %q: !vir.ptr, %x: i32, %y: i32) attributes {alias_scopes = ["a", "b"]} {
  vir.store %x, %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.store %y, %q {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  %a = vir.load %p : i32
  %b = vir.load %q : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// restrict: %p is the only way to its object here, so a store through
// another argument does not touch what %p points to, also at an offset.
// CHECK-LABEL: vir.func @forward_across_store_restrict(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr {vir.traits = [#vir.restrict]}, %[[Q:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[G:.*]] = vir.gep %[[P]][2] : i32
// CHECK-NEXT: %[[A:.*]] = vir.load %[[G]] : i32
// CHECK-NEXT: vir.store %[[X]], %[[Q]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
vir.func @forward_across_store_restrict(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr, %x: i32) {
  %g = vir.gep %p[2] : i32
  %a = vir.load %g : i32
  vir.store %x, %q : i32
  %b = vir.load %g : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// ... and through a restrict pointer the other way round, to a global and a
// stack slot.
// CHECK-LABEL: vir.func @forward_restrict_store_vs_global(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr {vir.traits = [#vir.restrict]}, %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[G:.*]] = vir.addressof @counter : !vir.ptr
// CHECK-NEXT: %[[S:.*]] = vir.alloca i32
// CHECK-NEXT: %[[A:.*]] = vir.load %[[G]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.load %[[S]] : i32
// CHECK-NEXT: vir.store %[[X]], %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[B]])
// CHECK-NEXT: vir.return
vir.global private @counter : i32 = 0
vir.func @forward_restrict_store_vs_global(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %x: i32) {
  %g = vir.addressof @counter : !vir.ptr
  %s = vir.alloca i32
  %a = vir.load %g : i32
  %b = vir.load %s : i32
  vir.store %x, %p : i32
  %c = vir.load %g : i32
  %d = vir.load %s : i32
  vir.call @use(%c, %d) : (i32, i32) -> ()
  vir.return
}

// restrict says nothing about a pointer that may be derived from anything
// (loaded from memory), nor about a store through the restrict pointer
// itself, nor with a scope (unsupported: conservative). (The store to %p+4
// does not clobber the load of %p: one base, disjoint constant offsets.)
// CHECK-LABEL: vir.func @no_forward_restrict_limits(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr {vir.traits = [#vir.restrict]},
// CHECK-SAME: %[[PP:[^:]+]]: !vir.ptr, %[[R:[^:]+]]: !vir.ptr {vir.traits = [#vir.restrict<scope = "s">]},
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[Q:.*]] = vir.load %[[PP]] : !vir.ptr
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.store %[[X]], %[[Q]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: %[[G:.*]] = vir.gep %[[P]][1] : i32
// CHECK-NEXT: vir.store %[[X]], %[[G]] : i32
// CHECK-NEXT: %[[D:.*]] = vir.load %[[R]] : i32
// CHECK-NEXT: vir.store %[[X]], %[[PP]] : i32
// CHECK-NEXT: %[[E:.*]] = vir.load %[[R]] : i32
// CHECK-NEXT: vir.call @use5(%[[A]], %[[B]], %[[B]], %[[D]], %[[E]])
vir.func private @use5(i32, i32, i32, i32, i32)
vir.func @no_forward_restrict_limits(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %pp: !vir.ptr,
                                     %r: !vir.ptr {vir.traits = [#vir.restrict<scope = "s">]},
                                     %x: i32) attributes {alias_scopes = ["s"]} {
  %q = vir.load %pp : !vir.ptr
  %a = vir.load %p : i32
  vir.store %x, %q : i32
  %b = vir.load %p : i32
  %g = vir.gep %p[1] : i32
  vir.store %x, %g : i32
  %c = vir.load %p : i32
  %d = vir.load %r : i32
  vir.store %x, %pp : i32
  %e = vir.load %r : i32
  vir.call @use5(%a, %b, %c, %d, %e) : (i32, i32, i32, i32, i32) -> ()
  vir.return
}

// A stale restrict separates nothing.
// CHECK-LABEL: vir.func @no_forward_stale_restrict(
// CHECK: %[[A:.*]] = vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: %[[B:.*]] = vir.load
vir.func @no_forward_stale_restrict(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr, %x: i32) attributes {epoch = 1} {
  %a = vir.load %p : i32
  vir.store %x, %q : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

//===----------------------------------------------------------------------===//
// Calls, barriers, volatile and atomic accesses
//===----------------------------------------------------------------------===//

// A call may write anything, unless it carries #vir.nowrite.
// CHECK-LABEL: vir.func @calls(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @g(%[[P]]) {vir.traits = [#vir.nowrite]}
// CHECK-NEXT: vir.call @g(%[[P]]) {vir.traits = [#vir.noread]}
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[B]])
vir.func @calls(%p: !vir.ptr) {
  %a = vir.load %p : i32
  vir.call @g(%p) {vir.traits = [#vir.nowrite]} : (!vir.ptr) -> ()
  %a2 = vir.load %p : i32
  vir.call @g(%p) {vir.traits = [#vir.noread]} : (!vir.ptr) -> ()
  %b = vir.load %p : i32
  vir.call @use(%a2, %b) : (i32, i32) -> ()
  vir.return
}

// nowrite on the call's pointer argument only is not a statement about the
// whole call; a stale nowrite is no statement; a readonly callee is not
// read by a function pass (only function-attrs puts its facts on calls).
// CHECK-LABEL: vir.func @no_forward_across_call(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @g(%[[P]]) {arg_attrs = [{vir.traits = [#vir.nowrite<epoch = 1>]}]}
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @g(%[[P]]) {vir.traits = [#vir.nowrite]}
// CHECK-NEXT: %[[C:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @reader(%[[P]])
// CHECK-NEXT: %[[D:.*]] = vir.load %[[P]] : i32
vir.func private @reader(!vir.ptr) attributes {vir.traits = [#vir.readonly]}
vir.func private @use4(i32, i32, i32, i32)
vir.func @no_forward_across_call(%p: !vir.ptr) attributes {epoch = 1} {
  %a = vir.load %p : i32
  vir.call @g(%p) {arg_attrs = [{vir.traits = [#vir.nowrite<epoch = 1>]}]} : (!vir.ptr) -> ()
  %b = vir.load %p : i32
  vir.call @g(%p) {vir.traits = [#vir.nowrite]} : (!vir.ptr) -> ()
  %c = vir.load %p : i32
  vir.call @reader(%p) : (!vir.ptr) -> ()
  %d = vir.load %p : i32
  vir.call @use4(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
  vir.return
}

// An opaque region may read and write any memory (O-37): nothing known
// before it is known after it, not even a store the region does not see.
// CHECK-LABEL: vir.func @no_forward_across_region(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: vir.store %[[X]], %[[P]] : i32
// CHECK-NEXT: %{{.*}} = vir.opaque_region
// CHECK: }
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
vir.func @no_forward_across_region(%p: !vir.ptr, %x: i32) {
  vir.store %x, %p : i32
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%v: i32):
    vir.yield %v : i32
  }
  %a = vir.load %p : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Volatile loads are never replaced and never reused, and they end what is
// known (they are ordered against all memory).
// CHECK-LABEL: vir.func @volatile(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr)
// CHECK-NEXT: %[[A:.*]] = vir.load volatile %[[P]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.load volatile %[[P]] : i32
// CHECK-NEXT: %[[C:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: %[[D:.*]] = vir.load %[[Q]] : i32
// CHECK-NEXT: %[[E:.*]] = vir.load volatile %[[P]] : i32
// CHECK-NEXT: %[[F:.*]] = vir.load %[[Q]] : i32
vir.func private @use6(i32, i32, i32, i32, i32, i32)
vir.func @volatile(%p: !vir.ptr, %q: !vir.ptr) {
  %a = vir.load volatile %p : i32
  %b = vir.load volatile %p : i32
  %c = vir.load %p : i32
  %d = vir.load %q : i32
  %e = vir.load volatile %p : i32
  %f = vir.load %q : i32
  vir.call @use6(%a, %b, %c, %d, %e, %f) : (i32, i32, i32, i32, i32, i32) -> ()
  vir.return
}

// A volatile store is not forwarded to a later load.
// CHECK-LABEL: vir.func @no_forward_volatile_store(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: vir.store volatile %[[X]], %[[P]] : i32
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
vir.func @no_forward_volatile_store(%p: !vir.ptr, %x: i32) {
  vir.store volatile %x, %p : i32
  %a = vir.load %p : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Atomic loads are not replaced or reused; an acquire load ends what is
// known (a later load may see another thread's store).
// CHECK-LABEL: vir.func @atomics(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[FLAG:[^:]+]]: !vir.ptr)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: %[[F1:.*]] = vir.load %[[FLAG]] atomic acquire align 4 : i32
// CHECK-NEXT: %[[F2:.*]] = vir.load %[[FLAG]] atomic acquire align 4 : i32
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: %[[M:.*]] = vir.load %[[FLAG]] atomic monotonic align 4 : i32
// CHECK-NEXT: %[[C:.*]] = vir.load %[[P]] : i32
vir.func @atomics(%p: !vir.ptr, %flag: !vir.ptr) {
  %a = vir.load %p : i32
  %f1 = vir.load %flag atomic acquire align 4 : i32
  %f2 = vir.load %flag atomic acquire align 4 : i32
  %b = vir.load %p : i32
  %m = vir.load %flag atomic monotonic align 4 : i32
  %c = vir.load %p : i32
  vir.call @use6(%a, %f1, %f2, %b, %m, %c) : (i32, i32, i32, i32, i32, i32) -> ()
  vir.return
}

// A volatile or ordered atomic store ends what is known even when scoped
// no-alias facts separate it from the load (it is ordered against every
// access); an unordered atomic store is an ordinary write to the traits.
// CHECK-LABEL: vir.func @no_forward_across_ordered_store(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] {{.*}} : i32
// CHECK-NEXT: vir.store volatile %[[X]], %[[Q]] {{.*}} : i32
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] {{.*}} : i32
// CHECK-NEXT: vir.store %[[X]], %[[Q]] atomic release align 4 {{.*}} : i32
// CHECK-NEXT: %[[C:.*]] = vir.load %[[P]] {{.*}} : i32
// CHECK-NEXT: vir.store %[[X]], %[[Q]] atomic unordered align 4 {{.*}} : i32
// CHECK-NEXT: vir.call @use5(%[[A]], %[[B]], %[[C]], %[[C]], %[[X]])
vir.func @no_forward_across_ordered_store(%p: !vir.ptr, %q: !vir.ptr, %x: i32) attributes {alias_scopes = ["a", "b"]} {
  %a = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.store volatile %x, %q {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  %b = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.store %x, %q atomic release align 4 {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  %c = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.store %x, %q atomic unordered align 4 {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  %d = vir.load %p : i32
  vir.call @use5(%a, %b, %c, %d, %x) : (i32, i32, i32, i32, i32) -> ()
  vir.return
}
