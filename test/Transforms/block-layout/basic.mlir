// RUN: vct-mlir-opt --block-layout --remarks -verify-diagnostics %s | FileCheck %s

vir.func private @report() -> i32
vir.func private @abort()

// A cold_path block goes last; the other side falls through.
// CHECK-LABEL: vir.func @cold_last(
// CHECK: vir.cond_br %arg0, ^[[ERR:bb[0-9]+]], ^[[OK:bb[0-9]+]]
// CHECK-NEXT: ^[[OK]]:
// CHECK-NEXT: vir.return %arg1
// CHECK-NEXT: ^[[ERR]]:
// CHECK-NEXT: vir.call @report
// expected-remark @below {{VIR: block-layout: placed 2 blocks elsewhere, 1 cold blocks last}}
vir.func @cold_last(%c: i1, %a: i32) -> i32 {
  vir.cond_br %c, ^err, ^ok
^err:
  %r = vir.call @report() : () -> i32
  // expected-remark @below {{VIR: accepted cold_path on block ending in vir.return in @cold_last (placed among the cold blocks at the end of the function)}}
  vir.return %r : i32 {vir.traits = [#vir.req<cold_path, soft>]}
^ok:
  vir.return %a : i32
}

// The heavier side of branch_weights falls through.
// CHECK-LABEL: vir.func @weights(
// CHECK: vir.cond_br %arg0 weights([10, 90]), ^[[A:bb[0-9]+]], ^[[B:bb[0-9]+]]
// CHECK-NEXT: ^[[B]]:
// CHECK-NEXT: vir.return %arg2
// CHECK-NEXT: ^[[A]]:
// expected-remark @below {{VIR: block-layout: placed 2 blocks elsewhere, 0 cold blocks last}}
vir.func @weights(%c: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c weights([10, 90]), ^a, ^b
^a:
  vir.return %a : i32
^b:
  vir.return %b : i32
}

// A loop body stays contiguous after its header; the exit comes after it.
// CHECK-LABEL: vir.func @loop(
// CHECK: ^[[H:bb[0-9]+]](%{{.*}}: i32):
// CHECK: vir.cond_br %{{.*}}, ^[[EXIT:bb[0-9]+]], ^[[BODY:bb[0-9]+]]
// CHECK-NEXT: ^[[BODY]]:
// CHECK: vir.br ^[[H]]
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: vir.return
// expected-remark @below {{VIR: block-layout: placed 2 blocks elsewhere, 0 cold blocks last}}
vir.func @loop(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^h(%c0 : i32)
^h(%i: i32):
  %done = vir.icmp sge %i, %n : i32
  vir.cond_br %done, ^exit, ^body
^exit:
  vir.return %i : i32
^body:
  %next = vir.add %i, %c1 : i32
  vir.br ^h(%next : i32)
}

// An error path (a block ending in vir.unreachable) goes last, out of the
// loop.
// CHECK-LABEL: vir.func @error_path(
// CHECK: ^[[H:bb[0-9]+]](%{{.*}}: i32):
// CHECK: vir.cond_br %{{.*}}, ^[[BAD:bb[0-9]+]], ^[[GOOD:bb[0-9]+]]
// CHECK-NEXT: ^[[GOOD]]:
// CHECK: vir.cond_br
// CHECK-NEXT: ^{{bb[0-9]+}}:
// CHECK-NEXT: vir.return
// CHECK-NEXT: ^[[BAD]]:
// CHECK-NEXT: vir.call @abort
// CHECK-NEXT: vir.unreachable
// expected-remark @below {{VIR: block-layout: placed 3 blocks elsewhere, 1 cold blocks last}}
vir.func @error_path(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^h(%c0 : i32)
^h(%i: i32):
  %neg = vir.icmp slt %i, %c0 : i32
  vir.cond_br %neg, ^bad, ^good
^bad:
  vir.call @abort() : () -> ()
  vir.unreachable
^good:
  %next = vir.add %i, %c1 : i32
  %more = vir.icmp slt %next, %n : i32
  vir.cond_br %more, ^h(%next : i32), ^exit
^exit:
  vir.return %next : i32
}

// hot_path: the hot side falls through; of two hot successors, one is
// denied.
// CHECK-LABEL: vir.func @hot(
// CHECK: vir.cond_br %arg0, ^[[A:bb[0-9]+]], ^[[B:bb[0-9]+]]
// CHECK-NEXT: ^[[B]]:
// CHECK-NEXT: vir.return %arg2
// expected-remark @below {{VIR: block-layout: placed 2 blocks elsewhere, 0 cold blocks last}}
vir.func @hot(%c: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  vir.return %a : i32
^b:
  // expected-remark @below {{VIR: accepted hot_path on block ending in vir.return in @hot (placed right after a predecessor (its fall-through))}}
  vir.return %b : i32 {vir.traits = [#vir.req<hot_path, soft>]}
}

// CHECK-LABEL: vir.func @no_two_hot(
vir.func @no_two_hot(%c: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  // expected-remark @below {{VIR: accepted hot_path on block ending in vir.return in @no_two_hot (placed right after a predecessor (its fall-through))}}
  vir.return %a : i32 {vir.traits = [#vir.req<hot_path, soft>]}
^b:
  // expected-remark @below {{VIR: denied hot_path on block ending in vir.return in @no_two_hot, CostModel (another block is its predecessors' fall-through)}}
  vir.return %b : i32 {vir.traits = [#vir.req<hot_path, soft>]}
}

// Refused: the entry stays first; cold and hot on one block: hot wins.
// CHECK-LABEL: vir.func @no_cold_entry(
// CHECK-NEXT: vir.cond_br
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: vir.return %arg1
vir.func @no_cold_entry(%c: i1, %a: i32, %b: i32) -> i32 {
  // expected-remark @below {{VIR: denied cold_path on block ending in vir.cond_br in @no_cold_entry, CostModel (the entry block stays first)}}
  vir.cond_br %c, ^a, ^b {vir.traits = [#vir.req<cold_path, soft>]}
^a:
  // expected-remark @below {{VIR: accepted hot_path on block ending in vir.return in @no_cold_entry (placed right after a predecessor (its fall-through))}}
  // expected-remark @below {{VIR: denied cold_path on block ending in vir.return in @no_cold_entry, ContradictsTrait (the block also has a hot_path request)}}
  vir.return %a : i32 {vir.traits = [#vir.req<hot_path, soft>, #vir.req<cold_path, soft>]}
^b:
  vir.return %b : i32
}

// Nothing moves when the order already is the preferred one: no remark.
// CHECK-LABEL: vir.func @no_change(
// CHECK-NEXT: vir.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: vir.return %arg1
vir.func @no_change(%c: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  vir.return %a : i32
^b:
  vir.return %b : i32
}
