// RUN: vct-mlir-opt --simplify-cfg --split-input-file %s | FileCheck %s
// Idempotence: the result is a fixpoint.
// RUN: vct-mlir-opt --simplify-cfg --split-input-file %s | vct-mlir-opt --simplify-cfg --split-input-file | FileCheck %s
// switch-min-cases=0 forms no switch; a larger minimum leaves the
// three-case chain alone.
// RUN: vct-mlir-opt --simplify-cfg='switch-min-cases=0' --split-input-file %s | FileCheck %s --check-prefix=NEVER
// RUN: vct-mlir-opt --simplify-cfg='switch-min-cases=4' --split-input-file %s | FileCheck %s --check-prefix=FOUR
// RUN: vct-mlir-opt --simplify-cfg --mlir-pass-statistics --mlir-pass-statistics-display=list --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STAT

// Chains of compares of one value with constants become one switch: what
// `c == ' ' || c == '\n' || c == '\t'` leaves after jump threading.

// NEVER-LABEL: vir.func @is_space(
// NEVER-NOT: vir.switch
// NEVER-LABEL: vir.func @ne_chain(
// NEVER-NOT: vir.switch
// NEVER-LABEL: vir.func @joins_switches(
// STAT: num-switches-formed - Chains of compares of one value with constants turned into a switch

// CHECK-LABEL: vir.func @is_space(
// CHECK-SAME: %[[C:.*]]: i8
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: %[[F:.*]] = vir.constant false
// CHECK-NEXT: vir.switch %[[C]] : i8, [
// CHECK-NEXT:   default: ^[[JOIN:bb[0-9]+]](%[[F]] : i1),
// CHECK-NEXT:   32: ^[[JOIN]](%[[T]] : i1),
// CHECK-NEXT:   10: ^[[JOIN]](%[[T]] : i1),
// CHECK-NEXT:   9: ^[[JOIN]](%[[T]] : i1)
// CHECK-NEXT: ]
// CHECK-NOT: vir.icmp
// FOUR-LABEL: vir.func @is_space(
// FOUR-NOT: vir.switch
// FOUR: vir.func @ne_chain(
vir.func @is_space(%c: i8) -> i1 {
  %true = vir.constant true
  %false = vir.constant false
  %c32 = vir.constant 32 : i8
  %c10 = vir.constant 10 : i8
  %c9 = vir.constant 9 : i8
  %a = vir.icmp eq %c, %c32 : i8
  vir.cond_br %a, ^join(%true : i1), ^t1
^t1:
  %b = vir.icmp eq %c, %c10 : i8
  vir.cond_br %b, ^join(%true : i1), ^t2
^t2:
  %d = vir.icmp eq %c9, %c : i8
  vir.cond_br %d, ^join(%true : i1), ^join(%false : i1)
^join(%r: i1):
  vir.return %r : i1
}

// -----

// `ne` tests go on along their true edge; each case keeps its own
// destination and operands, and a value the chain already took (5 again)
// is dropped: that test never sees it.
// CHECK-LABEL: vir.func @ne_chain(
// CHECK-SAME: %[[X:[^:]*]]: i32, %[[Y:[^:]*]]: i32
// CHECK:      vir.switch %[[X]] : i32, [
// CHECK-NEXT:   default: ^[[D:bb[0-9]+]],
// CHECK-NEXT:   5: ^[[A:bb[0-9]+]],
// CHECK-NEXT:   -7: ^[[B:bb[0-9]+]],
// CHECK-NEXT:   100: ^[[A]]
// CHECK-NEXT: ]
// CHECK-NOT: vir.icmp
vir.func @ne_chain(%x: i32, %y: i32) -> i32 {
  %c5 = vir.constant 5 : i32
  %cm7 = vir.constant -7 : i32
  %c100 = vir.constant 100 : i32
  %n1 = vir.icmp ne %x, %c5 : i32
  vir.cond_br %n1, ^t1, ^a(%y : i32)
^t1:
  %n2 = vir.icmp ne %x, %cm7 : i32
  vir.cond_br %n2, ^t2, ^b
^t2:
  %n3 = vir.icmp eq %x, %c5 : i32
  vir.cond_br %n3, ^b, ^t3
^t3:
  %n4 = vir.icmp ne %x, %c100 : i32
  vir.cond_br %n4, ^d, ^a(%y : i32)
^a(%v: i32):
  vir.return %v : i32
^b:
  vir.return %cm7 : i32
^d:
  vir.return %c100 : i32
}

// -----

