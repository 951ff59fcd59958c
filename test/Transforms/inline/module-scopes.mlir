// A global variable's alias scope (`vct.global.<symbol>`, as the trait
// producer names it) means the same object in every function: inlining
// keeps its name, so the callee's accesses to globals and the caller's
// tell each other apart, while the callee's other scopes are renamed.
// With that, gvn reuses the caller's load of @g after the inlined store
// to @h.
// RUN: vct-mlir-opt --inline %s | FileCheck %s
// RUN: vct-mlir-opt --inline --gvn %s | FileCheck %s --check-prefix=GVN

// CHECK-LABEL: vir.func @caller(
// CHECK-SAME: alias_scopes = ["vct.global.g", "vct.global.h", "bump.0.vct.slot0"]
// CHECK: vir.store %{{.*}}, %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.h"], noalias_scopes = ["bump.0.vct.slot0"]>]} : i32

// GVN-LABEL: vir.func @caller(
// GVN-COUNT-1: vir.load %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g"]
// GVN-NOT: alias_scopes = ["vct.global.g"]
// GVN: vir.return
vir.global @g : i32 = 1 align 4
vir.global @h : i32 = 2 align 4
vir.func private @bump(%v: i32) attributes {alias_scopes = ["vct.slot0", "vct.global.h"], vir.traits = [#vir.req<inline, strong>]} {
  %h = vir.addressof @h : !vir.ptr
  vir.store %v, %h {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.h"], noalias_scopes = ["vct.slot0"]>]} : i32
  vir.return
}
vir.func @caller() -> i32 attributes {alias_scopes = ["vct.global.g", "vct.global.h"]} {
  %g = vir.addressof @g : !vir.ptr
  %a = vir.load %g {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g"], noalias_scopes = ["vct.global.h"]>]} : i32
  vir.call @bump(%a) : (i32) -> ()
  %b = vir.load %g {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g"], noalias_scopes = ["vct.global.h"]>]} : i32
  %s = vir.add %a, %b : i32
  vir.return %s : i32
}
