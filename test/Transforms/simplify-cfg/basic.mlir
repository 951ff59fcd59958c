// RUN: vct-mlir-opt --simplify-cfg --split-input-file %s | FileCheck %s
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir.func(simplify-cfg))' --split-input-file %s | FileCheck %s
// Idempotence: the result is a fixpoint.
// RUN: vct-mlir-opt --simplify-cfg --simplify-cfg --split-input-file %s | FileCheck %s

// simplify-cfg folds constant and degenerate branches and switches, turns
// one-case switches into conditional branches, merges blocks into their
// only predecessor, forwards branches through empty blocks, removes
// unreachable blocks and drops redundant block arguments.

// cond_br on true: the true edge stays, the false successor becomes
// unreachable and goes, and the remaining block merges into the entry.
// CHECK-LABEL: vir.func @cond_br_true(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[R:.*]] = vir.add %[[X]], %[[X]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
// CHECK-NEXT: }
vir.func @cond_br_true(%x: i32, %y: i32) -> i32 {
  %t = vir.constant true
  vir.cond_br %t, ^a(%x : i32), ^b(%y : i32)
^a(%p: i32):
  %r = vir.add %p, %p : i32
  vir.return %r : i32
^b(%q: i32):
  vir.return %q : i32
}

// -----

// cond_br on false takes the false edge, with its operands.
// CHECK-LABEL: vir.func @cond_br_false(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[R:.*]] = vir.mul %[[Y]], %[[Y]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
// CHECK-NEXT: }
vir.func @cond_br_false(%x: i32, %y: i32) -> i32 {
  %f = vir.constant false
  vir.cond_br %f, ^a(%x : i32), ^b(%y : i32)
^a(%p: i32):
  vir.return %p : i32
^b(%q: i32):
  %r = vir.mul %q, %q : i32
  vir.return %r : i32
}

// -----

// Both edges to one place with the same operands: an unconditional branch.
// CHECK-LABEL: vir.func @cond_br_same_edges(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
vir.func @cond_br_same_edges(%c: i1, %x: i32) -> i32 {
  vir.cond_br %c, ^a(%x : i32), ^a(%x : i32)
^a(%p: i32):
  vir.return %p : i32
}

// -----

// Both edges to one place with different operands: not foldable.
// CHECK-LABEL: vir.func @no_cond_br_different_operands(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.cond_br %[[C]], ^[[A:bb[0-9]+]](%[[X]] : i32), ^[[A]](%[[Y]] : i32)
vir.func @no_cond_br_different_operands(%c: i1, %x: i32, %y: i32) -> i32 {
  vir.cond_br %c, ^a(%x : i32), ^a(%y : i32)
^a(%p: i32):
  vir.return %p : i32
}

// -----

// A switch on a constant goes to the matching case. Case values are
// compared at the flag's width: 200 is the i8 value -56.
// CHECK-LABEL: vir.func @switch_constant(
// CHECK-NEXT: %[[ONE:.*]] = vir.constant 1 : i32
// CHECK-NEXT: vir.return %[[ONE]] : i32
// CHECK-NEXT: }
vir.func @switch_constant() -> i32 {
  %k = vir.constant -56 : i8
  vir.switch %k : i8, [
    default: ^d,
    200: ^a,
    7: ^b
  ]
^d:
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
^a:
  %c1 = vir.constant 1 : i32
  vir.return %c1 : i32
^b:
  %c2 = vir.constant 2 : i32
  vir.return %c2 : i32
}

// -----

// A constant that matches no case goes to the default, with its operands.
// CHECK-LABEL: vir.func @switch_constant_default(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
vir.func @switch_constant_default(%x: i32) -> i32 {
  %k = vir.constant 5 : i32
  %c0 = vir.constant 0 : i32
  vir.switch %k : i32, [
    default: ^d(%x : i32),
    0: ^d(%c0 : i32),
    1: ^d(%c0 : i32)
  ]
^d(%v: i32):
  vir.return %v : i32
}

// -----

// An i1 switch on true matches case 1.
// CHECK-LABEL: vir.func @switch_constant_i1(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
vir.func @switch_constant_i1(%x: i32) -> i32 {
  %t = vir.constant true
  vir.switch %t : i1, [
    default: ^d,
    1: ^a
  ]
^d:
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
^a:
  vir.return %x : i32
}

// -----

// Every case and the default to one place with the same operands.
// CHECK-LABEL: vir.func @switch_all_edges_alike(
// CHECK-SAME: %[[K:[^:]+]]: i32, %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
vir.func @switch_all_edges_alike(%k: i32, %x: i32) -> i32 {
  vir.switch %k : i32, [
    default: ^d(%x : i32),
    1: ^d(%x : i32),
    2: ^d(%x : i32)
  ]
^d(%v: i32):
  vir.return %v : i32
}

// -----

// A switch with only a default is an unconditional branch.
// CHECK-LABEL: vir.func @switch_default_only(
// CHECK-SAME: %[[K:[^:]+]]: i32, %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
vir.func @switch_default_only(%k: i32, %x: i32) -> i32 {
  vir.switch %k : i32, [
    default: ^d(%x : i32)
  ]
^d(%v: i32):
  vir.return %v : i32
}

