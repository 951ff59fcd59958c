// loop-rotate turns a header-tested loop carrying a rotate request into a
// guard and a bottom-tested loop, and gives every rotate request a result:
// the @no_ functions are each refusal with its reason.
// RUN: vct-mlir-opt --loop-rotate --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// The header's test is copied into the preheader (the guard) and the latch
// (the new back edge, which keeps the other requests); the header value
// used after the loop is merged in the exit block.
// CHECK-LABEL: vir.func @sum(
// CHECK-NEXT: %[[C0:.*]] = vir.constant 0 : i32
// CHECK-NEXT: %[[C1:.*]] = vir.constant 1 : i32
// CHECK-NEXT: %[[G:.*]] = vir.icmp slt %[[C0]], %arg0 : i32
// CHECK-NEXT: vir.cond_br %[[G]], ^[[PRE:.*]](%[[C0]], %[[C0]] : i32, i32), ^[[EXIT:.*]](%[[C0]] : i32)
// CHECK-NEXT: ^[[PRE]](%[[A:.*]]: i32, %[[B:.*]]: i32):
// CHECK-NEXT: vir.br ^[[BODY:.*]](%[[A]], %[[B]] : i32, i32)
// CHECK-NEXT: ^[[BODY]](%[[I:.*]]: i32, %[[S:.*]]: i32):
// CHECK-NEXT: %[[S1:.*]] = vir.add %[[S]], %[[I]] : i32
// CHECK-NEXT: %[[I1:.*]] = vir.add %[[I]], %[[C1]] : i32
// CHECK-NEXT: %[[T:.*]] = vir.icmp slt %[[I1]], %arg0 : i32
// CHECK-NEXT: vir.cond_br %[[T]], ^[[BODY]](%[[I1]], %[[S1]] : i32, i32), ^[[EXIT]](%[[S1]] : i32) {vir.traits = [#vir.req<unroll, soft>]}
// CHECK-NEXT: ^[[EXIT]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @sum(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate on loop with back edge in @sum (rotated: the header's 2 operations copied to the guard and the latch)}}
  vir.cond_br %t, ^body, ^exit
^body:
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<rotate, soft>, #vir.req<unroll, soft>]}
^exit:
  vir.return %s : i32
}

// -----

