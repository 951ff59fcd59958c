// RUN: vct-mlir-opt %s --codegen-prepare --remarks -verify-diagnostics -o /dev/null
// codegen-prepare's remarks, one per rewrite.

vir.func @remarks(%p: !vir.ptr, %i: i64, %x: i32, %y: i32, %d: i1) -> i32 {
  // expected-remark @below {{VIR: codegen-prepare: address computation sunk into 2 user block(s)}}
  %a = vir.gep %p[%i] : i32
  // expected-remark @below {{VIR: codegen-prepare: compare sunk into 1 user block(s)}}
  %c = vir.icmp slt %x, %y : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  // expected-remark @below {{VIR: codegen-prepare: select of constants rewritten to arithmetic on its condition}}
  %s = vir.select %d, %one, %zero : i1, i32
  vir.br ^b
^b:
  vir.cond_br %c, ^t, ^f
^t:
  %v = vir.load %a : i32
  %r = vir.add %v, %s : i32
  vir.return %r : i32
^f:
  vir.store %s, %a : i32
  vir.return %s : i32
}
