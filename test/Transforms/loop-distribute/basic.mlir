// loop-distribute splits an innermost single-block loop into loops over the
// same iterations, one per group of strongly connected statements, in an
// order every dependence respects; every distribute request gets a result:
// the @no_ functions are each refusal with its reason.
// RUN: vct-mlir-opt --loop-distribute --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// A recurrence through memory (a[i+1] = a[i] + b[i]) and a vectorizable
// statement (c[i] = d[i] * 2): two loops, the recurrence first (program
// order). The copy keeps the loop's vectorize request; each loop keeps
// only its own statements.
// CHECK-LABEL: vir.func @split(
// CHECK: ^[[L1:bb[0-9]+]](%{{.*}}: i64):{{.*}}2 preds
// CHECK-NOT: vir.mul
// CHECK: vir.store
// CHECK-NOT: vir.store
// CHECK: vir.cond_br %{{.*}}, ^[[L1]](%{{.*}} : i64), ^[[L2:bb[0-9]+]](%{{.*}} : i64) {vir.traits = [#vir.req<vectorize, soft>]}
// CHECK: ^[[L2]](%{{.*}}: i64):
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.gep %arg3
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.mul
// CHECK-NEXT: vir.gep %arg2
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.icmp
// CHECK-NEXT: vir.cond_br %{{.*}}, ^[[L2]](%{{.*}} : i64), ^{{bb[0-9]+}} {vir.traits = [#vir.req<vectorize, soft>]}
vir.func @split(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %c: !vir.ptr {vir.traits = [#vir.restrict]}, %d: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %two = vir.constant 2 : i32
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pb = vir.gep %b[%i] : i32
  %y = vir.load %pb : i32
  %s = vir.add %x, %y : i32
  %i1 = vir.add %i, %c1 : i64
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %s, %pa1 : i32
  %pd = vir.gep %d[%i] : i32
  %z = vir.load %pd : i32
  %m = vir.mul %z, %two : i32
  %pc = vir.gep %c[%i] : i32
  vir.store %m, %pc : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted distribute on loop with back edge in @split (distributed the loop into 2 loops)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>, #vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// b[i+1] = c[i] runs after a[i] = b[i] in the body but must run first:
// iteration k stores what iteration k + 1 loads. Topological order puts it
// first; then both loops are free of a backward dependence.
// CHECK-LABEL: vir.func @reorder(
// CHECK: ^[[L1:bb[0-9]+]](%{{.*}}: i64):
// CHECK-NEXT: vir.gep %arg2
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.gep %arg1
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.icmp
// CHECK-NEXT: vir.cond_br %{{.*}}, ^[[L1]](%{{.*}} : i64), ^[[L2:bb[0-9]+]](%{{.*}} : i64)
// CHECK: ^[[L2]](%{{.*}}: i64):
// CHECK-NEXT: vir.gep %arg1
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.gep %arg0
// CHECK-NEXT: vir.store
vir.func @reorder(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %c: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep %b[%i] : i32
  %x = vir.load %pb : i32
  %pa = vir.gep %a[%i] : i32
  vir.store %x, %pa : i32
  %pc = vir.gep %c[%i] : i32
  %y = vir.load %pc : i32
  %i1 = vir.add %i, %c1 : i64
  %pb1 = vir.gep %b[%i1] : i32
  vir.store %y, %pb1 : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted distribute on loop with back edge in @reorder (distributed the loop into 2 loops)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// -----

// A scalar recurrence (s = s * 3 + a[i]) used after the loop, and a
// vectorizable statement: the recurrence would be computed by the first
// loop, and values used after the loop come from the last one only.
// CHECK-LABEL: vir.func @live_out(
// CHECK-COUNT-1: vir.cond_br %{{.*}}, ^bb
// CHECK-NOT: vir.cond_br %{{.*}}, ^bb
vir.func @live_out(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %c: !vir.ptr {vir.traits = [#vir.restrict]}, %d: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z0 = vir.constant 0 : i32
  %three = vir.constant 3 : i32
  vir.br ^loop(%c0, %z0 : i64, i32)
^loop(%i: i64, %s: i32):
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %m = vir.mul %s, %three : i32
  %s1 = vir.add %m, %x : i32
  %pd = vir.gep %d[%i] : i32
  %z = vir.load %pd : i32
  %pc = vir.gep %c[%i] : i32
  vir.store %z, %pc : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @live_out, Unsupported (%5 is used after the loop but would be computed by an earlier loop than the last)}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i32), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return %s1 : i32
}

// -----

// Two recurrences: a soft request is denied (neither loop would become
// vectorizable), a strong one takes each into its own loop.
// CHECK-LABEL: vir.func @no_all_cyclic(
// CHECK-COUNT-1: vir.cond_br %{{.*}}, ^bb
// CHECK-NOT: vir.cond_br %{{.*}}, ^bb
vir.func @no_all_cyclic(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %i1 = vir.add %i, %c1 : i64
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %pb = vir.gep %b[%i] : i32
  %y = vir.load %pb : i32
  %pb1 = vir.gep %b[%i1] : i32
  vir.store %y, %pb1 : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @no_all_cyclic, CostModel (no partition becomes independent of the cycle that blocks vectorization (store to %arg0[i+1] and load from %arg0[i] carry a dependence of distance 1))}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @strong_all_cyclic(
// CHECK-COUNT-2: vir.cond_br %{{.*}}, ^bb
vir.func @strong_all_cyclic(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %i1 = vir.add %i, %c1 : i64
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %pb = vir.gep %b[%i] : i32
  %y = vir.load %pb : i32
  %pb1 = vir.gep %b[%i1] : i32
  vir.store %y, %pb1 : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted distribute on loop with back edge in @strong_all_cyclic (distributed the loop into 2 loops)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, strong>]}
^exit:
  vir.return
}

// -----

// One recurrence through memory: one partition.
vir.func @no_recurrence(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %pa2 = vir.gep %a[%i1] : i32
  %y = vir.load %pa2 : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @no_recurrence, AlreadyDone (the loop's statements form one partition: store to %arg0[i+1] and load from %arg0[i] carry a dependence of distance 1)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// -----

// Two plain pointers: the accesses may overlap, so they stay together.
vir.func @no_alias(%p: !vir.ptr, %q: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %v = vir.constant 7 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pp = vir.gep %p[%i] : i32
  vir.store %v, %pp : i32
  %pq = vir.gep %q[%i] : i32
  %x = vir.load %pq : i32
  %i1 = vir.add %i, %c1 : i64
  %pq1 = vir.gep %q[%i1] : i32
  vir.store %x, %pq1 : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @no_alias, Unsupported (store to %arg0 may alias load from %arg1: no noalias or restrict trait)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// -----

// Nothing blocks vectorization: a soft request is denied.
vir.func @no_nothing_blocks(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %v = vir.constant 7 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pa = vir.gep %a[%i] : i32
  vir.store %v, %pa : i32
  %pb = vir.gep %b[%i] : i32
  vir.store %v, %pb : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @no_nothing_blocks, CostModel (no dependence blocks vectorization of the loop: no partition would become vectorizable that is not already)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// -----

// A load feeding a store: one statement group, nothing to split.
vir.func @no_one_partition(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pb = vir.gep %b[%i] : i32
  vir.store %x, %pb : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @no_one_partition, AlreadyDone (the loop's statements form one partition: store to %arg1[i] reads the value of load from %arg0[i], which cannot be recomputed in another loop)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// -----

// A call that may touch memory.
vir.func private @g(i64)
vir.func @no_call(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  vir.call @g(%i) : (i64) -> ()
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @no_call, Unsupported (call to @g may touch memory; only loads and stores are distributed)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// -----

// Several blocks.
vir.func @no_blocks(%a: !vir.ptr, %n: i64, %f: i1) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %v = vir.constant 1 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  vir.cond_br %f, ^s, ^latch
^s:
  vir.store %v, %a : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @no_blocks, Unsupported (the loop has 3 blocks; only single-block loops are distributed)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// -----

// The exit test reads memory.
vir.func @no_memory_exit(%a: !vir.ptr, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %v = vir.constant 1 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep %b[%i] : i32
  vir.store %v, %pb : i32
  %i1 = vir.add %i, %c1 : i64
  %lim = vir.load %a : i64
  %more = vir.icmp slt %i1, %lim : i64
  // expected-remark @below {{VIR: denied distribute on loop with back edge in @no_memory_exit, Unsupported (not a counted loop: no induction variable compared with a loop-invariant bound decides the exit)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}
