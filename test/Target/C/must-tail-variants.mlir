// RUN: vct-translate --vir-to-c %s --split-input-file --verify-diagnostics | FileCheck %s

// must_tail in its other forms (must-tail.mlir has the basic one).

vir.func private @g(i32) -> i32

// A soft must_tail C cannot honour is denied with a remark, never an error
// (O-24), and the call is a plain call.
// CHECK-LABEL: int32_t f(int32_t v0) {
// CHECK: = vct_ext_g(v0);
vir.func @f(%a: i32) -> i32 {
  // expected-remark @below {{VIR: denied must_tail on call to @g, NoTargetSupport (C compilers do not guarantee tail calls; emitted as a plain call)}}
  %r = vir.call @g(%a) {vir.traits = [#vir.req<must_tail, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// On a function, the request applies to every call of it.
vir.func private @g(i32) -> i32 attributes {vir.traits = [#vir.req<must_tail, strong>]}

vir.func @f(%a: i32) -> i32 {
  // expected-error @below {{must_tail call to @g cannot be expressed in C}}
  %r = vir.call @g(%a) : (i32) -> i32
  vir.return %r : i32
}

// -----

vir.func @f(%fp: !vir.ptr, %a: i32) -> i32 {
  // expected-error @below {{must_tail call through a pointer cannot be expressed in C}}
  %r = vir.call %fp(%a) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// A stale request (stamped at an older epoch) is ignored.
// CHECK: int32_t f(int32_t v0) {
vir.func private @g(i32) -> i32

vir.func @f(%a: i32) -> i32 attributes {epoch = 1} {
  %r = vir.call @g(%a) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  vir.return %r : i32
}
