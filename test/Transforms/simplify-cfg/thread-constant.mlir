// RUN: vct-mlir-opt --simplify-cfg %s | FileCheck %s
// RUN: vct-mlir-opt --simplify-cfg --mlir-pass-statistics --mlir-pass-statistics-display=list %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// An edge that passes a constant to a block that only branches on it goes
// straight to the side the constant picks.

// STATS: 2 num-edges-threaded

// `while (*p && *p == *q)` before jump threading: the first test passes
// `false` to the join that tests the result. It now exits directly, the
// join has one predecessor left and is merged: the second test branches
// itself.
// CHECK-LABEL: vir.func @and_and(
// CHECK: vir.cond_br %{{.*}}, ^[[Q:bb[0-9]+]], ^[[NO:bb[0-9]+]]
// CHECK: ^[[Q]]:
// CHECK-NEXT: %[[EQ:.*]] = vir.icmp eq
// CHECK-NEXT: vir.cond_br %[[EQ]], ^{{bb[0-9]+}}, ^[[NO]]
vir.func @and_and(%p: i32, %q: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %false = vir.constant false
  %t = vir.icmp ne %p, %c0 : i32
  vir.cond_br %t, ^q, ^join(%false : i1)
^q:
  %eq = vir.icmp eq %p, %q : i32
  vir.br ^join(%eq : i1)
^join(%c: i1):
  vir.cond_br %c, ^yes, ^no
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c0 : i32
}

// The forwarded operands of the chosen side are translated: the join's
// argument becomes the constant the edge passed.
// CHECK-LABEL: vir.func @operands(
// CHECK: vir.cond_br %arg0, ^[[EXIT:bb[0-9]+]](%cst, %arg1 : i1, i32), ^{{bb[0-9]+}}
vir.func @operands(%a: i1, %x: i32) -> i32 {
  %true = vir.constant true
  vir.cond_br %a, ^join(%true, %x : i1, i32), ^other
^other:
  %y = vir.add %x, %x : i32
  %b = vir.icmp slt %y, %x : i32
  vir.br ^join(%b, %y : i1, i32)
^join(%c: i1, %v: i32):
  vir.cond_br %c, ^exit(%c, %v : i1, i32), ^other2
^other2:
  %f = vir.constant false
  vir.br ^exit(%f, %x : i1, i32)
^exit(%e: i1, %r: i32):
  %z = vir.zext %e : i1 to i32
  %s = vir.add %z, %r : i32
  vir.return %s : i32
}

// A loop header is not threaded past: the entry edge passes a constant, but
// redirecting it would enter the loop below its header.
// CHECK-LABEL: vir.func @no_loop_header(
// CHECK: vir.br ^[[H:bb[0-9]+]](%cst
// CHECK: ^[[H]](%{{.*}}: i1
// CHECK-NEXT: vir.cond_br
vir.func @no_loop_header(%x: i32, %n: i32) -> i32 {
  %true = vir.constant true
  %c0 = vir.constant 0 : i32
  vir.br ^header(%true, %c0 : i1, i32)
^header(%go: i1, %i: i32):
  vir.cond_br %go, ^body, ^exit
^body:
  %c1 = vir.constant 1 : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.br ^header(%more, %i1 : i1, i32)
^exit:
  vir.return %i : i32
}

// A block that also computes something is not threaded past here (jump
// threading, in stage 7, copies such blocks).
// CHECK-LABEL: vir.func @not_only_branch(
// CHECK: ^{{bb[0-9]+}}(%[[C:.*]]: i1):
// CHECK-NEXT: vir.add
vir.func @not_only_branch(%a: i1, %x: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %a, ^join(%false : i1), ^other
^other:
  %b = vir.icmp slt %x, %x : i32
  vir.br ^join(%b : i1)
^join(%c: i1):
  %y = vir.add %x, %x : i32
  vir.cond_br %c, ^yes(%y : i32), ^no
^yes(%r: i32):
  vir.return %r : i32
^no:
  vir.return %x : i32
}