// -----

// One case: a compare and a conditional branch (case edge first). The
// case block's argument, fed only %x, then becomes %x.
// CHECK-LABEL: vir.func @switch_one_case(
// CHECK-SAME: %[[K:[^:]+]]: i8, %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[CASE:.*]] = vir.constant -3 : i8
// CHECK-NEXT: %[[IS:.*]] = vir.icmp eq %[[K]], %[[CASE]] : i8
// CHECK-NEXT: vir.cond_br %[[IS]], ^[[A:bb[0-9]+]], ^[[D:bb[0-9]+]]
// CHECK-NEXT: ^[[D]]:
// CHECK-NEXT: %[[ZERO:.*]] = vir.constant 0 : i32
// CHECK-NEXT: vir.return %[[ZERO]] : i32
// CHECK-NEXT: ^[[A]]:
// CHECK-NEXT: %[[R:.*]] = vir.add %[[X]], %[[X]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @switch_one_case(%k: i8, %x: i32) -> i32 {
  vir.switch %k : i8, [
    default: ^d,
    -3: ^a(%x : i32)
  ]
^d:
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
^a(%v: i32):
  %r = vir.add %v, %x : i32
  vir.return %r : i32
}

// -----

// A block with one predecessor ending in br joins it; its argument becomes
// the branch operand.
// CHECK-LABEL: vir.func @merge_into_predecessor(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[A:.*]] = vir.add %[[X]], %[[X]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.mul %[[A]], %[[A]] : i32
// CHECK-NEXT: %[[C:.*]] = vir.sub %[[B]], %[[X]] : i32
// CHECK-NEXT: vir.return %[[C]] : i32
// CHECK-NEXT: }
vir.func @merge_into_predecessor(%x: i32) -> i32 {
  %a = vir.add %x, %x : i32
  vir.br ^second(%a : i32)
^second(%s: i32):
  %b = vir.mul %s, %s : i32
  vir.br ^third
^third:
  %c = vir.sub %b, %x : i32
  vir.return %c : i32
}

// -----

// Branches through empty blocks go straight to their destination, with the
// empty block's arguments replaced by what each edge passed.
// CHECK-LABEL: vir.func @forward_empty_blocks(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.cond_br %[[C]], ^[[J:bb[0-9]+]](%[[Y]], %[[X]] : i32, i32), ^[[J]](%[[X]], %[[Y]] : i32, i32)
// CHECK-NEXT: ^[[J]](%[[P:.*]]: i32, %[[Q:.*]]: i32):
// CHECK-NEXT: %[[D:.*]] = vir.sub %[[P]], %[[Q]] : i32
// CHECK-NEXT: vir.return %[[D]] : i32
// CHECK-NOT: ^
vir.func @forward_empty_blocks(%c: i1, %x: i32, %y: i32) -> i32 {
  vir.cond_br %c, ^swap(%x, %y : i32, i32), ^keep
^swap(%a: i32, %b: i32):
  vir.br ^join(%b, %a : i32, i32)
^keep:
  vir.br ^join(%x, %y : i32, i32)
^join(%p: i32, %q: i32):
  %d = vir.sub %p, %q : i32
  vir.return %d : i32
}

// -----

// A loop's latch that only branches back is bypassed: the body branches to
// the header itself.
// CHECK-LABEL: vir.func @forward_latch(
// CHECK-SAME: %[[N:[^:]+]]: i32) -> i32 {
// CHECK: vir.br ^[[H:bb[0-9]+]](%{{.*}} : i32)
// CHECK-NEXT: ^[[H]](%[[I:.*]]: i32):
// CHECK-NEXT: %[[MORE:.*]] = vir.icmp slt %[[I]], %[[N]] : i32
// CHECK-NEXT: %[[I2:.*]] = vir.add %[[I]], %{{.*}} : i32
// CHECK-NEXT: vir.cond_br %[[MORE]], ^[[H]](%[[I2]] : i32), ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: vir.return %[[I]] : i32
vir.func @forward_latch(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  %i2 = vir.add %i, %c1 : i32
  vir.cond_br %more, ^latch(%i2 : i32), ^exit
^latch(%next: i32):
  vir.br ^header(%next : i32)
^exit:
  vir.return %i : i32
}

// -----

// Unreachable blocks go, also a cycle of them.
// CHECK-LABEL: vir.func @unreachable_blocks(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
// CHECK-NEXT: }
vir.func @unreachable_blocks(%x: i32) -> i32 {
  vir.return %x : i32
^dead1(%y: i32):
  %z = vir.add %y, %x : i32
  vir.br ^dead2(%z : i32)
^dead2(%w: i32):
  vir.br ^dead1(%w : i32)
}

// -----

