// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// vir.opaque_region is printed in place: the operands are copied to the
// entry block's arguments, the region's blocks become labels of the
// function (numbered with its blocks), and every yield assigns the results
// and jumps to a label after the region. Nested regions and regions in
// loops work the same way.

// OUT:      minmax 3 9
// OUT-NEXT: minmax 2 8
// OUT-NEXT: nested 42
// OUT-NEXT: loop 30

vir.func private @printf(!vir.ptr, ...) -> i32
vir.global private constant @fmt_mm : !vir.array<14 x i8> = "minmax %d %d\0A\00"
vir.global private constant @fmt_n : !vir.array<11 x i8> = "nested %d\0A\00"
vir.global private constant @fmt_l : !vir.array<9 x i8> = "loop %d\0A\00"

// CHECK-LABEL: static void minmax(int32_t v0, int32_t v1) {
// CHECK:         /* vir.opaque_region */
// CHECK-NEXT:    v[[X:[0-9]+]] = v0;
// CHECK-NEXT:    v[[Y:[0-9]+]] = v1;
// CHECK-NEXT:    v[[LT:[0-9]+]] = (v[[X]] < v[[Y]]);
// CHECK-NEXT:    if (v[[LT]])
// CHECK-NEXT:      goto bb[[FIRST:[0-9]+]];
// CHECK-NEXT:    goto bb[[SECOND:[0-9]+]];
// CHECK-NEXT:  bb[[FIRST]]:
// CHECK-NEXT:    v[[MIN:[0-9]+]] = v[[X]];
// CHECK-NEXT:    v[[MAX:[0-9]+]] = v[[Y]];
// CHECK-NEXT:    goto bb[[CONT:[0-9]+]];
// CHECK-NEXT:  bb[[SECOND]]:
// CHECK-NEXT:    v[[MIN]] = v[[Y]];
// CHECK-NEXT:    v[[MAX]] = v[[X]];
// CHECK-NEXT:    goto bb[[CONT]];
// CHECK-NEXT:  bb[[CONT]]:
// CHECK-NEXT:    v{{[0-9]+}} = (void *)&fmt_mm;
vir.func private @minmax(%a: i32, %b: i32) {
  %r:2 = vir.opaque_region(%a, %b : i32, i32) -> (i32, i32) {
  ^entry(%x: i32, %y: i32):
    %lt = vir.icmp slt %x, %y : i32
    vir.cond_br %lt, ^first, ^second
  ^first:
    vir.yield %x, %y : i32, i32
  ^second:
    vir.yield %y, %x : i32, i32
  }
  %f = vir.addressof @fmt_mm : !vir.ptr
  %n = vir.call @printf(%f, %r#0, %r#1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return
}

// A region in a region; an unused result is not assigned.
// CHECK-LABEL: static int32_t nested(int32_t v0) {
// CHECK:         /* vir.opaque_region */
// CHECK:         /* vir.opaque_region */
// CHECK:         goto bb[[INNER:[0-9]+]];
// CHECK-NEXT:  bb[[INNER]]:
// CHECK:         goto bb[[OUTER:[0-9]+]];
// CHECK-NEXT:  bb[[OUTER]]:
// CHECK-NEXT:    return
vir.func private @nested(%a: i32) -> i32 {
  %r:2 = vir.opaque_region(%a : i32) -> (i32, i32) {
  ^entry(%x: i32):
    %inner = vir.opaque_region(%x : i32) -> (i32) {
    ^e(%y: i32):
      %c2 = vir.constant 2 : i32
      %d = vir.mul %y, %c2 : i32
      vir.yield %d : i32
    }
    vir.yield %inner, %x : i32, i32
  }
  vir.return %r#0 : i32
}

// A region whose exits do not return (no continuation label), in a loop.
vir.func private @loop(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %acc: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^done
^body:
  %acc2 = vir.opaque_region(%acc, %i : i32, i32) -> (i32) {
  ^e(%s: i32, %k: i32):
    %k2 = vir.add %k, %k : i32
    %s2 = vir.add %s, %k2 : i32
    vir.yield %s2 : i32
  }
  %i2 = vir.add %i, %c1 : i32
  vir.br ^head(%i2, %acc2 : i32, i32)
^done:
  vir.return %acc : i32
}

// CHECK-LABEL: static void never_returns(void) {
// CHECK:         /* vir.opaque_region */
// CHECK-NEXT:    __builtin_unreachable();
// CHECK-NEXT:    return;
vir.func private @never_returns() {
  vir.opaque_region {
    vir.unreachable
  }
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c8 = vir.constant 8 : i32
  %c9 = vir.constant 9 : i32
  %c21 = vir.constant 21 : i32
  %c6 = vir.constant 6 : i32
  vir.call @minmax(%c3, %c9) : (i32, i32) -> ()
  vir.call @minmax(%c8, %c2) : (i32, i32) -> ()
  %n = vir.call @nested(%c21) : (i32) -> i32
  %fn = vir.addressof @fmt_n : !vir.ptr
  %r1 = vir.call @printf(%fn, %n) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %l = vir.call @loop(%c6) : (i32) -> i32
  %fl = vir.addressof @fmt_l : !vir.ptr
  %r2 = vir.call @printf(%fl, %l) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
