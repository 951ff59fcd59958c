// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// LLVM IR export of epoch-valid traits as LLVM attributes and metadata, and
// proof that stale traits (stamped at an older epoch than their function's)
// are not mapped: each @no_... case carries only stale traits and must come
// out plain.

vir.func private @use2(!vir.ptr, !vir.ptr)
vir.func private @callee(i32) -> i32
vir.func private @sink()

//===----------------------------------------------------------------------===//
// #vir.noalias: alias.scope / noalias metadata
//===----------------------------------------------------------------------===//

// Every access kind carries its scopes; the function's declared scope names
// become LLVM scopes of one domain named after the function.
// CHECK-LABEL: define {{.*}} @noalias_scopes(
// CHECK-SAME: ptr %[[P:[0-9]+]], ptr %[[Q:[0-9]+]], i64 %[[N:[0-9]+]])
vir.func @noalias_scopes(%p: !vir.ptr, %q: !vir.ptr, %n: i64) attributes {alias_scopes = ["a", "b"]} {
  // CHECK-NEXT: %[[V:[0-9]+]] = load i32, ptr %[[P]], align 4, !alias.scope ![[$LIST_A:[0-9]+]], !noalias ![[$LIST_B:[0-9]+]]{{$}}
  %v = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  // CHECK-NEXT: store i32 %[[V]], ptr %[[Q]], align 4, !alias.scope ![[$LIST_B]], !noalias ![[$LIST_A]]{{$}}
  vir.store %v, %q {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
  // CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %[[P]], ptr %[[Q]], i64 %[[N]], i1 false), !alias.scope ![[$LIST_AB:[0-9]+]]{{$}}
  vir.memcpy %p, %q, %n {vir.traits = [#vir.noalias<alias_scopes = ["a", "b"]>]} : i64
  // CHECK-NEXT: call void @llvm.memmove.p0.p0.i64(ptr %[[P]], ptr %[[Q]], i64 %[[N]], i1 false), !noalias ![[$LIST_A]]{{$}}
  vir.memmove %p, %q, %n {vir.traits = [#vir.noalias<noalias_scopes = ["a"]>]} : i64
  %b = vir.constant 0 : i8
  // CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %[[P]], i8 0, i64 %[[N]], i1 false), !alias.scope ![[$LIST_A]]{{$}}
  vir.memset %p, %b, %n {vir.traits = [#vir.noalias<alias_scopes = ["a"]>]} : i64
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr %[[Q]]), !alias.scope ![[$LIST_A]], !noalias ![[$LIST_B]]{{$}}
  vir.call @use2(%p, %q) {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: ret void
  vir.return
}

// Another function's scope "a" is a distinct scope in a distinct domain.
// CHECK-LABEL: define {{.*}} @noalias_other_domain(
// CHECK-SAME: ptr %[[P:[0-9]+]])
vir.func @noalias_other_domain(%p: !vir.ptr) -> i32 attributes {alias_scopes = ["a"]} {
  // CHECK-NEXT: %[[V:[0-9]+]] = load i32, ptr %[[P]], align 4, !alias.scope ![[$OTHER_LIST_A:[0-9]+]]{{$}}
  %v = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["a"]>]} : i32
  // CHECK-NEXT: ret i32 %[[V]]
  vir.return %v : i32
}

// A stale noalias trait gives no metadata, while a valid one in the same
// function (epoch 3) does.
// CHECK-LABEL: define {{.*}} @no_noalias_stale(
// CHECK-SAME: ptr %[[P:[0-9]+]], ptr %[[Q:[0-9]+]], i64 %[[N:[0-9]+]])
vir.func @no_noalias_stale(%p: !vir.ptr, %q: !vir.ptr, %n: i64) attributes {epoch = 3, alias_scopes = ["s", "t"]} {
  // CHECK-NEXT: %[[V:[0-9]+]] = load i32, ptr %[[P]], align 4{{$}}
  %v = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["s"], noalias_scopes = ["t"], epoch = 2>]} : i32
  // CHECK-NEXT: store i32 %[[V]], ptr %[[Q]], align 4{{$}}
  vir.store %v, %q {vir.traits = [#vir.noalias<alias_scopes = ["t"], noalias_scopes = ["s"]>]} : i32
  // CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %[[P]], ptr %[[Q]], i64 %[[N]], i1 false){{$}}
  vir.memcpy %p, %q, %n {vir.traits = [#vir.noalias<alias_scopes = ["s"], epoch = 1>]} : i64
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr %[[Q]]){{$}}
  vir.call @use2(%p, %q) {vir.traits = [#vir.noalias<alias_scopes = ["s"], noalias_scopes = ["t"], epoch = 2>]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: store i32 %[[V]], ptr %[[P]], align 4, !alias.scope ![[$LIST_S3:[0-9]+]]{{$}}
  vir.store %v, %p {vir.traits = [#vir.noalias<alias_scopes = ["s"], epoch = 3>]} : i32
  // CHECK-NEXT: ret void
  vir.return
}

//===----------------------------------------------------------------------===//
// Argument facts
//===----------------------------------------------------------------------===//

// restrict → noalias, nocapture → captures(none), dereferenceable<16> →
// dereferenceable(16), readonly/writeonly → readonly/writeonly.
// CHECK-LABEL: define {{.*}} @arg_facts(
// CHECK-SAME: ptr noalias %{{[0-9]+}},
// CHECK-SAME: ptr captures(none) %{{[0-9]+}},
// CHECK-SAME: ptr dereferenceable(16) %{{[0-9]+}},
// CHECK-SAME: ptr readonly %{{[0-9]+}},
// CHECK-SAME: ptr writeonly %{{[0-9]+}},
// CHECK-SAME: ptr noalias writeonly captures(none) dereferenceable(8) %{{[0-9]+}},
// CHECK-SAME: i32 %{{[0-9]+}}) {
vir.func @arg_facts(%restrict: !vir.ptr {vir.traits = [#vir.restrict]},
                    %nocapture: !vir.ptr {vir.traits = [#vir.nocapture]},
                    %deref: !vir.ptr {vir.traits = [#vir.dereferenceable<16>]},
                    %ro: !vir.ptr {vir.traits = [#vir.readonly]},
                    %wo: !vir.ptr {vir.traits = [#vir.writeonly]},
                    %all: !vir.ptr {vir.traits = [#vir.restrict, #vir.nocapture, #vir.dereferenceable<8>, #vir.writeonly]},
                    %plain: i32) {
  // CHECK-NEXT: ret void
  vir.return
}

// Argument facts on a declaration.
// CHECK-DAG: declare i32 @decl_arg_facts(ptr noalias readonly captures(none) dereferenceable(4), i32){{$}}
vir.func private @decl_arg_facts(!vir.ptr {vir.traits = [#vir.restrict, #vir.readonly, #vir.nocapture, #vir.dereferenceable<4>]}, i32) -> i32

// Valid argument facts stamped at the function's non-zero epoch.
// CHECK-LABEL: define {{.*}} @arg_facts_current_epoch(
// CHECK-SAME: ptr noalias readonly captures(none) %{{[0-9]+}}) {
vir.func @arg_facts_current_epoch(%p: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>, #vir.nocapture<epoch = 2, origin = "function-attrs">, #vir.readonly<epoch = 2>]}) attributes {epoch = 2} {
  // CHECK-NEXT: ret void
  vir.return
}

// A stale restrict argument is not noalias.
// CHECK-LABEL: define {{.*}} @no_restrict_stale(
// CHECK-SAME: ptr %{{[0-9]+}}) {
vir.func @no_restrict_stale(%p: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]}) attributes {epoch = 2} {
  vir.return
}

// A stale nocapture argument is not captures(none).
// CHECK-LABEL: define {{.*}} @no_nocapture_stale(
// CHECK-SAME: ptr %{{[0-9]+}}) {
vir.func @no_nocapture_stale(%p: !vir.ptr {vir.traits = [#vir.nocapture]}) attributes {epoch = 1} {
  vir.return
}

// A stale dereferenceable argument is not dereferenceable.
// CHECK-LABEL: define {{.*}} @no_dereferenceable_stale(
// CHECK-SAME: ptr %{{[0-9]+}}) {
vir.func @no_dereferenceable_stale(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<16, epoch = 4, origin = "inliner">]}) attributes {epoch = 5} {
  vir.return
}

// Stale readonly/writeonly arguments are neither readonly nor writeonly.
// CHECK-LABEL: define {{.*}} @no_readonly_writeonly_arg_stale(
// CHECK-SAME: ptr %{{[0-9]+}}, ptr %{{[0-9]+}}) {
vir.func @no_readonly_writeonly_arg_stale(%r: !vir.ptr {vir.traits = [#vir.readonly<epoch = 1>]},
                                          %w: !vir.ptr {vir.traits = [#vir.writeonly<epoch = 2>]}) attributes {epoch = 3} {
  vir.return
}

// Only the valid trait of an argument with a mix of valid and stale ones is
// mapped.
// CHECK-LABEL: define {{.*}} @no_stale_among_valid(
// CHECK-SAME: ptr captures(none) %{{[0-9]+}}) {
vir.func @no_stale_among_valid(%p: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>, #vir.nocapture<epoch = 2>, #vir.dereferenceable<16, epoch = 1>]}) attributes {epoch = 2} {
  vir.return
}

//===----------------------------------------------------------------------===//
// Function effects: memory(read) / memory(write) / memory(none)
//===----------------------------------------------------------------------===//

// readonly function → memory(read).
// CHECK-LABEL: define {{.*}} @readonly_fn(
// CHECK-SAME: ptr %{{[0-9]+}}) #[[$READ:[0-9]+]] {
vir.func @readonly_fn(%p: !vir.ptr) -> i32 attributes {vir.traits = [#vir.readonly]} {
  %v = vir.load %p : i32
  vir.return %v : i32
}

// writeonly function → memory(write).
// CHECK-LABEL: define {{.*}} @writeonly_fn(
// CHECK-SAME: ptr %{{[0-9]+}}) #[[$WRITE:[0-9]+]] {
vir.func @writeonly_fn(%p: !vir.ptr) attributes {vir.traits = [#vir.writeonly]} {
  %c = vir.constant 1 : i32
  vir.store %c, %p : i32
  vir.return
}

// readonly and writeonly function → memory(none).
// CHECK-LABEL: define {{.*}} @readnone_fn(
// CHECK-SAME: i32 %{{[0-9]+}}) #[[$NONE:[0-9]+]] {
vir.func @readnone_fn(%a: i32) -> i32 attributes {vir.traits = [#vir.readonly, #vir.writeonly]} {
  vir.return %a : i32
}

// readonly function declaration, with a readonly argument.
// CHECK-DAG: declare i32 @readonly_decl(ptr readonly, i32) #[[$READ]]{{$}}
vir.func private @readonly_decl(!vir.ptr {vir.traits = [#vir.readonly]}, i32) -> i32 attributes {vir.traits = [#vir.readonly]}

// A stale readonly function has no memory attribute.
// CHECK-LABEL: define {{.*}} @no_readonly_fn_stale(
// CHECK-SAME: ptr %{{[0-9]+}}) {
vir.func @no_readonly_fn_stale(%p: !vir.ptr) -> i32 attributes {epoch = 1, vir.traits = [#vir.readonly]} {
  %v = vir.load %p : i32
  vir.return %v : i32
}

// A stale writeonly function has no memory attribute.
// CHECK-LABEL: define {{.*}} @no_writeonly_fn_stale(
// CHECK-SAME: ptr %{{[0-9]+}}) {
vir.func @no_writeonly_fn_stale(%p: !vir.ptr) attributes {epoch = 4, vir.traits = [#vir.writeonly<epoch = 3>]} {
  %c = vir.constant 1 : i32
  vir.store %c, %p : i32
  vir.return
}

// With a stale writeonly and a valid readonly the function is only
// memory(read), not memory(none).
// CHECK-LABEL: define {{.*}} @no_readnone_half_stale(
// CHECK-SAME: ptr %{{[0-9]+}}) #[[$READ]] {
vir.func @no_readnone_half_stale(%p: !vir.ptr) -> i32 attributes {epoch = 2, vir.traits = [#vir.readonly<epoch = 2>, #vir.writeonly<epoch = 1>]} {
  %v = vir.load %p : i32
  vir.return %v : i32
}

//===----------------------------------------------------------------------===//
// Call-edge effects: call-site memory attribute and argument attributes
//===----------------------------------------------------------------------===//

// noread → memory(write), nowrite → memory(read), both → memory(none), on
// the call site.
// CHECK-LABEL: define {{.*}} @call_effects(
// CHECK-SAME: ptr %[[P:[0-9]+]], ptr %[[Q:[0-9]+]])
vir.func @call_effects(%p: !vir.ptr, %q: !vir.ptr) {
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr %[[Q]]) #[[$WRITE]]{{$}}
  vir.call @use2(%p, %q) {vir.traits = [#vir.noread]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr %[[Q]]) #[[$READ]]{{$}}
  vir.call @use2(%p, %q) {vir.traits = [#vir.nowrite]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr %[[Q]]) #[[$NONE]]{{$}}
  vir.call @use2(%p, %q) {vir.traits = [#vir.noread, #vir.nowrite]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: ret void
  vir.return
}

// Call-argument traits: nocapture → captures(none), noread → writeonly,
// nowrite → readonly, dereferenceable → dereferenceable; an argument without
// traits stays plain.
// CHECK-LABEL: define {{.*}} @call_arg_facts(
// CHECK-SAME: ptr %[[P:[0-9]+]], ptr %[[Q:[0-9]+]])
vir.func @call_arg_facts(%p: !vir.ptr, %q: !vir.ptr) {
  // CHECK-NEXT: call void @use2(ptr writeonly captures(none) %[[P]], ptr readonly dereferenceable(8) %[[Q]]){{$}}
  vir.call @use2(%p, %q) {arg_attrs = [{vir.traits = [#vir.nocapture, #vir.noread]}, {vir.traits = [#vir.nowrite, #vir.dereferenceable<8>]}]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr captures(none) %[[Q]]){{$}}
  vir.call @use2(%p, %q) {arg_attrs = [{}, {vir.traits = [#vir.nocapture]}]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: ret void
  vir.return
}

// noread and nowrite together on a call argument are LLVM's readnone (its
// readonly and writeonly together are invalid: issue 13, the backend
// printed LLVM's verifier text and exited 1).
// CHECK-LABEL: define {{.*}} @call_arg_readnone(
// CHECK-SAME: ptr %[[P:[0-9]+]], ptr %[[Q:[0-9]+]])
vir.func @call_arg_readnone(%p: !vir.ptr, %q: !vir.ptr) {
  // CHECK-NEXT: call void @use2(ptr readnone %[[P]], ptr %[[Q]]){{$}}
  vir.call @use2(%p, %q) {arg_attrs = [{vir.traits = [#vir.noread, #vir.nowrite]}, {}]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: ret void
  vir.return
}

// So are readonly and writeonly together on a function's pointer argument.
// CHECK-LABEL: define {{.*}} @arg_readnone(
// CHECK-SAME: ptr readnone %{{[0-9]+}}) {
vir.func @arg_readnone(%p: !vir.ptr {vir.traits = [#vir.readonly, #vir.writeonly]}) {
  vir.return
}

// Stale call effects give no call-site memory attribute.
// CHECK-LABEL: define {{.*}} @no_call_effects_stale(
// CHECK-SAME: ptr %[[P:[0-9]+]], ptr %[[Q:[0-9]+]])
vir.func @no_call_effects_stale(%p: !vir.ptr, %q: !vir.ptr) attributes {epoch = 2} {
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr %[[Q]]){{$}}
  vir.call @use2(%p, %q) {vir.traits = [#vir.noread<epoch = 1>]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr %[[Q]]){{$}}
  vir.call @use2(%p, %q) {vir.traits = [#vir.nowrite]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr %[[Q]]) #[[$WRITE]]{{$}}
  vir.call @use2(%p, %q) {vir.traits = [#vir.noread<epoch = 2>, #vir.nowrite<epoch = 1>]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: ret void
  vir.return
}

// Stale call-argument traits give no argument attributes.
// CHECK-LABEL: define {{.*}} @no_call_arg_facts_stale(
// CHECK-SAME: ptr %[[P:[0-9]+]], ptr %[[Q:[0-9]+]])
vir.func @no_call_arg_facts_stale(%p: !vir.ptr, %q: !vir.ptr) attributes {epoch = 3} {
  // CHECK-NEXT: call void @use2(ptr %[[P]], ptr %[[Q]]){{$}}
  vir.call @use2(%p, %q) {arg_attrs = [{vir.traits = [#vir.nocapture<epoch = 1>, #vir.noread<epoch = 2>]}, {vir.traits = [#vir.nowrite, #vir.dereferenceable<8, epoch = 2>]}]} : (!vir.ptr, !vir.ptr) -> ()
  // CHECK-NEXT: ret void
  vir.return
}

//===----------------------------------------------------------------------===//
// Tail-call requests
//===----------------------------------------------------------------------===//

// A tail_call request alone is a wish, not the fact LLVM's `tail` states
// (no slot of the caller reaches the callee: #vir.tail, below): plain call.
// CHECK-LABEL: define {{.*}} @tail_call(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @tail_call(%a: i32) -> i32 {
  // CHECK-NEXT: %[[R:[0-9]+]] = call i32 @callee(i32 %[[A]]){{$}}
  %r = vir.call @callee(%a) {vir.traits = [#vir.req<tail_call, soft>]} : (i32) -> i32
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// must_tail → musttail call: the caller has the callee's signature and
// returns the call's result right after it.
// CHECK-LABEL: define {{.*}} @must_tail(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @must_tail(%a: i32) -> i32 {
  // CHECK-NEXT: %[[R:[0-9]+]] = musttail call i32 @callee(i32 %[[A]]){{$}}
  %r = vir.call @callee(%a) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// must_tail of a void function, followed by ret void.
// CHECK-LABEL: define {{.*}} @must_tail_void(
vir.func @must_tail_void() {
  // CHECK-NEXT: musttail call void @sink(){{$}}
  vir.call @sink() {vir.traits = [#vir.req<must_tail, strong>]} : () -> ()
  // CHECK-NEXT: ret void
  vir.return
}

// #vir.tail (the tail-call pass's fact) → tail call; a no_tail request on
// the same call wins.
// CHECK-LABEL: define {{.*}} @tail_fact(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @tail_fact(%a: i32) -> i32 {
  // CHECK-NEXT: %[[R:[0-9]+]] = tail call i32 @callee(i32 %[[A]]){{$}}
  %r = vir.call @callee(%a) {vir.traits = [#vir.tail<origin = "tail-call">]} : (i32) -> i32
  // CHECK-NEXT: notail call i32 @callee(i32 %[[R]]){{$}}
  %s = vir.call @callee(%r) {vir.traits = [#vir.req<no_tail, soft>, #vir.tail]} : (i32) -> i32
  // CHECK-NEXT: ret i32
  vir.return %s : i32
}

// no_tail → notail call.
// CHECK-LABEL: define {{.*}} @no_tail(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @no_tail(%a: i32) -> i32 {
  // CHECK-NEXT: %[[R:[0-9]+]] = notail call i32 @callee(i32 %[[A]]){{$}}
  %r = vir.call @callee(%a) {vir.traits = [#vir.req<no_tail, soft>]} : (i32) -> i32
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// Stale tail-call requests leave a plain call.
// CHECK-LABEL: define {{.*}} @no_tail_kind_stale(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @no_tail_kind_stale(%a: i32) -> i32 attributes {epoch = 2} {
  // CHECK-NEXT: %[[R0:[0-9]+]] = call i32 @callee(i32 %[[A]]){{$}}
  %0 = vir.call @callee(%a) {vir.traits = [#vir.req<tail_call, soft, epoch = 1>]} : (i32) -> i32
  // CHECK-NEXT: %[[R1:[0-9]+]] = call i32 @callee(i32 %[[R0]]){{$}}
  %1 = vir.call @callee(%0) {vir.traits = [#vir.req<no_tail, strong>]} : (i32) -> i32
  // CHECK-NEXT: %[[R2:[0-9]+]] = call i32 @callee(i32 %[[R1]]){{$}}
  %2 = vir.call @callee(%1) {vir.traits = [#vir.req<must_tail, strong, epoch = 1>]} : (i32) -> i32
  // CHECK-NEXT: ret i32 %[[R2]]
  vir.return %2 : i32
}

//===----------------------------------------------------------------------===//
// Inlining requests
//===----------------------------------------------------------------------===//

// On a call: no_inline → noinline, always_inline → alwaysinline, inline →
// inlinehint, as call-site attributes.
// CHECK-LABEL: define {{.*}} @call_inline_requests(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @call_inline_requests(%a: i32) -> i32 {
  // CHECK-NEXT: %[[R0:[0-9]+]] = call i32 @callee(i32 %[[A]]) #[[$NOINLINE:[0-9]+]]{{$}}
  %0 = vir.call @callee(%a) {vir.traits = [#vir.req<no_inline, strong>]} : (i32) -> i32
  // CHECK-NEXT: %[[R1:[0-9]+]] = call i32 @callee(i32 %[[R0]]) #[[$ALWAYSINLINE:[0-9]+]]{{$}}
  %1 = vir.call @callee(%0) {vir.traits = [#vir.req<always_inline, strong>]} : (i32) -> i32
  // CHECK-NEXT: %[[R2:[0-9]+]] = call i32 @callee(i32 %[[R1]]) #[[$INLINEHINT:[0-9]+]]{{$}}
  %2 = vir.call @callee(%1) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  // CHECK-NEXT: ret i32 %[[R2]]
  vir.return %2 : i32
}

// A call with an inlining request, a tail request with its fact and effects
// at once.
// CHECK-LABEL: define {{.*}} @call_combined_requests(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @call_combined_requests(%a: i32) -> i32 {
  // CHECK-NEXT: %[[R:[0-9]+]] = tail call i32 @callee(i32 %[[A]]) #[[$NOINLINE_NONE:[0-9]+]]{{$}}
  %r = vir.call @callee(%a) {vir.traits = [#vir.req<no_inline, soft>, #vir.req<tail_call, soft>, #vir.tail, #vir.noread, #vir.nowrite]} : (i32) -> i32
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// On a function: the same requests become function attributes.
// CHECK-LABEL: define {{.*}} @fn_no_inline(
// CHECK-SAME: ) #[[$NOINLINE]] {
vir.func @fn_no_inline() attributes {vir.traits = [#vir.req<no_inline, strong>]} {
  vir.return
}
// CHECK-LABEL: define {{.*}} @fn_always_inline(
// CHECK-SAME: ) #[[$ALWAYSINLINE]] {
vir.func @fn_always_inline() attributes {vir.traits = [#vir.req<always_inline, strong>]} {
  vir.return
}
// CHECK-LABEL: define {{.*}} @fn_inline(
// CHECK-SAME: ) #[[$INLINEHINT]] {
vir.func @fn_inline() attributes {vir.traits = [#vir.req<inline, soft>]} {
  vir.return
}

// A declaration's inlining request becomes an attribute of the declaration.
// CHECK-DAG: declare i32 @decl_no_inline(i32) #[[$NOINLINE]]{{$}}
vir.func private @decl_no_inline(i32) -> i32 attributes {vir.traits = [#vir.req<no_inline, strong>]}

// Stale inlining requests on calls give no call-site attributes.
// CHECK-LABEL: define {{.*}} @no_call_inline_stale(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @no_call_inline_stale(%a: i32) -> i32 attributes {epoch = 1} {
  // CHECK-NEXT: %[[R0:[0-9]+]] = call i32 @callee(i32 %[[A]]){{$}}
  %0 = vir.call @callee(%a) {vir.traits = [#vir.req<no_inline, strong>]} : (i32) -> i32
  // CHECK-NEXT: %[[R1:[0-9]+]] = call i32 @callee(i32 %[[R0]]){{$}}
  %1 = vir.call @callee(%0) {vir.traits = [#vir.req<always_inline, strong, epoch = 0>]} : (i32) -> i32
  // CHECK-NEXT: %[[R2:[0-9]+]] = call i32 @callee(i32 %[[R1]]){{$}}
  %2 = vir.call @callee(%1) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  // CHECK-NEXT: ret i32 %[[R2]]
  vir.return %2 : i32
}

// Stale inlining requests on a function give no function attributes.
// CHECK-LABEL: define {{.*}} @no_fn_inline_stale(
// CHECK-SAME: ) {
vir.func @no_fn_inline_stale() attributes {epoch = 2, vir.traits = [#vir.req<no_inline, strong, epoch = 1>, #vir.req<inline, soft>]} {
  vir.return
}

//===----------------------------------------------------------------------===//
// Loop requests on the back edge: !llvm.loop
//===----------------------------------------------------------------------===//

// unroll with a factor → llvm.loop.unroll.enable + llvm.loop.unroll.count.
// CHECK-LABEL: define {{.*}} @loop_unroll(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @loop_unroll(%c: i1) {
  // CHECK-NEXT: br label %[[LOOP:[0-9]+]]{{$}}
  vir.br ^loop
// CHECK: {{^}}[[LOOP]]:
^loop:
  // CHECK-NEXT: br i1 %[[C]], label %[[LOOP]], label %{{[0-9]+}}, !llvm.loop ![[$L_UNROLL:[0-9]+]]{{$}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<unroll, soft, factor = 4>]}
^exit:
  vir.return
}

// vectorize with a width → llvm.loop.vectorize.enable + width.
// CHECK-LABEL: define {{.*}} @loop_vectorize(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @loop_vectorize(%c: i1) {
  vir.br ^loop
^loop:
  // CHECK: br i1 %[[C]], label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[$L_VEC:[0-9]+]]{{$}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<vectorize, strong, width = 8>]}
^exit:
  vir.return
}

// interleave with a factor → llvm.loop.interleave.count.
// CHECK-LABEL: define {{.*}} @loop_interleave(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @loop_interleave(%c: i1) {
  vir.br ^loop
^loop:
  // CHECK: br i1 %[[C]], label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[$L_IL:[0-9]+]]{{$}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<interleave, soft, factor = 4>]}
^exit:
  vir.return
}

// peel with a count → llvm.loop.peeled.count.
// CHECK-LABEL: define {{.*}} @loop_peel(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @loop_peel(%c: i1) {
  vir.br ^loop
^loop:
  // CHECK: br i1 %[[C]], label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[$L_PEEL:[0-9]+]]{{$}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<peel, soft, count = 3>]}
^exit:
  vir.return
}

// distribute → llvm.loop.distribute.enable.
// CHECK-LABEL: define {{.*}} @loop_distribute(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @loop_distribute(%c: i1) {
  vir.br ^loop
^loop:
  // CHECK: br i1 %[[C]], label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[$L_DIST:[0-9]+]]{{$}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// jam with a factor → llvm.loop.unroll_and_jam.enable + count.
// CHECK-LABEL: define {{.*}} @loop_jam(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @loop_jam(%c: i1) {
  vir.br ^loop
^loop:
  // CHECK: br i1 %[[C]], label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[$L_JAM:[0-9]+]]{{$}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<jam, soft, factor = 2>]}
^exit:
  vir.return
}

// A back edge with branch weights carries both !prof and !llvm.loop.
// CHECK-LABEL: define {{.*}} @loop_with_weights(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @loop_with_weights(%c: i1) {
  vir.br ^loop
^loop:
  // CHECK: br i1 %[[C]], label %{{[0-9]+}}, label %{{[0-9]+}}, !prof ![[$W_99_1:[0-9]+]], !llvm.loop ![[$L_WEIGHTS:[0-9]+]]{{$}}
  vir.cond_br %c weights([99, 1]), ^loop, ^exit {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^exit:
  vir.return
}

// Every mappable request at once on an unconditional back edge of a counted
// loop.
// CHECK-LABEL: define {{.*}} @loop_all(
// CHECK-SAME: i32 %[[N:[0-9]+]])
vir.func @loop_all(%n: i32) {
  %zero = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  // CHECK-NEXT: br label %[[HEADER:[0-9]+]]{{$}}
  vir.br ^header(%zero : i32)
^header(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %next = vir.add %i, %one nsw : i32
  // CHECK: br label %[[HEADER]], !llvm.loop ![[$L_ALL:[0-9]+]]{{$}}
  vir.br ^header(%next : i32) {vir.traits = [#vir.req<unroll, soft, factor = 4>, #vir.req<interleave, strong, factor = 2>, #vir.req<peel, soft, count = 3>, #vir.req<distribute, soft>, #vir.req<jam, soft, factor = 2>, #vir.req<vectorize, strong, width = 8>]}
^exit:
  vir.return
}

// Requests without parameters: unroll/vectorize/jam only enable, interleave
// defaults to 2 and peel to 1.
// CHECK-LABEL: define {{.*}} @loop_defaults(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @loop_defaults(%c: i1) {
  vir.br ^loop
^loop:
  // CHECK: br i1 %[[C]], label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[$L_DEFAULTS:[0-9]+]]{{$}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<interleave, soft>, #vir.req<peel, soft>, #vir.req<jam, soft>]}
^exit:
  vir.return
}

// Valid loop requests at the function's non-zero epoch are mapped, stale
// ones next to them are not.
// CHECK-LABEL: define {{.*}} @loop_current_epoch(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @loop_current_epoch(%c: i1) attributes {epoch = 2} {
  vir.br ^loop
^loop:
  // CHECK: br i1 %[[C]], label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[$L_EPOCH:[0-9]+]]{{$}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<unroll, strong, factor = 8, epoch = 1, origin = "pragma">, #vir.req<vectorize, soft, width = 4, epoch = 2>]}
^exit:
  vir.return
}

// Stale loop requests give no !llvm.loop.
// CHECK-LABEL: define {{.*}} @no_loop_stale(
// CHECK-SAME: i1 %[[C:[0-9]+]])
vir.func @no_loop_stale(%c: i1) attributes {epoch = 1} {
  // CHECK-NEXT: br label %[[LOOP:[0-9]+]]{{$}}
  vir.br ^loop
// CHECK: {{^}}[[LOOP]]:
^loop:
  // CHECK-NEXT: br i1 %[[C]], label %[[LOOP]], label %{{[0-9]+}}{{$}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<unroll, soft, factor = 4>, #vir.req<vectorize, strong, width = 8>, #vir.req<interleave, soft, factor = 2>, #vir.req<peel, soft, count = 1>, #vir.req<distribute, soft>, #vir.req<jam, soft, factor = 2>]}
^exit:
  // CHECK: ret void
  vir.return
}

//===----------------------------------------------------------------------===//
// Attribute groups and metadata
//===----------------------------------------------------------------------===//

// CHECK-DAG: attributes #[[$READ]] = { memory(read) }
// CHECK-DAG: attributes #[[$WRITE]] = { memory(write) }
// CHECK-DAG: attributes #[[$NONE]] = { memory(none) }
// CHECK-DAG: attributes #[[$NOINLINE]] = { noinline }
// CHECK-DAG: attributes #[[$ALWAYSINLINE]] = { alwaysinline }
// CHECK-DAG: attributes #[[$INLINEHINT]] = { inlinehint }
// CHECK-DAG: attributes #[[$NOINLINE_NONE]] = { noinline memory(none) }

// Scope lists, scopes and one domain per function.
// CHECK-DAG: ![[$LIST_A]] = !{![[$SCOPE_A:[0-9]+]]}
// CHECK-DAG: ![[$LIST_B]] = !{![[$SCOPE_B:[0-9]+]]}
// CHECK-DAG: ![[$LIST_AB]] = !{![[$SCOPE_A]], ![[$SCOPE_B]]}
// CHECK-DAG: ![[$SCOPE_A]] = distinct !{![[$SCOPE_A]], ![[$DOMAIN:[0-9]+]], !"a"}
// CHECK-DAG: ![[$SCOPE_B]] = distinct !{![[$SCOPE_B]], ![[$DOMAIN]], !"b"}
// CHECK-DAG: ![[$DOMAIN]] = distinct !{![[$DOMAIN]], !"noalias_scopes"}
// CHECK-DAG: ![[$OTHER_LIST_A]] = !{![[$OTHER_SCOPE_A:[0-9]+]]}
// CHECK-DAG: ![[$OTHER_SCOPE_A]] = distinct !{![[$OTHER_SCOPE_A]], ![[$OTHER_DOMAIN:[0-9]+]], !"a"}
// CHECK-DAG: ![[$OTHER_DOMAIN]] = distinct !{![[$OTHER_DOMAIN]], !"noalias_other_domain"}
// CHECK-DAG: ![[$LIST_S3]] = !{![[$SCOPE_S3:[0-9]+]]}
// CHECK-DAG: ![[$SCOPE_S3]] = distinct !{![[$SCOPE_S3]], ![[$DOMAIN_S3:[0-9]+]], !"s"}
// CHECK-DAG: ![[$DOMAIN_S3]] = distinct !{![[$DOMAIN_S3]], !"no_noalias_stale"}

// Loop metadata.
// CHECK-DAG: ![[$L_UNROLL]] = distinct !{![[$L_UNROLL]], ![[$UNROLL_ENABLE:[0-9]+]], ![[$UNROLL_4:[0-9]+]]}
// CHECK-DAG: ![[$UNROLL_ENABLE]] = !{!"llvm.loop.unroll.enable"}
// CHECK-DAG: ![[$UNROLL_4]] = !{!"llvm.loop.unroll.count", i32 4}
// CHECK-DAG: ![[$L_VEC]] = distinct !{![[$L_VEC]], ![[$VEC_ENABLE:[0-9]+]], ![[$VEC_8:[0-9]+]]}
// CHECK-DAG: ![[$VEC_ENABLE]] = !{!"llvm.loop.vectorize.enable", i1 true}
// CHECK-DAG: ![[$VEC_8]] = !{!"llvm.loop.vectorize.width", i32 8}
// CHECK-DAG: ![[$L_IL]] = distinct !{![[$L_IL]], ![[$IL_4:[0-9]+]]}
// CHECK-DAG: ![[$IL_4]] = !{!"llvm.loop.interleave.count", i32 4}
// CHECK-DAG: ![[$L_PEEL]] = distinct !{![[$L_PEEL]], ![[$PEEL_3:[0-9]+]]}
// CHECK-DAG: ![[$PEEL_3]] = !{!"llvm.loop.peeled.count", i32 3}
// CHECK-DAG: ![[$L_DIST]] = distinct !{![[$L_DIST]], ![[$DIST:[0-9]+]]}
// CHECK-DAG: ![[$DIST]] = !{!"llvm.loop.distribute.enable", i1 true}
// CHECK-DAG: ![[$L_JAM]] = distinct !{![[$L_JAM]], ![[$JAM_ENABLE:[0-9]+]], ![[$JAM_2:[0-9]+]]}
// CHECK-DAG: ![[$JAM_ENABLE]] = !{!"llvm.loop.unroll_and_jam.enable"}
// CHECK-DAG: ![[$JAM_2]] = !{!"llvm.loop.unroll_and_jam.count", i32 2}
// CHECK-DAG: ![[$L_ALL]] = distinct !{![[$L_ALL]], ![[$VEC_ENABLE]], ![[$VEC_8]], ![[$IL_2:[0-9]+]], ![[$UNROLL_ENABLE]], ![[$UNROLL_4]], ![[$JAM_ENABLE]], ![[$JAM_2]], ![[$DIST]], ![[$PEEL_3]]}
// CHECK-DAG: ![[$IL_2]] = !{!"llvm.loop.interleave.count", i32 2}
// CHECK-DAG: ![[$L_DEFAULTS]] = distinct !{![[$L_DEFAULTS]], ![[$VEC_ENABLE]], ![[$IL_2]], ![[$UNROLL_ENABLE]], ![[$JAM_ENABLE]], ![[$PEEL_1:[0-9]+]]}
// CHECK-DAG: ![[$PEEL_1]] = !{!"llvm.loop.peeled.count", i32 1}
// CHECK-DAG: ![[$L_EPOCH]] = distinct !{![[$L_EPOCH]], ![[$VEC_ENABLE]], ![[$VEC_4:[0-9]+]]}
// CHECK-DAG: ![[$VEC_4]] = !{!"llvm.loop.vectorize.width", i32 4}
// CHECK-DAG: ![[$L_WEIGHTS]] = distinct !{![[$L_WEIGHTS]], ![[$UNROLL_ENABLE]], ![[$UNROLL_2:[0-9]+]]}
// CHECK-DAG: ![[$UNROLL_2]] = !{!"llvm.loop.unroll.count", i32 2}
// CHECK-DAG: ![[$W_99_1]] = !{!"branch_weights", i32 99, i32 1}
