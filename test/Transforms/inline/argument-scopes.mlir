// A pointer argument's #vir.noalias (the trait producer's: the argument
// points into one object and into none of the others) goes to the inlined
// accesses based on it through GEPs: they get the object's scope and the
// others as noalias, with any noalias they had. An access whose address
// comes from elsewhere (a pointer loaded from memory, an argument without
// the fact), and the accesses through an argument whose fact is stale get
// nothing. With the facts, gvn reuses a load of one object across a store
// to the other.
// RUN: vct-mlir-opt --inline %s | FileCheck %s
// RUN: vct-mlir-opt --inline --gvn %s | FileCheck %s --check-prefix=GVN
// RUN: vct-mlir-opt --inline %s -o %t.in.mlir && vct-translate --vir-to-llvmir %t.in.mlir -o %t.in.ll && lli %t.in.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.in.mlir -o %t.in.c && %cc %t.in.c -o %t.in.exe && %t.in.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-mlir-opt -O2 %s -o %t.o2.mlir && vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s --check-prefix=OUT

// OUT: 6 3 9 11

// CHECK-LABEL: vir.func @main
// The loads through %s (src) and the store through %d (dst), which keeps
// the callee's own noalias:
// CHECK: vir.load %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"], epoch = 1>]} : i32
// CHECK-NEXT: vir.gep
// CHECK-NEXT: vir.store %{{.*}}, %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b", "copy.0.own"], epoch = 1>]} : i32
// CHECK-NEXT: vir.load %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"], epoch = 1>]} : i32
// The argument without a fact, the pointer loaded from memory, and the
// stale fact of the call to @put (main is at epoch 1): no scope.
// CHECK-NEXT: %[[P:.*]] = vir.load %{{.*}} : !vir.ptr
// CHECK-NEXT: vir.load %[[P]] : i32
// CHECK: vir.store %{{.*}}, %{{.*}} : i32
// CHECK-NOT: noalias
// CHECK: vir.return

// The second load of src[0] reads what the first did: the store went to
// the other object.
// GVN-LABEL: vir.func @main
// GVN: vir.load %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["b"]
// GVN-NOT: vir.load %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["b"]
// GVN: vir.return

vir.global private constant @fmt : !vir.array<13 x i8> = "%d %d %d %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @copy(%d: !vir.ptr, %s: !vir.ptr, %pp: !vir.ptr) -> i32 attributes {alias_scopes = ["own"], vir.traits = [#vir.req<inline, strong>]} {
  %one = vir.constant 1 : i64
  %x = vir.load %s : i32
  %d1 = vir.gep inbounds %d[%one] : i32
  vir.store %x, %d1 {vir.traits = [#vir.noalias<noalias_scopes = ["own"]>]} : i32
  %y = vir.load %s : i32
  %p = vir.load %pp : !vir.ptr
  %z = vir.load %p : i32
  %s1 = vir.add %x, %y : i32
  %s2 = vir.add %s1, %z : i32
  vir.return %s2 : i32
}

vir.func private @put(%d: !vir.ptr, %v: i32) attributes {vir.traits = [#vir.req<inline, strong>]} {
  vir.store %v, %d : i32
  vir.return
}

vir.func @main() -> i32 attributes {alias_scopes = ["a", "b"], epoch = 1} {
  %a = vir.alloca !vir.array<2 x i32>
  %b = vir.alloca i32
  %slot = vir.alloca !vir.ptr
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c9 = vir.constant 9 : i32
  vir.store %c2, %b : i32
  vir.store %c9, %a : i32
  vir.store %b, %slot : !vir.ptr
  %r = vir.call @copy(%a, %b, %slot) {arg_attrs = [{vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"], epoch = 1>]}, {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"], epoch = 1>]}, {}]} : (!vir.ptr, !vir.ptr, !vir.ptr) -> i32
  %a1 = vir.gep inbounds %a[1] : i32
  %v = vir.load %a1 : i32
  vir.call @put(%b, %c3) {arg_attrs = [{vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]}, {}]} : (!vir.ptr, i32) -> ()
  %w = vir.load %b : i32
  %u = vir.load %a : i32
  %c2b = vir.constant 2 : i32
  %x = vir.add %u, %c2b : i32
  %f = vir.addressof @fmt : !vir.ptr
  %e = vir.call @printf(%f, %r, %w, %u, %x) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}

