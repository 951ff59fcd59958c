// RUN: vct-mlir-opt --jump-threading --remarks -verify-diagnostics --verify-each --split-input-file %s | FileCheck %s
// RUN: vct-mlir-opt --jump-threading=max-duplicated-ops=0 --split-input-file %s | FileCheck %s --check-prefix=OZ

// A join that only branches on its argument: each predecessor that jumps
// to it gets the branch, on the compare it passed (an inlined predicate's
// three `return`s tested by `if (worse(a, b))`). The join goes.
// CHECK-LABEL: vir.func @predicate(
// CHECK: %[[LT:.*]] = vir.icmp ult
// CHECK-NEXT: vir.cond_br %[[LT]], ^[[YES:bb[0-9]+]], ^[[NO:bb[0-9]+]]
// CHECK: %[[GT:.*]] = vir.icmp sgt
// CHECK-NEXT: vir.cond_br %[[GT]], ^[[YES]], ^[[NO]]
// CHECK: %[[GT2:.*]] = vir.icmp sgt
// CHECK-NEXT: vir.cond_br %[[GT2]], ^[[YES]], ^[[NO]]
// CHECK-NOT: (%{{.*}}: i1)
// OZ-LABEL: vir.func @predicate(
// OZ-NOT: vir.br
vir.func @predicate(%a: i32, %b: i32, %c: i32, %d: i32) -> i32 {
  %c7 = vir.constant 7 : i32
  %e = vir.icmp eq %a, %b : i32
  vir.cond_br %e, ^x, ^z
^z:
  %e2 = vir.icmp eq %a, %d : i32
  vir.cond_br %e2, ^y, ^w
^x:
  %l = vir.icmp ult %a, %c : i32
  vir.br ^j(%l : i1)
^y:
  %g = vir.icmp sgt %b, %c : i32
  vir.br ^j(%g : i1)
^w:
  %h = vir.icmp sgt %d, %c : i32
  vir.br ^j(%h : i1)
^j(%p: i1):
  // expected-remark @below {{VIR: jump-threading: copied a branch on a block argument into a predecessor, which branches on what it passed}}
  vir.cond_br %p, ^t, ^f
^t:
  vir.return %c7 : i32
^f:
  %s = vir.add %a, %c : i32
  vir.return %s : i32
}

// -----

// The argument is read after the join too: the branch is not copied (the
// value would have no single definition there).
// CHECK-LABEL: vir.func @argument_used_later(
// OZ-LABEL: vir.func @argument_used_later(
// CHECK: ^[[J:bb[0-9]+]](%[[P:.*]]: i1):
// CHECK-NEXT: vir.cond_br %[[P]]
vir.func @argument_used_later(%a: i32, %b: i32, %c: i1) -> i1 {
  %e = vir.icmp eq %a, %b : i32
  vir.cond_br %e, ^x, ^y
^x:
  %l = vir.icmp ult %a, %b : i32
  vir.br ^j(%l : i1)
^y:
  %g = vir.icmp sgt %a, %b : i32
  vir.br ^j(%g : i1)
^j(%p: i1):
  vir.cond_br %p, ^t, ^f
^t:
  vir.return %p : i1
^f:
  vir.return %c : i1
}

// -----

// A loop header that branches on its argument: copying the branch into
// the entry would enter the loop past its header. Refused with a remark.
// CHECK-LABEL: vir.func @header(
// CHECK: ^[[H:bb[0-9]+]](%[[P:.*]]: i1):
// CHECK-NEXT: vir.cond_br %[[P]]
vir.func @header(%a: i1, %b: i1) {
  vir.br ^h(%a : i1)
^h(%p: i1):
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: the block is a loop header (threading past it would make the loop irreducible)}}
  vir.cond_br %p, ^body, ^exit
^body:
  vir.br ^h(%b : i1)
^exit:
  vir.return
}

// -----

// The join's branch carries a request: it is never split between copies.
// CHECK-LABEL: vir.func @request(
// CHECK: ^[[J:bb[0-9]+]](%[[P:.*]]: i1):
// CHECK-NEXT: vir.cond_br %[[P]], {{.*}} {vir.traits = [#vir.req<hot_path, soft>]}
vir.func @request(%a: i32, %b: i32) -> i32 {
  %e = vir.icmp eq %a, %b : i32
  vir.cond_br %e, ^x, ^y
^x:
  %l = vir.icmp ult %a, %b : i32
  vir.br ^j(%l : i1)
^y:
  %g = vir.icmp sgt %a, %b : i32
  vir.br ^j(%g : i1)
^j(%p: i1):
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: the block's branch carries requests}}
  vir.cond_br %p, ^t, ^f {vir.traits = [#vir.req<hot_path, soft>]}
^t:
  vir.return %a : i32
^f:
  vir.return %b : i32
}

// -----

// One predecessor branches to the join conditionally: the other gets a
// copy, and the join stays for the first. At -Oz (no copies) the code
// would grow, so nothing is copied.
// CHECK-LABEL: vir.func @mixed(
// CHECK: %[[L:.*]] = vir.icmp ult
// CHECK-NEXT: vir.cond_br %[[L]], ^[[T:bb[0-9]+]], ^[[F:bb[0-9]+]]
// CHECK: ^{{bb[0-9]+}}(%[[P:.*]]: i1):
// CHECK-NEXT: vir.cond_br %[[P]], ^[[T]], ^[[F]]
// OZ-LABEL: vir.func @mixed(
// OZ: vir.br ^{{bb[0-9]+}}(%{{.*}} : i1)
vir.func @mixed(%a: i32, %b: i32, %q: i1, %c: i1) -> i32 {
  %e = vir.icmp eq %a, %b : i32
  vir.cond_br %e, ^x, ^j(%c : i1)
^x:
  %l = vir.icmp ult %a, %b : i32
  vir.br ^j(%l : i1)
^j(%p: i1):
  // expected-remark @below {{VIR: jump-threading: copied a branch on a block argument into a predecessor, which branches on what it passed}}
  vir.cond_br %p, ^t, ^f
^t:
  vir.return %a : i32
^f:
  vir.return %b : i32
}
