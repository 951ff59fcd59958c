// function-attrs stamps what bodies show: readonly/writeonly on functions,
// nowrite/noread on the calls to them; accesses to the function's own stack
// slots do not count; noread needs a callee that provably returns.
// RUN: vct-mlir-opt --function-attrs %s | FileCheck %s

vir.global private @g : i32 = 0

// CHECK-LABEL: vir.func private @reads_global()
// CHECK-SAME: vir.traits = [#vir.readonly<origin = "function-attrs">]
vir.func private @reads_global() -> i32 {
  %a = vir.addressof @g : !vir.ptr
  %v = vir.load %a : i32
  vir.return %v : i32
}

// CHECK-LABEL: vir.func private @writes_global(
// CHECK-SAME: vir.traits = [#vir.writeonly<origin = "function-attrs">]
vir.func private @writes_global(%x: i32) {
  %a = vir.addressof @g : !vir.ptr
  vir.store %x, %a : i32
  vir.return
}

// Its own stack slot does not count: neither reads nor writes.
// CHECK-LABEL: vir.func private @local_only(
// CHECK-SAME: vir.traits = [#vir.readonly<origin = "function-attrs">, #vir.writeonly<origin = "function-attrs">]
vir.func private @local_only(%x: i32) -> i32 {
  %s = vir.alloca !vir.array<2 x i32> align 4
  %e = vir.gep %s[0, 1] : !vir.array<2 x i32>
  vir.store %x, %e : i32
  %v = vir.load %e : i32
  vir.return %v : i32
}

// A loop: no memory effects, but it may not return.
// CHECK-LABEL: vir.func private @spins(
// CHECK-SAME: vir.traits = [#vir.readonly<origin = "function-attrs">, #vir.writeonly<origin = "function-attrs">]
vir.func private @spins(%n: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%n : i32)
^loop(%i: i32):
  %z = vir.constant 0 : i32
  %done = vir.icmp eq %i, %z : i32
  %next = vir.sub %i, %c1 : i32
  vir.cond_br %done, ^exit, ^loop(%next : i32)
^exit:
  vir.return %i : i32
}

// Through a pointer argument: both read and write, nothing stamped.
// CHECK-LABEL: vir.func private @through_pointer(
// CHECK-NOT: vir.traits
// CHECK: vir.return
vir.func private @through_pointer(%p: !vir.ptr) {
  %v = vir.load %p : i32
  vir.store %v, %p : i32
  vir.return
}

// Volatile accesses and opaque regions count as reading and writing.
// CHECK-LABEL: vir.func private @volatile_read(
// CHECK-NOT: vir.traits
// CHECK: vir.return
vir.func private @volatile_read() -> i32 {
  %a = vir.addressof @g : !vir.ptr
  %v = vir.load volatile %a : i32
  vir.return %v : i32
}
// CHECK-LABEL: vir.func private @barrier(
// CHECK-NOT: vir.traits
// CHECK: vir.return
vir.func private @barrier(%x: i32) -> i32 {
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    vir.yield %y : i32
  }
  vir.return %r : i32
}

// A declaration counts by its own traits; a call edge's facts narrow it.
vir.func private @ext_read() -> i32 attributes {vir.traits = [#vir.readonly]}
vir.func private @ext_any() -> i32
// CHECK-LABEL: vir.func private @calls_decls(
// CHECK-SAME: vir.traits = [#vir.readonly<origin = "function-attrs">]
vir.func private @calls_decls() -> i32 {
  %a = vir.call @ext_read() : () -> i32
  %b = vir.call @ext_any() {vir.traits = [#vir.nowrite]} : () -> i32
  %s = vir.add %a, %b : i32
  vir.return %s : i32
}

// Mutual recursion without memory effects: solved together; the calls in
// the cycle get nowrite but not noread (recursion may not return).
// CHECK-LABEL: vir.func private @even(
// CHECK-SAME: vir.traits = [#vir.readonly<origin = "function-attrs">, #vir.writeonly<origin = "function-attrs">]
// CHECK: vir.call @odd(%{{.*}}) {vir.traits = [#vir.nowrite<origin = "function-attrs">]}
vir.func private @even(%n: i32) -> i1 {
  %z = vir.constant 0 : i32
  %t = vir.constant true
  %c1 = vir.constant 1 : i32
  %is0 = vir.icmp eq %n, %z : i32
  vir.cond_br %is0, ^yes, ^no
^yes:
  vir.return %t : i1
^no:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @odd(%m) : (i32) -> i1
  vir.return %r : i1
}
vir.func private @odd(%n: i32) -> i1 {
  %z = vir.constant 0 : i32
  %f = vir.constant false
  %c1 = vir.constant 1 : i32
  %is0 = vir.icmp eq %n, %z : i32
  vir.cond_br %is0, ^yes, ^no
^yes:
  vir.return %f : i1
^no:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @even(%m) : (i32) -> i1
  vir.return %r : i1
}

// CHECK-LABEL: vir.func @main(
// CHECK: vir.call @reads_global() {vir.traits = [#vir.nowrite<origin = "function-attrs">]}
// CHECK: vir.call @writes_global(%{{.*}}) {vir.traits = [#vir.noread<origin = "function-attrs">]}
// CHECK: vir.call @local_only(%{{.*}}) {vir.traits = [#vir.nowrite<origin = "function-attrs">, #vir.noread<origin = "function-attrs">]}
// CHECK: vir.call @spins(%{{.*}}) {vir.traits = [#vir.nowrite<origin = "function-attrs">]}
// CHECK: vir.call @through_pointer(%{{.*}}) :
// CHECK: vir.call @even(%{{.*}}) {vir.traits = [#vir.nowrite<origin = "function-attrs">]}
vir.func @main(%x: i32, %p: !vir.ptr) -> i32 {
  %a = vir.call @reads_global() : () -> i32
  vir.call @writes_global(%a) : (i32) -> ()
  %b = vir.call @local_only(%a) : (i32) -> i32
  %c = vir.call @spins(%b) : (i32) -> i32
  vir.call @through_pointer(%p) : (!vir.ptr) -> ()
  %e = vir.call @even(%c) : (i32) -> i1
  %v = vir.call @volatile_read() : () -> i32
  %w = vir.call @barrier(%v) : (i32) -> i32
  %d = vir.call @calls_decls() : () -> i32
  vir.return %d : i32
}

// A weak definition (vct.linkage = "weak") may be replaced at link time:
// its body says nothing, so neither it nor the calls to it get facts.
// CHECK-LABEL: vir.func @weak_pure(
// CHECK-NOT: vir.traits
// CHECK-SAME: {
vir.func @weak_pure(%x: i32) -> i32 attributes {vct.linkage = "weak"} {
  vir.return %x : i32
}
// CHECK-LABEL: vir.func @calls_weak(
// CHECK: vir.call @weak_pure(%{{.*}}) : (i32) -> i32
vir.func @calls_weak(%x: i32) -> i32 {
  %r = vir.call @weak_pure(%x) : (i32) -> i32
  vir.return %r : i32
}
