// indvars widens a sign- (zero-) extended induction variable when nsw (nuw)
// or a #vir.range fact says its increment cannot wrap, and leaves it alone
// otherwise, with a remark naming the missing flag.
// RUN: vct-mlir-opt --indvars --remarks --split-input-file %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// The extension becomes the wide variable; the comparison compares the
// extended bound, computed before the loop; the narrow variable is gone.
// The wide increment keeps the no-wrap promise (nsw for a sign extension,
// nuw for a zero extension).
// CHECK-LABEL: vir.func @sext_nsw
// CHECK-SAME: (%[[A:.*]]: !vir.ptr, %[[N:.*]]: i32)
// CHECK-DAG: %[[ZERO:.*]] = vir.constant 0 : i64
// CHECK-DAG: %[[ONE:.*]] = vir.constant 1 : i64
// CHECK-DAG: %[[WN:.*]] = vir.sext %[[N]] : i32 to i64
// CHECK: vir.br ^[[LOOP:.*]](%{{.*}}, %[[ZERO]] : i32, i64)
// CHECK: ^[[LOOP]](%[[S:.*]]: i32, %[[W:.*]]: i64):
// CHECK-NEXT: vir.icmp slt %[[W]], %[[WN]] : i64
// CHECK: vir.gep inbounds %[[A]][%[[W]]] : i32
// CHECK-NOT: vir.sext
// CHECK: %[[W1:.*]] = vir.add %[[W]], %[[ONE]] nsw : i64
// CHECK-NEXT: vir.br ^[[LOOP]](%{{.*}}, %[[W1]] : i32, i64)
// REMARK: widen.mlir:[[@LINE+5]]:{{.*}} remark: VIR: indvars: widened an induction variable to i64, removing 1 extension in the loop
vir.func @sext_nsw(%a: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%s: i32, %i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  %v = vir.load %p : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%s1, %i1 : i32, i32)
^exit:
  vir.return %s : i32
}

// -----

// zext under nuw, counting down with vir.sub; an unsigned comparison
// against a constant becomes a comparison against the wider constant.
// CHECK-LABEL: vir.func @zext_nuw_down
// CHECK-DAG: %[[TEN:.*]] = vir.constant 10 : i64
// CHECK-DAG: %[[ONE:.*]] = vir.constant 1 : i64
// CHECK: ^{{.*}}(%[[W:.*]]: i64):
// CHECK-NEXT: vir.icmp ugt %[[W]], %[[ONE]] : i64
// CHECK: vir.store %{{.*}}, %{{.*}} : i32
// CHECK: %[[W1:.*]] = vir.sub %[[W]], %[[ONE]] nuw : i64
// CHECK-NOT: i16
vir.func @zext_nuw_down(%a: !vir.ptr) {
  %c10 = vir.constant 10 : i16
  %c1 = vir.constant 1 : i16
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c10 : i16)
^loop(%i: i16):
  %c = vir.icmp ugt %i, %c1 : i16
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.zext %i : i16 to i64
  %p = vir.gep inbounds %a[%x] : i32
  vir.store %c0, %p : i32
  %i1 = vir.sub %i, %c1 nuw : i16
  vir.br ^loop(%i1 : i16)
^exit:
  vir.return
}

// -----

// A use that is neither an extension nor a comparison with an invariant
// reads a truncation of the wide variable (one truncation for the one
// extension removed).
// CHECK-LABEL: vir.func @truncated_use
// CHECK: ^{{.*}}(%[[W:.*]]: i64):
// CHECK-NEXT: %[[T:.*]] = vir.trunc %[[W]] : i64 to i32
// CHECK: vir.gep inbounds %{{.*}}[%[[W]]] : i32
// CHECK: vir.store %[[T]], %{{.*}} : i32
vir.func @truncated_use(%a: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %c8 : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}

// -----

