// RUN: vct-mlir-opt %s -split-input-file -verify-diagnostics

// Verifier and parser errors of VIR traits: one error per split.

//===----------------------------------------------------------------------===//
// The trait list
//===----------------------------------------------------------------------===//

vir.func private @not_a_trait(%a: i32) -> i32 {
  // expected-error @below {{'vir.add' op 1 : i64 is not a VIR trait}}
  %s = vir.add %a, %a {vir.traits = [1]} : i32
  vir.return %s : i32
}

// -----

vir.func private @initializer_is_not_a_trait(%a: i32) -> i32 {
  // expected-error @below {{'vir.add' op #vir.zeroinit is not a VIR trait}}
  %s = vir.add %a, %a {vir.traits = [#vir.zeroinit]} : i32
  vir.return %s : i32
}

// -----

vir.func private @traits_not_an_array(%a: i32) -> i32 {
  // expected-error @below {{'vir.add' op 'vir.traits' must be an array of traits, got #vir.nocapture}}
  %s = vir.add %a, %a {vir.traits = #vir.nocapture} : i32
  vir.return %s : i32
}

// -----

vir.func private @unknown_vir_attribute(%a: i32) -> i32 {
  // expected-error @below {{unknown VIR attribute 'vir.foo'}}
  %s = vir.add %a, %a {vir.foo = [#vir.nocapture]} : i32
  vir.return %s : i32
}

// -----

// expected-error @below {{'vir.global' op traits are only valid inside a vir.func}}
vir.global private @traits_on_global : i32 = 0 {vir.traits = [#vir.loop_invariant]}

// -----

// expected-error @below {{'builtin.module' op traits are only valid inside a vir.func}}
module attributes {vir.traits = []} {
}

// -----

vir.func private @negative_epoch() -> !vir.ptr {
  // expected-error @below {{'vir.alloca' op trait #vir.nocapture<epoch = -1> has a negative epoch}}
  %p = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = -1>]}
  vir.return %p : !vir.ptr
}

// -----

vir.func private @epoch_ahead() -> !vir.ptr attributes {epoch = 1} {
  // expected-error @below {{'vir.alloca' op trait #vir.nocapture<epoch = 2> is stamped at epoch 2, after @epoch_ahead's epoch 1}}
  %p = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 2>]}
  vir.return %p : !vir.ptr
}

// -----

vir.func private @epoch_ahead_of_default(%a: i32) -> i32 {
  // expected-error @below {{'vir.add' op trait #vir.range<0, 10, epoch = 1> is stamped at epoch 1, after @epoch_ahead_of_default's epoch 0}}
  %s = vir.add %a, %a {vir.traits = [#vir.range<0, 10, epoch = 1>]} : i32
  vir.return %s : i32
}

// -----

// expected-error @below {{'vir.func' op trait #vir.readonly<epoch = 4> is stamped at epoch 4, after @func_epoch_ahead's epoch 3}}
vir.func private @func_epoch_ahead() attributes {epoch = 3, vir.traits = [#vir.readonly<epoch = 4>]}

// -----

vir.func private @duplicate_kind(%a: i32) -> i32 {
  // expected-error @below {{'vir.add' op duplicate trait #vir.range<1, 2>}}
  %s = vir.add %a, %a {vir.traits = [#vir.range<0, 10>, #vir.range<1, 2>]} : i32
  vir.return %s : i32
}

// -----

vir.func private @callee()
vir.func private @duplicate_request_kind() {
  // expected-error @below {{'vir.call' op duplicate trait #vir.req<inline, strong>}}
  vir.call @callee() {vir.traits = [#vir.req<inline, soft>, #vir.req<no_tail, soft>, #vir.req<inline, strong>]} : () -> ()
  vir.return
}

//===----------------------------------------------------------------------===//
// Requests
//===----------------------------------------------------------------------===//

// -----

vir.func private @callee()
vir.func private @factor_on_inline() {
  // expected-error @below {{'vir.call' op parameter 'factor' does not apply to request 'inline'}}
  vir.call @callee() {vir.traits = [#vir.req<inline, soft, factor = 2>]} : () -> ()
  vir.return
}

// -----

vir.func private @count_on_unroll(%c: i1) {
  vir.br ^loop
^loop:
  // expected-error @below {{'vir.cond_br' op parameter 'count' does not apply to request 'unroll'}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<unroll, soft, count = 2>]}
^exit:
  vir.return
}

// -----

vir.func private @width_on_peel(%c: i1) {
  vir.br ^loop
^loop:
  // expected-error @below {{'vir.cond_br' op parameter 'width' does not apply to request 'peel'}}
  vir.cond_br %c, ^loop, ^exit {vir.traits = [#vir.req<peel, soft, width = 4>]}
^exit:
  vir.return
}

// -----

vir.func private @inline_on_load(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.load' op request 'inline' applies to a call edge (a vir.call or vir.func), not to 'vir.load'}}
  %v = vir.load %p {vir.traits = [#vir.req<inline, soft>]} : i32
  vir.return %v : i32
}

// -----

// expected-error @below {{'vir.func' op argument 0: request 'always_inline' applies to a call edge (a vir.call or vir.func), not to a function argument}}
vir.func private @inline_on_argument(!vir.ptr {vir.traits = [#vir.req<always_inline, strong>]})

// -----

vir.func private @callee()
vir.func private @unroll_on_call() {
  // expected-error @below {{'vir.call' op request 'unroll' applies to a loop's back-edge branch, not to 'vir.call'}}
  vir.call @callee() {vir.traits = [#vir.req<unroll, soft>]} : () -> ()
  vir.return
}

// -----

// A vectorize request may sit on a function (its straight-line code, for
// slp-vectorize); the other loop requests may not.
// expected-error @below {{'vir.func' op request 'unroll' applies to a loop's back-edge branch, not to a vir.func}}
vir.func private @unroll_on_func() attributes {vir.traits = [#vir.req<unroll, soft, factor = 4>]}

// -----

vir.func private @unroll_on_forward_branch(%c: i1) {
  // expected-error @below {{'vir.cond_br' op carries loop request 'unroll' but does not branch to a block that dominates it (no loop back edge)}}
  vir.cond_br %c, ^a, ^b {vir.traits = [#vir.req<unroll, soft, factor = 4>]}
^a:
  vir.br ^b
^b:
  vir.return
}

// -----

vir.func private @licm_on_forward_br() {
  vir.br ^header
^header:
  // expected-error @below {{'vir.br' op carries loop request 'licm' but does not branch to a block that dominates it (no loop back edge)}}
  vir.br ^exit {vir.traits = [#vir.req<licm, strong>]}
^exit:
  vir.return
}

// -----

vir.func private @unroll_on_return() {
  // expected-error @below {{'vir.return' op request 'unroll' applies to a loop's back-edge branch, not to 'vir.return'}}
  vir.return {vir.traits = [#vir.req<unroll, soft>]}
}

// -----

vir.func private @hot_path_on_add(%a: i32) -> i32 {
  // expected-error @below {{'vir.add' op request 'hot_path' applies to a block's terminator, not to 'vir.add'}}
  %s = vir.add %a, %a {vir.traits = [#vir.req<hot_path, soft>]} : i32
  vir.return %s : i32
}

// -----

// expected-error @below {{'vir.func' op request 'cold_path' applies to a block's terminator, not to a vir.func}}
vir.func private @cold_path_on_func() attributes {vir.traits = [#vir.req<cold_path, soft>]}

//===----------------------------------------------------------------------===//
// loop_invariant, range, assume
//===----------------------------------------------------------------------===//

// -----

vir.func private @loop_invariant_on_terminator() {
  vir.br ^next
^next:
  // expected-error @below {{'vir.br' op 'loop_invariant' applies to an operation with results, not to 'vir.br'}}
  vir.br ^exit {vir.traits = [#vir.loop_invariant]}
^exit:
  vir.return
}

// -----

vir.func private @loop_invariant_on_store(%p: !vir.ptr, %v: i32) {
  // expected-error @below {{'vir.store' op 'loop_invariant' applies to an operation with results, not to 'vir.store'}}
  vir.store %v, %p {vir.traits = [#vir.loop_invariant]} : i32
  vir.return
}

// -----

// expected-error @below {{'vir.func' op 'loop_invariant' applies to an operation with results, not to a vir.func}}
vir.func private @loop_invariant_on_func() attributes {vir.traits = [#vir.loop_invariant]}

// -----

vir.func private @range_on_pointer(%p: !vir.ptr) -> !vir.ptr {
  // expected-error @below {{'vir.load' op 'range' applies to an integer value, not to 'vir.load'}}
  %q = vir.load %p {vir.traits = [#vir.range<0, 10>]} : !vir.ptr
  vir.return %q : !vir.ptr
}

// -----

vir.func private @range_on_float(%x: f64) -> f64 {
  // expected-error @below {{'vir.fadd' op 'range' applies to an integer value, not to 'vir.fadd'}}
  %y = vir.fadd %x, %x {vir.traits = [#vir.range<0, 10>]} : f64
  vir.return %y : f64
}

// -----

vir.func private @range_on_vector(%v: vector<4xi32>) -> vector<4xi32> {
  // expected-error @below {{'vir.add' op 'range' applies to an integer value, not to 'vir.add'}}
  %w = vir.add %v, %v {vir.traits = [#vir.range<0, 10>]} : vector<4xi32>
  vir.return %w : vector<4xi32>
}

// -----

// expected-error @below {{'vir.func' op 'range' applies to an integer value, not to a vir.func}}
vir.func private @range_on_func() -> i32 attributes {vir.traits = [#vir.range<0, 10>]}

// -----

vir.func private @range_inverted(%a: i32) -> i32 {
  // expected-error @below {{'vir.add' op range lower bound 5 exceeds upper bound 1}}
  %s = vir.add %a, %a {vir.traits = [#vir.range<5, 1>]} : i32
  vir.return %s : i32
}

// -----

vir.func private @range_too_wide(%a: i8) -> i8 {
  // expected-error @below {{'vir.add' op range [0, 300] does not fit the signed values of 'i8'}}
  %s = vir.add %a, %a {vir.traits = [#vir.range<0, 300>]} : i8
  vir.return %s : i8
}

// -----

vir.func private @range_unsigned_bound(%a: i8) -> i8 {
  // expected-error @below {{'vir.add' op range [0, 200] does not fit the signed values of 'i8'}}
  %s = vir.add %a, %a {vir.traits = [#vir.range<0, 200>]} : i8
  vir.return %s : i8
}

// -----

vir.func private @range_i1(%a: i1) -> i1 {
  // expected-error @below {{'vir.and' op range [0, 1] does not fit the signed values of 'i1'}}
  %s = vir.and %a, %a {vir.traits = [#vir.range<0, 1>]} : i1
  vir.return %s : i1
}

// -----

vir.func private @assume_pointer_ult(%p: !vir.ptr) -> !vir.ptr {
  // expected-error @below {{'vir.load' op 'assume' on a pointer compares it with 0 using eq or ne}}
  %q = vir.load %p {vir.traits = [#vir.assume<ult, 64>]} : !vir.ptr
  vir.return %q : !vir.ptr
}

// -----

vir.func private @assume_pointer_nonzero(%p: !vir.ptr) -> !vir.ptr {
  // expected-error @below {{'vir.load' op 'assume' on a pointer compares it with 0 using eq or ne}}
  %q = vir.load %p {vir.traits = [#vir.assume<ne, 8>]} : !vir.ptr
  vir.return %q : !vir.ptr
}

// -----

vir.func private @assume_on_float(%x: f32) -> f32 {
  // expected-error @below {{'vir.fmul' op 'assume' applies to an integer or pointer value, not to 'vir.fmul'}}
  %y = vir.fmul %x, %x {vir.traits = [#vir.assume<ne, 0>]} : f32
  vir.return %y : f32
}

// -----

vir.func private @assume_on_store(%p: !vir.ptr, %v: i32) {
  // expected-error @below {{'vir.store' op 'assume' applies to an integer or pointer value, not to 'vir.store'}}
  vir.store %v, %p {vir.traits = [#vir.assume<ne, 0>]} : i32
  vir.return
}

// -----

vir.func private @assume_too_wide(%a: i8) -> i8 {
  // expected-error @below {{'vir.add' op assumed constant 300 does not fit 'i8'}}
  %s = vir.add %a, %a {vir.traits = [#vir.assume<ult, 300>]} : i8
  vir.return %s : i8
}

// -----

vir.func private @assume_too_negative(%a: i8) -> i8 {
  // expected-error @below {{'vir.add' op assumed constant -129 does not fit 'i8'}}
  %s = vir.add %a, %a {vir.traits = [#vir.assume<sgt, -129>]} : i8
  vir.return %s : i8
}

//===----------------------------------------------------------------------===//
// noalias, restrict, nocapture, dereferenceable
//===----------------------------------------------------------------------===//

// -----

vir.func private @tbaa_on_memcpy(%p: !vir.ptr, %n: i64) {
  // expected-error @below {{'vir.memcpy' op 'tbaa' applies to a vir.load or vir.store, not to 'vir.memcpy'}}
  vir.memcpy %p, %p, %n {vir.traits = [#vir.tbaa<["int", "root"]>]} : i64
  vir.return
}

// -----

vir.func private @tbaa_empty(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.load' op 'tbaa' names 1 to 16 types, not 0}}
  %v = vir.load %p {vir.traits = [#vir.tbaa<[]>]} : i32
  vir.return %v : i32
}

// -----

vir.func private @tbaa_empty_name(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.load' op 'tbaa' names its types by non-empty strings}}
  %v = vir.load %p {vir.traits = [#vir.tbaa<["int", ""]>]} : i32
  vir.return %v : i32
}

// -----

vir.func private @noalias_on_add(%a: i32) -> i32 attributes {alias_scopes = ["s"]} {
  // expected-error @below {{'vir.add' op 'noalias' applies to a memory access or a pointer argument of a call, not to 'vir.add'}}
  %s = vir.add %a, %a {vir.traits = [#vir.noalias<alias_scopes = ["s"]>]} : i32
  vir.return %s : i32
}

// -----

vir.func private @noalias_on_gep(%p: !vir.ptr) -> !vir.ptr attributes {alias_scopes = ["s"]} {
  // expected-error @below {{'vir.gep' op 'noalias' applies to a memory access or a pointer argument of a call, not to 'vir.gep'}}
  %q = vir.gep %p[1] {vir.traits = [#vir.noalias<alias_scopes = ["s"]>]} : i32
  vir.return %q : !vir.ptr
}

// -----

vir.func private @noalias_no_scope(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.load' op 'noalias' names no scope}}
  %v = vir.load %p {vir.traits = [#vir.noalias<>]} : i32
  vir.return %v : i32
}

// -----

vir.func private @noalias_empty_lists(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.load' op 'noalias' names no scope}}
  %v = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = [], noalias_scopes = []>]} : i32
  vir.return %v : i32
}

// -----

vir.func private @noalias_undeclared(%p: !vir.ptr, %v: i32) attributes {alias_scopes = ["a"]} {
  // expected-error @below {{'vir.store' op alias scope 'b' is not declared in the alias_scopes of @noalias_undeclared}}
  vir.store %v, %p {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
  vir.return
}

// -----

vir.func private @noalias_no_declarations(%d: !vir.ptr, %s: !vir.ptr, %n: i64) {
  // expected-error @below {{'vir.memcpy' op alias scope 'a' is not declared in the alias_scopes of @noalias_no_declarations}}
  vir.memcpy %d, %s, %n {vir.traits = [#vir.noalias<alias_scopes = ["a"]>]} : i64
  vir.return
}

// -----

vir.func private @restrict_on_int(%a: i32) -> i32 {
  // expected-error @below {{'vir.add' op 'restrict' applies to a pointer value, not to 'vir.add'}}
  %s = vir.add %a, %a {vir.traits = [#vir.restrict]} : i32
  vir.return %s : i32
}

// -----

// expected-error @below {{'vir.func' op argument 0: 'restrict' applies to a pointer value, not to a function argument}}
vir.func private @restrict_on_int_argument(i64 {vir.traits = [#vir.restrict]})

// -----

// expected-error @below {{'vir.func' op 'restrict' applies to a pointer value, not to a vir.func}}
vir.func private @restrict_on_func() -> !vir.ptr attributes {vir.traits = [#vir.restrict]}

// -----

vir.func private @restrict_undeclared(%p: !vir.ptr) -> !vir.ptr attributes {alias_scopes = ["loop0"]} {
  // expected-error @below {{'vir.gep' op alias scope 'loop1' is not declared in the alias_scopes of @restrict_undeclared}}
  %q = vir.gep %p[1] {vir.traits = [#vir.restrict<scope = "loop1">]} : i32
  vir.return %q : !vir.ptr
}

// -----

// expected-error @below {{'vir.func' op argument 0: alias scope 'x' is not declared in the alias_scopes of @restrict_argument_undeclared}}
vir.func private @restrict_argument_undeclared(!vir.ptr {vir.traits = [#vir.restrict<scope = "x">]})

// -----

vir.func private @callee(!vir.ptr)
vir.func private @restrict_on_call_argument(%p: !vir.ptr) {
  // expected-error @below {{'vir.call' op argument 0: 'restrict' applies to a function argument or a pointer-valued operation, not to a call argument}}
  vir.call @callee(%p) {arg_attrs = [{vir.traits = [#vir.restrict]}]} : (!vir.ptr) -> ()
  vir.return
}

// -----

vir.func private @nocapture_on_load(%p: !vir.ptr) -> !vir.ptr {
  // expected-error @below {{'vir.load' op 'nocapture' applies to a vir.alloca or a pointer argument, not to 'vir.load'}}
  %q = vir.load %p {vir.traits = [#vir.nocapture]} : !vir.ptr
  vir.return %q : !vir.ptr
}

// -----

// expected-error @below {{'vir.func' op argument 1: 'nocapture' applies to a pointer value, not to a function argument}}
vir.func private @nocapture_on_int_argument(!vir.ptr, i32 {vir.traits = [#vir.nocapture]})

// -----

// expected-error @below {{'vir.func' op 'nocapture' applies to a pointer value, not to a vir.func}}
vir.func private @nocapture_on_func() attributes {vir.traits = [#vir.nocapture]}

// -----

vir.func private @dereferenceable_zero(%p: !vir.ptr) -> !vir.ptr {
  // expected-error @below {{'vir.load' op 'dereferenceable' needs a positive size}}
  %q = vir.load %p {vir.traits = [#vir.dereferenceable<0>]} : !vir.ptr
  vir.return %q : !vir.ptr
}

// -----

vir.func private @dereferenceable_on_int(%a: i64) -> i64 {
  // expected-error @below {{'vir.add' op 'dereferenceable' applies to a pointer value, not to 'vir.add'}}
  %s = vir.add %a, %a {vir.traits = [#vir.dereferenceable<8>]} : i64
  vir.return %s : i64
}

//===----------------------------------------------------------------------===//
// readonly/writeonly (region level) and noread/nowrite (access edge)
//===----------------------------------------------------------------------===//

// -----

vir.func private @callee()
vir.func private @readonly_on_call() {
  // expected-error @below {{'vir.call' op 'readonly' is a region-level fact for a vir.func or its pointer argument, not for 'vir.call' (use noread/nowrite on a call edge)}}
  vir.call @callee() {vir.traits = [#vir.readonly]} : () -> ()
  vir.return
}

// -----

vir.func private @writeonly_on_load(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.load' op 'writeonly' is a region-level fact for a vir.func or its pointer argument, not for 'vir.load' (use noread/nowrite on a call edge)}}
  %v = vir.load %p {vir.traits = [#vir.writeonly]} : i32
  vir.return %v : i32
}

// -----

// expected-error @below {{'vir.func' op 'noread' is an access-edge fact for a vir.call or its pointer argument, not for a vir.func (use readonly/writeonly on a function)}}
vir.func private @noread_on_func() attributes {vir.traits = [#vir.noread]}

// -----

vir.func private @nowrite_on_store(%p: !vir.ptr, %v: i32) {
  // expected-error @below {{'vir.store' op 'nowrite' is an access-edge fact for a vir.call or its pointer argument, not for 'vir.store' (use readonly/writeonly on a function)}}
  vir.store %v, %p {vir.traits = [#vir.nowrite]} : i32
  vir.return
}

// -----

// expected-error @below {{'vir.func' op argument 0: 'readonly' is a region-level fact for a vir.func or its pointer argument, not for a function argument (use noread/nowrite on a call edge)}}
vir.func private @readonly_on_int_argument(i32 {vir.traits = [#vir.readonly]})

// -----

// expected-error @below {{'vir.func' op argument 0: 'noread' is an access-edge fact for a vir.call or its pointer argument, not for a function argument (use readonly/writeonly on a function)}}
vir.func private @noread_on_func_argument(!vir.ptr {vir.traits = [#vir.noread]})

// -----

vir.func private @tail_on_load(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.load' op 'tail' is an access-edge fact for a vir.call, not for 'vir.load'}}
  %v = vir.load %p {vir.traits = [#vir.tail]} : i32
  vir.return %v : i32
}

// -----

vir.func private @libcall_on_load(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.load' op 'libcall' is an access-edge fact for a direct vir.call, not for 'vir.load'}}
  %v = vir.load %p {vir.traits = [#vir.libcall<"strlen">]} : i32
  vir.return %v : i32
}

// -----

vir.func private @strnlen(!vir.ptr) -> i64
vir.func private @libcall_other_callee(%p: !vir.ptr) -> i64 {
  // expected-error @below {{'vir.call' op 'libcall' names 'strlen', but the call calls 'strnlen'}}
  %n = vir.call @strnlen(%p) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  vir.return %n : i64
}

// -----

vir.func private @puts(!vir.ptr) -> i32
vir.func private @libcall_unknown(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.call' op 'libcall' knows no C library function 'puts' (known: strlen, printf, sprintf, snprintf, strcpy, strcat, strcmp, strncmp)}}
  %n = vir.call @puts(%p) {vir.traits = [#vir.libcall<"puts">]} : (!vir.ptr) -> i32
  vir.return %n : i32
}

// -----

vir.func private @strlen(i64) -> i64
vir.func private @libcall_bad_type(%x: i64) -> i64 {
  // expected-error @below {{'vir.call' op 'libcall' on 'strlen' needs a call with one pointer argument and an integer result}}
  %n = vir.call @strlen(%x) {vir.traits = [#vir.libcall<"strlen">]} : (i64) -> i64
  vir.return %n : i64
}

// -----

vir.func private @sprintf(i64, !vir.ptr, ...) -> i32
vir.func private @libcall_sprintf_type(%x: i64, %p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.call' op 'libcall' on 'sprintf' needs a call with two pointer arguments (destination, format) first and an integer result}}
  %n = vir.call @sprintf(%x, %p) vararg((i64, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"sprintf">]} : (i64, !vir.ptr) -> i32
  vir.return %n : i32
}

// -----

vir.func private @libcall_indirect(%f: !vir.ptr, %p: !vir.ptr) -> i64 {
  // expected-error @below {{'vir.call' op 'libcall' is an access-edge fact for a direct vir.call, not for}}
  %n = vir.call %f(%p) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  vir.return %n : i64
}

//===----------------------------------------------------------------------===//
// Function arguments
//===----------------------------------------------------------------------===//

// -----

// expected-error @below {{'vir.func' op argument 0: unknown VIR attribute 'vir.foo'}}
vir.func private @unknown_argument_attribute(!vir.ptr {vir.foo = [#vir.nocapture]})

// -----

// expected-error @below {{'vir.func' op argument 0: 'vir.traits' must be an array of traits, got #vir.nocapture}}
vir.func private @argument_traits_not_an_array(!vir.ptr {vir.traits = #vir.nocapture})

// -----

// expected-error @below {{'vir.func' op argument 1: "nonnull" is not a VIR trait}}
vir.func private @argument_not_a_trait(!vir.ptr, !vir.ptr {vir.traits = ["nonnull"]})

// -----

// expected-error @below {{'vir.func' op argument 0: 'range' applies to an integer value, not to a function argument}}
vir.func private @range_on_pointer_argument(!vir.ptr {vir.traits = [#vir.range<0, 1>]})

// -----

// expected-error @below {{'vir.func' op argument 0: range [-200, 0] does not fit the signed values of 'i8'}}
vir.func private @range_argument_too_wide(i8 {vir.traits = [#vir.range<-200, 0>]})

// -----

// expected-error @below {{'vir.func' op argument 0: 'assume' on a pointer compares it with 0 using eq or ne}}
vir.func private @assume_pointer_argument(!vir.ptr {vir.traits = [#vir.assume<sgt, 0>]})

// -----

// expected-error @below {{'vir.func' op argument 0: 'dereferenceable' applies to a pointer value, not to a function argument}}
vir.func private @dereferenceable_on_float_argument(f64 {vir.traits = [#vir.dereferenceable<8>]})

// -----

// expected-error @below {{'vir.func' op argument 0: duplicate trait #vir.nocapture}}
vir.func private @duplicate_argument_trait(!vir.ptr {vir.traits = [#vir.nocapture, #vir.readonly, #vir.nocapture]})

// -----

// expected-error @below {{'vir.func' op argument 0: trait #vir.nocapture<epoch = 1> is stamped at epoch 1, after @argument_epoch_ahead's epoch 0}}
vir.func private @argument_epoch_ahead(!vir.ptr {vir.traits = [#vir.nocapture<epoch = 1>]})

// -----

// expected-error @below {{'vir.func' op argument 0: 'noalias' applies to a memory access or a pointer argument of a call, not to a function argument}}
vir.func private @noalias_on_argument(!vir.ptr {vir.traits = [#vir.noalias<alias_scopes = ["a"]>]}) attributes {alias_scopes = ["a"]}

// -----

// expected-error @below {{'vir.func' op argument 0: 'loop_invariant' applies to an operation with results, not to a function argument}}
vir.func private @loop_invariant_on_argument(i32 {vir.traits = [#vir.loop_invariant]})

//===----------------------------------------------------------------------===//
// Call arguments
//===----------------------------------------------------------------------===//

// -----

vir.func private @callee(i32)
vir.func private @noalias_on_int_call_argument(%a: i32) attributes {alias_scopes = ["a"]} {
  // expected-error @below {{'vir.call' op argument 0: 'noalias' applies to a memory access or a pointer argument of a call, not to a call argument}}
  vir.call @callee(%a) {arg_attrs = [{vir.traits = [#vir.noalias<alias_scopes = ["a"]>]}]} : (i32) -> ()
  vir.return
}

// -----

vir.func private @callee(!vir.ptr)
vir.func private @noalias_call_argument_undeclared(%p: !vir.ptr) attributes {alias_scopes = ["a"]} {
  // expected-error @below {{'vir.call' op argument 0: alias scope 'b' is not declared in the alias_scopes of @noalias_call_argument_undeclared}}
  vir.call @callee(%p) {arg_attrs = [{vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]}]} : (!vir.ptr) -> ()
  vir.return
}

// -----

vir.func private @callee(!vir.ptr)
vir.func private @unknown_call_argument_attribute(%p: !vir.ptr) {
  // expected-error @below {{'vir.call' op argument 0: unknown attribute 'vir.foo'}}
  vir.call @callee(%p) {arg_attrs = [{vir.foo = [#vir.nocapture]}]} : (!vir.ptr) -> ()
  vir.return
}

// -----

vir.func private @callee(!vir.ptr)
vir.func private @call_argument_not_a_trait(%p: !vir.ptr) {
  // expected-error @below {{'vir.call' op argument 0: 7 : i64 is not a VIR trait}}
  vir.call @callee(%p) {arg_attrs = [{vir.traits = [7]}]} : (!vir.ptr) -> ()
  vir.return
}

// -----

vir.func private @callee(i32, !vir.ptr)
vir.func private @noread_on_int_call_argument(%a: i32, %p: !vir.ptr) {
  // expected-error @below {{'vir.call' op argument 0: 'noread' is an access-edge fact for a vir.call or its pointer argument, not for a call argument (use readonly/writeonly on a function)}}
  vir.call @callee(%a, %p) {arg_attrs = [{vir.traits = [#vir.noread]}, {}]} : (i32, !vir.ptr) -> ()
  vir.return
}

// -----

vir.func private @callee(!vir.ptr)
vir.func private @readonly_on_call_argument(%p: !vir.ptr) {
  // expected-error @below {{'vir.call' op argument 0: 'readonly' is a region-level fact for a vir.func or its pointer argument, not for a call argument (use noread/nowrite on a call edge)}}
  vir.call @callee(%p) {arg_attrs = [{vir.traits = [#vir.readonly]}]} : (!vir.ptr) -> ()
  vir.return
}

// -----

vir.func private @callee(i32, !vir.ptr)
vir.func private @nocapture_on_int_call_argument(%a: i32, %p: !vir.ptr) {
  // expected-error @below {{'vir.call' op argument 0: 'nocapture' applies to a pointer value, not to a call argument}}
  vir.call @callee(%a, %p) {arg_attrs = [{vir.traits = [#vir.nocapture]}, {vir.traits = [#vir.nocapture]}]} : (i32, !vir.ptr) -> ()
  vir.return
}

// -----

vir.func private @callee(!vir.ptr, !vir.ptr)
vir.func private @call_argument_inline(%p: !vir.ptr) {
  // expected-error @below {{'vir.call' op argument 1: request 'inline' applies to a call edge (a vir.call or vir.func), not to a call argument}}
  vir.call @callee(%p, %p) {arg_attrs = [{}, {vir.traits = [#vir.req<inline, soft>]}]} : (!vir.ptr, !vir.ptr) -> ()
  vir.return
}

// -----

vir.func private @callee(!vir.ptr)
vir.func private @call_argument_epoch_ahead(%p: !vir.ptr) attributes {epoch = 2} {
  // expected-error @below {{'vir.call' op argument 0: trait #vir.nowrite<epoch = 3> is stamped at epoch 3, after @call_argument_epoch_ahead's epoch 2}}
  vir.call @callee(%p) {arg_attrs = [{vir.traits = [#vir.nowrite<epoch = 3>]}]} : (!vir.ptr) -> ()
  vir.return
}

//===----------------------------------------------------------------------===//
// Trait syntax
//===----------------------------------------------------------------------===//

// -----

vir.func private @callee()
vir.func private @unknown_request_kind() {
  // expected-error @below {{unknown request kind 'frobnicate'}}
  vir.call @callee() {vir.traits = [#vir.req<frobnicate, soft>]} : () -> ()
  vir.return
}

// -----

vir.func private @callee()
vir.func private @bad_strength() {
  // expected-error @below {{unknown request strength (expected 'soft' or 'strong') 'hard'}}
  vir.call @callee() {vir.traits = [#vir.req<inline, hard>]} : () -> ()
  vir.return
}

// -----

vir.func private @callee()
vir.func private @unknown_request_parameter() {
  // expected-error @below {{unknown trait parameter 'speed'}}
  vir.call @callee() {vir.traits = [#vir.req<inline, soft, speed = 3>]} : () -> ()
  vir.return
}

// -----

vir.func private @unknown_unit_trait_parameter() -> !vir.ptr {
  // expected-error @below {{unknown trait parameter 'scope'}}
  %p = vir.alloca i32 {vir.traits = [#vir.nocapture<scope = "a">]}
  vir.return %p : !vir.ptr
}

// -----

vir.func private @unknown_predicate(%a: i32) -> i32 {
  // expected-error @below {{unknown comparison predicate 'less'}}
  %s = vir.add %a, %a {vir.traits = [#vir.assume<less, 4>]} : i32
  vir.return %s : i32
}

// -----

// Loop requests inside an opaque region are checked like any other.
vir.func private @loop_request_in_opaque_region(%a: i32, %c: i1) -> i32 {
  %r = vir.opaque_region(%a, %c : i32, i1) -> (i32) {
  ^bb0(%x: i32, %cc: i1):
    // expected-error @below {{'vir.cond_br' op carries loop request 'unroll' but does not branch to a block that dominates it}}
    vir.cond_br %cc, ^b1, ^b2 {vir.traits = [#vir.req<unroll, soft>]}
  ^b1:
    vir.yield %x : i32
  ^b2:
    vir.yield %x : i32
  }
  vir.return %r : i32
}

// -----

// vir.target_cpu belongs on the module only.
// expected-error @below {{'vir.target_cpu' must be a string on the top-level builtin.module}}
vir.func private @target_cpu_on_func() attributes {vir.target_cpu = "znver3"}

// -----

// vir.hosted is a unit attribute of the module.
// expected-error @below {{'vir.hosted' must be a unit attribute on the top-level builtin.module}}
vir.func private @hosted_on_func() attributes {vir.hosted}

// -----

// expected-error @below {{'vir.hosted' must be a unit attribute on the top-level builtin.module}}
module attributes {vir.hosted = 1 : i32} {
}

// -----

// 'immutable' speaks of the object a pointer-valued operation points into.
vir.func private @immutable_on_integer() -> i32 {
  // expected-error @below {{'vir.constant' op 'immutable' applies to a pointer value, not to 'vir.constant'}}
  %c = vir.constant {vir.traits = [#vir.immutable]} 1 : i32
  vir.return %c : i32
}

// -----

// expected-error @below {{'immutable' applies to a pointer-valued operation, not to}}
vir.func private @immutable_on_argument(!vir.ptr {vir.traits = [#vir.immutable]})
