// RUN: vct-mlir-opt --dce --split-input-file %s | FileCheck %s
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir.func(dce))' --split-input-file %s | FileCheck %s
// Idempotence: a second run removes nothing more.
// RUN: vct-mlir-opt --dce --dce --split-input-file %s | FileCheck %s

// DCE deletes operations without effects whose results nothing live uses,
// calls whose traits say they touch no memory, and block arguments that
// only feed other dead arguments.

// A chain of unused arithmetic goes entirely; what the return uses stays.
// CHECK-LABEL: vir.func @dead_chain(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[LIVE:.*]] = vir.sub %[[X]], %[[X]] : i32
// CHECK-NEXT: vir.return %[[LIVE]] : i32
// CHECK-NEXT: }
vir.func @dead_chain(%x: i32) -> i32 {
  %a = vir.add %x, %x : i32
  %b = vir.mul %a, %x : i32
  %c = vir.zext %b : i32 to i64
  %f = vir.sitofp %c : i64 to f64
  %live = vir.sub %x, %x : i32
  %u = vir.undef : i32
  vir.return %live : i32
}

// -----

// A plain load whose value is unused is dead.
// CHECK-LABEL: vir.func @dead_load(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr) {
// CHECK-NEXT: vir.return
vir.func @dead_load(%p: !vir.ptr) {
  %v = vir.load %p : i32
  %q = vir.gep inbounds %p[1] : i32
  %w = vir.load %q align 4 : i64
  vir.return
}

// -----

// A call stating #vir.noread and #vir.nowrite with an unused result is dead.
// CHECK-LABEL: vir.func @dead_call(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
vir.func private @g(i32) -> i32
vir.func @dead_call(%x: i32) -> i32 {
  %r = vir.call @g(%x) {vir.traits = [#vir.noread, #vir.nowrite]} : (i32) -> i32
  %s = vir.add %r, %x : i32
  vir.return %x : i32
}

// -----

// An indirect call with the same traits is dead as well.
// CHECK-LABEL: vir.func @dead_indirect_call(
// CHECK-NEXT: vir.return
vir.func @dead_indirect_call(%fp: !vir.ptr, %x: i32) {
  %r = vir.call %fp(%x) {vir.traits = [#vir.noread, #vir.nowrite]} : (i32) -> i32
  vir.return
}

// -----

// Traits stamped at the function's epoch are valid.
// CHECK-LABEL: vir.func @dead_call_current_epoch(
// CHECK-NEXT: vir.return
vir.func private @h(i32) -> i32
vir.func @dead_call_current_epoch(%x: i32) attributes {epoch = 4} {
  %r = vir.call @h(%x) {vir.traits = [#vir.noread<epoch = 4>, #vir.nowrite<epoch = 4>]} : (i32) -> i32
  vir.return
}

// -----

// A loop-carried value nobody reads after the loop: its header argument,
// its update and the operands feeding it all go.
// CHECK-LABEL: vir.func @dead_loop_carried(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[N:[^:]+]]: i32) -> i32 {
// CHECK-DAG: %[[ZERO:.*]] = vir.constant 0 : i32
// CHECK-DAG: %[[ONE:.*]] = vir.constant 1 : i32
// CHECK: vir.br ^[[HEADER:bb[0-9]+]](%[[ZERO]] : i32)
// CHECK-NEXT: ^[[HEADER]](%[[I:.*]]: i32):
// CHECK-NEXT: %[[MORE:.*]] = vir.icmp slt %[[I]], %[[N]] : i32
// CHECK-NEXT: vir.cond_br %[[MORE]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT: ^[[BODY]]:
// CHECK-NEXT: %[[I2:.*]] = vir.add %[[I]], %[[ONE]] : i32
// CHECK-NEXT: vir.br ^[[HEADER]](%[[I2]] : i32)
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: vir.return %[[I]] : i32
vir.func @dead_loop_carried(%x: i32, %n: i32) -> i32 {
  %zero = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  vir.br ^header(%zero, %zero : i32, i32)
^header(%i: i32, %acc: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %acc2 = vir.mul %acc, %x : i32
  %i2 = vir.add %i, %one : i32
  vir.br ^header(%i2, %acc2 : i32, i32)
^exit:
  vir.return %i : i32
}

// -----

// Two arguments that only feed each other around a loop are both dead.
// CHECK-LABEL: vir.func @dead_argument_cycle(
// CHECK: ^[[HEADER:bb[0-9]+]](%[[I:[^:]*]]: i32):
// CHECK-NOT: vir.xor
vir.func @dead_argument_cycle(%n: i32) -> i32 {
  %zero = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  vir.br ^header(%zero, %zero, %one : i32, i32, i32)
^header(%i: i32, %u: i32, %w: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %u2 = vir.xor %w, %one : i32
  %w2 = vir.xor %u, %one : i32
  %i2 = vir.add %i, %one : i32
  vir.br ^header(%i2, %u2, %w2 : i32, i32, i32)
^exit:
  vir.return %i : i32
}

// -----

// A switch feeding a dead argument: its operand goes from every edge, the
// live argument keeps its operands.
// CHECK-LABEL: vir.func @dead_switch_argument(
// CHECK-SAME: %[[K:[^:]+]]: i32, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[SUM:.*]] = vir.add %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.switch %[[K]] : i32, [
// CHECK-NEXT:   default: ^[[D:bb[0-9]+]](%[[SUM]] : i32),
// CHECK-NEXT:   1: ^[[D]](%[[X]] : i32),
// CHECK-NEXT:   2: ^[[E:bb[0-9]+]]
// CHECK-NEXT: ]
// CHECK-NEXT: ^[[D]](%[[Q:.*]]: i32):
// CHECK-NEXT: vir.return %[[Q]] : i32
// CHECK-NEXT: ^[[E]]:
// CHECK-NEXT: vir.return %[[X]] : i32
vir.func @dead_switch_argument(%k: i32, %x: i32, %y: i32) -> i32 {
  %prod = vir.mul %x, %y : i32
  %sum = vir.add %x, %y : i32
  vir.switch %k : i32, [
    default: ^d(%prod, %sum : i32, i32),
    1: ^d(%sum, %x : i32, i32),
    2: ^e(%prod : i32)
  ]
^d(%p: i32, %q: i32):
  vir.return %q : i32
^e(%r: i32):
  vir.return %x : i32
}

// -----

// Stack slots whose address nothing uses go, counted ones too (nothing can
// observe them); a slot that is written stays with its store.
// CHECK-LABEL: vir.func @unused_slots(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[N:[^:]+]]: i64) {
// CHECK-NEXT: %[[USED:.*]] = vir.alloca i32 align 4{{$}}
// CHECK-NEXT: vir.store %[[X]], %[[USED]] : i32
// CHECK-NEXT: vir.return
vir.func @unused_slots(%x: i32, %n: i64) {
  %unused = vir.alloca i32
  %counted = vir.alloca !vir.array<4 x i32>, %n : i64
  %used = vir.alloca i32 align 4
  %gep = vir.gep %counted[0, 1] : !vir.array<4 x i32>
  vir.store %x, %used : i32
  vir.return
}

// -----

// The entry block's arguments are the function's: never removed.
// CHECK-LABEL: vir.func @unused_function_arguments(
// CHECK-SAME: %{{[^:]+}}: i32, %{{[^:]+}}: f64) {
// CHECK-NEXT: vir.return
vir.func @unused_function_arguments(%x: i32, %y: f64) {
  vir.return
}
