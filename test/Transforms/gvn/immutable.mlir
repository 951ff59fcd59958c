// A load through a pointer into an object `#vir.immutable` says is never
// written (a constant global's address) is reused past any store and any
// call: nothing can write what it reads. Not when the trait is stale, or
// for a load through a pointer without it.
// RUN: vct-mlir-opt --gvn %s | FileCheck %s

// CHECK-LABEL: vir.func @reuse_past_writes(
// CHECK: %[[X:.*]] = vir.load %{{.*}} : i8
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.call @clobber()
// CHECK-NEXT: %[[S:.*]] = vir.add %[[X]], %[[X]] : i8
// CHECK-NEXT: vir.return %[[S]]
vir.global constant @table : !vir.array<4 x i8> = "abcd"
vir.func private @clobber()
vir.func @reuse_past_writes(%q: !vir.ptr, %i: i64, %c: i8) -> i8 {
  %t = vir.addressof @table {vir.traits = [#vir.immutable]} : !vir.ptr
  %e = vir.gep %t[0, %i] : !vir.array<4 x i8>
  %x = vir.load %e : i8
  vir.store %c, %q : i8
  vir.call @clobber() : () -> ()
  %y = vir.load %e : i8
  %s = vir.add %x, %y : i8
  vir.return %s : i8
}

// CHECK-LABEL: vir.func @no_reuse_stale(
// CHECK: vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
vir.func @no_reuse_stale(%q: !vir.ptr, %i: i64, %c: i8) -> i8 attributes {epoch = 2} {
  %t = vir.addressof @table {vir.traits = [#vir.immutable<epoch = 1>]} : !vir.ptr
  %e = vir.gep %t[0, %i] : !vir.array<4 x i8>
  %x = vir.load %e : i8
  vir.store %c, %q : i8
  %y = vir.load %e : i8
  %s = vir.add %x, %y : i8
  vir.return %s : i8
}

// CHECK-LABEL: vir.func @no_reuse_without_trait(
// CHECK: vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
vir.func @no_reuse_without_trait(%p: !vir.ptr, %q: !vir.ptr, %c: i8) -> i8 {
  %x = vir.load %p : i8
  vir.store %c, %q : i8
  %y = vir.load %p : i8
  %s = vir.add %x, %y : i8
  vir.return %s : i8
}
