// RUN: vct-mlir-opt %s --vir-produce-traits='dereferenceable=false' --split-input-file | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false nocapture=false noalias=false objects=false dereferenceable=false libcalls=false constant-globals=false' --split-input-file | FileCheck %s --check-prefix=OFF
// What the trait producer stamps on imported VIR, and that each kind can be
// switched off.

// Every back-edge branch gets the soft loop requests.
// CHECK-LABEL: vir.func @loop
// CHECK: vir.cond_br %{{.*}}, ^bb1(%{{.*}} : i32), ^bb2 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<rotate, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
// OFF-LABEL: vir.func @loop
// OFF-NOT: #vir.req<licm
vir.func @loop(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %next = vir.add %i, %c1 : i32
  %more = vir.icmp slt %next, %n : i32
  vir.cond_br %more, ^bb1(%next : i32), ^bb2
^bb2:
  vir.return %next : i32
}

// -----

// Requests already present are kept, not doubled, and new ones are stamped
// at the function's epoch.
// CHECK-LABEL: vir.func @existing
// CHECK: vir.br ^bb1 {vir.traits = [#vir.req<unroll, strong, factor = 2, epoch = 3>, #vir.req<licm, soft, epoch = 3>, #vir.req<vectorize, soft, epoch = 3>, #vir.req<rotate, soft, epoch = 3>, #vir.req<unswitch, soft, epoch = 3>, #vir.req<peel, soft, epoch = 3>]}
vir.func @existing() attributes {epoch = 3} {
  vir.br ^bb1
^bb1:
  vir.br ^bb1 {vir.traits = [#vir.req<unroll, strong, factor = 2, epoch = 3>]}
}

// -----

vir.func private @helper(%x: i32) -> i32 {
  vir.return %x : i32
}
vir.func private @external(i32) -> i32
vir.func private @variadic(%x: i32, ...) -> i32 {
  vir.return %x : i32
}

// Direct calls to defined, non-variadic functions get a soft inline request;
// calls to declarations, variadic functions, or edges that already carry an
// inlining request do not.
// CHECK-LABEL: vir.func @calls
// CHECK: vir.call @helper(%{{.*}}) {vir.traits = [#vir.req<inline, soft>]}
// CHECK: vir.call @external(%{{.*}}) : (i32) -> i32
// CHECK: vir.call @variadic(%{{.*}}) vararg((i32) -> i32) : (i32) -> i32
// CHECK: vir.call @helper(%{{.*}}) {vir.traits = [#vir.req<no_inline, soft>]}
// OFF-LABEL: vir.func @calls
// OFF: vir.call @helper(%{{.*}}) : (i32) -> i32
vir.func @calls(%a: i32) -> i32 {
  %0 = vir.call @helper(%a) : (i32) -> i32
  %1 = vir.call @external(%0) : (i32) -> i32
  %2 = vir.call @variadic(%1) vararg((i32) -> i32) : (i32) -> i32
  %3 = vir.call @helper(%2) {vir.traits = [#vir.req<no_inline, soft>]} : (i32) -> i32
  vir.return %3 : i32
}

// -----

vir.func private @sink(!vir.ptr)

// Slots whose address is only loaded from and stored to (also through GEPs)
// are nocapture and get one scope each (`noalias`); an escaping slot is not
// nocapture, but as an identified object (`objects`) it gets a scope too.
// The call reaches only the escaping slot.
// CHECK-LABEL: vir.func @slots
// CHECK-SAME: alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2"]
// CHECK: %[[A:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK: %[[B:.*]] = vir.alloca !vir.array<2 x i32> {vir.traits = [#vir.nocapture]}
// CHECK: %[[C:.*]] = vir.alloca i32{{$}}
// CHECK: vir.store %{{.*}}, %[[A]] {vir.traits = [#vir.noalias<alias_scopes = ["vct.slot0"], noalias_scopes = ["vct.slot1", "vct.slot2"], origin = "vir-produce-traits">]}
// CHECK: %[[E:.*]] = vir.gep %[[B]][0, 1] : !vir.array<2 x i32>
// CHECK: vir.store %{{.*}}, %[[E]] {vir.traits = [#vir.noalias<alias_scopes = ["vct.slot1"], noalias_scopes = ["vct.slot0", "vct.slot2"], origin = "vir-produce-traits">]}
// CHECK: vir.store %{{.*}}, %[[C]] {vir.traits = [#vir.noalias<alias_scopes = ["vct.slot2"], noalias_scopes = ["vct.slot0", "vct.slot1"], origin = "vir-produce-traits">]}
// CHECK: vir.call @sink(%[[C]]) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1"], origin = "vir-produce-traits">]}
// OFF-LABEL: vir.func @slots
// OFF-NOT: nocapture
// OFF-NOT: noalias
vir.func @slots(%v: i32) -> i32 {
  %a = vir.alloca i32
  %b = vir.alloca !vir.array<2 x i32>
  %c = vir.alloca i32
  vir.store %v, %a : i32
  %e = vir.gep %b[0, 1] : !vir.array<2 x i32>
  vir.store %v, %e : i32
  vir.store %v, %c : i32
  vir.call @sink(%c) : (!vir.ptr) -> ()
  %r = vir.load %a : i32
  vir.return %r : i32
}

// -----

// A slot whose address is stored as a value escapes.
// CHECK-LABEL: vir.func @no_stored_address
// CHECK: vir.alloca !vir.ptr {vir.traits = [#vir.nocapture]}
// CHECK: vir.alloca i32{{$}}
vir.func @no_stored_address() {
  %holder = vir.alloca !vir.ptr
  %x = vir.alloca i32
  vir.store %x, %holder : !vir.ptr
  vir.return
}
