// RUN: vct-mlir-opt --loop-idiom --split-input-file %s | FileCheck %s

// loop-idiom replaces an innermost loop (one block, or a while loop's header
// and latch) that reads one byte per iteration, at an address stepping by one
// byte, and leaves at the first zero byte, by one call of strlen before it;
// the loop is deleted and every variable leaves as its start plus the length
// (its next value one more).
// The @no_ functions are loops that stay: their byte load is still there
// and no strlen is called.

module attributes {vir.hosted} {

// s[i] with an i64 index: the length is s[0]'s strlen, the exit value 0 + it.
// CHECK-LABEL: vir.func @index(
// CHECK-SAME: %[[S:.*]]: !vir.ptr
// CHECK: %[[C0:.*]] = vir.constant 0 : i64
// CHECK: vir.br ^[[PRE:.*]](%[[C0]] : i64)
// CHECK-NEXT: ^[[PRE]](%[[I:.*]]: i64):
// CHECK-NEXT: %[[A:.*]] = vir.gep %[[S]][%[[I]]] : i8
// CHECK-NEXT: %[[L:.*]] = vir.call @strlen(%[[A]]) {arg_attrs = [{vir.traits = [#vir.nowrite<origin = "loop-idiom">, #vir.nocapture<origin = "loop-idiom">]}], vir.traits = [#vir.nowrite<origin = "loop-idiom">, #vir.libcall<"strlen", origin = "loop-idiom">]} : (!vir.ptr) -> i64
// CHECK-NEXT: %[[N:.*]] = vir.add %[[I]], %[[L]] : i64
// CHECK-NOT: vir.load
// CHECK: vir.br ^[[EXIT:.*]](%[[N]] : i64)
// CHECK-NEXT: ^[[EXIT]](%[[R:.*]]: i64):
// CHECK-NEXT: vir.return %[[R]] : i64
vir.func @index(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// while (*p) p++; return p; -- the pointer leaves as p + strlen(p).
// CHECK-LABEL: vir.func @pointer(
// CHECK: ^[[PRE:.*]](%[[P:.*]]: !vir.ptr):
// CHECK-NEXT: %[[L:.*]] = vir.call @strlen(%[[P]])
// CHECK-NEXT: %[[E:.*]] = vir.gep %[[P]][%[[L]]] : i8
// CHECK-NOT: vir.load
// CHECK: vir.br ^{{.*}}(%[[E]] : !vir.ptr)
vir.func @pointer(%p0: !vir.ptr) -> !vir.ptr {
  %z = vir.constant 0 : i8
  vir.br ^loop(%p0 : !vir.ptr)
^loop(%p: !vir.ptr):
  %b = vir.load %p : i8
  %p1 = vir.gep %p[1] : i8
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%p1 : !vir.ptr), ^exit(%p : !vir.ptr)
^exit(%r: !vir.ptr):
  vir.return %r : !vir.ptr
}

// An int index, s[i] with i's increment nsw: the sext is rebuilt before
// the call and the length is truncated to i32.
// CHECK-LABEL: vir.func @int_index(
// CHECK-SAME: %[[S:.*]]: !vir.ptr
// CHECK: ^[[PRE:.*]](%[[I:.*]]: i32):
// CHECK-NEXT: %[[W:.*]] = vir.sext %[[I]] : i32 to i64
// CHECK-NEXT: %[[A:.*]] = vir.gep %[[S]][%[[W]]] : i8
// CHECK-NEXT: %[[L:.*]] = vir.call @strlen(%[[A]])
// CHECK-NEXT: %[[L32:.*]] = vir.trunc %[[L]] : i64 to i32
// CHECK-NEXT: %[[N:.*]] = vir.add %[[I]], %[[L32]] : i32
// CHECK-NOT: vir.load
// CHECK: vir.br ^{{.*}}(%[[N]] : i32)
vir.func @int_index(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %w = vir.sext %i : i32 to i64
  %a = vir.gep %s[%w] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 nsw : i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i32), ^exit(%i : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// The same with an unsigned index: a zext needs the increment's nuw.
// CHECK-LABEL: vir.func @unsigned_index(
// CHECK: vir.zext %{{.*}} : i32 to i64
// CHECK: vir.call @strlen(
// CHECK-NOT: vir.load
// CHECK: vir.return
vir.func @unsigned_index(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %w = vir.zext %i : i32 to i64
  %a = vir.gep %s[%w] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 nuw : i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i32), ^exit(%i : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// The rotated form: the address uses the next value j = i + 1 and the loop
// leaves with j. The first address is s[start + 1]; j leaves as
// (start + length) + 1.
// CHECK-LABEL: vir.func @rotated_next(
// CHECK-SAME: %[[S:.*]]: !vir.ptr
// CHECK: %[[C1:.*]] = vir.constant 1 : i64
// CHECK: ^[[PRE:.*]](%[[I:.*]]: i64):
// CHECK-NEXT: %[[J:.*]] = vir.add %[[I]], %[[C1]] : i64
// CHECK-NEXT: %[[A:.*]] = vir.gep %[[S]][%[[J]]] : i8
// CHECK-NEXT: %[[L:.*]] = vir.call @strlen(%[[A]])
// CHECK-NEXT: %[[LAST:.*]] = vir.add %[[I]], %[[L]] : i64
// CHECK-NEXT: %[[NEXT:.*]] = vir.add %[[LAST]], %[[C1]] : i64
// CHECK-NOT: vir.load
// CHECK: vir.br ^{{.*}}(%[[NEXT]] : i64)
vir.func @rotated_next(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %j = vir.add %i, %c1 : i64
  %a = vir.gep %s[%j] : i8
  %b = vir.load %a : i8
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%j : i64), ^exit(%j : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// The pointer form of the same: *++p.
// CHECK-LABEL: vir.func @pointer_next(
// CHECK: ^[[PRE:.*]](%[[P:.*]]: !vir.ptr):
// CHECK-NEXT: %[[F:.*]] = vir.gep %[[P]][1] : i8
// CHECK-NEXT: %[[L:.*]] = vir.call @strlen(%[[F]])
// CHECK-NEXT: %[[E:.*]] = vir.gep %[[P]][%[[L]]] : i8
// CHECK-NOT: vir.load
// CHECK: vir.br ^{{.*}}(%[[E]] : !vir.ptr)
vir.func @pointer_next(%p0: !vir.ptr) -> !vir.ptr {
  %z = vir.constant 0 : i8
  vir.br ^loop(%p0 : !vir.ptr)
^loop(%p: !vir.ptr):
  %p1 = vir.gep %p[1] : i8
  %b = vir.load %p1 : i8
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%p1 : !vir.ptr), ^exit(%p : !vir.ptr)
^exit(%r: !vir.ptr):
  vir.return %r : !vir.ptr
}

// Two variables: the i64 index and an i32 counter from 7 (the increment
// written 1 + n). Both leave as their start plus the length.
// CHECK-LABEL: vir.func @two_variables(
// CHECK: ^[[PRE:.*]](%[[I:.*]]: i64, %[[K:.*]]: i32):
// CHECK-NEXT: %[[A:.*]] = vir.gep %{{.*}}[%[[I]]] : i8
// CHECK-NEXT: %[[L:.*]] = vir.call @strlen(%[[A]])
// CHECK-NEXT: %[[NI:.*]] = vir.add %[[I]], %[[L]] : i64
// CHECK: %[[L32:.*]] = vir.trunc %[[L]] : i64 to i32
// CHECK-NEXT: %[[NK:.*]] = vir.add %[[K]], %[[L32]] : i32
// CHECK-NOT: vir.load
// CHECK: vir.br ^{{.*}}(%[[NI]], %[[NK]] : i64, i32)
vir.func @two_variables(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c7 = vir.constant 7 : i32
  %d1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0, %c7 : i64, i32)
^loop(%i: i64, %k: i32):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %k1 = vir.add %d1, %k : i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1, %k1 : i64, i32), ^exit(%i, %k : i64, i32)
^exit(%ri: i64, %rk: i32):
  %ti = vir.trunc %ri : i64 to i32
  %r = vir.add %ti, %rk : i32
  vir.return %r : i32
}

// The exit edge passes a truncation of the next value, computed in the
// loop: it is rebuilt after the call from (start + length) + 1.
// CHECK-LABEL: vir.func @trunc_exit(
// CHECK: %[[C1:.*]] = vir.constant 1 : i64
// CHECK: ^[[PRE:.*]](%[[I:.*]]: i64):
// CHECK: %[[L:.*]] = vir.call @strlen(
// CHECK-NEXT: %[[LAST:.*]] = vir.add %[[I]], %[[L]] : i64
// CHECK-NEXT: %[[NEXT:.*]] = vir.add %[[LAST]], %[[C1]] : i64
// CHECK-NEXT: %[[T:.*]] = vir.trunc %[[NEXT]] : i64 to i32
// CHECK-NOT: vir.load
// CHECK: vir.br ^{{.*}}(%[[T]] : i32)
vir.func @trunc_exit(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %n = vir.trunc %i1 : i64 to i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%n : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// A start that is not zero (an argument): strlen(s + k), k + length.
// CHECK-LABEL: vir.func @start_argument(
// CHECK-SAME: %[[S:[^:]*]]: !vir.ptr, %[[K:[^:]*]]: i64
// CHECK: vir.br ^[[PRE:.*]](%[[K]] : i64)
// CHECK-NEXT: ^[[PRE]](%[[I:.*]]: i64):
// CHECK-NEXT: %[[A:.*]] = vir.gep %[[S]][%[[I]]] : i8
// CHECK-NEXT: %[[L:.*]] = vir.call @strlen(%[[A]])
// CHECK-NEXT: %[[N:.*]] = vir.add %[[I]], %[[L]] : i64
// CHECK-NOT: vir.load
// CHECK: vir.br ^{{.*}}(%[[N]] : i64)
vir.func @start_argument(%s: !vir.ptr, %k: i64) -> i64 {
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%k : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// The test the other way round: `eq` leaving on true, the zero on the left,
// the byte sign-extended to i32 before the compare.
// CHECK-LABEL: vir.func @eq_exit(
// CHECK: vir.call @strlen(
// CHECK-NOT: vir.load
// CHECK: vir.return
vir.func @eq_exit(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %w = vir.sext %b : i8 to i32
  %i1 = vir.add %c1, %i : i64
  %t = vir.icmp eq %z, %w : i32
  vir.cond_br %t, ^exit(%i : i64), ^loop(%i1 : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// The variable and its next value read directly after the loop (no block
// argument on the exit edge), behind a guard: both read the rebuilt values.
// CHECK-LABEL: vir.func @guarded_uses_after(
// CHECK: vir.cond_br %{{.*}}, ^[[PRE:.*]](%{{.*}} : i64), ^[[OUT:.*]]
// CHECK: ^[[PRE]](%[[I:.*]]: i64):
// CHECK: %[[L:.*]] = vir.call @strlen(
// CHECK-NEXT: %[[LAST:.*]] = vir.add %[[I]], %[[L]] : i64
// CHECK-NEXT: %[[NEXT:.*]] = vir.add %[[LAST]], %{{.*}} : i64
// CHECK-NOT: vir.load
// CHECK: vir.mul %[[LAST]], %[[NEXT]] : i64
vir.func @guarded_uses_after(%s: !vir.ptr, %c: i1) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.cond_br %c, ^loop(%c0 : i64), ^out
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit
^exit:
  %r = vir.mul %i, %i1 : i64
  vir.return %r : i64
^out:
  vir.return %c0 : i64
}

// Two loops, the first leaving straight into the second: both become calls,
// the second's start the first's result.
// CHECK-LABEL: vir.func @two_loops(
// CHECK-SAME: %[[S:[^:]*]]: !vir.ptr, %[[Q:[^:]*]]: !vir.ptr
// CHECK: %[[L1:.*]] = vir.call @strlen(
// CHECK-NEXT: %[[N1:.*]] = vir.add %{{.*}}, %[[L1]] : i64
// CHECK: vir.br ^[[SECOND:.*]](%[[N1]] : i64)
// CHECK-NEXT: ^[[SECOND]](%[[J:.*]]: i64):
// CHECK-NEXT: %[[A:.*]] = vir.gep %[[Q]][%[[J]]] : i8
// CHECK-NEXT: %[[L2:.*]] = vir.call @strlen(%[[A]])
// CHECK-NOT: vir.load
// CHECK: vir.return
vir.func @two_loops(%s: !vir.ptr, %q: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^l1(%c0 : i64)
^l1(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^l1(%i1 : i64), ^l2(%i : i64)
^l2(%j: i64):
  %a2 = vir.gep %q[%j] : i8
  %b2 = vir.load %a2 : i8
  %j1 = vir.add %j, %c1 : i64
  %t2 = vir.icmp ne %b2, %z : i8
  vir.cond_br %t2, ^l2(%j1 : i64), ^exit(%j : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// An index widened by a zext from a variable whose increment has no nuw:
// the offsets may wrap (a missed remark, remarks.mlir).
// CHECK-LABEL: vir.func @no_zext_without_nuw(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_zext_without_nuw(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %w = vir.zext %i : i32 to i64
  %a = vir.gep %s[%w] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 nsw : i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i32), ^exit(%i : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// A sext needs nsw (nuw is not enough).
// CHECK-LABEL: vir.func @no_sext_without_nsw(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_sext_without_nsw(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %w = vir.sext %i : i32 to i64
  %a = vir.gep %s[%w] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 nuw : i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i32), ^exit(%i : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// A store in the loop.
// CHECK-LABEL: vir.func @no_store(
// CHECK: vir.load %{{.*}} : i8
// CHECK: vir.store
// CHECK-NOT: vir.call @strlen
vir.func @no_store(%s: !vir.ptr, %d: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  vir.store %b, %d : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

vir.func private @g()

// A call in the loop.
// CHECK-LABEL: vir.func @no_call(
// CHECK: vir.load %{{.*}} : i8
// CHECK: vir.call @g()
// CHECK-NOT: vir.call @strlen
vir.func @no_call(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  vir.call @g() : () -> ()
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// The index steps by two.
// CHECK-LABEL: vir.func @no_step_two(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_step_two(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c2 = vir.constant 2 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c2 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// A second variable that steps by two, beside an index that steps by one.
// CHECK-LABEL: vir.func @no_other_step_two(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_other_step_two(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c2 = vir.constant 2 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0, %c0 : i64, i64)
^loop(%i: i64, %k: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %k1 = vir.add %k, %c2 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1, %k1 : i64, i64), ^exit(%k : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// A pointer stepping by one i32 (four bytes).
// CHECK-LABEL: vir.func @no_pointer_step_i32(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_pointer_step_i32(%p0: !vir.ptr) -> !vir.ptr {
  %z = vir.constant 0 : i8
  vir.br ^loop(%p0 : !vir.ptr)
^loop(%p: !vir.ptr):
  %b = vir.load %p : i8
  %p1 = vir.gep %p[1] : i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%p1 : !vir.ptr), ^exit(%p : !vir.ptr)
^exit(%r: !vir.ptr):
  vir.return %r : !vir.ptr
}

// An i16 load (a search for a zero 16-bit unit, not a byte).
// CHECK-LABEL: vir.func @no_i16_load(
// CHECK: vir.load %{{.*}} : i16
// CHECK-NOT: vir.call @strlen
vir.func @no_i16_load(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i16
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i16
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i16
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// A volatile load.
// CHECK-LABEL: vir.func @no_volatile(
// CHECK: vir.load volatile %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_volatile(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load volatile %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// An atomic load.
// CHECK-LABEL: vir.func @no_atomic(
// CHECK: vir.load %{{.*}} atomic acquire align 1 : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_atomic(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a atomic acquire align 1 : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// The loaded byte read after the loop.
// CHECK-LABEL: vir.func @no_byte_used_after(
// CHECK: %[[B:.*]] = vir.load %{{.*}} : i8
// CHECK: vir.zext %[[B]]
// CHECK-NOT: vir.call @strlen
vir.func @no_byte_used_after(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit
^exit:
  %w = vir.zext %b : i8 to i64
  %r = vir.add %i, %w : i64
  vir.return %r : i64
}

// The loaded byte passed out on the exit edge.
// CHECK-LABEL: vir.func @no_byte_on_exit_edge(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_byte_on_exit_edge(%s: !vir.ptr) -> i8 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%b : i8)
^exit(%r: i8):
  vir.return %r : i8
}

// The address computed in the loop read after it.
// CHECK-LABEL: vir.func @no_address_used_after(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_address_used_after(%s: !vir.ptr) -> !vir.ptr {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit
^exit:
  vir.return %a : !vir.ptr
}

// A while loop before rotation: the header loads and tests, the latch
// steps. It leaves with the header's value, start + length.
// CHECK-LABEL: vir.func @while_loop(
// CHECK: %[[L:[0-9]+]] = vir.call @strlen(%{{[0-9]+}})
// CHECK: %[[N:[0-9]+]] = vir.add %{{.*}}, %[[L]] : i64
// CHECK: vir.br ^bb{{[0-9]+}}(%[[N]] : i64)
// CHECK-NOT: vir.load
// CHECK: }
vir.func @while_loop(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^latch, ^exit(%i : i64)
^latch:
  %i1 = vir.add %i, %c1 : i64
  vir.br ^loop(%i1 : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// A while loop whose latch also stores: kept.
// CHECK-LABEL: vir.func @no_store_in_latch(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
// CHECK: }
vir.func @no_store_in_latch(%s: !vir.ptr, %d: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^latch, ^exit(%i : i64)
^latch:
  vir.store %b, %d : i8
  %i1 = vir.add %i, %c1 : i64
  vir.br ^loop(%i1 : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// A loop of three blocks: kept.
// CHECK-LABEL: vir.func @no_three_blocks(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
// CHECK: }
vir.func @no_three_blocks(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^mid, ^exit(%i : i64)
^mid:
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  vir.br ^loop(%i1 : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// A compare with 1, not 0.
// CHECK-LABEL: vir.func @no_compare_one(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_compare_one(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %one = vir.constant 1 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %one : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// `ne` leaving on true: a search for the first nonzero byte.
// CHECK-LABEL: vir.func @no_skip_zeros(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_skip_zeros(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^exit(%i : i64), ^loop(%i1 : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// A base computed in the loop (s[i] of a pointer that varies otherwise).
// CHECK-LABEL: vir.func @no_base_in_loop(
// CHECK: vir.load %{{.*}} : i8
// CHECK-NOT: vir.call @strlen
vir.func @no_base_in_loop(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %base = vir.gep %s[%i] : i8
  %a = vir.gep %base[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// The pass declares strlen at the end of the module, as the trait producer
// would: readonly, its argument readonly and nocapture.
// CHECK: vir.func private @strlen(!vir.ptr {vir.traits = [#vir.readonly<origin = "loop-idiom">, #vir.nocapture<origin = "loop-idiom">]}) -> i64 attributes {vir.traits = [#vir.readonly<origin = "loop-idiom">]}
// CHECK-NEXT: }
}

// -----

// A module that declares strlen with its type keeps its declaration (and
// its traits): the call calls it and no second one is added.
// CHECK-LABEL: module attributes {vir.hosted}
// CHECK: vir.func private @strlen(!vir.ptr) -> i64 attributes {vir.traits = [#vir.readonly]}
// CHECK-LABEL: vir.func @declared(
// CHECK: vir.call @strlen(
// CHECK-NOT: vir.load
// CHECK-NOT: vir.func private @strlen
module attributes {vir.hosted} {
vir.func private @strlen(!vir.ptr) -> i64 attributes {vir.traits = [#vir.readonly]}
vir.func @declared(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}
}
