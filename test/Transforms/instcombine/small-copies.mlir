// A memcpy or memmove of 1, 2, 4 or 8 bytes (constant length,
// non-volatile) is a load of an integer that wide and a store of it, both
// with the copy's alias facts and alignment 1. Other lengths, a length not
// constant and a volatile copy stay.
// RUN: vct-mlir-opt --instcombine --split-input-file %s | FileCheck %s

// CHECK-LABEL: vir.func @sizes(
// CHECK-SAME: %[[D:[^:]+]]: !vir.ptr, %[[S:[^:]+]]: !vir.ptr
// CHECK: %[[B8:.*]] = vir.load %[[S]] align 1 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g"]>]} : i64
// CHECK-NEXT: vir.store %[[B8]], %[[D]] align 1 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g"]>]} : i64
// CHECK: vir.load %[[S]] align 1 : i32
// CHECK: vir.load %[[S]] align 1 : i16
// CHECK: vir.load %[[S]] align 1 : i8
// CHECK-NOT: vir.memcpy
// CHECK-NOT: vir.memmove
// CHECK: vir.return
vir.func @sizes(%d: !vir.ptr, %s: !vir.ptr) attributes {alias_scopes = ["vct.global.g"]} {
  %c8 = vir.constant 8 : i64
  %c4 = vir.constant 4 : i64
  %c2 = vir.constant 2 : i32
  %c1 = vir.constant 1 : i64
  vir.memcpy %d, %s, %c8 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g"]>]} : i64
  vir.memmove %d, %s, %c4 : i64
  vir.memcpy %d, %s, %c2 : i32
  vir.memcpy %d, %s, %c1 : i64
  vir.return
}

// -----

// CHECK-LABEL: vir.func @kept(
// CHECK: vir.memcpy %{{.*}}, %{{.*}}, %{{.*}} : i64
// CHECK: vir.memcpy %{{.*}}, %{{.*}}, %{{.*}} : i64
// CHECK: vir.memcpy volatile
// CHECK: vir.memmove %{{.*}}, %{{.*}}, %{{.*}} : i64
// CHECK-NOT: vir.load
vir.func @kept(%d: !vir.ptr, %s: !vir.ptr, %n: i64) {
  %c3 = vir.constant 3 : i64
  %c16 = vir.constant 16 : i64
  %c8 = vir.constant 8 : i64
  vir.memcpy %d, %s, %c3 : i64
  vir.memcpy %d, %s, %c16 : i64
  vir.memcpy volatile %d, %s, %c8 : i64
  vir.memmove %d, %s, %n : i64
  vir.return
}
