// RUN: vct-mlir-opt %s | vct-mlir-opt | FileCheck %s
// RUN: vct-mlir-opt %s --mlir-print-op-generic | vct-mlir-opt | FileCheck %s

// Round trip of every VIR operation and type in custom form, via both printers.

//===----------------------------------------------------------------------===//
// vir.global
//===----------------------------------------------------------------------===//

// Integer scalar initializer.
// CHECK: vir.global @g_int : i32 = 42
vir.global @g_int : i32 = 42

// Negative integer initializer.
// CHECK: vir.global @g_neg : i64 = -7
vir.global @g_neg : i64 = -7

// i1 initializer.
// CHECK: vir.global @g_bool : i1 = true
vir.global @g_bool : i1 = true

// Float initializers print in scientific notation.
// CHECK: vir.global @g_f64 : f64 = 1.500000e+00
vir.global @g_f64 : f64 = 1.5
// CHECK: vir.global @g_f32 : f32 = -2.000000e+00
vir.global @g_f32 : f32 = -2.0

// String initializer of an i8 array, private constant, escapes kept.
// CHECK: vir.global private constant @g_str : !vir.array<4 x i8> = "hi\0A\00"
vir.global private constant @g_str : !vir.array<4 x i8> = "hi\0A\00"

// Array initializer.
// CHECK: vir.global @g_arr : !vir.array<3 x i32> = [1, 2, 3]
vir.global @g_arr : !vir.array<3 x i32> = [1, 2, 3]

// Structure initializer with an integer and a float field.
// CHECK: vir.global @g_struct : !vir.struct<i32, f64> = [7, 2.500000e+00]
vir.global @g_struct : !vir.struct<i32, f64> = [7, 2.5]

// Nested array/struct initializers, with a nested zeroinit.
// CHECK: vir.global @g_nested : !vir.array<2 x !vir.struct<i8, !vir.array<2 x i16>>> = {{\[}}[1, [2, 3]], [4, zeroinit]]
vir.global @g_nested : !vir.array<2 x !vir.struct<i8, !vir.array<2 x i16>>> = [[1, [2, 3]], [4, zeroinit]]

// zeroinit of a packed structure.
// CHECK: vir.global @g_zero : !vir.struct<packed i8, i32> = zeroinit
vir.global @g_zero : !vir.struct<packed i8, i32> = zeroinit

// undef initializer.
// CHECK: vir.global @g_undef : !vir.array<8 x i64> = undef
vir.global @g_undef : !vir.array<8 x i64> = undef

// Empty structure with an empty initializer list.
// CHECK: vir.global @g_empty : !vir.struct<> = []
vir.global @g_empty : !vir.struct<> = []

// Vector initializer.
// CHECK: vir.global @g_vec : vector<4xi32> = dense<[1, 2, 3, 4]>
vir.global @g_vec : vector<4xi32> = dense<[1, 2, 3, 4]>

// Address of a global.
// CHECK: vir.global @g_ptr : !vir.ptr = @g_int
vir.global @g_ptr : !vir.ptr = @g_int

// Address of a global plus a byte offset.
// CHECK: vir.global @g_ptr_plus : !vir.ptr = @g_arr + 8
vir.global @g_ptr_plus : !vir.ptr = @g_arr + 8
// An address as an i64: (uintptr_t)&g_arr[2].
// CHECK: vir.global @g_addr_int : i64 = @g_arr + 8
vir.global @g_addr_int : i64 = @g_arr + 8

// Address of a global minus a byte offset.
// CHECK: vir.global @g_ptr_minus : !vir.ptr = @g_arr - 4
vir.global @g_ptr_minus : !vir.ptr = @g_arr - 4

// Address of a function.
// CHECK: vir.global @g_fnptr : !vir.ptr = @callee
vir.global @g_fnptr : !vir.ptr = @callee

// Address initializer inside a structure.
// CHECK: vir.global @g_ptr_field : !vir.struct<i32, !vir.ptr> = [0, @g_arr + 4]
vir.global @g_ptr_field : !vir.struct<i32, !vir.ptr> = [0, @g_arr + 4]

// Private global with an alignment.
// CHECK: vir.global private @g_private : i32 = 0 align 16
vir.global private @g_private : i32 = 0 align 16

// Public constant with an alignment.
// CHECK: vir.global constant @g_const : i64 = 100 align 8
vir.global constant @g_const : i64 = 100 align 8

// Declaration (no initializer).
// CHECK: vir.global private @g_decl : i32{{$}}
vir.global private @g_decl : i32

//===----------------------------------------------------------------------===//
// vir.func
//===----------------------------------------------------------------------===//

// Private declaration.
// CHECK: vir.func private @callee(i32, i32) -> i32{{$}}
vir.func private @callee(i32, i32) -> i32

// Variadic declaration.
// CHECK: vir.func private @printf(!vir.ptr, ...) -> i32{{$}}
vir.func private @printf(!vir.ptr, ...) -> i32

// Void declaration.
// CHECK: vir.func private @sink(!vir.ptr){{$}}
vir.func private @sink(!vir.ptr)

// Variadic declaration without fixed parameters or result.
// CHECK: vir.func private @varargs_only(...){{$}}
vir.func private @varargs_only(...)

