// `loop_invariant` is a property, distinct from the licm action request
// (O-29): without a request, an operation carrying it moves when that is
// otherwise safe, and no request result is recorded; operations without
// it stay (O-20). On a load the trait stands for "no write in the loop
// changes it", so only dereferenceability is still needed.
// RUN: vct-mlir-opt --licm --remarks -verify-diagnostics \
// RUN:   --vir-request-report=%t.json %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json

// JSON: "requests": []
// JSON: "evaluated": 0

// Only the marked multiplication moves; its trait goes (it spoke of this
// loop); the unmarked subtraction stays.
// CHECK-LABEL: vir.func @property_only(
// CHECK: %[[M:.*]] = vir.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.sub
vir.func @property_only(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  // expected-remark @below {{VIR: licm: hoisted 1 loop_invariant operation out of the loop}}
  %m = vir.mul %a, %a {vir.traits = [#vir.loop_invariant]} : i32
  %s = vir.sub %a, %n : i32
  %t = vir.add %m, %s : i32
  %i1 = vir.add %i, %t : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit
^exit:
  vir.return %i1 : i32
}

// A marked load moves even though the loop stores through an untagged
// pointer (the trait says the value read does not change).
// CHECK-LABEL: vir.func @load_property(
// CHECK: %[[X:.*]] = vir.load %{{.*}} : i32
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.store
vir.func @load_property(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %q: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  // expected-remark @below {{VIR: licm: hoisted 1 loop_invariant operation out of the loop}}
  %x = vir.load %p {vir.traits = [#vir.loop_invariant]} : i32
  vir.store %i, %q : i32
  %i1 = vir.add %i, %x : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit
^exit:
  vir.return %i1 : i32
}

// Marked, but unsafe or not invariant: stays, with a remark saying why.
// CHECK-LABEL: vir.func @property_refused(
// (The load follows a volatile access, so it need not run on every entry
// to the loop.)
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load volatile
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.udiv
// CHECK-NEXT: vir.mul
vir.func @property_refused(%p: !vir.ptr, %a: i32, %b: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %vol = vir.load volatile %p : i32
  // expected-remark @below {{VIR: licm: loop_invariant operation not hoisted: the load's address is not known dereferenceable (no #vir.dereferenceable covering it) and the load does not run on every entry to the loop}}
  %x = vir.load %p {vir.traits = [#vir.loop_invariant]} : i32
  // expected-remark @below {{VIR: licm: loop_invariant operation not hoisted: a division by a value not known to be nonzero, and it does not run on every entry to the loop}}
  %d = vir.udiv %a, %b {vir.traits = [#vir.loop_invariant]} : i32
  // expected-remark @below {{VIR: licm: loop_invariant operation not hoisted: an operand is computed in the loop}}
  %m = vir.mul %i, %a {vir.traits = [#vir.loop_invariant]} : i32
  %s = vir.add %x, %d : i32
  %t = vir.add %s, %m : i32
  %i1 = vir.add %i, %t : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit
^exit:
  vir.return %i1 : i32
}

// A stale loop_invariant is ignored with a remark (O-12).
// CHECK-LABEL: vir.func @stale_property(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.mul
vir.func @stale_property(%a: i32, %n: i32) -> i32 attributes {epoch = 1} {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  // expected-remark @below {{VIR: licm: ignored stale loop_invariant trait}}
  %m = vir.mul %a, %a {vir.traits = [#vir.loop_invariant]} : i32
  %i1 = vir.add %i, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit
^exit:
  vir.return %i1 : i32
}