// At most sixteen edges of a switch pass operands: of twenty constants
// that pass `true` to a join (the default `false`), sixteen become a
// switch and the other four stay a chain.
// CHECK-LABEL: vir.func @operand_edges(
// CHECK:      vir.switch %{{.*}} : i32, [
// CHECK-NEXT:   default: ^[[REST:bb[0-9]+]],
// CHECK-COUNT-16: : ^{{bb[0-9]+}}(%{{.*}} : i1)
// CHECK-NEXT: ]
// CHECK:      ^[[REST]]:
// CHECK-COUNT-4: vir.icmp eq
// CHECK-NOT: vir.switch
vir.func @operand_edges(%x: i32) -> i1 {
  %t = vir.constant true
  %f = vir.constant false
  %c1 = vir.constant 3 : i32
  %c2 = vir.constant 6 : i32
  %c3 = vir.constant 9 : i32
  %c4 = vir.constant 12 : i32
  %c5 = vir.constant 15 : i32
  %c6 = vir.constant 18 : i32
  %c7 = vir.constant 21 : i32
  %c8 = vir.constant 24 : i32
  %c9 = vir.constant 27 : i32
  %c10 = vir.constant 30 : i32
  %c11 = vir.constant 33 : i32
  %c12 = vir.constant 36 : i32
  %c13 = vir.constant 39 : i32
  %c14 = vir.constant 42 : i32
  %c15 = vir.constant 45 : i32
  %c16 = vir.constant 48 : i32
  %c17 = vir.constant 51 : i32
  %c18 = vir.constant 54 : i32
  %c19 = vir.constant 57 : i32
  %c20 = vir.constant 60 : i32
  %e1 = vir.icmp eq %x, %c1 : i32
  vir.cond_br %e1, ^j(%t : i1), ^t1
^t1:
  %e2 = vir.icmp eq %x, %c2 : i32
  vir.cond_br %e2, ^j(%t : i1), ^t2
^t2:
  %e3 = vir.icmp eq %x, %c3 : i32
  vir.cond_br %e3, ^j(%t : i1), ^t3
^t3:
  %e4 = vir.icmp eq %x, %c4 : i32
  vir.cond_br %e4, ^j(%t : i1), ^t4
^t4:
  %e5 = vir.icmp eq %x, %c5 : i32
  vir.cond_br %e5, ^j(%t : i1), ^t5
^t5:
  %e6 = vir.icmp eq %x, %c6 : i32
  vir.cond_br %e6, ^j(%t : i1), ^t6
^t6:
  %e7 = vir.icmp eq %x, %c7 : i32
  vir.cond_br %e7, ^j(%t : i1), ^t7
^t7:
  %e8 = vir.icmp eq %x, %c8 : i32
  vir.cond_br %e8, ^j(%t : i1), ^t8
^t8:
  %e9 = vir.icmp eq %x, %c9 : i32
  vir.cond_br %e9, ^j(%t : i1), ^t9
^t9:
  %e10 = vir.icmp eq %x, %c10 : i32
  vir.cond_br %e10, ^j(%t : i1), ^t10
^t10:
  %e11 = vir.icmp eq %x, %c11 : i32
  vir.cond_br %e11, ^j(%t : i1), ^t11
^t11:
  %e12 = vir.icmp eq %x, %c12 : i32
  vir.cond_br %e12, ^j(%t : i1), ^t12
^t12:
  %e13 = vir.icmp eq %x, %c13 : i32
  vir.cond_br %e13, ^j(%t : i1), ^t13
^t13:
  %e14 = vir.icmp eq %x, %c14 : i32
  vir.cond_br %e14, ^j(%t : i1), ^t14
^t14:
  %e15 = vir.icmp eq %x, %c15 : i32
  vir.cond_br %e15, ^j(%t : i1), ^t15
^t15:
  %e16 = vir.icmp eq %x, %c16 : i32
  vir.cond_br %e16, ^j(%t : i1), ^t16
^t16:
  %e17 = vir.icmp eq %x, %c17 : i32
  vir.cond_br %e17, ^j(%t : i1), ^t17
^t17:
  %e18 = vir.icmp eq %x, %c18 : i32
  vir.cond_br %e18, ^j(%t : i1), ^t18
^t18:
  %e19 = vir.icmp eq %x, %c19 : i32
  vir.cond_br %e19, ^j(%t : i1), ^t19
^t19:
  %e20 = vir.icmp eq %x, %c20 : i32
  vir.cond_br %e20, ^j(%t : i1), ^j(%f : i1)
^j(%r: i1):
  vir.return %r : i1
}

// -----

