// RUN: vct-mlir-opt %s -split-input-file -verify-diagnostics

// Verifier errors of VIR operations and types: one error per split.

//===----------------------------------------------------------------------===//
// vir.func
//===----------------------------------------------------------------------===//

// expected-error @below {{'vir.func' op has 3 results; a VIR function has at most two}}
vir.func private @three_results() -> (i64, i64, i64)

// -----

// expected-error @below {{'vir.func' op result type 'vector<4xi32>' is wider than 8 bytes; each of two results is one eightbyte of a structure returned in registers}}
vir.func private @wide_pair() -> (i64, vector<4xi32>)

// -----

// expected-error @below {{'vir.func' op argument type 'index' is not a VIR value type}}
vir.func private @index_arg(index)

// -----

// The llvm. prefix is LLVM's, for intrinsics (issue 13: a VIR definition of
// @llvm.memcpy reached LLVM's verifier).
// expected-error @below {{'vir.func' op symbol 'llvm.memcpy' uses the 'llvm.' prefix, which is reserved for LLVM intrinsics}}
vir.func @llvm.memcpy(%p: !vir.ptr) {
  vir.return
}

// -----

// expected-error @below {{'vir.func' op symbol 'llvm.foo' uses the 'llvm.' prefix, which is reserved for LLVM intrinsics}}
vir.func private @llvm.foo(!vir.ptr)

// -----

// expected-error @below {{'vir.global' op symbol 'llvm.used' uses the 'llvm.' prefix, which is reserved for LLVM intrinsics}}
vir.global @llvm.used : i32 = 0

// -----

// A negative element count is not 2^64-128 elements (issue 13).
// expected-error @below {{array of -128 x 'i8' is larger than 2^63-1 bytes (a negative or overflowing element count)}}
vir.global @negative_array : !vir.array<-128 x i8>

// -----

// expected-error @below {{array of 2305843009213693952 x 'i32' is larger than 2^63-1 bytes (a negative or overflowing element count)}}
vir.global @overflowing_array : !vir.array<2305843009213693952 x i32>

// -----

// expected-error @below {{structure is larger than 2^63-1 bytes}}
vir.global @overflowing_struct : !vir.struct<!vir.array<4611686018427387904 x i8>, !vir.array<4611686018427387904 x i8>>

// -----

// Alignments are at most LLVM's largest, 2^32 (issue 13: 2^32 came out of
// the LLVM backend as the default alignment).
vir.func @atomic_unordered(%p: !vir.ptr, %v: i32) {
  // expected-error @below {{'vir.atomic_rmw' op cannot be unordered}}
  %0 = vir.atomic_rmw add %p, %v unordered align 4 : i32
  vir.return
}

// -----

vir.func @atomic_add_pointer(%p: !vir.ptr, %q: !vir.ptr) {
  // expected-error @below {{'vir.atomic_rmw' op cannot operate on '!vir.ptr' (integers of 8 to 64 bits)}}
  %0 = vir.atomic_rmw add %p, %q seq_cst align 8 : !vir.ptr
  vir.return
}

// -----

vir.func @atomic_odd_width(%p: !vir.ptr, %v: i24) {
  // expected-error @below {{'vir.atomic_rmw' op cannot operate on 'i24' (integers of 8 to 64 bits)}}
  %0 = vir.atomic_rmw add %p, %v seq_cst align 4 : i24
  vir.return
}

// -----

vir.func @atomic_underaligned(%p: !vir.ptr, %v: i64) {
  // expected-error @below {{'vir.atomic_rmw' op alignment 4 is below the access size 8}}
  %0 = vir.atomic_rmw xor %p, %v seq_cst align 4 : i64
  vir.return
}

// -----

vir.func @cmpxchg_release_failure(%p: !vir.ptr, %v: i32) {
  // expected-error @below {{'vir.cmpxchg' op failure ordering cannot be release}}
  %0, %1 = vir.cmpxchg %p, %v, %v seq_cst release align 4 : i32
  vir.return
}

// -----

// x87's f80 is a scalar only.
// expected-error @below {{'vir.func' op argument type 'vector<2xf80>' is not a VIR value type}}
vir.func @vector_of_f80(%v: vector<2xf80>) {
  vir.return
}

// -----

vir.func @atomic_f80(%p: !vir.ptr) -> f80 {
  // expected-error @below {{'vir.load' op atomic access needs a pointer, an f32/f64 or an i8/i16/i32/i64, got 'f80'}}
  %v = vir.load %p atomic seq_cst align 16 : f80
  vir.return %v : f80
}

// -----

