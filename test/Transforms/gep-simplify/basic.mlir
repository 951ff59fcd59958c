// RUN: vct-mlir-opt %s --gep-simplify | FileCheck %s
// RUN: vct-mlir-opt %s --gep-simplify --gep-simplify | FileCheck %s
// gep-simplify's rewrites: constant chains to one byte GEP, constant offsets
// split out of indices, invariant prefixes moved to the preheader; and the
// cases left alone, each with the reason.

// A chain of constant GEPs becomes one byte GEP on its root.
// CHECK-LABEL: vir.func @fold_chain(
// CHECK-SAME: %[[P:.*]]: !vir.ptr
// CHECK-NEXT: %[[G:.*]] = vir.gep %[[P]][12] : i8
// CHECK-NEXT: vir.load %[[G]] : i32
vir.func @fold_chain(%p: !vir.ptr) -> i32 {
  %a = vir.gep %p[1] : i32
  %b = vir.gep %a[0, 1] : !vir.struct<i32, !vir.array<2 x i32>>
  %c = vir.gep %b[0, 1] : !vir.array<2 x i32>
  %v = vir.load %c : i32
  vir.return %v : i32
}

// A struct field and an array element at the same offset become the same
// operation, which early-cse then merges.
// CHECK-LABEL: vir.func @equivalent_addresses(
// CHECK: vir.gep %{{.*}}[8] : i8
// CHECK: vir.gep %{{.*}}[8] : i8
// CHECK-NOT: vir.gep
vir.func @equivalent_addresses(%p: !vir.ptr) -> i64 {
  %f = vir.gep %p[0, 1] : !vir.struct<i32, i64>
  %x = vir.load %f : i64
  %e = vir.gep %p[1] : i64
  %y = vir.load %e : i64
  %s = vir.add %x, %y : i64
  vir.return %s : i64
}

// inbounds stays when every GEP of the chain had it.
// CHECK-LABEL: vir.func @inbounds_chain(
// CHECK: vir.gep inbounds %{{.*}}[6] : i8
// CHECK: vir.gep %{{.*}}[6] : i8
vir.func @inbounds_chain(%p: !vir.ptr, %q: !vir.ptr) -> i16 {
  %a = vir.gep inbounds %p[1] : i16
  %b = vir.gep inbounds %a[2] : i16
  %x = vir.load %b : i16
  %c = vir.gep inbounds %q[1] : i16
  %d = vir.gep %c[2] : i16
  %y = vir.load %d : i16
  %s = vir.add %x, %y : i16
  vir.return %s : i16
}

// A zero offset is the base itself.
// CHECK-LABEL: vir.func @zero_offset(
// CHECK-SAME: %[[P:.*]]: !vir.ptr
// CHECK-NEXT: vir.load %[[P]] : i32
vir.func @zero_offset(%p: !vir.ptr) -> i32 {
  %a = vir.gep %p[0, 0] : !vir.struct<i32, i32>
  %v = vir.load %a : i32
  vir.return %v : i32
}

// p[i + 1] is p[i] plus 4 bytes when p[i] is computed already.
// CHECK-LABEL: vir.func @split_add(
// CHECK-SAME: %[[P:.*]]: !vir.ptr, %[[I:.*]]: i64
// CHECK: %[[B:.*]] = vir.gep %[[P]][%[[I]]] : i32
// CHECK-NEXT: vir.load %[[B]] : i32
// CHECK: %[[E:.*]] = vir.gep %[[B]][4] : i8
// CHECK-NEXT: vir.load %[[E]] : i32
vir.func @split_add(%p: !vir.ptr, %i: i64) -> i32 {
  %c1 = vir.constant 1 : i64
  %b = vir.gep %p[%i] : i32
  %u = vir.load %b : i32
  %j = vir.add %i, %c1 : i64
  %e = vir.gep %p[%j] : i32
  %v = vir.load %e : i32
  %s = vir.add %u, %v : i32
  vir.return %s : i32
}

// A lone p[i + 1] stays: splitting it would add a GEP.
// CHECK-LABEL: vir.func @no_split_without_sibling(
// CHECK: %[[J:.*]] = vir.add
// CHECK-NEXT: vir.gep %{{.*}}[%[[J]]] : i32
vir.func @no_split_without_sibling(%p: !vir.ptr, %i: i64) -> i32 {
  %c1 = vir.constant 1 : i64
  %j = vir.add %i, %c1 : i64
  %e = vir.gep %p[%j] : i32
  %v = vir.load %e : i32
  vir.return %v : i32
}

// A p[i] that does not dominate p[i + 1] is not reused.
// CHECK-LABEL: vir.func @no_split_sibling_not_dominating(
// CHECK: vir.gep %{{.*}}[%{{.*}}] : i32
// CHECK: ^bb1:
// CHECK-NEXT: vir.gep %{{.*}}[%{{.*}}] : i32
vir.func @no_split_sibling_not_dominating(%p: !vir.ptr, %i: i64, %c: i1) -> i32 {
  %c1 = vir.constant 1 : i64
  %j = vir.add %i, %c1 : i64
  %e = vir.gep %p[%j] : i32
  %v = vir.load %e : i32
  vir.cond_br %c, ^other, ^done
^other:
  %b = vir.gep %p[%i] : i32
  %u = vir.load %b : i32
  vir.return %u : i32
^done:
  vir.return %v : i32
}