// A switch goes to at most eight places (a block and its operands, the
// default included): a chain that goes somewhere else for each constant
// is cut, and the rest stays a chain (two tests: too few for a switch).
// CHECK-LABEL: vir.func @many_places(
// CHECK:      vir.switch %{{.*}} : i32, [
// CHECK-NEXT:   default: ^[[REST:bb[0-9]+]],
// CHECK-NEXT:   1: ^[[J:bb[0-9]+]](%{{.*}} : i32),
// CHECK-NEXT:   2: ^[[J]](%{{.*}} : i32),
// CHECK-NEXT:   3: ^[[J]](%{{.*}} : i32),
// CHECK-NEXT:   4: ^[[J]](%{{.*}} : i32),
// CHECK-NEXT:   5: ^[[J]](%{{.*}} : i32),
// CHECK-NEXT:   6: ^[[J]](%{{.*}} : i32),
// CHECK-NEXT:   7: ^[[J]](%{{.*}} : i32)
// CHECK-NEXT: ]
// CHECK:      ^[[REST]]:
// CHECK-NEXT:   vir.icmp eq
// CHECK-NEXT:   vir.cond_br
// CHECK-NEXT: ^bb{{[0-9]+}}:
// CHECK-NEXT:   vir.icmp eq
// CHECK-NEXT:   vir.cond_br
vir.func @many_places(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  %c5 = vir.constant 5 : i32
  %c6 = vir.constant 6 : i32
  %c7 = vir.constant 7 : i32
  %c8 = vir.constant 8 : i32
  %c9 = vir.constant 9 : i32
  %e1 = vir.icmp eq %x, %c1 : i32
  vir.cond_br %e1, ^j(%c1 : i32), ^t1
^t1:
  %e2 = vir.icmp eq %x, %c2 : i32
  vir.cond_br %e2, ^j(%c2 : i32), ^t2
^t2:
  %e3 = vir.icmp eq %x, %c3 : i32
  vir.cond_br %e3, ^j(%c3 : i32), ^t3
^t3:
  %e4 = vir.icmp eq %x, %c4 : i32
  vir.cond_br %e4, ^j(%c4 : i32), ^t4
^t4:
  %e5 = vir.icmp eq %x, %c5 : i32
  vir.cond_br %e5, ^j(%c5 : i32), ^t5
^t5:
  %e6 = vir.icmp eq %x, %c6 : i32
  vir.cond_br %e6, ^j(%c6 : i32), ^t6
^t6:
  %e7 = vir.icmp eq %x, %c7 : i32
  vir.cond_br %e7, ^j(%c7 : i32), ^t7
^t7:
  %e8 = vir.icmp eq %x, %c8 : i32
  vir.cond_br %e8, ^j(%c8 : i32), ^t8
^t8:
  %e9 = vir.icmp eq %x, %c9 : i32
  vir.cond_br %e9, ^j(%c9 : i32), ^j(%c0 : i32)
^j(%r: i32):
  vir.return %r : i32
}

// -----

// A switch on the value at the end of a chain joins it, and so does one
// at its head: one switch with every case.
// CHECK-LABEL: vir.func @joins_switches(
// CHECK:      vir.switch %{{.*}} : i16, [
// CHECK-NEXT:   default: ^[[D:bb[0-9]+]],
// CHECK-NEXT:   1: ^[[A:bb[0-9]+]],
// CHECK-NEXT:   2: ^[[B:bb[0-9]+]],
// CHECK-NEXT:   3: ^[[A]],
// CHECK-NEXT:   4: ^[[B]],
// CHECK-NEXT:   5: ^[[A]]
// CHECK-NEXT: ]
// CHECK-NOT: vir.switch
vir.func @joins_switches(%x: i16) -> i32 {
  %c3 = vir.constant 3 : i16
  vir.switch %x : i16, [
    default: ^t1,
    1: ^a,
    2: ^b
  ]
^t1:
  %e = vir.icmp eq %x, %c3 : i16
  vir.cond_br %e, ^a, ^t2
^t2:
  vir.switch %x : i16, [
    default: ^d,
    4: ^b,
    5: ^a
  ]
^a:
  %r1 = vir.constant 1 : i32
  vir.return %r1 : i32
^b:
  %r2 = vir.constant 2 : i32
  vir.return %r2 : i32
^d:
  %r0 = vir.constant 0 : i32
  vir.return %r0 : i32
}

// -----

