// RUN: vct-mlir-opt --memcpy-forward --remarks -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --memcpy-forward %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// memcpy-forward evaluates no request; it reports each forwarding, each
// removed slot, and a forwarding a write to the source blocks, only under
// --remarks.
// QUIET-NOT: remark: VIR

// CHECK-LABEL: vir.func @remarks(
vir.func @remarks(%d: !vir.ptr, %s: !vir.ptr, %e: !vir.ptr, %x: i32) -> i32 attributes {alias_scopes = ["d", "s", "e"]} {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  // expected-remark @below {{VIR: memcpy-forward: a load of a memcpy's destination reads its source}}
  %a = vir.load %d : i32
  // The store is separated from the load below (scoped traits), not from
  // the first copy's source.
  vir.store %x, %s {vir.traits = [#vir.noalias<alias_scopes = ["s"], noalias_scopes = ["d"]>]} : i32
  // expected-remark @below {{VIR: memcpy-forward: not read from the memcpy's source: a write between the copy and the read may change the source (no trait separates them)}}
  %b = vir.load %d {vir.traits = [#vir.noalias<alias_scopes = ["d"], noalias_scopes = ["s", "e"]>]} : i32
  %r = vir.add %a, %b : i32
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @copy_of_copy(
vir.func @copy_of_copy(%d: !vir.ptr, %s: !vir.ptr, %e: !vir.ptr) {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  // expected-remark @below {{VIR: memcpy-forward: a memcpy of a memcpy's destination copies its source}}
  vir.memcpy %e, %d, %n : i64
  vir.return
}
