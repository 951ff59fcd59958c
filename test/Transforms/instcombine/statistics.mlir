// RUN: vct-mlir-opt %s --instcombine --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// instcombine's statistics: two pattern rewrites (in @g the constant of
// the compare moves right; in @h uge 200 becomes ugt 199), then in @f the
// constants gather in the entry block: the one of ^b moves up, its twin in
// ^c merges into it.

// CHECK: VIR pass statistics report
// CHECK: {{^}}instcombine{{$}}
// CHECK-NEXT: (S) 1 num-constants-merged - Constants replaced by an identical one
// CHECK-NEXT: (S) 1 num-constants-moved - Constants moved to the top of the entry block
// CHECK-NEXT: (S) 2 num-rewrites - Pattern rewrites applied
// CHECK-NOT: (S)

vir.func @g(%x: i32) -> i1 {
  %k = vir.constant 7 : i32
  %r = vir.icmp ult %k, %x : i32
  vir.return %r : i1
}

vir.func @h(%y: i8) -> i1 {
  %c200 = vir.constant 200 : i8
  %s = vir.icmp uge %y, %c200 : i8
  vir.return %s : i1
}

vir.func @f(%c: i1) -> i32 {
  vir.cond_br %c, ^b, ^c
^b:
  %one = vir.constant 1 : i32
  vir.return %one : i32
^c:
  %one2 = vir.constant 1 : i32
  vir.return %one2 : i32
}
