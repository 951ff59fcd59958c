// RUN: vct-mlir-opt --simplify-cfg=max-iterations=1 %s 2>/dev/null | FileCheck %s
// RUN: vct-mlir-opt --simplify-cfg --verify-each %s | FileCheck %s

// Removing one block argument can make another removable: an argument
// left unused once the block it was passed to drops its own, or an argument
// that gets one value once another argument is replaced. simplify-cfg
// revisits only the blocks such an edit touches, so one sweep finishes the
// cascade (it used to take a sweep of the function per step).

// Each argument is used only to be passed on, and the last is unused: the
// cascade runs backwards, against program order.
// CHECK-LABEL: vir.func @unused_chain(
// CHECK-NOT: ^bb{{[0-9]+}}(
// CHECK: vir.return %arg1 : i32
// CHECK-NEXT: }
vir.func @unused_chain(%c: i1, %x: i32, %y: i32) -> i32 {
  vir.cond_br %c, ^a(%x : i32), ^a(%y : i32)
^a(%p: i32):
  vir.cond_br %c, ^b(%p : i32), ^b(%y : i32)
^b(%q: i32):
  vir.cond_br %c, ^c(%q : i32), ^c(%y : i32)
^c(%r: i32):
  vir.cond_br %c, ^d(%r : i32), ^d(%y : i32)
^d(%s: i32):
  vir.return %x : i32
}

// The latch passes the header's argument back (the header gets %x and
// itself) only once the latch's own argument is known to be the header's:
// the header comes first in program order but is decided last.
// CHECK-LABEL: vir.func @same_value(
// CHECK-NOT: ^bb{{[0-9]+}}(
// CHECK: vir.return %arg1 : i32
// CHECK-NEXT: }
vir.func @same_value(%c: i1, %x: i32) -> i32 {
  vir.br ^h(%x : i32)
^h(%a: i32):
  vir.cond_br %c, ^l(%a : i32), ^exit(%a : i32)
^l(%b: i32):
  %t = vir.add %b, %b : i32
  vir.cond_br %c, ^h(%b : i32), ^exit(%a : i32)
^exit(%e: i32):
  vir.return %e : i32
}
