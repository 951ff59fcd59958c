// The alias facts of a memory copy (#vir.noalias: every byte it reads or
// writes lies in its scopes, and in none of its noalias scopes) hold for
// each load and store the copy becomes: sroa's pieces of a copy into or out
// of a slot, and mem2reg's load of a copy's source or store to its
// destination carry them, so a later pass can still separate the accesses
// (licm hoisting a field of a structure passed by value out of a loop that
// stores elsewhere).
// RUN: vct-mlir-opt --sroa --mem2reg --split-input-file %s | FileCheck %s

// A copy into a slot split into two i32 fields, each read: the loads of the
// source carry the copy's facts.
// CHECK-LABEL: vir.func @copy_in(
// CHECK-COUNT-2: vir.load %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.slot0", "vct.global.g"], noalias_scopes = ["vct.global.h"]>]} : i32
// CHECK-NOT: vir.load
vir.func @copy_in(%src: !vir.ptr) -> i32 attributes {alias_scopes = ["vct.slot0", "vct.global.g", "vct.global.h"]} {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %len = vir.constant 8 : i64
  vir.memcpy %a, %src, %len {vir.traits = [#vir.noalias<alias_scopes = ["vct.slot0", "vct.global.g"], noalias_scopes = ["vct.global.h"]>]} : i64
  %f0 = vir.gep %a[0, 0] : !vir.struct<i32, i32>
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  %x = vir.load %f0 : i32
  %y = vir.load %f1 : i32
  %s = vir.add %x, %y : i32
  vir.return %s : i32
}

// -----

// A copy out of a slot: the stores to the destination carry the facts.
// CHECK-LABEL: vir.func @copy_out(
// CHECK-COUNT-2: vir.store %{{.*}}, %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.slot0", "vct.global.g"]>]} : i32
vir.func @copy_out(%dst: !vir.ptr, %x: i32, %y: i32) attributes {alias_scopes = ["vct.slot0", "vct.global.g"]} {
  %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %f0 = vir.gep %a[0, 0] : !vir.struct<i32, i32>
  %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %f0 : i32
  vir.store %y, %f1 : i32
  %len = vir.constant 8 : i64
  vir.memcpy %dst, %a, %len {vir.traits = [#vir.noalias<alias_scopes = ["vct.slot0", "vct.global.g"]>]} : i64
  vir.return
}

// -----

// A whole-slot copy promoted by mem2reg alone: the load of the source
// carries the facts.
// CHECK-LABEL: vir.func @copy_scalar(
// CHECK: vir.load %arg0 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g"]>]} : i64
vir.func @copy_scalar(%src: !vir.ptr) -> i64 attributes {alias_scopes = ["vct.global.g"]} {
  %a = vir.alloca i64 {vir.traits = [#vir.nocapture]}
  %len = vir.constant 8 : i64
  vir.memcpy %a, %src, %len {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g"]>]} : i64
  %v = vir.load %a : i64
  vir.return %v : i64
}
