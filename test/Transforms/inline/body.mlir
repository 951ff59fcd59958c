// What the inlined body looks like: multi-block callees become blocks of
// the caller; the callee's static allocas move to the caller's entry block;
// its valid traits are re-stamped at the caller's epoch, stale ones dropped;
// its alias scopes get names unique in the caller.
// RUN: vct-mlir-opt --inline %s | FileCheck %s

// CHECK-LABEL: vir.func @caller(
// CHECK-SAME: attributes {alias_scopes = ["own", "callee.0.a", "callee.0.b", "callee.1.a", "callee.1.b"], epoch = 3 : i64}
// CHECK-NEXT: vir.alloca i32 align 4 {vir.traits = [#vir.nocapture<epoch = 3>]}
// CHECK-NEXT: vir.alloca i32 align 4 {vir.traits = [#vir.nocapture<epoch = 3>]}
// CHECK-NEXT: vir.cond_br
// CHECK: ^bb1:
// CHECK: vir.store %{{.*}}, %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["callee.1.a"], noalias_scopes = ["callee.1.b"], epoch = 3>]} : i32
// CHECK: vir.load %{{.*}} : i32
// CHECK: ^bb{{[0-9]+}}:
// CHECK: vir.store %{{.*}}, %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["callee.0.a"], noalias_scopes = ["callee.0.b"], epoch = 3>]} : i32
// CHECK-NOT: vir.call
vir.func private @callee(%x: i32) -> i32 attributes {alias_scopes = ["a", "b"], epoch = 1} {
  %slot = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture<epoch = 1>]}
  vir.store %x, %slot {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"], epoch = 1>]} : i32
  %v = vir.load %slot {vir.traits = [#vir.range<0, 5, epoch = 0>]} : i32
  %c0 = vir.constant 0 : i32
  %neg = vir.icmp slt %v, %c0 : i32
  vir.cond_br %neg, ^a, ^b
^a:
  vir.return %c0 : i32
^b:
  vir.return %v : i32
}

vir.func @caller(%x: i32, %c: i1) -> i32 attributes {alias_scopes = ["own"], epoch = 3} {
  vir.cond_br %c, ^one, ^two
^one:
  %r = vir.call @callee(%x) {vir.traits = [#vir.req<inline, soft, epoch = 3>]} : (i32) -> i32
  vir.return %r : i32
^two:
  %s = vir.call @callee(%x) {vir.traits = [#vir.req<inline, soft, epoch = 3>]} : (i32) -> i32
  vir.return %s : i32
}
