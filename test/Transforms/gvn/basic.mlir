// Value numbering of side-effect-free operations over the dominator tree:
// operands by value number, commutative operands in either order, icmp
// with swapped operands and predicate; attributes other than traits must
// match; values available in every predecessor of a join become a block
// argument.
// RUN: vct-mlir-opt --gvn %s | FileCheck %s
// Idempotent: a second run finds nothing more.
// RUN: vct-mlir-opt --gvn %s | vct-mlir-opt --gvn | FileCheck %s

// A dominated duplicate, with the operands of a commutative op swapped.
// CHECK-LABEL: vir.func @commutative(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK-NEXT: %[[S:.*]] = vir.add %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[P:.*]] = vir.mul %[[S]], %[[S]] : i32
// CHECK-NEXT: vir.return %[[P]] : i32
vir.func @commutative(%a: i32, %b: i32) -> i32 {
  %x = vir.add %a, %b : i32
  %y = vir.add %b, %a : i32
  %p = vir.mul %x, %y : i32
  vir.return %p : i32
}

// Value numbers, not SSA names: %y2 uses %y, which is %x's duplicate.
// CHECK-LABEL: vir.func @by_number(
// CHECK: %[[X:.*]] = vir.sub %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[X2:.*]] = vir.shl %[[X]], %{{.*}} : i32
// CHECK-NEXT: vir.add %[[X2]], %[[X2]] : i32
vir.func @by_number(%a: i32, %b: i32) -> i32 {
  %x = vir.sub %a, %b : i32
  %x2 = vir.shl %x, %b : i32
  %y = vir.sub %a, %b : i32
  %y2 = vir.shl %y, %b : i32
  %r = vir.add %x2, %y2 : i32
  vir.return %r : i32
}

// `icmp slt a, b` is `icmp sgt b, a`.
// CHECK-LABEL: vir.func @icmp_swapped(
// CHECK: %[[C:.*]] = vir.icmp slt
// CHECK-NOT: vir.icmp
// CHECK: vir.and %[[C]], %[[C]] : i1
vir.func @icmp_swapped(%a: i32, %b: i32) -> i1 {
  %c = vir.icmp slt %a, %b : i32
  %d = vir.icmp sgt %b, %a : i32
  %r = vir.and %c, %d : i1
  vir.return %r : i1
}

// Different flags are different expressions; different predicates too.
// CHECK-LABEL: vir.func @no_merge_different_flags(
// CHECK: vir.add %{{.*}}, %{{.*}} nsw : i32
// CHECK: vir.add %{{.*}}, %{{.*}} : i32
// CHECK: vir.icmp slt
// CHECK: vir.icmp sle
vir.func @no_merge_different_flags(%a: i32, %b: i32) -> i1 {
  %x = vir.add %a, %b nsw : i32
  %y = vir.add %a, %b : i32
  %c = vir.icmp slt %x, %y : i32
  %d = vir.icmp sle %x, %y : i32
  %r = vir.xor %c, %d : i1
  vir.return %r : i1
}

