// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// LLVM IR export of vir.global: every initializer form, linkage (public
// definitions are external, private definitions internal, declarations
// external), constness and alignment. Globals keep their order.

// The module carries VIR's fixed x86-64 target.
// CHECK: target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
// CHECK: target triple = "x86_64-pc-linux-gnu"

// Integer scalar initializer; a public definition has external linkage.
// CHECK: @g_int = global i32 42{{$}}
vir.global @g_int : i32 = 42

// Negative integer initializer.
// CHECK-NEXT: @g_neg = global i64 -7{{$}}
vir.global @g_neg : i64 = -7

// i1 initializer.
// CHECK-NEXT: @g_bool = global i1 true{{$}}
vir.global @g_bool : i1 = true

// Float initializers.
// CHECK-NEXT: @g_f64 = global double 1.500000e+00{{$}}
vir.global @g_f64 : f64 = 1.5
// CHECK-NEXT: @g_f32 = global float -2.000000e+00{{$}}
vir.global @g_f32 : f32 = -2.0

// String initializer of an i8 array, private constant: internal constant,
// no implicit terminator.
// CHECK-NEXT: @g_str = internal constant [4 x i8] c"hi\0A\00"{{$}}
vir.global private constant @g_str : !vir.array<4 x i8> = "hi\0A\00"

// String without a terminating NUL.
// CHECK-NEXT: @g_str_raw = constant [3 x i8] c"abc"{{$}}
vir.global constant @g_str_raw : !vir.array<3 x i8> = "abc"

// Flat integer array initializer.
// CHECK-NEXT: @g_arr = global [3 x i32] [i32 1, i32 2, i32 3]{{$}}
vir.global @g_arr : !vir.array<3 x i32> = [1, 2, 3]

// Flat float array initializer.
// CHECK-NEXT: @g_farr = global [2 x double] [double 1.000000e+00, double 2.500000e+00]{{$}}
vir.global @g_farr : !vir.array<2 x f64> = [1.0, 2.5]

// Structure initializer with an integer and a float field.
// CHECK-NEXT: @g_struct = global { i32, double } { i32 7, double 2.500000e+00 }{{$}}
vir.global @g_struct : !vir.struct<i32, f64> = [7, 2.5]

// Packed structure initializer.
// CHECK-NEXT: @g_packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>{{$}}
vir.global @g_packed : !vir.struct<packed i8, i32> = [1, 2]

// Nested arrays and structures, with a nested zeroinit.
// CHECK-NEXT: @g_nested = global [2 x { i8, [2 x i16] }] [{ i8, [2 x i16] } { i8 1, [2 x i16] [i16 2, i16 3] }, { i8, [2 x i16] } { i8 4, [2 x i16] zeroinitializer }]{{$}}
vir.global @g_nested : !vir.array<2 x !vir.struct<i8, !vir.array<2 x i16>>> = [[1, [2, 3]], [4, zeroinit]]

// Array of arrays.
// CHECK-NEXT: @g_matrix = global [2 x [2 x i32]] {{\[}}[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]]{{$}}
vir.global @g_matrix : !vir.array<2 x !vir.array<2 x i32>> = [[1, 2], [3, 4]]

// A string nested in a structure.
// CHECK-NEXT: @g_str_field = global { [3 x i8], i32 } { [3 x i8] c"ab\00", i32 5 }{{$}}
vir.global @g_str_field : !vir.struct<!vir.array<3 x i8>, i32> = ["ab\00", 5]

// zeroinit of a whole structure and of a scalar.
// CHECK-NEXT: @g_zero = global <{ i8, i32 }> zeroinitializer{{$}}
vir.global @g_zero : !vir.struct<packed i8, i32> = zeroinit
// CHECK-NEXT: @g_zero_int = global i64 0{{$}}
vir.global @g_zero_int : i64 = zeroinit

// undef initializer of an array and of a scalar.
// CHECK-NEXT: @g_undef = global [8 x i64] undef{{$}}
vir.global @g_undef : !vir.array<8 x i64> = undef
// CHECK-NEXT: @g_undef_ptr = global ptr undef{{$}}
vir.global @g_undef_ptr : !vir.ptr = undef