// A header value used in the body gets a block argument in the new header;
// the facts of one execution stay on both copies, the loop_invariant only on
// the latch's (the guard is outside the loop); a strong request accepted is
// a remark.
// CHECK-LABEL: vir.func @header_value(
// CHECK: %[[L0:.*]] = vir.load %arg1 {vir.traits = [#vir.range<0, 9>]} : i32
// CHECK: vir.cond_br %{{.*}}, ^[[P:.*]](%{{.*}}, %[[L0]] : i32, i32), ^
// CHECK: ^[[P]](
// CHECK-NEXT: vir.br ^[[B:.*]](
// CHECK: ^[[B]](%{{.*}}: i32, %[[L:.*]]: i32):
// CHECK: vir.store %[[L]], %arg2
// CHECK: %[[L1:.*]] = vir.load %arg1 {vir.traits = [#vir.range<0, 9>, #vir.loop_invariant]} : i32
// CHECK: vir.cond_br %{{.*}}, ^[[B]](%{{.*}}, %[[L1]] : i32, i32), ^
vir.func @header_value(%n: i32, %p: !vir.ptr, %q: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %v = vir.load %p {vir.traits = [#vir.range<0, 9>, #vir.loop_invariant]} : i32
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate on loop with back edge in @header_value (rotated: the header's 3 operations copied to the guard and the latch)}}
  vir.cond_br %t, ^body, ^exit
^body:
  vir.store %v, %q : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, strong>]}
^exit:
  vir.return
}

// -----

// Without a rotate request nothing happens (O-20).
// CHECK-LABEL: vir.func @no_request(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.icmp
// CHECK-NEXT: vir.cond_br
vir.func @no_request(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// Already bottom-tested: AlreadyDone; a warning when strong (O-27).
vir.func @no_already_rotated(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-warning @below {{VIR: denied rotate on loop with back edge in @no_already_rotated, AlreadyDone (the loop is already bottom-tested: its latch exits)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<rotate, strong>]}
^exit:
  vir.return
}

// -----

// No preheader: the entry block also branches around the loop. A new
// block on the entering edge becomes the preheader and holds the guard.
// CHECK-LABEL: vir.func @made_preheader(
// CHECK: vir.cond_br %arg1, ^[[PRE:bb[0-9]+]](%{{.*}} : i32), ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT: ^[[PRE]](%[[A:.*]]: i32):
// CHECK-NEXT: %[[G:.*]] = vir.icmp slt %[[A]], %arg0 : i32
// CHECK-NEXT: vir.cond_br %[[G]], ^[[P:bb[0-9]+]](%[[A]] : i32), ^[[EXIT]]
// CHECK-NEXT: ^[[P]](
// CHECK-NEXT: vir.br ^[[BODY:bb[0-9]+]](
// CHECK-NEXT: ^[[BODY]](%[[I:.*]]: i32):
// CHECK: vir.cond_br %{{.*}}, ^[[BODY]](%{{.*}} : i32), ^[[EXIT]]{{$}}
vir.func @made_preheader(%n: i32, %go: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.cond_br %go, ^header(%c0 : i32), ^exit
^header(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate on loop with back edge in @made_preheader (rotated: the header's 2 operations copied to the guard and the latch)}}
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return
}

// -----

// Loop-invariant header operations move to the preheader instead of being
// copied: %w and the division %q (nothing before it in the header has
// effects). The division %r after the call stays: moving it before the
// call could trap where the call never returns.
// CHECK-LABEL: vir.func @invariant_ops(
// CHECK: %[[W:.*]] = vir.mul %arg0, %arg1 : i32
// CHECK-NEXT: %[[Q:.*]] = vir.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: vir.call @g
// CHECK-NEXT: vir.sdiv %arg1, %arg0 : i32
// CHECK: ^bb2(
// CHECK-NOT: vir.mul
// CHECK-NOT: vir.sdiv %arg0
// CHECK: vir.call @g
// CHECK-NEXT: vir.sdiv %arg1, %arg0 : i32
// CHECK-NOT: vir.mul
vir.func private @g()
vir.func @invariant_ops(%n: i32, %m: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %w = vir.mul %n, %m : i32
  %q = vir.sdiv %n, %m : i32
  vir.call @g() : () -> ()
  %r = vir.sdiv %m, %n : i32
  %lim = vir.add %w, %r : i32
  %t = vir.icmp slt %i, %lim : i32
  // expected-remark @below {{VIR: accepted rotate on loop with back edge in @invariant_ops (rotated: the header's 5 operations copied to the guard and the latch, 2 loop-invariant ones moved to the preheader)}}
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %q : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %i : i32
}

// -----

// A call free of memory effects stays in the header, and a division after
// it stays too: the call may not return, and the division may trap.
// CHECK-LABEL: vir.func @no_hoist_past_call(
// CHECK: ^bb2(
// CHECK: vir.call @spin
// CHECK-NEXT: vir.udiv %arg0, %arg1 : i32
vir.func private @spin(i32) -> i32
vir.func @no_hoist_past_call(%n: i32, %m: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %s = vir.call @spin(%n) {vir.traits = [#vir.noread, #vir.nowrite]} : (i32) -> i32
  %q = vir.udiv %n, %m : i32
  %t = vir.icmp ult %i, %q : i32
  // expected-remark @below {{VIR: accepted rotate on loop with back edge in @no_hoist_past_call (rotated: the header's 4 operations copied to the guard and the latch)}}
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %s : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %i : i32
}

// -----

// Two latches: each one's request is denied.
vir.func @no_two_latches(%n: i32, %c: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.cond_br %c, ^a, ^b
^a:
  // expected-remark @below {{VIR: denied rotate on loop with back edge in @no_two_latches, Unsupported (the loop has 2 latches)}}
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^b:
  // expected-remark @below {{VIR: denied rotate on loop with back edge in @no_two_latches, Unsupported (the loop has 2 latches)}}
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return
}

// -----

// A second exiting block (a break): the header is still the guard and the
// latch's test; the break's edge stays, and the header value the exit
// block reads (%i) is the new header's argument on the break edge and the
// copies' values on theirs.
// CHECK-LABEL: vir.func @early_exit(
// CHECK: %[[G:.*]] = vir.icmp slt %[[C0:.*]], %arg0 : i32
// CHECK-NEXT: vir.cond_br %[[G]], ^[[P:bb[0-9]+]](%[[C0]] : i32), ^[[E:bb[0-9]+]](%[[C0]] : i32)
// CHECK-NEXT: ^[[P]](
// CHECK-NEXT: vir.br ^[[B:bb[0-9]+]](
// CHECK-NEXT: ^[[B]](%[[I:.*]]: i32):
// CHECK-NEXT: %[[I1:.*]] = vir.add %[[I]], %{{.*}} : i32
// CHECK-NEXT: vir.cond_br %arg1, ^[[E]](%[[I]] : i32), ^[[L:bb[0-9]+]]
// CHECK-NEXT: ^[[L]]:
// CHECK-NEXT: %[[T:.*]] = vir.icmp slt %[[I1]], %arg0 : i32
// CHECK-NEXT: vir.cond_br %[[T]], ^[[B]](%[[I1]] : i32), ^[[E]](%[[I1]] : i32)
// CHECK-NEXT: ^[[E]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @early_exit(%n: i32, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate on loop with back edge in @early_exit (rotated: the header's 2 operations copied to the guard and the latch)}}
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.cond_br %c, ^exit, ^latch
^latch:
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %i : i32
}

// -----

// Two exits with live-out values at both: a search loop whose header
// computes %h; the not-found exit reads %h and %i, the found exit (from the
// body) reads them too. Each exit gets the values of its own edges.
// CHECK-LABEL: vir.func @two_exits_live_out(
// CHECK: %[[H0:.*]] = vir.mul %[[C0:.*]], %[[C3:.*]] : i32
// CHECK-NEXT: %[[G:.*]] = vir.icmp slt %[[C0]], %arg0 : i32
// CHECK-NEXT: vir.cond_br %[[G]], ^[[P:bb[0-9]+]](%[[C0]], %[[H0]] : i32, i32), ^[[NF:bb[0-9]+]](%[[C0]], %[[H0]] : i32, i32)
// CHECK-NEXT: ^[[P]](
// CHECK-NEXT: vir.br ^[[B:bb[0-9]+]](
// CHECK-NEXT: ^[[B]](%[[I:.*]]: i32, %[[H:.*]]: i32):
// CHECK: vir.cond_br %{{.*}}, ^[[F:bb[0-9]+]], ^[[L:bb[0-9]+]]
// CHECK-NEXT: ^[[L]]:
// CHECK-NEXT: %[[I1:.*]] = vir.add %[[I]], %{{.*}} : i32
// CHECK-NEXT: %[[H1:.*]] = vir.mul %[[I1]], %[[C3]] : i32
// CHECK-NEXT: %[[T:.*]] = vir.icmp slt %[[I1]], %arg0 : i32
// CHECK-NEXT: vir.cond_br %[[T]], ^[[B]](%[[I1]], %[[H1]] : i32, i32), ^[[NF]](%[[I1]], %[[H1]] : i32, i32)
// CHECK-NEXT: ^[[F]]:
// CHECK-NEXT: %[[FR:.*]] = vir.add %[[I]], %[[H]] : i32
// CHECK-NEXT: vir.return %[[FR]] : i32
// CHECK-NEXT: ^[[NF]](%[[NI:.*]]: i32, %[[NH:.*]]: i32):
// CHECK-NEXT: %[[NR:.*]] = vir.sub %[[NH]], %[[NI]] : i32
// CHECK-NEXT: vir.return %[[NR]] : i32
vir.func @two_exits_live_out(%n: i32, %p: !vir.ptr, %x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %h = vir.mul %i, %c3 : i32
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate on loop with back edge in @two_exits_live_out (rotated: the header's 3 operations copied to the guard and the latch)}}
  vir.cond_br %t, ^body, ^notfound
^body:
  %w = vir.sext %i : i32 to i64
  %q = vir.gep inbounds %p[%w] : i32
  %v = vir.load %q : i32
  %e = vir.icmp eq %v, %x : i32
  vir.cond_br %e, ^found, ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^found:
  %fr = vir.add %i, %h : i32
  vir.return %fr : i32
^notfound:
  %nr = vir.sub %h, %i : i32
  vir.return %nr : i32
}

// -----

// The exiting block both passes a header value into the loop (to ^latch)
// and reaches the exit block that reads it: the merge argument's operand
// added to its exit edge must not hide the other use (loop-diff seed
// 43001, where the use was left null).
// CHECK-LABEL: vir.func @exit_and_body_edge(
// CHECK: vir.br ^[[B:bb[0-9]+]](
// CHECK-NEXT: ^[[B]](%[[I:.*]]: i32, %[[H:.*]]: i32):
// CHECK-NEXT: vir.cond_br %arg1, ^[[E:bb[0-9]+]](%[[H]] : i32), ^[[L:bb[0-9]+]](%[[H]] : i32)
// CHECK-NEXT: ^[[L]](%[[X:.*]]: i32):
// CHECK-NEXT: %[[I1:.*]] = vir.add %[[I]], %[[X]] : i32
// CHECK: ^[[E]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @exit_and_body_edge(%n: i32, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %h = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate}}
  vir.cond_br %t, ^body, ^exit
^body:
  vir.cond_br %c, ^exit, ^latch(%h : i32)
^latch(%x: i32):
  %i1 = vir.add %i, %x : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %h : i32
}

// -----

// The header does not exit: the test is elsewhere (and that block is
// also the latch, so this is bottom-tested with an extra block on top).
vir.func @no_header_test(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  vir.br ^latch
^latch:
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied rotate on loop with back edge in @no_header_test, AlreadyDone (the loop is already bottom-tested: its latch exits)}}
  vir.cond_br %t, ^header(%i1 : i32), ^exit {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return
}

// -----

// An infinite loop whose header does not test at all.
vir.func @no_exit_test(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  vir.br ^header
^header:
  vir.store %c0, %p : i32
  vir.br ^latch
^latch:
  // expected-remark @below {{VIR: denied rotate on loop with back edge in @no_exit_test, Unsupported (the header does not end in a test that exits the loop)}}
  vir.br ^header {vir.traits = [#vir.req<rotate, soft>]}
}

// -----

// The header is too large for the budget (max-header-size is 16).
vir.func @no_large_header(%n: i32, %a: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %x1 = vir.mul %a, %i : i32
  %x2 = vir.mul %x1, %i : i32
  %x3 = vir.mul %x2, %i : i32
  %x4 = vir.mul %x3, %i : i32
  %x5 = vir.mul %x4, %i : i32
  %x6 = vir.mul %x5, %i : i32
  %x7 = vir.mul %x6, %i : i32
  %x8 = vir.mul %x7, %i : i32
  %x9 = vir.mul %x8, %i : i32
  %x10 = vir.mul %x9, %i : i32
  %x11 = vir.mul %x10, %i : i32
  %x12 = vir.mul %x11, %i : i32
  %x13 = vir.mul %x12, %i : i32
  %x14 = vir.mul %x13, %i : i32
  %x15 = vir.mul %x14, %i : i32
  %t = vir.icmp slt %x15, %n : i32
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  // expected-remark @below {{VIR: denied rotate on loop with back edge in @no_large_header, TooLarge (the header has 17 operations, more than max-header-size (16))}}
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %i : i32
}

// -----

// The header's exit edge is the outer loop's back edge: the inner loop is
// not rotated; neither is the outer one, whose latch is that conditional
// branch.
vir.func @no_exit_to_outer_header(%n: i32, %m: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  %to = vir.icmp slt %i, %n : i32
  vir.cond_br %to, ^pre, ^exit
^pre:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  %ti = vir.icmp slt %j, %m : i32
  // expected-remark @below {{VIR: denied rotate on loop with back edge in @no_exit_to_outer_header, Unsupported (the latch does not end in vir.br)}}
  vir.cond_br %ti, ^body, ^outer(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^body:
  %j1 = vir.add %j, %c1 : i32
  // expected-remark @below {{VIR: denied rotate on loop with back edge in @no_exit_to_outer_header, Unsupported (the header's exit edge is the back edge of the enclosing loop)}}
  vir.br ^inner(%j1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return
}

// -----

// The latch passes back a value the header computed (this iteration's): it
// reaches the latch through a new argument of the body's first block, not
// as the latch copy's (next iteration's) value.
// CHECK-LABEL: vir.func @back_edge_header_value(
// CHECK: %[[G:.*]] = vir.add %[[C0:.*]], %arg1 : i32
// CHECK: vir.cond_br %{{.*}}, ^[[P:bb[0-9]+]](%[[G]], %[[C0]] : i32, i32), ^[[E:bb[0-9]+]](%[[C0]] : i32)
// CHECK: ^[[P]](
// CHECK-NEXT: vir.br ^[[B:bb[0-9]+]](
// CHECK: ^[[B]](%[[X:.*]]: i32, %[[I:.*]]: i32):
// CHECK-NEXT: %[[I1:.*]] = vir.add %[[I]], %{{.*}} : i32
// CHECK-NEXT: %[[L:.*]] = vir.add %[[X]], %arg1 : i32
// CHECK-NEXT: vir.icmp slt %[[I1]], %arg0
// CHECK-NEXT: vir.cond_br %{{.*}}, ^[[B]](%[[L]], %[[I1]] : i32, i32), ^[[E]](%[[X]] : i32)
vir.func @back_edge_header_value(%n: i32, %a: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %x = vir.add %s, %a : i32
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate}}
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %x : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %s : i32
}

// -----

// The header's test read after the loop (the `p` of `p && q` at a common
// exit): each copy passes the constant it is on its own edge, so the body
// sees true and the exit sees false from both tests, and the break edge
// passes the body's (true) value.
// CHECK-LABEL: vir.func @test_live_out(
// CHECK-DAG: %[[TRUE:.*]] = vir.constant true
// CHECK-DAG: %[[FALSE:.*]] = vir.constant false
// CHECK: vir.cond_br %{{.*}}, ^[[P:bb[0-9]+]](%{{.*}}, %[[TRUE]] : i32, i1), ^[[E:bb[0-9]+]](%[[FALSE]] : i1)
// CHECK-NEXT: ^[[P]](
// CHECK-NEXT: vir.br ^[[B:bb[0-9]+]](
// CHECK-NEXT: ^[[B]](%{{.*}}: i32, %[[T:.*]]: i1):
// CHECK: vir.cond_br %arg1, ^[[E]](%[[T]] : i1), ^[[L:bb[0-9]+]]
// CHECK: ^[[L]]:
// CHECK: %[[TRUE2:.*]] = vir.constant true
// CHECK-NEXT: %[[FALSE2:.*]] = vir.constant false
// CHECK-NEXT: vir.cond_br %{{.*}}, ^[[B]](%{{.*}}, %[[TRUE2]] : i32, i1), ^[[E]](%[[FALSE2]] : i1)
vir.func @test_live_out(%n: i32, %c: i1) -> i1 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate}}
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.cond_br %c, ^exit, ^latch
^latch:
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %t : i1
}

// -----

// A header value used after the loop, whose exit has another predecessor
// (the next loop's latch), goes through the SSA updater; the body's first
// block is the latch, so at its end the latch's copy defines the value:
// the exit is passed %s1 of the last iteration, not the body's %s.
// CHECK-LABEL: vir.func @latch_is_body
// CHECK:       ^bb2(%[[I:.*]]: i32, %[[S:.*]]: i32):
// CHECK-NEXT:    %[[S1:.*]] = vir.add %[[I]], %[[S]]
// CHECK:         vir.cond_br %{{.*}}, ^bb2(%{{.*}}, %[[S1]] : i32, i32), ^bb3(%c0_i32, %[[S1]] : i32, i32)
// CHECK:       ^bb3(%{{.*}}: i32, %[[OUT:.*]]: i32):
// CHECK:         vir.return %[[OUT]]
vir.func @latch_is_body(%n: i32, %p: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^h(%c0, %c0 : i32, i32)
^h(%i: i32, %s: i32):
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate on loop with back edge in @latch_is_body (rotated: the header's 2 operations copied to the guard and the latch)}}
  vir.cond_br %t, ^b, ^next(%c0 : i32)
^b:
  %s1 = vir.add %i, %s : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^h(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^next(%j: i32):
  %u = vir.icmp slt %j, %n : i32
  vir.cond_br %u, ^nb, ^done
^nb:
  %j1 = vir.add %j, %c1 : i32
  vir.br ^next(%j1 : i32)
^done:
  vir.return %s : i32
}

// -----

// Consecutive loops, as simplify-cfg leaves them: the first loop's exit is
// the second loop's header, which has its latch as another predecessor.
// The first loop's exit edge gets a block of its own, whose argument takes
// the sum used after the loop (no dominator tree is built).
// CHECK-LABEL: vir.func @shared_exit(
// CHECK: vir.cond_br %{{.*}}, ^[[PRE:.*]](%{{.*}}, %{{.*}} : i32, i32), ^[[OWN:.*]](%[[C0:.*]], %[[C0]] : i32, i32)
// CHECK: ^[[PRE]](
// CHECK-NEXT: vir.br ^[[BODY:.*]](
// CHECK-NEXT: ^[[BODY]](%[[I:.*]]: i32, %[[S:.*]]: i32):
// CHECK: %[[S1:.*]] = vir.add %[[S]], %[[I]] : i32
// CHECK: vir.cond_br %{{.*}}, ^[[BODY]](%{{.*}}, %[[S1]] : i32, i32), ^[[OWN]](%[[C0]], %[[S1]] : i32, i32)
// CHECK-NEXT: ^[[OWN]](%[[J0:.*]]: i32, %[[SUM:.*]]: i32):
// CHECK-NEXT: vir.br ^[[SECOND:.*]](%[[J0]] : i32)
// CHECK-NEXT: ^[[SECOND]](%{{.*}}: i32):
// CHECK: vir.return %[[SUM]] : i32
vir.func @shared_exit(%n: i32, %p: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^first(%c0, %c0 : i32, i32)
^first(%i: i32, %s: i32):
  %t = vir.icmp slt %i, %n : i32
  // expected-remark @below {{VIR: accepted rotate on loop with back edge in @shared_exit (rotated: the header's 2 operations copied to the guard and the latch)}}
  vir.cond_br %t, ^body, ^second(%c0 : i32)
^body:
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^first(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^second(%j: i32):
  %u = vir.icmp slt %j, %n : i32
  vir.cond_br %u, ^body2, ^done
^body2:
  vir.store %j, %p : i32
  %j1 = vir.add %j, %c1 : i32
  vir.br ^second(%j1 : i32)
^done:
  vir.return %s : i32
}
