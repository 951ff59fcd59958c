// A peeled iteration is not a loop, but the loops nested in it are: the
// peeled copy of an inner loop carries the inner loop's requests as requests
// of its own (with their own results to come), so a later pass can still
// unroll it. The peeled loop's own requests are not copied.
// RUN: vct-mlir-opt --loop-peel --verify-each %s | FileCheck %s
// RUN: vct-mlir-opt --loop-peel --loop-unroll=runtime=false --remarks %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// Two inner loops (the peeled iteration's and the loop's), each with the
// unroll request; one peel request, spent.
// CHECK-LABEL: vir.func @nest(
// CHECK-COUNT-2: #vir.req<unroll, soft>
// CHECK-NOT: #vir.req
// CHECK: vir.return

// Both inner loops are unrolled (4 iterations each).
// REMARK: accepted peel on loop with back edge in @nest (peeled 1 iteration: header argument #2 is loop-invariant after the first iteration)
// REMARK-COUNT-2: accepted unroll on loop with back edge in @nest (fully unrolled 4 iterations)

vir.func @nest(%n: i32, %p: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  %c5 = vir.constant 5 : i32
  %true = vir.constant true
  %false = vir.constant false
  vir.br ^outer(%c0, %c1, %true : i32, i32, i1)
^outer(%o: i32, %s: i32, %first: i1):
  %to = vir.icmp slt %o, %n : i32
  vir.cond_br %to, ^body, ^exit
^body:
  vir.cond_br %first, ^a, ^pre(%s : i32)
^a:
  %sa = vir.add %s, %c5 : i32
  vir.br ^pre(%sa : i32)
^pre(%s0: i32):
  vir.br ^inner(%c0, %s0 : i32, i32)
^inner(%i: i32, %si: i32):
  vir.store %si, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %si1 = vir.add %si, %o : i32
  %ti = vir.icmp slt %i1, %c4 : i32
  vir.cond_br %ti, ^inner(%i1, %si1 : i32, i32), ^latch {vir.traits = [#vir.req<unroll, soft>]}
^latch:
  %o1 = vir.add %o, %c1 : i32
  vir.br ^outer(%o1, %si1, %false : i32, i32, i1) {vir.traits = [#vir.req<peel, soft>]}
^exit:
  vir.return %s : i32
}
