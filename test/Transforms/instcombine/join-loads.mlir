// RUN: vct-mlir-opt --instcombine --split-input-file %s | FileCheck %s
// A block argument every predecessor passes a load to is one load in the
// block, of an argument passed the addresses (LLVM's
// foldPHIArgLoadIntoPHI); addresses that are alike geps of different bases
// become one gep of an argument passed the bases (foldPHIArgGEPIntoPHI).
// The load keeps the traits every load had. Not when something may write
// memory after a load in its block, for a volatile load, loads of different
// types or alignments, or a load read by something else.

// c ? p->b : q->b: one gep and one load in the join.
// CHECK-LABEL: vir.func @field(
// CHECK: vir.br ^bb3(%arg1 : !vir.ptr)
// CHECK: vir.br ^bb3(%arg2 : !vir.ptr)
// CHECK: ^bb3(%[[BASE:.*]]: !vir.ptr):
// CHECK-NEXT: %[[A:.*]] = vir.gep %[[BASE]][8] : i8
// CHECK-NEXT: %[[V:.*]] = vir.load %[[A]] align 8 {vir.traits = [#vir.tbaa<["long"]>]} : i64
// CHECK-NEXT: vir.return %[[V]] : i64
vir.func @field(%c: i1, %p: !vir.ptr, %q: !vir.ptr) -> i64 attributes {alias_scopes = ["s1"]} {
  vir.cond_br %c, ^a, ^b
^a:
  %pa = vir.gep %p[8] : i8
  %x = vir.load %pa align 8 {vir.traits = [#vir.tbaa<["long"]>, #vir.noalias<alias_scopes = ["s1"]>]} : i64
  vir.br ^join(%x : i64)
^b:
  %qa = vir.gep %q[8] : i8
  %y = vir.load %qa align 8 {vir.traits = [#vir.tbaa<["long"]>]} : i64
  vir.br ^join(%y : i64)
^join(%v: i64):
  vir.return %v : i64
}

// -----

// Refused: a store after the load in its block.
// CHECK-LABEL: vir.func @no_store_after(
// CHECK: ^bb3(%[[V:.*]]: i32):
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @no_store_after(%c: i1, %p: !vir.ptr, %q: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.cond_br %c, ^a, ^b
^a:
  %x = vir.load %p : i32
  vir.store %c0, %q : i32
  vir.br ^join(%x : i32)
^b:
  %y = vir.load %q : i32
  vir.br ^join(%y : i32)
^join(%v: i32):
  vir.return %v : i32
}

// -----

// Refused: a volatile load; loads of different types.
// CHECK-LABEL: vir.func @no_volatile(
// CHECK: ^bb3(%[[V:.*]]: i32):
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @no_volatile(%c: i1, %p: !vir.ptr, %q: !vir.ptr) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  %x = vir.load volatile %p : i32
  vir.br ^join(%x : i32)
^b:
  %y = vir.load %q : i32
  vir.br ^join(%y : i32)
^join(%v: i32):
  vir.return %v : i32
}

// -----

// CHECK-LABEL: vir.func @no_other_use(
// CHECK: ^bb3(%[[V:.*]]: i32):
// CHECK-NEXT: vir.add
vir.func @no_other_use(%c: i1, %p: !vir.ptr, %q: !vir.ptr, %out: !vir.ptr) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  %x = vir.load %p : i32
  vir.store %x, %out : i32
  vir.br ^join(%x : i32)
^b:
  %y = vir.load %q : i32
  vir.br ^join(%y : i32)
^join(%v: i32):
  %w = vir.add %v, %v : i32
  vir.return %w : i32
}

// -----

// Facts about the value read are not kept, only the alias facts: a
// `loop_invariant` load of either address is no longer invariant once a
// condition picks the address.
// CHECK-LABEL: vir.func @value_facts_dropped(
// CHECK: ^bb3(%[[A:.*]]: !vir.ptr):
// CHECK-NEXT: %[[V:.*]] = vir.load %[[A]] : i32
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @value_facts_dropped(%c: i1, %p: !vir.ptr, %q: !vir.ptr) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  %x = vir.load %p {vir.traits = [#vir.range<0, 10>, #vir.loop_invariant]} : i32
  vir.br ^join(%x : i32)
^b:
  %y = vir.load %q {vir.traits = [#vir.range<0, 10>, #vir.loop_invariant]} : i32
  vir.br ^join(%y : i32)
^join(%v: i32):
  vir.return %v : i32
}
