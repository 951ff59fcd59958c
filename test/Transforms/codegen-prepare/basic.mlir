// RUN: vct-mlir-opt %s --codegen-prepare | FileCheck %s
// RUN: vct-mlir-opt %s --codegen-prepare --codegen-prepare | FileCheck %s
// codegen-prepare: compares and addresses sunk next to their users in other
// blocks, and selects of constants rewritten to arithmetic; the cases left
// alone.

// A compare used only by the branch of another block moves there.
// CHECK-LABEL: vir.func @sink_compare(
// CHECK: ^bb1:
// CHECK-NEXT: %[[C:.*]] = vir.icmp slt
// CHECK-NEXT: vir.cond_br %[[C]]
vir.func @sink_compare(%x: i32, %y: i32, %p: !vir.ptr) -> i32 {
  %c = vir.icmp slt %x, %y : i32
  vir.store %x, %p : i32
  vir.br ^b
^b:
  vir.cond_br %c, ^t, ^f
^t:
  vir.return %x : i32
^f:
  vir.return %y : i32
}

// An address used by loads in two other blocks is computed in each.
// CHECK-LABEL: vir.func @sink_address(
// CHECK: vir.cond_br
// CHECK-NOT: vir.gep
// CHECK: ^bb1:
// CHECK-NEXT: %[[A:.*]] = vir.gep %{{.*}}[%{{.*}}] : i32
// CHECK-NEXT: vir.load %[[A]]
// CHECK: ^bb2:
// CHECK-NEXT: %[[B:.*]] = vir.gep %{{.*}}[%{{.*}}] : i32
// CHECK-NEXT: vir.store %{{.*}}, %[[B]]
vir.func @sink_address(%p: !vir.ptr, %i: i64, %c: i1, %v: i32) -> i32 {
  %a = vir.gep %p[%i] : i32
  vir.cond_br %c, ^t, ^f
^t:
  %x = vir.load %a : i32
  vir.return %x : i32
^f:
  vir.store %v, %a : i32
  vir.return %v : i32
}

// A compare used in its own block stays.
// CHECK-LABEL: vir.func @no_sink_local_use(
// CHECK-NEXT: vir.icmp
// CHECK-NEXT: vir.select
vir.func @no_sink_local_use(%x: i32, %y: i32) -> i1 {
  %c = vir.icmp slt %x, %y : i32
  %s = vir.select %c, %x, %y : i1, i32
  vir.br ^b
^b:
  %d = vir.icmp eq %s, %x : i32
  %r = vir.and %c, %d : i1
  vir.return %r : i1
}

// A compare outside a loop is not copied into it (it would run on every
// iteration).
// CHECK-LABEL: vir.func @no_sink_into_loop(
// CHECK-NEXT: vir.constant
// CHECK-NEXT: vir.icmp sgt
// CHECK-NEXT: vir.br
vir.func @no_sink_into_loop(%x: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c = vir.icmp sgt %x, %n : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %i1 = vir.add %i, %x : i32
  vir.cond_br %c, ^loop(%i1 : i32), ^exit
^exit:
  vir.return %i1 : i32
}

