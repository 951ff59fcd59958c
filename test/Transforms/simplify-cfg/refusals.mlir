// RUN: vct-mlir-opt --simplify-cfg --split-input-file %s | FileCheck %s
// RUN: vct-mlir-opt --simplify-cfg --remarks --split-input-file -verify-diagnostics %s -o /dev/null

// CFG edits simplify-cfg must not make: a block whose branch carries a
// request is neither forwarded nor merged away (the request would lose its
// subject), and branches that are not constant or degenerate stay.

// An empty block ending in a branch with a request is kept.
// CHECK-LABEL: vir.func @no_forward_requested_block(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.cond_br %[[C]], ^[[HOT:bb[0-9]+]], ^[[J:bb[0-9]+]]
// CHECK-NEXT: ^[[HOT]]:
// CHECK-NEXT: vir.br ^[[J]] {vir.traits = [#vir.req<hot_path, soft>]}
// CHECK-NEXT: ^[[J]]:
// CHECK-NEXT: vir.return %[[X]] : i32
// expected-remark @below {{VIR: simplify-cfg: removed 1 unreachable blocks, folded 0 branches, dropped 0 block arguments, forwarded 1 empty blocks, threaded 0 constant edges, merged 0 blocks}}
vir.func @no_forward_requested_block(%c: i1, %x: i32) -> i32 {
  vir.cond_br %c, ^hot, ^cold
^hot:
  // expected-remark @below {{VIR: simplify-cfg: empty block kept: its branch carries requests}}
  vir.br ^join {vir.traits = [#vir.req<hot_path, soft>]}
^cold:
  vir.br ^join
^join:
  vir.return %x : i32
}

// -----

// A block is not merged into a predecessor whose branch carries a request.
// CHECK-LABEL: vir.func @no_merge_after_requested_branch(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[A:.*]] = vir.add %[[X]], %[[X]] : i32
// CHECK-NEXT: vir.br ^[[N:bb[0-9]+]] {vir.traits = [#vir.req<cold_path, soft>]}
// CHECK-NEXT: ^[[N]]:
// CHECK-NEXT: vir.return %[[A]] : i32
vir.func @no_merge_after_requested_branch(%x: i32) -> i32 {
  %a = vir.add %x, %x : i32
  // expected-remark @below {{VIR: simplify-cfg: block not merged into its predecessor: the predecessor's branch carries requests}}
  vir.br ^next {vir.traits = [#vir.req<cold_path, soft>]}
^next:
  vir.return %a : i32
}

// -----

// A loop's back edge carrying requests: the latch is not forwarded into the
// header and the loop keeps its shape.
// CHECK-LABEL: vir.func @no_forward_requested_latch(
// CHECK-SAME: %[[N:[^:]+]]: i32) -> i32 {
// CHECK: ^[[H:bb[0-9]+]](%[[I:.*]]: i32):
// CHECK-NEXT: %[[MORE:.*]] = vir.icmp slt %[[I]], %[[N]] : i32
// CHECK-NEXT: %[[I2:.*]] = vir.add %[[I]], %{{.*}} : i32
// CHECK-NEXT: vir.cond_br %[[MORE]], ^[[L:bb[0-9]+]], ^[[E:bb[0-9]+]]
// CHECK-NEXT: ^[[L]]:
// CHECK-NEXT: vir.br ^[[H]](%[[I2]] : i32) {vir.traits = [#vir.req<unroll, soft, factor = 4>, #vir.req<licm, soft>]}
// CHECK-NEXT: ^[[E]]:
// CHECK-NEXT: vir.return %[[I]] : i32
vir.func @no_forward_requested_latch(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  %i2 = vir.add %i, %c1 : i32
  vir.cond_br %more, ^latch, ^exit
^latch:
  // expected-remark @below {{VIR: simplify-cfg: empty block kept: its branch carries requests}}
  vir.br ^header(%i2 : i32) {vir.traits = [#vir.req<unroll, soft, factor = 4>, #vir.req<licm, soft>]}
^exit:
  vir.return %i : i32
}

// -----

// Nothing constant, nothing degenerate: the CFG stays as written.
// CHECK-LABEL: vir.func @no_change(
// CHECK-SAME: %[[K:[^:]+]]: i32, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.switch %[[K]] : i32, [
// CHECK-NEXT:   default: ^[[D:bb[0-9]+]](%[[X]] : i32),
// CHECK-NEXT:   1: ^[[D]](%[[Y]] : i32),
// CHECK-NEXT:   2: ^[[T:bb[0-9]+]]
// CHECK-NEXT: ]
// CHECK-NEXT: ^[[D]](%[[V:.*]]: i32):
// CHECK-NEXT: vir.return %[[V]] : i32
// CHECK-NEXT: ^[[T]]:
// CHECK-NEXT: %[[S:.*]] = vir.add %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.return %[[S]] : i32
vir.func @no_change(%k: i32, %x: i32, %y: i32) -> i32 {
  vir.switch %k : i32, [
    default: ^d(%x : i32),
    1: ^d(%y : i32),
    2: ^two
  ]
^d(%v: i32):
  vir.return %v : i32
^two:
  %s = vir.add %x, %y : i32
  vir.return %s : i32
}

// -----

// A declaration has no CFG.
// CHECK: vir.func private @declaration(i32) -> i32
vir.func private @declaration(i32) -> i32
