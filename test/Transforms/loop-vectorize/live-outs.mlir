// Values of a vectorized loop used after it (not through the exit edge)
// become arguments of the exit block when the loop is its only
// predecessor, or of a new block on the edges from the remainder and the
// middle block when the exit has other predecessors (here: the next loop's
// back edge). No dominator tree is built for them, and the loops are
// updated in place, so every loop of a function is vectorized in one run
// of the pass: a nest's outer loop still sees its inner (vector) loop.
// RUN: vct-mlir-opt --loop-vectorize --remarks --verify-each -verify-diagnostics %s \
// RUN:   | FileCheck %s
// The same loops, run: the pass alone and -O2 through both backends.
// RUN: vct-mlir-opt --loop-vectorize --verify-each %s -o %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s --check-prefix=OUT

// sum_after(a, n) for n = 0..9, 17 and 100 (a[i] = i * 7 % 13), then
// twice(a, 17) and nest(a, 5): the results of the unvectorized loops.
// OUT: sum 0
// OUT-NEXT: sum 0
// OUT-NEXT: sum 14
// OUT-NEXT: sum 16
// OUT-NEXT: sum 32
// OUT-NEXT: sum 36
// OUT-NEXT: sum 54
// OUT-NEXT: sum 60
// OUT-NEXT: sum 80
// OUT-NEXT: sum 88
// OUT-NEXT: sum 188
// OUT-NEXT: sum 1180
// OUT-NEXT: twice 8930
// OUT-NEXT: nest 366631058

// The exit is entered only from the loop: it takes the sum as a new
// argument, the remainder's value from the loop and the total from the
// middle block.
// CHECK-LABEL: vir.func @sum_after(
// CHECK: vir.cond_br %{{.*}}, ^[[VP:bb[0-9]+]], ^[[SP:bb[0-9]+]](
// CHECK: ^[[VP]]:
// CHECK: vir.br ^[[V:bb[0-9]+]](%{{.*}}, %{{.*}} : i64, vector<4xi32>)
// CHECK: ^[[V]](
// CHECK: vir.cond_br %{{.*}}, ^[[V]](%{{.*}}, %{{.*}} : i64, vector<4xi32>), ^[[M:bb[0-9]+]]
// CHECK: ^[[M]]:
// CHECK: %[[R:.*]] = vir.reduce add
// CHECK: %[[TOTAL:.*]] = vir.add %{{.*}}, %[[R]] : i32
// CHECK: vir.cond_br %{{.*}}, ^[[SP]](%{{.*}}, %{{.*}} : i64, i32), ^[[X:bb[0-9]+]](%[[TOTAL]] : i32)
// The remainder's one entering block, from the guard and the middle block.
// CHECK: ^[[SP]](%{{.*}}: i64, %{{.*}}: i32):
// CHECK-NEXT: vir.br ^[[S:bb[0-9]+]](
// CHECK: ^[[S]](
// CHECK: %[[SCALAR:.*]] = vir.add %{{.*}}, %{{.*}} : i32
// CHECK: vir.cond_br %{{.*}}, ^[[S]](%{{.*}}, %[[SCALAR]] : i64, i32), ^[[X]](%[[SCALAR]] : i32)
// CHECK: ^[[X]](%[[AFTER:.*]]: i32):
// CHECK: vir.add %[[AFTER]], %[[AFTER]] : i32
// CHECK-NOT: vir.reduce
// CHECK: vir.return
vir.func @sum_after(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^pre, ^none
^pre:
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %s: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa align 4 : i32
  %s1 = vir.add %s, %x : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 4.0 -> 0.8 per element, 1 reduction(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @sum_after}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  %d = vir.add %s1, %s1 : i32
  vir.br ^done(%d : i32)
^none:
  vir.br ^done(%z : i32)
^done(%r: i32):
  vir.return %r : i32
}