// A compare in one loop used in a later, sibling loop stays: the copy
// would run on every iteration of the second loop.
// CHECK-LABEL: vir.func @no_sink_into_sibling_loop(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.icmp eq
// CHECK: ^bb2(%{{.*}}: i32):
// CHECK-NOT: vir.icmp eq
// CHECK: vir.cond_br
vir.func @no_sink_into_sibling_loop(%x: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^first(%c0 : i32)
^first(%i: i32):
  %c = vir.icmp eq %i, %x : i32
  %i1 = vir.add %i, %c1 : i32
  %m = vir.icmp slt %i1, %n : i32
  vir.cond_br %m, ^first(%i1 : i32), ^second(%c0 : i32)
^second(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  vir.cond_br %c, ^second(%j1 : i32), ^exit
^exit:
  vir.return %j1 : i32
}

// A compare on vir.undef is not copied: each copy could see another value.
// CHECK-LABEL: vir.func @no_sink_undef_operand(
// CHECK: vir.undef
// CHECK-NEXT: vir.icmp slt
// CHECK-NEXT: vir.cond_br
vir.func @no_sink_undef_operand(%x: i32, %c: i1) -> i32 {
  %u = vir.undef : i32
  %d = vir.icmp slt %u, %x : i32
  vir.cond_br %c, ^a, ^b
^a:
  vir.cond_br %d, ^t, ^f
^b:
  vir.cond_br %d, ^f, ^t
^t:
  vir.return %x : i32
^f:
  vir.return %u : i32
}

// An address also stored as a value (it escapes) stays.
// CHECK-LABEL: vir.func @no_sink_address_stored(
// CHECK-NEXT: vir.gep
// CHECK-NEXT: vir.br
vir.func @no_sink_address_stored(%p: !vir.ptr, %q: !vir.ptr) {
  %a = vir.gep %p[1] : i32
  vir.br ^b
^b:
  vir.store %a, %q : !vir.ptr
  vir.return
}

// select %c, 1, 0 is zext %c.
// CHECK-LABEL: vir.func @select_zext(
// CHECK-SAME: %[[C:.*]]: i1
// CHECK-NEXT: %[[Z:.*]] = vir.zext %[[C]] : i1 to i32
// CHECK-NEXT: vir.return %[[Z]]
vir.func @select_zext(%c: i1) -> i32 {
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %s = vir.select %c, %one, %zero : i1, i32
  vir.return %s : i32
}

// select %c, -1, 0 is sext %c.
// CHECK-LABEL: vir.func @select_sext(
// CHECK: %[[S:.*]] = vir.sext %{{.*}} : i1 to i64
// CHECK-NEXT: vir.return %[[S]]
vir.func @select_sext(%c: i1) -> i64 {
  %m = vir.constant -1 : i64
  %zero = vir.constant 0 : i64
  %s = vir.select %c, %m, %zero : i1, i64
  vir.return %s : i64
}

// select %c, 8, 0 is (zext %c) << 3.
// CHECK-LABEL: vir.func @select_power_of_two(
// CHECK: %[[Z:.*]] = vir.zext %{{.*}} : i1 to i32
// CHECK: %[[S:.*]] = vir.shl %[[Z]], %{{.*}} : i32
// CHECK-NEXT: vir.return %[[S]]
vir.func @select_power_of_two(%c: i1) -> i32 {
  %eight = vir.constant 8 : i32
  %zero = vir.constant 0 : i32
  %s = vir.select %c, %eight, %zero : i1, i32
  vir.return %s : i32
}

// select %c, 6, 5 is (zext %c) + 5; select %c, 4, 5 is (sext %c) + 5.
// CHECK-LABEL: vir.func @select_neighbours(
// CHECK: %[[Z:.*]] = vir.zext %{{.*}} : i1 to i32
// CHECK: vir.add %[[Z]], %{{.*}} : i32
// CHECK: %[[S:.*]] = vir.sext %{{.*}} : i1 to i32
// CHECK: vir.add %[[S]], %{{.*}} : i32
// CHECK-NOT: vir.select
vir.func @select_neighbours(%c: i1, %d: i1) -> i32 {
  %four = vir.constant 4 : i32
  %five = vir.constant 5 : i32
  %six = vir.constant 6 : i32
  %a = vir.select %c, %six, %five : i1, i32
  %b = vir.select %d, %four, %five : i1, i32
  %s = vir.add %a, %b : i32
  vir.return %s : i32
}

// select (icmp slt), 0, 1 is zext of the inverted compare.
// CHECK-LABEL: vir.func @select_inverted(
// CHECK-NEXT: %[[C:.*]] = vir.icmp sge
// CHECK-NEXT: %[[Z:.*]] = vir.zext %[[C]] : i1 to i32
// CHECK-NEXT: vir.return %[[Z]]
vir.func @select_inverted(%x: i32, %y: i32) -> i32 {
  %c = vir.icmp slt %x, %y : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %s = vir.select %c, %zero, %one : i1, i32
  vir.return %s : i32
}

// Constants that no arithmetic on the condition gives stay a select.
// CHECK-LABEL: vir.func @no_select_rewrite(
// CHECK: vir.select
vir.func @no_select_rewrite(%c: i1) -> i32 {
  %seven = vir.constant 7 : i32
  %three = vir.constant 3 : i32
  %s = vir.select %c, %seven, %three : i1, i32
  vir.return %s : i32
}
