// RUN: vct-mlir-opt %s --loop-idiom --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-idiom's statistic: two loops of three become calls of strlen (the
// third, whose index steps by two, stays).

// CHECK: VIR pass statistics report
// CHECK: {{^}}loop-idiom{{$}}
// CHECK-NEXT: (S) 2 num-strlen - Loops replaced by a call of strlen
// CHECK-NOT: (S)

module attributes {vir.hosted} {
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

vir.func @step_two(%s: !vir.ptr) -> i64 {
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
}