// An argument that gets the same value on every edge is that value.
// CHECK-LABEL: vir.func @same_value_on_every_edge(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32) -> i32 {
// CHECK: ^[[J:bb[0-9]+]](%[[W:.*]]: i32):
// CHECK-NEXT: %[[S:.*]] = vir.add %[[X]], %[[W]] : i32
vir.func @same_value_on_every_edge(%c: i1, %x: i32) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  %one = vir.constant 1 : i32
  vir.br ^join(%x, %one : i32, i32)
^b:
  %two = vir.constant 2 : i32
  vir.br ^join(%x, %two : i32, i32)
^join(%v: i32, %w: i32):
  %s = vir.add %v, %w : i32
  vir.return %s : i32
}

// -----

// Loop header arguments: one fed the same value on entry and on the back
// edge, one fed a value on entry and itself on the back edge (both are that
// value), and one nothing uses (dropped). The accumulator stays.
// CHECK-LABEL: vir.func @loop_header_arguments(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[N:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[ZERO:.*]] = vir.constant 0 : i32
// CHECK-NEXT: vir.br ^[[H:bb[0-9]+]](%[[ZERO]], %[[ZERO]] : i32, i32)
// CHECK-NEXT: ^[[H]](%[[I:.*]]: i32, %[[ACC:.*]]: i32):
// CHECK-NEXT: %[[MORE:.*]] = vir.icmp slt %[[I]], %[[N]] : i32
// CHECK-NEXT: %[[I2:.*]] = vir.add %[[I]], %[[X]] : i32
// CHECK-NEXT: %[[ACC2:.*]] = vir.add %[[ACC]], %[[X]] : i32
// CHECK-NEXT: vir.cond_br %[[MORE]], ^[[H]](%[[I2]], %[[ACC2]] : i32, i32), ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: vir.return %[[ACC]] : i32
vir.func @loop_header_arguments(%x: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^header(%c0, %x, %c0, %x, %c0 : i32, i32, i32, i32, i32)
^header(%i: i32, %step: i32, %acc: i32, %self: i32, %unused: i32):
  %more = vir.icmp slt %i, %n : i32
  %i2 = vir.add %i, %step : i32
  %acc2 = vir.add %acc, %self : i32
  vir.cond_br %more, ^header(%i2, %x, %acc2, %self, %i2 : i32, i32, i32, i32, i32), ^exit
^exit:
  vir.return %acc : i32
}

// -----

// A function with nothing to simplify is left as it is.
// CHECK-LABEL: vir.func @nothing_to_do(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.cond_br %[[C]], ^[[A:bb[0-9]+]], ^[[B:bb[0-9]+]]
// CHECK-NEXT: ^[[A]]:
// CHECK-NEXT: vir.return %[[X]] : i32
// CHECK-NEXT: ^[[B]]:
// CHECK-NEXT: vir.return %[[Y]] : i32
vir.func @nothing_to_do(%c: i1, %x: i32, %y: i32) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  vir.return %x : i32
^b:
  vir.return %y : i32
}

// -----

// A switch whose cases (and default) go through empty blocks reaches their
// destinations directly, the forwarded operands on each case; all of a
// switch's forwarded edges are rewritten in one rebuild of the switch. The
// two cases into ^fwd pass different values, so the join keeps its argument.
// CHECK-LABEL: vir.func @switch_forward(
// CHECK: vir.switch %arg0 : i32, [
// CHECK-NEXT: default: ^[[JOIN:bb[0-9]+]](%arg1 : i32),
// CHECK-NEXT: 1: ^[[JOIN]](%arg1 : i32),
// CHECK-NEXT: 2: ^[[JOIN]](%arg2 : i32),
// CHECK-NEXT: 3: ^[[OWN:bb[0-9]+]]
// CHECK-NEXT: ]
// CHECK: ^[[OWN]]:
// CHECK: vir.return
// CHECK: ^[[JOIN]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @switch_forward(%k: i32, %a: i32, %b: i32) -> i32 {
  vir.switch %k : i32, [
    default: ^empty(%a : i32),
    1: ^fwd(%a : i32),
    2: ^fwd(%b : i32),
    3: ^own
  ]
^empty(%e: i32):
  vir.br ^join(%e : i32)
^fwd(%f: i32):
  vir.br ^join(%f : i32)
^own:
  %c = vir.constant 7 : i32
  vir.return %c : i32
^join(%r: i32):
  vir.return %r : i32
}

// -----

// A cycle that folding the entry's branch makes unreachable, whose block ^a
// passes ^b a value of ^b's own (dominance does not hold in unreachable
// code). Merging ^b into ^a would replace ^b's argument by itself: the
// pass hung there (csmith seed 62848). The cycle is deleted instead.
// CHECK-LABEL: vir.func @unreachable_cycle_passing_own_value(
// CHECK-NEXT: vir.return %arg0 : i32
// CHECK-NEXT: }
vir.func @unreachable_cycle_passing_own_value(%c: i32) -> i32 {
  %t = vir.constant true
  vir.cond_br %t, ^exit, ^b(%c : i32)
^b(%y: i32):
  %z = vir.add %y, %c : i32
  vir.br ^a
^a:
  %w = vir.add %z, %c : i32
  vir.br ^b(%y : i32)
^exit:
  vir.return %c : i32
}
