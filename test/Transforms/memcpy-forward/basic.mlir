// RUN: vct-mlir-opt --memcpy-forward %s | FileCheck %s

// A load of a memcpy's destination reads the source at the same offset.
// CHECK-LABEL: vir.func @load_through_copy(
// CHECK: vir.memcpy %arg0, %arg1
// CHECK: %[[G:.*]] = vir.gep %arg1[4] : i8
// CHECK-NEXT: %[[V:.*]] = vir.load %[[G]] align 1 : i32
// CHECK-NEXT: vir.return %[[V]]
vir.func @load_through_copy(%d: !vir.ptr, %s: !vir.ptr) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  %f = vir.gep %d[0, 1] : !vir.struct<i32, i32>
  %v = vir.load %f : i32
  vir.return %v : i32
}

// Through a chain of single-predecessor blocks.
// CHECK-LABEL: vir.func @across_blocks(
// CHECK: ^bb1:
// CHECK-NEXT: vir.load %arg1 align 1 : i64
vir.func @across_blocks(%d: !vir.ptr, %s: !vir.ptr, %c: i1) -> i64 {
  %n = vir.constant 8 : i64
  %z = vir.constant 0 : i64
  vir.memcpy %d, %s, %n : i64
  vir.cond_br %c, ^t, ^f
^t:
  %v = vir.load %d : i64
  vir.return %v : i64
^f:
  vir.return %z : i64
}

// A copy of a copy copies the source; the temporary, now only written,
// goes with its write.
// CHECK-LABEL: vir.func @copy_of_copy(
// CHECK-NOT: vir.alloca
// CHECK: vir.memcpy %arg0, %arg1
// CHECK-NOT: vir.memcpy
vir.func @copy_of_copy(%d: !vir.ptr, %s: !vir.ptr) {
  %n = vir.constant 12 : i64
  %t = vir.alloca !vir.struct<i32, i32, i32> align 4 {vir.traits = [#vir.nocapture]}
  vir.memcpy %t, %s, %n : i64
  vir.memcpy %d, %t, %n : i64
  vir.return
}

// A memcpy into a temporary that is only read becomes reads of the source.
// CHECK-LABEL: vir.func @temporary(
// CHECK-NOT: vir.alloca
// CHECK-NOT: vir.memcpy
// CHECK: vir.load %arg0 align 1 : i32
// CHECK: vir.load %{{.*}} align 1 : i32
vir.func @temporary(%s: !vir.ptr) -> i32 {
  %n = vir.constant 8 : i64
  %t = vir.alloca !vir.struct<i32, i32> align 4 {vir.traits = [#vir.nocapture]}
  vir.memcpy %t, %s, %n : i64
  %a = vir.load %t : i32
  %f = vir.gep %t[0, 1] : !vir.struct<i32, i32>
  %b = vir.load %f : i32
  %r = vir.add %a, %b : i32
  vir.return %r : i32
}

// Refusals. A store between the copy and the load through another pointer
// may write the source (different bases: no trait says otherwise).
// CHECK-LABEL: vir.func @no_store_between(
// CHECK: vir.store
// CHECK-NEXT: vir.load %arg0 : i32
vir.func @no_store_between(%d: !vir.ptr, %s: !vir.ptr, %q: !vir.ptr, %x: i32) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.store %x, %q : i32
  %v = vir.load %d : i32
  vir.return %v : i32
}

// The same store, separated from the copy and the load by scoped no-alias
// traits, no longer stops the forwarding.
// CHECK-LABEL: vir.func @scoped_store_between(
// CHECK: vir.store
// CHECK-NEXT: vir.load %arg1 align 1 : i32
vir.func @scoped_store_between(%d: !vir.ptr, %s: !vir.ptr, %q: !vir.ptr, %x: i32) -> i32 attributes {alias_scopes = ["c", "q"]} {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n {vir.traits = [#vir.noalias<alias_scopes = ["c"], noalias_scopes = ["q"]>]} : i64
  vir.store %x, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["c"]>]} : i32
  %v = vir.load %d {vir.traits = [#vir.noalias<alias_scopes = ["c"], noalias_scopes = ["q"]>]} : i32
  vir.return %v : i32
}

// A call between may write anything; with #vir.nowrite it does not.
vir.func private @h()
// CHECK-LABEL: vir.func @no_call_between(
// CHECK: vir.call @h
// CHECK-NEXT: vir.load %arg0 : i32
vir.func @no_call_between(%d: !vir.ptr, %s: !vir.ptr) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.call @h() : () -> ()
  %v = vir.load %d : i32
  vir.return %v : i32
}
// CHECK-LABEL: vir.func @nowrite_call_between(
// CHECK: vir.call @h
// CHECK-NEXT: vir.load %arg1 align 1 : i32
vir.func @nowrite_call_between(%d: !vir.ptr, %s: !vir.ptr) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.call @h() {vir.traits = [#vir.nowrite]} : () -> ()
  %v = vir.load %d : i32
  vir.return %v : i32
}

// A store to the destination between: the load reads it, not the source.
// A load beyond the copied bytes, a volatile copy, a volatile load and a
// copy of unknown length are not forwarded.
// CHECK-LABEL: vir.func @no_other_cases(
// CHECK: vir.load %arg0 : i32
// CHECK: vir.load %[[F:.*]] : i32
// CHECK: vir.load volatile %arg0 : i32
// CHECK: vir.load %arg0 : i64
vir.func @no_other_cases(%d: !vir.ptr, %s: !vir.ptr, %x: i32, %len: i64) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.store %x, %d : i32
  %a = vir.load %d : i32
  %f = vir.gep %d[2] : i32
  %b = vir.load %f : i32
  %c = vir.load volatile %d : i32
  vir.memcpy %d, %s, %len : i64
  %e = vir.load %d : i64
  %r = vir.add %a, %b : i32
  vir.return %r : i32
}

// A slot whose address is passed on is not write-only.
vir.func private @g(!vir.ptr)
// CHECK-LABEL: vir.func @no_slot_passed(
// CHECK: vir.alloca
// CHECK: vir.memcpy
vir.func @no_slot_passed(%s: !vir.ptr) {
  %n = vir.constant 8 : i64
  %t = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.memcpy %t, %s, %n : i64
  vir.call @g(%t) : (!vir.ptr) -> ()
  vir.return
}
