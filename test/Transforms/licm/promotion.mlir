// Promotion under a licm request: a location the loop only loads and
// stores (in one block that dominates every latch and exit, with a store),
// that nothing else in the loop may touch, and whose address is
// dereferenceable or whose first access runs on every entry to the loop,
// is loaded in the preheader, carried in a header argument and stored on
// every exit edge.
// RUN: vct-mlir-opt --licm --remarks -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: vir.func @promote(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr
// CHECK: %[[INIT:.*]] = vir.load %[[P]] align 4 : i32
// CHECK-NEXT: vir.br ^bb1(%{{.*}}, %[[INIT]] : i32, i32)
// CHECK: ^bb1(%[[I:.*]]: i32, %[[V:.*]]: i32):
// CHECK-NEXT: %[[V1:.*]] = vir.add %[[V]], %[[I]] : i32
// CHECK-NOT: vir.load
// CHECK-NOT: vir.store
// CHECK: vir.cond_br %{{.*}}, ^bb1(%{{.*}}, %[[V1]] : i32, i32), ^bb2
// CHECK: ^bb2:
// CHECK-NEXT: vir.store %[[V1]], %[[P]] align 4 : i32
// CHECK-NEXT: vir.return
vir.func @promote(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %v = vir.load %p align 4 : i32
  %v1 = vir.add %v, %i : i32
  vir.store %v1, %p align 4 : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted licm on loop with back edge in @promote (promoted 1 memory location)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// Two exits, one to a block with another predecessor: that edge is split
// for the store. A load in the loop through a scoped-apart pointer does
// not prevent it; it runs on every entry to the loop, so it is hoisted.
// CHECK-LABEL: vir.func @promote_split_exit(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr
// CHECK: vir.cond_br %{{.*}}, ^[[PRE:bb[0-9]+]](%{{.*}} : i32), ^[[DONE:bb[0-9]+]](%{{.*}} : i32)
// CHECK: ^[[PRE]](%{{.*}}: i32):
// CHECK-NEXT: vir.load %{{.*}} {vir.traits = [#vir.noalias
// CHECK-NEXT: %[[INIT:.*]] = vir.load %[[P]] {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
// CHECK-NEXT: vir.br ^[[LOOP:bb[0-9]+]](%{{.*}}, %[[INIT]] : i32, i32)
// CHECK: ^[[LOOP]](%{{.*}}: i32, %[[V:.*]]: i32):
// CHECK: %[[V1:.*]] = vir.add %[[V]], %{{.*}} : i32
// CHECK: vir.cond_br %{{.*}}, ^[[SPLIT:bb[0-9]+]](%{{.*}} : i32), ^[[LATCH:bb[0-9]+]]
// CHECK: ^[[LATCH]]:
// CHECK: vir.cond_br %{{.*}}, ^[[LOOP]](%{{.*}}, %[[V1]] : i32, i32), ^[[EXIT2:bb[0-9]+]]
// CHECK: ^[[SPLIT]](%[[A:.*]]: i32):
// CHECK-NEXT: vir.store %[[V1]], %[[P]] {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
// CHECK-NEXT: vir.br ^[[DONE]](%[[A]] : i32)
// CHECK: ^[[EXIT2]]:
// CHECK-NEXT: vir.store %[[V1]], %[[P]] {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
vir.func @promote_split_exit(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %q: !vir.ptr, %n: i32, %go: i1) -> i32 attributes {alias_scopes = ["p", "q"]} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.cond_br %go, ^loop(%c0 : i32), ^done(%c0 : i32)
^loop(%i: i32):
  %v = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %w = vir.load %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  %v1 = vir.add %v, %w : i32
  vir.store %v1, %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %big = vir.icmp sgt %v1, %n : i32
  vir.cond_br %big, ^done(%i : i32), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted licm on loop with back edge in @promote_split_exit (hoisted 1 operation, promoted 1 memory location)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^done(%r: i32):
  vir.return %r : i32
^exit:
  vir.return %c0 : i32
}