// Chains that stay: two constants only (fewer than switch-min-cases); a
// link that computes something else too; a link with a second
// predecessor; a link whose branch carries a request (it ends the chain
// before it: two tests are left); tests of two different values; a test
// on i1; a compare that another block's branch uses.
// CHECK-LABEL: vir.func @two_cases(
// CHECK-NOT: vir.switch
// CHECK-LABEL: vir.func @busy_link(
// CHECK-NOT: vir.switch
// CHECK-LABEL: vir.func @shared_link(
// CHECK-NOT: vir.switch
// CHECK-LABEL: vir.func @request_on_link(
// CHECK-NOT: vir.switch
// CHECK: vir.cond_br %{{.*}}, ^{{.*}}, ^{{.*}} {vir.traits = [#vir.req<hot_path, soft>]}
// CHECK-LABEL: vir.func @two_values(
// CHECK-NOT: vir.switch
// CHECK-LABEL: vir.func @on_i1(
// CHECK-NOT: vir.switch
// CHECK: vir.return
// CHECK-LABEL: vir.func @compare_for_another_block(
// CHECK-NOT: vir.switch
// CHECK: vir.return
vir.func @two_cases(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %a = vir.icmp eq %x, %c1 : i32
  vir.cond_br %a, ^yes, ^t1
^t1:
  %b = vir.icmp eq %x, %c2 : i32
  vir.cond_br %b, ^yes, ^no
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c2 : i32
}

vir.func @busy_link(%x: i32, %p: !vir.ptr) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %a = vir.icmp eq %x, %c1 : i32
  vir.cond_br %a, ^yes, ^t1
^t1:
  vir.store %x, %p align 4 : i32
  %b = vir.icmp eq %x, %c2 : i32
  vir.cond_br %b, ^yes, ^t2
^t2:
  %d = vir.icmp eq %x, %c3 : i32
  vir.cond_br %d, ^yes, ^no
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c2 : i32
}

vir.func @shared_link(%x: i32, %q: i1) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  vir.cond_br %q, ^head, ^t1
^head:
  %a = vir.icmp eq %x, %c1 : i32
  vir.cond_br %a, ^yes, ^t1
^t1:
  %b = vir.icmp eq %x, %c2 : i32
  vir.cond_br %b, ^yes, ^t2
^t2:
  %d = vir.icmp eq %x, %c3 : i32
  vir.cond_br %d, ^yes, ^no
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c2 : i32
}

vir.func @request_on_link(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %a = vir.icmp eq %x, %c1 : i32
  vir.cond_br %a, ^yes, ^t1
^t1:
  %b = vir.icmp eq %x, %c2 : i32
  vir.cond_br %b, ^yes, ^t2
^t2:
  %d = vir.icmp eq %x, %c3 : i32
  vir.cond_br %d, ^yes, ^no {vir.traits = [#vir.req<hot_path, soft>]}
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c2 : i32
}

vir.func @two_values(%x: i32, %y: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %a = vir.icmp eq %x, %c1 : i32
  vir.cond_br %a, ^yes, ^t1
^t1:
  %b = vir.icmp eq %y, %c2 : i32
  vir.cond_br %b, ^yes, ^t2
^t2:
  %d = vir.icmp eq %x, %c3 : i32
  vir.cond_br %d, ^yes, ^no
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c2 : i32
}

vir.func @on_i1(%x: i1) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %t = vir.constant true
  %f = vir.constant false
  %a = vir.icmp eq %x, %t : i1
  vir.cond_br %a, ^yes, ^t1
^t1:
  %b = vir.icmp eq %x, %f : i1
  vir.cond_br %b, ^no, ^t2
^t2:
  vir.return %c2 : i32
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c2 : i32
}

// The second block holds a compare, but one the third block branches on:
// the second is no link (erasing it would leave the third's condition
// undefined), so no chain reaches three tests.
vir.func @compare_for_another_block(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %e1 = vir.icmp eq %x, %c1 : i32
  %e2 = vir.icmp eq %x, %c2 : i32
  vir.cond_br %e1, ^yes, ^t1
^t1:
  %e3 = vir.icmp eq %x, %c3 : i32
  vir.cond_br %e2, ^yes, ^t2
^t2:
  vir.cond_br %e3, ^yes, ^no
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c2 : i32
}

// -----

// A stale request (stamped at epoch 0, the function is at epoch 1) on a
// link's branch still ends the chain there: the branch keeps its traits as
// written, whether or not a pass will read them.
// CHECK-LABEL: vir.func @stale_request_on_link(
// CHECK-NOT: vir.switch
// CHECK: #vir.req<hot_path, soft>
vir.func @stale_request_on_link(%x: i32) -> i32 attributes {epoch = 1} {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %a = vir.icmp eq %x, %c1 : i32
  vir.cond_br %a, ^yes, ^t1
^t1:
  %b = vir.icmp eq %x, %c2 : i32
  vir.cond_br %b, ^yes, ^t2 {vir.traits = [#vir.req<hot_path, soft>]}
^t2:
  %d = vir.icmp eq %x, %c3 : i32
  vir.cond_br %d, ^yes, ^no
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c2 : i32
}