// Declaration with argument attributes.
// CHECK: vir.func private @decl_arg_attrs(!vir.ptr {vir.traits = [#vir.nocapture]}, i32) -> i32{{$}}
vir.func private @decl_arg_attrs(!vir.ptr {vir.traits = [#vir.nocapture]}, i32) -> i32

// Definition with argument and result attributes and function attributes.
// CHECK-LABEL: vir.func @func_attrs(
// CHECK-SAME: %[[A:[^:]+]]: i32 {vir.traits = [#vir.range<0, 10>]},
// CHECK-SAME: %{{[^:]+}}: !vir.ptr {test.marker, vir.traits = [#vir.nocapture]})
// CHECK-SAME: -> (i32 {test.res}) attributes {alias_scopes = ["a", "b"], epoch = 1 : i64, test.unit} {
// CHECK-NEXT: vir.return %[[A]] : i32
vir.func @func_attrs(%a: i32 {vir.traits = [#vir.range<0, 10>]},
                     %p: !vir.ptr {test.marker, vir.traits = [#vir.nocapture]})
    -> (i32 {test.res}) attributes {epoch = 1, alias_scopes = ["a", "b"], test.unit} {
  vir.return %a : i32
}

//===----------------------------------------------------------------------===//
// vir.addressof, vir.call
//===----------------------------------------------------------------------===//

// Addresses of a global and a function; direct, indirect, variadic, void calls.
// CHECK-LABEL: vir.func @calls(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[FP:[^:]+]]: !vir.ptr, %[[FMT:[^:]+]]: !vir.ptr) -> i32 {
vir.func @calls(%a: i32, %b: i32, %fp: !vir.ptr, %fmt: !vir.ptr) -> i32 {
  // CHECK-NEXT: %[[G:.*]] = vir.addressof @g_int : !vir.ptr
  %g = vir.addressof @g_int : !vir.ptr
  // CHECK-NEXT: %[[F:.*]] = vir.addressof @callee : !vir.ptr
  %f = vir.addressof @callee : !vir.ptr
  // CHECK-NEXT: %[[R:.*]] = vir.call @callee(%[[A]], %[[B]]) : (i32, i32) -> i32
  %r = vir.call @callee(%a, %b) : (i32, i32) -> i32
  // CHECK-NEXT: %[[I:.*]] = vir.call %[[FP]](%[[A]], %[[R]]) : (i32, i32) -> i32
  %i = vir.call %fp(%a, %r) : (i32, i32) -> i32
  // CHECK-NEXT: %[[N:.*]] = vir.call @printf(%[[FMT]], %[[I]], %[[B]]) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %n = vir.call @printf(%fmt, %i, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  // CHECK-NEXT: vir.call @sink(%[[G]]) : (!vir.ptr) -> ()
  vir.call @sink(%g) : (!vir.ptr) -> ()
  // CHECK-NEXT: vir.call %[[F]](%[[G]]) : (!vir.ptr) -> ()
  vir.call %f(%g) : (!vir.ptr) -> ()
  // CHECK-NEXT: vir.call %[[FP]]() : () -> ()
  vir.call %fp() : () -> ()
  // CHECK-NEXT: %{{.*}} = vir.call %[[FP]](%[[FMT]], %[[A]]) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %v = vir.call %fp(%fmt, %a) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  // CHECK-NEXT: vir.return %[[N]] : i32
  vir.return %n : i32
}

// Two results: the eightbytes of a structure returned in registers.
// CHECK-LABEL: vir.func @pair(
// CHECK-SAME: %[[X:[^:]+]]: i64, %[[Y:[^:]+]]: f64, %[[FP:[^:]+]]: !vir.ptr) -> (i64, f64) {
vir.func @pair(%x: i64, %y: f64, %fp: !vir.ptr) -> (i64, f64) {
  // CHECK-NEXT: %[[R:.*]]:2 = vir.call @pair(%[[X]], %[[Y]], %[[FP]]) : (i64, f64, !vir.ptr) -> (i64, f64)
  %r:2 = vir.call @pair(%x, %y, %fp) : (i64, f64, !vir.ptr) -> (i64, f64)
  // CHECK-NEXT: %{{.*}}:2 = vir.call %[[FP]]() : () -> (vector<2xf32>, f32)
  %v:2 = vir.call %fp() : () -> (vector<2xf32>, f32)
  // CHECK-NEXT: vir.return %[[R]]#0, %[[Y]] : i64, f64
  vir.return %r#0, %y : i64, f64
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

// Branches with and without weights and block arguments.
// CHECK-LABEL: vir.func @branches(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32) -> i32 {
vir.func @branches(%c: i1, %x: i32) -> i32 {
  // CHECK-NEXT: vir.br ^[[BB1:.*]]{{$}}
  vir.br ^bb1
// CHECK-NEXT: ^[[BB1]]:
^bb1:
  // CHECK-NEXT: vir.cond_br %[[C]], ^[[BB2:.*]], ^[[BB3:.*]](%[[X]] : i32){{$}}
  vir.cond_br %c, ^bb2, ^bb3(%x : i32)
// CHECK-NEXT: ^[[BB2]]:
^bb2:
  // CHECK-NEXT: vir.cond_br %[[C]] weights([90, 10]), ^[[BB3]](%[[X]] : i32), ^[[BB4:.*]](%[[X]], %[[X]] : i32, i32){{$}}
  vir.cond_br %c weights([90, 10]), ^bb3(%x : i32), ^bb4(%x, %x : i32, i32)
// CHECK-NEXT: ^[[BB3]](%[[Y:.*]]: i32):
^bb3(%y: i32):
  // CHECK-NEXT: vir.br ^[[BB4]](%[[Y]], %[[X]] : i32, i32){{$}}
  vir.br ^bb4(%y, %x : i32, i32)
// CHECK-NEXT: ^[[BB4]](%[[P:[^:]+]]: i32, %{{[^:]+}}: i32):
^bb4(%p: i32, %q: i32):
  // CHECK-NEXT: vir.return %[[P]] : i32
  vir.return %p : i32
}

// Switches with cases, block args, weights, or only a default; unreachable.
// CHECK-LABEL: vir.func @switches(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[A:[^:]+]]: i32) -> i32 {
vir.func @switches(%x: i32, %a: i32) -> i32 {
  // CHECK-NEXT: vir.switch %[[X]] : i32, [
  // CHECK-NEXT:   default: ^[[BB1:[^,]+]],
  // CHECK-NEXT:   0: ^[[BB2:[^(]+]](%[[A]] : i32),
  // CHECK-NEXT:   -7: ^[[BB3:[^,]+]],
  // CHECK-NEXT:   123456789: ^[[BB3]]{{$}}
  // CHECK-NEXT: ]
  vir.switch %x : i32, [
    default: ^bb1,
    0: ^bb2(%a : i32),
    -7: ^bb3,
    123456789: ^bb3
  ]
// CHECK-NEXT: ^[[BB1]]:
^bb1:
  // CHECK-NEXT: vir.switch %[[X]] : i32 weights([1, 2, 3]), [
  // CHECK-NEXT:   default: ^[[BB2]](%[[X]] : i32),
  // CHECK-NEXT:   1: ^[[BB2]](%[[A]] : i32),
  // CHECK-NEXT:   2: ^[[BB3]]{{$}}
  // CHECK-NEXT: ]
  vir.switch %x : i32 weights([1, 2, 3]), [
    default: ^bb2(%x : i32),
    1: ^bb2(%a : i32),
    2: ^bb3
  ]
// CHECK-NEXT: ^[[BB2]](%[[V:.*]]: i32):
^bb2(%v: i32):
  // CHECK-NEXT: vir.return %[[V]] : i32
  vir.return %v : i32
// CHECK-NEXT: ^[[BB3]]:
^bb3:
  // CHECK-NEXT: %[[W:.*]] = vir.sext %[[A]] : i32 to i64
  // CHECK-NEXT: vir.switch %[[W]] : i64, [
  // CHECK-NEXT:   default: ^[[BB4:[^,]+]],
  // CHECK-NEXT:   -1: ^[[BB4]]{{$}}
  // CHECK-NEXT: ]
  %w = vir.sext %a : i32 to i64
  vir.switch %w : i64, [
    default: ^bb4,
    -1: ^bb4
  ]
// CHECK-NEXT: ^[[BB4]]:
^bb4:
  // CHECK-NEXT: vir.switch %[[A]] : i32, [
  // CHECK-NEXT:   default: ^[[BB5:bb[0-9]+]]{{$}}
  // CHECK-NEXT: ]
  vir.switch %a : i32, [
    default: ^bb5
  ]
// CHECK-NEXT: ^[[BB5]]:
^bb5:
  // CHECK-NEXT: vir.unreachable
  vir.unreachable
}

// Return without a value.
// CHECK-LABEL: vir.func @return_void() {
// CHECK-NEXT: vir.return{{$}}
vir.func @return_void() {
  vir.return
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

// Integer, float and vector constants, null and undef.
// CHECK-LABEL: vir.func @values() -> i32 {
vir.func @values() -> i32 {
  // CHECK-NEXT: %[[C42:.*]] = vir.constant 42 : i32
  %c = vir.constant 42 : i32
  // CHECK-NEXT: %{{.*}} = vir.constant -1 : i64
  %m = vir.constant -1 : i64
  // CHECK-NEXT: %{{.*}} = vir.constant true{{$}}
  %b = vir.constant true
  // CHECK-NEXT: %{{.*}} = vir.constant 1.500000e+00 : f64
  %f = vir.constant 1.5 : f64
  // CHECK-NEXT: %{{.*}} = vir.constant -2.500000e-01 : f32
  %h = vir.constant -0.25 : f32
  // CHECK-NEXT: %{{.*}} = vir.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %v = vir.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.constant dense<2.000000e+00> : vector<2xf64>
  %vf = vir.constant dense<2.0> : vector<2xf64>
  // CHECK-NEXT: %{{.*}} = vir.null : !vir.ptr
  %n = vir.null : !vir.ptr
  // CHECK-NEXT: %{{.*}} = vir.undef : i32
  %u = vir.undef : i32
  // CHECK-NEXT: %{{.*}} = vir.undef : vector<4xf32>
  %uv = vir.undef : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = vir.undef : !vir.ptr
  %up = vir.undef : !vir.ptr
  // CHECK-NEXT: vir.return %[[C42]] : i32
  vir.return %c : i32
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

// Every integer binary operation with its flags.
// CHECK-LABEL: vir.func @int_ops(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32) -> i32 {
vir.func @int_ops(%a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: %{{.*}} = vir.add %[[A]], %[[B]] : i32
  %0 = vir.add %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.add %[[A]], %[[B]] nsw : i32
  %1 = vir.add %a, %b nsw : i32
  // CHECK-NEXT: %{{.*}} = vir.add %[[A]], %[[B]] nuw : i32
  %2 = vir.add %a, %b nuw : i32
  // CHECK-NEXT: %{{.*}} = vir.add %[[A]], %[[B]] nsw nuw : i32
  %3 = vir.add %a, %b nsw nuw : i32
  // CHECK-NEXT: %{{.*}} = vir.sub %[[A]], %[[B]] : i32
  %4 = vir.sub %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.sub %[[A]], %[[B]] nsw : i32
  %5 = vir.sub %a, %b nsw : i32
  // CHECK-NEXT: %{{.*}} = vir.mul %[[A]], %[[B]] : i32
  %6 = vir.mul %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.mul %[[A]], %[[B]] nuw : i32
  %7 = vir.mul %a, %b nuw : i32
  // CHECK-NEXT: %{{.*}} = vir.shl %[[A]], %[[B]] : i32
  %8 = vir.shl %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.shl %[[A]], %[[B]] nsw nuw : i32
  %9 = vir.shl %a, %b nsw nuw : i32
  // CHECK-NEXT: %{{.*}} = vir.udiv %[[A]], %[[B]] : i32
  %10 = vir.udiv %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.udiv %[[A]], %[[B]] exact : i32
  %11 = vir.udiv %a, %b exact : i32
  // CHECK-NEXT: %{{.*}} = vir.sdiv %[[A]], %[[B]] : i32
  %12 = vir.sdiv %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.sdiv %[[A]], %[[B]] exact : i32
  %13 = vir.sdiv %a, %b exact : i32
  // CHECK-NEXT: %{{.*}} = vir.lshr %[[A]], %[[B]] : i32
  %14 = vir.lshr %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.lshr %[[A]], %[[B]] exact : i32
  %15 = vir.lshr %a, %b exact : i32
  // CHECK-NEXT: %{{.*}} = vir.ashr %[[A]], %[[B]] : i32
  %16 = vir.ashr %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.ashr %[[A]], %[[B]] exact : i32
  %17 = vir.ashr %a, %b exact : i32
  // CHECK-NEXT: %{{.*}} = vir.urem %[[A]], %[[B]] : i32
  %18 = vir.urem %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.srem %[[A]], %[[B]] : i32
  %19 = vir.srem %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.and %[[A]], %[[B]] : i32
  %20 = vir.and %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.or %[[A]], %[[B]] : i32
  %21 = vir.or %a, %b : i32
  // CHECK-NEXT: %[[XOR:.*]] = vir.xor %[[A]], %[[B]] : i32
  %22 = vir.xor %a, %b : i32
  // CHECK-NEXT: vir.return %[[XOR]] : i32
  vir.return %22 : i32
}

// Integer operations on vectors.
// CHECK-LABEL: vir.func @vector_int_ops(
// CHECK-SAME: %[[A:[^:]+]]: vector<4xi32>, %[[B:[^:]+]]: vector<4xi32>) -> vector<4xi32> {
vir.func @vector_int_ops(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  // CHECK-NEXT: %[[ADD:.*]] = vir.add %[[A]], %[[B]] nsw : vector<4xi32>
  %0 = vir.add %a, %b nsw : vector<4xi32>
  // CHECK-NEXT: %[[MUL:.*]] = vir.mul %[[ADD]], %[[B]] : vector<4xi32>
  %1 = vir.mul %0, %b : vector<4xi32>
  // CHECK-NEXT: %[[DIV:.*]] = vir.sdiv %[[MUL]], %[[B]] : vector<4xi32>
  %2 = vir.sdiv %1, %b : vector<4xi32>
  // CHECK-NEXT: %[[XOR:.*]] = vir.xor %[[DIV]], %[[A]] : vector<4xi32>
  %3 = vir.xor %2, %a : vector<4xi32>
  // CHECK-NEXT: %[[SHR:.*]] = vir.ashr %[[XOR]], %[[B]] exact : vector<4xi32>
  %4 = vir.ashr %3, %b exact : vector<4xi32>
  // CHECK-NEXT: vir.return %[[SHR]] : vector<4xi32>
  vir.return %4 : vector<4xi32>
}

//===----------------------------------------------------------------------===//
// Comparisons and select
//===----------------------------------------------------------------------===//

// Every integer predicate, pointer and vector comparisons.
// CHECK-LABEL: vir.func @icmp(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr, %[[V:[^:]+]]: vector<4xi32>, %[[W:[^:]+]]: vector<4xi32>) {
vir.func @icmp(%a: i32, %b: i32, %p: !vir.ptr, %q: !vir.ptr, %v: vector<4xi32>, %w: vector<4xi32>) {
  // CHECK-NEXT: %{{.*}} = vir.icmp eq %[[A]], %[[B]] : i32
  %0 = vir.icmp eq %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp ne %[[A]], %[[B]] : i32
  %1 = vir.icmp ne %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp slt %[[A]], %[[B]] : i32
  %2 = vir.icmp slt %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp sle %[[A]], %[[B]] : i32
  %3 = vir.icmp sle %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp sgt %[[A]], %[[B]] : i32
  %4 = vir.icmp sgt %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp sge %[[A]], %[[B]] : i32
  %5 = vir.icmp sge %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp ult %[[A]], %[[B]] : i32
  %6 = vir.icmp ult %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp ule %[[A]], %[[B]] : i32
  %7 = vir.icmp ule %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp ugt %[[A]], %[[B]] : i32
  %8 = vir.icmp ugt %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp uge %[[A]], %[[B]] : i32
  %9 = vir.icmp uge %a, %b : i32
  // CHECK-NEXT: %{{.*}} = vir.icmp eq %[[P]], %[[Q]] : !vir.ptr
  %10 = vir.icmp eq %p, %q : !vir.ptr
  // CHECK-NEXT: %{{.*}} = vir.icmp ult %[[P]], %[[Q]] : !vir.ptr
  %11 = vir.icmp ult %p, %q : !vir.ptr
  // CHECK-NEXT: %{{.*}} = vir.icmp sgt %[[V]], %[[W]] : vector<4xi32>
  %12 = vir.icmp sgt %v, %w : vector<4xi32>
  // CHECK-NEXT: vir.return
  vir.return
}

// Every float predicate, with fast-math flags, on scalars and vectors.
// CHECK-LABEL: vir.func @fcmp(
// CHECK-SAME: %[[X:[^:]+]]: f64, %[[Y:[^:]+]]: f64, %[[V:[^:]+]]: vector<2xf32>, %[[W:[^:]+]]: vector<2xf32>) {
vir.func @fcmp(%x: f64, %y: f64, %v: vector<2xf32>, %w: vector<2xf32>) {
  // CHECK-NEXT: %{{.*}} = vir.fcmp false %[[X]], %[[Y]] : f64
  %0 = vir.fcmp false %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp oeq %[[X]], %[[Y]] : f64
  %1 = vir.fcmp oeq %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp ogt %[[X]], %[[Y]] : f64
  %2 = vir.fcmp ogt %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp oge %[[X]], %[[Y]] : f64
  %3 = vir.fcmp oge %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp olt %[[X]], %[[Y]] : f64
  %4 = vir.fcmp olt %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp ole %[[X]], %[[Y]] : f64
  %5 = vir.fcmp ole %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp one %[[X]], %[[Y]] : f64
  %6 = vir.fcmp one %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp ord %[[X]], %[[Y]] : f64
  %7 = vir.fcmp ord %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp ueq %[[X]], %[[Y]] : f64
  %8 = vir.fcmp ueq %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp ugt %[[X]], %[[Y]] : f64
  %9 = vir.fcmp ugt %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp uge %[[X]], %[[Y]] : f64
  %10 = vir.fcmp uge %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp ult %[[X]], %[[Y]] : f64
  %11 = vir.fcmp ult %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp ule %[[X]], %[[Y]] : f64
  %12 = vir.fcmp ule %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp une %[[X]], %[[Y]] : f64
  %13 = vir.fcmp une %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp uno %[[X]], %[[Y]] : f64
  %14 = vir.fcmp uno %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp true %[[X]], %[[Y]] : f64
  %15 = vir.fcmp true %x, %y : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp ogt %[[X]], %[[Y]] fastmath<nnan> : f64
  %16 = vir.fcmp ogt %x, %y fastmath<nnan> : f64
  // CHECK-NEXT: %{{.*}} = vir.fcmp ule %[[V]], %[[W]] fastmath<fast> : vector<2xf32>
  %17 = vir.fcmp ule %v, %w fastmath<fast> : vector<2xf32>
  // CHECK-NEXT: vir.return
  vir.return
}

// Select with scalar and vector conditions.
// CHECK-LABEL: vir.func @select(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[VC:[^:]+]]: vector<4xi1>, %[[V:[^:]+]]: vector<4xi32>, %[[W:[^:]+]]: vector<4xi32>, %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr) {
vir.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xi32>, %w: vector<4xi32>, %p: !vir.ptr, %q: !vir.ptr) {
  // CHECK-NEXT: %{{.*}} = vir.select %[[C]], %[[A]], %[[B]] : i1, i32
  %0 = vir.select %c, %a, %b : i1, i32
  // CHECK-NEXT: %{{.*}} = vir.select %[[C]], %[[V]], %[[W]] : i1, vector<4xi32>
  %1 = vir.select %c, %v, %w : i1, vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.select %[[VC]], %[[V]], %[[W]] : vector<4xi1>, vector<4xi32>
  %2 = vir.select %vc, %v, %w : vector<4xi1>, vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.select %[[C]], %[[P]], %[[Q]] : i1, !vir.ptr
  %3 = vir.select %c, %p, %q : i1, !vir.ptr
  // CHECK-NEXT: vir.return
  vir.return
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

// Every cast, on scalars and vectors.
// CHECK-LABEL: vir.func @casts(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[X:[^:]+]]: f64, %[[Y:[^:]+]]: f32, %[[P:[^:]+]]: !vir.ptr, %[[V:[^:]+]]: vector<4xi8>) {
vir.func @casts(%a: i32, %x: f64, %y: f32, %p: !vir.ptr, %v: vector<4xi8>) {
  // CHECK-NEXT: %[[ZEXT:.*]] = vir.zext %[[A]] : i32 to i64
  %0 = vir.zext %a : i32 to i64
  // CHECK-NEXT: %{{.*}} = vir.sext %[[A]] : i32 to i64
  %1 = vir.sext %a : i32 to i64
  // CHECK-NEXT: %{{.*}} = vir.trunc %[[A]] : i32 to i8
  %2 = vir.trunc %a : i32 to i8
  // CHECK-NEXT: %{{.*}} = vir.ptrtoint %[[P]] : !vir.ptr to i64
  %3 = vir.ptrtoint %p : !vir.ptr to i64
  // CHECK-NEXT: %{{.*}} = vir.inttoptr %[[ZEXT]] : i64 to !vir.ptr
  %4 = vir.inttoptr %0 : i64 to !vir.ptr
  // CHECK-NEXT: %{{.*}} = vir.fptosi %[[X]] : f64 to i32
  %5 = vir.fptosi %x : f64 to i32
  // CHECK-NEXT: %{{.*}} = vir.fptoui %[[X]] : f64 to i64
  %6 = vir.fptoui %x : f64 to i64
  // CHECK-NEXT: %{{.*}} = vir.sitofp %[[A]] : i32 to f64
  %7 = vir.sitofp %a : i32 to f64
  // CHECK-NEXT: %{{.*}} = vir.uitofp %[[A]] : i32 to f32
  %8 = vir.uitofp %a : i32 to f32
  // CHECK-NEXT: %{{.*}} = vir.fpext %[[Y]] : f32 to f64
  %9 = vir.fpext %y : f32 to f64
  // CHECK-NEXT: %{{.*}} = vir.fptrunc %[[X]] : f64 to f32
  %10 = vir.fptrunc %x : f64 to f32
  // CHECK-NEXT: %{{.*}} = vir.bitcast %[[X]] : f64 to i64
  %11 = vir.bitcast %x : f64 to i64
  // CHECK-NEXT: %{{.*}} = vir.bitcast %[[A]] : i32 to f32
  %12 = vir.bitcast %a : i32 to f32
  // CHECK-NEXT: %[[VZEXT:.*]] = vir.zext %[[V]] : vector<4xi8> to vector<4xi32>
  %13 = vir.zext %v : vector<4xi8> to vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.bitcast %[[VZEXT]] : vector<4xi32> to vector<2xi64>
  %14 = vir.bitcast %13 : vector<4xi32> to vector<2xi64>
  // CHECK-NEXT: vir.return
  vir.return
}

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

// Float operations with and without fast-math flags.
// CHECK-LABEL: vir.func @float_ops(
// CHECK-SAME: %[[X:[^:]+]]: f64, %[[Y:[^:]+]]: f64, %[[V:[^:]+]]: vector<4xf32>) -> f64 {
vir.func @float_ops(%x: f64, %y: f64, %v: vector<4xf32>) -> f64 {
  // CHECK-NEXT: %[[ADD:.*]] = vir.fadd %[[X]], %[[Y]] : f64
  %0 = vir.fadd %x, %y : f64
  // CHECK-NEXT: %[[SUB:.*]] = vir.fsub %[[ADD]], %[[Y]] fastmath<fast> : f64
  %1 = vir.fsub %0, %y fastmath<fast> : f64
  // CHECK-NEXT: %[[MUL:.*]] = vir.fmul %[[SUB]], %[[Y]] fastmath<nnan, ninf> : f64
  %2 = vir.fmul %1, %y fastmath<nnan, ninf> : f64
  // CHECK-NEXT: %[[DIV:.*]] = vir.fdiv %[[MUL]], %[[Y]] fastmath<arcp> : f64
  %3 = vir.fdiv %2, %y fastmath<arcp> : f64
  // CHECK-NEXT: %[[REM:.*]] = vir.frem %[[DIV]], %[[Y]] fastmath<reassoc, nsz, contract, afn> : f64
  %4 = vir.frem %3, %y fastmath<reassoc, nsz, contract, afn> : f64
  // CHECK-NEXT: %[[NEG:.*]] = vir.fneg %[[REM]] : f64
  %5 = vir.fneg %4 : f64
  // CHECK-NEXT: %[[NEG2:.*]] = vir.fneg %[[NEG]] fastmath<nsz> : f64
  %6 = vir.fneg %5 fastmath<nsz> : f64
  // CHECK-NEXT: %[[VADD:.*]] = vir.fadd %[[V]], %[[V]] fastmath<contract> : vector<4xf32>
  %7 = vir.fadd %v, %v fastmath<contract> : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = vir.fneg %[[VADD]] : vector<4xf32>
  %8 = vir.fneg %7 : vector<4xf32>
  // CHECK-NEXT: vir.return %[[NEG2]] : f64
  vir.return %6 : f64
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

// Allocas with counts, alignments and traits; VIR types print in short form.
// CHECK-LABEL: vir.func @alloca(
// CHECK-SAME: %[[N:[^:]+]]: i64, %[[M:[^:]+]]: i32) {
vir.func @alloca(%n: i64, %m: i32) {
  // CHECK-NEXT: %{{.*}} = vir.alloca i32{{$}}
  %0 = vir.alloca i32
  // CHECK-NEXT: %{{.*}} = vir.alloca i8, %[[N]] : i64{{$}}
  %1 = vir.alloca i8, %n : i64
  // CHECK-NEXT: %{{.*}} = vir.alloca i8, %[[M]] : i32{{$}}
  %2 = vir.alloca i8, %m : i32
  // CHECK-NEXT: %{{.*}} = vir.alloca !vir.struct<i32, f64> align 16{{$}}
  %3 = vir.alloca !vir.struct<i32, f64> align 16
  // CHECK-NEXT: %{{.*}} = vir.alloca !vir.struct<packed i8, i32>{{$}}
  %4 = vir.alloca !vir.struct<packed i8, i32>
  // CHECK-NEXT: %{{.*}} = vir.alloca !vir.struct<>{{$}}
  %5 = vir.alloca !vir.struct<>
  // CHECK-NEXT: %{{.*}} = vir.alloca !vir.array<4 x i32>, %[[N]] : i64 align 8{{$}}
  %6 = vir.alloca !vir.array<4 x i32>, %n : i64 align 8
  // CHECK-NEXT: %{{.*}} = vir.alloca !vir.array<2 x !vir.struct<i8, i64>>{{$}}
  %7 = vir.alloca !vir.array<2 x !vir.struct<i8, i64>>
  // CHECK-NEXT: %{{.*}} = vir.alloca vector<4xf32> align 16{{$}}
  %8 = vir.alloca vector<4xf32> align 16
  // CHECK-NEXT: %{{.*}} = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}{{$}}
  %9 = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  // CHECK-NEXT: vir.return
  vir.return
}

// Plain, aligned, volatile and atomic loads and stores.
// CHECK-LABEL: vir.func @load_store(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[V:[^:]+]]: i32, %[[W:[^:]+]]: vector<4xf32>) -> i32 {
vir.func @load_store(%p: !vir.ptr, %v: i32, %w: vector<4xf32>) -> i32 {
  // CHECK-NEXT: %[[L0:.*]] = vir.load %[[P]] : i32
  %0 = vir.load %p : i32
  // CHECK-NEXT: %{{.*}} = vir.load %[[P]] align 4 : i32
  %1 = vir.load %p align 4 : i32
  // CHECK-NEXT: %{{.*}} = vir.load volatile %[[P]] : i32
  %2 = vir.load volatile %p : i32
  // CHECK-NEXT: %{{.*}} = vir.load %[[P]] atomic seq_cst align 4 : i32
  %3 = vir.load %p atomic seq_cst align 4 : i32
  // CHECK-NEXT: %{{.*}} = vir.load volatile %[[P]] atomic acquire align 8 : i64
  %4 = vir.load volatile %p atomic acquire align 8 : i64
  // CHECK-NEXT: %{{.*}} = vir.load %[[P]] atomic monotonic align 8 : !vir.ptr
  %5 = vir.load %p atomic monotonic align 8 : !vir.ptr
  // CHECK-NEXT: %{{.*}} = vir.load %[[P]] align 16 : vector<4xf32>
  %6 = vir.load %p align 16 : vector<4xf32>
  // CHECK-NEXT: vir.store %[[V]], %[[P]] : i32
  vir.store %v, %p : i32
  // CHECK-NEXT: vir.store %[[V]], %[[P]] align 4 : i32
  vir.store %v, %p align 4 : i32
  // CHECK-NEXT: vir.store volatile %[[V]], %[[P]] : i32
  vir.store volatile %v, %p : i32
  // CHECK-NEXT: vir.store %[[V]], %[[P]] atomic seq_cst align 4 : i32
  vir.store %v, %p atomic seq_cst align 4 : i32
  // CHECK-NEXT: vir.store volatile %[[V]], %[[P]] atomic release align 4 : i32
  vir.store volatile %v, %p atomic release align 4 : i32
  // CHECK-NEXT: vir.store %[[W]], %[[P]] : vector<4xf32>
  vir.store %w, %p : vector<4xf32>
  // CHECK-NEXT: vir.return %[[L0]] : i32
  vir.return %0 : i32
}

// GEPs with constant and dynamic indices through arrays and structures.
// CHECK-LABEL: vir.func @gep(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[I:[^:]+]]: i64) {
vir.func @gep(%p: !vir.ptr, %i: i64) {
  // CHECK-NEXT: %{{.*}} = vir.gep %[[P]][%[[I]]] : i32
  %0 = vir.gep %p[%i] : i32
  // CHECK-NEXT: %{{.*}} = vir.gep %[[P]][-1] : i8
  %1 = vir.gep %p[-1] : i8
  // CHECK-NEXT: %{{.*}} = vir.gep inbounds %[[P]][0, 1] : !vir.struct<i32, f64>
  %2 = vir.gep inbounds %p[0, 1] : !vir.struct<i32, f64>
  // CHECK-NEXT: %{{.*}} = vir.gep inbounds %[[P]][%[[I]], 2] : !vir.array<4 x i32>
  %3 = vir.gep inbounds %p[%i, 2] : !vir.array<4 x i32>
  // CHECK-NEXT: %{{.*}} = vir.gep %[[P]][1, %[[I]]] : !vir.array<4 x i32>
  %4 = vir.gep %p[1, %i] : !vir.array<4 x i32>
  // CHECK-NEXT: %{{.*}} = vir.gep inbounds %[[P]][0, 1, %[[I]], 0] : !vir.struct<i8, !vir.array<4 x !vir.struct<i16, i32>>>
  %5 = vir.gep inbounds %p[0, 1, %i, 0] : !vir.struct<i8, !vir.array<4 x !vir.struct<i16, i32>>>
  // CHECK-NEXT: %{{.*}} = vir.gep %[[P]][%[[I]], %[[I]]] : !vir.array<8 x i16>
  %6 = vir.gep %p[%i, %i] : !vir.array<8 x i16>
  // CHECK-NEXT: vir.return
  vir.return
}

// memcpy, memmove and memset, volatile and not.
// CHECK-LABEL: vir.func @mem_intrinsics(
// CHECK-SAME: %[[D:[^:]+]]: !vir.ptr, %[[S:[^:]+]]: !vir.ptr, %[[N:[^:]+]]: i64, %[[M:[^:]+]]: i32, %[[B:[^:]+]]: i8) {
vir.func @mem_intrinsics(%d: !vir.ptr, %s: !vir.ptr, %n: i64, %m: i32, %b: i8) {
  // CHECK-NEXT: vir.memcpy %[[D]], %[[S]], %[[N]] : i64
  vir.memcpy %d, %s, %n : i64
  // CHECK-NEXT: vir.memcpy volatile %[[D]], %[[S]], %[[M]] : i32
  vir.memcpy volatile %d, %s, %m : i32
  // CHECK-NEXT: vir.memmove %[[D]], %[[S]], %[[N]] : i64
  vir.memmove %d, %s, %n : i64
  // CHECK-NEXT: vir.memmove volatile %[[D]], %[[S]], %[[N]] : i64
  vir.memmove volatile %d, %s, %n : i64
  // CHECK-NEXT: vir.memset %[[D]], %[[B]], %[[N]] : i64
  vir.memset %d, %b, %n : i64
  // CHECK-NEXT: vir.memset volatile %[[D]], %[[B]], %[[M]] : i32
  vir.memset volatile %d, %b, %m : i32
  // CHECK-NEXT: vir.return
  vir.return
}

// Atomic read-modify-writes and compare-exchange.
// CHECK-LABEL: vir.func @atomics(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[V:[^:]+]]: i32, %[[Q:[^:]+]]: !vir.ptr)
vir.func @atomics(%p: !vir.ptr, %v: i32, %q: !vir.ptr) {
  // CHECK-NEXT: vir.atomic_rmw add %[[P]], %[[V]] seq_cst align 4 : i32
  %0 = vir.atomic_rmw add %p, %v seq_cst align 4 : i32
  // CHECK-NEXT: vir.atomic_rmw volatile umin %[[P]], %[[V]] monotonic align 8 : i32
  %1 = vir.atomic_rmw volatile umin %p, %v monotonic align 8 : i32
  // CHECK-NEXT: vir.atomic_rmw xchg %[[P]], %[[Q]] acq_rel align 8 : !vir.ptr
  %2 = vir.atomic_rmw xchg %p, %q acq_rel align 8 : !vir.ptr
  // CHECK-NEXT: vir.cmpxchg %[[P]], %[[V]], %{{.*}} seq_cst monotonic align 4 : i32
  %3, %4 = vir.cmpxchg %p, %v, %0 seq_cst monotonic align 4 : i32
  // CHECK-NEXT: vir.cmpxchg volatile weak %[[P]], %[[Q]], %[[Q]] acquire acquire align 8 : !vir.ptr
  %5, %6 = vir.cmpxchg volatile weak %p, %q, %q acquire acquire align 8 : !vir.ptr
  // CHECK-NEXT: vir.fence seq_cst
  vir.fence seq_cst
  // CHECK-NEXT: vir.fence singlethread acquire
  vir.fence singlethread acquire
  vir.return
}

// The va_list operations of a variadic definition.
// CHECK-LABEL: vir.func @va_list_ops(
// CHECK-SAME: %[[N:[^:]+]]: i32, ...) {
vir.func @va_list_ops(%n: i32, ...) {
  // CHECK-NEXT: %[[AP:.*]] = vir.alloca
  %ap = vir.alloca !vir.array<1 x !vir.struct<i32, i32, !vir.ptr, !vir.ptr>> align 16
  // CHECK-NEXT: %[[CP:.*]] = vir.alloca
  %cp = vir.alloca !vir.array<1 x !vir.struct<i32, i32, !vir.ptr, !vir.ptr>> align 16
  // CHECK-NEXT: vir.va_start %[[AP]]
  vir.va_start %ap
  // CHECK-NEXT: vir.va_copy %[[CP]], %[[AP]]
  vir.va_copy %cp, %ap
  // CHECK-NEXT: vir.va_end %[[CP]]
  vir.va_end %cp
  // CHECK-NEXT: vir.va_end %[[AP]]
  vir.va_end %ap
  // CHECK-NEXT: vir.return
  vir.return
}

//===----------------------------------------------------------------------===//
// Vectors
//===----------------------------------------------------------------------===//

// splat, extract, insert and shuffle.
// CHECK-LABEL: vir.func @vector_ops(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[F:[^:]+]]: f32, %[[I:[^:]+]]: i64, %[[V:[^:]+]]: vector<4xi32>, %[[W:[^:]+]]: vector<4xi32>, %[[FV:[^:]+]]: vector<4xf32>) -> vector<2xi32> {
vir.func @vector_ops(%x: i32, %f: f32, %i: i64, %v: vector<4xi32>, %w: vector<4xi32>, %fv: vector<4xf32>) -> vector<2xi32> {
  // CHECK-NEXT: %{{.*}} = vir.splat %[[X]] : vector<4xi32>
  %0 = vir.splat %x : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.splat %[[F]] : vector<4xf32>
  %1 = vir.splat %f : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = vir.extract %[[V]][%[[I]] : i64] : vector<4xi32>
  %2 = vir.extract %v[%i : i64] : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.extract %[[FV]][%[[X]] : i32] : vector<4xf32>
  %3 = vir.extract %fv[%x : i32] : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = vir.insert %[[X]], %[[V]][%[[I]] : i64] : vector<4xi32>
  %4 = vir.insert %x, %v[%i : i64] : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.insert %[[F]], %[[FV]][%[[X]] : i32] : vector<4xf32>
  %5 = vir.insert %f, %fv[%x : i32] : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = vir.shuffle %[[V]], %[[W]] [0, 4, 1, 5] : vector<4xi32> -> vector<4xi32>
  %6 = vir.shuffle %v, %w [0, 4, 1, 5] : vector<4xi32> -> vector<4xi32>
  // CHECK-NEXT: %[[SHUF:.*]] = vir.shuffle %[[V]], %[[W]] [7, -1] : vector<4xi32> -> vector<2xi32>
  %7 = vir.shuffle %v, %w [7, -1] : vector<4xi32> -> vector<2xi32>
  // CHECK-NEXT: vir.return %[[SHUF]] : vector<2xi32>
  vir.return %7 : vector<2xi32>
}

// Vectors of pointers: splat, insert, extract, shuffle, icmp and select.
// CHECK-LABEL: vir.func @pointer_vectors(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[Q:[^:]+]]: !vir.ptr, %[[I:[^:]+]]: i64, %[[C:[^:]+]]: vector<2xi1>) -> !vir.ptr {
vir.func @pointer_vectors(%p: !vir.ptr, %q: !vir.ptr, %i: i64, %c: vector<2xi1>) -> !vir.ptr {
  // CHECK-NEXT: %[[V:.*]] = vir.splat %[[P]] : vector<2x!vir.ptr>
  %v = vir.splat %p : vector<2x!vir.ptr>
  // CHECK-NEXT: %[[W:.*]] = vir.insert %[[Q]], %[[V]][%[[I]] : i64] : vector<2x!vir.ptr>
  %w = vir.insert %q, %v[%i : i64] : vector<2x!vir.ptr>
  // CHECK-NEXT: %{{.*}} = vir.icmp ne %[[V]], %[[W]] : vector<2x!vir.ptr>
  %e = vir.icmp ne %v, %w : vector<2x!vir.ptr>
  // CHECK-NEXT: %[[S:.*]] = vir.select %[[C]], %[[V]], %[[W]] : vector<2xi1>, vector<2x!vir.ptr>
  %s = vir.select %c, %v, %w : vector<2xi1>, vector<2x!vir.ptr>
  // CHECK-NEXT: %{{.*}} = vir.shuffle %[[V]], %[[W]] [0, 3] : vector<2x!vir.ptr> -> vector<2x!vir.ptr>
  %sh = vir.shuffle %v, %w [0, 3] : vector<2x!vir.ptr> -> vector<2x!vir.ptr>
  // CHECK-NEXT: %[[X:.*]] = vir.extract %[[S]][%[[I]] : i64] : vector<2x!vir.ptr>
  %x = vir.extract %s[%i : i64] : vector<2x!vir.ptr>
  // CHECK-NEXT: vir.return %[[X]] : !vir.ptr
  vir.return %x : !vir.ptr
}

// Every reduction kind, integer and float, with fast-math flags.
// CHECK-LABEL: vir.func @reduce(
// CHECK-SAME: %[[V:[^:]+]]: vector<4xi32>, %[[FV:[^:]+]]: vector<4xf32>) {
vir.func @reduce(%v: vector<4xi32>, %fv: vector<4xf32>) {
  // CHECK-NEXT: %{{.*}} = vir.reduce add %[[V]] : vector<4xi32>
  %0 = vir.reduce add %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.reduce mul %[[V]] : vector<4xi32>
  %1 = vir.reduce mul %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.reduce and %[[V]] : vector<4xi32>
  %2 = vir.reduce and %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.reduce or %[[V]] : vector<4xi32>
  %3 = vir.reduce or %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.reduce xor %[[V]] : vector<4xi32>
  %4 = vir.reduce xor %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.reduce smin %[[V]] : vector<4xi32>
  %5 = vir.reduce smin %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.reduce smax %[[V]] : vector<4xi32>
  %6 = vir.reduce smax %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.reduce umin %[[V]] : vector<4xi32>
  %7 = vir.reduce umin %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.reduce umax %[[V]] : vector<4xi32>
  %8 = vir.reduce umax %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = vir.reduce fadd %[[FV]] : vector<4xf32>
  %9 = vir.reduce fadd %fv : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = vir.reduce fmul %[[FV]] fastmath<reassoc> : vector<4xf32>
  %10 = vir.reduce fmul %fv fastmath<reassoc> : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = vir.reduce fmin %[[FV]] : vector<4xf32>
  %11 = vir.reduce fmin %fv : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = vir.reduce fmax %[[FV]] fastmath<fast> : vector<4xf32>
  %12 = vir.reduce fmax %fv fastmath<fast> : vector<4xf32>
  // CHECK-NEXT: vir.return
  vir.return
}

//===----------------------------------------------------------------------===//
// vir.opaque_region, vir.yield
//===----------------------------------------------------------------------===//

// Opaque regions: empty, with inputs/results, multi-block, with attributes.
// CHECK-LABEL: vir.func @opaque_region(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[C:[^:]+]]: i1) -> i32 {
vir.func @opaque_region(%a: i32, %c: i1) -> i32 {
  // CHECK-NEXT: vir.opaque_region {
  // CHECK-NEXT:   vir.yield{{$}}
  // CHECK-NEXT: }
  vir.opaque_region {
    vir.yield
  }
  // CHECK-NEXT: %{{.*}} = vir.opaque_region(%[[A]] : i32) -> (i32) {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: i32):
  // CHECK-NEXT:   %[[SQ:.*]] = vir.mul %[[X]], %[[X]] : i32
  // CHECK-NEXT:   vir.yield %[[SQ]] : i32
  // CHECK-NEXT: }
  %0 = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%x: i32):
    %y = vir.mul %x, %x : i32
    vir.yield %y : i32
  }
  // CHECK-NEXT: %[[R:.*]]:2 = vir.opaque_region(%[[A]], %[[C]] : i32, i1) -> (i32, i32) {
  // CHECK-NEXT: ^bb0(%[[X2:[^:]+]]: i32, %[[B:[^:]+]]: i1):
  // CHECK-NEXT:   vir.cond_br %[[B]], ^[[BB1:.*]], ^[[BB2:.*]](%[[X2]] : i32)
  // CHECK-NEXT: ^[[BB1]]:
  // CHECK-NEXT:   %[[Z:.*]] = vir.add %[[X2]], %[[X2]] : i32
  // CHECK-NEXT:   vir.br ^[[BB2]](%[[Z]] : i32)
  // CHECK-NEXT: ^[[BB2]](%[[ARG:.*]]: i32):
  // CHECK-NEXT:   vir.yield %[[ARG]], %[[X2]] : i32, i32
  // CHECK-NEXT: }
  %1:2 = vir.opaque_region(%a, %c : i32, i1) -> (i32, i32) {
  ^bb0(%x: i32, %b: i1):
    vir.cond_br %b, ^bb1, ^bb2(%x : i32)
  ^bb1:
    %z = vir.add %x, %x : i32
    vir.br ^bb2(%z : i32)
  ^bb2(%r: i32):
    vir.yield %r, %x : i32, i32
  }
  // CHECK-NEXT: %{{.*}} = vir.opaque_region -> (i32) attributes {test.marker} {
  // CHECK-NEXT:   %[[K:.*]] = vir.constant 1 : i32
  // CHECK-NEXT:   vir.yield %[[K]] : i32
  // CHECK-NEXT: }
  %2 = vir.opaque_region -> (i32) attributes {test.marker} {
    %k = vir.constant 1 : i32
    vir.yield %k : i32
  }
  // CHECK-NEXT: vir.return %[[R]]#0 : i32
  vir.return %1#0 : i32
}

// Registered constructors and destructors.
// CHECK-LABEL: vir.func private @init()
vir.func private @init() {
  vir.return
}
// CHECK: vir.global_ctor @init priority 101
vir.global_ctor @init priority 101
// CHECK: vir.global_dtor @init priority 65535
vir.global_dtor @init priority 65535

// The top of the stack, saved and restored around a run-time allocation.
// CHECK-LABEL: vir.func @stack_scope(
vir.func @stack_scope(%n: i64) {
  // CHECK: %[[SP:.*]] = vir.stacksave : !vir.ptr
  %sp = vir.stacksave : !vir.ptr
  %a = vir.alloca i32, %n : i64
  // CHECK: vir.stackrestore %[[SP]]
  vir.stackrestore %sp
  vir.return
}

// x87 long double: a scalar float type.
// CHECK-LABEL: vir.func @long_double(
// CHECK-SAME: %{{.*}}: f80) -> f80
vir.func @long_double(%x: f80) -> f80 {
  // (f80.mlir: the custom form prints the value's bits.)
  // CHECK: vir.constant {{.*}} : f80
  %c = vir.constant 1.5 : f80
  // CHECK: vir.fmul %{{.*}}, %{{.*}} : f80
  %m = vir.fmul %x, %c : f80
  // CHECK: vir.fptrunc %{{.*}} : f80 to f64
  %t = vir.fptrunc %m : f80 to f64
  // CHECK: vir.fpext %{{.*}} : f64 to f80
  %e = vir.fpext %t : f64 to f80
  vir.return %e : f80
}

// Aliases: another name for a function, or a global plus an offset.
// CHECK: vir.alias @other_name = @init
vir.alias @other_name = @init
// CHECK: vir.alias @arr_second = @g_arr + 4
vir.alias @arr_second = @g_arr + 4
