// A stale copy of a trait function-attrs infers is replaced in place by the
// fresh one, never kept beside it (issue 13: @no_writeonly_fn_stale of
// test/Target/LLVMIR/traits.mlir failed --verify-each with "duplicate
// trait").
// RUN: vct-mlir-opt --function-attrs --verify-each %s | FileCheck %s

// CHECK-LABEL: vir.func @no_writeonly_fn_stale(
// CHECK-SAME: attributes {epoch = 4 : i64, vir.traits = [#vir.writeonly<epoch = 4, origin = "function-attrs">]}
vir.func @no_writeonly_fn_stale(%p: !vir.ptr) attributes {epoch = 4, vir.traits = [#vir.writeonly<epoch = 3>]} {
  %c = vir.constant 1 : i32
  vir.store %c, %p : i32
  vir.return
}

// The stale trait keeps its place among the others.
// CHECK-LABEL: vir.func private @stale_readonly_among_others(
// CHECK-SAME: vir.traits = [#vir.req<no_inline, soft, epoch = 2>, #vir.readonly<epoch = 2, origin = "function-attrs">, #vir.writeonly<epoch = 2, origin = "function-attrs">]
vir.func private @stale_readonly_among_others(%x: i32) -> i32 attributes {epoch = 2, vir.traits = [#vir.req<no_inline, soft, epoch = 2>, #vir.readonly<epoch = 1>]} {
  vir.return %x : i32
}
