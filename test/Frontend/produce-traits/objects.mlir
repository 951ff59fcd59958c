// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false dereferenceable=false libcalls=false constant-globals=false' --split-input-file | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false dereferenceable=false libcalls=false constant-globals=false objects=false' --split-input-file | FileCheck %s --check-prefix=OFF
// Identified objects (`objects`): globals, slots and fresh allocations are
// distinct objects. An access whose address derives from one gets its scope
// and the other objects as noalias; an access through an unknown pointer
// gets the objects no unknown pointer reaches (private globals whose address
// only feeds accesses, slots that do not escape).

vir.global private @shape : !vir.array<2 x i32> = [4, 8]
vir.global private @out : !vir.array<16 x i32> = zeroinit
vir.global @pub : i32 = 0
vir.global private @taken : i32 = 0
vir.global private @holder : !vir.ptr = @taken
vir.func private @malloc(i64) -> !vir.ptr
vir.func private @sink(!vir.ptr)

// @pub is public and @taken's address is in @holder's initializer: both
// are objects, but unknown pointers may reach them. The malloc result is a
// third kind of object.
// CHECK-LABEL: vir.func @globals
// CHECK-SAME: alias_scopes = ["vct.global.shape", "vct.global.out", "vct.global.pub", "vct.global.taken", "vct.heap0"]
// CHECK: vir.load %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.shape"], noalias_scopes = ["vct.global.out", "vct.global.pub", "vct.global.taken", "vct.heap0"], origin = "vir-produce-traits">]} : i32
// CHECK: vir.store %{{.*}}, %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.out"], noalias_scopes = ["vct.global.shape", "vct.global.pub", "vct.global.taken", "vct.heap0"], origin = "vir-produce-traits">]} : i32
// CHECK: vir.store %{{.*}}, %arg0 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.global.shape", "vct.global.out"], origin = "vir-produce-traits">]} : i32
// CHECK: vir.store %{{.*}}, %pub_addr {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.pub"], noalias_scopes = ["vct.global.shape", "vct.global.out", "vct.global.taken", "vct.heap0"], origin = "vir-produce-traits">]} : i32
// CHECK: vir.store %{{.*}}, %taken_addr {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.taken"],
// A call to a function that is not a recognized library function may
// reach private globals (through its own code): no noalias for them.
// CHECK: vir.call @sink(%arg0) : (!vir.ptr) -> ()
// CHECK: vir.store %{{.*}}, %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["vct.heap0"], noalias_scopes = ["vct.global.shape", "vct.global.out", "vct.global.pub", "vct.global.taken"], origin = "vir-produce-traits">]} : i32
// OFF-LABEL: vir.func @globals
// OFF-NOT: noalias
vir.func @globals(%p: !vir.ptr, %i: i64) -> i32 {
  %s = vir.addressof @shape : !vir.ptr
  %w = vir.gep %s[0, 1] : !vir.array<2 x i32>
  %wv = vir.load %w : i32
  %o = vir.addressof @out : !vir.ptr
  %e = vir.gep %o[0, %i] : !vir.array<16 x i32>
  vir.store %wv, %e : i32
  vir.store %wv, %p : i32
  %q = vir.addressof @pub : !vir.ptr
  vir.store %wv, %q : i32
  %t = vir.addressof @taken : !vir.ptr
  vir.store %wv, %t : i32
  vir.call @sink(%p) : (!vir.ptr) -> ()
  %c16 = vir.constant 16 : i64
  %h = vir.call @malloc(%c16) : (i64) -> !vir.ptr
  vir.store %wv, %h : i32
  %r = vir.load %w : i32
  vir.return %r : i32
}

// -----

vir.global private @counter : i32 = 0
vir.func private @strlen(!vir.ptr) -> i64
vir.func private @opaque(!vir.ptr)

// A call reaches no slot that does not escape; a recognized library
// function (strlen, with libcalls=false here still recognized) reaches
// memory only through its arguments, so no private global either.
// CHECK-LABEL: vir.func @calls
// CHECK-SAME: alias_scopes = ["vct.slot0", "vct.global.counter"]
// CHECK: vir.call @strlen(%arg0) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.global.counter"], origin = "vir-produce-traits">]}
// CHECK: vir.call @opaque(%arg0) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0"], origin = "vir-produce-traits">]}
// Without `objects` the slot still has its scope (`noalias`), no global.
// OFF-LABEL: vir.func @calls
// OFF-NOT: vct.global
// OFF: vir.call @opaque(%arg0) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0"], origin = "vir-produce-traits">]}
vir.func @calls(%p: !vir.ptr) -> i32 {
  %s = vir.alloca i32
  %c = vir.addressof @counter : !vir.ptr
  %v = vir.load %c : i32
  vir.store %v, %s : i32
  %n = vir.call @strlen(%p) : (!vir.ptr) -> i64
  vir.call @opaque(%p) : (!vir.ptr) -> ()
  %r = vir.load %s : i32
  vir.return %r : i32
}

// -----

vir.global @pub : i32 = 0

// One object that unknown pointers may reach separates nothing: no scopes.
// CHECK-LABEL: vir.func @no_single_escaping_object
// CHECK-NOT: alias_scopes
// CHECK-NOT: noalias
vir.func @no_single_escaping_object(%p: !vir.ptr) -> i32 {
  %q = vir.addressof @pub : !vir.ptr
  %v = vir.load %q : i32
  vir.store %v, %p : i32
  vir.return %v : i32
}

// -----

