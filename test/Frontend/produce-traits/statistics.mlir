// RUN: vct-mlir-opt %s --vir-produce-traits --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// vir-produce-traits' statistics: the loop's back edge gets the six soft
// loop requests and the call to @callee a soft inline (7 requests); the
// two slots that do not escape get nocapture (2) and their three accesses
// noalias scopes (3); the slot passed to a call escapes.

// CHECK: VIR pass statistics report
// CHECK: {{^}}vir-produce-traits{{$}}
// CHECK-NEXT: (S) 3 num-noalias - Accesses stamped noalias
// CHECK-NEXT: (S) 2 num-nocapture - Stack slots stamped nocapture
// CHECK-NEXT: (S) 7 num-requests - Soft requests stamped
// CHECK-NOT: (S)

vir.func @callee(%p: !vir.ptr) {
  vir.return
}

vir.func @f(%n: i32) -> i32 {
  %a = vir.alloca i32
  %b = vir.alloca i32
  %e = vir.alloca i32
  vir.call @callee(%e) : (!vir.ptr) -> ()
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.store %c0, %a : i32
  vir.store %c1, %b : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %next = vir.add %i, %c1 : i32
  %more = vir.icmp slt %next, %n : i32
  vir.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  %v = vir.load %a : i32
  vir.return %v : i32
}
