// RUN: vct-mlir-opt %s --loop-idiom --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-idiom's statistics: two loops of three become calls of strlen (the
// third, whose index steps by two, stays), and one bit-serial loop table
// lookups.

// CHECK: VIR pass statistics report
// CHECK: {{^}}loop-idiom{{$}}
// CHECK-NEXT: (S) 2 num-strlen - Loops replaced by a call of strlen
// CHECK-NEXT: (S) 1 num-tables - Bit-serial loops replaced by table lookups
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
vir.func @crc(%crc: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %poly = vir.constant -306674912 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%crc, %c0 : i32, i32)
^loop(%c: i32, %i: i32):
  %bit = vir.and %c, %one : i32
  %set = vir.icmp ne %bit, %zero : i32
  %half = vir.lshr %c, %one : i32
  %x = vir.xor %half, %poly : i32
  %n = vir.select %set, %x, %half : i1, i32
  %i1 = vir.add %i, %one nsw : i32
  %more = vir.icmp slt %i1, %c8 : i32
  vir.cond_br %more, ^loop(%n, %i1 : i32, i32), ^exit(%n : i32)
^exit(%r: i32):
  vir.return %r : i32
}
}
