// A memcpy that copies a memcpy's destination copies its source instead,
// and loses its alias facts: they spoke of the bytes it read before. Kept,
// they said the copy does not read the new source, and dse removed the
// stores into it (bench/extra/raysphere.c with -fno-sroa printed a wrong
// checksum).
// RUN: vct-mlir-opt --memcpy-forward %s | FileCheck %s
// RUN: vct-mlir-opt --memcpy-forward --dse %s | FileCheck %s --check-prefix=DSE

// CHECK-LABEL: vir.func @forward(
// CHECK-SAME: %[[G:[^:]+]]: !vir.ptr
// CHECK: %[[S:.*]] = vir.alloca
// CHECK: vir.memcpy %[[G]], %[[S]], %{{.*}} : i64
// CHECK-NOT: noalias
// CHECK: vir.return
// DSE-LABEL: vir.func @forward(
// DSE: vir.store %{{.*}}, %[[S:.*]] {vir.traits
// DSE: vir.memcpy %{{.*}}, %[[S]]
vir.func @forward(%g: !vir.ptr, %v: i64) attributes {alias_scopes = ["s3", "s4", "g"]} {
  %n = vir.constant 8 : i64
  %s = vir.alloca i64 {vir.traits = [#vir.nocapture]}
  %t = vir.alloca i64 {vir.traits = [#vir.nocapture]}
  vir.store %v, %s {vir.traits = [#vir.noalias<alias_scopes = ["s4"], noalias_scopes = ["s3", "g"]>]} : i64
  vir.memcpy %t, %s, %n {vir.traits = [#vir.noalias<alias_scopes = ["s3", "s4"], noalias_scopes = ["g"]>]} : i64
  vir.memcpy %g, %t, %n {vir.traits = [#vir.noalias<alias_scopes = ["s3", "g"], noalias_scopes = ["s4"]>]} : i64
  vir.return
}
