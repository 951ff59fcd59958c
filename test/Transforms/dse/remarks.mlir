// RUN: vct-mlir-opt --dse --remarks -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --dse %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// dse evaluates no request; it reports each removal and shortening as a
// remark, only under --remarks.
// QUIET-NOT: remark: VIR

// CHECK-LABEL: vir.func @remarks(
vir.func @remarks(%p: !vir.ptr, %q: !vir.ptr, %a: i32) {
  // expected-remark @below {{VIR: dse: removed a write that later writes cover before anything reads it}}
  vir.store %a, %p : i32
  vir.store %a, %p : i32
  %n = vir.constant 8 : i64
  // expected-remark @below {{VIR: dse: shortened a memory intrinsic by 4 bytes that later writes cover}}
  vir.memcpy %p, %q, %n : i64
  vir.store %a, %p : i32
  %s = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  // expected-remark @below {{VIR: dse: removed a write to a nocapture stack slot that nothing reads before the function returns}}
  vir.store %a, %s : i32
  vir.return
}
