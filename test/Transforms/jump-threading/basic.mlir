// RUN: vct-mlir-opt --jump-threading --remarks -verify-diagnostics --verify-each %s | FileCheck %s

// jump-threading: constant block arguments (with and without copying),
// conditions implied by a dominating branch (same value, inverted icmp),
// a switch on a known value, and each refusal with its reason.


// A block argument that is false on one edge (`a && x < y`): that edge
// goes straight to ^no. The other edge jumps to the join unconditionally:
// it gets the join's branch, on what it passed (LLVM's
// DuplicateCondBranchOnPHIIntoPred), and the join goes.
// CHECK-LABEL: vir.func @const_arg(
// CHECK-SAME: %[[A:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK: vir.cond_br %[[A]], ^[[RHS:bb[0-9]+]], ^[[NO:bb[0-9]+]]{{$}}
// CHECK: ^[[RHS]]:
// CHECK-NEXT: %[[LT:.*]] = vir.icmp slt %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.cond_br %[[LT]], ^{{bb[0-9]+}}, ^[[NO]]
// CHECK: ^[[NO]]:
// CHECK-NEXT: vir.return %[[Y]]
vir.func @const_arg(%a: i1, %x: i32, %y: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %a, ^rhs, ^join(%false : i1)
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

// The decided edge needs %w, computed in the block: that add (only it,
// not the icmp) is copied into a new block on the edge, and folded there
// with the edge's value, as LLVM simplifies the block it makes: 0 + y is y.
// CHECK-LABEL: vir.func @duplicate(
// CHECK-SAME: %[[A:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK: vir.cond_br %[[A]], ^{{bb[0-9]+}}, ^[[COPY:bb[0-9]+]]{{$}}
// CHECK: ^[[COPY]]:
// CHECK-NEXT: vir.br ^[[ZERO:bb[0-9]+]](%[[Y]] : i32)
// CHECK: ^[[ZERO]](
vir.func @duplicate(%a: i1, %x: i32, %y: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c5 = vir.constant 5 : i32
  vir.cond_br %a, ^other, ^join(%c0 : i32)
^other:
  vir.br ^join(%x : i32)
^join(%v: i32):
  %z = vir.icmp eq %v, %c0 : i32
  %w = vir.add %v, %y : i32
  // expected-remark @below {{VIR: jump-threading: threaded an edge past a branch it decides, copying 1 ops}}
  vir.cond_br %z, ^zero(%w : i32), ^nonzero
^zero(%r: i32):
  vir.return %r : i32
^nonzero:
  vir.return %c5 : i32
}

// %c is decided on both edges into ^m by the dominating branch on %c:
// both are threaded and ^m goes.
// CHECK-LABEL: vir.func @implied(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK: vir.cond_br %[[C]], ^[[A:bb[0-9]+]], ^[[B:bb[0-9]+]]
// CHECK: ^[[A]]:
// CHECK-NEXT: %[[S:.*]] = vir.add
// CHECK-NEXT: vir.br ^[[T:bb[0-9]+]](%[[S]] : i32)
// CHECK: ^[[B]]:
// CHECK-NEXT: vir.br ^[[F:bb[0-9]+]](%[[X]] : i32)
// CHECK-NOT: vir.cond_br
// CHECK: ^[[T]](
vir.func @implied(%c: i1, %x: i32, %y: i32) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  %s = vir.add %x, %y : i32
  vir.br ^m(%s : i32)
^b:
  vir.br ^m(%x : i32)
^m(%v: i32):
  // expected-remark @below {{VIR: jump-threading: threaded an edge past a branch it decides}}
  vir.cond_br %c, ^t(%v : i32), ^f(%v : i32)
^t(%tv: i32):
  vir.return %tv : i32
^f(%fv: i32):
  vir.return %y : i32
}

// `icmp sge x, y` is the inverse of the dominating `icmp slt x, y`.
// CHECK-LABEL: vir.func @implied_negation(
// CHECK: vir.cond_br
// CHECK-NOT: vir.cond_br
// CHECK: vir.return
vir.func @implied_negation(%x: i32, %y: i32) -> i32 {
  %lt = vir.icmp slt %x, %y : i32
  %true = vir.constant true
  vir.cond_br %lt, ^a, ^b
^a:
  vir.br ^m
^b:
  vir.br ^m
^m:
  %ge = vir.icmp sge %x, %y : i32
  // expected-remark @below {{VIR: jump-threading: threaded an edge past a branch it decides}}
  vir.cond_br %ge, ^t, ^f
^t:
  vir.return %x : i32
^f:
  vir.return %y : i32
}

