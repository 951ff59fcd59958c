// RUN: vct-mlir-opt %s --vir-produce-traits --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// vir-produce-traits' statistics: the loop's back edge gets the six soft
// loop requests, the call to @callee a soft inline and the two defined
// functions a soft vectorize each, for their straight-line code (9
// requests); the two slots that do not escape get nocapture, and so does
// the slot passed to @callee, which does not keep it (3); that parameter
// and the call argument get nocapture (2, call-args). Private @g is never written (1 constant global). The four
// accesses and the two calls get noalias facts (6); the three slots and
// @g's address are dereferenceable (4); @abs is a library function: its
// declaration and its call get effects (2). Slot %a only ever holds 0:
// its load is non-negative (1 range). The address of @g, constant now, is
// immutable (1).

// CHECK: VIR pass statistics report
// CHECK: {{^}}vir-produce-traits{{$}}
// CHECK-NEXT: (S) 1 num-constant-globals - Globals marked constant
// CHECK-NEXT: (S) 4 num-dereferenceable - Pointers stamped dereferenceable
// CHECK-NEXT: (S) 1 num-immutable - Addresses of constant globals stamped immutable
// CHECK-NEXT: (S) 2 num-libcalls - Library calls and declarations stamped with effects
// CHECK-NEXT: (S) 6 num-noalias - Accesses and calls stamped noalias
// CHECK-NEXT: (S) 1 num-noalias-args - Pointer arguments of calls stamped noalias
// CHECK-NEXT: (S) 3 num-nocapture - Stack slots stamped nocapture
// CHECK-NEXT: (S) 2 num-nocapture-args - Parameters and call arguments stamped nocapture
// CHECK-NEXT: (S) 1 num-ranges - Values stamped with a range
// CHECK-NEXT: (S) 9 num-requests - Soft requests stamped
// CHECK-NOT: (S)

vir.global private @g : i32 = 1
vir.func private @abs(i32) -> i32

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
  %ga = vir.addressof @g : !vir.ptr
  %gv = vir.load %ga : i32
  %w = vir.call @abs(%gv) : (i32) -> i32
  vir.return %w : i32
}
