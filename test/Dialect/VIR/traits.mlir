// RUN: vct-mlir-opt %s | vct-mlir-opt | FileCheck %s
// RUN: vct-mlir-opt %s --mlir-print-op-generic | vct-mlir-opt | FileCheck %s

// Round trip of every VIR trait kind on a legal subject, via both printers.

vir.func private @callee(i32) -> i32
vir.func private @use2(!vir.ptr, !vir.ptr)

//===----------------------------------------------------------------------===//
// Call-edge requests
//===----------------------------------------------------------------------===//

// Every call-edge request kind on a vir.call, soft and strong.
// CHECK-LABEL: vir.func @call_requests(
// CHECK-SAME: %[[A:[^:]+]]: i32) -> i32 {
vir.func @call_requests(%a: i32) -> i32 {
  // CHECK-NEXT: %[[R0:.*]] = vir.call @callee(%[[A]]) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  %0 = vir.call @callee(%a) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  // CHECK-NEXT: %[[R1:.*]] = vir.call @callee(%[[R0]]) {vir.traits = [#vir.req<always_inline, strong>]} : (i32) -> i32
  %1 = vir.call @callee(%0) {vir.traits = [#vir.req<always_inline, strong>]} : (i32) -> i32
  // CHECK-NEXT: %[[R2:.*]] = vir.call @callee(%[[R1]]) {vir.traits = [#vir.req<no_inline, strong>]} : (i32) -> i32
  %2 = vir.call @callee(%1) {vir.traits = [#vir.req<no_inline, strong>]} : (i32) -> i32
  // CHECK-NEXT: %[[R3:.*]] = vir.call @callee(%[[R2]]) {vir.traits = [#vir.req<cold_call, soft>]} : (i32) -> i32
  %3 = vir.call @callee(%2) {vir.traits = [#vir.req<cold_call, soft>]} : (i32) -> i32
  // CHECK-NEXT: %[[R4:.*]] = vir.call @callee(%[[R3]]) {vir.traits = [#vir.req<likely_call, soft>]} : (i32) -> i32
  %4 = vir.call @callee(%3) {vir.traits = [#vir.req<likely_call, soft>]} : (i32) -> i32
  // CHECK-NEXT: %[[R5:.*]] = vir.call @callee(%[[R4]]) {vir.traits = [#vir.req<no_tail, strong>]} : (i32) -> i32
  %5 = vir.call @callee(%4) {vir.traits = [#vir.req<no_tail, strong>]} : (i32) -> i32
  // CHECK-NEXT: %[[R6:.*]] = vir.call @callee(%[[R5]]) {vir.traits = [#vir.req<inline, soft>, #vir.req<tail_call, soft>]} : (i32) -> i32
  %6 = vir.call @callee(%5) {vir.traits = [#vir.req<inline, soft>, #vir.req<tail_call, soft>]} : (i32) -> i32
  // CHECK-NEXT: %[[R7:.*]] = vir.call @callee(%[[R6]]) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  %7 = vir.call @callee(%6) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  // CHECK-NEXT: vir.return %[[R7]] : i32
  vir.return %7 : i32
}

// Call-edge requests on a function declaration apply to every call of it.
// CHECK: vir.func private @decl_no_inline(i32) attributes {vir.traits = [#vir.req<no_inline, strong>, #vir.req<cold_call, soft>]}{{$}}
vir.func private @decl_no_inline(i32) attributes {vir.traits = [#vir.req<no_inline, strong>, #vir.req<cold_call, soft>]}

// Call-edge requests on a function definition.
// CHECK-LABEL: vir.func @def_always_inline() attributes {vir.traits = [#vir.req<always_inline, strong>, #vir.req<likely_call, soft>]} {
// CHECK-NEXT: vir.return
vir.func @def_always_inline() attributes {vir.traits = [#vir.req<always_inline, strong>, #vir.req<likely_call, soft>]} {
  vir.return
}

//===----------------------------------------------------------------------===//
// Loop requests
//===----------------------------------------------------------------------===//

// Every loop request kind, with its parameter, on a loop's back-edge branch.
// CHECK-LABEL: vir.func @loop_requests(
// CHECK-SAME: %[[N:[^:]+]]: i32) {
vir.func @loop_requests(%n: i32) {
  // CHECK: vir.br ^[[HEADER:bb[0-9]+]](%{{.*}} : i32){{$}}
  // CHECK: ^[[HEADER]](%{{.*}}: i32):
  // CHECK: vir.br ^[[HEADER]](%{{.*}} : i32) {vir.traits = [
  // CHECK-SAME: #vir.req<unroll, soft, factor = 4>,
  // CHECK-SAME: #vir.req<interleave, strong, factor = 2>,
  // CHECK-SAME: #vir.req<peel, soft, count = 1>,
  // CHECK-SAME: #vir.req<rotate, soft>,
  // CHECK-SAME: #vir.req<unswitch, strong>,
  // CHECK-SAME: #vir.req<distribute, soft>,
  // CHECK-SAME: #vir.req<fuse, soft>,
  // CHECK-SAME: #vir.req<jam, soft, factor = 2>,
  // CHECK-SAME: #vir.req<licm, strong>,
  // CHECK-SAME: #vir.req<vectorize, strong, width = 8>]}{{$}}
  %zero = vir.constant 0 : i32
  vir.br ^header(%zero : i32)
^header(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %one = vir.constant 1 : i32
  %next = vir.add %i, %one nsw : i32
  vir.br ^header(%next : i32) {vir.traits = [#vir.req<unroll, soft, factor = 4>, #vir.req<interleave, strong, factor = 2>, #vir.req<peel, soft, count = 1>, #vir.req<rotate, soft>, #vir.req<unswitch, strong>, #vir.req<distribute, soft>, #vir.req<fuse, soft>, #vir.req<jam, soft, factor = 2>, #vir.req<licm, strong>, #vir.req<vectorize, strong, width = 8>]}
^exit:
  vir.return
}

// Loop requests on a cond_br self-loop and on a switch back to its own block.
// CHECK-LABEL: vir.func @loop_requests_cond(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32) {
vir.func @loop_requests_cond(%c: i1, %x: i32) {
  // CHECK-NEXT: vir.br ^[[LOOP:bb[0-9]+]]{{$}}
  vir.br ^loop
// CHECK-NEXT: ^[[LOOP]]:
^loop:
  // CHECK-NEXT: vir.cond_br %[[C]], ^[[LOOP]], ^[[SW:bb[0-9]+]] {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>]}{{$}}
  vir.cond_br %c, ^loop, ^sw {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>]}
// CHECK-NEXT: ^[[SW]]:
^sw:
  // CHECK-NEXT: vir.switch %[[X]] : i32, [
  // CHECK-NEXT:   default: ^[[EXIT:bb[0-9]+]],
  // CHECK-NEXT:   1: ^[[SW]]
  // CHECK-NEXT: ] {vir.traits = [#vir.req<peel, strong, count = 2>]}{{$}}
  vir.switch %x : i32, [
    default: ^exit,
    1: ^sw
  ] {vir.traits = [#vir.req<peel, strong, count = 2>]}
// CHECK-NEXT: ^[[EXIT]]:
^exit:
  // CHECK-NEXT: vir.return
  vir.return
}

//===----------------------------------------------------------------------===//
// Block requests
//===----------------------------------------------------------------------===//

// hot_path and cold_path on the terminators of the blocks they describe.
// CHECK-LABEL: vir.func @block_requests(
// CHECK-SAME: %[[C:[^:]+]]: i1) {
vir.func @block_requests(%c: i1) {
  // CHECK-NEXT: vir.cond_br %[[C]], ^[[HOT:bb[0-9]+]], ^[[COLD:bb[0-9]+]] {vir.traits = [#vir.req<hot_path, soft>]}{{$}}
  vir.cond_br %c, ^hot, ^cold {vir.traits = [#vir.req<hot_path, soft>]}
// CHECK-NEXT: ^[[HOT]]:
^hot:
  // CHECK-NEXT: vir.return {vir.traits = [#vir.req<hot_path, strong>]}{{$}}
  vir.return {vir.traits = [#vir.req<hot_path, strong>]}
// CHECK-NEXT: ^[[COLD]]:
^cold:
  // CHECK-NEXT: vir.br ^[[DEAD:bb[0-9]+]] {vir.traits = [#vir.req<cold_path, soft>]}{{$}}
  vir.br ^dead {vir.traits = [#vir.req<cold_path, soft>]}
// CHECK-NEXT: ^[[DEAD]]:
^dead:
  // CHECK-NEXT: vir.unreachable {vir.traits = [#vir.req<cold_path, strong>]}{{$}}
  vir.unreachable {vir.traits = [#vir.req<cold_path, strong>]}
}

//===----------------------------------------------------------------------===//
// Property requests and value facts
//===----------------------------------------------------------------------===//

// loop_invariant, range, assume on integers; assume<ne, 0> on pointers.
// CHECK-LABEL: vir.func @value_facts(
// CHECK-SAME: %[[A:[^:]+]]: i32 {vir.traits = [#vir.range<-5, 100>]},
// CHECK-SAME: %[[B:[^:]+]]: i8 {vir.traits = [#vir.assume<ult, 200>, #vir.range<0, 50>]},
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr {vir.traits = [#vir.assume<ne, 0>]}) -> i32 {
vir.func @value_facts(%a: i32 {vir.traits = [#vir.range<-5, 100>]},
                      %b: i8 {vir.traits = [#vir.assume<ult, 200>, #vir.range<0, 50>]},
                      %p: !vir.ptr {vir.traits = [#vir.assume<ne, 0>]}) -> i32 {
  // CHECK-NEXT: %[[SUM:.*]] = vir.add %[[A]], %[[A]] {vir.traits = [#vir.loop_invariant]} : i32
  %sum = vir.add %a, %a {vir.traits = [#vir.loop_invariant]} : i32
  // CHECK-NEXT: %[[L:.*]] = vir.load %[[P]] {vir.traits = [#vir.range<0, 9>, #vir.assume<ne, 3>]} : i32
  %l = vir.load %p {vir.traits = [#vir.range<0, 9>, #vir.assume<ne, 3>]} : i32
  // CHECK-NEXT: %{{.*}} = vir.zext %[[B]] {vir.traits = [#vir.assume<sge, -1>]} : i8 to i64
  %w = vir.zext %b {vir.traits = [#vir.assume<sge, -1>]} : i8 to i64
  // CHECK-NEXT: %{{.*}} = vir.icmp eq %[[SUM]], %[[L]] {vir.traits = [#vir.assume<eq, 1>]} : i32
  %e = vir.icmp eq %sum, %l {vir.traits = [#vir.assume<eq, 1>]} : i32
  // CHECK-NEXT: %{{.*}} = vir.load %[[P]] {vir.traits = [#vir.assume<ne, 0>, #vir.loop_invariant]} : !vir.ptr
  %q = vir.load %p {vir.traits = [#vir.assume<ne, 0>, #vir.loop_invariant]} : !vir.ptr
  // CHECK-NEXT: %{{.*}} = vir.gep inbounds %[[P]][1] {vir.traits = [#vir.assume<eq, 0>]} : i32
  %g = vir.gep inbounds %p[1] {vir.traits = [#vir.assume<eq, 0>]} : i32
  // CHECK-NEXT: vir.return %[[SUM]] : i32
  vir.return %sum : i32
}

//===----------------------------------------------------------------------===//
// Memory facts
//===----------------------------------------------------------------------===//

// tbaa (the C access type and its ancestors) on loads and stores.
// CHECK-LABEL: vir.func @tbaa(
// CHECK: vir.load %{{.*}} {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
// CHECK: vir.store %{{.*}}, %{{.*}} {vir.traits = [#vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"], epoch = 2, origin = "vir-produce-traits">]} : f32
vir.func @tbaa(%p: !vir.ptr, %f: f32) -> i32 attributes {epoch = 2 : i64} {
  %v = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
  vir.store %f, %p {vir.traits = [#vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"], epoch = 2, origin = "vir-produce-traits">]} : f32
  vir.return %v : i32
}

// noalias on every memory access; restrict with and without a scope.
// CHECK-LABEL: vir.func @noalias(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr {vir.traits = [#vir.restrict]},
// CHECK-SAME: %[[Q:[^:]+]]: !vir.ptr {vir.traits = [#vir.restrict<scope = "b">]},
// CHECK-SAME: %[[N:[^:]+]]: i64)
// CHECK-SAME: attributes {alias_scopes = ["a", "b"]} {
vir.func @noalias(%p: !vir.ptr {vir.traits = [#vir.restrict]},
                  %q: !vir.ptr {vir.traits = [#vir.restrict<scope = "b">]},
                  %n: i64) attributes {alias_scopes = ["a", "b"]} {
  // CHECK-NEXT: %[[V:.*]] = vir.load %[[P]] {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  %v = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  // CHECK-NEXT: vir.store %[[V]], %[[Q]] {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  vir.store %v, %q {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  // CHECK-NEXT: vir.memcpy %[[P]], %[[Q]], %[[N]] {vir.traits = [#vir.noalias<alias_scopes = ["a", "b"]>]} : i64
  vir.memcpy %p, %q, %n {vir.traits = [#vir.noalias<alias_scopes = ["a", "b"]>]} : i64
  // CHECK-NEXT: vir.memmove %[[P]], %[[Q]], %[[N]] {vir.traits = [#vir.noalias<noalias_scopes = ["a"]>]} : i64
  vir.memmove %p, %q, %n {vir.traits = [#vir.noalias<noalias_scopes = ["a"]>]} : i64
  // CHECK-NEXT: %[[B:.*]] = vir.constant 0 : i8
  %b = vir.constant 0 : i8
  // CHECK-NEXT: vir.memset %[[P]], %[[B]], %[[N]] {vir.traits = [#vir.noalias<alias_scopes = ["a"]>]} : i64
  vir.memset %p, %b, %n {vir.traits = [#vir.noalias<alias_scopes = ["a"]>]} : i64
  // CHECK-NEXT: vir.call @use2(%[[P]], %[[Q]]) {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : (!vir.ptr, !vir.ptr) -> ()
  vir.call @use2(%p, %q) {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: %{{.*}} = vir.gep %[[P]][4] {vir.traits = [#vir.restrict<scope = "a">]} : i8
  %r = vir.gep %p[4] {vir.traits = [#vir.restrict<scope = "a">]} : i8
  // CHECK-NEXT: vir.return
  vir.return
}

// nocapture on alloca, function and call pointer args; dereferenceable.
// CHECK-LABEL: vir.func @nocapture(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr {vir.traits = [#vir.nocapture, #vir.dereferenceable<16>]}) {
vir.func @nocapture(%p: !vir.ptr {vir.traits = [#vir.nocapture, #vir.dereferenceable<16>]}) {
  // CHECK-NEXT: %[[SLOT:.*]] = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  %slot = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  // CHECK-NEXT: %[[D:.*]] = vir.load %[[P]] {vir.traits = [#vir.dereferenceable<8>]} : !vir.ptr
  %d = vir.load %p {vir.traits = [#vir.dereferenceable<8>]} : !vir.ptr
  // CHECK-NEXT: vir.call @use2(%[[P]], %[[D]]) {arg_attrs = [{vir.traits = [#vir.nocapture]}, {}]} : (!vir.ptr, !vir.ptr) -> ()
  vir.call @use2(%p, %d) {arg_attrs = [{vir.traits = [#vir.nocapture]}, {}]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: vir.return
  vir.return
}

// readonly as a region-level fact on a declaration and its pointer arg.
// CHECK: vir.func private @readonly_decl(!vir.ptr {vir.traits = [#vir.readonly]}, i32) -> i32 attributes {vir.traits = [#vir.readonly]}{{$}}
vir.func private @readonly_decl(!vir.ptr {vir.traits = [#vir.readonly]}, i32) -> i32 attributes {vir.traits = [#vir.readonly]}

// writeonly on a definition and its pointer argument, readonly on another.
// CHECK-LABEL: vir.func @writeonly_def(
// CHECK-SAME: %[[DST:[^:]+]]: !vir.ptr {vir.traits = [#vir.writeonly, #vir.nocapture]},
// CHECK-SAME: %[[SRC:[^:]+]]: !vir.ptr {vir.traits = [#vir.readonly]})
// CHECK-SAME: attributes {vir.traits = [#vir.writeonly]} {
vir.func @writeonly_def(%dst: !vir.ptr {vir.traits = [#vir.writeonly, #vir.nocapture]},
                        %src: !vir.ptr {vir.traits = [#vir.readonly]}) attributes {vir.traits = [#vir.writeonly]} {
  // CHECK-NEXT: %[[C:.*]] = vir.constant 7 : i32
  // CHECK-NEXT: vir.store %[[C]], %[[DST]] : i32
  %c = vir.constant 7 : i32
  vir.store %c, %dst : i32
  vir.return
}

// noread/nowrite as access-edge facts on a call and its pointer arguments.
// CHECK-LABEL: vir.func @access_edge(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr) {
vir.func @access_edge(%p: !vir.ptr, %q: !vir.ptr) {
  // CHECK-NEXT: vir.call @use2(%[[P]], %[[Q]]) {vir.traits = [#vir.noread, #vir.nowrite]} : (!vir.ptr, !vir.ptr) -> ()
  vir.call @use2(%p, %q) {vir.traits = [#vir.noread, #vir.nowrite]} : (!vir.ptr, !vir.ptr) -> ()
  // The tail-call pass's fact on a call, with its stamp.
  // CHECK-NEXT: vir.call @use2(%[[P]], %[[Q]]) {vir.traits = [#vir.tail<origin = "tail-call">]} : (!vir.ptr, !vir.ptr) -> ()
  vir.call @use2(%p, %q) {vir.traits = [#vir.tail<origin = "tail-call">]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: vir.call @use2(%[[P]], %[[Q]]) {arg_attrs = [{vir.traits = [#vir.nocapture, #vir.noread]}, {vir.traits = [#vir.nowrite]}], vir.traits = [#vir.nowrite]} : (!vir.ptr, !vir.ptr) -> ()
  vir.call @use2(%p, %q) {arg_attrs = [{vir.traits = [#vir.nocapture, #vir.noread]}, {vir.traits = [#vir.nowrite]}], vir.traits = [#vir.nowrite]} : (!vir.ptr, !vir.ptr) -> ()
  // What a library call computes, with the trait producer's stamp.
  // CHECK-NEXT: vir.call @strlen(%[[P]]) {vir.traits = [#vir.libcall<"strlen", origin = "vir-produce-traits">, #vir.nowrite]} : (!vir.ptr) -> i64
  %n = vir.call @strlen(%p) {vir.traits = [#vir.libcall<"strlen", origin = "vir-produce-traits">, #vir.nowrite]} : (!vir.ptr) -> i64
  // The address of a constant global, immutable.
  // CHECK-NEXT: vir.addressof @strlen {vir.traits = [#vir.immutable<origin = "vir-produce-traits">]} : !vir.ptr
  %t = vir.addressof @strlen {vir.traits = [#vir.immutable<origin = "vir-produce-traits">]} : !vir.ptr
  // CHECK-NEXT: vir.return
  vir.return
}
vir.func private @strlen(!vir.ptr) -> i64

//===----------------------------------------------------------------------===//
// Epochs and origins
//===----------------------------------------------------------------------===//

// Function at epoch 2, traits at epoch 2 (valid) and 1 (stale, legal).
// CHECK-LABEL: vir.func @epochs(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr {vir.traits = [#vir.nocapture<epoch = 2>, #vir.dereferenceable<4, epoch = 1, origin = "inliner">]},
// CHECK-SAME: %[[A:[^:]+]]: i32 {vir.traits = [#vir.range<0, 7, epoch = 2, origin = "sccp">]})
// CHECK-SAME: attributes {alias_scopes = ["s"], epoch = 2 : i64, vir.traits = [#vir.readonly<epoch = 1>, #vir.req<inline, strong, epoch = 2, origin = "frontend">]} {
vir.func @epochs(%p: !vir.ptr {vir.traits = [#vir.nocapture<epoch = 2>, #vir.dereferenceable<4, epoch = 1, origin = "inliner">]},
                 %a: i32 {vir.traits = [#vir.range<0, 7, epoch = 2, origin = "sccp">]})
    attributes {epoch = 2, alias_scopes = ["s"], vir.traits = [#vir.readonly<epoch = 1>, #vir.req<inline, strong, epoch = 2, origin = "frontend">]} {
  // CHECK-NEXT: %[[V:.*]] = vir.load %[[P]] {vir.traits = [#vir.noalias<alias_scopes = ["s"], epoch = 1>, #vir.assume<slt, 10, epoch = 2>]} : i32
  %v = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["s"], epoch = 1>, #vir.assume<slt, 10, epoch = 2>]} : i32
  // CHECK-NEXT: %[[M:.*]] = vir.mul %[[V]], %[[A]] {vir.traits = [#vir.loop_invariant<epoch = 1, origin = "licm">]} : i32
  %m = vir.mul %v, %a {vir.traits = [#vir.loop_invariant<epoch = 1, origin = "licm">]} : i32
  // CHECK-NEXT: %{{.*}} = vir.call @callee(%[[M]]) {vir.traits = [#vir.req<no_inline, soft, epoch = 1>, #vir.noread<epoch = 2>, #vir.nowrite<origin = "fe">]} : (i32) -> i32
  %r = vir.call @callee(%m) {vir.traits = [#vir.req<no_inline, soft, epoch = 1>, #vir.noread<epoch = 2>, #vir.nowrite<epoch = 0, origin = "fe">]} : (i32) -> i32
  // CHECK-NEXT: %{{.*}} = vir.gep %[[P]][2] {vir.traits = [#vir.restrict<scope = "s", epoch = 2, origin = "fe">]} : i32
  %g = vir.gep %p[2] {vir.traits = [#vir.restrict<scope = "s", epoch = 2, origin = "fe">]} : i32
  // CHECK-NEXT: %{{.*}} = vir.alloca i8 {vir.traits = [#vir.nocapture<epoch = 1>]}
  %s = vir.alloca i8 {vir.traits = [#vir.nocapture<epoch = 1>]}
  // CHECK-NEXT: vir.br ^[[LOOP:bb[0-9]+]]{{$}}
  vir.br ^loop
// CHECK-NEXT: ^[[LOOP]]:
^loop:
  // CHECK-NEXT: vir.br ^[[LOOP]] {vir.traits = [#vir.req<unroll, strong, factor = 8, epoch = 1, origin = "pragma">, #vir.req<vectorize, soft, width = 4, epoch = 2>]}{{$}}
  vir.br ^loop {vir.traits = [#vir.req<unroll, strong, factor = 8, epoch = 1, origin = "pragma">, #vir.req<vectorize, soft, width = 4, epoch = 2>]}
}

// Func-level writeonly at a non-zero epoch, and call-arg traits with stamps.
// CHECK-LABEL: vir.func @epochs_call_args(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr) attributes {epoch = 3 : i64, vir.traits = [#vir.writeonly<epoch = 3>]} {
vir.func @epochs_call_args(%p: !vir.ptr) attributes {epoch = 3, vir.traits = [#vir.writeonly<epoch = 3>]} {
  // CHECK-NEXT: vir.call @use2(%[[P]], %[[P]]) {arg_attrs = [{vir.traits = [#vir.nocapture<epoch = 3>]}, {vir.traits = [#vir.noread<epoch = 2, origin = "fe">]}]} : (!vir.ptr, !vir.ptr) -> ()
  vir.call @use2(%p, %p) {arg_attrs = [{vir.traits = [#vir.nocapture<epoch = 3>]}, {vir.traits = [#vir.noread<epoch = 2, origin = "fe">]}]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: vir.return
  vir.return
}
