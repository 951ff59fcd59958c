// RUN: vct-mlir-opt %s --indvars --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// indvars's statistics: in @f, %j runs as %i does and is merged into it
// (1), and the sign-extended, no-wrap variable is widened (1); the sum is
// read after the loop, which stays. In @g, the one use after the loop is
// replaced by the exit value (1) and the loop, left computing nothing
// used, is deleted (1).

// CHECK: VIR pass statistics report
// CHECK: {{^}}indvars{{$}}
// CHECK-NEXT: (S) 1 num-exit-uses-replaced - Uses after a loop replaced by an exit value
// CHECK-NEXT: (S) 1 num-loops-deleted - Loops deleted
// CHECK-NEXT: (S) 1 num-merged - Induction variables merged into an equivalent one
// CHECK-NEXT: (S) 1 num-widened - Induction variables widened
// CHECK-NOT: (S)

vir.func @f(%a: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0, %c0 : i32, i32, i32)
^loop(%s: i32, %i: i32, %j: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %j : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  %v = vir.load %p : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i32
  %j1 = vir.add %j, %c1 nsw : i32
  vir.br ^loop(%s1, %i1, %j1 : i32, i32, i32)
^exit:
  vir.return %s : i32
}

vir.func @g(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit(%i : i32)
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^exit(%r: i32):
  vir.return %r : i32
}