// Two loops in a row: the first exits straight into the second's header,
// which the second's back edge also enters. The first's sum, used in the
// second loop, goes through a new block on the first loop's two exit
// edges. Both loops are vectorized in the one run.
// CHECK-LABEL: vir.func @twice(
// CHECK: %[[R1:.*]] = vir.reduce add
// CHECK: %[[T1:.*]] = vir.add %{{.*}}, %[[R1]] : i32
// CHECK: vir.cond_br %{{.*}}, ^[[SP1:bb[0-9]+]](%{{.*}}, %{{.*}} : i64, i32), ^[[J:bb[0-9]+]](%{{.*}}, %{{.*}}, %[[T1]] : i64, i32, i32)
// CHECK: ^[[SP1]](
// CHECK-NEXT: vir.br ^[[S1:bb[0-9]+]](
// CHECK: ^[[S1]](
// CHECK: %[[SC1:.*]] = vir.add %{{.*}}, %{{.*}} : i32
// CHECK: vir.cond_br %{{.*}}, ^[[S1]](%{{.*}}, %[[SC1]] : i64, i32), ^[[J]](%{{.*}}, %{{.*}}, %[[SC1]] : i64, i32, i32)
// CHECK: ^[[J]](%{{.*}}: i64, %{{.*}}: i32, %[[FIRST:.*]]: i32):
// CHECK-NEXT: vir.br ^
// CHECK: vir.splat %[[FIRST]] : vector<4xi32>
// CHECK: vir.reduce add
// CHECK: vir.mul %{{.*}}, %[[FIRST]] : i32
// CHECK: vir.add %{{.*}}, %[[FIRST]] : i32
// CHECK-NEXT: vir.return
vir.func @twice(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop1(%c0, %z : i64, i32)
^loop1(%i: i64, %s: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa align 4 : i32
  %s1 = vir.add %s, %x : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 4.0 -> 0.8 per element, 1 reduction(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @twice}}
  vir.cond_br %more, ^loop1(%i1, %s1 : i64, i32), ^loop2(%c0, %z : i64, i32) {vir.traits = [#vir.req<vectorize, soft>]}
^loop2(%j: i64, %u: i32):
  %pb = vir.gep inbounds %a[%j] : i32
  %y = vir.load %pb align 4 : i32
  %m = vir.mul %y, %s1 : i32
  %u1 = vir.add %u, %m : i32
  %j1 = vir.add %j, %c1 : i64
  %again = vir.icmp slt %j1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 5.0 -> 2.2 per element, 1 reduction(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @twice}}
  vir.cond_br %again, ^loop2(%j1, %u1 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  %r = vir.add %u1, %s1 : i32
  vir.return %r : i32
}

// A nest: the inner loop (64 iterations, no remainder) is vectorized and
// the original deleted; the outer loop, asked next, still contains a loop
// (the vector loop) and is refused for that, not planned as a body of
// several blocks.
// CHECK-LABEL: vir.func @nest(
// CHECK: vir.reduce add
vir.func @nest(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %rows: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c64 = vir.constant 64 : i64
  %z = vir.constant 0 : i32
  %c31 = vir.constant 31 : i32
  %t = vir.icmp sgt %rows, %c0 : i64
  vir.cond_br %t, ^outer(%c0, %z : i64, i32), ^done(%z : i32)
^outer(%r: i64, %total: i32):
  vir.br ^inner(%c0, %z : i64, i32)
^inner(%i: i64, %row: i32):
  %k = vir.add %i, %r : i64
  %pa = vir.gep inbounds %a[%k] : i32
  %x = vir.load %pa align 4 : i32
  %row1 = vir.add %row, %x : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c64 : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 5.0 -> 1.0 per element, 1 reduction(s), no remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @nest}}
  vir.cond_br %more, ^inner(%i1, %row1 : i64, i32), ^latch {vir.traits = [#vir.req<vectorize, soft>]}
^latch:
  %scaled = vir.mul %total, %c31 : i32
  %total1 = vir.add %scaled, %row1 : i32
  %r1 = vir.add %r, %c1 : i64
  %next = vir.icmp slt %r1, %rows : i64
  // expected-remark @+1 {{VIR: denied vectorize on loop with back edge in @nest, Unsupported (the loop contains loops)}}
  vir.cond_br %next, ^outer(%r1, %total1 : i64, i32), ^done(%total1 : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^done(%res: i32):
  vir.return %res : i32
}

vir.global private constant @fmt_sum : !vir.array<8 x i8> = "sum %d\0A\00"
vir.global private constant @fmt_twice : !vir.array<10 x i8> = "twice %d\0A\00"
vir.global private constant @fmt_nest : !vir.array<9 x i8> = "nest %d\0A\00"
vir.global private @data : !vir.array<200 x i32> = zeroinit align 16
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @print(%fmt: !vir.ptr, %v: i32) {
  %r = vir.call @printf(%fmt, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return
}

vir.func @main() -> i32 {
  %data = vir.addressof @data : !vir.ptr
  %fs = vir.addressof @fmt_sum : !vir.ptr
  %ft = vir.addressof @fmt_twice : !vir.ptr
  %fn = vir.addressof @fmt_nest : !vir.ptr
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c7 = vir.constant 7 : i64
  %c13 = vir.constant 13 : i64
  %c200 = vir.constant 200 : i64
  vir.br ^fill(%c0 : i64)
^fill(%i: i64):
  %m = vir.mul %i, %c7 : i64
  %v64 = vir.urem %m, %c13 : i64
  %v = vir.trunc %v64 : i64 to i32
  %p = vir.gep inbounds %data[%i] : i32
  vir.store %v, %p : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c200 : i64
  vir.cond_br %more, ^fill(%i1 : i64), ^sums(%c0 : i64)
^sums(%n: i64):
  %s = vir.call @sum_after(%data, %n) : (!vir.ptr, i64) -> i32
  vir.call @print(%fs, %s) : (!vir.ptr, i32) -> ()
  %n1 = vir.add %n, %c1 : i64
  %c10 = vir.constant 10 : i64
  %again = vir.icmp slt %n1, %c10 : i64
  vir.cond_br %again, ^sums(%n1 : i64), ^rest
^rest:
  %c17 = vir.constant 17 : i64
  %c100 = vir.constant 100 : i64
  %s17 = vir.call @sum_after(%data, %c17) : (!vir.ptr, i64) -> i32
  vir.call @print(%fs, %s17) : (!vir.ptr, i32) -> ()
  %s100 = vir.call @sum_after(%data, %c100) : (!vir.ptr, i64) -> i32
  vir.call @print(%fs, %s100) : (!vir.ptr, i32) -> ()
  %tw = vir.call @twice(%data, %c17) : (!vir.ptr, i64) -> i32
  vir.call @print(%ft, %tw) : (!vir.ptr, i32) -> ()
  %c5 = vir.constant 5 : i64
  %ne = vir.call @nest(%data, %c5) : (!vir.ptr, i64) -> i32
  vir.call @print(%fn, %ne) : (!vir.ptr, i32) -> ()
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