// The cap: the first 64 objects in program order get scopes; the 65th is
// unknown memory to the others (its store names the scoped slots, which it
// is not), and gets no scope of its own.
// CHECK-LABEL: vir.func @cap
// CHECK-NOT: vct.slot64
// CHECK: vir.store %arg0, %slot_62 {vir.traits = [#vir.noalias<alias_scopes = ["vct.slot63"],
// CHECK: vir.store %arg0, %slot_63 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0",
// CHECK-NOT: vct.slot64
vir.func @cap(%v: i32) {
  %s0 = vir.alloca i32
  %s1 = vir.alloca i32
  %s2 = vir.alloca i32
  %s3 = vir.alloca i32
  %s4 = vir.alloca i32
  %s5 = vir.alloca i32
  %s6 = vir.alloca i32
  %s7 = vir.alloca i32
  %s8 = vir.alloca i32
  %s9 = vir.alloca i32
  %s10 = vir.alloca i32
  %s11 = vir.alloca i32
  %s12 = vir.alloca i32
  %s13 = vir.alloca i32
  %s14 = vir.alloca i32
  %s15 = vir.alloca i32
  %s16 = vir.alloca i32
  %s17 = vir.alloca i32
  %s18 = vir.alloca i32
  %s19 = vir.alloca i32
  %s20 = vir.alloca i32
  %s21 = vir.alloca i32
  %s22 = vir.alloca i32
  %s23 = vir.alloca i32
  %s24 = vir.alloca i32
  %s25 = vir.alloca i32
  %s26 = vir.alloca i32
  %s27 = vir.alloca i32
  %s28 = vir.alloca i32
  %s29 = vir.alloca i32
  %s30 = vir.alloca i32
  %s31 = vir.alloca i32
  %s32 = vir.alloca i32
  %s33 = vir.alloca i32
  %s34 = vir.alloca i32
  %s35 = vir.alloca i32
  %s36 = vir.alloca i32
  %s37 = vir.alloca i32
  %s38 = vir.alloca i32
  %s39 = vir.alloca i32
  %s40 = vir.alloca i32
  %s41 = vir.alloca i32
  %s42 = vir.alloca i32
  %s43 = vir.alloca i32
  %s44 = vir.alloca i32
  %s45 = vir.alloca i32
  %s46 = vir.alloca i32
  %s47 = vir.alloca i32
  %s48 = vir.alloca i32
  %s49 = vir.alloca i32
  %s50 = vir.alloca i32
  %s51 = vir.alloca i32
  %s52 = vir.alloca i32
  %s53 = vir.alloca i32
  %s54 = vir.alloca i32
  %s55 = vir.alloca i32
  %s56 = vir.alloca i32
  %s57 = vir.alloca i32
  %s58 = vir.alloca i32
  %s59 = vir.alloca i32
  %s60 = vir.alloca i32
  %s61 = vir.alloca i32
  %s62 = vir.alloca i32
  %s63 = vir.alloca i32
  %s64 = vir.alloca i32
  vir.store %v, %s0 : i32
  vir.store %v, %s1 : i32
  vir.store %v, %s2 : i32
  vir.store %v, %s3 : i32
  vir.store %v, %s4 : i32
  vir.store %v, %s5 : i32
  vir.store %v, %s6 : i32
  vir.store %v, %s7 : i32
  vir.store %v, %s8 : i32
  vir.store %v, %s9 : i32
  vir.store %v, %s10 : i32
  vir.store %v, %s11 : i32
  vir.store %v, %s12 : i32
  vir.store %v, %s13 : i32
  vir.store %v, %s14 : i32
  vir.store %v, %s15 : i32
  vir.store %v, %s16 : i32
  vir.store %v, %s17 : i32
  vir.store %v, %s18 : i32
  vir.store %v, %s19 : i32
  vir.store %v, %s20 : i32
  vir.store %v, %s21 : i32
  vir.store %v, %s22 : i32
  vir.store %v, %s23 : i32
  vir.store %v, %s24 : i32
  vir.store %v, %s25 : i32
  vir.store %v, %s26 : i32
  vir.store %v, %s27 : i32
  vir.store %v, %s28 : i32
  vir.store %v, %s29 : i32
  vir.store %v, %s30 : i32
  vir.store %v, %s31 : i32
  vir.store %v, %s32 : i32
  vir.store %v, %s33 : i32
  vir.store %v, %s34 : i32
  vir.store %v, %s35 : i32
  vir.store %v, %s36 : i32
  vir.store %v, %s37 : i32
  vir.store %v, %s38 : i32
  vir.store %v, %s39 : i32
  vir.store %v, %s40 : i32
  vir.store %v, %s41 : i32
  vir.store %v, %s42 : i32
  vir.store %v, %s43 : i32
  vir.store %v, %s44 : i32
  vir.store %v, %s45 : i32
  vir.store %v, %s46 : i32
  vir.store %v, %s47 : i32
  vir.store %v, %s48 : i32
  vir.store %v, %s49 : i32
  vir.store %v, %s50 : i32
  vir.store %v, %s51 : i32
  vir.store %v, %s52 : i32
  vir.store %v, %s53 : i32
  vir.store %v, %s54 : i32
  vir.store %v, %s55 : i32
  vir.store %v, %s56 : i32
  vir.store %v, %s57 : i32
  vir.store %v, %s58 : i32
  vir.store %v, %s59 : i32
  vir.store %v, %s60 : i32
  vir.store %v, %s61 : i32
  vir.store %v, %s62 : i32
  vir.store %v, %s63 : i32
  vir.store %v, %s64 : i32
  vir.return
}
