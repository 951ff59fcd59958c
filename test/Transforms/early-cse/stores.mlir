// RUN: vct-mlir-opt --early-cse %s | FileCheck %s

// Stores of the value memory already holds: a store of what an earlier load
// read or an earlier store wrote at the same address and type, with nothing
// in between that may write there (as for loads: traits decide), writes
// nothing new and goes. Another value, another type, a possible clobber in
// between, a join, or a volatile store keep it.

vir.func private @g(!vir.ptr)

// `*p = *p`, and a second store of the same value.
// CHECK-LABEL: vir.func @noop_stores(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32)
// CHECK-NEXT: vir.load %[[P]] : i32
// CHECK-NEXT: vir.store %[[X]], %[[Q]] : i32
// CHECK-NEXT: vir.return
vir.func @noop_stores(%p: !vir.ptr, %q: !vir.ptr, %x: i32) {
  %v = vir.load %p : i32
  vir.store %v, %p : i32
  vir.store %x, %q : i32
  vir.store %x, %q : i32
  vir.return
}

// A struct field read, the struct written back with it unchanged: the
// stores of the unchanged fields go; the other field's store stays.
// CHECK-LABEL: vir.func @write_back(
// CHECK: %[[B:.*]] = vir.load
// CHECK: vir.load
// CHECK: %[[N:.*]] = vir.add %[[B]]
// CHECK-NEXT: vir.store %[[N]]
// CHECK-NEXT: vir.return
vir.func @write_back(%s: !vir.ptr, %d: i64) {
  %f1 = vir.gep %s[8] : i8
  %b = vir.load %s : i64
  %l = vir.load %f1 : i64
  %n = vir.add %b, %d : i64
  vir.store %n, %s : i64
  vir.store %l, %f1 : i64
  vir.return
}

// A store through another pointer no trait separates from %p may have
// changed it: the write-back stays.
// CHECK-LABEL: vir.func @clobbered(
// CHECK: vir.store %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.store %{{.*}}, %{{.*}} : i32
vir.func @clobbered(%p: !vir.ptr, %q: !vir.ptr, %x: i32) {
  %v = vir.load %p : i32
  vir.store %x, %q : i32
  vir.store %v, %p : i32
  vir.return
}

// A call may write %p.
// CHECK-LABEL: vir.func @call_between(
// CHECK: vir.call @g
// CHECK-NEXT: vir.store
vir.func @call_between(%p: !vir.ptr) {
  %v = vir.load %p : i32
  vir.call @g(%p) : (!vir.ptr) -> ()
  vir.store %v, %p : i32
  vir.return
}

// Another type at the same address, and a volatile store, stay.
// CHECK-LABEL: vir.func @kept(
// CHECK: vir.store %{{.*}}, %[[P:[^ ]+]] : i16
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.store volatile
vir.func @kept(%p: !vir.ptr) {
  %v = vir.load %p : i32
  %t = vir.trunc %v : i32 to i16
  vir.store %t, %p : i16
  %w = vir.load %p : i32
  vir.store volatile %w, %p : i32
  vir.return
}

// Distinct scopes separate the two stores: the write-back goes.
// CHECK-LABEL: vir.func @scoped(
// CHECK: vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.return
vir.func @scoped(%p: !vir.ptr, %q: !vir.ptr, %x: i32) attributes {alias_scopes = ["a", "b"]} {
  %v = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.store %x, %q {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  vir.store %v, %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.return
}