// A switch on an argument that is 2 on the true edge.
// CHECK-LABEL: vir.func @switch_const(
// CHECK: vir.cond_br %{{.*}}, ^[[TWO:bb[0-9]+]], ^[[S:bb[0-9]+]](%{{.*}} : i32)
// CHECK: ^[[S]](
// CHECK-NEXT: vir.switch
vir.func @switch_const(%a: i1, %x: i32) -> i32 {
  %c2 = vir.constant 2 : i32
  vir.cond_br %a, ^s(%c2 : i32), ^s(%x : i32)
^s(%k: i32):
  // expected-remark @below {{VIR: jump-threading: threaded an edge past a branch it decides}}
  vir.switch %k : i32, [
    default: ^d,
    1: ^one,
    2: ^two
  ]
^d:
  vir.return %x : i32
^one:
  %c10 = vir.constant 10 : i32
  vir.return %c10 : i32
^two:
  %c20 = vir.constant 20 : i32
  vir.return %c20 : i32
}

// Refused: a loop header is never threaded through.
// CHECK-LABEL: vir.func @no_header(
// CHECK: vir.br ^[[H:bb[0-9]+]](%{{.*}}, %{{.*}} : i1, i32)
// CHECK: ^[[H]](
// CHECK-NEXT: vir.cond_br
vir.func @no_header(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %true = vir.constant true
  vir.br ^h(%true, %c0 : i1, i32)
^h(%go: i1, %i: i32):
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: the block is a loop header (threading past it would make the loop irreducible)}}
  vir.cond_br %go, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.br ^h(%more, %i1 : i1, i32)
^exit:
  vir.return %i : i32
}

// Refused: a branch with requests (here cold_path) is not threaded past.
// CHECK-LABEL: vir.func @no_requests(
// CHECK: vir.cond_br
// CHECK: vir.cond_br
vir.func @no_requests(%a: i1, %x: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %a, ^rhs, ^join(%false : i1)
^rhs:
  %t = vir.icmp slt %x, %x : i32
  vir.br ^join(%t : i1)
^join(%c: i1):
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: the block's branch carries requests}}
  vir.cond_br %c, ^yes, ^no {vir.traits = [#vir.req<cold_path, soft>]}
^yes:
  vir.return %x : i32
^no:
  vir.return %x : i32
}

vir.func private @g() -> i32

// Refused: a block with a call is not copied or bypassed.
// CHECK-LABEL: vir.func @no_effects(
// CHECK: vir.cond_br
// CHECK: vir.cond_br
vir.func @no_effects(%a: i1, %x: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %a, ^rhs, ^join(%false : i1)
^rhs:
  %t = vir.icmp slt %x, %x : i32
  vir.br ^join(%t : i1)
^join(%c: i1):
  %r = vir.call @g() : () -> i32
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: the block has an operation with effects (vir.call)}}
  vir.cond_br %c, ^yes, ^no
^yes:
  vir.return %r : i32
^no:
  vir.return %x : i32
}

// %w is used after the block: the false edge gets a copy of it, and the
// SSA updater merges the copy with the original in a new argument of ^no.
// CHECK-LABEL: vir.func @escape(
// CHECK: vir.cond_br %arg0, ^{{bb[0-9]+}}, ^[[COPY:bb[0-9]+]]{{$}}
// CHECK: %[[W:.*]] = vir.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.cond_br %{{.*}}, ^[[YES:bb[0-9]+]], ^[[NO:bb[0-9]+]](%[[W]] : i32)
// CHECK: ^[[COPY]]:
// CHECK-NEXT: %[[W2:.*]] = vir.add %arg1, %arg1 : i32
// CHECK-NEXT: vir.br ^[[NO]](%[[W2]] : i32)
// CHECK: ^[[YES]]:
// CHECK-NEXT: vir.return %[[W]] : i32
// CHECK: ^[[NO]](%[[M:.*]]: i32):
// CHECK-NEXT: vir.return %[[M]] : i32
vir.func @escape(%a: i1, %x: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %a, ^rhs, ^join(%false, %x : i1, i32)
^rhs:
  %t = vir.icmp slt %x, %x : i32
  vir.br ^join(%t, %x : i1, i32)
^join(%c: i1, %v: i32):
  %w = vir.add %v, %v : i32
  // expected-remark @below {{VIR: jump-threading: threaded an edge past a branch it decides, copying 1 ops}}
  vir.cond_br %c, ^yes, ^no
^yes:
  vir.return %w : i32
^no:
  vir.return %w : i32
}

