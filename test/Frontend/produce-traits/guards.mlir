// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false' --split-input-file | FileCheck %s
// The branch that leads to a block narrows what a slot holds there: a load
// of a slot in a block entered only by one edge of a compare of that
// slot's load, through blocks that store nothing to it, reads a value the
// compare accepted on that edge; the difference of two slots' loads under
// a compare of the two slots has the compare's sign when it is `nsw`. Not
// after a store to the slot, not in a block with a second predecessor, not
// for a slot whose address escapes, not for `ne`, and not for a
// difference that may wrap.

// while (i > 0) { p = (i - 1) / 2; ... }
// CHECK-LABEL: vir.func @parent(
// CHECK: ^bb2:
// CHECK-NEXT: %[[I:.*]] = vir.load %{{.*}}#vir.range<1, 2147483647, origin = "vir-produce-traits">]} : i32
// CHECK-NEXT: vir.sub %[[I]], %{{.*}} nsw {vir.traits = [#vir.range<0, 2147483646, origin = "vir-produce-traits">]} : i32
// CHECK-NEXT: vir.sdiv {{.*}} {vir.traits = [#vir.range<0, 1073741823, origin = "vir-produce-traits">]} : i32
vir.func @parent(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %i = vir.alloca i32
  vir.store %n, %i : i32
  vir.br ^head
^head:
  %v = vir.load %i : i32
  %more = vir.icmp sgt %v, %c0 : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %w = vir.load %i : i32
  %m = vir.sub %w, %c1 nsw : i32
  %p = vir.sdiv %m, %c2 : i32
  vir.store %p, %i : i32
  vir.br ^head
^exit:
  %r = vir.load %i : i32
  vir.return %r : i32
}

// -----

// The false edge of `i < 0` through a block that stores another slot:
// i >= 0. `x <u n` with n in [0, 98] (a remainder by 99) bounds x by 97.
// CHECK-LABEL: vir.func @false_edge(
// CHECK: ^bb2:
// CHECK-NEXT: vir.load %{{.*}}#vir.range<0, 2147483647, origin = "vir-produce-traits">]} : i32
// CHECK: ^bb3:
// CHECK-NEXT: vir.load %{{.*}}#vir.range<0, 97, origin = "vir-produce-traits">]} : i32
vir.func @false_edge(%a: i32, %b: i32, %c: i8) -> i32 {
  %c0 = vir.constant 0 : i32
  %c10 = vir.constant 10 : i32
  %c99 = vir.constant 99 : i8
  %i = vir.alloca i32
  %o = vir.alloca i32
  vir.store %a, %i : i32
  vir.store %b, %o : i32
  %v = vir.load %i : i32
  %neg = vir.icmp slt %v, %c0 : i32
  vir.cond_br %neg, ^exit, ^small
^small:
  vir.store %a, %o : i32
  vir.br ^use
^use:
  %w = vir.load %i : i32
  %n8 = vir.urem %c, %c99 : i8
  %n = vir.zext %n8 : i8 to i32
  %x = vir.load %o : i32
  %in = vir.icmp ult %x, %n : i32
  vir.cond_br %in, ^inside, ^exit
^inside:
  %y = vir.load %o : i32
  %s = vir.add %w, %y : i32
  vir.return %s : i32
^exit:
  vir.return %c10 : i32
}

// -----

// while (lo < hi) { mid = lo + (hi - lo) / 2; ... }
// CHECK-LABEL: vir.func @midpoint(
// CHECK: vir.sub %{{.*}}, %{{.*}} nsw {vir.traits = [#vir.range<1, 2147483647, origin = "vir-produce-traits">]} : i32
// CHECK: vir.sub %{{.*}}, %{{.*}} {vir.traits = [#vir.range<-2147483648, -1, origin = "vir-produce-traits">]} : i32
// CHECK-NOT: vir.range
// CHECK: vir.return
vir.func @midpoint(%a: i32, %b: i32) -> i32 {
  %c2 = vir.constant 2 : i32
  %lo = vir.alloca i32
  %hi = vir.alloca i32
  vir.store %a, %lo : i32
  vir.store %b, %hi : i32
  %l = vir.load %lo : i32
  %h = vir.load %hi : i32
  %lt = vir.icmp slt %l, %h : i32
  vir.cond_br %lt, ^body, ^exit
^body:
  %l2 = vir.load %lo : i32
  %h2 = vir.load %hi : i32
  %d = vir.sub %h2, %l2 nsw : i32
  %e = vir.sub %l2, %h2 nsw : i32
  %w = vir.sub %h2, %l2 : i32
  %s = vir.add %d, %e : i32
  %t = vir.add %s, %w : i32
  vir.return %t : i32
^exit:
  vir.return %c2 : i32
}

// -----

// Refusals: a store to the slot before the load; a second way into the
// block; an escaping slot; `ne`.
// CHECK-LABEL: vir.func @refused(
// CHECK-NOT: vir.range
// CHECK: vir.return
vir.func private @keep(!vir.ptr)
vir.func private @use(i32)
vir.func @refused(%a: i32, %b: i32, %f: i1) {
  %c0 = vir.constant 0 : i32
  %i = vir.alloca i32
  %j = vir.alloca i32
  %k = vir.alloca i32
  vir.store %a, %i : i32
  vir.store %a, %j : i32
  vir.store %a, %k : i32
  vir.call @keep(%k) : (!vir.ptr) -> ()
  %v = vir.load %i : i32
  %pos = vir.icmp sgt %v, %c0 : i32
  vir.cond_br %pos, ^stored, ^other
^stored:
  vir.store %b, %i : i32
  %w = vir.load %i : i32
  vir.call @use(%w) : (i32) -> ()
  %vj = vir.load %j : i32
  %posj = vir.icmp sgt %vj, %c0 : i32
  vir.cond_br %posj, ^join, ^other
^other:
  vir.br ^join
^join:
  %x = vir.load %j : i32
  vir.call @use(%x) : (i32) -> ()
  %vk = vir.load %k : i32
  %posk = vir.icmp sgt %vk, %c0 : i32
  vir.cond_br %posk, ^escaped, ^notequal
^escaped:
  %y = vir.load %k : i32
  vir.call @use(%y) : (i32) -> ()
  vir.return
^notequal:
  %vn = vir.load %i : i32
  %ne = vir.icmp ne %vn, %c0 : i32
  vir.cond_br %ne, ^ne, ^zero
^ne:
  %z = vir.load %i : i32
  vir.call @use(%z) : (i32) -> ()
  vir.return
^zero:
  vir.return
}
