// RUN: vct-mlir-opt %s --gep-simplify --remarks -verify-diagnostics -o /dev/null
// gep-simplify's remarks: each rewrite, and the GEPs kept as they are with
// the reason.

vir.func @remarks(%p: !vir.ptr, %a: !vir.ptr, %i: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  %z = vir.constant 0 : i32
  %a1 = vir.gep %p[1] : i32
  // expected-remark @below {{VIR: gep-simplify: GEP chain of 2 folded to byte offset 12}}
  %a2 = vir.gep %a1[2] : i32
  %x = vir.load %a2 : i32
  %base = vir.gep %p[%i] : i32
  %w = vir.load %base : i32
  vir.store %w, %p : i32
  %k = vir.add %i, %c1 : i64
  // expected-remark @below {{VIR: gep-simplify: constant offset 4 split out of GEP index 0, onto an existing GEP}}
  %e = vir.gep %p[%k] : i32
  %y = vir.load %e : i32
  %s = vir.alloca !vir.struct<i32, i32>
  // expected-remark @below {{VIR: gep-simplify: GEP kept in typed form: its address is a stack slot (sroa splits slots by field)}}
  %f = vir.gep %s[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f : i32
  vir.br ^loop(%c0, %y : i64, i32)
^loop(%j: i64, %acc: i32):
  // expected-remark @below {{VIR: gep-simplify: invariant GEP prefix of 1 indices moved to the loop's preheader}}
  %g = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  %v = vir.load %g : i32
  %acc1 = vir.add %acc, %v : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^loop(%j1, %acc1 : i64, i32), ^exit
^exit:
  vir.return %acc1 : i32
}

vir.func @no_preheader(%a: !vir.ptr, %i: i64, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.cond_br %c, ^loop(%c0 : i64), ^other
^other:
  vir.br ^loop(%c1 : i64)
^loop(%j: i64):
  // expected-remark @below {{VIR: gep-simplify: invariant GEP prefix not moved: the loop has no preheader}}
  %e = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  %v = vir.load %e : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^loop(%j1 : i64), ^exit
^exit:
  vir.return %v : i32
}