// Vector initializer.
// CHECK-NEXT: @g_vec = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>{{$}}
vir.global @g_vec : vector<4xi32> = dense<[1, 2, 3, 4]>

// Address of a global.
// CHECK-NEXT: @g_ptr = global ptr @g_int{{$}}
vir.global @g_ptr : !vir.ptr = @g_int

// Address of a global plus a byte offset: an i8 GEP constant expression
// (LLVM's folder adds inbounds when the offset stays in the object).
// CHECK-NEXT: @g_ptr_plus = global ptr getelementptr {{(inbounds )?(nuw )?}}(i8, ptr @g_arr, i64 8){{$}}
vir.global @g_ptr_plus : !vir.ptr = @g_arr + 8

// Address of a global minus a byte offset.
// CHECK-NEXT: @g_ptr_minus = global ptr getelementptr (i8, ptr @g_arr, i64 -4){{$}}
vir.global @g_ptr_minus : !vir.ptr = @g_arr - 4

// Address of a function declaration and of an internal function.
// CHECK-NEXT: @g_fnptr = global ptr @callee{{$}}
vir.global @g_fnptr : !vir.ptr = @callee
// CHECK-NEXT: @g_internal_fnptr = internal constant ptr @internal_fn{{$}}
vir.global private constant @g_internal_fnptr : !vir.ptr = @internal_fn

// Address initializers inside a structure and an array.
// CHECK-NEXT: @g_ptr_field = global { i32, ptr } { i32 0, ptr getelementptr {{(inbounds )?(nuw )?}}(i8, ptr @g_arr, i64 4) }{{$}}
vir.global @g_ptr_field : !vir.struct<i32, !vir.ptr> = [0, @g_arr + 4]
// CHECK-NEXT: @g_ptr_table = global [3 x ptr] [ptr @g_int, ptr @g_str, ptr @callee]{{$}}
vir.global @g_ptr_table : !vir.array<3 x !vir.ptr> = [@g_int, @g_str, @callee]

// Private (internal) definition with an alignment.
// CHECK-NEXT: @g_private = internal global i32 0, align 16{{$}}
vir.global private @g_private : i32 = 0 align 16

// Public constant with an alignment.
// CHECK-NEXT: @g_const = constant i64 100, align 8{{$}}
vir.global constant @g_const : i64 = 100 align 8

// Internal constant aggregate with an alignment.
// CHECK-NEXT: @g_private_table = internal constant [2 x i16] [i16 5, i16 6], align 4{{$}}
vir.global private constant @g_private_table : !vir.array<2 x i16> = [5, 6] align 4

// Declarations (no initializer) are external, whatever their visibility.
// CHECK-NEXT: @g_decl = external global i32{{$}}
vir.global private @g_decl : i32
// CHECK-NEXT: @g_decl_arr = external global [0 x i32]{{$}}
vir.global private @g_decl_arr : !vir.array<0 x i32>
// CHECK-NEXT: @g_decl_const = external constant { i32, ptr }{{$}}
vir.global private constant @g_decl_const : !vir.struct<i32, !vir.ptr>

// A function declaration is an external `declare`.
// CHECK: declare i32 @callee(i32, i32){{$}}
vir.func private @callee(i32, i32) -> i32

// A private function definition is internal.
// CHECK-LABEL: define internal void @internal_fn(
vir.func private @internal_fn() {
  // CHECK-NEXT: ret void
  vir.return
}

// vir.addressof of globals (defined and declared) and functions becomes the
// global's name used as a constant.
// CHECK-LABEL: define {{.*}} @addresses(
vir.func @addresses() -> !vir.ptr {
  %g = vir.addressof @g_decl : !vir.ptr
  %s = vir.addressof @g_str : !vir.ptr
  %f = vir.addressof @callee : !vir.ptr
  %v = vir.load %g : i32
  // CHECK-NEXT: %[[V:[0-9]+]] = load i32, ptr @g_decl, align 4
  // CHECK-NEXT: store i32 %[[V]], ptr @g_str, align 4
  vir.store %v, %s : i32
  // CHECK-NEXT: ret ptr @callee
  vir.return %f : !vir.ptr
}
