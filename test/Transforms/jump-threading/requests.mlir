// RUN: vct-mlir-opt --jump-threading --remarks -verify-diagnostics %s | FileCheck %s

// Requests on the threaded block's terminator are never split between a
// block and its copy: a latch whose back edge carries loop requests, and
// a hot_path block, are not threaded past. Requests on the predecessors'
// branches stay where they are.

// The latch ^l decides its branch on the edge from ^b (passing false), but
// its back edge carries unroll: not threaded.
// CHECK-LABEL: vir.func @latch(
// CHECK: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}(%{{.*}} : i32), ^{{bb[0-9]+}} {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
vir.func @latch(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %false = vir.constant false
  vir.br ^h(%c0 : i32)
^h(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %small = vir.icmp slt %i, %c1 : i32
  // The entry edge decides the header's branch (i = 0): not threaded either.
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: the block is a loop header (threading past it would make the loop irreducible)}}
  vir.cond_br %small, ^a, ^b
^a:
  %more = vir.icmp slt %i1, %n : i32
  vir.br ^l(%more : i1)
^b:
  vir.br ^l(%false : i1)
^l(%go: i1):
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: the block's branch carries requests}}
  vir.cond_br %go, ^h(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^exit:
  vir.return %i : i32
}

// A hot_path request on the predecessor stays on it when its edge is
// threaded.
// CHECK-LABEL: vir.func @pred_hot(
// CHECK: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[NO:bb[0-9]+]] {vir.traits = [#vir.req<hot_path, soft>]}
vir.func @pred_hot(%a: i1, %x: i32, %y: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %a, ^rhs, ^join(%false : i1) {vir.traits = [#vir.req<hot_path, soft>]}
^rhs:
  %lt = vir.icmp slt %x, %y : i32
  vir.br ^join(%lt : i1)
^join(%c: i1):
  // expected-remark @below {{VIR: jump-threading: threaded an edge past a branch it decides}}
  // expected-remark @below {{VIR: jump-threading: copied a branch on a block argument into a predecessor, which branches on what it passed}}
  vir.cond_br %c, ^yes, ^no
^yes:
  vir.return %x : i32
^no:
  vir.return %y : i32
}