vir.global @tl : i32 = 0 {vct.thread_local}
// expected-error @below {{'vir.global' op initializer refers to @tl, which is thread-local (its address is not a constant)}}
vir.global @tl_address : !vir.ptr = @tl

// -----

vir.func @fence_monotonic() {
  // expected-error @below {{'vir.fence' op cannot be monotonic (a fence is acquire, release, acq_rel or seq_cst)}}
  vir.fence monotonic
  vir.return
}

// -----

vir.func @cmpxchg_float(%p: !vir.ptr, %v: f32) {
  // expected-error @below {{'vir.cmpxchg' op cannot operate on 'f32' (integers of 8 to 64 bits or pointers)}}
  %0, %1 = vir.cmpxchg %p, %v, %v seq_cst seq_cst align 4 : f32
  vir.return
}

// -----

vir.func @va_start_not_variadic(%ap: !vir.ptr) {
  // expected-error @below {{'vir.va_start' op is only valid in a variadic function}}
  vir.va_start %ap
  vir.return
}

// -----

vir.func @huge_alloca_alignment() {
  // expected-error @below {{'vir.alloca' op alignment 8589934592 exceeds the largest, 2^32 (4294967296)}}
  %s = vir.alloca i32 align 8589934592
  vir.return
}

// -----

// expected-error @below {{'vir.global' op alignment 8589934592 exceeds the largest, 2^32 (4294967296)}}
vir.global @huge_global_alignment : i32 = 0 align 8589934592

// -----

vir.func @huge_load_alignment(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.load' op alignment 8589934592 exceeds the largest, 2^32 (4294967296)}}
  %v = vir.load %p align 8589934592 : i32
  vir.return %v : i32
}

// -----

// expected-error @below {{'vir.func' op argument type 'tensor<4xi32>' is not a VIR value type}}
vir.func private @tensor_arg(tensor<4xi32>)

// -----

// expected-error @below {{'vir.func' op result type 'index' is not a VIR value type}}
vir.func private @index_result() -> index

// -----

// expected-error @below {{'vir.func' op argument type 'vector<2x3xi32>' is not a VIR value type}}
vir.func private @rank2_vector_arg(vector<2x3xi32>)

// -----

// expected-error @below {{'vir.func' op epoch must be non-negative, got -1}}
vir.func private @negative_epoch() attributes {epoch = -1}

// -----

// expected-error @below {{'vir.func' op declares alias scope 'a' twice}}
vir.func private @duplicate_scope() attributes {alias_scopes = ["a", "b", "a"]}

// -----

// FunctionOpInterface checks the entry block against the signature before
// FuncOp::verifyRegions does.
// expected-error @below {{'vir.func' op entry block must have 1 arguments to match function signature}}
"vir.func"() <{function_type = (i32) -> (), sym_name = "entry_count"}> ({
^bb0:
  vir.return
}) : () -> ()

// -----

// expected-error @below {{'vir.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"vir.func"() <{function_type = (i32) -> (), sym_name = "entry_type"}> ({
^bb0(%a: i64):
  vir.return
}) : () -> ()

// -----

// expected-error @below {{'vir.func' op symbol declaration cannot have public visibility}}
vir.func @public_declaration(i32) -> i32

//===----------------------------------------------------------------------===//
// vir.global
//===----------------------------------------------------------------------===//

// -----

// expected-error @below {{'vir.global' op type 'index' is not a VIR value or aggregate type}}
vir.global private @index_global : index = 0

// -----

// expected-error @below {{'vir.global' op alignment must be a power of two, got 3}}
vir.global private @bad_align : i32 = 0 align 3

// -----

// expected-error @below {{'vir.global' op alignment must be a power of two, got 0}}
vir.global private @zero_align : i32 = 0 align 0

// -----

// An integer initializer for a pointer (the custom syntax only accepts
// addresses there, so use the generic form).
// expected-error @below {{'vir.global' op initializer 5 : i64 does not match type '!vir.ptr'}}
"vir.global"() <{sym_name = "int_for_ptr", sym_visibility = "private", global_type = !vir.ptr, initial_value = 5 : i64}> : () -> ()

// -----

// expected-error @below {{'vir.global' op initializer 5 : i64 does not match type 'i32'}}
"vir.global"() <{sym_name = "wrong_int_width", sym_visibility = "private", global_type = i32, initial_value = 5 : i64}> : () -> ()

// -----

