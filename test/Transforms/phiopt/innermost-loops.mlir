// With innermost-loops-only (the pipeline's slot before the vectorizer),
// phiopt converts only branches in innermost loops: the clamp in the inner
// loop's body becomes a select; the diamond in the outer loop (it holds a
// loop) and the one outside any loop stay for the stage 7 slot. Without
// the option all three convert.
// RUN: vct-mlir-opt --phiopt=innermost-loops-only=true --remarks --verify-each -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --phiopt %s | FileCheck %s --check-prefix=ALL
// RUN: vct-mlir-opt --phiopt=innermost-loops-only=true --mlir-pass-statistics %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STATS

// STATS: 1 num-converted
// ALL-NOT: vir.cond_br %{{.*}}, ^{{.*}}, ^{{.*}}(
// ALL-COUNT-3: vir.select

// CHECK-LABEL: vir.func @nest(
// CHECK: vir.cond_br %{{.*}}, ^bb1, ^bb2(
// CHECK: vir.cond_br %{{.*}}, ^bb4, ^bb5(
// CHECK: vir.select
// CHECK-NOT: vir.select
// CHECK: vir.return
vir.func @nest(%p: !vir.ptr, %n: i32, %lim: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %top = vir.load %p : i32
  %big = vir.icmp sgt %top, %lim : i32
  vir.cond_br %big, ^cap, ^start(%top : i32)
^cap:
  vir.br ^start(%lim : i32)
^start(%s0: i32):
  vir.br ^outer(%c0, %s0 : i32, i32)
^outer(%i: i32, %s: i32):
  %odd = vir.and %i, %c1 : i32
  %isodd = vir.icmp ne %odd, %c0 : i32
  vir.cond_br %isodd, ^bump, ^inner_entry(%s : i32)
^bump:
  %s2 = vir.add %s, %c1 : i32
  vir.br ^inner_entry(%s2 : i32)
^inner_entry(%t0: i32):
  vir.br ^inner(%c0, %t0 : i32, i32)
^inner(%j: i32, %t: i32):
  %v = vir.add %t, %j : i32
  %over = vir.icmp sgt %v, %lim : i32
  // expected-remark @below {{converted a triangle to selects (smin)}}
  vir.cond_br %over, ^clamp, ^next(%v : i32)
^clamp:
  vir.br ^next(%lim : i32)
^next(%w: i32):
  %j1 = vir.add %j, %c1 : i32
  %more = vir.icmp slt %j1, %n : i32
  vir.cond_br %more, ^inner(%j1, %w : i32, i32), ^latch(%w : i32)
^latch(%u: i32):
  %i1 = vir.add %i, %c1 : i32
  %again = vir.icmp slt %i1, %n : i32
  vir.cond_br %again, ^outer(%i1, %u : i32, i32), ^done
^done:
  vir.return %u : i32
}