// p[sext(i + 3)] with `add nsw` is p[sext i] plus 3; byte reads of p[i],
// p[i+3] then share p[i].
// CHECK-LABEL: vir.func @split_sext(
// CHECK-SAME: %[[P:.*]]: !vir.ptr, %[[I:.*]]: i32
// CHECK: %[[X:.*]] = vir.sext %[[I]] : i32 to i64
// CHECK: %[[B:.*]] = vir.gep %[[P]][%[[X]]] : i8
// CHECK: vir.load %[[B]] : i8
// CHECK: %[[E:.*]] = vir.gep %[[B]][3] : i8
// CHECK-NEXT: vir.load %[[E]] : i8
vir.func @split_sext(%p: !vir.ptr, %i: i32) -> i8 {
  %c3 = vir.constant 3 : i32
  %x = vir.sext %i : i32 to i64
  %b = vir.gep %p[%x] : i8
  %u = vir.load %b : i8
  %j = vir.add %i, %c3 nsw : i32
  %y = vir.sext %j : i32 to i64
  %e = vir.gep %p[%y] : i8
  %v = vir.load %e : i8
  %s = vir.add %u, %v : i8
  vir.return %s : i8
}

// Without nsw, sext(i + 3) is not sext(i) + 3 (the narrow add may wrap).
// CHECK-LABEL: vir.func @no_split_sext_without_nsw(
// CHECK: %[[Y:.*]] = vir.sext
// CHECK-NEXT: vir.gep %{{.*}}[%[[Y]]] : i8
// CHECK-NEXT: vir.load
vir.func @no_split_sext_without_nsw(%p: !vir.ptr, %i: i32) -> i8 {
  %c3 = vir.constant 3 : i32
  %j = vir.add %i, %c3 : i32
  %y = vir.sext %j : i32 to i64
  %e = vir.gep %p[%y] : i8
  %v = vir.load %e : i8
  vir.return %v : i8
}

// In a[i][j] with i invariant, the row address a[i] moves to the preheader.
// CHECK-LABEL: vir.func @invariant_prefix(
// CHECK-SAME: %[[A:.*]]: !vir.ptr, %[[I:.*]]: i64
// CHECK: %[[ROW:.*]] = vir.gep %[[A]][%[[I]]] : !vir.array<8 x i32>
// CHECK-NEXT: vir.br ^[[LOOP:.*]](
// CHECK: ^[[LOOP]](%[[J:.*]]: i64, %{{.*}}: i32):
// CHECK: vir.gep %[[ROW]][0, %[[J]]] : !vir.array<8 x i32>
vir.func @invariant_prefix(%a: !vir.ptr, %i: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%j: i64, %s: i32):
  %e = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  %v = vir.load %e : i32
  %s1 = vir.add %s, %v : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^loop(%j1, %s1 : i64, i32), ^exit
^exit:
  vir.return %s1 : i32
}

// A loop entered from two blocks has no preheader: the GEP stays whole.
// CHECK-LABEL: vir.func @no_invariant_prefix_without_preheader(
// CHECK: ^{{.*}}(%[[J:.*]]: i64):
// CHECK-NEXT: vir.gep %{{.*}}[%{{.*}}, %[[J]]] : !vir.array<8 x i32>
vir.func @no_invariant_prefix_without_preheader(%a: !vir.ptr, %i: i64, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.cond_br %c, ^loop(%c0 : i64), ^other
^other:
  vir.br ^loop(%c1 : i64)
^loop(%j: i64):
  %e = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  %v = vir.load %e : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^loop(%j1 : i64), ^exit
^exit:
  vir.return %v : i32
}

// GEPs on a stack slot keep their typed form for a later round's sroa.
// CHECK-LABEL: vir.func @no_fold_on_stack_slot(
// CHECK: vir.gep %{{.*}}[0, 1] : !vir.struct<i32, i32>
vir.func @no_fold_on_stack_slot(%x: i32) -> i32 {
  %s = vir.alloca !vir.struct<i32, i32>
  %f = vir.gep %s[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f : i32
  %v = vir.load %f : i32
  vir.return %v : i32
}

// A GEP with traits is a chain root: the fold stops there, so its
// dereferenceable fact stays reachable from the folded GEP.
// CHECK-LABEL: vir.func @traits_stop_the_chain(
// CHECK: %[[R:.*]] = vir.gep %{{.*}}[4] {vir.traits = [#vir.dereferenceable<8>]} : i8
// CHECK-NEXT: %[[G:.*]] = vir.gep %[[R]][4] : i8
// CHECK-NEXT: vir.load %[[G]] : i32
vir.func @traits_stop_the_chain(%p: !vir.ptr) -> i32 {
  %r = vir.gep %p[1] {vir.traits = [#vir.dereferenceable<8>]} : i32
  %g = vir.gep %r[1] : i32
  %v = vir.load %g : i32
  vir.return %v : i32
}
