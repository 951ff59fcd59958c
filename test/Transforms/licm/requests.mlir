// Every licm request the pass evaluates gets a result (O-23, O-28), with
// the severity of O-24..O-27: a soft request's outcome is a remark; a
// strong one denied is a warning. licm never denies as Illegality or
// ContradictsTrait: what it cannot prove it leaves (Unsupported), so a
// strong request is never an internal compiler error here. Stale requests
// are ignored with a remark, without a result.
// RUN: vct-mlir-opt --licm --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @soft_accepted(
// CHECK: vir.mul
// CHECK-NEXT: vir.br ^bb1
vir.func @soft_accepted(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %i1 = vir.add %i, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted licm on loop with back edge in @soft_accepted (hoisted 1 operation)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// -----

// Accepted strong request: a remark; the request stays on the loop with
// the others (a later licm run may find more to hoist).
// CHECK-LABEL: vir.func @strong_accepted(
// CHECK: vir.cond_br {{.*}} {vir.traits = [#vir.req<licm, strong>, #vir.req<unroll, soft>]}
vir.func @strong_accepted(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %i1 = vir.add %i, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted licm on loop with back edge in @strong_accepted (hoisted 1 operation)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, strong>, #vir.req<unroll, soft>]}
^exit:
  vir.return %i1 : i32
}

// -----

// Nothing invariant: AlreadyDone; a remark when soft, a warning when
// strong (O-27). No preheader is made for nothing.
// CHECK-LABEL: vir.func @already_done(
// CHECK-NEXT: vir.constant 0
// CHECK-NEXT: vir.br ^bb1
// CHECK: vir.cond_br {{.*}} {vir.traits = [#vir.req<licm, soft>]}
// CHECK: vir.cond_br {{.*}} {vir.traits = [#vir.req<licm, strong>]}
vir.func @already_done(%n: i32, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %i1 = vir.add %i, %n : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied licm on loop with back edge in @already_done, AlreadyDone (nothing in the loop is loop-invariant)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^second(%c0 : i32) {vir.traits = [#vir.req<licm, soft>]}
^second(%j: i32):
  %j1 = vir.add %j, %i1 : i32
  %jmore = vir.icmp slt %j1, %n : i32
  // expected-warning @below {{VIR: denied licm on loop with back edge in @already_done, AlreadyDone (nothing in the loop is loop-invariant)}}
  vir.cond_br %jmore, ^second(%j1 : i32), ^exit {vir.traits = [#vir.req<licm, strong>]}
^exit:
  vir.return %j1 : i32
}

// -----

// Invariant but possibly trapping: Unsupported, a warning when strong
// (O-26), never an internal compiler error.
// CHECK-LABEL: vir.func @unsupported_division(
// CHECK: ^bb2:
// CHECK-NEXT: vir.sdiv
vir.func @unsupported_division(%a: i32, %b: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %go = vir.icmp slt %i, %n : i32
  vir.cond_br %go, ^body, ^exit
^body:
  %d = vir.sdiv %a, %b : i32
  %i1 = vir.add %i, %d : i32
  // expected-warning @below {{VIR: denied licm on loop with back edge in @unsupported_division, Unsupported (1 loop-invariant operation cannot move without more facts: a division by a value not known to be nonzero and not -1, and it does not run on every entry to the loop)}}
  vir.br ^loop(%i1 : i32) {vir.traits = [#vir.req<licm, strong>]}
^exit:
  vir.return %i : i32
}

// -----

// A load the loop may write (a call without nowrite): Unsupported.
// CHECK-LABEL: vir.func @unsupported_load(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load
vir.func private @h()
vir.func @unsupported_load(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %x = vir.load %p : i32
  vir.call @h() : () -> ()
  %i1 = vir.add %i, %x : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-warning @below {{VIR: denied licm on loop with back edge in @unsupported_load, Unsupported (1 loop-invariant operation cannot move without more facts: a call in the loop may write memory (no #vir.nowrite))}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, strong>]}
^exit:
  vir.return %i1 : i32
}

// -----

// Some moved, some not: accepted, the note says what stayed and why.
// CHECK-LABEL: vir.func @partly(
vir.func @partly(%p: !vir.ptr, %a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %vol = vir.load volatile %p : i32
  %x = vir.load %p : i32
  %s = vir.add %m, %x : i32
  %i1 = vir.add %i, %s : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted licm on loop with back edge in @partly (hoisted 1 operation; 1 invariant operation stays: the load's address is not known dereferenceable (no #vir.dereferenceable covering it) and the load does not run on every entry to the loop)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// -----

// A region barrier in the loop (O-36, O-38): nothing moves, not even pure
// operations; Unsupported, a warning when strong, and the region is left
// as it is.
// CHECK-LABEL: vir.func @barrier(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.mul
// CHECK-NEXT: vir.opaque_region
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: vir.mul
// CHECK-NEXT: vir.yield
vir.func @barrier(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%x: i32):
    %y = vir.mul %x, %x : i32
    vir.yield %y : i32
  }
  %s = vir.add %m, %r : i32
  %i1 = vir.add %i, %s : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-warning @below {{VIR: denied licm on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; nothing moves across a region barrier)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, strong>]}
^exit:
  vir.return %i1 : i32
}

// -----

// A stale request (stamped at an older epoch) is ignored with a remark and
// gets no result: nothing moves.
// CHECK-LABEL: vir.func @stale_request(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.mul
vir.func @stale_request(%a: i32, %n: i32) -> i32 attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %i1 = vir.add %i, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: licm: ignored stale licm request (stamped at epoch 1, the function is at 2)}}
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, strong, epoch = 1>]}
^exit:
  vir.return %i1 : i32
}

// -----

// No request, no loop_invariant trait: nothing moves and nothing is
// reported (O-20).
// CHECK-LABEL: vir.func @no_request(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.mul
vir.func @no_request(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %i1 = vir.add %i, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return %i1 : i32
}
