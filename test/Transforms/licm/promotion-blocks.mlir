// Promotion of a location accessed in several blocks of the loop (LLVM's
// LoadAndStorePromoter): a store runs before every exit, so the stores on
// the exit edges write nothing the loop would not have. The value is loaded
// in the preheader (with the alias facts all its accesses had); in each block a load after a store reads the stored
// value, one before any reads the value live into the block, which the SSA
// updater carries in block arguments; the exits store the value leaving
// the loop there.
// RUN: vct-mlir-opt --licm --remarks -verify-diagnostics --split-input-file %s | FileCheck %s

// CHECK-LABEL: vir.func @across_blocks(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr
// CHECK: %[[INIT:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.br ^bb1(%{{.*}}, %[[INIT]] : i32, i32)
// CHECK: ^bb1(%[[I:.*]]: i32, %[[V:.*]]: i32):
// CHECK-NEXT: %[[V1:.*]] = vir.add %[[V]], %[[I]] : i32
// CHECK-NEXT: vir.cond_br %{{.*}}, ^bb2, ^bb3(%[[V1]] : i32)
// CHECK: ^bb2:
// CHECK-NEXT: %[[W:.*]] = vir.mul %[[V1]], %[[V1]] : i32
// CHECK-NEXT: vir.br ^bb3(%[[W]] : i32)
// CHECK: ^bb3(%[[M:.*]]: i32):
// CHECK-NOT: vir.load
// CHECK: vir.cond_br %{{.*}}, ^bb1(%{{.*}}, %[[M]] : i32, i32), ^bb4
// CHECK: ^bb4:
// CHECK-NEXT: vir.store %[[M]], %[[P]] : i32
// CHECK-NEXT: vir.return
vir.func @across_blocks(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %n: i32, %c: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %v = vir.load %p : i32
  %v1 = vir.add %v, %i : i32
  vir.store %v1, %p : i32
  vir.cond_br %c, ^then, ^latch
^then:
  %w = vir.load %p : i32
  %w1 = vir.mul %w, %w : i32
  vir.store %w1, %p : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted licm on loop with back edge in @across_blocks (promoted 1 memory location)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// -----

// The only store is on one arm: an exit may come without it, so storing
// there could write where the loop did not. Nothing moves.
// CHECK-LABEL: vir.func @store_on_one_arm(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load
// CHECK: ^bb2:
// CHECK-NEXT: vir.store
vir.func @store_on_one_arm(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %v = vir.load %p : i32
  %c = vir.icmp slt %v, %i : i32
  vir.cond_br %c, ^then, ^latch
^then:
  vir.store %i, %p : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied licm on loop with back edge in @store_on_one_arm, Unsupported (1 loop-invariant operation cannot move without more facts: a store in the loop may write the loaded memory)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// -----

// A pseudo-random generator's state (global @st, its accesses inlined from
// another function, scoped `vct.global.st`) and a table (@acc, scoped
// `vct.global.acc`) written on one arm: module scopes name different
// globals, so the table's store cannot touch the state, which is promoted.
// CHECK-LABEL: vir.func @module_scopes(
// CHECK: vir.load %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.st"]>]} : i32
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb2:
// CHECK: vir.gep
// CHECK-NEXT: vir.store %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.acc"]>]} : i32
// CHECK: ^bb4:
// CHECK-NEXT: vir.store %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.st"]>]} : i32
vir.global private @st : i32 = zeroinit align 4
vir.global private @acc : !vir.array<64 x i32> = zeroinit align 16
vir.func @module_scopes(%n: i32) attributes {alias_scopes = ["vct.global.st", "vct.global.acc"]} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c63 = vir.constant 63 : i32
  %k = vir.constant 1664525 : i32
  %st = vir.addressof @st {vir.traits = [#vir.dereferenceable<4>]} : !vir.ptr
  %acc = vir.addressof @acc : !vir.ptr
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %s = vir.load %st {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.st"]>]} : i32
  %s1 = vir.mul %s, %k : i32
  vir.store %s1, %st {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.st"]>]} : i32
  %odd = vir.and %s1, %c1 : i32
  %c = vir.icmp ne %odd, %c0 : i32
  vir.cond_br %c, ^then, ^latch
^then:
  %slot = vir.and %s1, %c63 : i32
  %index = vir.zext %slot : i32 to i64
  %pa = vir.gep inbounds %acc[0, %index] : !vir.array<64 x i32>
  vir.store %i, %pa {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.acc"]>]} : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted licm on loop with back edge in @module_scopes (promoted 1 memory location)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// -----

// The same with scopes that are not module scopes ("a", "b" say nothing
// about each other without noalias lists): the table's store may write the
// state, which stays in memory.
// CHECK-LABEL: vir.func @other_scopes(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load
vir.global private @st2 : i32 = zeroinit align 4
vir.global private @acc2 : !vir.array<64 x i32> = zeroinit align 16
vir.func @other_scopes(%n: i32) attributes {alias_scopes = ["a", "b"]} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c63 = vir.constant 63 : i32
  %k = vir.constant 1664525 : i32
  %st = vir.addressof @st2 {vir.traits = [#vir.dereferenceable<4>]} : !vir.ptr
  %acc = vir.addressof @acc2 : !vir.ptr
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %s = vir.load %st {vir.traits = [#vir.noalias<alias_scopes = ["a"]>]} : i32
  %s1 = vir.mul %s, %k : i32
  vir.store %s1, %st {vir.traits = [#vir.noalias<alias_scopes = ["a"]>]} : i32
  %odd = vir.and %s1, %c1 : i32
  %c = vir.icmp ne %odd, %c0 : i32
  vir.cond_br %c, ^then, ^latch
^then:
  %slot = vir.and %s1, %c63 : i32
  %index = vir.zext %slot : i32 to i64
  %pa = vir.gep inbounds %acc[0, %index] : !vir.array<64 x i32>
  vir.store %i, %pa {vir.traits = [#vir.noalias<alias_scopes = ["b"]>]} : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied licm on loop with back edge in @other_scopes, Unsupported (1 loop-invariant operation cannot move without more facts: a store in the loop may write the loaded memory)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}
