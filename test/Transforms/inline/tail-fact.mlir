// A call the tail-call pass marked #vir.tail in the callee loses the mark
// when the callee is inlined: the fact said no slot of the callee reaches
// it, and in the caller its pointer argument is the caller's slot.
// RUN: vct-mlir-opt --inline %s | FileCheck %s

// CHECK-LABEL: vir.func @caller(
// CHECK: vir.call @use(%{{.*}}) : (!vir.ptr) -> i32
// CHECK-NOT: #vir.tail
vir.func private @use(!vir.ptr) -> i32

vir.func private @callee(%p: !vir.ptr) -> i32 {
  %r = vir.call @use(%p) {vir.traits = [#vir.tail<origin = "tail-call">]} : (!vir.ptr) -> i32
  vir.return %r : i32
}

vir.func @caller() -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  %r = vir.call @callee(%slot) {vir.traits = [#vir.req<always_inline, soft>]} : (!vir.ptr) -> i32
  vir.return %r : i32
}
