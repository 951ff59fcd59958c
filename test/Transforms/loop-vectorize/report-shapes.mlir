// The request report (O-23, O-28) for the shapes added to loop-vectorize:
// a conditional store to every other element denied with its reason, an if/else accepted after
// if-conversion, a loop counting down accepted (in function order).
// RUN: vct-mlir-opt --loop-vectorize --vir-request-report=- %s -o /dev/null | FileCheck %s

// CHECK:      "request": "vectorize",
// CHECK-NEXT: "strength": "soft",
// CHECK-NEXT: "subject": "loop with back edge in @cond_store",
// CHECK-NEXT: "accepted": false,
// CHECK-NEXT: "reason": "Unsupported",
// CHECK-NEXT: "note": "store to %arg0 runs only under a condition and moves 8 bytes per iteration: a conditional store is stored lane by lane only when it moves forward by one element (in the if-converted body)"
// CHECK:      "request": "vectorize",
// CHECK-NEXT: "strength": "soft",
// CHECK-NEXT: "subject": "loop with back edge in @diamond",
// CHECK-NEXT: "accepted": true,
// CHECK-NEXT: "note": "vectorized by 4, interleaved by 1: cost {{.*}} per element, if-converted with 1 select(s), with a scalar remainder"
// CHECK:      "request": "vectorize",
// CHECK-NEXT: "strength": "strong",
// CHECK-NEXT: "subject": "loop with back edge in @down",
// CHECK-NEXT: "accepted": true,
// CHECK-NEXT: "note": "vectorized by 4, interleaved by 1: cost 3.0 -> 1.0 per element, counting down, 1 backward access(es) lane-reversed, with a scalar remainder"
// CHECK:      "evaluated": 3,
// CHECK-NEXT: "accepted": 2,
// CHECK-NEXT: "denied": 1

vir.func @diamond(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp sgt %x, %k3 : i32
  vir.cond_br %c, ^then, ^join(%k3 : i32)
^then:
  %y = vir.add %x, %x : i32
  vir.br ^join(%y : i32)
^join(%v: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %v, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

vir.func @cond_store(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp sgt %x, %k3 : i32
  vir.cond_br %c, ^then, ^join
^then:
  %i2 = vir.add %i, %i : i64
  %pa = vir.gep inbounds %a[%i2] : i32
  vir.store %k3, %pa : i32
  vir.br ^join
^join:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

vir.func @down(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %cm1 = vir.constant -1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%n : i64)
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %z, %pa : i32
  %i1 = vir.add %i, %cm1 : i64
  %more = vir.icmp sgt %i1, %c0 : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, strong>]}
^exit:
  vir.return
}