// Traits are not part of the expression; the replaced op's traits go with
// it (they held only where it was computed).
// CHECK-LABEL: vir.func @traits_ignored(
// CHECK: %[[X:.*]] = vir.sext %{{.*}} : i32 to i64
// CHECK-NOT: vir.sext
// CHECK-NOT: #vir.range
// CHECK: vir.add %[[X]], %[[X]] : i64
vir.func @traits_ignored(%a: i32) -> i64 {
  %x = vir.sext %a : i32 to i64
  %y = vir.sext %a {vir.traits = [#vir.range<0, 10>]} : i32 to i64
  %r = vir.add %x, %y : i64
  vir.return %r : i64
}

// Across blocks: a value in a dominating block replaces later copies.
// CHECK-LABEL: vir.func @dominating_block(
// CHECK: %[[M:.*]] = vir.mul
// CHECK: ^bb1:
// CHECK-NEXT: vir.return %[[M]] : i32
// CHECK: ^bb2:
// CHECK-NEXT: %[[Z:.*]] = vir.add %[[M]], %[[M]] : i32
vir.func @dominating_block(%a: i32, %c: i1) -> i32 {
  %m = vir.mul %a, %a : i32
  vir.cond_br %c, ^one, ^two
^one:
  %n = vir.mul %a, %a : i32
  vir.return %n : i32
^two:
  %o = vir.mul %a, %a : i32
  %z = vir.add %o, %m : i32
  vir.return %z : i32
}

// Siblings do not dominate each other: both stay.
// CHECK-LABEL: vir.func @no_merge_siblings(
// CHECK: ^bb1:
// CHECK-NEXT: vir.udiv
// CHECK: ^bb2:
// CHECK-NEXT: vir.udiv
vir.func @no_merge_siblings(%a: i32, %b: i32, %c: i1) -> i32 {
  vir.cond_br %c, ^one, ^two
^one:
  %x = vir.udiv %a, %b : i32
  vir.return %x : i32
^two:
  %y = vir.udiv %a, %b : i32
  vir.return %y : i32
}

// Computed in both predecessors of a join: the join's copy becomes a block
// argument fed by the predecessors' values.
// CHECK-LABEL: vir.func @join_argument(
// CHECK: ^bb1:
// CHECK-NEXT: %[[X:.*]] = vir.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.br ^bb3(%[[X]] : i32)
// CHECK: ^bb2:
// CHECK-NEXT: %[[Y:.*]] = vir.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.br ^bb3(%[[Y]] : i32)
// CHECK: ^bb3(%[[J:.*]]: i32):
// CHECK-NEXT: vir.return %[[J]] : i32
vir.func @join_argument(%a: i32, %b: i32, %c: i1) -> i32 {
  vir.cond_br %c, ^one, ^two
^one:
  %x = vir.mul %a, %b : i32
  vir.br ^join
^two:
  %y = vir.mul %b, %a : i32
  vir.br ^join
^join:
  %z = vir.mul %a, %b : i32
  vir.return %z : i32
}

// One predecessor lacks the value: no argument, the join computes it.
// CHECK-LABEL: vir.func @no_join_partial(
// CHECK: ^bb3:
// CHECK-NEXT: vir.mul
vir.func @no_join_partial(%a: i32, %b: i32, %c: i1) -> i32 {
  vir.cond_br %c, ^one, ^two
^one:
  %x = vir.mul %a, %b : i32
  vir.br ^join
^two:
  vir.br ^join
^join:
  %z = vir.mul %a, %b : i32
  vir.return %z : i32
}

// Constants are cheaper to repeat than to pass: no argument for them.
// CHECK-LABEL: vir.func @no_join_constant(
// CHECK: ^bb3:
// CHECK-NEXT: vir.constant 7 : i32
vir.func @no_join_constant(%c: i1) -> i32 {
  vir.cond_br %c, ^one, ^two
^one:
  %x = vir.constant 7 : i32
  vir.br ^join
^two:
  %y = vir.constant 7 : i32
  vir.br ^join
^join:
  %z = vir.constant 7 : i32
  vir.return %z : i32
}

// A loop header's back edge brings a value computed in the loop: no
// argument at a header (nothing there is available on the back edge yet).
// CHECK-LABEL: vir.func @no_join_loop_header(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.mul
vir.func @no_join_loop_header(%a: i32, %n: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %x = vir.mul %a, %a : i32
  vir.br ^loop(%c1 : i32)
^loop(%i: i32):
  %y = vir.mul %i, %i : i32
  %next = vir.add %i, %c1 : i32
  %more = vir.icmp slt %next, %n : i32
  vir.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  vir.return %y : i32
}

// Unreachable blocks are not visited.
// CHECK-LABEL: vir.func @unreachable(
// CHECK: ^bb1:
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.add
vir.func @unreachable(%a: i32) -> i32 {
  vir.return %a : i32
^dead:
  %x = vir.add %a, %a : i32
  %y = vir.add %a, %a : i32
  %z = vir.mul %x, %y : i32
  vir.return %z : i32
}
