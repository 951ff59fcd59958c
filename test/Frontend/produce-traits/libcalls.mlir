// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false straight-line=false calls=false objects=false noalias=false dereferenceable=false call-args=false' | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false straight-line=false calls=false objects=false noalias=false dereferenceable=false libcalls=false call-args=false' | FileCheck %s --check-prefix=OFF
// `libcalls`: declared-only functions whose name and type match the C
// standard's prototype get its effects, region-level on the declaration
// (readonly/writeonly, nocapture on arguments) and access-edge level on
// each call (noread/nowrite on the call and its pointer arguments), and a
// fresh allocation's result is restrict; a call the optimizer can compute
// (strlen) gets `#vir.libcall`. A function of the same name with
// other types, or one the module defines, gets nothing.

// OFF-NOT: origin = "vir-produce-traits"

// CHECK: vir.func private @memcpy(!vir.ptr {vir.traits = [#vir.writeonly<origin = "vir-produce-traits">]}, !vir.ptr {vir.traits = [#vir.readonly<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}, i64) -> !vir.ptr{{$}}
// CHECK: vir.func private @strlen(!vir.ptr {vir.traits = [#vir.readonly<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}) -> i64 attributes {vir.traits = [#vir.readonly<origin = "vir-produce-traits">]}
// CHECK: vir.func private @fabs(f64) -> f64 attributes {vir.traits = [#vir.readonly<origin = "vir-produce-traits">, #vir.writeonly<origin = "vir-produce-traits">]}
// sqrt may set errno: it writes memory, but reads none.
// CHECK: vir.func private @sqrt(f64) -> f64 attributes {vir.traits = [#vir.writeonly<origin = "vir-produce-traits">]}
// CHECK: vir.func private @printf(!vir.ptr {vir.traits = [#vir.readonly<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}, ...) -> i32
// CHECK: vir.func private @malloc(i64) -> !vir.ptr
// CHECK: vir.func private @isdigit(i32) -> i32 attributes {vir.traits = [#vir.readonly<origin = "vir-produce-traits">]}
// CHECK: vir.func private @strcmp(!vir.ptr) -> i32{{$}}
// CHECK: vir.func @memmove(%arg0: !vir.ptr, %arg1: !vir.ptr, %arg2: i64) -> !vir.ptr {

// CHECK-LABEL: vir.func @calls
// CHECK: vir.call @memcpy(%arg0, %arg1, %{{.*}}) {arg_attrs = [{vir.traits = [#vir.noread<origin = "vir-produce-traits">]}, {vir.traits = [#vir.nowrite<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}, {}]} :
// strlen's calls also say what they compute (ipsccp folds them).
// CHECK: vir.call @strlen(%arg1) {arg_attrs = [{vir.traits = [#vir.nowrite<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}], vir.traits = [#vir.nowrite<origin = "vir-produce-traits">, #vir.libcall<"strlen", origin = "vir-produce-traits">]}
// CHECK: vir.call @fabs(%arg2) {vir.traits = [#vir.noread<origin = "vir-produce-traits">, #vir.nowrite<origin = "vir-produce-traits">]}
// CHECK: vir.call @sqrt(%arg2) {vir.traits = [#vir.noread<origin = "vir-produce-traits">]}
// The variadic argument of printf gets nothing (%n writes through one);
// the call says it is printf (simplify-libcalls reads that).
// CHECK: vir.call @printf(%arg1, %arg0) vararg((!vir.ptr) -> i32) {arg_attrs = [{vir.traits = [#vir.nowrite<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}, {}], vir.traits = [#vir.libcall<"printf", origin = "vir-produce-traits">]}
// CHECK: vir.call @malloc(%{{.*}}) {vir.traits = [#vir.restrict<origin = "vir-produce-traits">]}
// CHECK: vir.call @isdigit(%{{.*}}) {vir.traits = [#vir.nowrite<origin = "vir-produce-traits">]}
// CHECK: vir.call @strcmp(%arg1) : (!vir.ptr) -> i32
// CHECK: vir.call @memmove(%arg0, %arg1, %{{.*}}) : (!vir.ptr, !vir.ptr, i64) -> !vir.ptr

vir.func private @memcpy(!vir.ptr, !vir.ptr, i64) -> !vir.ptr
vir.func private @strlen(!vir.ptr) -> i64
vir.func private @fabs(f64) -> f64
vir.func private @sqrt(f64) -> f64
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @malloc(i64) -> !vir.ptr
vir.func private @isdigit(i32) -> i32
// @no_ cases: wrong types (strcmp), defined in the module (memmove).
vir.func private @strcmp(!vir.ptr) -> i32
vir.func @memmove(%d: !vir.ptr, %s: !vir.ptr, %n: i64) -> !vir.ptr {
  vir.return %d : !vir.ptr
}

vir.func @calls(%d: !vir.ptr, %s: !vir.ptr, %x: f64) -> i64 {
  %n = vir.constant 8 : i64
  %0 = vir.call @memcpy(%d, %s, %n) : (!vir.ptr, !vir.ptr, i64) -> !vir.ptr
  %1 = vir.call @strlen(%s) : (!vir.ptr) -> i64
  %2 = vir.call @fabs(%x) : (f64) -> f64
  %3 = vir.call @sqrt(%x) : (f64) -> f64
  %4 = vir.call @printf(%s, %d) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr) -> i32
  %5 = vir.call @malloc(%n) : (i64) -> !vir.ptr
  %c = vir.constant 48 : i32
  %6 = vir.call @isdigit(%c) : (i32) -> i32
  %7 = vir.call @strcmp(%s) : (!vir.ptr) -> i32
  %8 = vir.call @memmove(%d, %s, %n) : (!vir.ptr, !vir.ptr, i64) -> !vir.ptr
  vir.return %1 : i64
}

// The float forms of the math functions, and the rounding ones clang's
// intrinsics become (the importer): rint never sets errno, lrint may.
// CHECK: vir.func private @fminf(f32, f32) -> f32 attributes {vir.traits = [#vir.readonly<origin = "vir-produce-traits">, #vir.writeonly<origin = "vir-produce-traits">]}
// CHECK: vir.func private @rint(f64) -> f64 attributes {vir.traits = [#vir.readonly<origin = "vir-produce-traits">, #vir.writeonly<origin = "vir-produce-traits">]}
// CHECK: vir.func private @lrint(f64) -> i64 attributes {vir.traits = [#vir.writeonly<origin = "vir-produce-traits">]}
// CHECK: vir.func private @sinf(f32) -> f32 attributes {vir.traits = [#vir.writeonly<origin = "vir-produce-traits">]}
vir.func private @fminf(f32, f32) -> f32
vir.func private @rint(f64) -> f64
vir.func private @lrint(f64) -> i64
vir.func private @sinf(f32) -> f32
