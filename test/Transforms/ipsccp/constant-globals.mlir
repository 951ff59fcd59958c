// RUN: vct-mlir-opt %s --ipsccp | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-mlir-opt %s --ipsccp -o %t.ip.mlir && vct-translate --vir-to-llvmir %t.ip.mlir -o %t.ip.ll && lli %t.ip.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.ip.mlir -o %t.ip.c && %cc %t.ip.c -o %t.ip.exe && %t.ip.exe | FileCheck %s --check-prefix=OUT
// Loads at a constant offset into a `constant` global with an initializer
// read the initializer (a `constant` global is never written): scalars,
// fields, array elements, string bytes, zeroinit, addresses. Not folded: a
// volatile load, a load whose type is not the scalar stored there, a global
// that is not constant, a dynamic offset.

// OUT: 123 5

// CHECK-LABEL: vir.func @folds
// CHECK-NOT: vir.load %shape_addr
// CHECK-NOT: vir.load %{{[0-9]+}} :
// The pointer loaded from @ptrs is an address now; the load through it is
// of a value, not of the global, and stays.
// CHECK: %[[M:msg_addr_[0-9]+]] = vir.addressof @msg
// CHECK-NEXT: vir.constant 123 : i32
// CHECK-NEXT: vir.load %[[M]] : i8
// CHECK-LABEL: vir.func @no_fold
// CHECK: vir.load volatile %shape_addr : i32
// CHECK: vir.load %shape_addr : i16
// CHECK: vir.load %mutable_addr : i32
// CHECK: vir.load %{{.*}} : i32
vir.global private constant @shape : !vir.struct<i32, i64, !vir.array<2 x f64>> = [7, 9, [1.5, 2.5]]
vir.global private constant @msg : !vir.array<3 x i8> = "hi\00"
vir.global private constant @zero : !vir.array<4 x i32> = zeroinit
vir.global private constant @ptrs : !vir.array<2 x !vir.ptr> = [@msg, zeroinit]
vir.global private @mutable : i32 = 5
vir.global private constant @fmt : !vir.array<7 x i8> = "%d %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @folds() -> i32 {
  %s = vir.addressof @shape : !vir.ptr
  %a = vir.load %s : i32
  %f = vir.gep %s[0, 1] : !vir.struct<i32, i64, !vir.array<2 x f64>>
  %b = vir.load %f : i64
  %g = vir.gep %s[0, 2, 1] : !vir.struct<i32, i64, !vir.array<2 x f64>>
  %c = vir.load %g : f64
  %m = vir.addressof @msg : !vir.ptr
  %h = vir.gep %m[0, 1] : !vir.array<3 x i8>
  %d = vir.load %h : i8
  %z = vir.addressof @zero : !vir.ptr
  %zi = vir.gep %z[0, 2] : !vir.array<4 x i32>
  %e = vir.load %zi : i32
  %p = vir.addressof @ptrs : !vir.ptr
  %p0 = vir.load %p : !vir.ptr
  %ci = vir.fptosi %c : f64 to i32
  %di = vir.sext %d : i8 to i32
  %bt = vir.trunc %b : i64 to i32
  %r1 = vir.add %a, %bt : i32
  %r2 = vir.add %r1, %ci : i32
  %r3 = vir.add %r2, %di : i32
  %r4 = vir.add %r3, %e : i32
  %q = vir.load %p0 : i8
  %qi = vir.sext %q : i8 to i32
  %c104 = vir.constant 104 : i32
  %qz = vir.sub %qi, %c104 : i32
  %r5 = vir.add %r4, %qz : i32
  vir.return %r5 : i32
}

vir.func @no_fold(%i: i64) -> i32 {
  %s = vir.addressof @shape : !vir.ptr
  %v = vir.load volatile %s : i32
  %w = vir.load %s : i16
  %x = vir.addressof @mutable : !vir.ptr
  %y = vir.load %x : i32
  %z = vir.addressof @zero : !vir.ptr
  %zi = vir.gep %z[0, %i] : !vir.array<4 x i32>
  %e = vir.load %zi : i32
  %w32 = vir.sext %w : i16 to i32
  %r1 = vir.sub %v, %w32 : i32
  %r2 = vir.add %r1, %y : i32
  %r3 = vir.add %r2, %e : i32
  vir.return %r3 : i32
}

vir.func @main() -> i32 {
  %a = vir.call @folds() : () -> i32
  %c1 = vir.constant 1 : i64
  %b = vir.call @no_fold(%c1) : (i64) -> i32
  %f = vir.addressof @fmt : !vir.ptr
  %0 = vir.call @printf(%f, %a, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
