// RUN: vct-mlir-opt --early-cse %s | FileCheck %s

// A call computing a C library function (an epoch-valid #vir.libcall: it
// writes nothing and reads what its arguments point to) equal to an
// earlier one gives the same result when nothing in between may have
// written that memory: `strlen(s) + strlen(s)` calls strlen once. A write
// that may reach the string, a different argument or a stale trait keep
// the second call; so does a load's entry for the same address, which
// never stands for a call.

vir.func private @strlen(!vir.ptr) -> i64
vir.func private @g()

// CHECK-LABEL: vir.func @twice(
// CHECK: %[[L:[0-9]+]] = vir.call @strlen(%arg0)
// CHECK-NOT: vir.call @strlen
// CHECK: vir.add %[[L]], %[[L]] : i64
vir.func @twice(%s: !vir.ptr) -> i64 {
  %a = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %b = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %r = vir.add %a, %b : i64
  vir.return %r : i64
}

// Into a block whose only predecessor dominates it.
// CHECK-LABEL: vir.func @dominated(
// CHECK-COUNT-1: vir.call @strlen
// CHECK-NOT: vir.call @strlen
vir.func @dominated(%s: !vir.ptr, %c: i1) -> i64 {
  %z = vir.constant 0 : i64
  %a = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  vir.cond_br %c, ^then, ^exit(%z : i64)
^then:
  %b = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %d = vir.add %a, %b : i64
  vir.br ^exit(%d : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// A store that may write the string.
// CHECK-LABEL: vir.func @no_store_between(
// CHECK: vir.call @strlen
// CHECK: vir.store
// CHECK: vir.call @strlen
vir.func @no_store_between(%s: !vir.ptr, %p: !vir.ptr) -> i64 {
  %x = vir.constant 0 : i8
  %a = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  vir.store %x, %p : i8
  %b = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %r = vir.add %a, %b : i64
  vir.return %r : i64
}

// An unknown call may write anything.
// CHECK-LABEL: vir.func @no_call_between(
// CHECK: vir.call @strlen
// CHECK: vir.call @g
// CHECK: vir.call @strlen
vir.func @no_call_between(%s: !vir.ptr) -> i64 {
  %a = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  vir.call @g() : () -> ()
  %b = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %r = vir.add %a, %b : i64
  vir.return %r : i64
}

// Different strings.
// CHECK-LABEL: vir.func @no_other_argument(
// CHECK: vir.call @strlen(%arg0)
// CHECK: vir.call @strlen(%arg1)
vir.func @no_other_argument(%s: !vir.ptr, %t: !vir.ptr) -> i64 {
  %a = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %b = vir.call @strlen(%t) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %r = vir.add %a, %b : i64
  vir.return %r : i64
}

// An i64 load of the string's address is not its length, nor the other
// way round; the call writes nothing, so the second load reads the first's
// value.
// CHECK-LABEL: vir.func @no_load_for_call(
// CHECK: %[[V:[0-9]+]] = vir.load %arg0 : i64
// CHECK: %[[L:[0-9]+]] = vir.call @strlen
// CHECK: %[[S:[0-9]+]] = vir.add %[[V]], %[[L]] : i64
// CHECK: vir.add %[[S]], %[[V]] : i64
vir.func @no_load_for_call(%s: !vir.ptr) -> i64 {
  %v = vir.load %s : i64
  %a = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %w = vir.load %s : i64
  %r = vir.add %v, %a : i64
  %q = vir.add %r, %w : i64
  vir.return %q : i64
}

// Stale traits (stamped before the function's epoch 1) say nothing.
// CHECK-LABEL: vir.func @no_stale_libcall(
// CHECK-COUNT-2: vir.call @strlen
vir.func @no_stale_libcall(%s: !vir.ptr) -> i64 attributes {epoch = 1} {
  %a = vir.call @strlen(%s) {vir.traits = [#vir.nowrite<epoch = 1>, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %b = vir.call @strlen(%s) {vir.traits = [#vir.nowrite<epoch = 1>, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %r = vir.add %a, %b : i64
  vir.return %r : i64
}
