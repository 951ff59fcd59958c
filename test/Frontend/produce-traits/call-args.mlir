// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false dereferenceable=false constant-globals=false ranges=false' --split-input-file --verify-each | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false dereferenceable=false constant-globals=false ranges=false call-args=false' --split-input-file | FileCheck %s --check-prefix=OFF
// Parameters that do not keep their pointer (`call-args`): a definition's
// pointer parameter whose only uses, directly or through GEPs, are access
// addresses and arguments to such parameters gets `#vir.nocapture`, so do
// the call arguments passed to it, and a slot passed only to such
// parameters stays a non-escaping slot (`#vir.nocapture`, its own scope).
// The call that is given the slot is not told it misses the slot.

// An sret-style callee writes the result through its parameter; a
// byval-style callee copies the object on entry. The caller's temporaries
// stay non-escaping; the call is noalias only with the slot it is not
// given.
// CHECK-LABEL: vir.func private @make(
// CHECK-SAME: %arg0: !vir.ptr {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">]}
// CHECK-LABEL: vir.func private @sum(
// CHECK-SAME: %arg0: !vir.ptr {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">]}
// CHECK-LABEL: vir.func @caller(
// CHECK-SAME: alias_scopes = ["vct.slot0", "vct.slot1"]
// CHECK: %[[R:.*]] = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
// CHECK: %[[O:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// The slot passed to a defined function: the argument names it as the
// object it points into, and the other slot as one it does not.
// CHECK: vir.call @make(%[[R]], %arg0) {arg_attrs = [{vir.traits = [#vir.nocapture<origin = "vir-produce-traits">, #vir.noalias<alias_scopes = ["vct.slot0"], noalias_scopes = ["vct.slot1"], origin = "vir-produce-traits">]}, {}], vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot1"], origin = "vir-produce-traits">]}
// CHECK: vir.call @sum(%[[R]]) {arg_attrs = [{vir.traits = [#vir.nocapture<origin = "vir-produce-traits">, #vir.noalias<alias_scopes = ["vct.slot0"], noalias_scopes = ["vct.slot1"], origin = "vir-produce-traits">]}], vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot1"], origin = "vir-produce-traits">]}
// OFF-LABEL: vir.func private @make(
// OFF-NOT: nocapture<origin
// OFF-LABEL: vir.func @caller(
// OFF: vir.alloca !vir.struct<i32, i32>{{$}}
// OFF-NOT: nocapture<origin
// OFF: vir.return
vir.func private @make(%out: !vir.ptr, %x: i32) {
  vir.store %x, %out : i32
  %y = vir.gep %out[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %y : i32
  vir.return
}
vir.func private @sum(%p: !vir.ptr) -> i32 {
  %copy = vir.alloca !vir.struct<i32, i32>
  %n = vir.constant 8 : i64
  vir.memcpy %copy, %p, %n : i64
  %a = vir.load %copy : i32
  %b4 = vir.gep %copy[4] : i8
  %b = vir.load %b4 : i32
  %s = vir.add %a, %b : i32
  vir.return %s : i32
}
vir.func @caller(%x: i32) -> i32 {
  %r = vir.alloca !vir.struct<i32, i32>
  %o = vir.alloca i32
  vir.store %x, %o : i32
  vir.call @make(%r, %x) : (!vir.ptr, i32) -> ()
  %s = vir.call @sum(%r) : (!vir.ptr) -> i32
  %v = vir.load %o : i32
  %t = vir.add %s, %v : i32
  vir.return %t : i32
}

// -----

// Through a chain of calls, a GEP of the parameter, and recursion (solved
// optimistically).
// CHECK-LABEL: vir.func private @inner(
// CHECK-SAME: {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">]}
// CHECK-LABEL: vir.func private @outer(
// CHECK-SAME: {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">]}
// CHECK-LABEL: vir.func private @rec(
// CHECK-SAME: %arg0: !vir.ptr {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">]}
// CHECK-LABEL: vir.func @chain(
// CHECK: vir.alloca !vir.array<4 x i32> {vir.traits = [#vir.nocapture]}
vir.func private @inner(%p: !vir.ptr) -> i32 {
  %v = vir.load %p : i32
  vir.return %v : i32
}
vir.func private @outer(%p: !vir.ptr) -> i32 {
  %q = vir.gep %p[0, 2] : !vir.array<4 x i32>
  %v = vir.call @inner(%q) : (!vir.ptr) -> i32
  vir.return %v : i32
}
vir.func private @rec(%p: !vir.ptr, %n: i32) -> i32 {
  %z = vir.constant 0 : i32
  %c = vir.icmp sle %n, %z : i32
  vir.cond_br %c, ^done, ^more
^done:
  %v = vir.load %p : i32
  vir.return %v : i32
^more:
  %one = vir.constant 1 : i32
  %m = vir.sub %n, %one : i32
  %r = vir.call @rec(%p, %m) : (!vir.ptr, i32) -> i32
  vir.return %r : i32
}
vir.func @chain(%n: i32) -> i32 {
  %a = vir.alloca !vir.array<4 x i32>
  %v = vir.call @outer(%a) : (!vir.ptr) -> i32
  %w = vir.call @rec(%a, %n) : (!vir.ptr, i32) -> i32
  %s = vir.add %v, %w : i32
  vir.return %s : i32
}

// -----

vir.global private @keep : !vir.ptr = zeroinit
vir.func private @opaque(!vir.ptr)

// A parameter that is stored, returned, compared, passed to an unknown
// function or through a block, or given to a region barrier keeps its
// pointer; so does one passed on to such a parameter, and so does a
// recursive cycle one member of which keeps it. A slot passed to any of
// them escapes.
// CHECK-LABEL: vir.func private @no_stores(%arg0: !vir.ptr)
// CHECK-LABEL: vir.func private @no_returns(%arg0: !vir.ptr) -> !vir.ptr
// CHECK-LABEL: vir.func private @no_compares(%arg0: !vir.ptr, %arg1: !vir.ptr) -> i1
// CHECK-LABEL: vir.func private @no_unknown(%arg0: !vir.ptr)
// CHECK-LABEL: vir.func private @no_passes_on(%arg0: !vir.ptr)
// CHECK-LABEL: vir.func private @no_block(%arg0: !vir.ptr, %arg1: i1) -> i32
// CHECK-LABEL: vir.func private @no_region(%arg0: !vir.ptr) -> i32
// CHECK-LABEL: vir.func private @no_cycle_a(%arg0: !vir.ptr, %arg1: i32)
// CHECK-LABEL: vir.func private @no_cycle_b(%arg0: !vir.ptr, %arg1: i32)
// CHECK-LABEL: vir.func @no_callers(
// CHECK-COUNT-9: vir.alloca i32{{$}}
// CHECK-NOT: nocapture
// CHECK: vir.return
vir.func private @no_stores(%p: !vir.ptr) {
  %g = vir.addressof @keep : !vir.ptr
  vir.store %p, %g : !vir.ptr
  vir.return
}
vir.func private @no_returns(%p: !vir.ptr) -> !vir.ptr {
  %q = vir.gep %p[4] : i8
  vir.return %q : !vir.ptr
}
vir.func private @no_compares(%p: !vir.ptr, %q: !vir.ptr) -> i1 {
  %c = vir.icmp eq %p, %q : !vir.ptr
  vir.return %c : i1
}
vir.func private @no_unknown(%p: !vir.ptr) {
  vir.call @opaque(%p) : (!vir.ptr) -> ()
  vir.return
}
vir.func private @no_passes_on(%p: !vir.ptr) {
  vir.call @no_stores(%p) : (!vir.ptr) -> ()
  vir.return
}
vir.func private @no_block(%p: !vir.ptr, %c: i1) -> i32 {
  vir.cond_br %c, ^a(%p : !vir.ptr), ^a(%p : !vir.ptr)
^a(%q: !vir.ptr):
  %v = vir.load %q : i32
  vir.return %v : i32
}
vir.func private @no_region(%p: !vir.ptr) -> i32 {
  %r = vir.opaque_region(%p : !vir.ptr) -> (i32) {
  ^bb0(%pp: !vir.ptr):
    %v = vir.load %pp : i32
    vir.yield %v : i32
  }
  vir.return %r : i32
}
vir.func private @no_cycle_a(%p: !vir.ptr, %n: i32) {
  vir.call @no_cycle_b(%p, %n) : (!vir.ptr, i32) -> ()
  vir.return
}
vir.func private @no_cycle_b(%p: !vir.ptr, %n: i32) {
  %z = vir.constant 0 : i32
  %c = vir.icmp sgt %n, %z : i32
  vir.cond_br %c, ^again, ^leak
^again:
  %one = vir.constant 1 : i32
  %m = vir.sub %n, %one : i32
  vir.call @no_cycle_a(%p, %m) : (!vir.ptr, i32) -> ()
  vir.return
^leak:
  vir.call @no_stores(%p) : (!vir.ptr) -> ()
  vir.return
}
vir.func @no_callers(%c: i1, %n: i32) -> i32 {
  %s0 = vir.alloca i32
  %s1 = vir.alloca i32
  %s2 = vir.alloca i32
  %s3 = vir.alloca i32
  %s4 = vir.alloca i32
  %s5 = vir.alloca i32
  %s6 = vir.alloca i32
  %s7 = vir.alloca i32
  %s8 = vir.alloca i32
  vir.call @no_stores(%s0) : (!vir.ptr) -> ()
  %r = vir.call @no_returns(%s1) : (!vir.ptr) -> !vir.ptr
  %e = vir.call @no_compares(%s2, %s2) : (!vir.ptr, !vir.ptr) -> i1
  vir.call @no_unknown(%s3) : (!vir.ptr) -> ()
  vir.call @no_passes_on(%s4) : (!vir.ptr) -> ()
  %b = vir.call @no_block(%s5, %c) : (!vir.ptr, i1) -> i32
  %g = vir.call @no_region(%s6) : (!vir.ptr) -> i32
  vir.call @no_cycle_a(%s7, %n) : (!vir.ptr, i32) -> ()
  %f = vir.addressof @opaque : !vir.ptr
  vir.call %f(%s8) : (!vir.ptr) -> ()
  vir.return %b : i32
}

// -----

// A declaration's parameter does not keep its pointer when it carries an
// epoch-valid #vir.nocapture (here the importer's, from `captures(none)`)
// or the C library says so (strlen; not with libcalls=false). A variadic
// argument is never covered: the slot given to printf's `...` escapes.
// CHECK-LABEL: vir.func @declared(
// CHECK: vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK: vir.alloca !vir.array<8 x i8> {vir.traits = [#vir.nocapture]}
// CHECK: vir.alloca i32{{$}}
vir.func private @peek(!vir.ptr {vir.traits = [#vir.nocapture<origin = "llvm-ir">]}) -> i32
vir.func private @strlen(!vir.ptr) -> i64
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func @declared(%fmt: !vir.ptr) -> i64 {
  %a = vir.alloca i32
  %b = vir.alloca !vir.array<8 x i8>
  %c = vir.alloca i32
  %x = vir.call @peek(%a) : (!vir.ptr) -> i32
  %n = vir.call @strlen(%b) : (!vir.ptr) -> i64
  %p = vir.call @printf(%fmt, %c) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr) -> i32
  vir.return %n : i64
}

// -----

// A stale #vir.nocapture on a declaration's parameter vouches for nothing:
// the slot passed to it escapes. A stale one on a definition's parameter
// is replaced by a fresh one when the body still does not keep the
// pointer (never kept beside it).
// CHECK-LABEL: vir.func private @fresh(
// CHECK-SAME: %arg0: !vir.ptr {vir.traits = [#vir.nocapture<epoch = 3, origin = "vir-produce-traits">]}
// CHECK-LABEL: vir.func @stale(
// CHECK: vir.alloca i32{{$}}
// CHECK: vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 2>]}
vir.func private @stale_decl(!vir.ptr {vir.traits = [#vir.nocapture<epoch = 1>]}) attributes {epoch = 2}
vir.func private @fresh(%p: !vir.ptr {vir.traits = [#vir.nocapture<epoch = 1>]}) attributes {epoch = 3} {
  %z = vir.constant 0 : i32
  vir.store %z, %p : i32
  vir.return
}
vir.func @stale() attributes {epoch = 2} {
  %a = vir.alloca i32
  %b = vir.alloca i32
  vir.call @stale_decl(%a) : (!vir.ptr) -> ()
  vir.call @fresh(%b) : (!vir.ptr) -> ()
  vir.return
}

// -----

// Unoptimized code spills a parameter to a slot and loads it back: the
// pointers loaded from a slot that is only loaded and stored to are
// followed instead of the store. @fill keeps nothing. @stash stores what it
// loads back into a global, and @leak passes its spill slot's address to a
// call: both keep their pointer.
// CHECK-LABEL: vir.func private @fill(
// CHECK-SAME: %arg0: !vir.ptr {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">]}
// CHECK-LABEL: vir.func private @stash(
// CHECK-SAME: %arg0: !vir.ptr)
// CHECK-LABEL: vir.func private @leak(
// CHECK-SAME: %arg0: !vir.ptr)
// CHECK-LABEL: vir.func @spills(
// CHECK: %[[S:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK: vir.call @fill(%[[S]]) {arg_attrs = [{vir.traits = [#vir.nocapture<origin = "vir-produce-traits">, #vir.noalias<alias_scopes = ["vct.slot0"], {{[^>]*}}>]}]
// OFF-LABEL: vir.func private @fill(
// OFF-SAME: %arg0: !vir.ptr)
vir.global private @kept : !vir.ptr
vir.func private @unknown(!vir.ptr)
vir.func private @fill(%p: !vir.ptr) {
  %spill = vir.alloca !vir.ptr
  vir.store %p, %spill : !vir.ptr
  %q = vir.load %spill : !vir.ptr
  %c = vir.constant 7 : i32
  vir.store %c, %q : i32
  vir.return
}
vir.func private @stash(%p: !vir.ptr) {
  %spill = vir.alloca !vir.ptr
  vir.store %p, %spill : !vir.ptr
  %q = vir.load %spill : !vir.ptr
  %g = vir.addressof @kept : !vir.ptr
  vir.store %q, %g : !vir.ptr
  vir.return
}
vir.func private @leak(%p: !vir.ptr) {
  %spill = vir.alloca !vir.ptr
  vir.store %p, %spill : !vir.ptr
  vir.call @unknown(%spill) : (!vir.ptr) -> ()
  vir.return
}
vir.func @spills() -> i32 {
  %s = vir.alloca i32
  %t = vir.alloca i32
  %u = vir.alloca i32
  vir.call @fill(%s) : (!vir.ptr) -> ()
  vir.call @stash(%t) : (!vir.ptr) -> ()
  vir.call @leak(%u) : (!vir.ptr) -> ()
  %v = vir.load %s : i32
  vir.return %v : i32
}
