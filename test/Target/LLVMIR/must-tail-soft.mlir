// RUN: vct-translate --vir-to-llvmir %s --verify-diagnostics | FileCheck %s
// A soft must_tail that LLVM's musttail cannot express here is denied with
// a remark and becomes a plain call (a `tail` call with the tail-call
// pass's #vir.tail fact): a denied soft request never errors (O-24). One it
// can express stays musttail.

vir.func private @g(%x: i32) -> i32

// CHECK-LABEL: define i32 @not_in_tail_position(
// CHECK: = call i32 @g(
vir.func @not_in_tail_position(%a: i32) -> i32 {
  // expected-remark @below {{VIR: denied must_tail on call to @g, NoTargetSupport (musttail needs the call returned at once from a caller of the same signature; emitted as a plain call)}}
  %r = vir.call @g(%a) {vir.traits = [#vir.req<must_tail, soft>]} : (i32) -> i32
  %s = vir.add %r, %a : i32
  vir.return %s : i32
}

// CHECK-LABEL: define i32 @not_in_tail_position_fact(
// CHECK: = tail call i32 @g(
vir.func @not_in_tail_position_fact(%a: i32) -> i32 {
  // expected-remark @below {{VIR: denied must_tail on call to @g, NoTargetSupport (musttail needs the call returned at once from a caller of the same signature; emitted as a tail call)}}
  %r = vir.call @g(%a) {vir.traits = [#vir.req<must_tail, soft>, #vir.tail]} : (i32) -> i32
  %s = vir.add %r, %a : i32
  vir.return %s : i32
}

// CHECK-LABEL: define i32 @in_tail_position(
// CHECK: = musttail call i32 @g(
vir.func @in_tail_position(%a: i32) -> i32 {
  %r = vir.call @g(%a) {vir.traits = [#vir.req<must_tail, soft>]} : (i32) -> i32
  vir.return %r : i32
}
