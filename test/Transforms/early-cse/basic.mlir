// RUN: vct-mlir-opt --early-cse %s | FileCheck %s
// Running the pass again changes nothing:
// RUN: vct-mlir-opt --early-cse %s | vct-mlir-opt --early-cse | FileCheck %s

// CSE of side-effect-free operations along the dominator tree: an operation
// identical to one that dominates it (same operands, attributes and types)
// is replaced by it; operations in sibling branches do not see each other;
// anything that differs in a flag, predicate, type or trait is not
// identical.

vir.func private @use(i32, i32)

// Two identical adds in one block: the second goes.
// CHECK-LABEL: vir.func @same_block(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: %[[A:.*]] = vir.add %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
// CHECK-NEXT: vir.return
vir.func @same_block(%x: i32, %y: i32) {
  %a = vir.add %x, %y : i32
  %b = vir.add %x, %y : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Chains: once %b is %a, %d (using %b) is identical to %c (using %a).
// CHECK-LABEL: vir.func @chain(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant 3 : i32
// CHECK-NEXT: %[[A:.*]] = vir.mul %[[X]], %[[C]] : i32
// CHECK-NEXT: %[[S:.*]] = vir.sub %[[A]], %[[X]] : i32
// CHECK-NEXT: vir.call @use(%[[S]], %[[S]])
vir.func @chain(%x: i32) {
  %c = vir.constant 3 : i32
  %c2 = vir.constant 3 : i32
  %a = vir.mul %x, %c : i32
  %b = vir.mul %x, %c2 : i32
  %s1 = vir.sub %a, %x : i32
  %s2 = vir.sub %b, %x : i32
  vir.call @use(%s1, %s2) : (i32, i32) -> ()
  vir.return
}

// An operation in a dominated block is replaced by the dominating one,
// through a diamond into the join block too.
// CHECK-LABEL: vir.func @dominating_block(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: %[[A:.*]] = vir.add %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.cond_br %[[C]], ^[[T:bb[0-9]+]], ^[[E:bb[0-9]+]]
// CHECK-NEXT: ^[[T]]:
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
// CHECK-NEXT: vir.br ^[[J:bb[0-9]+]]
// CHECK-NEXT: ^[[E]]:
// CHECK-NEXT: vir.br ^[[J]]
// CHECK-NEXT: ^[[J]]:
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
// CHECK-NEXT: vir.return
vir.func @dominating_block(%c: i1, %x: i32, %y: i32) {
  %a = vir.add %x, %y : i32
  vir.cond_br %c, ^then, ^else
^then:
  %b = vir.add %x, %y : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.br ^join
^else:
  vir.br ^join
^join:
  %d = vir.add %x, %y : i32
  vir.call @use(%d, %a) : (i32, i32) -> ()
  vir.return
}

// No CSE between sibling branches: neither dominates the other.
// CHECK-LABEL: vir.func @no_cse_siblings(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK: ^{{bb[0-9]+}}:
// CHECK-NEXT: %[[A:.*]] = vir.mul %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[A]])
// CHECK: ^{{bb[0-9]+}}:
// CHECK-NEXT: %[[B:.*]] = vir.mul %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.call @use(%[[B]], %[[B]])
vir.func @no_cse_siblings(%c: i1, %x: i32, %y: i32) {
  vir.cond_br %c, ^then, ^else
^then:
  %a = vir.mul %x, %y : i32
  vir.call @use(%a, %a) : (i32, i32) -> ()
  vir.return
^else:
  %b = vir.mul %x, %y : i32
  vir.call @use(%b, %b) : (i32, i32) -> ()
  vir.return
}

// An operation in a branch does not replace one in the join after it (the
// branch does not dominate the join).
// CHECK-LABEL: vir.func @no_cse_from_branch_into_join(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK: %[[A:.*]] = vir.xor %[[X]], %[[Y]] : i32
// CHECK: ^{{bb[0-9]+}}:
// CHECK-NEXT: %[[B:.*]] = vir.xor %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.call @use(%[[B]], %[[B]])
vir.func @no_cse_from_branch_into_join(%c: i1, %x: i32, %y: i32) {
  vir.cond_br %c, ^then, ^join
^then:
  %a = vir.xor %x, %y : i32
  vir.call @use(%a, %a) : (i32, i32) -> ()
  vir.br ^join
^join:
  %b = vir.xor %x, %y : i32
  vir.call @use(%b, %b) : (i32, i32) -> ()
  vir.return
}

// Loops: an operation in the header replaces one in the body, not the
// other way round.
// CHECK-LABEL: vir.func @loop(
// CHECK-SAME: %[[N:[^:]+]]: i32)
// CHECK: ^[[H:bb[0-9]+]](%[[I:.*]]: i32):
// CHECK-NEXT: %[[D:.*]] = vir.add %[[I]], %[[N]] : i32
// CHECK: ^{{bb[0-9]+}}:
// CHECK-NEXT: vir.call @use(%[[D]], %[[D]])
// CHECK-NEXT: %[[NEXT:.*]] = vir.add %[[I]], %{{.*}} : i32
// CHECK-NEXT: vir.br ^[[H]](%[[NEXT]] : i32)
vir.func @loop(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %d = vir.add %i, %n : i32
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %e = vir.add %i, %n : i32
  vir.call @use(%d, %e) : (i32, i32) -> ()
  %next = vir.add %i, %c1 : i32
  vir.br ^header(%next : i32)
^exit:
  vir.return
}

// Not identical: a flag, a predicate, a result type, a trait.
// CHECK-LABEL: vir.func @no_cse_different(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32, %[[B:[^:]+]]: i8)
// CHECK-NEXT: %[[A1:.*]] = vir.add %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[A2:.*]] = vir.add %[[X]], %[[Y]] nsw : i32
// CHECK-NEXT: %[[A3:.*]] = vir.add %[[X]], %[[Y]] {vir.traits = [#vir.range<0, 7>]} : i32
// CHECK-NEXT: %[[C1:.*]] = vir.icmp slt %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[C2:.*]] = vir.icmp ult %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[Z1:.*]] = vir.zext %[[B]] : i8 to i32
// CHECK-NEXT: %[[Z2:.*]] = vir.zext %[[B]] : i8 to i64
// CHECK-NEXT: %[[S:.*]] = vir.sub %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[S2:.*]] = vir.sub %[[Y]], %[[X]] : i32
vir.func private @sink(i32, i32, i32, i1, i1, i32, i64, i32, i32)
vir.func @no_cse_different(%x: i32, %y: i32, %b: i8) {
  %a1 = vir.add %x, %y : i32
  %a2 = vir.add %x, %y nsw : i32
  %a3 = vir.add %x, %y {vir.traits = [#vir.range<0, 7>]} : i32
  %c1 = vir.icmp slt %x, %y : i32
  %c2 = vir.icmp ult %x, %y : i32
  %z1 = vir.zext %b : i8 to i32
  %z2 = vir.zext %b : i8 to i64
  %s = vir.sub %x, %y : i32
  %s2 = vir.sub %y, %x : i32
  vir.call @sink(%a1, %a2, %a3, %c1, %c2, %z1, %z2, %s, %s2) : (i32, i32, i32, i1, i1, i32, i64, i32, i32) -> ()
  vir.return
}

// Calls are never CSE'd as operations, even identical ones with results.
// CHECK-LABEL: vir.func @no_cse_calls(
// CHECK: vir.call @get
// CHECK-NEXT: vir.call @get
vir.func private @get(i32) -> i32
vir.func @no_cse_calls(%x: i32) {
  %a = vir.call @get(%x) : (i32) -> i32
  %b = vir.call @get(%x) : (i32) -> i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Stack slots are never CSE'd: each alloca is a new object.
// CHECK-LABEL: vir.func @no_cse_allocas(
// CHECK: %[[P:.*]] = vir.alloca i32
// CHECK-NEXT: %[[Q:.*]] = vir.alloca i32
// CHECK-NEXT: vir.call @use_ptrs(%[[P]], %[[Q]])
vir.func private @use_ptrs(!vir.ptr, !vir.ptr)
vir.func @no_cse_allocas() {
  %p = vir.alloca i32
  %q = vir.alloca i32
  vir.call @use_ptrs(%p, %q) : (!vir.ptr, !vir.ptr) -> ()
  vir.return
}

// Division is CSE'd (the dominating one already ran), addresses too.
// CHECK-LABEL: vir.func @division_and_addresses(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32, %[[P:[^:]+]]: !vir.ptr)
// CHECK-NEXT: %[[D:.*]] = vir.sdiv %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[G:.*]] = vir.gep %[[P]][1] : i32
// CHECK-NEXT: vir.call @use(%[[D]], %[[D]])
// CHECK-NEXT: vir.call @use_ptrs(%[[G]], %[[G]])
vir.func @division_and_addresses(%x: i32, %y: i32, %p: !vir.ptr) {
  %d1 = vir.sdiv %x, %y : i32
  %g1 = vir.gep %p[1] : i32
  %d2 = vir.sdiv %x, %y : i32
  %g2 = vir.gep %p[1] : i32
  vir.call @use(%d1, %d2) : (i32, i32) -> ()
  vir.call @use_ptrs(%g1, %g2) : (!vir.ptr, !vir.ptr) -> ()
  vir.return
}

// A declaration has no body.
// CHECK: vir.func private @declaration(i32) -> i32
vir.func private @declaration(i32) -> i32
