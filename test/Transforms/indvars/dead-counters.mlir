// indvars replaces the uses after a loop of a counter the loop only steps
// (`s->count++` promoted by licm) by its exit value when that costs at
// most four operations: the counter then dies in the loop. A guard before
// the loop that ran its test on the start (a rotated loop's) makes the exit
// value of the tested variable the bound itself.
// RUN: vct-mlir-opt --indvars --dce --remarks --split-input-file %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// A rotated loop guarded by `0 < n`: i + 1 leaves at n, so the counter
// leaves at c0 + n. The sum stays; the counter is gone from the loop.
// CHECK-LABEL: vir.func @guarded_counter
// CHECK-SAME: (%[[P:.*]]: !vir.ptr, %[[N:.*]]: i64, %[[C0:.*]]: i64)
// CHECK: ^{{.*}}(%[[START:.*]]: i64):
// CHECK-NEXT: %[[ONE:.*]] = vir.constant 1 : i64
// CHECK-NEXT: %[[TRIPS:.*]] = vir.sub %[[N]], %[[ONE]] : i64
// CHECK-NEXT: %[[AT:.*]] = vir.add %[[C0]], %[[TRIPS]] : i64
// CHECK-NEXT: %[[OUT:.*]] = vir.add %[[AT]], %c1_i64 : i64
// CHECK-NEXT: vir.br ^[[LOOP:.*]](%[[START]], %c0_i64 : i64, i64)
// CHECK-NEXT: ^[[LOOP]](%{{.*}}: i64, %{{.*}}: i64):
// CHECK-NOT: %[[C0]]
// CHECK: vir.cond_br %{{.*}}, ^[[LOOP]](%{{.*}}, %{{.*}} : i64, i64), ^[[EXIT:.*]]
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: vir.store %[[OUT]], %[[P]]
// REMARK: dead-counters.mlir:[[@LINE+15]]:3: remark: VIR: indvars: replaced 1 use after the loop by the induction variable's exit value
vir.func @guarded_counter(%p: !vir.ptr, %n: i64, %c0: i64) -> i64 {
  %zero = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %enter = vir.icmp slt %zero, %n : i64
  vir.cond_br %enter, ^pre(%zero : i64), ^done(%zero : i64)
^pre(%start: i64):
  vir.br ^loop(%start, %zero, %c0 : i64, i64, i64)
^loop(%i: i64, %s: i64, %c: i64):
  %a = vir.gep inbounds %p[%i] : i64
  %x = vir.load %a : i64
  %s1 = vir.add %s, %x : i64
  %c1 = vir.add %c, %one : i64
  %i1 = vir.add %i, %one : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1, %s1, %c1 : i64, i64, i64), ^exit
^exit:
  vir.store %c1, %p : i64
  vir.br ^done(%s1 : i64)
^done(%r: i64):
  vir.return %r : i64
}

// -----

// The same loop without its guard: the exit value max(1, n) costs more than
// four operations with the counter's, and the counter stays.
// CHECK-LABEL: vir.func @unguarded_counter
// CHECK: ^[[LOOP:.*]](%{{.*}}: i64, %{{.*}}: i64, %[[C:.*]]: i64):
// CHECK: vir.add %[[C]], %c1_i64 : i64
// REMARK: dead-counters.mlir:[[@LINE+12]]:3: remark: VIR: indvars: kept the uses after the loop of its induction variable: the exit value needs 5 new operations and the loop stays
vir.func @unguarded_counter(%p: !vir.ptr, %n: i64, %c0: i64) -> i64 {
  %zero = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  vir.br ^loop(%zero, %zero, %c0 : i64, i64, i64)
^loop(%i: i64, %s: i64, %c: i64):
  %a = vir.gep inbounds %p[%i] : i64
  %x = vir.load %a : i64
  %s1 = vir.add %s, %x : i64
  %c1 = vir.add %c, %one : i64
  %i1 = vir.add %i, %one : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1, %s1, %c1 : i64, i64, i64), ^exit
^exit:
  vir.store %c1, %p : i64
  vir.return %s1 : i64
}

// -----

// A counter the loop also stores does not die: its exit value would cost
// operations for nothing, and the use after the loop stays.
// CHECK-LABEL: vir.func @counter_read_in_loop
// CHECK: ^[[LOOP:.*]](%{{.*}}: i64, %[[C:.*]]: i64):
// CHECK: vir.store %[[C]]
// CHECK-NEXT: %[[C1:.*]] = vir.add %[[C]]
// CHECK: vir.cond_br {{.*}}
// CHECK-NEXT: ^{{.*}}:
// CHECK-NEXT: vir.store %[[C1]], %{{.*}} : i64
// REMARK: dead-counters.mlir:[[@LINE+13]]:3: remark: VIR: indvars: kept the uses after the loop of its induction variable: the exit value needs 3 new operations and the loop stays
vir.func @counter_read_in_loop(%p: !vir.ptr, %q: !vir.ptr, %n: i64, %c0: i64) {
  %zero = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %enter = vir.icmp slt %zero, %n : i64
  vir.cond_br %enter, ^pre, ^done
^pre:
  vir.br ^loop(%zero, %c0 : i64, i64)
^loop(%i: i64, %c: i64):
  vir.store %c, %q : i64
  %c1 = vir.add %c, %one : i64
  %i1 = vir.add %i, %one : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1, %c1 : i64, i64), ^exit
^exit:
  vir.store %c1, %p : i64
  vir.br ^done
^done:
  vir.return
}

// -----

// A guard on the other edge: `n <= 0` leaves, so the loop runs with 0 < n,
// and the guard is found through its inverse and swapped compare. With the
// counter gone, nothing is left of the loop.
// CHECK-LABEL: vir.func @inverse_guard
// CHECK-SAME: (%[[P:.*]]: !vir.ptr, %[[N:.*]]: i32, %[[C0:.*]]: i32)
// CHECK: %[[TRIPS:.*]] = vir.sub %[[N]], %{{.*}} : i32
// CHECK-NEXT: %[[AT:.*]] = vir.add %[[C0]], %[[TRIPS]] : i32
// CHECK-NEXT: %[[OUT:.*]] = vir.add %[[AT]], %{{.*}} : i32
// CHECK-NOT: vir.cond_br
// CHECK: vir.store %[[OUT]], %[[P]] : i32
// REMARK: dead-counters.mlir:[[@LINE+14]]:3: remark: VIR: indvars: replaced 1 use after the loop by the induction variable's exit value
// REMARK-NEXT: vir.cond_br
// REMARK: remark: VIR: indvars: deleted a loop that computes nothing used after it
vir.func @inverse_guard(%p: !vir.ptr, %n: i32, %c0: i32) {
  %zero = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %skip = vir.icmp sle %n, %zero : i32
  vir.cond_br %skip, ^done, ^pre
^pre:
  vir.br ^loop(%zero, %c0 : i32, i32)
^loop(%i: i32, %c: i32):
  %c1 = vir.add %c, %one : i32
  %i1 = vir.add %i, %one nsw : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1, %c1 : i32, i32), ^exit
^exit:
  vir.store %c1, %p : i32
  vir.br ^done
^done:
  vir.return
}
