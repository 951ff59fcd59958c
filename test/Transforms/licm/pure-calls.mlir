// RUN: vct-mlir-opt --licm %s | FileCheck %s
// RUN: vct-mlir-opt --licm --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// A pure call (epoch-valid #vir.noread and #vir.nowrite: it returns and
// touches no memory) with invariant operands leaves the loop when every
// entry to the loop runs it; one that may not run (it could have undefined
// behaviour for operands the loop never gives it) stays.

vir.func private @table() -> !vir.ptr
vir.func private @f(i32) -> i32

// The call in the header runs on every entry: it moves to the preheader,
// and so does the load of the table it returns (no store in the loop).
// CHECK-LABEL: vir.func @hoist_header_call(
// CHECK: %[[T:.*]] = vir.call @table()
// CHECK: %[[V:.*]] = vir.load %[[T]]
// CHECK: vir.br ^bb1
// CHECK: ^bb1(
// CHECK-NOT: vir.call @table
vir.func @hoist_header_call(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %t = vir.call @table() {vir.traits = [#vir.nowrite, #vir.noread]} : () -> !vir.ptr
  %v = vir.load %t : i32
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %s : i32
}

// In the body, behind the exit test: a loop that runs no iteration never
// calls it, so it stays (licensed by loop_invariant, a remark says why).
// CHECK-LABEL: vir.func @no_not_on_every_entry(
// CHECK: {{^ *}}^bb2:
// CHECK-NEXT: vir.call @f(
// REMARK: remark: VIR: accepted licm on loop with back edge in @hoist_header_call (hoisted 2 operations)
// REMARK: remark: VIR: licm: loop_invariant operation not hoisted: a call that does not run on every entry to the loop
// REMARK: remark: VIR: denied licm on loop with back edge in @no_not_on_every_entry, Unsupported (1 loop-invariant operation cannot move without more facts: a call that does not run on every entry to the loop)
vir.func @no_not_on_every_entry(%x: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %v = vir.call @f(%x) {vir.traits = [#vir.nowrite, #vir.noread, #vir.loop_invariant]} : (i32) -> i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %s : i32
}

// Only nowrite: not a pure call, it stays even in the header.
// CHECK-LABEL: vir.func @no_not_pure(
// CHECK: {{^ *}}^bb1(
// CHECK-NEXT: vir.call @f(
vir.func @no_not_pure(%x: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %v = vir.call @f(%x) {vir.traits = [#vir.nowrite]} : (i32) -> i32
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %s : i32
}

// Stale facts (epoch 0 in a function at epoch 1) make no pure call.
// CHECK-LABEL: vir.func @no_stale(
// CHECK: {{^ *}}^bb1(
// CHECK-NEXT: vir.call @table()
vir.func @no_stale(%n: i32) -> i32 attributes {epoch = 1} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %t = vir.call @table() {vir.traits = [#vir.nowrite, #vir.noread]} : () -> !vir.ptr
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %v = vir.load %t : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<licm, soft, epoch = 1>]}
^exit:
  vir.return %s : i32
}