// The store is only on the path that continues the loop, not on the one
// that leaves it through the header: storing on exit would write where the
// loop did not. Not promoted.
// CHECK-LABEL: vir.func @no_promote_store_not_before_exit(
// CHECK: ^bb2:
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.store
vir.func @no_promote_store_not_before_exit(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %v = vir.load %p : i32
  %v1 = vir.add %v, %i : i32
  vir.store %v1, %p : i32
  %i1 = vir.add %i, %c1 : i32
  // expected-remark @below {{VIR: denied licm on loop with back edge in @no_promote_store_not_before_exit, Unsupported (1 loop-invariant operation cannot move without more facts: a store in the loop may write the loaded memory)}}
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// An untagged store through another pointer may write it: not promoted.
// Neither is a location without a dereferenceable address.
// CHECK-LABEL: vir.func @no_promote_aliasing(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
vir.func @no_promote_aliasing(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %q: !vir.ptr, %u: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %v = vir.load %p : i32
  %v1 = vir.add %v, %i : i32
  vir.store %v1, %p : i32
  vir.store %i, %q : i32
  %x = vir.load %u : i32
  %i1 = vir.add %i, %x : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied licm on loop with back edge in @no_promote_aliasing, Unsupported (2 loop-invariant operations cannot move without more facts: a store in the loop may write the loaded memory)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// A call in the loop may read it (no #vir.noread): not promoted, although
// it does not write (#vir.nowrite).
// CHECK-LABEL: vir.func @no_promote_call_reads(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.store
vir.func private @peek()
vir.func @no_promote_call_reads(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %v = vir.load %p : i32
  %v1 = vir.add %v, %i : i32
  vir.store %v1, %p : i32
  vir.call @peek() {vir.traits = [#vir.nowrite]} : () -> ()
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied licm on loop with back edge in @no_promote_call_reads, Unsupported (1 loop-invariant operation cannot move without more facts: a store in the loop may write the loaded memory)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// No dereferenceable fact, but the accesses are the first operations of
// the header of a bottom-tested loop: they run on every entry to the loop,
// so the load in the preheader reads what the first iteration would have
// (LLVM's isGuaranteedToExecute).
// CHECK-LABEL: vir.func @promote_runs_on_entry(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr
// CHECK: %[[INIT:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.br ^bb1(%{{.*}}, %[[INIT]] : i32, i32)
// CHECK-NOT: vir.load
// CHECK: ^bb2:
// CHECK-NEXT: vir.store %{{.*}}, %[[P]] : i32
vir.func @promote_runs_on_entry(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %v = vir.load %p : i32
  %v1 = vir.add %v, %i : i32
  vir.store %v1, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted licm on loop with back edge in @promote_runs_on_entry (promoted 1 memory location)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// A call that may not return comes first: the accesses may never run, and
// without a dereferenceable fact the location stays in memory.
// CHECK-LABEL: vir.func @no_promote_after_call(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.call @stop
// CHECK-NEXT: vir.load
vir.func private @stop()
vir.func @no_promote_after_call(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.call @stop() {vir.traits = [#vir.noread, #vir.nowrite, #vir.noreturn]} : () -> ()
  %v = vir.load %p : i32
  %v1 = vir.add %v, %i : i32
  vir.store %v1, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied licm on loop with back edge in @no_promote_after_call}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// A byte loaded from immutable memory (a constant table) cannot read the
// counter the loop writes: the counter is promoted although the byte's
// type aliases everything. With a stale `#vir.immutable` it stays.
// CHECK-LABEL: vir.func @promote_past_immutable_reader(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr
// CHECK: %[[INIT:.*]] = vir.load %[[P]] : i64
// CHECK-NEXT: vir.br ^bb1(%{{.*}}, %{{.*}}, %[[INIT]] : i64, i32, i64)
// CHECK-NOT: vir.store
// CHECK: ^bb2:
// CHECK-NEXT: vir.store %{{.*}}, %[[P]] : i64
vir.global constant @bytes : !vir.array<8 x i8> = "abcdefgh"
vir.func @promote_past_immutable_reader(%p: !vir.ptr, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %t = vir.addressof @bytes {vir.traits = [#vir.immutable]} : !vir.ptr
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %s: i32):
  %v = vir.load %p : i64
  %v1 = vir.add %v, %c1 : i64
  vir.store %v1, %p : i64
  %e = vir.gep %t[0, %i] : !vir.array<8 x i8>
  %b = vir.load %e : i8
  %bw = vir.zext %b : i8 to i32
  %s1 = vir.add %s, %bw : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted licm on loop with back edge in @promote_past_immutable_reader (promoted 1 memory location)}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %s1 : i32
}

// CHECK-LABEL: vir.func @no_promote_past_stale_immutable(
// CHECK: ^bb1(%{{.*}}: i64, %{{.*}}: i32):
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.store
vir.func @no_promote_past_stale_immutable(%p: !vir.ptr, %n: i64) -> i32 attributes {epoch = 2} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %t = vir.addressof @bytes {vir.traits = [#vir.immutable<epoch = 1>]} : !vir.ptr
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %s: i32):
  %v = vir.load %p : i64
  %v1 = vir.add %v, %c1 : i64
  vir.store %v1, %p : i64
  %e = vir.gep %t[0, %i] : !vir.array<8 x i8>
  %b = vir.load %e : i8
  %bw = vir.zext %b : i8 to i32
  %s1 = vir.add %s, %bw : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied licm on loop with back edge in @no_promote_past_stale_immutable}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i32), ^exit {vir.traits = [#vir.req<licm, soft, epoch = 2>]}
^exit:
  vir.return %s1 : i32
}