// An address initializes a pointer or an i64, nothing narrower.
// expected-error @below {{'vir.global' op initializer #vir.addr<@target> does not match type 'i32'}}
"vir.global"() <{sym_name = "addr_for_int", sym_visibility = "private", global_type = i32, initial_value = #vir.addr<@target>}> : () -> ()
vir.global private @target : i64 = 0

// -----

// expected-error @below {{'vir.global' op string initializer has 2 bytes, the type 3}}
vir.global private @short_string : !vir.array<3 x i8> = "hi"

// -----

// expected-error @below {{'vir.global' op initializer "hi" does not match type '!vir.array<2 x i32>'}}
vir.global private @string_for_i32s : !vir.array<2 x i32> = "hi"

// -----

// expected-error @below {{'vir.global' op initializer has 2 elements, the type 3}}
vir.global private @too_few_elements : !vir.array<3 x i32> = [1, 2]

// -----

// expected-error @below {{'vir.global' op initializer has 1 fields, the type 2}}
vir.global private @too_few_fields : !vir.struct<i32, i64> = [1]

// -----

// expected-error @below {{too many initializers for '!vir.struct<i32, i64>'}}
vir.global private @too_many_fields : !vir.struct<i32, i64> = [1, 2, 3]

// -----

// expected-error @below {{'vir.global' op initializer 2 : i32 does not match type 'f64'}}
"vir.global"() <{sym_name = "wrong_field_type", sym_visibility = "private", global_type = !vir.struct<i32, f64>, initial_value = [1 : i32, 2 : i32]}> : () -> ()

// -----

// expected-error @below {{'vir.global' op initializer [1 : i32] does not match type 'i32'}}
"vir.global"() <{sym_name = "list_for_scalar", sym_visibility = "private", global_type = i32, initial_value = [1 : i32]}> : () -> ()

// -----

// expected-error @below {{'vir.global' op initializer refers to @nowhere, which is not a vir.global or vir.func}}
vir.global private @dangling : !vir.ptr = @nowhere

// -----

// expected-error @below {{'vir.global' op initializer refers to @nowhere, which is not a vir.global or vir.func}}
vir.global private @dangling_field : !vir.struct<i32, !vir.ptr> = [0, @nowhere + 4]

//===----------------------------------------------------------------------===//
// vir.addressof
//===----------------------------------------------------------------------===//

// -----

vir.func private @addressof_unknown() -> !vir.ptr {
  // expected-error @below {{'vir.addressof' op 'nowhere' does not name a vir.global or vir.func}}
  %p = vir.addressof @nowhere : !vir.ptr
  vir.return %p : !vir.ptr
}

//===----------------------------------------------------------------------===//
// vir.alias
//===----------------------------------------------------------------------===//

// -----

// expected-error @below {{'vir.alias' op 'nowhere' does not name a vir.global or vir.func}}
vir.alias @dangling = @nowhere

// -----

vir.func private @declared()
// expected-error @below {{'vir.alias' op @declared is not defined in the module}}
vir.alias @of_declaration = @declared

// -----

vir.func @f() {
  vir.return
}
// expected-error @below {{'vir.alias' op an alias of function @f has no offset}}
vir.alias @into_code = @f + 8

// -----

vir.global @g : i32 = 0
vir.alias @g_alias = @g
vir.func @use() -> !vir.ptr {
  // expected-error @below {{'vir.addressof' op 'g_alias' does not name a vir.global or vir.func}}
  %p = vir.addressof @g_alias : !vir.ptr
  vir.return %p : !vir.ptr
}

//===----------------------------------------------------------------------===//
// vir.global_ctor, vir.global_dtor
//===----------------------------------------------------------------------===//

// -----

// expected-error @below {{'vir.global_ctor' op 'nowhere' does not name a vir.func}}
vir.global_ctor @nowhere priority 65535

// -----

vir.func private @external()
// expected-error @below {{'vir.global_dtor' op @external is not defined in the module}}
vir.global_dtor @external priority 65535

// -----

vir.func private @takes(%x: i32) {
  vir.return
}
// expected-error @below {{'vir.global_ctor' op @takes takes arguments}}
vir.global_ctor @takes priority 65535

// -----

vir.func private @init() {
  vir.return
}
// expected-error @below {{'vir.global_ctor' op attribute 'priority' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 65535}}
vir.global_ctor @init priority 65536

// -----

vir.func @inside() {
  // expected-error @below {{'vir.global_dtor' op expects parent op 'builtin.module'}}
  vir.global_dtor @inside priority 1
  vir.return
}

//===----------------------------------------------------------------------===//
// vir.call
//===----------------------------------------------------------------------===//

// -----

vir.func private @call_unknown() {
  // expected-error @below {{'vir.call' op 'nowhere' does not name a vir.func}}
  vir.call @nowhere() : () -> ()
  vir.return
}

// -----

vir.global private @not_a_function : i32 = 0
vir.func private @call_global() {
  // expected-error @below {{'vir.call' op 'not_a_function' does not name a vir.func}}
  vir.call @not_a_function() : () -> ()
  vir.return
}

// -----

vir.func private @callee(i32, i32) -> i32
vir.func private @call_arg_count(%a: i32) -> i32 {
  // expected-error @below {{'vir.call' op passes 1 arguments to @callee, which takes 2}}
  %r = vir.call @callee(%a) : (i32) -> i32
  vir.return %r : i32
}

// -----

vir.func private @callee(i32) -> i32
vir.func private @call_arg_type(%a: i64) -> i32 {
  // expected-error @below {{'vir.call' op argument 0 has type 'i64', @callee expects 'i32'}}
  %r = vir.call @callee(%a) : (i64) -> i32
  vir.return %r : i32
}

// -----

vir.func private @callee(i32) -> i32
vir.func private @call_result_type(%a: i32) -> i64 {
  // expected-error @below {{'vir.call' op result types do not match @callee's '(i32) -> i32'}}
  %r = vir.call @callee(%a) : (i32) -> i64
  vir.return %r : i64
}

// -----

vir.func private @callee(i32) -> i32
vir.func private @call_dropped_result(%a: i32) {
  // expected-error @below {{'vir.call' op result types do not match @callee's '(i32) -> i32'}}
  vir.call @callee(%a) : (i32) -> ()
  vir.return
}

// -----

vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @call_variadic_without_vararg(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.call' op calls variadic function @printf without vararg('(!vir.ptr) -> i32')}}
  %r = vir.call @printf(%p) : (!vir.ptr) -> i32
  vir.return %r : i32
}

// -----

vir.func private @callee(!vir.ptr) -> i32
vir.func private @call_vararg_non_variadic(%p: !vir.ptr) -> i32 {
  // expected-error @below {{'vir.call' op has vararg(...) but @callee is not variadic}}
  %r = vir.call @callee(%p) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i32
  vir.return %r : i32
}

// -----

vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @call_vararg_mismatch(%p: !vir.ptr, %a: i32) -> i32 {
  // expected-error @below {{'vir.call' op vararg type '(!vir.ptr, i32) -> i32' does not match @printf's '(!vir.ptr) -> i32'}}
  %r = vir.call @printf(%p, %a) vararg((!vir.ptr, i32) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %r : i32
}

// -----

vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @call_variadic_too_few() -> i32 {
  // expected-error @below {{'vir.call' op passes 0 arguments, fewer than the 1 fixed parameters of the variadic callee}}
  %r = vir.call @printf() vararg((!vir.ptr) -> i32) : () -> i32
  vir.return %r : i32
}

// -----

vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @call_variadic_fixed_type(%a: i64) -> i32 {
  // expected-error @below {{'vir.call' op argument 0 has type 'i64', the variadic callee's parameter '!vir.ptr'}}
  %r = vir.call @printf(%a) vararg((!vir.ptr) -> i32) : (i64) -> i32
  vir.return %r : i32
}

// -----

vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @call_variadic_result(%p: !vir.ptr) -> i64 {
  // expected-error @below {{'vir.call' op result types do not match the variadic callee's}}
  %r = vir.call @printf(%p) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i64
  vir.return %r : i64
}

// -----

// The custom syntax types the callee of an indirect call as !vir.ptr, so a
// non-pointer callee is a type error at parse time.
// expected-note @below {{prior use here}}
vir.func private @indirect_non_ptr_parse(%f: i64) {
  // expected-error @below {{use of value '%f' expects different type than prior uses: '!vir.ptr' vs 'i64'}}
  vir.call %f() : () -> ()
  vir.return
}

// -----

vir.func private @indirect_non_ptr(%f: i64) {
  // expected-error @below {{'vir.call' op indirect call needs a !vir.ptr callee operand}}
  "vir.call"(%f) : (i64) -> ()
  vir.return
}

// -----

vir.func private @indirect_no_callee() {
  // expected-error @below {{'vir.call' op indirect call needs a !vir.ptr callee operand}}
  "vir.call"() : () -> ()
  vir.return
}

// -----

vir.func private @callee(i32)
vir.func private @call_index_arg(%a: i32) {
  %i = builtin.unrealized_conversion_cast %a : i32 to index
  // expected-error @below {{'vir.call' op argument type 'index' is not a VIR value type}}
  vir.call @callee(%i) : (index) -> ()
  vir.return
}

// -----

vir.func private @call_three_results(%p: !vir.ptr) {
  // expected-error @below {{'vir.call' op has 3 results; a VIR function has at most two}}
  %r:3 = vir.call %p() : () -> (i32, i32, i32)
  vir.return
}

// -----

vir.func private @callee(i32, i32)
vir.func private @call_two_results(%a: i32) {
  // expected-error @below {{'vir.call' op result types do not match @callee's '(i32, i32) -> ()'}}
  %r:2 = vir.call @callee(%a, %a) : (i32, i32) -> (i32, i32)
  vir.return
}

// -----

vir.func private @callee(i32)
vir.func private @call_arg_attrs_count(%a: i32) {
  // expected-error @below {{'vir.call' op has 2 argument attribute dictionaries for 1 arguments}}
  vir.call @callee(%a) {arg_attrs = [{}, {}]} : (i32) -> ()
  vir.return
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

// -----

vir.func private @cond_br_weight_count(%c: i1) {
  // expected-error @below {{'vir.cond_br' op has 3 branch weights for 2 successors}}
  vir.cond_br %c weights([1, 2, 3]), ^a, ^b
^a:
  vir.return
^b:
  vir.return
}

// -----

vir.func private @cond_br_negative_weight(%c: i1) {
  // expected-error @below {{'vir.cond_br' op branch weights must be non-negative}}
  vir.cond_br %c weights([5, -1]), ^a, ^b
^a:
  vir.return
^b:
  vir.return
}

// -----

vir.func private @switch_duplicate_case(%x: i32) {
  // expected-error @below {{'vir.switch' op has case value 7 twice}}
  vir.switch %x : i32, [
    default: ^a,
    7: ^a,
    1: ^b,
    7: ^b
  ]
^a:
  vir.return
^b:
  vir.return
}

// -----

vir.func private @switch_case_count(%x: i32) {
  // expected-error @below {{'vir.switch' op has 2 case values for 1 case destinations}}
  "vir.switch"(%x) [^a, ^a] <{case_values = array<i64: 1, 2>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  vir.return
}

// -----

vir.func private @switch_weight_count(%x: i32) {
  // expected-error @below {{'vir.switch' op has 1 branch weights for 2 successors}}
  vir.switch %x : i32 weights([1]), [
    default: ^a,
    1: ^a
  ]
^a:
  vir.return
}

// -----

vir.func private @switch_negative_weight(%x: i32) {
  // expected-error @below {{'vir.switch' op branch weights must be non-negative}}
  vir.switch %x : i32 weights([1, -3]), [
    default: ^a,
    1: ^a
  ]
^a:
  vir.return
}

// -----

vir.func private @return_value_from_void(%a: i32) {
  // expected-error @below {{'vir.return' op returns a value from a function without results}}
  vir.return %a : i32
}

// -----

vir.func private @return_missing_value() -> i32 {
  // expected-error @below {{'vir.return' op returns no value from a function returning 'i32'}}
  vir.return
}

// -----

vir.func private @return_wrong_type(%a: i64) -> i32 {
  // expected-error @below {{'vir.return' op returns 'i64' from a function returning 'i32'}}
  vir.return %a : i64
}

// -----

vir.func private @return_one_of_two(%a: i64) -> (i64, i64) {
  // expected-error @below {{'vir.return' op returns 'i64' from a function returning 'i64', 'i64'}}
  vir.return %a : i64
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

// -----

// The attribute's type and the result type are tied by AllTypesMatch, which
// is checked before ConstantOp::verify.
vir.func private @constant_type_mismatch() {
  // expected-error @below {{'vir.constant' op failed to verify that all of {value, res} have same type}}
  %c = "vir.constant"() <{value = 1 : i64}> : () -> i32
  vir.return
}

// -----

// No builtin attribute has a pointer type: a pointer constant is rejected
// when its literal is parsed.
vir.func private @constant_pointer() {
  // expected-error @below {{integer literal not valid for specified type}}
  %c = vir.constant 0 : !vir.ptr
  vir.return
}

// -----

vir.func private @constant_sparse_vector() {
  // expected-error @below {{'vir.constant' op of vector type requires a dense elements value, got sparse<0, 1> : vector<2xi32>}}
  %c = vir.constant sparse<[[0]], [1]> : vector<2xi32>
  vir.return
}

// -----

vir.func private @constant_index_vector() {
  // expected-error @below {{'vir.constant' op result #0 must be VIR value type (integer, float, pointer or vector), but got 'vector<2xindex>'}}
  %c = vir.constant dense<1> : vector<2xindex>
  vir.return
}

// -----

vir.func private @select_vector_cond_scalar(%c: vector<4xi1>, %a: i32, %b: i32) {
  // expected-error @below {{'vir.select' op vector condition 'vector<4xi1>' needs a result vector of the same length, got 'i32'}}
  %r = vir.select %c, %a, %b : vector<4xi1>, i32
  vir.return
}

// -----

vir.func private @select_vector_cond_length(%c: vector<4xi1>, %a: vector<2xi32>, %b: vector<2xi32>) {
  // expected-error @below {{'vir.select' op vector condition 'vector<4xi1>' needs a result vector of the same length, got 'vector<2xi32>'}}
  %r = vir.select %c, %a, %b : vector<4xi1>, vector<2xi32>
  vir.return
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

// -----

vir.func private @zext_narrower(%a: i32) {
  // expected-error @below {{'vir.zext' op operand type 'i32' and result type 'i8' are cast incompatible}}
  %r = vir.zext %a : i32 to i8
  vir.return
}

// -----

vir.func private @sext_same_width(%a: i32) {
  // expected-error @below {{'vir.sext' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %r = vir.sext %a : i32 to i32
  vir.return
}

// -----

vir.func private @trunc_wider(%a: i32) {
  // expected-error @below {{'vir.trunc' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %r = vir.trunc %a : i32 to i64
  vir.return
}

// -----

vir.func private @zext_vector_length(%a: vector<4xi8>) {
  // expected-error @below {{'vir.zext' op operand type 'vector<4xi8>' and result type 'vector<2xi32>' are cast incompatible}}
  %r = vir.zext %a : vector<4xi8> to vector<2xi32>
  vir.return
}

// -----

vir.func private @fpext_narrower(%a: f64) {
  // expected-error @below {{'vir.fpext' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %r = vir.fpext %a : f64 to f32
  vir.return
}

// -----

vir.func private @fptrunc_wider(%a: f32) {
  // expected-error @below {{'vir.fptrunc' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %r = vir.fptrunc %a : f32 to f64
  vir.return
}

// -----

vir.func private @fptosi_shape(%a: vector<4xf32>) {
  // expected-error @below {{'vir.fptosi' op operand type 'vector<4xf32>' and result type 'i32' are cast incompatible}}
  %r = vir.fptosi %a : vector<4xf32> to i32
  vir.return
}

// -----

vir.func private @bitcast_size(%a: i32) {
  // expected-error @below {{'vir.bitcast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %r = vir.bitcast %a : i32 to i64
  vir.return
}

// -----

vir.func private @bitcast_ptr_to_int(%p: !vir.ptr) {
  // expected-error @below {{'vir.bitcast' op operand type '!vir.ptr' and result type 'i64' are cast incompatible}}
  %r = vir.bitcast %p : !vir.ptr to i64
  vir.return
}

// -----

vir.func private @bitcast_same_type(%a: i32) {
  // expected-error @below {{'vir.bitcast' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %r = vir.bitcast %a : i32 to i32
  vir.return
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

// -----

vir.func private @alloca_index() {
  // expected-error @below {{'vir.alloca' op element type 'index' is not a VIR value or aggregate type}}
  %p = vir.alloca index
  vir.return
}

// -----

vir.func private @alloca_bad_align() {
  // expected-error @below {{'vir.alloca' op alignment must be a power of two, got 6}}
  %p = vir.alloca i32 align 6
  vir.return
}

// -----

vir.func private @load_bad_align(%p: !vir.ptr) {
  // expected-error @below {{'vir.load' op alignment must be a power of two, got 0}}
  %v = vir.load %p align 0 : i32
  vir.return
}

// -----

vir.func private @load_release(%p: !vir.ptr) {
  // expected-error @below {{'vir.load' op cannot have release ordering}}
  %v = vir.load %p atomic release align 4 : i32
  vir.return
}

// -----

vir.func private @load_acq_rel(%p: !vir.ptr) {
  // expected-error @below {{'vir.load' op cannot have acq_rel ordering}}
  %v = vir.load %p atomic acq_rel align 4 : i32
  vir.return
}

// -----

vir.func private @store_acquire(%p: !vir.ptr, %v: i32) {
  // expected-error @below {{'vir.store' op cannot have acquire ordering}}
  vir.store %v, %p atomic acquire align 4 : i32
  vir.return
}

// -----

vir.func private @load_atomic_no_align(%p: !vir.ptr) {
  // expected-error @below {{'vir.load' op atomic access needs an explicit alignment}}
  %v = vir.load %p atomic seq_cst : i32
  vir.return
}

// -----

vir.func private @store_atomic_no_align(%p: !vir.ptr, %v: i64) {
  // expected-error @below {{'vir.store' op atomic access needs an explicit alignment}}
  vir.store %v, %p atomic monotonic : i64
  vir.return
}

// -----

vir.func private @load_atomic_vector(%p: !vir.ptr) {
  // expected-error @below {{'vir.load' op atomic access needs a pointer, an f32/f64 or an i8/i16/i32/i64, got 'vector<4xi32>'}}
  %v = vir.load %p atomic acquire align 16 : vector<4xi32>
  vir.return
}

// -----

vir.func private @store_atomic_vector(%p: !vir.ptr, %v: vector<2xf64>) {
  // expected-error @below {{'vir.store' op atomic access needs a pointer, an f32/f64 or an i8/i16/i32/i64, got 'vector<2xf64>'}}
  vir.store %v, %p atomic release align 16 : vector<2xf64>
  vir.return
}

// -----

// The custom syntax needs at least one index: use the generic form.
vir.func private @gep_no_index(%p: !vir.ptr) {
  // expected-error @below {{'vir.gep' op needs at least one index}}
  %q = "vir.gep"(%p) <{rawConstantIndices = array<i32>, elem_type = i32}> : (!vir.ptr) -> !vir.ptr
  vir.return
}

// -----

vir.func private @gep_dynamic_count(%p: !vir.ptr) {
  // expected-error @below {{'vir.gep' op has 0 dynamic indices, its index list names 1}}
  %q = "vir.gep"(%p) <{rawConstantIndices = array<i32: 0, -2147483648>, elem_type = !vir.array<2 x i32>}> : (!vir.ptr) -> !vir.ptr
  vir.return
}

// -----

vir.func private @gep_index_element(%p: !vir.ptr) {
  // expected-error @below {{'vir.gep' op element type 'index' is not a VIR value or aggregate type}}
  %q = vir.gep %p[0] : index
  vir.return
}

// -----

vir.func private @gep_dynamic_struct_index(%p: !vir.ptr, %i: i64) {
  // expected-error @below {{'vir.gep' op index 1 into '!vir.struct<i32, f64>' must be a constant}}
  %q = vir.gep %p[0, %i] : !vir.struct<i32, f64>
  vir.return
}

// -----

vir.func private @gep_field_out_of_range(%p: !vir.ptr) {
  // expected-error @below {{'vir.gep' op field index 2 is out of range for '!vir.struct<i32, f64>'}}
  %q = vir.gep %p[0, 2] : !vir.struct<i32, f64>
  vir.return
}

// -----

vir.func private @gep_negative_field(%p: !vir.ptr) {
  // expected-error @below {{'vir.gep' op field index -1 is out of range for '!vir.struct<i32, f64>'}}
  %q = vir.gep %p[0, -1] : !vir.struct<i32, f64>
  vir.return
}

// -----

vir.func private @gep_into_scalar(%p: !vir.ptr) {
  // expected-error @below {{'vir.gep' op index 1 steps into 'i32', which is not an aggregate}}
  %q = vir.gep %p[0, 1] : i32
  vir.return
}

// -----

vir.func private @gep_nested_into_scalar(%p: !vir.ptr) {
  // expected-error @below {{'vir.gep' op index 3 steps into 'f64', which is not an aggregate}}
  %q = vir.gep %p[0, 2, 1, 0] : !vir.array<4 x !vir.struct<i32, f64>>
  vir.return
}

// -----

vir.func private @gep_reserved_index(%p: !vir.ptr) {
  // expected-error @below {{gep index out of range}}
  %q = vir.gep %p[-2147483648] : i32
  vir.return
}

//===----------------------------------------------------------------------===//
// Vectors
//===----------------------------------------------------------------------===//

// -----

vir.func private @shuffle_mask_range(%a: vector<4xi32>, %b: vector<4xi32>) {
  // expected-error @below {{'vir.shuffle' op mask index 8 is out of range [-1, 8)}}
  %r = vir.shuffle %a, %b [0, 8] : vector<4xi32> -> vector<2xi32>
  vir.return
}

// -----

vir.func private @shuffle_mask_negative(%a: vector<4xi32>, %b: vector<4xi32>) {
  // expected-error @below {{'vir.shuffle' op mask index -2 is out of range [-1, 8)}}
  %r = vir.shuffle %a, %b [-2, 0] : vector<4xi32> -> vector<2xi32>
  vir.return
}

// -----

vir.func private @shuffle_mask_length(%a: vector<4xi32>, %b: vector<4xi32>) {
  // expected-error @below {{'vir.shuffle' op mask has 3 entries for a result of 4 elements}}
  %r = vir.shuffle %a, %b [0, 1, 2] : vector<4xi32> -> vector<4xi32>
  vir.return
}

// -----

vir.func private @shuffle_element_type(%a: vector<4xi32>, %b: vector<4xi32>) {
  // expected-error @below {{'vir.shuffle' op result element type 'i64' differs from the operands' 'i32'}}
  %r = vir.shuffle %a, %b [0, 1] : vector<4xi32> -> vector<2xi64>
  vir.return
}

// -----

vir.func private @reduce_float_kind_on_ints(%v: vector<4xi32>) {
  // expected-error @below {{'vir.reduce' op cannot reduce 'vector<4xi32>' with 'fadd'}}
  %r = vir.reduce fadd %v : vector<4xi32>
  vir.return
}

// -----

vir.func private @reduce_int_kind_on_floats(%v: vector<4xf32>) {
  // expected-error @below {{'vir.reduce' op cannot reduce 'vector<4xf32>' with 'smax'}}
  %r = vir.reduce smax %v : vector<4xf32>
  vir.return
}

//===----------------------------------------------------------------------===//
// vir.opaque_region
//===----------------------------------------------------------------------===//

// -----

vir.func private @opaque_entry_args(%a: i32) -> i32 {
  // expected-error @below {{'vir.opaque_region' op entry block arguments must match the operands}}
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%x: i64):
    %y = vir.trunc %x : i64 to i32
    vir.yield %y : i32
  }
  vir.return %r : i32
}

// -----

vir.func private @opaque_yield_types(%a: i32) -> i32 {
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%x: i32):
    %y = vir.zext %x : i32 to i64
    // expected-error @below {{'vir.yield' op yields 1 values that do not match the region's result types}}
    vir.yield %y : i64
  }
  vir.return %r : i32
}

// -----

vir.func private @opaque_yield_count(%a: i32) -> i32 {
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%x: i32):
    // expected-error @below {{'vir.yield' op yields 0 values that do not match the region's result types}}
    vir.yield
  }
  vir.return %r : i32
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// -----

// expected-error @below {{structure field type 'index' is not a VIR value or aggregate type}}
vir.global private @struct_of_index : !vir.struct<i32, index> = zeroinit

// -----

// expected-error @below {{array element type 'index' is not a VIR value or aggregate type}}
vir.global private @array_of_index : !vir.array<4 x index> = zeroinit

// -----

// expected-error @below {{array element type 'tensor<2xi32>' is not a VIR value or aggregate type}}
vir.func private @array_of_tensor_arg(!vir.ptr) attributes {t = !vir.array<2 x tensor<2xi32>>}

// -----

vir.func private @i128_value() {
  // expected-error @below {{'vir.undef' op result #0 must be VIR value type (integer, float, pointer or vector), but got 'i128'}}
  %a = vir.undef : i128
  vir.return
}

// -----

vir.func private @i128_operand(%a: i64) {
  %w = builtin.unrealized_conversion_cast %a : i64 to i128
  // expected-error @below {{'vir.add' op operand #0 must be signless integer of 1 to 64 bits or vector of integers, but got 'i128'}}
  %s = vir.add %w, %w : i128
  vir.return
}

// -----

vir.func private @signed_int_operand(%a: i32) {
  %w = builtin.unrealized_conversion_cast %a : i32 to si32
  // expected-error @below {{'vir.add' op operand #0 must be signless integer of 1 to 64 bits or vector of integers, but got 'si32'}}
  %s = vir.add %w, %w : si32
  vir.return
}

// -----

// A call's result carries no traits; they go on the call.
vir.func private @g() -> i32
vir.func private @call_result_trait() {
  // expected-error @below {{'vir.call' op result attribute 'vir.traits': VIR traits on a call's result go on the call itself}}
  %r = vir.call @g() {res_attrs = [{vir.traits = [#vir.range<0, 1>]}]} : () -> i32
  vir.return
}

// -----

// Function results carry no traits.
// expected-error @below {{'vir.func' op result attribute 'vir.traits': VIR has no traits on function results}}
vir.func private @result_trait() -> (i32 {vir.traits = [#vir.range<5, 1>]})

// -----

// LLVM has no atomic access to an i1.
vir.func private @atomic_load_i1(%p: !vir.ptr) -> i1 {
  // expected-error @below {{'vir.load' op atomic access needs a pointer, an f32/f64 or an i8/i16/i32/i64, got 'i1'}}
  %0 = vir.load %p atomic seq_cst align 1 : i1
  vir.return %0 : i1
}
