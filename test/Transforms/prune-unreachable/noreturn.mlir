// RUN: vct-mlir-opt --prune-unreachable --remarks --verify-each -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --prune-unreachable --mlir-pass-statistics %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// STATS: prune-unreachable
// STATS: 2 num-noreturn-calls

vir.func private @fail(i32) attributes {vir.traits = [#vir.noreturn]}
vir.func private @log(i32)

// A call that does not return (#vir.noreturn on the call edge): what follows
// it never runs. The block ends there, and the join it alone reached keeps
// only the other path.
// CHECK-LABEL: vir.func @after_fail(
// CHECK: ^bb1:
// CHECK-NEXT: vir.call @fail(%arg1) {vir.traits = [#vir.noreturn]}
// CHECK-NEXT: vir.unreachable
// CHECK-NOT: vir.call @log
// CHECK: vir.return
vir.func @after_fail(%c: i1, %x: i32) -> i32 {
  vir.cond_br %c, ^bad, ^ok
^bad:
  // expected-remark @below {{VIR: prune-unreachable: the call of @fail does not return (#vir.noreturn): the code after it was removed}}
  vir.call @fail(%x) {vir.traits = [#vir.noreturn]} : (i32) -> ()
  vir.call @log(%x) : (i32) -> ()
  %y = vir.add %x, %x : i32
  vir.br ^join(%y : i32)
^ok:
  vir.br ^join(%x : i32)
^join(%r: i32):
  vir.return %r : i32
}

// The code after the call owns a request: it ends with AlreadyDone when it
// is deleted. In the entry block, the whole rest of the function goes.
// CHECK-LABEL: vir.func @entry_fail(
// CHECK-NEXT: vir.call @fail
// CHECK-NEXT: vir.unreachable
// CHECK-NEXT: }
vir.func @entry_fail(%x: i32) -> i32 {
  // expected-remark @below {{VIR: prune-unreachable: the call of @fail does not return (#vir.noreturn): the code after it was removed}}
  vir.call @fail(%x) {vir.traits = [#vir.noreturn]} : (i32) -> ()
  vir.br ^loop(%x : i32)
^loop(%i: i32):
  %one = vir.constant 1 : i32
  %n = vir.add %i, %one : i32
  %c = vir.icmp slt %n, %x : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @entry_fail, AlreadyDone (the code is unreachable)}}
  vir.cond_br %c, ^loop(%n : i32), ^done {vir.traits = [#vir.req<unroll, soft>]}
^done:
  vir.return %n : i32
}

// Already followed by vir.unreachable: nothing to do.
// CHECK-LABEL: vir.func @already(
// CHECK-NEXT: vir.call @fail
// CHECK-NEXT: vir.unreachable
vir.func @already(%x: i32) {
  vir.call @fail(%x) {vir.traits = [#vir.noreturn]} : (i32) -> ()
  vir.unreachable
}

// The fact on the callee alone is not used: a function pass reads the call
// edge's facts (the importer and the trait producer stamp both).
// CHECK-LABEL: vir.func @callee_only(
// CHECK: vir.call @fail
// CHECK-NEXT: vir.call @log
vir.func @callee_only(%x: i32) {
  vir.call @fail(%x) : (i32) -> ()
  vir.call @log(%x) : (i32) -> ()
  vir.return
}

// A stale fact (stamped at epoch 1; the function is at 2) is no fact.
// CHECK-LABEL: vir.func @stale(
// CHECK: vir.call @fail
// CHECK-NEXT: vir.call @log
vir.func @stale(%x: i32) attributes {epoch = 2} {
  vir.call @fail(%x) {vir.traits = [#vir.noreturn<epoch = 1>]} : (i32) -> ()
  vir.call @log(%x) : (i32) -> ()
  vir.return
}

// A barrier: a call inside vir.opaque_region is never edited.
// CHECK-LABEL: vir.func @barrier(
// CHECK: vir.opaque_region
// CHECK: vir.call @fail
// CHECK-NEXT: vir.call @log
vir.func @barrier(%x: i32) {
  vir.opaque_region(%x : i32) {
  ^bb0(%y: i32):
    vir.call @fail(%y) {vir.traits = [#vir.noreturn]} : (i32) -> ()
    vir.call @log(%y) : (i32) -> ()
    vir.yield
  }
  vir.return
}