// Both edges into ^join are decided: after the second, ^join is
// unreachable and each use of %w sees only its own edge's value.
// CHECK-LABEL: vir.func @escape_all(
// CHECK: %[[SQ:.*]] = vir.mul %arg1, %arg1 : i32
// CHECK-NEXT: %[[DB:.*]] = vir.add %arg1, %arg1 : i32
// CHECK-NEXT: vir.cond_br %arg0, ^{{bb[0-9]+}}, ^{{bb[0-9]+}}{{$}}
// CHECK-NOT: vir.cond_br
// CHECK: vir.return %[[DB]] : i32
// CHECK: vir.return %{{.*}} : i32
vir.func @escape_all(%a: i1, %x: i32) -> i32 {
  %true = vir.constant true
  %false = vir.constant false
  %sq = vir.mul %x, %x : i32
  %db = vir.add %x, %x : i32
  vir.cond_br %a, ^join(%true, %db : i1, i32), ^join(%false, %sq : i1, i32)
^join(%c: i1, %w: i32):
  // expected-remark @below {{VIR: jump-threading: threaded an edge past a branch it decides}}
  vir.cond_br %c, ^yes, ^no
^yes:
  vir.return %w : i32
^no:
  vir.return %w : i32
}

// Refused: a value of the block is used in an unreachable block, where the
// SSA updater cannot merge it.
// CHECK-LABEL: vir.func @no_escape_unreachable(
// CHECK: vir.cond_br
// CHECK: vir.cond_br
vir.func @no_escape_unreachable(%a: i1, %x: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %a, ^rhs, ^join(%false : i1)
^rhs:
  %t = vir.icmp slt %x, %x : i32
  vir.br ^join(%t : i1)
^join(%c: i1):
  %w = vir.add %x, %x : i32
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: a value the block defines is used in an unreachable block}}
  vir.cond_br %c, ^yes, ^no
^yes:
  vir.return %w : i32
^no:
  vir.return %x : i32
^dead:
  vir.return %w : i32
}

// Refused: five operations to copy exceed max-duplicated-ops=4.
// CHECK-LABEL: vir.func @no_too_many(
// CHECK: vir.cond_br
// CHECK: vir.cond_br
vir.func @no_too_many(%a: i1, %x: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %a, ^rhs, ^join(%false : i1)
^rhs:
  %t = vir.icmp slt %x, %x : i32
  vir.br ^join(%t : i1)
^join(%c: i1):
  %w1 = vir.add %x, %x : i32
  %w2 = vir.mul %w1, %x : i32
  %w3 = vir.mul %w2, %x : i32
  %w4 = vir.mul %w3, %x : i32
  %w5 = vir.mul %w4, %x : i32
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: threading would copy 5 ops > 4}}
  vir.cond_br %c, ^yes(%w5 : i32), ^no(%w5 : i32)
^yes(%r1: i32):
  vir.return %r1 : i32
^no(%r2: i32):
  vir.return %x : i32
}


// An irreducible cycle of branches decided by constants: ^b and ^c are
// both entered from the entry and pass each other `true`. Neither is a
// natural-loop header, so edges are threaded, but each block's edges at
// most 8 times: the pass stops and the program is unchanged in meaning
// (it loops for ever when %a holds either way).
// CHECK-LABEL: vir.func @irreducible_cycle(
// CHECK: vir.return
vir.func @irreducible_cycle(%a: i1, %x: i32) -> i32 {
  %true = vir.constant true
  vir.cond_br %a, ^b(%true : i1), ^c(%true : i1)
^b(%p: i1):
  // expected-remark @below {{VIR: jump-threading: threaded an edge past a branch it decides}}
  vir.cond_br %p, ^c(%true : i1), ^exit
^c(%q: i1):
  vir.cond_br %q, ^b(%true : i1), ^exit
^exit:
  vir.return %x : i32
}