// The front end's range on the extension (the index stays in [0, 7] where
// it is extended, before the increment) is the no-wrap fact.
// CHECK-LABEL: vir.func @range_on_extension
// CHECK: ^{{.*}}(%[[W:.*]]: i64):
// CHECK-NOT: vir.sext
// CHECK: vir.gep inbounds %{{.*}}[%[[W]]] : i32
vir.func @range_on_extension(%a: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %c8 : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i {vir.traits = [#vir.range<0, 7>]} : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  vir.store %c0, %p : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}

// -----

// A range on the increment's result that excludes the wrapped values.
// CHECK-LABEL: vir.func @range_on_increment
// CHECK: ^{{.*}}(%[[W:.*]]: i64):
// CHECK-NOT: vir.sext
// CHECK: vir.gep inbounds %{{.*}}[%[[W]]] : i32
vir.func @range_on_increment(%a: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %c8 : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  vir.store %c0, %p : i32
  %i1 = vir.add %i, %c1 {vir.traits = [#vir.range<1, 8>]} : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}

// -----

// Without nsw or a range the increment may wrap, and the extension of the
// wrapped value is not the wide variable: nothing changes.
// CHECK-LABEL: vir.func @no_nsw
// CHECK: vir.sext %{{.*}} : i32 to i64
// CHECK: vir.add %{{.*}}, %{{.*}} : i32
// REMARK: widen.mlir:[[@LINE+9]]:{{.*}} remark: VIR: indvars: did not widen the induction variable to i64: its increment has no nsw flag and no #vir.range shows that it cannot wrap
vir.func @no_nsw(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  vir.store %c0, %p : i32
  %i1 = vir.add %i, %c1 nuw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}

// -----

// nsw says nothing of unsigned wrapping: a zext stays.
// CHECK-LABEL: vir.func @zext_needs_nuw
// CHECK: vir.zext %{{.*}} : i32 to i64
// REMARK: remark: VIR: indvars: did not widen the induction variable to i64: its increment has no nuw flag
vir.func @zext_needs_nuw(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ult %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.zext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  vir.store %c0, %p : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}

// -----

// Extensions of both kinds: no single wide variable serves them.
// CHECK-LABEL: vir.func @mixed
// CHECK: vir.sext
// CHECK: vir.zext
vir.func @mixed(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i : i32 to i64
  %y = vir.zext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  %q = vir.gep inbounds %a[%y] : i32
  vir.store %c0, %p : i32
  vir.store %c0, %q : i32
  %i1 = vir.add %i, %c1 nsw nuw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}

// -----

// A signed comparison does not survive zero extension: it reads a
// truncation, which the one extension removed pays for. That exit test of
// a truncation then compares the wide variable with the sign-extended
// bound (the variable counts up by one from 0, so no value tested changes
// when truncated).
// CHECK-LABEL: vir.func @zext_signed_compare
// CHECK: %[[N:.*]] = vir.sext %arg1 : i32 to i64
// CHECK: ^{{.*}}(%[[W:.*]]: i64):
// CHECK-NEXT: vir.icmp slt %[[W]], %[[N]] : i64
vir.func @zext_signed_compare(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.zext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  vir.store %c0, %p : i32
  %i1 = vir.add %i, %c1 nuw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}

// -----

// sext(i - 1) with an nsw add is the wide variable minus 1: the add and its
// extensions go with the narrow variable, and no truncation is left (LLVM's
// widenIVUse of an nsw add). Without nsw on the add, its extension keeps a
// truncation of the wide variable.
// CHECK-LABEL: vir.func @sext_of_nsw_offset
// CHECK-DAG: %[[MINUS1:.*]] = vir.constant -1 : i64
// CHECK: ^[[LOOP:.*]](%[[S:.*]]: i32, %[[W:.*]]: i64):
// CHECK: %[[O:.*]] = vir.add %[[W]], %[[MINUS1]] : i64
// CHECK-NEXT: vir.gep inbounds %{{.*}}[%[[O]]] : i32
// CHECK-NOT: vir.trunc
// CHECK-NOT: vir.sext
// CHECK: vir.return
// REMARK: widen.mlir:[[@LINE+5]]:{{.*}} remark: VIR: indvars: widened an induction variable to i64, removing 2 extensions in the loop
vir.func @sext_of_nsw_offset(%a: !vir.ptr, %n: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %cm1 = vir.constant -1 : i32
  vir.br ^loop(%c1, %c1 : i32, i32)
^loop(%s: i32, %i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %im1 = vir.add %i, %cm1 nsw : i32
  %x = vir.sext %im1 : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  %v = vir.load %p : i32
  %y = vir.sext %i : i32 to i64
  %q = vir.gep inbounds %a[%y] : i32
  vir.store %v, %q : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%s1, %i1 : i32, i32)
^exit:
  vir.return %s : i32
}

// -----

// The offset may be any loop-invariant value (`a[i + k]`): it is extended
// before the loop, and the loop adds it to the wide variable.
// CHECK-LABEL: vir.func @sext_of_nsw_invariant_offset
// CHECK: %[[K:.*]] = vir.sext %arg2 : i32 to i64
// CHECK: ^[[LOOP:.*]](%[[S:.*]]: i32, %[[W:.*]]: i64):
// CHECK: %[[O:.*]] = vir.add %[[W]], %[[K]] : i64
// CHECK-NEXT: vir.gep inbounds %{{.*}}[%[[O]]] : i32
// CHECK-NOT: vir.trunc
// CHECK-NOT: vir.sext
// CHECK: vir.return
// REMARK: widen.mlir:[[@LINE+5]]:{{.*}} remark: VIR: indvars: widened an induction variable to i64, removing 2 extensions in the loop
vir.func @sext_of_nsw_invariant_offset(%a: !vir.ptr, %n: i32, %k: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%s: i32, %i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %ik = vir.add %i, %k nsw : i32
  %x = vir.sext %ik : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  %v = vir.load %p : i32
  %y = vir.sext %i : i32 to i64
  %q = vir.gep inbounds %a[%y] : i32
  vir.store %v, %q : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%s1, %i1 : i32, i32)
^exit:
  vir.return %s : i32
}

// -----

// CHECK-LABEL: vir.func @sext_of_wrapping_offset
// CHECK: vir.trunc
// CHECK: vir.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.sext
vir.func @sext_of_wrapping_offset(%a: !vir.ptr, %n: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %cm1 = vir.constant -1 : i32
  vir.br ^loop(%c1, %c1 : i32, i32)
^loop(%s: i32, %i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %im1 = vir.add %i, %cm1 : i32
  %x = vir.sext %im1 : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  %v = vir.load %p : i32
  %y = vir.sext %i : i32 to i64
  %q = vir.gep inbounds %a[%y] : i32
  vir.store %v, %q : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%s1, %i1 : i32, i32)
^exit:
  vir.return %s : i32
}

// -----

// An offset that is also stored is not an offset (its users must all be
// sign extensions): the add stays, read through a truncation. This read the
// result of the store, which has none (a use after free under
// ThreadSanitizer).
// CHECK-LABEL: vir.func @offset_also_stored
// CHECK: vir.trunc
// CHECK: %[[O:.*]] = vir.add %{{.*}}, %{{.*}} nsw : i32
// CHECK: vir.store %[[O]]
vir.func @offset_also_stored(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %y = vir.sext %i : i32 to i64
  %q = vir.gep inbounds %a[%y] : i32
  %ip1 = vir.add %i, %c1 nsw : i32
  %x = vir.sext %ip1 : i32 to i64
  vir.store %ip1, %q : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}

// -----

// An extension only shifted and or-ed into a wider integer (a structure of
// two ints copied as one i64) packs the variable: unpacking reads its zero
// high bits, which a wide variable would not show, so it stays narrow.
// CHECK-LABEL: vir.func @packed
// CHECK: ^{{.*}}(%[[I:.*]]: i32):
// CHECK: vir.zext %[[I]] : i32 to i64
vir.func @packed(%a: !vir.ptr, %n: i32, %hi: i64) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.zext %i : i32 to i64
  %w = vir.or %x, %hi : i64
  vir.store %w, %a : i64
  %i1 = vir.add %i, %c1 nsw nuw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}

// -----

// An extension that is a shift amount (`v |= b << shift`) does not pack
// the variable: it is widened.
// CHECK-LABEL: vir.func @shift_amount
// CHECK: ^{{.*}}(%{{.*}}: i64, %[[W:.*]]: i64):
// CHECK-NOT: vir.zext
// CHECK: vir.shl %{{.*}}, %[[W]] : i64
vir.func @shift_amount(%a: !vir.ptr, %b: i64) -> i64 {
  %c0 = vir.constant 0 : i32
  %c7 = vir.constant 7 : i32
  %c63 = vir.constant 63 : i32
  %z = vir.constant 0 : i64
  vir.br ^loop(%z, %c0 : i64, i32)
^loop(%v: i64, %s: i32):
  %c = vir.icmp slt %s, %c63 : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.zext %s : i32 to i64
  %p = vir.shl %b, %x : i64
  %v1 = vir.or %v, %p : i64
  %s1 = vir.add %s, %c7 nsw nuw : i32
  vir.br ^loop(%v1, %s1 : i64, i32)
^exit:
  vir.return %v : i64
}
